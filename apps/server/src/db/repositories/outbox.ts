import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { outboxMails, type OutboxMailRow } from '../schema.ts';

export interface NewOutboxMail {
  designerId: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

/** The local outbox: mail kept in the database when no SMTP server is configured. */
export function outboxRepository(db: Database) {
  return {
    async insert(mail: NewOutboxMail): Promise<void> {
      await db.insert(outboxMails).values(mail);
    },

    /** The designer's mail, newest first. */
    async listForDesigner(designerId: string, page: { limit: number; offset: number }): Promise<{ mails: OutboxMailRow[]; total: number }> {
      const where = eq(outboxMails.designerId, designerId);
      const mails = await db
        .select()
        .from(outboxMails)
        .where(where)
        .orderBy(desc(outboxMails.createdAt), desc(outboxMails.id))
        .limit(page.limit)
        .offset(page.offset);
      const [row] = await db.select({ total: count() }).from(outboxMails).where(where);
      return { mails, total: row?.total ?? 0 };
    },
  };
}
