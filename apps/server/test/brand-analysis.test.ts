import type { BrandAnalysisReply } from '@genie/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandAnalysesRepository } from '../src/db/repositories/brand-analyses.ts';
import { clientRequestsRepository } from '../src/db/repositories/client-requests.ts';
import { jobsRepository } from '../src/db/repositories/jobs.ts';
import { jobTypes } from '../src/jobs/job-types.ts';
import { startBrandSite, type BrandSite } from './brand-site-server.ts';
import { analyze, analyzeNow, designerWithId, getAnalysis, requestWithWebsite, setWebsite, type Designer } from './brand-analysis-helpers.ts';
import { createTestApp, errorOf, type TestApp } from './helpers.ts';

// No LLM configured: the rules write every analysis. The fixture site is reachable only through the
// test-only allowance of its exact origin; everything else goes through the unchanged guard.
let site: BrandSite;
let t: TestApp;
let studio: Designer;
let other: Designer;

beforeAll(async () => {
  site = await startBrandSite();
  t = await createTestApp(
    {
      BRAND_FETCH_TEST_ALLOW_ORIGINS: site.origin,
      BRAND_FETCH_TIMEOUT_MS: '1000',
      BRAND_FETCH_MAX_BYTES: '200000',
      RATE_LIMIT_VISITOR_START_PER_MINUTE: '1000',
    },
    { writerModel: null },
  );
  studio = await designerWithId(t.app);
  other = await designerWithId(t.app);
});
afterAll(async () => {
  await t.close();
  await site.close();
});

const brandJobs = async () => jobsRepository(t.database.db).listByType(jobTypes.brandAnalysis);

describe('AI brand analysis of a request website, without an LLM', () => {
  it('is unavailable without a website URL, and Analyze says the URL is missing', async () => {
    const request = await requestWithWebsite(t, studio, null);
    expect(await getAnalysis(t.app, studio, request.id)).toMatchObject({ state: 'unavailable', website_url: null, analysis: null });
    expect(errorOf(await analyze(t.app, studio, request.id))).toMatchObject({ status: 409, code: 'website_url_missing' });
  });

  it('goes not_started → in_progress → done, reading the fixture site and writing the analysis by rules', async () => {
    const request = await requestWithWebsite(t, studio, site.url('/'));
    expect(await getAnalysis(t.app, studio, request.id)).toMatchObject({ state: 'not_started', website_url: site.url('/') });

    const started = (await analyze(t.app, studio, request.id, {})).json<BrandAnalysisReply>();
    expect(started).toMatchObject({ state: 'in_progress', website_url: site.url('/'), language: 'en-US', analysis: null, finished_at: null });
    // A second click while it runs: the same attempt, no second job.
    const again = (await analyze(t.app, studio, request.id)).json<BrandAnalysisReply>();
    expect(again).toMatchObject({ state: 'in_progress', started_at: started.started_at });
    expect((await brandJobs()).filter((j) => j.payload && (j.payload as { clientRequestId?: string }).clientRequestId === request.id)).toHaveLength(1);

    await t.app.jobWorker.runDue();
    const done = await getAnalysis(t.app, studio, request.id);
    expect(done).toMatchObject({ state: 'done', source: 'rules', language: 'en-US', error_code: null, website_url: site.url('/') });
    expect(done.finished_at).not.toBeNull();

    const x = done.extraction!;
    expect(x).toMatchObject({
      url: site.url('/'),
      final_url: site.url('/'),
      name: 'Atelier Lumen',
      description: expect.stringContaining('Taipei design studio'),
      logo_url: site.url('/images/logo.png'),
      languages: ['en', 'zh-TW', 'ko'],
    });
    expect(x.navigation.map((n) => n.label)).toEqual(['Projects', 'Services', 'Studio', 'Journal', 'Contact']);
    expect(x.navigation[0]?.url).toBe(site.url('/projects/'));
    expect(x.headings[0]).toBe('Calm, light-filled spaces crafted around the way you live');
    expect(x.headings.filter((h) => h === 'Residential interiors')).toHaveLength(1);
    expect(x.colors.theme_color).toBe('#2f4a3a');
    expect(x.colors.css.map((c) => c.hex)).toEqual(expect.arrayContaining(['#2f4a3a', '#c8a27a', '#f4efe8', '#1e2a24']));
    expect(x.colors.css.map((c) => c.hex)).not.toContain('#ffffff');
    expect(x.colors.logo_palette.length).toBeGreaterThanOrEqual(2);
    expect(x.fonts.slice(0, 2)).toEqual(['Cormorant Garamond', 'Inter']);
    expect(x.fonts).toContain('Lumen Display');
    expect(x.social_links.map((s) => s.network)).toEqual(['instagram', 'facebook', 'behance', 'pinterest', 'line']);

    const a = done.analysis!;
    expect(a.summary).toContain('Atelier Lumen');
    expect(a.visual_identity).toContain('#2f4a3a');
    expect(a.visual_identity).toContain('Cormorant Garamond');
    expect(a.gaps_and_opportunities.at(-1)).toMatch(/^For the commercial space/);
  });

  it('writes in the language asked for', async () => {
    const request = await requestWithWebsite(t, studio, site.url('/'));
    const done = await analyzeNow(t, studio, request.id, { language: 'zh-TW' });
    expect(done).toMatchObject({ state: 'done', language: 'zh-TW', source: 'rules' });
    expect(done.analysis?.summary).toMatch(/\p{Script=Han}/u);
  });

  it('fails when the site redirects to a private address, never reaching it, and Re-Analyze then succeeds', async () => {
    const request = await requestWithWebsite(t, studio, site.url('/redirect-private'));
    const failed = await analyzeNow(t, studio, request.id);
    expect(failed).toMatchObject({ state: 'failed', error_code: 'address_not_allowed', analysis: null, extraction: null });
    expect(site.privateHits()).toBe(0);

    await setWebsite(t, studio, request.id, site.url('/'));
    const done = await analyzeNow(t, studio, request.id);
    expect(done).toMatchObject({ state: 'done', error_code: null, website_url: site.url('/') });
    expect((await brandAnalysesRepository(t.database.db).find(studio.id, request.id))?.attempt).toBe(2);
  });

  it.each([
    ['a private address', 'http://10.0.0.5/', 'address_not_allowed'],
    ['the metadata address', 'http://169.254.169.254/latest/meta-data/', 'address_not_allowed'],
    ['loopback outside the allowed origin', 'http://127.0.0.1/', 'address_not_allowed'],
    ['an oversized page', '/huge', 'too_large'],
    ['a page that never finishes', '/slow', 'timeout'],
    ['something that is not a page', '/not-html', 'not_html'],
    ['a missing page', '/nothing-here', 'http_error'],
  ])('fails on %s with its error code', async (_label, target, code) => {
    const request = await requestWithWebsite(t, studio, target.startsWith('/') ? site.url(target) : target);
    expect(await analyzeNow(t, studio, request.id)).toMatchObject({ state: 'failed', error_code: code });
  });

  it('keeps showing a done analysis with the URL it analysed after the request URL changes', async () => {
    const request = await requestWithWebsite(t, studio, site.url('/'));
    await analyzeNow(t, studio, request.id);
    await setWebsite(t, studio, request.id, 'https://new-site.example/');
    expect(await getAnalysis(t.app, studio, request.id)).toMatchObject({ state: 'done', website_url: site.url('/') });
    // Even with the URL cleared, the analysis made stays visible.
    await setWebsite(t, studio, request.id, '');
    expect(await getAnalysis(t.app, studio, request.id)).toMatchObject({ state: 'done', website_url: site.url('/') });
  });

  it("never lets a job of an older attempt overwrite a newer one", async () => {
    const request = await requestWithWebsite(t, studio, site.url('/'));
    await analyze(t.app, studio, request.id);
    const repo = brandAnalysesRepository(t.database.db);
    // A newer attempt replaces the running one (as after an abandoned job) before the first job runs.
    const newer = await repo.start(studio.id, request.id, { websiteUrl: site.url('/'), language: 'en-US' }, t.clock.now(), new Date(t.clock.now().getTime() + 60_000));
    expect(newer?.attempt).toBe(2);
    await t.app.jobWorker.runDue();
    expect(await getAnalysis(t.app, studio, request.id)).toMatchObject({ state: 'in_progress', analysis: null });
    expect(await repo.finish(studio.id, request.id, 1, { status: 'failed', errorCode: 'timeout' }, t.clock.now())).toBe(false);
    expect((await repo.find(studio.id, request.id))?.status).toBe('in_progress');
  });

  it('shows an analysis whose job was lost long ago as failed, and lets Analyze start again', async () => {
    const request = await requestWithWebsite(t, studio, site.url('/'));
    const repo = brandAnalysesRepository(t.database.db);
    await repo.start(studio.id, request.id, { websiteUrl: site.url('/'), language: 'en-US' }, new Date(t.clock.now().getTime() - 60 * 60_000), t.clock.now());
    expect(await getAnalysis(t.app, studio, request.id)).toMatchObject({ state: 'failed', error_code: 'internal' });
    expect(await analyzeNow(t, studio, request.id)).toMatchObject({ state: 'done' });
  });
});

describe("one designer's brand analysis is out of another's reach", () => {
  it("answers 404 to another designer's GET and POST and starts nothing", async () => {
    const request = await requestWithWebsite(t, studio, site.url('/'));
    const jobsBefore = (await brandJobs()).length;
    const get = await t.app.inject({ method: 'GET', url: `/api/client_requests/${request.id}/brand_analysis/`, headers: { authorization: `Bearer ${other.token}` } });
    expect(errorOf(get)).toMatchObject({ status: 404, code: 'not_found' });
    expect(errorOf(await analyze(t.app, other, request.id))).toMatchObject({ status: 404, code: 'not_found' });
    expect((await brandJobs()).length).toBe(jobsBefore);
    expect(await getAnalysis(t.app, studio, request.id)).toMatchObject({ state: 'not_started' });
    expect(errorOf(await t.app.inject({ method: 'GET', url: `/api/client_requests/${request.id}/brand_analysis/` }))).toMatchObject({ status: 401 });
    expect(errorOf(await analyze(t.app, other, 'not-a-request-id'))).toMatchObject({ status: 404 });
  });

  it('is readable through the share key without a token, never indexed or cached', async () => {
    const request = await requestWithWebsite(t, studio, site.url('/'));
    const done = await analyzeNow(t, studio, request.id);
    const { shareKey } = (await clientRequestsRepository(t.database.db).findById(studio.id, request.id))!;
    const shared = await t.app.inject({ method: 'GET', url: `/api/shared/client_requests/${shareKey}/analysis/?lang=ko-KR` });
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(shared.headers['cache-control']).toBe('no-store');
    expect(shared.json()).toEqual(done);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/shared/client_requests/not-a-key/analysis/' });
    expect(errorOf(unknown)).toMatchObject({ status: 404, code: 'not_found' });
    expect(unknown.headers['x-robots-tag']).toBe('noindex, nofollow');
  });
});
