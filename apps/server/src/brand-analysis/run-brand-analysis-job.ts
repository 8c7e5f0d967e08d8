import { projectType as projectTypeSchema, language as languageSchema } from '@genie/contracts';
import { z } from 'zod';
import { clientRequestsRepository } from '../db/repositories/client-requests.ts';
import { brandAnalysesRepository } from '../db/repositories/brand-analyses.ts';
import type { JobContext } from '../context.ts';
import { isBrandFetchError } from './brand-fetch-error.ts';
import { extractWebsiteBrand } from './extract-website-brand.ts';
import { createSiteFetcher, type SiteFetcher } from './safe-fetch.ts';
import { writeBrandAnalysis } from './write-brand-analysis.ts';

/**
 * Past this since its start, an attempt that keeps failing for an unexpected reason (a database
 * outage, a crash) is marked failed instead of retried. Longer than the worker's stale-job window
 * (10 min), so a job whose process died mid-run is still resumed once.
 */
export const BRAND_ANALYSIS_GIVE_UP_MS = 30 * 60_000;

const jobPayload = z.object({ designerId: z.string(), clientRequestId: z.string(), attempt: z.number().int() });
export type BrandAnalysisJobPayload = z.infer<typeof jobPayload>;

/** The fetcher of the configuration: the guard, its limits, and the test-only origins only under NODE_ENV=test. */
export function siteFetcherOf(env: JobContext['env']): SiteFetcher {
  return createSiteFetcher({
    timeoutMs: env.BRAND_FETCH_TIMEOUT_MS,
    maxBytes: env.BRAND_FETCH_MAX_BYTES,
    allowOrigins: env.NODE_ENV === 'test' ? env.BRAND_FETCH_TEST_ALLOW_ORIGINS : [],
    userAgent: `Mozilla/5.0 (compatible; GenieBrandAnalysis/1.0; +${env.PUBLIC_URL})`,
  });
}

export interface BrandAnalysisJobDeps {
  /** Tests replace the whole fetch-and-extract step (to make it fail unexpectedly). */
  extract?: typeof extractWebsiteBrand;
  fetcher?: SiteFetcher;
}

/**
 * One attempt of a brand analysis: fetch and extract the site, write the analysis (LLM or rules),
 * store it as done. A fetch failure is stored as failed with its code (no retry: the designer
 * re-analyzes). Anything else is thrown so the worker retries, until the attempt is older than
 * BRAND_ANALYSIS_GIVE_UP_MS; then it is stored as failed (internal). A job of an attempt that a
 * newer Analyze replaced stores nothing.
 */
export async function runBrandAnalysisJob(ctx: JobContext, rawPayload: Record<string, unknown>, deps: BrandAnalysisJobDeps = {}): Promise<void> {
  const { designerId, clientRequestId, attempt } = jobPayload.parse(rawPayload);
  const analyses = brandAnalysesRepository(ctx.db);
  const row = await analyses.find(designerId, clientRequestId);
  if (!row || row.attempt !== attempt || row.status !== 'in_progress') return;
  const request = await clientRequestsRepository(ctx.db).findById(designerId, clientRequestId);
  if (!request) return;
  const expired = () => ctx.now().getTime() - row.startedAt.getTime() > BRAND_ANALYSIS_GIVE_UP_MS;
  const fail = (errorCode: string) => analyses.finish(designerId, clientRequestId, attempt, { status: 'failed', errorCode }, ctx.now());

  if (expired()) {
    await fail('internal');
    return;
  }
  try {
    const extract = deps.extract ?? extractWebsiteBrand;
    const extraction = await extract(deps.fetcher ?? siteFetcherOf(ctx.env), row.websiteUrl);
    const written = await writeBrandAnalysis({ ...ctx, writer: await ctx.ownProviders.writerFor(designerId) }, extraction, {
      language: languageSchema.parse(row.language),
      projectType: projectTypeSchema.parse(request.projectType),
    });
    const stored = await analyses.finish(designerId, clientRequestId, attempt, { status: 'done', extraction, analysis: written.writing, source: written.source }, ctx.now());
    ctx.log.info({ clientRequestId, attempt, source: written.source, fallbackReason: written.fallbackReason, stored }, 'brand analysis done');
  } catch (error) {
    if (isBrandFetchError(error)) {
      ctx.log.info({ clientRequestId, attempt, code: error.code, detail: error.message }, 'brand analysis: the site could not be fetched');
      await fail(error.code);
      return;
    }
    if (expired()) {
      ctx.log.error({ clientRequestId, attempt, err: error }, 'brand analysis failed for good');
      await fail('internal');
      return;
    }
    throw error;
  }
}
