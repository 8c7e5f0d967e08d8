import type { BookConsultationInput } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { bookingsRepository } from '../db/repositories/bookings.ts';
import type { VisitorScope } from './visitor-session.ts';

/** A consultation slot (a date and an available-time window) attached to the visitor's request. */
export async function bookConsultation(ctx: Pick<AppContext, 'db'>, scope: VisitorScope, input: BookConsultationInput) {
  await bookingsRepository(ctx.db).insert(scope.designer.id, {
    clientRequestId: scope.request.id,
    date: input.date,
    availableTime: input.available_time,
    note: input.note ?? '',
  });
  return { success: true as const, msg: 'Your consultation request has been received. The studio will confirm it with you.' };
}
