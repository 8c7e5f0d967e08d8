import type { BillingCycle, PlanCatalogEntry } from '@genie/contracts';
import { addMonths } from '../plans.ts';

/**
 * Quota periods. A counter (visitor messages, project requests, …) counts within one billing period:
 * the month or the year starting at the subscription's anchor (its current period start; a trial's is
 * its start), stepped in whole months in UTC and clamped to short months (a Jan 31 anchor gives
 * Feb 28/29, then Mar 31 — always counted from the anchor, never from the previous clamped date).
 */
export function quotaPeriodAt(anchor: Date, cycle: BillingCycle, now: Date): { start: Date; end: Date } {
  const step = cycle === 'yearly' ? 12 : 1;
  const months = (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (now.getUTCMonth() - anchor.getUTCMonth());
  // Before the anchor (a clock behind a webhook's period start): the first period.
  let k = Math.max(0, Math.floor(months / step));
  while (k > 0 && addMonths(anchor, k * step).getTime() > now.getTime()) k -= 1;
  while (addMonths(anchor, (k + 1) * step).getTime() <= now.getTime()) k += 1;
  return { start: addMonths(anchor, k * step), end: addMonths(anchor, (k + 1) * step) };
}

/**
 * The counters a plan limits, each with the catalogue field holding its monthly allowance. A new
 * counter is one entry here (and its column in the server's usage table).
 */
export const usageCounterLimits = {
  messages: 'monthly_message_quota',
  project_requests: 'monthly_project_requests',
  images: 'monthly_image_quota',
} as const satisfies Record<string, keyof PlanCatalogEntry>;
export type UsageCounterKind = keyof typeof usageCounterLimits;
export const usageCounterKinds = Object.keys(usageCounterLimits) as UsageCounterKind[];

/** A counter's limit for one billing period: the monthly allowance, times twelve for a yearly plan. */
export function quotaLimit(entry: PlanCatalogEntry, cycle: BillingCycle, kind: UsageCounterKind): number {
  const monthly = entry[usageCounterLimits[kind]];
  return cycle === 'yearly' ? monthly * 12 : monthly;
}

/** Warning thresholds in percent of a limit; each is mailed at most once per period and counter. */
export const quotaWarningThresholds = [80, 100] as const;
export type QuotaWarningThreshold = (typeof quotaWarningThresholds)[number];

/** The highest threshold `used` reached, or null. */
export function reachedThreshold(used: number, limit: number): QuotaWarningThreshold | null {
  if (limit <= 0) return null;
  let reached: QuotaWarningThreshold | null = null;
  for (const t of quotaWarningThresholds) if (used * 100 >= limit * t) reached = t;
  return reached;
}
