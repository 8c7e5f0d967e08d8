import type { BrandAnalysisReply, startBrandAnalysisInput } from '@genie/contracts';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import { findDesignerRequest } from '../client-requests/find-designer-request.ts';
import type { Database } from '../db/client.ts';
import { brandAnalysesRepository } from '../db/repositories/brand-analyses.ts';
import { jobsRepository } from '../db/repositories/jobs.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';
import { jobTypes } from '../jobs/job-types.ts';
import { requireBrandAnalysisPlan } from './brand-analysis-access.ts';
import { BRAND_ANALYSIS_ABANDONED_MS, brandAnalysisReplyOf } from './brand-analysis-view.ts';
import type { BrandAnalysisJobPayload } from './run-brand-analysis-job.ts';

/**
 * Analyze / Re-Analyze: a new attempt of the request's current website URL, in the requested
 * language (default: the request's), run by a background job that survives restarts. While an
 * attempt is in progress, another click returns it unchanged and queues nothing. Professional plans and above.
 */
export async function startBrandAnalysis(
  ctx: Pick<AppContext, 'db' | 'now'>,
  designerId: string,
  clientRequestId: string,
  input: z.infer<typeof startBrandAnalysisInput>,
): Promise<BrandAnalysisReply> {
  const request = await findDesignerRequest(ctx, designerId, clientRequestId);
  await requireBrandAnalysisPlan(ctx, designerId);
  if (!request.websiteUrl) throw new AppError('website_url_missing', errorMessages.website_url_missing);
  const websiteUrl = request.websiteUrl;
  const now = ctx.now();
  const started = await ctx.db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    const row = await brandAnalysesRepository(txDb).start(
      designerId,
      request.id,
      { websiteUrl, language: input.language ?? request.language },
      now,
      new Date(now.getTime() - BRAND_ANALYSIS_ABANDONED_MS),
    );
    if (!row) return undefined;
    const payload: BrandAnalysisJobPayload = { designerId, clientRequestId: request.id, attempt: row.attempt };
    await jobsRepository(txDb).insert(
      { type: jobTypes.brandAnalysis, payload: { ...payload }, runAt: now, designerId, uniqueKey: `${jobTypes.brandAnalysis}:${request.id}:${row.attempt}` },
      now,
    );
    return row;
  });
  const row = started ?? (await brandAnalysesRepository(ctx.db).find(designerId, request.id));
  return brandAnalysisReplyOf(request, row, now);
}
