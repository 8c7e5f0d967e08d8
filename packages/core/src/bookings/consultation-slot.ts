import type { AvailableTime } from '@genie/contracts';

/** A booked consultation as instants: a window of the visitor's day, or the whole day when they chose "other". */
export interface ConsultationSlot {
  start: Date;
  end: Date;
  allDay: boolean;
}

/** The hours (visitor's local time) each available-time window spans; "other" is the whole day. */
const windowHours: Record<AvailableTime, readonly [number, number]> = {
  '9to12': [9, 12],
  '12to18': [12, 18],
  '18to21': [18, 21],
  other: [0, 24],
};

/**
 * The instants of a booking: `date` (YYYY-MM-DD, the visitor's calendar day) and its window, read in the
 * visitor's zone (`utcOffsetMinutes` east of UTC, e.g. 480 for Taipei).
 */
export function consultationSlot(date: string, availableTime: AvailableTime, utcOffsetMinutes: number): ConsultationSlot {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`not a calendar date: ${date}`);
  const [startHour, endHour] = windowHours[availableTime];
  const localMidnight = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const at = (hour: number) => new Date(localMidnight + hour * 3_600_000 - utcOffsetMinutes * 60_000);
  return { start: at(startHour), end: at(endHour), allDay: availableTime === 'other' };
}
