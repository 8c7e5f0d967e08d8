import { billingPeriodAt, planEntry } from '@genie/core';
import type { AppContext } from '../context.ts';
import { usageRepository } from '../db/repositories/usage.ts';
import type { DesignerRow } from '../db/schema.ts';
import { subscriptionOf } from '../plans/subscription-of.ts';

/** Whether `used` visitor messages of the current period use up the designer's LLM turns (or the subscription expired). */
export function quotaExceededWith(designer: DesignerRow, used: number, now: Date): boolean {
  const { subscription } = subscriptionOf(designer, now);
  if (subscription.status === 'expired') return true;
  return used >= planEntry(subscription.plan).monthly_message_quota;
}

/**
 * Whether the designer's LLM turns are used up: the period's visitor messages reached the plan's
 * monthly quota, or the subscription expired. The conversation then runs on the built-in engine;
 * the lead is captured either way.
 */
export async function messageQuotaExceeded(ctx: Pick<AppContext, 'db' | 'now'>, designer: DesignerRow): Promise<boolean> {
  const now = ctx.now();
  const { subscription } = subscriptionOf(designer, now);
  if (subscription.status === 'expired') return true;
  const period = billingPeriodAt(designer.subscriptionStart, now);
  const used = await usageRepository(ctx.db).messageCount(designer.id, period.start);
  return used >= planEntry(subscription.plan).monthly_message_quota;
}
