import type { ConversationResult } from './play-conversation.ts';

/** The whole corpus's figures (or one project type's): what `npm run bench` and the corpus test report. */
export interface CorpusScore {
  conversations: number;
  factsRight: number;
  factsTotal: number;
  /** Facts in the right field with the right value, 0–100. */
  factsRightPercent: number;
  wrongValues: number;
  reasked: number;
  /** Questions asked three times or more. */
  loops: number;
  /** Questions asked that the type does not need (its listen-only fields). */
  offType: number;
  meanTurns: number;
  maxTurns: number;
  /** Conversations that did not reach their end within the hard stop. */
  incomplete: number;
}

export function scoreCorpus(results: readonly ConversationResult[]): CorpusScore {
  const sum = (f: (r: ConversationResult) => number) => results.reduce((total, r) => total + f(r), 0);
  const factsRight = sum((r) => r.score.factsRight);
  const factsTotal = sum((r) => r.score.factsTotal);
  return {
    conversations: results.length,
    factsRight,
    factsTotal,
    factsRightPercent: factsTotal ? (100 * factsRight) / factsTotal : 100,
    wrongValues: sum((r) => r.score.wrongValues.length),
    reasked: sum((r) => r.score.reasked.length),
    loops: sum((r) => r.score.loops.length),
    offType: sum((r) => r.score.offType.length),
    meanTurns: results.length ? sum((r) => r.score.turns) / results.length : 0,
    maxTurns: results.reduce((max, r) => Math.max(max, r.score.turns), 0),
    incomplete: results.filter((r) => !r.score.complete).length,
  };
}

/** Every miss of one conversation, one line each, for a failing test's message. */
export function describeMisses(result: ConversationResult, maxTurns?: number): string[] {
  const { score } = result;
  const lines: string[] = [];
  for (const f of score.facts.filter((x) => !x.correct)) {
    const expected = 'value' in f.expected ? JSON.stringify(f.expected.value) : 'text' in f.expected ? `text ${JSON.stringify(f.expected.text)}` : 'skipped';
    lines.push(`  miss ${f.fieldId}: ${f.reason}; expected ${expected}; got ${f.got}; said ${JSON.stringify(f.message)}`);
  }
  for (const w of score.wrongValues) {
    lines.push(`  wrong value ${w.fieldId}: ${JSON.stringify(w.value)} from ${JSON.stringify(w.raw)} (${w.reason})`);
  }
  for (const r of score.reasked) {
    lines.push(`  re-asked ${r.fieldId} before turn ${r.askedBeforeTurn + 1}, though turn ${r.saidAt + 1} gave it`);
  }
  for (const id of score.loops) lines.push(`  asked ${id} three times or more`);
  for (const id of score.offType) lines.push(`  asked ${id}, which the type does not ask`);
  if (!score.complete) lines.push(`  not complete after ${score.turns} turns`);
  else if (maxTurns !== undefined && score.turns > maxTurns) lines.push(`  ${score.turns} turns (at most ${maxTurns})`);
  return lines.length ? [`${result.conversation.id}:`, ...lines] : [];
}
