import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInterviewer, type Interviewer } from '../src/ai/create-interviewer.ts';
import { testEnv } from '../src/env.ts';
import { createTestApp, registerDesigner, type TestApp } from './helpers.ts';
import { getSession, startRequest } from './genie-helpers.ts';

/**
 * The greeting keeps the chat's promise: the interviewer's budget (LLM_TIMEOUT_MS) runs from the arrival of
 * the request that opens the conversation, so the time spent before it (finding the visitor's request, a
 * busy database) comes off the model's share, never on top of the visitor's wait.
 */
describe('the opening turn’s budget', () => {
  let t: TestApp;
  let linkWords: string;
  const calls: { startedAt: number | undefined; calledAt: number }[] = [];

  beforeAll(async () => {
    const base = createInterviewer(testEnv().LLM);
    const interviewer: Interviewer = {
      model: base.model,
      openingTurn: (input) => {
        calls.push({ startedAt: input.startedAt, calledAt: performance.now() });
        return base.openingTurn(input);
      },
      turn: (input) => base.turn(input),
    };
    t = await createTestApp({}, { interviewer });
    linkWords = (await registerDesigner(t.app, { name: 'Oak Studio' })).genie_name;
  });
  afterAll(() => t.close());

  it('runs from the arrival of the request that opens the conversation, not from the interviewer’s call', async () => {
    const { token } = await startRequest(t.app, linkWords);
    const sent = performance.now();
    const session = await getSession(t.app, linkWords, token);
    expect(session.messages).toHaveLength(1);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.startedAt).toBeGreaterThanOrEqual(sent);
    // The visitor's request was looked up before the interviewer was called: that time counts.
    expect(call!.startedAt).toBeLessThan(call!.calledAt);
  });

  it('is asked once: a reload replays the stored greeting', async () => {
    const { token } = await startRequest(t.app, linkWords);
    const before = calls.length;
    const first = await getSession(t.app, linkWords, token);
    const again = await getSession(t.app, linkWords, token);
    expect(again.messages).toEqual(first.messages);
    expect(calls.length).toBe(before + 1);
  });
});
