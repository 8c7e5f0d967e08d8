import type { ClientRequestDetailReply, Language } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { detailOf } from './client-request-views.ts';
import { findDesignerRequest } from './find-designer-request.ts';

/** One of the designer's requests with everything its overview shows, in `language` (default: the request's). */
export async function getClientRequest(
  ctx: Pick<AppContext, 'db' | 'now' | 'storage' | 'fileLinks'>,
  designerId: string,
  id: string,
  language: Language | undefined,
): Promise<ClientRequestDetailReply> {
  const request = await findDesignerRequest(ctx, designerId, id);
  return { success: true, client_request: await detailOf(ctx, request, language, ctx.now()) };
}
