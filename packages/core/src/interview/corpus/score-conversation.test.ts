import { describe, expect, it } from 'vitest';
import type { BriefFieldId, BriefValue, InterviewState } from '@genie/contracts';
import { answer, nextQuestion, skip } from '../engine.ts';
import type { CorpusConversation } from './corpus-types.ts';
import { playConversation, type PlayTurn } from './play-conversation.ts';
import { scoreCorpus } from './score-corpus.ts';

/** A short residential visitor: the size in the first message, the rest answered when asked. */
const visitor: CorpusConversation = {
  id: 'scorer-check',
  projectType: 'residential_space',
  language: 'en-US',
  utcOffsetMinutes: 480,
  messages: ['The flat is about 85 square meters.'],
  whenAsked: {},
  otherwise: 'No particular preference',
  expected: { space_size: { said: 0, value: { kind: 'number_with_unit', amount: 85, unit: 'm2' } } },
};

const size: BriefValue = { kind: 'number_with_unit', amount: 85, approximate: true, unit: 'm2', unitAssumed: false, squareMeters: 85 };

function file(state: InterviewState, fieldId: BriefFieldId, value: BriefValue, raw: string, now: Date, clarify?: boolean): InterviewState {
  return {
    ...state,
    answers: { ...state.answers, [fieldId]: { raw, value, skipped: false, answeredAt: now.toISOString(), ...(clarify ? { clarify } : {}) } },
    order: [...state.order, fieldId],
  };
}

/** A perfect listener: files the size from the first message, skips every question after it. */
const listener: PlayTurn = (state, text, now) =>
  text === visitor.messages[0] ? { ...file(state, 'space_size', size, text, now), turns: state.turns + 1 } : skip(state, now).state;

describe('the corpus scorer', () => {
  it('counts a fact right when the brief holds it, and nothing wrong or re-asked', async () => {
    const result = await playConversation(visitor, listener);
    expect(result.score).toMatchObject({ factsRight: 1, factsTotal: 1, wrongValues: [], reasked: [], complete: true });
    expect(result.turns[0]).toMatchObject({ index: 0, askedField: 'project_background', source: 'message' });
    expect(result.turns[1]).toMatchObject({ source: 'otherwise', text: 'No particular preference' });
  });

  it('counts a structured value the visitor never gave as a wrong value', async () => {
    const age: BriefValue = { kind: 'number_with_unit', amount: 2, approximate: false, unit: 'years', unitAssumed: false };
    const result = await playConversation(visitor, (state, text, now) =>
      text === visitor.messages[0] ? { ...file(listener(state, text, now) as InterviewState, 'age', age, text, now) } : listener(state, text, now),
    );
    expect(result.score.wrongValues).toEqual([expect.objectContaining({ fieldId: 'age', reason: 'a value the visitor never gave' })]);
    expect(scoreCorpus([result]).wrongValues).toBe(1);
  });

  it('counts a value that contradicts the expected one as both a miss and a wrong value', async () => {
    const result = await playConversation(visitor, (state, text, now) =>
      text === visitor.messages[0] ? file(state, 'space_size', { ...size, amount: 58, squareMeters: 58 }, text, now) : skip(state, now).state,
    );
    expect(result.score.factsRight).toBe(0);
    expect(result.score.facts[0]).toMatchObject({ fieldId: 'space_size', correct: false, reason: 'a different value' });
    expect(result.score.wrongValues.map((w) => w.fieldId)).toEqual(['space_size']);
  });

  it('does not count a value marked "to clarify" as wrong', async () => {
    const age: BriefValue = { kind: 'number_with_unit', amount: 2, approximate: false, unit: 'years', unitAssumed: false };
    const result = await playConversation(visitor, (state, text, now) =>
      text === visitor.messages[0] ? file(listener(state, text, now) as InterviewState, 'age', age, text, now, true) : listener(state, text, now),
    );
    expect(result.score.wrongValues).toEqual([]);
  });

  it('counts a re-ask when the genie asks again for a fact a message gave', async () => {
    // Today's engine asks its questions in order, so it asks the size long after the first message gave it.
    const result = await playConversation(visitor, (state, text, now) => answer(state, text, now).state);
    const asked = result.turns.find((t) => t.askedField === 'space_size');
    expect(asked).toBeDefined();
    expect(result.score.reasked).toEqual([{ fieldId: 'space_size', saidAt: 0, askedBeforeTurn: asked!.index }]);
  });

  it('reads a declined fact as right only when the field is left empty', async () => {
    const declined: CorpusConversation = { ...visitor, expected: { colors_and_elements: { said: 'asked', skipped: true } } };
    const kept = await playConversation(declined, (state, _text, now) => skip(state, now).state);
    expect(kept.score.factsRight).toBe(1);
    const filled = await playConversation(declined, (state, text, now) =>
      nextQuestion(state)?.fieldId === 'colors_and_elements'
        ? file(state, 'colors_and_elements', { kind: 'free_text', text }, text, now)
        : skip(state, now).state,
    );
    expect(filled.score.facts[0]).toMatchObject({ correct: false, reason: 'the visitor declined, but a value was filed' });
  });
});
