import { z } from 'zod';

export const planIds = ['starter', 'professional', 'master'] as const;
export const planId = z.enum(planIds);
export type PlanId = z.infer<typeof planId>;

export const billingCycle = z.enum(['monthly', 'yearly']);
export type BillingCycle = z.infer<typeof billingCycle>;

/**
 * trialing: the free month; active: paid; past_due: a renewal payment failed and is being retried (the
 * plan still works); canceled: ended early by the payment provider, usable until end_date; expired: past
 * end_date (or past the retries), paid areas locked, leads still captured.
 */
export const subscriptionStatus = z.enum(['trialing', 'active', 'past_due', 'canceled', 'expired']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

/** Features a plan may unlock; the server's plan rule (packages/core) is the only judge. */
export const planFeatures = [
  'genie',
  'embed_widget',
  'ai_suggestions',
  'brand_analysis',
  'share_links',
  'visual_inspiration',
  'furniture_suggestions',
  'target_client_intelligence',
  'sales_email_generation',
] as const;
export const planFeature = z.enum(planFeatures);
export type PlanFeature = z.infer<typeof planFeature>;

export const subscription = z.object({
  status: subscriptionStatus,
  plan: planId,
  billing_cycle: billingCycle,
  trial: z.boolean(),
  start_date: z.string().describe('ISO date-time: the current period start (the quota periods\' anchor)'),
  end_date: z.string().describe('ISO date-time: the current period end (renewal, trial end or expiry)'),
  /** The subscription ends at end_date instead of renewing (cancelled in the billing portal). */
  cancel_at_period_end: z.boolean(),
  /** Who bills it: the payment provider, an operator's grant (plan:set), or nobody yet (trial). */
  billed_by: z.enum(['stripe', 'operator', 'none']),
});
export type Subscription = z.infer<typeof subscription>;

export const planSummary = z.object({
  id: planId,
  status: subscriptionStatus,
  features: z.array(planFeature),
});
export type PlanSummary = z.infer<typeof planSummary>;

/** The currencies plans are priced and billed in. */
export const planCurrencies = ['USD', 'TWD', 'KRW'] as const;
export const planCurrency = z.enum(planCurrencies);
export type PlanCurrency = z.infer<typeof planCurrency>;
