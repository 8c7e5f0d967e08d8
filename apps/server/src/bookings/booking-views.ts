import { availableTime, type BookingView } from '@genie/contracts';
import { consultationSlot } from '@genie/core';
import type { BookingRow } from '../db/schema.ts';

/** A stored booking's window, read as the contracts' value ("other" for anything unknown). */
export const bookingWindowOf = (row: Pick<BookingRow, 'availableTime'>) => availableTime.safeParse(row.availableTime).data ?? 'other';

/** The booking's slot as instants, in the visitor's zone when they booked. */
export const bookingSlotOf = (row: Pick<BookingRow, 'date' | 'availableTime' | 'utcOffsetMinutes'>) =>
  consultationSlot(row.date, bookingWindowOf(row), row.utcOffsetMinutes);

export function bookingViewOf(row: BookingRow): BookingView {
  const slot = bookingSlotOf(row);
  return {
    id: row.id,
    date: row.date,
    available_time: bookingWindowOf(row),
    utc_offset: row.utcOffsetMinutes,
    starts_at: slot.start.toISOString(),
    ends_at: slot.end.toISOString(),
    all_day: slot.allDay,
    note: row.note,
    booked_at: row.createdAt.toISOString(),
  };
}
