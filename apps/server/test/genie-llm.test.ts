import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chatMessages, clientRequests } from '../src/db/schema.ts';
import { createTestApp, registerDesigner, type TestApp } from './helpers.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server.ts';
import { chatTurn, doneOf, startRequest } from './genie-helpers.ts';
import { usageCounters } from '../src/db/schema.ts';
import { billingPeriodAt } from '@genie/core';

const BACKGROUND = 'We just bought a 30-year-old apartment and want to renovate it before our baby arrives.';
/** The background gives the type of home and its age, so the next question is the layout. */

describe('the visitor chat with an OpenAI-compatible LLM server', () => {
  let server: FakeOpenAiServer;
  let t: TestApp;
  let linkWords: string;

  beforeAll(async () => {
    server = await startFakeOpenAiServer();
    t = await createTestApp({
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: server.baseUrl,
      LLM_MODEL: 'llama3.1:8b',
      LLM_TIMEOUT_MS: '3000',
      LLM_MAX_RETRIES: '0',
      RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: '1000',
    });
    linkWords = (await registerDesigner(t.app, { name: 'Oak Studio' })).genie_name;
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });
  beforeEach(() => {
    server.requests.length = 0;
    server.respondWith(() => ({ type: 'error', status: 500, message: 'no scripted reply' }));
  });

  async function storedTurn(clientMessageId: string) {
    const db = t.database.db;
    const [visitorMessage] = await db.select().from(chatMessages).where(eq(chatMessages.clientMessageId, clientMessageId));
    const [reply] = await db.select().from(chatMessages).where(eq(chatMessages.replyToId, visitorMessage!.id));
    const [request] = await db.select().from(clientRequests).where(eq(clientRequests.id, visitorMessage!.clientRequestId));
    return { visitorMessage: visitorMessage!, reply: reply!, request: request! };
  }

  it('streams an LLM-worded reply and records the extracted answer', async () => {
    const { token } = await startRequest(t.app, linkWords);
    // By request kind rather than a queue: a reply left over under load never leaks into the next test.
    server.respondWith((r) =>
      r.body.stream ? { type: 'text', text: 'Congratulations on the new home!' } : { type: 'tool_call', arguments: { project_background: BACKGROUND } },
    );
    const { res, events } = await chatTurn(t.app, linkWords, token, { text: BACKGROUND, client_message_id: 'llm-ok-1' });
    expect(res.headers['content-type']).toMatch(/text\/event-stream/);
    expect(events[0]?.type).toBe('accepted');
    const streamed = events.filter((e) => e.type === 'delta').map((e) => (e as { text: string }).text).join('');
    // The model's lead-in, then the engine's next question word for word.
    expect(streamed).toMatch(/^Congratulations on the new home!\n\n.+\?$/s);
    expect(doneOf(events).message.text).toBe(streamed);
    const stored = await storedTurn('llm-ok-1');
    expect(stored.reply).toMatchObject({ source: 'llm', fallbackReason: null });
    expect((stored.request.interviewState as { answers: Record<string, { raw: string }> }).answers.project_background?.raw).toBe(BACKGROUND);
  });

  it.each([
    ['a 500', [{ type: 'error', status: 500, message: 'model crashed' }], 'error'],
    ['a timeout', [{ type: 'delay', ms: 30_000, then: { type: 'tool_call', arguments: { project_background: BACKGROUND } } }], 'timeout'],
    ['a malformed tool call', [{ type: 'tool_call', arguments: '{"project_background": ' }], 'malformed_extraction'],
  ] as const)('falls back to the engine on %s, with the message stored and the fallback recorded', async (_name, replies, reason) => {
    const { token } = await startRequest(t.app, linkWords);
    const [reply] = replies as unknown as Parameters<FakeOpenAiServer['enqueue']>;
    server.respondWith(() => reply!);
    const id = `llm-fallback-${reason}`;
    const { res, events } = await chatTurn(t.app, linkWords, token, { text: BACKGROUND, client_message_id: id });
    expect(res.statusCode).toBe(200);
    const done = doneOf(events);
    expect(done.question?.field_id).not.toBe('project_background');
    const stored = await storedTurn(id);
    expect(stored.visitorMessage.text).toBe(BACKGROUND);
    expect(stored.reply).toMatchObject({ source: 'engine', fallbackReason: reason });
    expect((stored.request.interviewState as { answers: Record<string, { raw: string }> }).answers.project_background?.raw).toBe(BACKGROUND);
  });

  it('runs on the engine without calling the model once the plan quota is used up', async () => {
    const designer = await registerDesigner(t.app);
    const { token } = await startRequest(t.app, designer.genie_name);
    const { designers } = await import('../src/db/schema.ts');
    const [d] = await t.database.db.select().from(designers).where(eq(designers.genieName, designer.genie_name));
    const period = billingPeriodAt(d!.subscriptionStart, t.clock.now());
    // The home form already counted a project request in this period's row.
    await t.database.db
      .insert(usageCounters)
      .values({ designerId: d!.id, periodStart: period.start, messageCount: 3000 })
      .onConflictDoUpdate({ target: [usageCounters.designerId, usageCounters.periodStart], set: { messageCount: 3000 } });
    const { res, events } = await chatTurn(t.app, designer.genie_name, token, { text: BACKGROUND, client_message_id: 'quota-0001' });
    expect(res.statusCode, res.body).toBe(200);
    expect(doneOf(events).message.text.length).toBeGreaterThan(0);
    expect(server.requests).toHaveLength(0);
    expect((await storedTurn('quota-0001')).reply).toMatchObject({ source: 'engine', fallbackReason: 'quota_exceeded' });
    const [counter] = await t.database.db.select().from(usageCounters).where(eq(usageCounters.designerId, d!.id));
    expect(counter!.messageCount).toBe(3001);
  });
});
