import { and, gt, lt } from 'drizzle-orm';
import { usageCounterKinds, type UsageCounterKind } from '@genie/core';
import type { JobContext } from '../context.ts';
import { billingRepository } from '../db/repositories/billing.ts';
import { designersRepository } from '../db/repositories/designers.ts';
import { designers, type DesignerRow } from '../db/schema.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { jobTypes } from '../jobs/job-types.ts';
import { subscriptionOf } from '../plans/subscription-of.ts';
import { lifecycleMail, usageWarningMail, type LifecycleMailKind } from './billing-mails.ts';

const DAY = 24 * 60 * 60_000;
const kinds: LifecycleMailKind[] = ['trial_ends_7d', 'trial_ends_1d', 'payment_failed', 'expired', 'renewed', 'activated'];

/** One lifecycle mail per designer, kind and period: the key names the period it is about. */
function keyOf(designer: DesignerRow, kind: LifecycleMailKind): string {
  const anchor = kind === 'renewed' || kind === 'activated' || kind === 'payment_failed' ? designer.subscriptionStart : designer.subscriptionEnd;
  return `${kind}:${anchor.toISOString()}`;
}

/** Job `billing_mail`: sends a lifecycle mail once (claimed in `lifecycle_mails`), in the designer's language. */
export async function sendBillingMail(ctx: JobContext, payload: Record<string, unknown>): Promise<void> {
  const { designerId, kind } = payload;
  if (typeof designerId !== 'string' || !kinds.includes(kind as LifecycleMailKind)) throw new Error('billing_mail payload lacks designer or kind');
  const designer = await designersRepository(ctx.db).findById(designerId);
  if (!designer) return;
  const mailKind = kind as LifecycleMailKind;
  if (!(await billingRepository(ctx.db).claimLifecycleMail(designer.id, keyOf(designer, mailKind)))) return;
  await ctx.mailer.send({ to: designer.email, designerId: designer.id, ...lifecycleMail(designer, mailKind, ctx.env.PUBLIC_URL) });
}

/** Job `usage_warning_mail`: the 80% / 100% warning (claimed once per period when it was queued). */
export async function sendUsageWarningMail(ctx: JobContext, payload: Record<string, unknown>): Promise<void> {
  const { designerId, kind, threshold, used, limit } = payload;
  if (typeof designerId !== 'string' || !usageCounterKinds.includes(kind as UsageCounterKind) || (threshold !== 80 && threshold !== 100)) {
    throw new Error('usage_warning_mail payload is incomplete');
  }
  const designer = await designersRepository(ctx.db).findById(designerId);
  if (!designer) return;
  const mail = usageWarningMail(designer, { kind: kind as UsageCounterKind, threshold, used: Number(used), limit: Number(limit) }, ctx.env.PUBLIC_URL);
  await ctx.mailer.send({ to: designer.email, designerId: designer.id, ...mail });
}

/**
 * Job `billing_sweep` (recurring, hourly): finds designers whose trial ends within 7 days or 1 day,
 * or whose subscription ended in the last 3 days, and queues their mail. Idempotent: each mail is
 * claimed once per designer, kind and period when it is sent, so sweeping twice sends nothing twice.
 */
export async function runBillingSweep(ctx: JobContext): Promise<number> {
  const now = ctx.now();
  const rows = await ctx.db
    .select()
    .from(designers)
    .where(and(gt(designers.subscriptionEnd, new Date(now.getTime() - 3 * DAY)), lt(designers.subscriptionEnd, new Date(now.getTime() + 7 * DAY))));
  let queued = 0;
  for (const designer of rows) {
    const { status } = subscriptionOf(designer, now).subscription;
    const left = designer.subscriptionEnd.getTime() - now.getTime();
    let kind: LifecycleMailKind | null = null;
    if (status === 'expired') kind = 'expired';
    else if (status === 'trialing') kind = left <= DAY ? 'trial_ends_1d' : 'trial_ends_7d';
    if (!kind) continue;
    await enqueueJob(ctx, { type: jobTypes.billingMail, payload: { designerId: designer.id, kind }, designerId: designer.id, uniqueKey: `billing_mail:${designer.id}:${keyOf(designer, kind)}` });
    queued += 1;
  }
  return queued;
}
