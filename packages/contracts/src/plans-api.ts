import { z } from 'zod';
import { line } from './text.ts';
import { billingCycle, planCurrency, planFeature, planId, planSummary, subscription } from './plans.ts';

export const planCatalogEntry = z.object({
  id: planId,
  features: z.array(planFeature),
  monthly_message_quota: z.number().int(),
  /** Images the studio may make per billing month (0: the plan has no studio). */
  monthly_image_quota: z.number().int(),
  monthly_project_requests: z.number().int(),
  /** The price of one month and of one year, per currency (whole units: dollars, NT dollars, won). */
  prices: z.object({
    USD: z.object({ monthly: z.number(), yearly: z.number() }),
    TWD: z.object({ monthly: z.number(), yearly: z.number() }),
    KRW: z.object({ monthly: z.number(), yearly: z.number() }),
  }),
  /** The savings of a year's billing in NT$ as the Traditional Chinese text states them (9,600 / 12,000 / 19,800). */
  yearly_savings_twd: z.number(),
  yearly_discount_percent: z.number(),
});
export type PlanCatalogEntry = z.infer<typeof planCatalogEntry>;

/** `checkout`: a plan is bought through the payment provider's checkout; `request`: sales is asked (no provider configured). */
export const planCatalogReply = z.object({ success: z.literal(true), plans: z.array(planCatalogEntry), purchase: z.enum(['checkout', 'request']) });

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

/** POST /billing/checkout/ — a checkout session for a new subscription; the reply is where to send the browser. */
export const checkoutInput = z.object({ plan: planId, billing_cycle: billingCycle, currency: planCurrency });
export type CheckoutInput = z.infer<typeof checkoutInput>;
export const redirectReply = z.object({ success: z.literal(true), url: z.string() });
export type RedirectReply = z.infer<typeof redirectReply>;

/** POST /billing/operator/plan/ — the operator's grant (npm run plan:set), on 127.0.0.1 with the token file only. */
export const operatorPlanInput = z.object({
  email: line(320).pipe(z.string().min(3)),
  plan: planId,
  billing_cycle: billingCycle,
  until: z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD'),
});
export type OperatorPlanInput = z.infer<typeof operatorPlanInput>;
export const operatorPlanReply = z.object({ success: z.literal(true), subscription, msg: z.string() });
export type OperatorPlanReply = z.infer<typeof operatorPlanReply>;
