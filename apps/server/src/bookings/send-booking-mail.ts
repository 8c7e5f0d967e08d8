import type { JobContext } from '../context.ts';
import { bookingsRepository } from '../db/repositories/bookings.ts';
import { designerBookingMail, visitorBookingMail } from './booking-mails.ts';

/** The booking-mail jobs' payload: whose booking, and which of the two mails. */
export interface BookingMailPayload {
  designerId: string;
  bookingId: string;
}

function payloadOf(payload: Record<string, unknown>): BookingMailPayload {
  const { designerId, bookingId } = payload;
  if (typeof designerId !== 'string' || typeof bookingId !== 'string') throw new Error('job payload lacks the booking');
  return { designerId, bookingId };
}

/** Sends one booking's mail to the designer or the visitor (a job, retried until delivered). */
export async function sendBookingMail(ctx: Pick<JobContext, 'db' | 'mailer' | 'env'>, payload: Record<string, unknown>, to: 'designer' | 'visitor'): Promise<void> {
  const { designerId, bookingId } = payloadOf(payload);
  const parties = await bookingsRepository(ctx.db).findWithParties(designerId, bookingId);
  // The request was deleted meanwhile (a purged demo): nothing left to send.
  if (!parties) return;
  await ctx.mailer.send(to === 'designer' ? designerBookingMail(parties, ctx.env.PUBLIC_URL) : visitorBookingMail(parties, ctx.env.PUBLIC_URL));
}
