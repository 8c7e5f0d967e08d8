import type { AppContext } from '../context.ts';
import { designersRepository } from '../db/repositories/designers.ts';
import { AppError } from '../errors.ts';
import { subscriptionOf } from '../plans/subscription-of.ts';

/** Spec §6: furniture suggestions need the Professional plan or above; an expired subscription has none. */
export async function requireFurniturePlan(ctx: Pick<AppContext, 'db' | 'now'>, designerId: string): Promise<void> {
  const designer = await designersRepository(ctx.db).findById(designerId);
  if (!designer) throw new AppError('unauthorized', 'Please log in to continue.');
  const { subscription, plan } = subscriptionOf(designer, ctx.now());
  if (subscription.status === 'expired') throw new AppError('subscription_expired', 'Your subscription has expired');
  if (!plan.features.includes('furniture_suggestions')) {
    throw new AppError('plan_feature_locked', 'This feature is available on the Professional plan and above.');
  }
}

/** The shared view shows a list only while its designer's plan includes the feature. */
export async function hasFurniturePlan(ctx: Pick<AppContext, 'db' | 'now'>, designerId: string): Promise<boolean> {
  try {
    await requireFurniturePlan(ctx, designerId);
    return true;
  } catch {
    return false;
  }
}
