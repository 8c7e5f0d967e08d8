import type { OkReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { clientRequestsRepository } from '../db/repositories/client-requests.ts';
import { isRequestId, requestNotFound } from './find-designer-request.ts';

/** The designer opened the request: it is no longer marked new. Only the first opening is kept. */
export async function markClientRequestOpened(ctx: Pick<AppContext, 'db' | 'now'>, designerId: string, id: string): Promise<OkReply> {
  if (!isRequestId(id) || !(await clientRequestsRepository(ctx.db).markOpened(designerId, id, ctx.now()))) throw requestNotFound();
  return { success: true, msg: 'Opened' };
}
