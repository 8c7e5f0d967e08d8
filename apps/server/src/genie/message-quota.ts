import type { AppContext } from '../context.ts';
import type { DesignerRow } from '../db/schema.ts';
import { checkQuota } from '../billing/usage-quota.ts';

/** Whether `used` visitor messages of the current period use up the designer's LLM turns (or the subscription expired). */
export function quotaExceededWith(designer: DesignerRow, used: number, now: Date): boolean {
  const { subscription } = subscriptionOf(designer, now);
  if (subscription.status === 'expired') return true;
  return used >= planEntry(subscription.plan).monthly_message_quota;
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
