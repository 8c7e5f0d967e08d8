import type { CreditUsageReply } from '@genie/contracts';
import { billingPeriodAt } from '@genie/core';
import type { AppContext } from '../context.ts';
import { designersRepository } from '../db/repositories/designers.ts';
import { usageRepository } from '../db/repositories/usage.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';

/** Visitor messages counted in the current billing period. */
export async function getCreditUsage(ctx: Pick<AppContext, 'db' | 'now'>, designerId: string): Promise<CreditUsageReply> {
  const designer = await designersRepository(ctx.db).findById(designerId);
  if (!designer) throw new AppError('not_found', errorMessages.not_found);
  const period = billingPeriodAt(designer.subscriptionStart, ctx.now());
  return {
    message_count: await usageRepository(ctx.db).messageCount(designerId, period.start),
    period_start: period.start.toISOString(),
    period_end: period.end.toISOString(),
  };
}
