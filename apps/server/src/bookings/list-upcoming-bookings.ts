import { projectType, type UpcomingBookingsReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { bookingsRepository } from '../db/repositories/bookings.ts';
import { bookingViewOf } from './booking-views.ts';

/** How many coming consultations the dashboard lists. */
export const UPCOMING_BOOKINGS_LIMIT = 20;

/**
 * The designer's consultations whose slot has not ended, soonest first. Dates are the visitors' own
 * days, so the query starts a day before today in UTC (no zone is more than 14 hours from it) and the
 * slot's instants decide.
 */
export async function listUpcomingBookings(ctx: Pick<AppContext, 'db' | 'now'>, designerId: string): Promise<UpcomingBookingsReply> {
  const now = ctx.now();
  const fromDate = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const rows = await bookingsRepository(ctx.db).listFromDate(designerId, fromDate);
  const upcoming = rows
    .map(({ booking, request }) => ({
      ...bookingViewOf(booking),
      client_request_id: request.id,
      contact_name: request.contactName,
      project_type: projectType.parse(request.projectType),
    }))
    .filter((b) => Date.parse(b.ends_at) > now.getTime())
    .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at) || a.booked_at.localeCompare(b.booked_at))
    .slice(0, UPCOMING_BOOKINGS_LIMIT);
  return { success: true, bookings: upcoming };
}
