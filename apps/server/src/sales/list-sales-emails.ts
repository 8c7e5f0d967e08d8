import type { SalesEmailsReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { findDesignerRequest } from '../client-requests/find-designer-request.ts';
import { salesEmailsRepository } from '../db/repositories/sales-emails.ts';
import { salesEmailOf } from './sales-email-views.ts';

/** GET /client_requests/{id}/sales_emails/ — the e-mails sent to the client from the request, newest first. */
export async function listSalesEmails(ctx: Pick<AppContext, 'db'>, designerId: string, id: string): Promise<SalesEmailsReply> {
  const request = await findDesignerRequest(ctx, designerId, id);
  const rows = await salesEmailsRepository(ctx.db).listForRequest(designerId, request.id);
  return { success: true, emails: rows.map(salesEmailOf) };
}
