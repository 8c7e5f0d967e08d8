import type { AppContext } from '../context.ts';
import type { DesignerRow } from '../db/schema.ts';
import { planEntry, quotaLimit } from '@genie/core';
import { checkQuota, quotaCycleOf, quotaPeriodOf, warnIfDue } from '../billing/usage-quota.ts';
import { subscriptionOf } from '../plans/subscription-of.ts';

/** The start of the quota period a visitor message sent at `now` counts in (the usage counters' key). */
export function messagePeriodStart(designer: DesignerRow, now: Date): Date {
  return quotaPeriodOf(designer, now).start;
}

/** Whether `used` visitor messages of the current period use up the designer's LLM turns (or the subscription expired). */
export function quotaExceededWith(designer: DesignerRow, used: number, now: Date): boolean {
  const { subscription } = subscriptionOf(designer, now);
  if (subscription.status === 'expired') return true;
  return used >= quotaLimit(planEntry(subscription.plan), quotaCycleOf(designer), 'messages');
}

/**
 * The chat turn's count of the period's messages, for the once-per-period warning mails at 80% and 100%
 * (no database work below 80%).
 */
export async function noteMessageUsage(ctx: Pick<AppContext, 'db' | 'now'>, designer: DesignerRow, used: number): Promise<void> {
  const { subscription } = subscriptionOf(designer, ctx.now());
  const limit = quotaLimit(planEntry(subscription.plan), quotaCycleOf(designer), 'messages');
  await warnIfDue(ctx, designer, messagePeriodStart(designer, ctx.now()), 'messages', used, limit);
}

/**
 * Whether the designer's LLM turns are used up: the period's visitor messages reached the plan's
 * quota for the billing period (month or year), or the subscription expired. The conversation then
 * runs on the built-in engine and still finishes the brief; the lead is captured either way. The
 * check also mails the designer once per period at 80% and at 100% of the quota.
 */
export async function messageQuotaExceeded(ctx: Pick<AppContext, 'db' | 'now'>, designer: DesignerRow): Promise<boolean> {
  return (await checkQuota(ctx, designer, 'messages')).exceeded;
}
