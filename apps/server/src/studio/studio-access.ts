import { hasFeature, planEntry, quotaLimit } from '@genie/core';
import { quotaCycleOf, quotaPeriodOf } from '../billing/usage-quota.ts';
import type { AppContext } from '../context.ts';
import { designersRepository } from '../db/repositories/designers.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';
import { subscriptionOf } from '../plans/subscription-of.ts';

export interface StudioAccess {
  /** The billing period's first instant: the image counter's key. */
  periodStart: Date;
  /** Images this plan may make in the billing period (the monthly allowance, times twelve on a yearly plan). */
  quota: number;
}

/**
 * The studio is a Professional feature (spec §6): Starter and expired subscriptions are refused here,
 * on the server, whatever the screen shows.
 */
export async function requireStudio(ctx: Pick<AppContext, 'db' | 'now'>, designerId: string): Promise<StudioAccess> {
  const designer = await designersRepository(ctx.db).findById(designerId);
  if (!designer) throw new AppError('unauthorized', errorMessages.unauthorized);
  const now = ctx.now();
  const { subscription } = subscriptionOf(designer, now);
  if (!hasFeature(subscription.plan, subscription.status, 'visual_inspiration')) {
    throw new AppError('plan_feature_locked', errorMessages.plan_feature_locked);
  }
  return { periodStart: quotaPeriodOf(designer, now).start, quota: quotaLimit(planEntry(subscription.plan), quotaCycleOf(designer), 'images') };
}
