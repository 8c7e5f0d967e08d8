import { beforeAll, describe, expect, it } from 'vitest';
import { languages, projectTypes } from '@genie/contracts';
import { interviewFields } from '../catalogue.ts';
import {
  corpusByProjectType,
  describeMisses,
  heldOutConversations,
  interviewCorpus,
  playConversation,
  scoreCorpus,
  secondHeldOutConversations,
  thirdHeldOutConversations,
  fourthHeldOutConversations,
  type ConversationResult,
  type CorpusConversation,
} from './index.ts';

/** Issue 10's thresholds. */
const MIN_FACTS_RIGHT_PERCENT = 95;
const MAX_TURNS = 15;

/**
 * The held-out visitors' score today (112 of 117 facts right, 95.7 %, 0 wrong values, 0 questions asked again; when
 * they were added: 104, 88.9 %, 1, 7): a floor that holds the engine to no worse on conversations it was not tuned
 * on. Raise it as the engine gets better; never lower it.
 */
const HELD_OUT_FLOOR = { factsRightPercent: 97.4, wrongValues: 0, reasked: 0 };

/** The second held-out batch's score today (168 of 184, 91.3 %, 3 wrong values, 4 asked again; when it was added: 129, 70.1 %, 19, 25). */
/** The third batch's score today (144 of 183, 78.6 %, 5 wrong values, 13 asked again; when it was added: 121, 66.1 %, 22, 24). */
const THIRD_HELD_OUT_FLOOR = { factsRightPercent: 85.2, wrongValues: 5, reasked: 7 };

/** The fourth batch's score today (129 of 185, 69.7 %, 9 wrong values, 25 asked again; written after the third batch's fixes and first played on them: 111, 60.0 %, 26, 25). */
const FOURTH_HELD_OUT_FLOOR = { factsRightPercent: 80.0, wrongValues: 9, reasked: 14 };

const SECOND_HELD_OUT_FLOOR = { factsRightPercent: 92.3, wrongValues: 3, reasked: 3 };

describe('the interview corpus (the scripted conversations themselves)', () => {
  it('has at least three conversations for every project type, over English, Chinese and Korean', () => {
    for (const type of projectTypes) {
      expect(corpusByProjectType[type].length, type).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(interviewCorpus.map((c) => c.language))).toEqual(new Set(languages));
    const all = [...interviewCorpus, ...heldOutConversations, ...secondHeldOutConversations, ...thirdHeldOutConversations, ...fourthHeldOutConversations];
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    expect(new Set(heldOutConversations.map((c) => c.language))).toEqual(new Set(languages));
    expect(new Set(secondHeldOutConversations.map((c) => c.language))).toEqual(new Set(languages));
    expect(new Set(thirdHeldOutConversations.map((c) => c.language))).toEqual(new Set(languages));
    expect(new Set(fourthHeldOutConversations.map((c) => c.language))).toEqual(new Set(languages));
  });

  it.each([...interviewCorpus, ...heldOutConversations, ...secondHeldOutConversations, ...thirdHeldOutConversations, ...fourthHeldOutConversations].map((c) => [c.id, c] as const))('%s expects only fields of its type, said in a message or answered when asked', (_id, conversation) => {
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
function heldOutSuite(name: string, conversations: readonly CorpusConversation[], floor: typeof HELD_OUT_FLOOR) {
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

heldOutSuite('the engine on the held-out visitors, whom it was not tuned to', heldOutConversations, HELD_OUT_FLOOR);
heldOutSuite('the engine on the second held-out batch', secondHeldOutConversations, SECOND_HELD_OUT_FLOOR);
heldOutSuite('the engine on the third held-out batch', thirdHeldOutConversations, THIRD_HELD_OUT_FLOOR);
heldOutSuite('the engine on the fourth held-out batch', fourthHeldOutConversations, FOURTH_HELD_OUT_FLOOR);
