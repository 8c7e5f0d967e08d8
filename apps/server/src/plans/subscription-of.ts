import type { BillingCycle, PlanId, PlanSummary, Subscription } from '@genie/contracts';
import { planIds } from '@genie/contracts';
import { planSummaryOf, subscriptionStatusAt, TRIAL_PLAN } from '@genie/core';
import type { DesignerRow } from '../db/schema.ts';

const asPlan = (value: string): PlanId => ((planIds as readonly string[]).includes(value) ? (value as PlanId) : TRIAL_PLAN);
const asCycle = (value: string): BillingCycle => (value === 'yearly' ? 'yearly' : 'monthly');

/** A designer's subscription as of `now`; the status is computed from the dates, never stored. */
export function subscriptionOf(designer: DesignerRow, now: Date): { subscription: Subscription; plan: PlanSummary } {
  const status = subscriptionStatusAt({ trial: designer.trial, end: designer.subscriptionEnd }, now);
  const subscription: Subscription = {
    status,
    plan: asPlan(designer.plan),
    billing_cycle: asCycle(designer.billingCycle),
    trial: designer.trial,
    start_date: designer.subscriptionStart.toISOString(),
    end_date: designer.subscriptionEnd.toISOString(),
  };
  return { subscription, plan: planSummaryOf(subscription) };
}
