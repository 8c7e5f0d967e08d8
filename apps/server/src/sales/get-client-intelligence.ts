import { language as languageSchema, type IntelligenceReply, type Language } from '@genie/contracts';
import { profileClient } from '@genie/core';
import type { AppContext } from '../context.ts';
import { findDesignerRequest } from '../client-requests/find-designer-request.ts';
import { clientProfileInputOf } from './client-profile-source.ts';
import { requireSalesFeature } from './sales-access.ts';
import { writeClientSummary } from './write-client-summary.ts';

/**
 * GET /client_requests/{id}/intelligence/ — who this client is and what will decide for them, in `language`
 * (default: the designer's): the rules' profile, and its summary written by the studio's LLM (its own or
 * the server's) from the profile alone, or by the rules.
 */
export async function getClientIntelligence(ctx: Pick<AppContext, 'db' | 'now' | 'ownProviders' | 'log'>, designerId: string, id: string, language: Language | undefined): Promise<IntelligenceReply> {
  const designer = await requireSalesFeature(ctx, designerId, 'target_client_intelligence');
  const request = await findDesignerRequest(ctx, designerId, id);
  const lang = language ?? languageSchema.safeParse(designer.language).data ?? 'en-US';
  const profile = profileClient(await clientProfileInputOf(ctx, request), lang);
  const written = await writeClientSummary({ ...ctx, writer: await ctx.ownProviders.writerFor(designerId) }, profile, lang);
  return { success: true, profile, summary: written.summary, summary_source: written.source, language: lang };
}
