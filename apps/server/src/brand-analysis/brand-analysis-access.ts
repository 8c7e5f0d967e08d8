import { hasFeature } from '@genie/core';
import type { AppContext } from '../context.ts';
import { designersRepository } from '../db/repositories/designers.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';
import { subscriptionOf } from '../plans/subscription-of.ts';

/**
 * Brand analysis is a Professional feature (spec §6, the Plans page): Starter and expired
 * subscriptions are refused here, on the server, whatever the screen shows.
 */
export async function requireBrandAnalysisPlan(ctx: Pick<AppContext, 'db' | 'now'>, designerId: string): Promise<void> {
  const designer = await designersRepository(ctx.db).findById(designerId);
  if (!designer) throw new AppError('unauthorized', errorMessages.unauthorized);
  const { subscription } = subscriptionOf(designer, ctx.now());
  if (!hasFeature(subscription.plan, subscription.status, 'brand_analysis')) {
    throw new AppError('plan_feature_locked', errorMessages.plan_feature_locked);
  }
}
