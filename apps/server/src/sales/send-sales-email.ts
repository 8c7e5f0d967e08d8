import { validationMessages, type SalesEmailReply, type SalesEmailSendInput } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { findDesignerRequest } from '../client-requests/find-designer-request.ts';
import { salesEmailsRepository } from '../db/repositories/sales-emails.ts';
import { AppError } from '../errors.ts';
import { escapeHtml, mailLayout } from '../mail/templates/html.ts';
import { requireSalesFeature } from './sales-access.ts';
import { salesEmailOf } from './sales-email-views.ts';

/**
 * POST /client_requests/{id}/sales_email/ — sends the designer's (edited) e-mail to the client's address
 * through the product's mailer (SMTP, or the local outbox) with Reply-To set to the designer's address, then keeps it on the request's history.
 * A lead without an e-mail address cannot be written to (validation_failed on `to`).
 */
export async function sendSalesEmail(
  ctx: Pick<AppContext, 'db' | 'now' | 'mailer'>,
  designerId: string,
  id: string,
  input: SalesEmailSendInput,
): Promise<SalesEmailReply> {
  const designer = await requireSalesFeature(ctx, designerId, 'sales_email_generation');
  const request = await findDesignerRequest(ctx, designerId, id);
  const to = request.email.trim();
  if (!to) throw new AppError('validation_failed', validationMessages.email_required, { to: 'email_required' });
  const html = mailLayout(
    input.language,
    input.subject,
    input.body
      .split(/\n{2,}/)
      .map((p) => `<p style="margin:0 0 16px;line-height:1.6;">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
      .join('\n'),
  );
  // The client answers the designer, not the product's sender address.
  await ctx.mailer.send({ to, subject: input.subject, text: input.body, html, designerId: null, replyTo: designer.email });
  const row = await salesEmailsRepository(ctx.db).insert(designerId, {
    clientRequestId: request.id,
    to,
    subject: input.subject,
    body: input.body,
    language: input.language,
    sentAt: ctx.now(),
  });
  return { success: true, email: salesEmailOf(row) };
}
