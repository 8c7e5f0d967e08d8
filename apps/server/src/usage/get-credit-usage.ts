import type { CreditUsageReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { usageOf } from '../billing/usage-quota.ts';
import { designersRepository } from '../db/repositories/designers.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';

/** The current billing period's counters (visitor messages, project requests, studio images) against the plan's limits. */
export async function getCreditUsage(ctx: Pick<AppContext, 'db' | 'now'>, designerId: string): Promise<CreditUsageReply> {
  const designer = await designersRepository(ctx.db).findById(designerId);
  if (!designer) throw new AppError('not_found', errorMessages.not_found);
  const usage = await usageOf(ctx, designer);
  return {
    message_count: usage.counters.find((c) => c.kind === 'messages')?.used ?? 0,
    image_count: usage.counters.find((c) => c.kind === 'images')?.used ?? 0,
    image_quota: usage.counters.find((c) => c.kind === 'images')?.limit ?? 0,
    period_start: usage.period.start.toISOString(),
    period_end: usage.period.end.toISOString(),
    counters: usage.counters,
  };
}
