import { randomUUID } from 'node:crypto';
import type { OperatorPlanInput, OperatorPlanReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { billingRepository } from '../db/repositories/billing.ts';
import { designersRepository } from '../db/repositories/designers.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { jobTypes } from '../jobs/job-types.ts';
import { subscriptionOf } from '../plans/subscription-of.ts';

/**
 * The operator's grant (`npm run plan:set`): the designer's plan runs until the end of `until` (UTC),
 * recorded like a payment (a `billing_events` row of provider `operator`). Extending a plan that is
 * still running keeps its period start (the quota anchor); otherwise the new period starts now.
 */
export async function grantPlan(ctx: Pick<AppContext, 'db' | 'now'>, input: OperatorPlanInput): Promise<OperatorPlanReply> {
  const now = ctx.now();
  const end = new Date(`${input.until}T00:00:00.000Z`);
  if (Number.isNaN(end.getTime())) throw new AppError('validation_failed', 'until must be a date as YYYY-MM-DD');
  end.setUTCDate(end.getUTCDate() + 1);
  if (end.getTime() <= now.getTime()) throw new AppError('validation_failed', 'until must be today or later');
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const designers = designersRepository(db);
    const designer = await designers.findByEmail(input.email);
    if (!designer) throw new AppError('not_found', `No designer has the e-mail ${input.email}.`);
    const current = subscriptionOf(designer, now).subscription;
    const extending = current.status !== 'expired' && !current.trial && current.plan === input.plan && current.billing_cycle === input.billing_cycle;
    const updated = await designers.update(
      designer.id,
      {
        plan: input.plan,
        billingCycle: input.billing_cycle,
        trial: false,
        subscriptionStart: extending ? designer.subscriptionStart : now,
        subscriptionEnd: end,
        subscriptionState: 'active',
        cancelAtPeriodEnd: false,
        billedBy: 'operator',
      },
      now,
    );
    if (!updated) throw new AppError('not_found', errorMessages.not_found);
    const eventId = `grant_${randomUUID()}`;
    const billing = billingRepository(db);
    await billing.claimEvent('operator', eventId, 'plan_granted', now);
    await billing.recordOutcome('operator', eventId, designer.id, { plan: input.plan, cycle: input.billing_cycle, until: end.toISOString(), extending });
    await enqueueJob({ db, now: ctx.now }, { type: jobTypes.billingMail, payload: { designerId: designer.id, kind: extending ? 'renewed' : 'activated' }, designerId: designer.id });
    const { subscription } = subscriptionOf(updated, now);
    return {
      success: true,
      subscription,
      msg: `${updated.email}: ${input.plan} (${input.billing_cycle}) until ${input.until}${extending ? ', extended' : ''}.`,
    };
  });
}
