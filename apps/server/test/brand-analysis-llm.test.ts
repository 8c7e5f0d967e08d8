import type { BrandAnalysisWriting } from '@genie/contracts';
import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrandSite, type BrandSite } from './brand-site-server.ts';
import { analyzeNow, designerWithId, requestWithWebsite, type Designer } from './brand-analysis-helpers.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { generatedText, hangUntilAborted, systemOf, userTextOf, type MockCallOptions, type MockGenerateResult } from './mock-language-model.ts';

const written: BrandAnalysisWriting = {
  summary: 'Atelier Lumen is a calm, natural interior and brand studio in Taipei.',
  positioning: 'A boutique studio for homes, tea houses and small hotels, with identities to match.',
  audience: 'Homeowners and hospitality owners, in English, Chinese and Korean.',
  tone: 'Calm and crafted: “natural”, “handcrafted”, “light-filled”.',
  visual_identity: 'Deep forest green (#2f4a3a) with sand (#c8a27a) on warm paper (#f4efe8); Cormorant Garamond over Inter.',
  gaps_and_opportunities: ['Show prices or a process page.', 'For the commercial space: carry the forest green into joinery and signage.'],
};

let site: BrandSite;
let fake: FakeOpenAiServer;
let mocked: TestApp;
let compatible: TestApp;
let studio: Designer;
let compatibleStudio: Designer;
let respond: (options: MockCallOptions) => MockGenerateResult | Promise<MockGenerateResult>;
const calls: MockCallOptions[] = [];

beforeAll(async () => {
  site = await startBrandSite();
  fake = await startFakeOpenAiServer();
  const siteEnv = { BRAND_FETCH_TEST_ALLOW_ORIGINS: site.origin, LLM_WRITER_TIMEOUT_MS: '1000' };
  const model = new MockLanguageModelV3({
    provider: 'mock',
    modelId: 'mock-writer',
    doGenerate: async (options) => {
      calls.push(options);
      return respond(options);
    },
  });
  mocked = await createTestApp(siteEnv, { writerModel: model });
  compatible = await createTestApp({
    ...siteEnv,
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: fake.baseUrl,
    LLM_MODEL: 'fake-writer',
    LLM_MAX_RETRIES: '0',
  });
  studio = await designerWithId(mocked.app);
  compatibleStudio = await designerWithId(compatible.app);
});
afterAll(async () => {
  await mocked.close();
  await compatible.close();
  await fake.close();
  await site.close();
});

describe('brand analysis written by the LLM (mock model)', () => {
  it('stores the structured output, grounded on the extraction given as data', async () => {
    respond = () => generatedText(JSON.stringify(written));
    calls.length = 0;
    const request = await requestWithWebsite(mocked, studio, site.url('/'));
    const done = await analyzeNow(mocked, studio, request.id);
    expect(done).toMatchObject({ state: 'done', source: 'llm', analysis: written });
    expect(calls).toHaveLength(1);
    const call = calls[0]!;
    expect(call.responseFormat).toMatchObject({ type: 'json', name: 'brand_analysis' });
    expect(systemOf(call)).toContain('Write every field in English');
    expect(systemOf(call)).toContain('commercial_space');
    const user = userTextOf(call).join('\n');
    expect(user).toMatch(/^<website_extraction>/);
    expect(user).toContain('"name": "Atelier Lumen"');
    expect(user).toContain('#2f4a3a');
  });

  it.each([
    ['output that fails the schema', () => generatedText(JSON.stringify({ ...written, gaps_and_opportunities: [] }))],
    ['prose instead of JSON', () => generatedText('Here is my analysis: the brand is lovely.')],
    ['a provider error', () => Promise.reject(new Error('upstream 503'))],
    ['a model that does not answer within the time limit', (options: MockCallOptions) => hangUntilAborted<MockGenerateResult>(options)],
  ])('falls back to the rules on %s', async (_label, reply) => {
    respond = reply as typeof respond;
    const request = await requestWithWebsite(mocked, studio, site.url('/'));
    const done = await analyzeNow(mocked, studio, request.id);
    expect(done).toMatchObject({ state: 'done', source: 'rules' });
    expect(done.analysis?.summary).toContain('Atelier Lumen presents itself');
  });

  it('falls back to the rules when the LLM writes in another language than asked', async () => {
    respond = () => generatedText(JSON.stringify(written));
    const request = await requestWithWebsite(mocked, studio, site.url('/'));
    const done = await analyzeNow(mocked, studio, request.id, { language: 'ko-KR' });
    expect(done).toMatchObject({ state: 'done', source: 'rules', language: 'ko-KR' });
    expect(done.analysis?.summary).toMatch(/\p{Script=Hangul}/u);
  });
});

describe('brand analysis written through an OpenAI-compatible server', () => {
  it('asks for a JSON schema response and stores the reply', async () => {
    fake.enqueue({ type: 'text', text: JSON.stringify(written) });
    const request = await requestWithWebsite(compatible, compatibleStudio, site.url('/'));
    const done = await analyzeNow(compatible, compatibleStudio, request.id);
    expect(done).toMatchObject({ state: 'done', source: 'llm', analysis: written });
    const sent = fake.requests.at(-1)!.body;
    expect(sent.model).toBe('fake-writer');
    expect(sent.response_format).toMatchObject({ type: 'json_schema' });
  });

  it('falls back to the rules when the server fails', async () => {
    fake.enqueue({ type: 'error', status: 500 });
    const request = await requestWithWebsite(compatible, compatibleStudio, site.url('/'));
    expect(await analyzeNow(compatible, compatibleStudio, request.id)).toMatchObject({ state: 'done', source: 'rules' });
  });
});
