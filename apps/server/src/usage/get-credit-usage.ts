import type { CreditUsageReply } from '@genie/contracts';
import { billingPeriodAt, planEntry } from '@genie/core';
import type { AppContext } from '../context.ts';
import { designersRepository } from '../db/repositories/designers.ts';
import { studioRepository } from '../db/repositories/studio.ts';
import { usageRepository } from '../db/repositories/usage.ts';
import { subscriptionOf } from '../plans/subscription-of.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';

/** Visitor messages and studio images counted in the current billing period, with the plan's image allowance. */
export async function getCreditUsage(ctx: Pick<AppContext, 'db' | 'now'>, designerId: string): Promise<CreditUsageReply> {
  const designer = await designersRepository(ctx.db).findById(designerId);
  if (!designer) throw new AppError('not_found', errorMessages.not_found);
  const period = billingPeriodAt(designer.subscriptionStart, ctx.now());
  return {
    message_count: await usageRepository(ctx.db).messageCount(designerId, period.start),
    image_count: await studioRepository(ctx.db).imageCount(designerId, period.start),
    image_quota: planEntry(subscriptionOf(designer, ctx.now()).subscription.plan).monthly_image_quota,
    period_start: period.start.toISOString(),
    period_end: period.end.toISOString(),
  };
}
