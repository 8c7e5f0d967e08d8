import { beforeAll, describe, expect, it } from 'vitest';
import { HELD_OUT_FLOORS } from '../held-out-floors.ts';
import { describeMisses, heldOutBatches, playConversation, scoreCorpus, type ConversationResult, type HeldOutBatch } from '../index.ts';

/** Issue 10's thresholds, the turns a conversation may take. */
export const MAX_TURNS = 15;
/** How long playing one batch of conversations may take before the suite gives up. */
export const PLAY_TIMEOUT_MS = 60_000;

/**
 * The held-out batches of one of `count` parts, each part about as many conversations as the others (a batch goes whole to
 * the part with fewest so far, in order): the parts are test files of their own, played side by side.
 */
export function heldOutPart(part: number, count: number): HeldOutBatch[] {
  const parts: HeldOutBatch[][] = Array.from({ length: count }, () => []);
  const size = (batches: readonly HeldOutBatch[]) => batches.reduce((sum, b) => sum + b.conversations.length, 0);
  for (const batch of heldOutBatches) parts.reduce((least, p) => (size(p) < size(least) ? p : least)).push(batch);
  return parts[part]!;
}

/** A held-out batch holds the engine to no worse than its floor (held-out-floors.ts) on conversations it was not tuned on. */
export function heldOutSuite(batch: HeldOutBatch): void {
  const floor = HELD_OUT_FLOORS[batch.name];
  describe(`the engine on ${batch.name}, whom it was not tuned to`, () => {
    let results: ConversationResult[] = [];
    // (Playing a batch is the setup's whole work: a few seconds alone, more on a busy machine; the default 10 s is no limit for it.)
    beforeAll(async () => {
      results = await Promise.all(batch.conversations.map((c) => playConversation(c)));
    }, PLAY_TIMEOUT_MS);
    const misses = () => results.flatMap((r) => describeMisses(r, MAX_TURNS)).join('\n');

    it('files no fewer facts right, no more wrong values and asks no more questions again than its floor', () => {
      expect(floor, `${batch.name} has no floor in held-out-floors.ts`).toBeDefined();
      const score = scoreCorpus(results);
      expect(score.factsRightPercent, `${score.factsRight} of ${score.factsTotal} facts right\n${misses()}`).toBeGreaterThanOrEqual(floor!.factsRightPercent);
      expect(score.wrongValues, misses()).toBeLessThanOrEqual(floor!.wrongValues);
      expect(score.reasked, misses()).toBeLessThanOrEqual(floor!.reasked);
      expect(score.loops, misses()).toBeLessThanOrEqual(floor!.loops);
    });

    it('asks no question the project type does not need', () => {
      expect(scoreCorpus(results).offType, misses()).toBe(0);
    });

    it(`completes every conversation within ${MAX_TURNS} visitor turns`, () => {
      const over = results.filter((r) => !r.score.complete || r.score.turns > MAX_TURNS);
      expect(over.map((r) => r.conversation.id), misses()).toEqual([]);
    });
  });
}
