import { describe, expect, it } from 'vitest';
import type { InterviewState } from '@genie/contracts';
import { createInterview, interviewFields, nextQuestion } from '@genie/core';
import { answerKeyExtraction, describeMisses, interviewCorpus, playConversation, scoreCorpus, startCorpusInterview } from '@genie/core/interview-corpus';
import { planEngineTurn, planExtractedTurn } from './plan-turn.ts';

const NOW = new Date('2026-01-20T02:00:00Z');

/** A commercial-space conversation whose core questions up to the space size are answered, with one turn left. */
function lastTurnAtSpaceSize(): InterviewState {
  const state = createInterview({ projectType: 'commercial_space', language: 'en-US', designer: { teamName: 'Studio Lumen' } });
  const fields = interviewFields('commercial_space');
  const before = fields.slice(0, fields.findIndex((f) => f.id === 'space_size'));
  const answers = Object.fromEntries(before.map((f) => [f.id, { raw: 'x', value: { kind: 'free_text' as const, text: 'x' }, skipped: false, answeredAt: NOW.toISOString() }]));
  return { ...state, answers, order: before.map((f) => f.id), turns: state.config.turnBudget - 1 };
}

describe('a turn planned by the engine', () => {
  it('closes the conversation instead of crashing when an unreadable answer uses the last turn', () => {
    const state = lastTurnAtSpaceSize();
    expect(nextQuestion(state)?.fieldId).toBe('space_size');

    const plan = planEngineTurn(state, 'hmm, well', NOW);

    expect(plan.engineReply).toContain('Studio Lumen');
    expect(nextQuestion(plan.state)).toBeNull();
  });

  it('closes the conversation with an LLM extraction too', () => {
    const plan = planExtractedTurn(lastTurnAtSpaceSize(), 'hmm, well', { space_size: 'hmm' }, NOW);

    expect(plan.engineReply.length).toBeGreaterThan(0);
    expect(nextQuestion(plan.state)).toBeNull();
  });

  it('answers "No particular preference" to a number question by moving on, never asking it again', () => {
    const state = { ...lastTurnAtSpaceSize(), turns: 3 };
    const plan = planEngineTurn(state, 'No particular preference', NOW);

    expect(plan.state.answers.space_size?.skipped).toBe(true);
    expect(nextQuestion(plan.state)?.fieldId).toBe('budget');
  });
});

describe('the interview corpus with an LLM extraction', () => {
  const MIN_FACTS_RIGHT_PERCENT = 95;

  it('files every fact and no wrong value with an extraction that names exactly the fields each message states', async () => {
    const results = await Promise.all(
      interviewCorpus.map((c) => {
        const extract = answerKeyExtraction(c);
        return playConversation(c, (state, text, now) => planExtractedTurn(state, text, extract(state, text), now).state);
      }),
    );
    const score = scoreCorpus(results);
    const misses = results.flatMap((r) => describeMisses(r, 15)).join('\n');
    expect(score.factsRightPercent, misses).toBeGreaterThanOrEqual(MIN_FACTS_RIGHT_PERCENT);
    expect(score.wrongValues, misses).toBe(0);
    // The stand-in gives each field the whole message, decline and all ("風格…。顏色沒有特別想法。"): one
    // question comes back where a model naming each field's own words would not.
    expect(score.reasked, misses).toBeLessThanOrEqual(1);
    expect(results.every((r) => r.score.complete && r.score.turns <= 15), misses).toBe(true);
  });

  it('adds no guess of its own off the question when the model names nothing', () => {
    const c = interviewCorpus.find((x) => x.projectType === 'residential_space')!;
    const state = startCorpusInterview(c);
    const asked = nextQuestion(state)!.fieldId;
    const plan = planExtractedTurn(state, 'We bought a 30-year-old apartment in Taipei, about 85 square meters, budget 1.5 million NTD.', {}, new Date());
    expect(Object.keys(plan.state.answers)).toEqual([asked]);
  });
});
