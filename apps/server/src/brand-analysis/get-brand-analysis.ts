import type { BrandAnalysisReply, Language } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { findDesignerRequest } from '../client-requests/find-designer-request.ts';
import { findSharedRequest } from '../client-requests/find-shared-request.ts';
import { brandAnalysesRepository } from '../db/repositories/brand-analyses.ts';
import { brandAnalysisReplyOf } from './brand-analysis-view.ts';

/** The brand analysis of one of the designer's requests (another designer's is 404). */
export async function getBrandAnalysis(ctx: Pick<AppContext, 'db' | 'now'>, designerId: string, clientRequestId: string): Promise<BrandAnalysisReply> {
  const request = await findDesignerRequest(ctx, designerId, clientRequestId);
  return brandAnalysisReplyOf(request, await brandAnalysesRepository(ctx.db).find(designerId, request.id), ctx.now());
}

/** The shared, read-only brand analysis of the request a share key opens (`demo`: the showcase request in `language`). */
export async function getSharedBrandAnalysis(ctx: Pick<AppContext, 'db' | 'now' | 'references'>, shareKey: string, language: Language | undefined): Promise<BrandAnalysisReply> {
  const request = await findSharedRequest(ctx, shareKey, language);
  return brandAnalysisReplyOf(request, await brandAnalysesRepository(ctx.db).find(request.designerId, request.id), ctx.now());
}
