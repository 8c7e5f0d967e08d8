import type { AppContext } from '../context.ts';
import { clientRequestsRepository } from '../db/repositories/client-requests.ts';
import type { ClientRequestRow } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const requestNotFound = () => new AppError('not_found', errorMessages.not_found);

/** One of the designer's own requests; another designer's, or none, is 404 alike. */
export async function findDesignerRequest(ctx: Pick<AppContext, 'db'>, designerId: string, id: string): Promise<ClientRequestRow> {
  const row = UUID.test(id) ? await clientRequestsRepository(ctx.db).findById(designerId, id) : undefined;
  if (!row) throw requestNotFound();
  return row;
}

export const isRequestId = (id: string) => UUID.test(id);
