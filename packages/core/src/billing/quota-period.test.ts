import { describe, expect, it } from 'vitest';
import { planEntry } from '../plans.ts';
import { quotaLimit, quotaPeriodAt, reachedThreshold } from './quota-period.ts';

const at = (iso: string) => new Date(iso);
const iso = (p: { start: Date; end: Date }) => [p.start.toISOString(), p.end.toISOString()];

describe('quota periods', () => {
  it('a monthly period runs from the anchor to the same day next month, in UTC', () => {
    const anchor = at('2026-03-15T10:00:00Z');
    expect(iso(quotaPeriodAt(anchor, 'monthly', at('2026-03-15T10:00:00Z')))).toEqual(['2026-03-15T10:00:00.000Z', '2026-04-15T10:00:00.000Z']);
    expect(iso(quotaPeriodAt(anchor, 'monthly', at('2026-04-15T09:59:59.999Z')))).toEqual(['2026-03-15T10:00:00.000Z', '2026-04-15T10:00:00.000Z']);
    expect(iso(quotaPeriodAt(anchor, 'monthly', at('2026-04-15T10:00:00Z')))).toEqual(['2026-04-15T10:00:00.000Z', '2026-05-15T10:00:00.000Z']);
  });

  it('a late-evening anchor in Taipei is still the same UTC instant (no local-time drift)', () => {
    // 23:30 in Taipei on Mar 31 is 15:30 UTC the same day.
    const anchor = at('2026-03-31T23:30:00+08:00');
    expect(iso(quotaPeriodAt(anchor, 'monthly', at('2026-05-01T00:00:00+08:00')))).toEqual(['2026-04-30T15:30:00.000Z', '2026-05-31T15:30:00.000Z']);
  });

  it('a Jan 31 anchor clamps to the end of short months and comes back to the 31st', () => {
    const anchor = at('2026-01-31T00:00:00Z');
    expect(iso(quotaPeriodAt(anchor, 'monthly', at('2026-02-15T00:00:00Z')))).toEqual(['2026-01-31T00:00:00.000Z', '2026-02-28T00:00:00.000Z']);
    expect(iso(quotaPeriodAt(anchor, 'monthly', at('2026-03-01T00:00:00Z')))).toEqual(['2026-02-28T00:00:00.000Z', '2026-03-31T00:00:00.000Z']);
    expect(iso(quotaPeriodAt(anchor, 'monthly', at('2026-04-30T12:00:00Z')))).toEqual(['2026-04-30T00:00:00.000Z', '2026-05-31T00:00:00.000Z']);
  });

  it('leap years: Jan 31 gives Feb 29 in 2028, and a Feb 29 yearly anchor renews on Feb 28', () => {
    expect(iso(quotaPeriodAt(at('2028-01-31T00:00:00Z'), 'monthly', at('2028-02-29T12:00:00Z')))).toEqual(['2028-02-29T00:00:00.000Z', '2028-03-31T00:00:00.000Z']);
    const leap = at('2028-02-29T08:00:00Z');
    expect(iso(quotaPeriodAt(leap, 'yearly', at('2029-02-28T07:59:59Z')))).toEqual(['2028-02-29T08:00:00.000Z', '2029-02-28T08:00:00.000Z']);
    expect(iso(quotaPeriodAt(leap, 'yearly', at('2029-02-28T08:00:00Z')))).toEqual(['2029-02-28T08:00:00.000Z', '2030-02-28T08:00:00.000Z']);
  });

  it('a yearly period spans twelve months and crosses the new year', () => {
    const anchor = at('2026-11-20T00:00:00Z');
    expect(iso(quotaPeriodAt(anchor, 'yearly', at('2027-11-19T23:59:59Z')))).toEqual(['2026-11-20T00:00:00.000Z', '2027-11-20T00:00:00.000Z']);
    expect(iso(quotaPeriodAt(anchor, 'yearly', at('2029-01-01T00:00:00Z')))).toEqual(['2028-11-20T00:00:00.000Z', '2029-11-20T00:00:00.000Z']);
  });

  it('a month boundary at the end of December rolls into January', () => {
    const anchor = at('2026-12-31T23:00:00Z');
    expect(iso(quotaPeriodAt(anchor, 'monthly', at('2027-01-31T22:59:59Z')))).toEqual(['2026-12-31T23:00:00.000Z', '2027-01-31T23:00:00.000Z']);
    expect(iso(quotaPeriodAt(anchor, 'monthly', at('2027-02-01T00:00:00Z')))).toEqual(['2027-01-31T23:00:00.000Z', '2027-02-28T23:00:00.000Z']);
  });

  it('a time before the anchor counts in the first period', () => {
    const anchor = at('2026-05-10T00:00:00Z');
    expect(iso(quotaPeriodAt(anchor, 'monthly', at('2026-05-01T00:00:00Z')))).toEqual(['2026-05-10T00:00:00.000Z', '2026-06-10T00:00:00.000Z']);
  });

  it('a plan change mid-period keeps the period and applies the new plan\'s limit to it', () => {
    // Stripe keeps the anchor on an upgrade within the same cycle: same period, so the same counter row.
    const anchor = at('2026-06-05T00:00:00Z');
    const before = quotaPeriodAt(anchor, 'monthly', at('2026-06-10T00:00:00Z'));
    const after = quotaPeriodAt(anchor, 'monthly', at('2026-06-20T00:00:00Z'));
    expect(after).toEqual(before);
    const used = 900;
    expect(reachedThreshold(used, quotaLimit(planEntry('starter'), 'monthly', 'messages'))).toBe(80);
    expect(reachedThreshold(used, quotaLimit(planEntry('professional'), 'monthly', 'messages'))).toBeNull();
    // A switch to yearly starts a new anchor: the yearly period starts at the switch.
    const yearly = quotaPeriodAt(at('2026-06-20T00:00:00Z'), 'yearly', at('2026-06-21T00:00:00Z'));
    expect(iso(yearly)).toEqual(['2026-06-20T00:00:00.000Z', '2027-06-20T00:00:00.000Z']);
  });

  it('limits are the monthly allowance, twelve times over for a yearly plan', () => {
    const pro = planEntry('professional');
    expect(quotaLimit(pro, 'monthly', 'messages')).toBe(pro.monthly_message_quota);
    expect(quotaLimit(pro, 'yearly', 'project_requests')).toBe(pro.monthly_project_requests * 12);
  });

  it('warning thresholds: 80% and 100%', () => {
    expect(reachedThreshold(79, 100)).toBeNull();
    expect(reachedThreshold(80, 100)).toBe(80);
    expect(reachedThreshold(99, 100)).toBe(80);
    expect(reachedThreshold(100, 100)).toBe(100);
    expect(reachedThreshold(150, 100)).toBe(100);
  });
});
