import type { AppContext } from '../context.ts';
import { clientRequestsRepository } from '../db/repositories/client-requests.ts';
import { newIdentifyKey } from '../genie/start-client-request.ts';
import { isRequestId, requestNotFound } from './find-designer-request.ts';

/** Stops every shared link of a request by giving it a new share key (the visitor's own key is untouched). */
export async function revokeShare(ctx: Pick<AppContext, 'db' | 'now'>, designerId: string, id: string) {
  const row = isRequestId(id) ? await clientRequestsRepository(ctx.db).replaceShareKey(designerId, id, newIdentifyKey(), ctx.now()) : undefined;
  if (!row) throw requestNotFound();
  return { success: true as const, share_key: row.shareKey };
}
