import { describe, expect, it } from 'vitest';
import { addCalendarMonths, calendarDayAt, isCalendarDay, requestPriorityOf } from './request-priority.ts';

describe("a request's priority", () => {
  const today = '2026-01-20';
  it('is derived from the deadline: within 3 months high, within 6 medium, later low', () => {
    expect(requestPriorityOf(null, '2026-01-20', today)).toBe('high');
    expect(requestPriorityOf(null, '2025-12-01', today)).toBe('high');
    expect(requestPriorityOf(null, '2026-04-20', today)).toBe('high');
    expect(requestPriorityOf(null, '2026-04-21', today)).toBe('medium');
    expect(requestPriorityOf(null, '2026-07-20', today)).toBe('medium');
    expect(requestPriorityOf(null, '2026-07-21', today)).toBe('low');
  });

  it("is the designer's when set, and unknown without a deadline", () => {
    expect(requestPriorityOf('low', '2026-01-21', today)).toBe('low');
    expect(requestPriorityOf(null, null, today)).toBeNull();
  });

  it('counts calendar months in the designer’s own day', () => {
    expect(addCalendarMonths('2025-11-30', 3)).toBe('2026-02-28');
    expect(addCalendarMonths('2026-10-15', 6)).toBe('2027-04-15');
    expect(calendarDayAt(new Date('2026-01-20T20:00:00Z'), 480)).toBe('2026-01-21');
    expect(calendarDayAt(new Date('2026-01-20T02:00:00Z'), -300)).toBe('2026-01-19');
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
  });
});
