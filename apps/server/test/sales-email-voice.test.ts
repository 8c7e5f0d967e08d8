import type { IntelligenceReply, SalesEmailDraftReply } from '@genie/contracts';
import { correct, createInterview } from '@genie/core';
import { eq } from 'drizzle-orm';
import { clientRequests } from '../src/db/schema.ts';
import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designerWithId, requestWithWebsite, type Designer } from './brand-analysis-helpers.ts';
import { bearer, createTestApp, type TestApp } from './helpers.ts';

// An LLM is configured: the draft is written by it, with the designer's own sent e-mails as examples.
const prompts: string[] = [];
const model = new MockLanguageModelV3({
  doGenerate: async (options) => {
    const prompt = JSON.stringify(options.prompt);
    prompts.push(prompt);
    const text = prompt.includes('<client_profile>')
      ? JSON.stringify({ summary: 'A home interior client in Da-an District, Taipei. They have not given a budget yet, so that is the first thing to ask.' })
      : JSON.stringify({ subject: 'Your home', body: 'Dear client, thank you for your message. Talk soon.' });
    return {
      content: [{ type: 'text', text }],
      finishReason: { unified: 'stop', raw: 'stop' },
      usage: { inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 1, text: 1, reasoning: undefined } },
      warnings: [],
    };
  },
});

let t: TestApp;
let studio: Designer;
let rival: Designer;

const call = (d: Designer, url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(d.token), payload });

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_VISITOR_START_PER_MINUTE: '1000' }, { writerModel: model });
  studio = await designerWithId(t.app);
  rival = await designerWithId(t.app);
  for (const d of [studio, rival]) {
    const res = await t.app.inject({ method: 'POST', url: '/api/plans/select/', headers: bearer(d.token), payload: { plan: 'master', billing_cycle: 'monthly' } });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(async () => {
  await t.close();
});

describe("The sales e-mail in the designer's own voice", () => {
  it("gives the LLM the designer's own last sent e-mails without their recipients, never another studio's", async () => {
    const earlier = await requestWithWebsite(t, studio, null, { project_type: 'residential_space', contact_name: 'Wen Lin' });
    const sent = await call(studio, `/client_requests/${earlier.id}/sales_email/`, {
      subject: 'Your flat',
      body: `Hi Wen Lin,\n\nLovely chatting today! Ring me on 0912 345 678 or write to ${earlier.email}.\n\nWarmly,\nAda`,
      language: 'en-US',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const theirs = await requestWithWebsite(t, rival, null, { project_type: 'website', contact_name: 'Rex Roe' });
    const rivalSent = await call(rival, `/client_requests/${theirs.id}/sales_email/`, { subject: 'Hi', body: 'Hi Rex,\n\nRival house style here.\n\nCheers, Rival Works', language: 'en-US' });
    expect(rivalSent.statusCode, rivalSent.body).toBe(200);

    const lead = await requestWithWebsite(t, studio, null, { project_type: 'residential_space', contact_name: 'Mei Chen' });
    prompts.length = 0;
    const draft = await call(studio, `/client_requests/${lead.id}/sales_email/draft/`, { language: 'en-US' });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json<SalesEmailDraftReply>().source).toBe('llm');
    const prompt = prompts.join('\n');
    expect(prompt).toContain('Lovely chatting today!');
    expect(prompt).toContain('Warmly,');
    expect(prompt).not.toContain('Wen');
    expect(prompt).not.toContain(earlier.email);
    // The phone number, in any part: the prompt also holds generated ids and dates, so a bare '345' could be anything.
    expect(prompt).not.toMatch(/0912[\s-]*345|345[\s-]*678/);
    expect(prompt).not.toContain('Rival');
  });
});

describe('The summary of the client intelligence with an LLM', () => {
  it("is the LLM's when it keeps to the profile, and says so", async () => {
    const lead = await requestWithWebsite(t, studio, null, { project_type: 'residential_space', contact_name: 'Mei Chen' });
    const state = correct(createInterview({ projectType: 'residential_space', language: 'en-US', designer: { teamName: 'Oak Studio' } }), 'address', 'Da-an District, Taipei', t.clock.now()).state;
    await t.database.db.update(clientRequests).set({ interviewState: state, statusNote: 'INTERNAL: ask for a discount' }).where(eq(clientRequests.id, lead.id));
    prompts.length = 0;
    const res = await t.app.inject({ method: 'GET', url: `/api/client_requests/${lead.id}/intelligence/?language=en-US`, headers: bearer(studio.token) });
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json<IntelligenceReply>();
    expect(reply).toMatchObject({ summary_source: 'llm', summary: expect.stringContaining('Da-an District, Taipei') });
    expect(prompts.join('\n')).not.toMatch(/INTERNAL|discount|Mei Chen/);
  });
});
