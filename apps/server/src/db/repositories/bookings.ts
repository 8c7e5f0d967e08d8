import { and, asc, eq, gte } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { bookings, clientRequests, designers, type BookingRow, type ClientRequestRow, type DesignerRow } from '../schema.ts';

export interface NewBooking {
  clientRequestId: string;
  date: string;
  availableTime: string;
  note: string;
  utcOffsetMinutes: number;
}

/** A booking with the request it belongs to (the upcoming list and the mails name the client). */
export interface BookingWithRequest {
  booking: BookingRow;
  request: Pick<ClientRequestRow, 'id' | 'contactName' | 'email' | 'projectType' | 'language' | 'isDemo'>;
}

/** Consultation slots booked by visitors, scoped by designer. */
export function bookingsRepository(db: Database) {
  return {
    async insert(designerId: string, values: NewBooking): Promise<BookingRow> {
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

    /** The designer's bookings on `fromDate` (YYYY-MM-DD) or later, with their request. */
    async listFromDate(designerId: string, fromDate: string): Promise<BookingWithRequest[]> {
      return db
        .select({
          booking: bookings,
          request: {
            id: clientRequests.id,
            contactName: clientRequests.contactName,
            email: clientRequests.email,
            projectType: clientRequests.projectType,
            language: clientRequests.language,
            isDemo: clientRequests.isDemo,
          },
        })
        .from(bookings)
        .innerJoin(clientRequests, and(eq(clientRequests.id, bookings.clientRequestId), eq(clientRequests.designerId, designerId)))
        .where(and(eq(bookings.designerId, designerId), gte(bookings.date, fromDate)))
        .orderBy(asc(bookings.date), asc(bookings.createdAt));
    },

    /** One booking with its request and designer (the mail job's view). */
    async findWithParties(designerId: string, bookingId: string): Promise<(BookingWithRequest & { designer: DesignerRow }) | undefined> {
      const [row] = await db
        .select({ booking: bookings, request: clientRequests, designer: designers })
        .from(bookings)
        .innerJoin(clientRequests, and(eq(clientRequests.id, bookings.clientRequestId), eq(clientRequests.designerId, designerId)))
        .innerJoin(designers, eq(designers.id, bookings.designerId))
        .where(and(eq(bookings.designerId, designerId), eq(bookings.id, bookingId)))
        .limit(1);
      return row;
    },
  };
}
