import { beforeAll, describe, expect, it } from 'vitest';
import { languages, projectTypes } from '@genie/contracts';
import { interviewFields } from '../catalogue.ts';
import { HELD_OUT_FLOORS } from './held-out-floors.ts';
import { heldOutPart, MAX_TURNS, PLAY_TIMEOUT_MS } from './test-support/held-out-suite.ts';
import { corpusByProjectType, describeMisses, heldOutBatches, interviewCorpus, playConversation, scoreCorpus, type ConversationResult } from './index.ts';

/** Issue 10's threshold. (The held-out batches are played in held-out-part-*.test.ts, each against its floor in held-out-floors.ts.) */
const MIN_FACTS_RIGHT_PERCENT = 95;

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
  // (Playing a batch is the setup's whole work: a few seconds alone, more on a busy machine; the default 10 s is no limit for it.)
  beforeAll(async () => {
    results = await Promise.all(interviewCorpus.map((c) => playConversation(c)));
  }, PLAY_TIMEOUT_MS);
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

  it('never asks a question three times, nor one the project type does not need', () => {
    expect(scoreCorpus(results).loops, misses()).toBe(0);
    expect(scoreCorpus(results).offType, misses()).toBe(0);
  });

  it(`completes every conversation within ${MAX_TURNS} visitor turns`, () => {
    const over = results.filter((r) => !r.score.complete || r.score.turns > MAX_TURNS);
    expect(over.map((r) => `${r.conversation.id}: ${r.score.complete ? r.score.turns : 'not complete after ' + r.score.turns} turns`), misses()).toEqual([]);
  });
});

it('has a floor for every held-out batch, and plays every batch in one of the four parts', () => {
  expect(Object.keys(HELD_OUT_FLOORS)).toEqual(heldOutBatches.map((b) => b.name));
  const parts = [0, 1, 2, 3].map((part) => heldOutPart(part, 4));
  expect(parts.flat().map((b) => b.name).sort()).toEqual(heldOutBatches.map((b) => b.name).sort());
});
