import type { BrandAnalysesReply } from '@genie/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrandSite, type BrandSite } from './brand-site-server.ts';
import { analyze, analyzeNow, designerWithId, requestWithWebsite, type Designer } from './brand-analysis-helpers.ts';
import { bearer, createTestApp, errorOf, type TestApp } from './helpers.ts';

const DAY_MS = 24 * 60 * 60_000;

// No LLM configured: the rules write every analysis, from the fixture site.
let site: BrandSite;
let t: TestApp;
let studio: Designer;
let rival: Designer;
let starter: Designer;
const ids = { done: '', failed: '', none: '', noSite: '' };

async function overview(query = '', who: Designer = studio): Promise<BrandAnalysesReply> {
  const res = await t.app.inject({ method: 'GET', url: `/api/my/brand_analyses/?${query}`, headers: bearer(who.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BrandAnalysesReply>();
}

beforeAll(async () => {
  site = await startBrandSite();
  t = await createTestApp(
    { BRAND_FETCH_TEST_ALLOW_ORIGINS: site.origin, BRAND_FETCH_TIMEOUT_MS: '1000', RATE_LIMIT_VISITOR_START_PER_MINUTE: '1000' },
    { writerModel: null },
  );
  studio = await designerWithId(t.app);
  rival = await designerWithId(t.app);
  starter = await designerWithId(t.app);
  const sel = await t.app.inject({ method: 'POST', url: '/api/plans/select/', headers: bearer(starter.token), payload: { plan: 'starter', billing_cycle: 'monthly' } });
  expect(sel.statusCode, sel.body).toBe(200);
  const open = async (name: string, url: string | null) => {
    const row = await requestWithWebsite(t, studio, url, { contact_name: name });
    t.clock.advance(DAY_MS);
    return row.id;
  };
  ids.done = await open('Done Dana', site.url('/'));
  ids.failed = await open('Failed Fei', site.url('/missing-page'));
  ids.none = await open('None Ned', site.url('/'));
  ids.noSite = await open('No Site Sam', null);
  expect((await analyzeNow(t, studio, ids.done)).state).toBe('done');
  expect((await analyzeNow(t, studio, ids.failed)).state).toBe('failed');
});
afterAll(async () => {
  await t.close();
  await site.close();
});

describe('The AI Brand Analysis section', () => {
  it('lists every lead with a website, newest first, with the state its tab shows and the brand at a glance', async () => {
    const reply = await overview();
    expect(reply.items.map((i) => i.contact_name)).toEqual(['None Ned', 'Failed Fei', 'Done Dana']);
    expect(reply.counts).toEqual({ none: 1, in_progress: 0, failed: 1, done: 1 });
    const done = reply.items.find((i) => i.id === ids.done)!;
    expect(done).toMatchObject({ state: 'done', website_url: site.url('/'), analysed_url: site.url('/'), error_code: null });
    expect(done.palette.length).toBeGreaterThan(0);
    expect(done.palette).toContain('#2f4a3a');
    expect(done.tone).toEqual(expect.any(String));
    expect(reply.items.find((i) => i.id === ids.failed)).toMatchObject({ state: 'failed', error_code: expect.any(String), palette: [], tone: null });
    expect(reply.items.find((i) => i.id === ids.none)).toMatchObject({ state: 'none', analysed_url: null, started_at: null });
  });

  it('shows an analysis started from here in progress, then done once the worker ran it', async () => {
    expect((await analyze(t.app, studio, ids.none, {})).statusCode).toBe(200);
    expect((await overview('state=in_progress')).items.map((i) => i.id)).toEqual([ids.none]);
    await t.app.jobWorker.runDue();
    expect((await overview('state=done')).items.map((i) => i.id)).toEqual([ids.none, ids.done]);
  });

  it('searches and pages', async () => {
    expect((await overview('q=fei')).items.map((i) => i.id)).toEqual([ids.failed]);
    const first = await overview('page_size=2');
    expect(first).toMatchObject({ total: 3, page_size: 2 });
    expect((await overview('page_size=2&page=2')).items.map((i) => i.id)).toEqual([ids.done]);
  });

  it("shows another designer none of the studio's leads", async () => {
    expect(await overview('', rival)).toMatchObject({ items: [], total: 0 });
  });

  it('is refused to a Starter plan, and so is starting an analysis (plan_feature_locked)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/my/brand_analyses/', headers: bearer(starter.token) });
    expect(errorOf(res)).toMatchObject({ status: 403, code: 'plan_feature_locked' });
    const own = await requestWithWebsite(t, starter, site.url('/'));
    expect(errorOf(await analyze(t.app, starter, own.id, {}))).toMatchObject({ status: 403, code: 'plan_feature_locked' });
  });
});
