import { describe, expect, it } from 'vitest';
import type { BriefFieldId, BriefValue, InterviewState } from '@genie/contracts';
import { nextQuestion, skip } from '../engine.ts';
import type { CorpusConversation } from './corpus-types.ts';
import { playConversation, type PlayTurn } from './play-conversation.ts';
import { checkFact, partialMatch } from './score-conversation.ts';
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

  it("does not count the visitor's own reply to an optional question (a `whenAsked` reply with no expectation) as a value never given", async () => {
    const reply = 'About $40k';
    const budget: BriefValue = { kind: 'money', amount: 40_000, approximate: true, currency: 'USD', currencyAssumed: false };
    const withReply: CorpusConversation = { ...visitor, whenAsked: { budget: reply } };
    const result = await playConversation(withReply, (state, text, now) =>
      text === reply ? { ...file(state, 'budget', budget, text, now), turns: state.turns + 1 } : listener(state, text, now),
    );
    expect(result.turns.some((t) => t.source === 'asked' && t.askedField === 'budget')).toBe(true);
    expect(result.score.wrongValues).toEqual([]);
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
    // An interviewer that hears nothing (it skips every question in order) asks the size long after the first message gave it.
    const result = await playConversation(visitor, (state, _text, now) => skip(state, now).state);
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

describe('matching a filed value against the expected fact', () => {
  const at = '2026-01-20T02:00:00.000Z';
  const list = (items: string[]) => ({ raw: items.join(', '), value: { kind: 'list' as const, items }, skipped: false, answeredAt: at });

  it('compares list items as a set, each expected item inside one filed item', () => {
    const fact = { said: 0, value: { kind: 'list' as const, items: ['vinyl records', 'piano'] } };
    expect(checkFact(fact, list(['an upright piano', 'vinyl records, around 2,000 of them'])).correct).toBe(true);
    expect(checkFact(fact, list(['vinyl records', 'piano', 'books'])).correct).toBe(false);
  });

  it('reads a list\'s items, not the raw words, so "around 2,000" split in two is a miss', () => {
    const fact = { said: 0, text: ['2,000'] };
    const split = { ...list(['vinyl records around 2', '000 of them']), raw: 'vinyl records, around 2,000 of them' };
    expect(checkFact(fact, split)).toEqual({ correct: false, reason: 'missing "2,000"' });
    expect(checkFact(fact, list(['vinyl records (around 2,000)'])).correct).toBe(true);
  });

  it('matches numbers to the hundredth and ignores keys the expectation does not name', () => {
    expect(partialMatch({ kind: 'number_with_unit', amount: 35, squareMeters: 115.7 }, { kind: 'number_with_unit', amount: 35, squareMeters: 115.702, approximate: true })).toBe(true);
    expect(partialMatch({ kind: 'money', amount: 1_500_000, currency: 'TWD' }, { kind: 'money', amount: 1_200_000, currency: 'TWD' })).toBe(false);
  });

  it('takes "by the end of April" written as its last day or as late April for one fact, and no other month or relation', () => {
    const date = (value: Record<string, unknown>) => ({ raw: 'by the end of April', value: { kind: 'date' as const, relation: 'by' as const, ...value } as never, skipped: false, answeredAt: at });
    const lastDay = { said: 0, value: { kind: 'date' as const, date: '2026-04-30', precision: 'day', relation: 'by' } };
    const latePart = { said: 0, value: { kind: 'date' as const, date: '2026-04-01', precision: 'month', relation: 'by', part: 'late' } };
    expect(checkFact(lastDay, date({ date: '2026-04-01', precision: 'month', part: 'late' })).correct).toBe(true);
    expect(checkFact(latePart, date({ date: '2026-04-30', precision: 'day' })).correct).toBe(true);
    expect(checkFact(lastDay, date({ date: '2026-04-01', precision: 'month', part: 'mid' })).correct).toBe(false);
    expect(checkFact(lastDay, date({ date: '2026-03-01', precision: 'month', part: 'late' })).correct).toBe(false);
    expect(checkFact(latePart, date({ date: '2026-04-29', precision: 'day' })).correct).toBe(false);
    // (A writer's last day with no precision given is that day.)
    const lastDayUnsaid = { said: 0, value: { kind: 'date' as const, date: '2026-04-30', relation: 'by' } };
    expect(checkFact(lastDayUnsaid, date({ date: '2026-04-01', precision: 'month', part: 'late' })).correct).toBe(true);
    // (So is one written with a month's precision: a month's date is its first day, so its last day can only mean its end.)
    const lastDayAsMonth = { said: 0, value: { kind: 'date' as const, date: '2026-04-30', precision: 'month', relation: 'by' } };
    expect(checkFact(lastDayAsMonth, date({ date: '2026-04-01', precision: 'month', part: 'late' })).correct).toBe(true);
    expect(checkFact(lastDayAsMonth, date({ date: '2026-04-01', precision: 'month' })).correct).toBe(false);
    expect(checkFact(lastDay, { ...date({ date: '2026-04-01', precision: 'month', part: 'late' }), value: { kind: 'date', date: '2026-04-01', precision: 'month', part: 'late', relation: 'on' } })).toEqual({ correct: false, reason: 'a different value' });
  });

  it('takes "no particular date" as no value for a declined date', () => {
    const flexible = { raw: 'No particular preference', value: { kind: 'date' as const, date: null, precision: null, relation: 'flexible' as const }, skipped: false, answeredAt: at };
    expect(checkFact({ said: 'asked', skipped: true }, flexible).correct).toBe(true);
  });
});
