import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BriefReply, OutboxReply } from '@genie/contracts';
import { bearer, createTestApp, registerDesigner, type TestApp } from './helpers.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server.ts';
import { completeConversation, genieBase, startRequest, visitor } from './genie-helpers.ts';

describe("the designer's new-lead e-mail", () => {
  let server: FakeOpenAiServer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startFakeOpenAiServer();
    // The configured LLM answers every call with a server error: each turn falls back to the engine,
    // and after three failures in a row the provider is paused rather than waited on.
    server.respondWith(() => ({ type: 'error', status: 500, message: 'model overloaded' }));
    t = await createTestApp({
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: server.baseUrl,
      LLM_MODEL: 'llama3.1:8b',
      LLM_TIMEOUT_MS: '3000',
      LLM_MAX_RETRIES: '0',
      RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: '1000',
    });
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('tells the designer when the built-in interviewer stood in for an unavailable AI', async () => {
    const designer = await registerDesigner(t.app, { name: 'Oak Studio' });
    const { token } = await startRequest(t.app, designer.genie_name, { contact_name: 'Mei Chen' });
    const base = genieBase(designer.genie_name);
    await t.app.inject({ method: 'GET', url: `${base}/session/`, headers: visitor(token) });
    await completeConversation(t.app, designer.genie_name, token, 'en-US', 'residential_space');
    await t.app.inject({ method: 'POST', url: `${base}/reference/skip/`, headers: visitor(token) });
    const brief = (await t.app.inject({ method: 'GET', url: `${base}/brief/`, headers: visitor(token) })).json<BriefReply>();
    const ratings = JSON.stringify(Object.fromEntries(brief.style_samples.map((s) => [s.id, 4])));
    await t.app.inject({ method: 'PUT', url: `${base}/brief/feedback/`, headers: visitor(token), payload: { ratings } });
    expect((await t.app.inject({ method: 'POST', url: `${base}/brief/confirm/`, headers: visitor(token) })).statusCode).toBe(200);
    await t.app.jobWorker.runDue();

    const outbox = (await t.app.inject({ url: '/api/my/outbox/', headers: bearer(designer.token) })).json<OutboxReply>();
    const lead = outbox.mails.find((m) => m.to === designer.email && m.subject.startsWith('New lead'));
    expect(lead, JSON.stringify(outbox.mails.map((m) => m.subject))).toBeDefined();
    expect(lead!.subject).toBe('New lead: Mei Chen (Residential space)');
    expect(lead!.text).toMatch(/The AI was unavailable for \d+ of \d+ replies \(error, provider_paused\); the built-in interviewer asked those questions instead\./);
    // The visitor asked the studio nothing: no empty list of questions.
    expect(lead!.text).not.toContain('Questions the client asked you');
  });
});
