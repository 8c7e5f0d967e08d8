import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInterviewer, type Interviewer } from '../src/ai/create-interviewer.ts';
import { testEnv } from '../src/env.ts';
import { bearer, createTestApp, registerDesigner, type TestApp } from './helpers.ts';
import { chatTurn, doneOf, getSession, startRequest } from './genie-helpers.ts';

/**
 * The chat turn's cost and its concurrency rules: a turn is at most three database round trips (the
 * session lookup, storing the message, saving the reply), two overlapping turns of one visitor are
 * applied one after the other (neither answer is lost), and a message sent twice is answered once.
 */

/** The built-in engine, with a gate the test can close to make turns overlap inside the engine. */
function gatedInterviewer() {
  const base = createInterviewer(testEnv().LLM);
  let gate: Promise<void> = Promise.resolve();
  let open: () => void = () => undefined;
  let waiting = 0;
  let arrived: () => void = () => undefined;
  const interviewer: Interviewer = {
    model: base.model,
    openingTurn: (input) => base.openingTurn(input),
    turn(input) {
      const inner = base.turn(input);
      const held = gate;
      stats.runs += 1;
      waiting += 1;
      arrived();
      return { ...inner, result: held.then(() => inner.result) };
    },
  };
  const stats = {
    runs: 0,
    /** Closes the gate; resolves when `count` turns are waiting at it. */
    hold(count: number): Promise<void> {
      waiting = 0;
      gate = new Promise((resolve) => (open = resolve));
      return new Promise((resolve) => {
        arrived = () => {
          if (waiting >= count) resolve();
        };
      });
    },
    release() {
      gate = Promise.resolve();
      arrived = () => undefined;
      open();
    },
  };
  return { interviewer, stats };
}

/** Counts the statements the app sends to the database while `work` runs (both drivers' `query`). */
async function countQueries<T>(t: TestApp, work: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
  const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  const queries: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string } | undefined)?.text ?? args[0]);
    queries.push(text.replace(/\s+/g, ' ').slice(0, 80));
    return original.apply(this, args);
  } as typeof client.query;
  try {
    return { result: await work(), queries };
  } finally {
    client.query = original;
  }
}

describe('the cost and the rules of a chat turn', () => {
  let t: TestApp;
  let linkWords: string;
  let designerToken: string;
  const gated = gatedInterviewer();

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: '1000' }, { interviewer: gated.interviewer });
    const designer = await registerDesigner(t.app, { name: 'Oak Studio' });
    linkWords = designer.genie_name;
    designerToken = designer.token;
  });
  afterAll(() => t.close());

  const messageCount = async () => (await t.app.inject({ method: 'GET', url: '/api/my/credit_usage/', headers: bearer(designerToken) })).json().message_count as number;

  it('answers a turn in at most three database round trips, never reading the whole conversation', async () => {
    const { token } = await startRequest(t.app, linkWords);
    await getSession(t.app, linkWords, token);
    // A conversation already under way: the turn must not read it all.
    for (let i = 0; i < 4; i++) doneOf((await chatTurn(t.app, linkWords, token, { action: 'skip' })).events);

    const typed = await countQueries(t, () => chatTurn(t.app, linkWords, token, { text: 'A full renovation of our apartment.', client_message_id: 'cost-0001' }));
    expect(doneOf(typed.result.events).message.role).toBe('genie');
    expect(typed.queries.length, typed.queries.join('\n')).toBeLessThanOrEqual(3);

    const action = await countQueries(t, () => chatTurn(t.app, linkWords, token, { action: 'skip' }));
    doneOf(action.result.events);
    expect(action.queries.length, action.queries.join('\n')).toBeLessThanOrEqual(3);

    // A retry of a stored turn replays it in two (the session, the stored message and its reply).
    const retry = await countQueries(t, () => chatTurn(t.app, linkWords, token, { text: 'A full renovation of our apartment.', client_message_id: 'cost-0001' }));
    expect(doneOf(retry.result.events).message).toEqual(doneOf(typed.result.events).message);
    expect(retry.queries.length).toBeLessThanOrEqual(2);
  });

  it('applies two overlapping turns of one visitor one after the other: the second decides on the first one’s state', async () => {
    const { token } = await startRequest(t.app, linkWords);
    const opened = await getSession(t.app, linkWords, token);
    const runsBefore = gated.stats.runs;
    const bothInside = gated.stats.hold(2);
    const first = chatTurn(t.app, linkWords, token, { text: 'A full renovation of our apartment.', client_message_id: 'overlap-1' });
    const second = chatTurn(t.app, linkWords, token, { text: 'A full renovation of our apartment.', client_message_id: 'overlap-2' });
    await bothInside; // both turns read the same state and are inside the engine
    gated.stats.release();
    const done = [doneOf((await first).events), doneOf((await second).events)];

    // One of them saved first; the other found the state moved, decided again on it, and answered the next question.
    expect(gated.stats.runs - runsBefore).toBe(3);
    const answered = done.map((d) => d.progress.answered).sort((a, b) => a - b);
    expect(answered[0]).toBeGreaterThan(opened.progress.answered);
    expect(answered[1]).toBeGreaterThan(answered[0]!); // the second answer landed on top of the first, not instead of it
    expect(done[0]!.question?.field_id).not.toBe(done[1]!.question?.field_id);

    const session = await getSession(t.app, linkWords, token);
    expect(session.progress.answered).toBe(answered[1]);
    expect(session.messages.filter((m) => m.role === 'visitor').map((m) => m.client_message_id).sort()).toEqual(['overlap-1', 'overlap-2']);
    expect(session.messages.filter((m) => m.role === 'genie')).toHaveLength(3); // the opening and one reply each
  });

  it('answers a message sent twice at once only once, and counts it once', async () => {
    const { token } = await startRequest(t.app, linkWords);
    const opened = await getSession(t.app, linkWords, token);
    const before = await messageCount();
    const runsBefore = gated.stats.runs;
    const bothInside = gated.stats.hold(2);
    const input = { text: 'A full renovation of our apartment.', client_message_id: 'twice-0001' };
    const a = chatTurn(t.app, linkWords, token, input);
    const b = chatTurn(t.app, linkWords, token, input);
    await bothInside;
    gated.stats.release();
    const [doneA, doneB] = [doneOf((await a).events), doneOf((await b).events)];

    expect(doneA.message).toEqual(doneB.message);
    expect(gated.stats.runs - runsBefore).toBe(2); // the losing copy replays the winner's reply instead of deciding again
    expect(await messageCount()).toBe(before + 1);
    const session = await getSession(t.app, linkWords, token);
    expect(session.messages.map((m) => m.role)).toEqual(['genie', 'visitor', 'genie']);
    expect(session.progress.answered).toBe(doneA.progress.answered);
    expect(doneA.progress.answered).toBeGreaterThan(opened.progress.answered);
  });
});
