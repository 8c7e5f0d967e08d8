import { describe, expect, it } from 'vitest';
import { addMonths, billingPeriodAt, featuresFor, subscriptionStatusAt, trialSubscriptionDates } from './plans.ts';

describe('plans', () => {
  it('gives a new account a one-month free trial', () => {
    const { start, end } = trialSubscriptionDates(new Date('2026-01-31T10:00:00Z'));
    expect(start.toISOString()).toBe('2026-01-31T10:00:00.000Z');
    expect(end.toISOString()).toBe('2026-02-28T10:00:00.000Z');
  });

  it('expires a subscription at its end date', () => {
    const end = new Date('2026-03-01T00:00:00Z');
    expect(subscriptionStatusAt({ trial: true, end }, new Date('2026-02-28T23:59:59Z'))).toBe('trialing');
    expect(subscriptionStatusAt({ trial: false, end }, new Date('2026-02-28T23:59:59Z'))).toBe('active');
    expect(subscriptionStatusAt({ trial: true, end }, end)).toBe('expired');
  });

  it('unlocks Visual Inspiration and furniture suggestions from Professional up, and nothing once expired', () => {
    expect(featuresFor('starter', 'active')).not.toContain('visual_inspiration');
    expect(featuresFor('starter', 'active')).not.toContain('furniture_suggestions');
    expect(featuresFor('professional', 'active')).toEqual(
      expect.arrayContaining(['visual_inspiration', 'furniture_suggestions']),
    );
    expect(featuresFor('master', 'trialing')).toEqual(expect.arrayContaining(['visual_inspiration', 'sales_email_generation']));
    expect(featuresFor('master', 'expired')).toEqual([]);
  });

  it('anchors the usage period on the subscription start day', () => {
    const start = new Date('2026-01-15T00:00:00Z');
    const p = billingPeriodAt(start, new Date('2026-03-10T12:00:00Z'));
    expect(p.start.toISOString()).toBe('2026-02-15T00:00:00.000Z');
    expect(p.end.toISOString()).toBe('2026-03-15T00:00:00.000Z');
    expect(addMonths(new Date('2024-01-31T00:00:00Z'), 1).toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });
});
