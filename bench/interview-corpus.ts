/**
 * The interview-quality rows of `npm run bench` (issue 10): the scripted conversations of
 * `@genie/core/interview-corpus` played through the built-in engine in this process, scored against the
 * brief each must produce — facts in the right field with the right value, wrong values filed, facts
 * asked again after the visitor gave them, visitor turns — per project type and in total. The corpus
 * test (`packages/core/src/interview/corpus/corpus.test.ts`) asserts issue 10's thresholds on the same
 * figures; here they are only reported.
 *
 * It also times one engine turn on long and hostile messages (`measureLongMessages`): the tests only
 * check that such messages are read, never how fast, so a slow regex shows here.
 *
 * Run alone: `npx tsx bench/interview-corpus.ts` (BENCH_CORPUS_DETAIL=1 lists every miss).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectTypes, type InterviewState } from '@genie/contracts';
import { answer, nextQuestion } from '@genie/core';
import { describeMisses, heldOutBatches, interviewCorpus, playConversation, scoreCorpus, startCorpusInterview, type CorpusScore } from '@genie/core/interview-corpus';
import { printTable } from './print-table.ts';

export interface InterviewCorpusRow extends CorpusScore {
  /** A project type, 'total' (the tuned corpus), or a held-out batch's name ('held-out', 'held-out 2', …): visitors written before the engine was looked at for them. */
  name: string;
}

export interface InterviewCorpusBenchResult {
  rows: InterviewCorpusRow[];
  /** Wall time to play the whole corpus once, in ms. */
  playMs: number;
  /** Every miss, one line each (the corpus test's failure message). */
  misses: string[];
  longMessages: LongMessageTiming;
}

/** Median ms of one engine turn (`answer`) on the opening question for a message of each kind. */
export interface LongMessageTiming {
  story200Ms: number;
  story4000Ms: number;
  /** story4000Ms ÷ story200Ms: about 20 when the reading is linear in the message's length. */
  growth: number;
  /** The slowest of the hostile 4,000-character messages ("1,1,1,…", "萬萬萬…", "십십십…", ".一.一…", 3,999 nines), at the first question and at the budget question. */
  hostileWorstMs: number;
}

const story =
  "We just bought a 30-year-old apartment in Taipei, about 85 square meters, budget around 1.5 million NTD, move in by March 2027. " +
  '預算大概150萬，希望明年六月入住，屋齡20年，32坪。예산은 1억 5천만 원 정도이고 내년 3월에 입주하고 싶어요. ';
const storyOf = (length: number) => story.repeat(Math.ceil(length / story.length)).slice(0, length);
const hostileMessages = ['1,'.repeat(2000), '1 '.repeat(2000), 'a '.repeat(2000), 'not '.repeat(1000), '萬'.repeat(4000), '십'.repeat(4000), '천 '.repeat(2000), '百1'.repeat(2000), '.一'.repeat(2000), `${'9'.repeat(3999)}x`];

/** A residential interview at its first question, or passed on to the budget question. */
function interviewAt(budgetAsked: boolean): InterviewState {
  const conversation = interviewCorpus.find((c) => c.projectType === 'residential_space') ?? interviewCorpus[0]!;
  let state = startCorpusInterview(conversation);
  for (let i = 0; budgetAsked && i < 20 && nextQuestion(state) && nextQuestion(state)!.fieldId !== 'budget'; i++) state = answer(state, 'skip', new Date('2026-01-20T02:00:00Z')).state;
  return state;
}

function medianTurnMs(text: string, runs: number, state: InterviewState = interviewAt(false)): number {
  const now = new Date('2026-01-20T02:00:00Z');
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    answer(state, text, now);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

export function measureLongMessages(): LongMessageTiming {
  medianTurnMs(storyOf(4000), 3); // warm-up
  const story200Ms = medianTurnMs(storyOf(200), 41);
  const story4000Ms = medianTurnMs(storyOf(4000), 11);
  // (At the first question and at the budget question: ".一.一…" was slow only where an amount was asked.)
  const atBudget = interviewAt(true);
  const hostileWorstMs = Math.max(...hostileMessages.flatMap((m) => [medianTurnMs(m, 5), medianTurnMs(m, 5, atBudget)]));
  return { story200Ms, story4000Ms, growth: story4000Ms / story200Ms, hostileWorstMs };
}

export async function runInterviewCorpusBench(): Promise<InterviewCorpusBenchResult> {
  const t0 = performance.now();
  const results = await Promise.all(interviewCorpus.map((c) => playConversation(c)));
  const playMs = performance.now() - t0;
  const rows: InterviewCorpusRow[] = projectTypes.map((type) => ({
    name: type,
    ...scoreCorpus(results.filter((r) => r.conversation.projectType === type)),
  }));
  rows.push({ name: 'total', ...scoreCorpus(results) });
  // The held-out visitors: an estimate for conversations nobody tuned the engine to (not in the total).
  const heldOut = [];
  for (const batch of heldOutBatches) {
    const played = await Promise.all(batch.conversations.map((c) => playConversation(c)));
    rows.push({ name: batch.name, ...scoreCorpus(played) });
    heldOut.push(...played);
  }
  return { rows, playMs, misses: [...results, ...heldOut].flatMap((r) => describeMisses(r)), longMessages: measureLongMessages() };
}

const fmt = (n: number, digits = 1) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function printInterviewCorpusBench(r: InterviewCorpusBenchResult, options: { detail?: boolean } = {}): void {
  console.log(
    '\nInterview corpus: scripted visitors through the built-in engine, scored against the brief a designer would file (aims: ≥ 90 % facts right on a batch first played, 0 wrong values, 0 re-asked, 0 loops, 0 off-type questions, ≤ 15 turns); "held-out" 1–10: visitors written before the engine was looked at for them, not in the total\n',
  );
  printTable(
    ['project type', 'conversations', 'facts right', 'facts right %', 'wrong values', 're-asked', 'loops', 'off-type asked', 'mean turns', 'max turns', 'unfinished'],
    r.rows.map((row) => [
      row.name,
      String(row.conversations),
      `${row.factsRight}/${row.factsTotal}`,
      fmt(row.factsRightPercent),
      String(row.wrongValues),
      String(row.reasked),
      String(row.loops),
      String(row.offType),
      fmt(row.meanTurns),
      String(row.maxTurns),
      String(row.incomplete),
    ]),
  );
  console.log(`  played in ${fmt(r.playMs, 0)} ms${options.detail ? '' : '; BENCH_CORPUS_DETAIL=1 lists every miss'}`);
  const l = r.longMessages;
  console.log(
    `  one turn on a long message: 200 characters ${fmt(l.story200Ms, 2)} ms, 4,000 characters ${fmt(l.story4000Ms, 2)} ms (${fmt(l.growth)}x; linear ≈ 20x), slowest hostile 4,000 characters ${fmt(l.hostileWorstMs, 2)} ms`,
  );
  if (options.detail) console.log(`\n${r.misses.join('\n')}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  printInterviewCorpusBench(await runInterviewCorpusBench(), { detail: process.env.BENCH_CORPUS_DETAIL === '1' });
}
