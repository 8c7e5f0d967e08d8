import { z } from 'zod';
import { billingCycle, planFeature, planId, planSummary, subscription } from './plans.ts';

export const planCatalogEntry = z.object({
  id: planId,
  features: z.array(planFeature),
  monthly_message_quota: z.number().int(),
  /** Images the studio may make per billing month (0: the plan has no studio). */
  monthly_image_quota: z.number().int(),
  monthly_project_requests: z.number().int(),
  price_monthly_usd: z.number(),
  price_yearly_usd: z.number(),
  price_monthly_twd: z.number(),
  yearly_savings_twd: z.number(),
  yearly_discount_percent: z.number(),
});
export type PlanCatalogEntry = z.infer<typeof planCatalogEntry>;

export const planCatalogReply = z.object({ success: z.literal(true), plans: z.array(planCatalogEntry) });

/** POST /plans/select/ — while trialing this sets the trial's plan; otherwise it records a request for sales. */
export const selectPlanInput = z.object({ plan: planId, billing_cycle: billingCycle });
export type SelectPlanInput = z.infer<typeof selectPlanInput>;
export const selectPlanReply = z.object({
  success: z.literal(true),
  outcome: z.enum(['trial_plan_changed', 'sales_contact_requested']),
  subscription,
  plan: planSummary,
  msg: z.string(),
});
export type SelectPlanReply = z.infer<typeof selectPlanReply>;
