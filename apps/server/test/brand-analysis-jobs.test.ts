import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { BRAND_ANALYSIS_GIVE_UP_MS, runBrandAnalysisJob } from '../src/brand-analysis/run-brand-analysis-job.ts';
import { brandAnalysesRepository } from '../src/db/repositories/brand-analyses.ts';
import { jobsRepository } from '../src/db/repositories/jobs.ts';
import { jobTypes } from '../src/jobs/job-types.ts';
import { startBrandSite, type BrandSite } from './brand-site-server.ts';
import { analyze, designerWithId, getAnalysis, requestWithWebsite, type Designer } from './brand-analysis-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

// The analysis is a job in the database: it survives a restart, a worker that died mid-job resumes it,
// and an attempt that keeps failing unexpectedly ends as failed instead of spinning forever.
let site: BrandSite;
let t: TestApp;
let studio: Designer;
/** The app after the "restart", on the same database. */
let app: FastifyInstance;

const restart = async () => {
  await app.close();
  app = await buildApp({ env: t.env, database: t.database, now: t.clock.now, serveWeb: false, writerModel: null });
  await app.ready();
};

beforeAll(async () => {
  site = await startBrandSite();
  t = await createTestApp({ BRAND_FETCH_TEST_ALLOW_ORIGINS: site.origin }, { writerModel: null });
  app = t.app;
  studio = await designerWithId(t.app);
});
afterAll(async () => {
  await app.close();
  await t.database.close();
  await fs.rm(t.dataDir, { recursive: true, force: true });
  await site.close();
});

const jobOf = async (requestId: string) =>
  (await jobsRepository(t.database.db).listByType(jobTypes.brandAnalysis)).filter((j) => (j.payload as { clientRequestId: string }).clientRequestId === requestId);

describe('the brand analysis job', () => {
  it('survives a restart: the analysis stays in progress and the queued job finishes it', async () => {
    const request = await requestWithWebsite({ ...t, app }, studio, site.url('/'));
    expect((await analyze(app, studio, request.id)).json()).toMatchObject({ state: 'in_progress' });
    await restart();
    expect(await getAnalysis(app, studio, request.id)).toMatchObject({ state: 'in_progress' });
    await app.jobWorker.runDue();
    expect(await getAnalysis(app, studio, request.id)).toMatchObject({ state: 'done', source: 'rules' });
  });

  it('is resumed when the worker running it died: the stale job is claimed again', async () => {
    const request = await requestWithWebsite({ ...t, app }, studio, site.url('/'));
    await analyze(app, studio, request.id);
    // A worker claims the job, then its process dies before finishing it.
    const claimed = await jobsRepository(t.database.db).claimNext(t.clock.now(), new Date(0));
    expect(claimed?.type).toBe(jobTypes.brandAnalysis);
    await restart();
    await app.jobWorker.runDue();
    expect(await getAnalysis(app, studio, request.id)).toMatchObject({ state: 'in_progress' });
    t.clock.advance(11 * 60_000);
    await app.jobWorker.runDue();
    expect(await getAnalysis(app, studio, request.id)).toMatchObject({ state: 'done' });
    expect((await jobOf(request.id))[0]).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('is retried after an unexpected error, and marked failed once the attempt is too old to retry', async () => {
    const request = await requestWithWebsite({ ...t, app }, studio, site.url('/'));
    await analyze(app, studio, request.id);
    const row = (await brandAnalysesRepository(t.database.db).find(studio.id, request.id))!;
    const payload = { designerId: studio.id, clientRequestId: request.id, attempt: row.attempt };
    const ctx = { env: t.env, db: t.database.db, now: t.clock.now, log: app.log, writer: { model: null, timeoutMs: 1000, maxRetries: 0, maxOutputTokens: 500 } };
    const broken = {
      extract: async () => {
        throw new Error('database went away');
      },
    };
    const jobCtx = ctx as unknown as Parameters<typeof runBrandAnalysisJob>[0];
    await expect(runBrandAnalysisJob(jobCtx, payload, broken)).rejects.toThrow('database went away');
    expect(await getAnalysis(app, studio, request.id)).toMatchObject({ state: 'in_progress' });
    t.clock.advance(BRAND_ANALYSIS_GIVE_UP_MS + 60_000);
    await expect(runBrandAnalysisJob(jobCtx, payload, broken)).resolves.toBeUndefined();
    expect(await getAnalysis(app, studio, request.id)).toMatchObject({ state: 'failed', error_code: 'internal' });
  });
});
