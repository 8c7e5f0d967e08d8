import type { RequestPriority } from '@genie/contracts';

/** Deadlines up to this many months away are high priority; up to HIGH..MEDIUM months, medium; later, low. */
export const HIGH_PRIORITY_MONTHS = 3;
export const MEDIUM_PRIORITY_MONTHS = 6;

const pad = (n: number) => String(n).padStart(2, '0');

/** Whether YYYY-MM-DD names a day of the calendar (2026-02-30 does not). */
export function isCalendarDay(day: string): boolean {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === day;
}

/** The calendar day (YYYY-MM-DD) of `at` for someone `utcOffsetMinutes` east of UTC. */
export function calendarDayAt(at: Date, utcOffsetMinutes = 0): string {
  return new Date(at.getTime() + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** A calendar day `months` later, clamped to the end of a shorter month (Nov 30 + 3 → Feb 28). */
export function addCalendarMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${y}-${pad(m)}-${pad(Math.min(date, last))}`;
}

/** The last deadline of each derived priority, counted from `today` (YYYY-MM-DD). */
export function priorityCutoffs(today: string): { high: string; medium: string } {
  return { high: addCalendarMonths(today, HIGH_PRIORITY_MONTHS), medium: addCalendarMonths(today, MEDIUM_PRIORITY_MONTHS) };
}

/**
 * A request's priority: the designer's when set, else from the deadline — within 3 months (past and
 * ASAP deadlines included) high, within 6 medium, later low; null without either.
 */
export function requestPriorityOf(stored: RequestPriority | null, deadline: string | null, today: string): RequestPriority | null {
  if (stored) return stored;
  if (!deadline) return null;
  const cutoffs = priorityCutoffs(today);
  if (deadline <= cutoffs.high) return 'high';
  if (deadline <= cutoffs.medium) return 'medium';
  return 'low';
}
