import type { BillingCycle, PlanId, PlanSummary, Subscription } from '@genie/contracts';
import { planIds } from '@genie/contracts';
import { planSummaryOf, subscriptionStatusAt, TRIAL_PLAN, type StoredSubscriptionState } from '@genie/core';
import type { DesignerRow } from '../db/schema.ts';

const asPlan = (value: string): PlanId => ((planIds as readonly string[]).includes(value) ? (value as PlanId) : TRIAL_PLAN);
const asCycle = (value: string): BillingCycle => (value === 'yearly' ? 'yearly' : 'monthly');
const states = ['active', 'past_due', 'canceled', 'expired'] as const;
export const storedStateOf = (value: string | null): StoredSubscriptionState =>
  (states as readonly string[]).includes(value ?? '') ? (value as StoredSubscriptionState) : null;
const billedByOf = (value: string): Subscription['billed_by'] => (value === 'stripe' || value === 'operator' ? value : 'none');

/** A designer's subscription as of `now`; the status is computed from the dates and what billing recorded. */
export function subscriptionOf(designer: DesignerRow, now: Date): { subscription: Subscription; plan: PlanSummary } {
  const status = subscriptionStatusAt(
    { trial: designer.trial, end: designer.subscriptionEnd, state: storedStateOf(designer.subscriptionState) },
    now,
  );
  const subscription: Subscription = {
    status,
    plan: asPlan(designer.plan),
    billing_cycle: asCycle(designer.billingCycle),
    trial: designer.trial,
    start_date: designer.subscriptionStart.toISOString(),
    end_date: designer.subscriptionEnd.toISOString(),
    cancel_at_period_end: designer.cancelAtPeriodEnd,
    billed_by: billedByOf(designer.billedBy),
  };
  return { subscription, plan: planSummaryOf(subscription) };
}
