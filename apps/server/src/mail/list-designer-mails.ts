import type { OutboxReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { outboxRepository } from '../db/repositories/outbox.ts';

/** The mail the local outbox holds for the designer, newest first. */
export async function listDesignerMails(
  ctx: Pick<AppContext, 'db'>,
  designerId: string,
  query: { page: number; page_size: number },
): Promise<OutboxReply> {
  const { mails, total } = await outboxRepository(ctx.db).listForDesigner(designerId, {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return {
    success: true,
    mails: mails.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, html: m.html, created_at: m.createdAt.toISOString() })),
    page: query.page,
    page_size: query.page_size,
    total,
  };
}
