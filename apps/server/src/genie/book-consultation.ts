import type { BookConsultationInput } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { bookingsRepository } from '../db/repositories/bookings.ts';
import { AppError } from '../errors.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { jobTypes } from '../jobs/job-types.ts';
import type { VisitorScope } from './visitor-session.ts';

/** Each booking mails the designer: past this many on one request, the visitor is asked to wait for the studio. */
export const MAX_BOOKINGS_PER_REQUEST = 5;

/**
 * A consultation slot (a date and an available-time window, in the visitor's zone) attached to the
 * visitor's request. The designer and the visitor are each mailed it with a calendar file, as jobs
 * retried until delivered; the demo studio has no designer to tell.
 */
export async function bookConsultation(ctx: Pick<AppContext, 'db' | 'now'>, scope: VisitorScope, input: BookConsultationInput) {
  const bookings = bookingsRepository(ctx.db);
  if ((await bookings.listForRequest(scope.designer.id, scope.request.id)).length >= MAX_BOOKINGS_PER_REQUEST) {
    throw new AppError('booking_limit', 'You have already asked for several consultation slots. The studio will contact you to agree on one.');
  }
  const booking = await bookings.insert(scope.designer.id, {
    clientRequestId: scope.request.id,
    date: input.date,
    availableTime: input.available_time,
    note: input.note ?? '',
    utcOffsetMinutes: input.utc_offset ?? scope.state.config.utcOffsetMinutes,
  });
  const payload = { designerId: scope.designer.id, bookingId: booking.id };
  if (!scope.request.isDemo) await enqueueJob(ctx, { type: jobTypes.bookingDesignerMail, payload, designerId: scope.designer.id });
  await enqueueJob(ctx, { type: jobTypes.bookingVisitorMail, payload, designerId: scope.designer.id });
  return { success: true as const, msg: 'Your consultation request has been sent to the designer. A confirmation with a calendar file is on its way to your inbox.' };
}
