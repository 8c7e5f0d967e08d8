import { language as languageSchema, type IntelligenceReply, type Language } from '@genie/contracts';
import { profileClient } from '@genie/core';
import type { AppContext } from '../context.ts';
import { findDesignerRequest } from '../client-requests/find-designer-request.ts';
import { clientProfileInputOf } from './client-profile-source.ts';
import { requireSalesFeature } from './sales-access.ts';

/** GET /client_requests/{id}/intelligence/ — who this client is and what will decide for them, in `language` (default: the designer's). */
export async function getClientIntelligence(ctx: Pick<AppContext, 'db' | 'now'>, designerId: string, id: string, language: Language | undefined): Promise<IntelligenceReply> {
  const designer = await requireSalesFeature(ctx, designerId, 'target_client_intelligence');
  const request = await findDesignerRequest(ctx, designerId, id);
  const lang = language ?? languageSchema.safeParse(designer.language).data ?? 'en-US';
  return { success: true, profile: profileClient(await clientProfileInputOf(ctx, request), lang), language: lang };
}
