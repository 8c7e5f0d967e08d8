import type { PlanFeature } from '@genie/contracts';
import { hasFeature } from '@genie/core';
import type { AppContext } from '../context.ts';
import { designersRepository } from '../db/repositories/designers.ts';
import type { DesignerRow } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';
import { subscriptionOf } from '../plans/subscription-of.ts';

/**
 * Target client intelligence is a Professional feature and sales e-mail generation a Master one (the
 * plan catalogue, `@genie/core` plans.ts): lower and expired plans are refused here, whatever the screen shows.
 */
export async function requireSalesFeature(
  ctx: Pick<AppContext, 'db' | 'now'>,
  designerId: string,
  feature: Extract<PlanFeature, 'target_client_intelligence' | 'sales_email_generation'>,
): Promise<DesignerRow> {
  const designer = await designersRepository(ctx.db).findById(designerId);
  if (!designer) throw new AppError('unauthorized', errorMessages.unauthorized);
  const { subscription } = subscriptionOf(designer, ctx.now());
  if (!hasFeature(subscription.plan, subscription.status, feature)) {
    throw feature === 'sales_email_generation'
      ? new AppError('master_plan_feature_locked', errorMessages.master_plan_feature_locked)
      : new AppError('plan_feature_locked', errorMessages.plan_feature_locked);
  }
  return designer;
}
