import type {
  PlanCatalogEntry,
  PlanFeature,
  PlanId,
  PlanSummary,
  Subscription,
  SubscriptionStatus,
} from '@genie/contracts';

const starterFeatures: PlanFeature[] = ['genie', 'embed_widget', 'ai_suggestions', 'share_links'];
const professionalFeatures: PlanFeature[] = [
  ...starterFeatures,
  'brand_analysis',
  'visual_inspiration',
  'furniture_suggestions',
  'target_client_intelligence',
];
const masterFeatures: PlanFeature[] = [...professionalFeatures, 'sales_email_generation'];

/**
 * The plan catalogue, the one home of prices and quotas (web pages, checkout and limits read it). Yearly
 * billing is 15% off in USD and KRW; the TWD yearly price is twelve months less the spec's stated savings.
 */
export const planCatalog: readonly PlanCatalogEntry[] = [
  {
    id: 'starter',
    features: starterFeatures,
    monthly_message_quota: 1000,
    monthly_image_quota: 0,
    monthly_project_requests: 30,
    prices: { USD: { monthly: 29, yearly: 296 }, TWD: { monthly: 4000, yearly: 4000 * 12 - 9600 }, KRW: { monthly: 39_000, yearly: 397_800 } },
    yearly_savings_twd: 9600,
    yearly_discount_percent: 15,
  },
  {
    id: 'professional',
    features: professionalFeatures,
    monthly_message_quota: 3000,
    monthly_image_quota: 300,
    monthly_project_requests: 100,
    prices: { USD: { monthly: 59, yearly: 602 }, TWD: { monthly: 5000, yearly: 5000 * 12 - 12_000 }, KRW: { monthly: 79_000, yearly: 805_800 } },
    yearly_savings_twd: 12000,
    yearly_discount_percent: 15,
  },
  {
    id: 'master',
    features: masterFeatures,
    monthly_message_quota: 10000,
    monthly_image_quota: 1500,
    monthly_project_requests: 300,
    prices: { USD: { monthly: 99, yearly: 1010 }, TWD: { monthly: 8250, yearly: 8250 * 12 - 19_800 }, KRW: { monthly: 129_000, yearly: 1_315_800 } },
    yearly_savings_twd: 19800,
    yearly_discount_percent: 15,
  },
];

export const TRIAL_PLAN: PlanId = 'professional';

export function planEntry(id: PlanId): PlanCatalogEntry {
  const entry = planCatalog.find((p) => p.id === id);
  if (!entry) throw new Error(`unknown plan ${id}`);
  return entry;
}

/** Adds calendar months, clamping to the last day of the target month (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** A new account starts a 1-month free trial. */
export function trialSubscriptionDates(now: Date): { start: Date; end: Date } {
  return { start: now, end: addMonths(now, 1) };
}

/** What the payment provider (or an operator) last recorded; null: nothing beyond the dates (a trial). */
export type StoredSubscriptionState = 'active' | 'past_due' | 'canceled' | 'expired' | null;

/** The status as of `now`: the end date always wins, then the trial, then what billing recorded. */
export function subscriptionStatusAt(
  sub: { trial: boolean; end: Date; state?: StoredSubscriptionState },
  now: Date,
): SubscriptionStatus {
  if (sub.state === 'expired' || now.getTime() >= sub.end.getTime()) return 'expired';
  if (sub.trial) return 'trialing';
  if (sub.state === 'past_due' || sub.state === 'canceled') return sub.state;
  return 'active';
}

/** The single rule deciding which features a subscription unlocks. */
export function featuresFor(plan: PlanId, status: SubscriptionStatus): PlanFeature[] {
  if (status === 'expired') return [];
  return [...planEntry(plan).features];
}

export function hasFeature(plan: PlanId, status: SubscriptionStatus, feature: PlanFeature): boolean {
  return featuresFor(plan, status).includes(feature);
}

export function planSummaryOf(sub: Pick<Subscription, 'plan' | 'status'>): PlanSummary {
  return { id: sub.plan, status: sub.status, features: featuresFor(sub.plan, sub.status) };
}

/** The monthly usage period containing `now`, anchored on the subscription start day. */
export function billingPeriodAt(subscriptionStart: Date, now: Date): { start: Date; end: Date } {
  let months =
    (now.getUTCFullYear() - subscriptionStart.getUTCFullYear()) * 12 +
    (now.getUTCMonth() - subscriptionStart.getUTCMonth());
  if (months < 0) months = 0;
  let start = addMonths(subscriptionStart, months);
  if (start.getTime() > now.getTime() && months > 0) start = addMonths(subscriptionStart, months - 1);
  return { start, end: addMonths(start, 1) };
}
