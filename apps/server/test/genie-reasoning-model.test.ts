import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MockLanguageModelV3 } from 'ai/test';
import { createInterviewer } from '../src/ai/create-interviewer.ts';
import { chatMessages } from '../src/db/schema.ts';
import { testEnv } from '../src/env.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server.ts';
import { chatTurn, doneOf, startRequest } from './genie-helpers.ts';
import { createTestApp, registerDesigner, type TestApp } from './helpers.ts';
import { mockModel, streamedText, toolCall } from './mock-language-model.ts';

/**
 * The mood board's chat_o3_mini asks each turn for the reasoning model (`engine: 'reasoning'`):
 * LLM_REASONING_MODEL when configured, else the default model, else the built-in interviewer; the
 * done event says which one wrote the reply. A turn that does not ask never reaches the reasoning model.
 */
const BACKGROUND = 'We just bought a 30-year-old apartment and want to renovate it before our baby arrives.';
const LIMITS = { RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: '1000' };

function wordingModel(leadIn: string): MockLanguageModelV3 {
  return mockModel({ extract: () => toolCall({ project_background: BACKGROUND }), phrase: () => streamedText(leadIn) });
}

async function storedReply(t: TestApp, clientMessageId: string) {
  const db = t.database.db;
  const [visitorMessage] = await db.select().from(chatMessages).where(eq(chatMessages.clientMessageId, clientMessageId));
  const [reply] = await db.select().from(chatMessages).where(eq(chatMessages.replyToId, visitorMessage!.id));
  return reply!;
}

describe('chat turns asking for the reasoning model, with one configured', () => {
  let t: TestApp;
  let linkWords: string;
  const standard = wordingModel('Congratulations on the new home!');
  const reasoning = wordingModel('A thoughtful plan starts with the home you have.');

  beforeAll(async () => {
    t = await createTestApp(LIMITS, {
      interviewer: createInterviewer(testEnv().LLM, { model: standard }),
      reasoningInterviewer: createInterviewer(testEnv().LLM, { model: reasoning }),
    });
    linkWords = (await registerDesigner(t.app, { name: 'Oak Studio' })).genie_name;
  });
  afterAll(() => t.close());

  it('a chat_o3_mini turn is written by the reasoning model, and a retry says so again', async () => {
    const { token } = await startRequest(t.app, linkWords);
    const before = { standard: standard.doStreamCalls.length, reasoning: reasoning.doStreamCalls.length };
    const { events } = await chatTurn(t.app, linkWords, token, { text: BACKGROUND, client_message_id: 'reasoning-1', engine: 'reasoning' });
    const done = doneOf(events);
    expect(done.engine).toBe('reasoning_model');
    expect(done.message.text).toMatch(/^A thoughtful plan starts with the home you have\.\n\n.+\?$/s);
    expect(reasoning.doStreamCalls.length).toBe(before.reasoning + 1);
    expect(standard.doStreamCalls.length).toBe(before.standard);
    expect(await storedReply(t, 'reasoning-1')).toMatchObject({ source: 'llm', fallbackReason: null });

    const again = await chatTurn(t.app, linkWords, token, { text: BACKGROUND, client_message_id: 'reasoning-1', engine: 'reasoning' });
    expect(doneOf(again.events)).toMatchObject({ engine: 'reasoning_model', message: { text: done.message.text } });
    expect(reasoning.doStreamCalls.length).toBe(before.reasoning + 1);
  });

  it('a normal chat turn never uses the reasoning model', async () => {
    const { token } = await startRequest(t.app, linkWords);
    const before = reasoning.doGenerateCalls.length + reasoning.doStreamCalls.length;
    const { events } = await chatTurn(t.app, linkWords, token, { text: BACKGROUND, client_message_id: 'standard-1' });
    const done = doneOf(events);
    expect(done.engine).toBe('model');
    expect(done.message.text).toMatch(/^Congratulations on the new home!/);
    expect(reasoning.doGenerateCalls.length + reasoning.doStreamCalls.length).toBe(before);
  });

  it('skip and back are the built-in interviewer, whatever the page asks for', async () => {
    const { token } = await startRequest(t.app, linkWords);
    const { events } = await chatTurn(t.app, linkWords, token, { action: 'skip', engine: 'reasoning' });
    expect(doneOf(events).engine).toBe('built_in');
  });

  it('refuses an engine it does not know', async () => {
    const { token } = await startRequest(t.app, linkWords);
    const { res } = await chatTurn(t.app, linkWords, token, { text: BACKGROUND, engine: 'o3-mini' });
    expect(res.statusCode).toBe(400);
  });
});

describe('a failing reasoning model', () => {
  let t: TestApp;
  let linkWords: string;
  const standard = wordingModel('Congratulations on the new home!');
  const failing = mockModel({ extract: () => Promise.reject(new Error('provider down')), phrase: () => Promise.reject(new Error('provider down')) });

  beforeAll(async () => {
    t = await createTestApp(LIMITS, {
      interviewer: createInterviewer(testEnv().LLM, { model: standard }),
      reasoningInterviewer: createInterviewer(testEnv().LLM, { model: failing }),
    });
    linkWords = (await registerDesigner(t.app, { name: 'Oak Studio' })).genie_name;
  });
  afterAll(() => t.close());

  it('falls back to the built-in interviewer, as the default model does, and says so', async () => {
    const { token } = await startRequest(t.app, linkWords);
    const { events } = await chatTurn(t.app, linkWords, token, { text: BACKGROUND, client_message_id: 'reasoning-down-1', engine: 'reasoning' });
    expect(doneOf(events).engine).toBe('built_in');
    expect(standard.doGenerateCalls.length + standard.doStreamCalls.length).toBe(0);
    expect(await storedReply(t, 'reasoning-down-1')).toMatchObject({ source: 'engine', fallbackReason: 'error' });
  });
});

describe('chat turns asking for the reasoning model, without one', () => {
  let t: TestApp;
  let linkWords: string;
  const standard = wordingModel('Congratulations on the new home!');

  beforeAll(async () => {
    t = await createTestApp(LIMITS, { interviewer: createInterviewer(testEnv().LLM, { model: standard }), reasoningInterviewer: null });
    linkWords = (await registerDesigner(t.app, { name: 'Oak Studio' })).genie_name;
  });
  afterAll(() => t.close());

  it('are written by the default model', async () => {
    const { token } = await startRequest(t.app, linkWords);
    const { events } = await chatTurn(t.app, linkWords, token, { text: BACKGROUND, engine: 'reasoning' });
    const done = doneOf(events);
    expect(done.engine).toBe('model');
    expect(done.message.text).toMatch(/^Congratulations on the new home!/);
  });
});

describe('chat turns asking for the reasoning model, without any LLM', () => {
  let t: TestApp;
  let linkWords: string;

  beforeAll(async () => {
    t = await createTestApp(LIMITS);
    linkWords = (await registerDesigner(t.app, { name: 'Oak Studio' })).genie_name;
  });
  afterAll(() => t.close());

  it('are written by the built-in interviewer', async () => {
    const { token } = await startRequest(t.app, linkWords);
    const { events } = await chatTurn(t.app, linkWords, token, { text: BACKGROUND, client_message_id: 'no-llm-1', engine: 'reasoning' });
    expect(doneOf(events).engine).toBe('built_in');
    expect(await storedReply(t, 'no-llm-1')).toMatchObject({ source: 'engine', fallbackReason: 'no_model' });
  });
});

describe('LLM_REASONING_MODEL from the configuration', () => {
  let server: FakeOpenAiServer;
  let t: TestApp;
  let linkWords: string;

  beforeAll(async () => {
    server = await startFakeOpenAiServer();
    server.respondWith((r) => (r.body.stream ? { type: 'text', text: 'Congratulations on the new home!' } : { type: 'tool_call', arguments: { project_background: BACKGROUND } }));
    t = await createTestApp({
      ...LIMITS,
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: server.baseUrl,
      LLM_MODEL: 'llama3.1:8b',
      LLM_REASONING_MODEL: 'o3-mini',
      LLM_TIMEOUT_MS: '3000',
      LLM_MAX_RETRIES: '0',
    });
    linkWords = (await registerDesigner(t.app, { name: 'Oak Studio' })).genie_name;
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('runs on the same provider with its own model name, only for the turns that ask for it', async () => {
    const asking = await startRequest(t.app, linkWords);
    server.requests.length = 0;
    const reasoned = await chatTurn(t.app, linkWords, asking.token, { text: BACKGROUND, engine: 'reasoning' });
    expect(doneOf(reasoned.events).engine).toBe('reasoning_model');
    expect(new Set(server.requests.map((r) => r.body.model))).toEqual(new Set(['o3-mini']));

    const plain = await startRequest(t.app, linkWords);
    server.requests.length = 0;
    const standard = await chatTurn(t.app, linkWords, plain.token, { text: BACKGROUND });
    expect(doneOf(standard.events).engine).toBe('model');
    expect(new Set(server.requests.map((r) => r.body.model))).toEqual(new Set(['llama3.1:8b']));
  });
});
