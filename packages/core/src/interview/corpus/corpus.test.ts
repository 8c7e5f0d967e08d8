import { beforeAll, describe, expect, it } from 'vitest';
import { languages, projectTypes } from '@genie/contracts';
import { interviewFields } from '../catalogue.ts';
import { corpusByProjectType, describeMisses, heldOutBatches, interviewCorpus, playConversation, scoreCorpus, type ConversationResult, type CorpusConversation } from './index.ts';

/** Issue 10's thresholds. */
const MIN_FACTS_RIGHT_PERCENT = 95;
const MAX_TURNS = 15;

/**
 * Each held-out batch's score today: a floor that holds the engine to no worse on conversations it was not
 * tuned on. Raise it as the engine gets better; never lower it. Beside each, the score when the batch was
 * first played (the honest estimate for an unseen visitor at that time).
 */
const HELD_OUT_FLOORS: Readonly<Record<string, { factsRightPercent: number; wrongValues: number; reasked: number }>> = {
  // 114 of 117 facts right; first played: 104 (88.9 %), 1 wrong value, 7 asked again.
  'held-out': { factsRightPercent: 97.4, wrongValues: 0, reasked: 0 },
  // 170 of 184; first played: 129 (70.1 %), 19, 25.
  'held-out 2': { factsRightPercent: 92.3, wrongValues: 3, reasked: 3 },
  // 158 of 183; first played: 121 (66.1 %), 22, 24.
  'held-out 3': { factsRightPercent: 86.3, wrongValues: 4, reasked: 4 },
  // 153 of 185; first played: 111 (60.0 %), 26, 25.
  'held-out 4': { factsRightPercent: 82.7, wrongValues: 7, reasked: 12 },
  // 160 of 192; first played: 127 (66.1 %), 18, 30 (after the fixes for batches 3 and 4; 122, 63.5 %, 19, 33 before them).
  'held-out 5': { factsRightPercent: 83.8, wrongValues: 8, reasked: 8 },
  // Played only to measure; first played: 123 of 192 (64.1 %), 18, 29 (113, 58.9 %, 18, 31 before the fixes for batches 3 and 4).
  'held-out 6': { factsRightPercent: 72.9, wrongValues: 13, reasked: 26 },
  // 126 of 195; first played: 118 (60.5 %), 27, 29 (111, 56.9 %, 28, 31 before the fixes for batches 3 to 5); fixed against since.
  'held-out 7': { factsRightPercent: 70.2, wrongValues: 18, reasked: 19 },
  // Played only to measure; first played: 117 of 194 (60.3 %), 12, 28 (114, 58.8 %, 17, 33 before the fixes for batches 3 to 7).
  'held-out 8': { factsRightPercent: 61.3, wrongValues: 12, reasked: 29 },
  // Played only to measure; first played: 120 of 197 (60.9 %), 23, 22 (106, 53.8 %, 22, 26 on the engine before the fixes for batches 3 to 7).
  'held-out 9': { factsRightPercent: 61.4, wrongValues: 23, reasked: 21 },
};

describe('the interview corpus (the scripted conversations themselves)', () => {
  it('has at least three conversations for every project type, over English, Chinese and Korean', () => {
    for (const type of projectTypes) {
      expect(corpusByProjectType[type].length, type).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(interviewCorpus.map((c) => c.language))).toEqual(new Set(languages));
    const all = [...interviewCorpus, ...heldOutBatches.flatMap((b) => b.conversations)];
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    for (const batch of heldOutBatches) expect(new Set(batch.conversations.map((c) => c.language)), batch.name).toEqual(new Set(languages));
  });

  it.each([...interviewCorpus, ...heldOutBatches.flatMap((b) => b.conversations)].map((c) => [c.id, c] as const))('%s expects only fields of its type, said in a message or answered when asked', (_id, conversation) => {
    const fields = interviewFields(conversation.projectType);
    for (const [fieldId, fact] of Object.entries(conversation.expected)) {
      const field = fields.find((f) => f.id === fieldId);
      expect(field, `${fieldId} is not a ${conversation.projectType} field`).toBeDefined();
      if (fact.said === 'asked') {
        expect(conversation.whenAsked[field!.id], `${fieldId} is expected from its question but has no reply`).toBeDefined();
        // Only a core question is sure to be asked; an optional one may fall outside the turn budget.
        expect(field!.priority, `${fieldId} is optional: it may never be asked`).toBe('core');
      } else {
        expect(conversation.messages[fact.said], `${fieldId} said in a message that does not exist`).toBeDefined();
      }
    }
    expect(conversation.messages.length).toBeLessThan(MAX_TURNS);
  });
});

describe('the engine plays the corpus as a careful designer would file it', () => {
  let results: ConversationResult[] = [];
  beforeAll(async () => {
    results = await Promise.all(interviewCorpus.map((c) => playConversation(c)));
  });
  const misses = () => results.flatMap((r) => describeMisses(r, MAX_TURNS)).join('\n');

  it(`files at least ${MIN_FACTS_RIGHT_PERCENT}% of the facts in the right field with the right value`, () => {
    const score = scoreCorpus(results);
    expect(score.factsRightPercent, `${score.factsRight} of ${score.factsTotal} facts right\n${misses()}`).toBeGreaterThanOrEqual(MIN_FACTS_RIGHT_PERCENT);
  });

  it('files no wrong value: a missing value is better than a wrong one', () => {
    expect(scoreCorpus(results).wrongValues, misses()).toBe(0);
  });

  it('never asks again for a fact the visitor already gave', () => {
    expect(scoreCorpus(results).reasked, misses()).toBe(0);
  });

  it(`completes every conversation within ${MAX_TURNS} visitor turns`, () => {
    const over = results.filter((r) => !r.score.complete || r.score.turns > MAX_TURNS);
    expect(over.map((r) => `${r.conversation.id}: ${r.score.complete ? r.score.turns : 'not complete after ' + r.score.turns} turns`), misses()).toEqual([]);
  });
});

/** A held-out batch holds the engine to no worse than `floor` on conversations it was not tuned on. */
function heldOutSuite(name: string, conversations: readonly CorpusConversation[], floor: (typeof HELD_OUT_FLOORS)[string]) {
  describe(name, () => {
    let results: ConversationResult[] = [];
    beforeAll(async () => {
      results = await Promise.all(conversations.map((c) => playConversation(c)));
    });
    const misses = () => results.flatMap((r) => describeMisses(r, MAX_TURNS)).join('\n');

    it('files no fewer facts right, no more wrong values and asks no more questions again than its floor', () => {
      const score = scoreCorpus(results);
      expect(score.factsRightPercent, `${score.factsRight} of ${score.factsTotal} facts right\n${misses()}`).toBeGreaterThanOrEqual(floor.factsRightPercent);
      expect(score.wrongValues, misses()).toBeLessThanOrEqual(floor.wrongValues);
      expect(score.reasked, misses()).toBeLessThanOrEqual(floor.reasked);
    });

    it(`completes every conversation within ${MAX_TURNS} visitor turns`, () => {
      const over = results.filter((r) => !r.score.complete || r.score.turns > MAX_TURNS);
      expect(over.map((r) => r.conversation.id), misses()).toEqual([]);
    });
  });
}

it('has a floor for every held-out batch', () => {
  expect(Object.keys(HELD_OUT_FLOORS)).toEqual(heldOutBatches.map((b) => b.name));
});
for (const batch of heldOutBatches) heldOutSuite(`the engine on ${batch.name}, whom it was not tuned to`, batch.conversations, HELD_OUT_FLOORS[batch.name]!);
