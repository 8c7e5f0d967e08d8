import { describe, expect, it } from 'vitest';
import type { Subscription } from '@genie/contracts';
import { daysLeft, subscriptionNotice } from './subscription.ts';

const now = new Date('2026-03-10T12:00:00Z');
const subscription = (status: Subscription['status'], end: string): Subscription => ({
  status,
  plan: 'professional',
  billing_cycle: 'monthly',
  trial: status === 'trialing',
  cancel_at_period_end: false,
  billed_by: 'none',
  start_date: '2026-02-10T12:00:00Z',
  end_date: end,
});

describe('the subscription notice', () => {
  it('counts the days left of a trial, rounding a partial day up', () => {
    expect(daysLeft('2026-03-20T12:00:00Z', now)).toBe(10);
    expect(daysLeft('2026-03-10T18:00:00Z', now)).toBe(1);
    expect(daysLeft('2026-03-01T00:00:00Z', now)).toBe(0);
  });

  it('speaks of the trial while trialing, of expiry when expired, and stays quiet when active', () => {
    expect(subscriptionNotice(subscription('trialing', '2026-03-20T12:00:00Z'), now)).toEqual({ kind: 'trial', days: 10 });
    expect(subscriptionNotice(subscription('expired', '2026-03-01T00:00:00Z'), now)).toEqual({ kind: 'expired' });
    expect(subscriptionNotice(subscription('active', '2027-03-01T00:00:00Z'), now)).toBeNull();
  });
});
