import type { UpdateLeadStatusInput } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { clientRequestsRepository } from '../db/repositories/client-requests.ts';
import { leadStatusOf } from './client-request-views.ts';
import { isRequestId, requestNotFound } from './find-designer-request.ts';

/** The designer moves a request along their pipeline, with a note on it (replaced each time). */
export async function updateLeadStatus(ctx: Pick<AppContext, 'db' | 'now'>, designerId: string, id: string, input: UpdateLeadStatusInput) {
  const row = isRequestId(id)
    ? await clientRequestsRepository(ctx.db).updateStatus(designerId, id, { status: input.status, statusNote: input.note }, ctx.now())
    : undefined;
  if (!row) throw requestNotFound();
  return { success: true as const, status: leadStatusOf(row), status_note: row.statusNote };
}
