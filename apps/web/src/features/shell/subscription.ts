import type { Subscription } from '@genie/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days until the subscription ends, rounded up (0 on its last day, never negative). */
export function daysLeft(endDate: string, now: Date = new Date()): number {
  const end = new Date(endDate).getTime();
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
}

export type SubscriptionNotice = { kind: 'trial'; days: number } | { kind: 'expired' } | null;

/** What the shell tells the designer about the subscription: trial days left, expiry, or nothing. */
export function subscriptionNotice(subscription: Subscription, now: Date = new Date()): SubscriptionNotice {
  if (subscription.status === 'expired') return { kind: 'expired' };
  if (subscription.status === 'trialing') return { kind: 'trial', days: daysLeft(subscription.end_date, now) };
  return null;
}
