/**
 * The interview-quality rows of `npm run bench` (issue 10): the scripted conversations of
 * `@genie/core/interview-corpus` played through the built-in engine in this process, scored against the
 * brief each must produce — facts in the right field with the right value, wrong values filed, facts
 * asked again after the visitor gave them, visitor turns — per project type and in total. The corpus
 * test (`packages/core/src/interview/corpus/corpus.test.ts`) asserts issue 10's thresholds on the same
 * figures; here they are only reported.
 *
 * Run alone: `npx tsx bench/interview-corpus.ts` (BENCH_CORPUS_DETAIL=1 lists every miss).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectTypes, type ProjectType } from '@genie/contracts';
import { describeMisses, interviewCorpus, playConversation, scoreCorpus, type CorpusScore } from '@genie/core/interview-corpus';
import { printTable } from './print-table.ts';

export interface InterviewCorpusRow extends CorpusScore {
  /** A project type, or 'total'. */
  name: ProjectType | 'total';
}

export interface InterviewCorpusBenchResult {
  rows: InterviewCorpusRow[];
  /** Wall time to play the whole corpus once, in ms. */
  playMs: number;
  /** Every miss, one line each (the corpus test's failure message). */
  misses: string[];
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
  return { rows, playMs, misses: results.flatMap((r) => describeMisses(r)) };
}

const fmt = (n: number, digits = 1) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function printInterviewCorpusBench(r: InterviewCorpusBenchResult, options: { detail?: boolean } = {}): void {
  console.log(
    '\nInterview corpus: scripted visitors through the built-in engine, scored against the brief a designer would file (issue 10 aims: ≥ 95 % facts right, 0 wrong values, 0 re-asked, ≤ 15 turns)\n',
  );
  printTable(
    ['project type', 'conversations', 'facts right', 'facts right %', 'wrong values', 're-asked', 'mean turns', 'max turns', 'unfinished'],
    r.rows.map((row) => [
      row.name,
      String(row.conversations),
      `${row.factsRight}/${row.factsTotal}`,
      fmt(row.factsRightPercent),
      String(row.wrongValues),
      String(row.reasked),
      fmt(row.meanTurns),
      String(row.maxTurns),
      String(row.incomplete),
    ]),
  );
  console.log(`  played in ${fmt(r.playMs, 0)} ms${options.detail ? '' : '; BENCH_CORPUS_DETAIL=1 lists every miss'}`);
  if (options.detail) console.log(`\n${r.misses.join('\n')}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  printInterviewCorpusBench(await runInterviewCorpusBench(), { detail: process.env.BENCH_CORPUS_DETAIL === '1' });
}
