import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { bookings, type BookingRow } from '../schema.ts';

/** Consultation slots booked by visitors, scoped by designer. */
export function bookingsRepository(db: Database) {
  return {
    async insert(designerId: string, values: { clientRequestId: string; date: string; availableTime: string; note: string }): Promise<BookingRow> {
      const [row] = await db.insert(bookings).values({ ...values, designerId }).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async listForRequest(designerId: string, clientRequestId: string): Promise<BookingRow[]> {
      return db
        .select()
        .from(bookings)
        .where(and(eq(bookings.designerId, designerId), eq(bookings.clientRequestId, clientRequestId)))
        .orderBy(asc(bookings.createdAt));
    },
  };
}
