import { z } from 'zod';

export const planIds = ['starter', 'professional', 'master'] as const;
export const planId = z.enum(planIds);
export type PlanId = z.infer<typeof planId>;

export const billingCycle = z.enum(['monthly', 'yearly']);
export type BillingCycle = z.infer<typeof billingCycle>;

export const subscriptionStatus = z.enum(['trialing', 'active', 'expired']);
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
  start_date: z.string().describe('ISO date-time'),
  end_date: z.string().describe('ISO date-time'),
});
export type Subscription = z.infer<typeof subscription>;

export const planSummary = z.object({
  id: planId,
  status: subscriptionStatus,
  features: z.array(planFeature),
});
export type PlanSummary = z.infer<typeof planSummary>;
