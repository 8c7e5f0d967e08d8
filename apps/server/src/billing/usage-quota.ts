import type { BillingCycle, UsageCounter } from '@genie/contracts';
import { planEntry, quotaLimit, quotaPeriodAt, reachedThreshold, usageCounterKinds, type UsageCounterKind } from '@genie/core';
import type { AppContext } from '../context.ts';
import { usageRepository } from '../db/repositories/usage.ts';
import type { DesignerRow } from '../db/schema.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { jobTypes } from '../jobs/job-types.ts';
import { subscriptionOf } from '../plans/subscription-of.ts';

/** The cycle quotas count in: a trial counts its month; a paid plan its month or year. */
export function quotaCycleOf(designer: DesignerRow): BillingCycle {
  return designer.trial || designer.billingCycle !== 'yearly' ? 'monthly' : 'yearly';
}

/** The quota period containing `now` (the same one the usage repository counts in). */
export function quotaPeriodOf(designer: DesignerRow, now: Date): { start: Date; end: Date } {
  return quotaPeriodAt(designer.subscriptionStart, quotaCycleOf(designer), now);
}

export interface UsageSnapshot {
  period: { start: Date; end: Date };
  counters: (UsageCounter & { kind: UsageCounterKind })[];
}

/** Every counter of the current period against the designer's plan limit for it. */
export async function usageOf(ctx: Pick<AppContext, 'db' | 'now'>, designer: DesignerRow): Promise<UsageSnapshot> {
  const now = ctx.now();
  const period = quotaPeriodOf(designer, now);
  const { subscription } = subscriptionOf(designer, now);
  const counts = await usageRepository(ctx.db).counts(designer.id, period.start);
  const entry = planEntry(subscription.plan);
  const cycle = quotaCycleOf(designer);
  return {
    period,
    counters: usageCounterKinds.map((kind) => ({ kind, used: counts[kind], limit: quotaLimit(entry, cycle, kind) })),
  };
}

/**
 * Whether `kind` is used up for the current period (an expired subscription counts as used up), and
 * the once-per-period warning mail at 80% and 100%. Quotas never refuse a lead: callers degrade (the
 * built-in interviewer instead of the LLM) or flag (a request over the project-request quota).
 */
export async function checkQuota(
  ctx: Pick<AppContext, 'db' | 'now'>,
  designer: DesignerRow,
  kind: UsageCounterKind,
): Promise<{ exceeded: boolean; used: number; limit: number }> {
  const usage = await usageOf(ctx, designer);
  const counter = usage.counters.find((c) => c.kind === kind);
  if (!counter) throw new Error(`unknown usage counter ${kind}`);
  await warnIfDue(ctx, designer, usage.period.start, kind, counter.used, counter.limit);
  const expired = subscriptionOf(designer, ctx.now()).subscription.status === 'expired';
  return { exceeded: expired || counter.used >= counter.limit, used: counter.used, limit: counter.limit };
}

/** Enqueues the once-per-period warning mail when `used` reached 80% or 100% of `limit`. */
export async function warnIfDue(
  ctx: Pick<AppContext, 'db' | 'now'>,
  designer: DesignerRow,
  periodStart: Date,
  kind: UsageCounterKind,
  used: number,
  limit: number,
): Promise<void> {
  const threshold = reachedThreshold(used, limit);
  if (threshold === null) return;
  if (!(await usageRepository(ctx.db).claimWarning(designer.id, periodStart, kind, threshold))) return;
  await enqueueJob(ctx, {
    type: jobTypes.usageWarningMail,
    payload: { designerId: designer.id, kind, threshold, used, limit },
    designerId: designer.id,
  });
}

/**
 * Counts a new project request (a visitor's home form) and says whether it is past the plan's
 * project-request quota for the period. It is still captured: the designer sees it flagged.
 */
export async function countProjectRequest(ctx: Pick<AppContext, 'db' | 'now'>, designer: DesignerRow): Promise<{ overLimit: boolean }> {
  const now = ctx.now();
  const used = await usageRepository(ctx.db).increment(designer.id, 'project_requests', now);
  const { subscription } = subscriptionOf(designer, now);
  const limit = quotaLimit(planEntry(subscription.plan), quotaCycleOf(designer), 'project_requests');
  await warnIfDue(ctx, designer, quotaPeriodOf(designer, now).start, 'project_requests', used, limit);
  return { overLimit: used > limit };
}
