import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { salesEmails, type SalesEmailRow } from '../schema.ts';

export interface NewSalesEmail {
  clientRequestId: string;
  to: string;
  subject: string;
  body: string;
  language: string;
  sentAt: Date;
}

/** The follow-up e-mails sent to leads, scoped by designer. */
export function salesEmailsRepository(db: Database) {
  return {
    async insert(designerId: string, values: NewSalesEmail): Promise<SalesEmailRow> {
      const [row] = await db.insert(salesEmails).values({ ...values, designerId }).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** A request's sent e-mails, newest first. */
    async listForRequest(designerId: string, clientRequestId: string): Promise<SalesEmailRow[]> {
      return db
        .select()
        .from(salesEmails)
        .where(and(eq(salesEmails.designerId, designerId), eq(salesEmails.clientRequestId, clientRequestId)))
        .orderBy(desc(salesEmails.sentAt));
    },
  };
}
