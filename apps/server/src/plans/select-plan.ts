import type { SelectPlanInput, SelectPlanReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { designersRepository } from '../db/repositories/designers.ts';
import { planRequestsRepository } from '../db/repositories/plan-requests.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';
import { planRequestMail } from '../mail/templates/plan-request-mail.ts';
import { subscriptionOf } from './subscription-of.ts';

/**
 * While trialing, the designer picks which plan the trial runs on. Otherwise (active or expired) the
 * choice is recorded and sales is told by e-mail: payment is not part of the product yet.
 */
export async function selectPlan(
  ctx: Pick<AppContext, 'db' | 'env' | 'now' | 'mailer'>,
  designerId: string,
  input: SelectPlanInput,
): Promise<SelectPlanReply> {
  const designers = designersRepository(ctx.db);
  const designer = await designers.findById(designerId);
  if (!designer) throw new AppError('not_found', errorMessages.not_found);
  const now = ctx.now();
  if (subscriptionOf(designer, now).subscription.status === 'trialing') {
    const updated = await designers.update(designerId, { plan: input.plan, billingCycle: input.billing_cycle }, now);
    if (!updated) throw new AppError('not_found', errorMessages.not_found);
    return { success: true, outcome: 'trial_plan_changed', ...subscriptionOf(updated, now), msg: 'Your free trial now uses this plan.' };
  }
  await planRequestsRepository(ctx.db).create(designerId, input.plan, input.billing_cycle);
  const mail = planRequestMail({
    designerEmail: designer.email,
    genieName: designer.genieName,
    name: designer.name,
    plan: input.plan,
    billingCycle: input.billing_cycle,
  });
  await ctx.mailer.send({ to: ctx.env.SALES_EMAIL, designerId: null, ...mail });
  return { success: true, outcome: 'sales_contact_requested', ...subscriptionOf(designer, now), msg: 'Thank you! Our sales team will contact you shortly.' };
}
