import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { clientRequests, salesEmails, type SalesEmailRow } from '../schema.ts';

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

    /** The designer's most recent sent e-mails across their leads, newest first, with whom each went to. */
    async listRecentForDesigner(designerId: string, limit: number) {
      return db
        .select({ body: salesEmails.body, language: salesEmails.language, to: salesEmails.to, contactName: clientRequests.contactName, phone: clientRequests.phone })
        .from(salesEmails)
        .innerJoin(clientRequests, and(eq(clientRequests.id, salesEmails.clientRequestId), eq(clientRequests.designerId, designerId)))
        .where(eq(salesEmails.designerId, designerId))
        .orderBy(desc(salesEmails.sentAt))
        .limit(limit);
    },
  };
}
