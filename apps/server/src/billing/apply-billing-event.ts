import type { AppContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { billingRepository } from '../db/repositories/billing.ts';
import { designersRepository, type DesignerPatch } from '../db/repositories/designers.ts';
import type { DesignerRow } from '../db/schema.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { jobTypes } from '../jobs/job-types.ts';
import type { BillingEvent, ProviderSubscription } from './payment-gateway.ts';

export type BillingMailKind = 'payment_failed' | 'expired' | 'renewed' | 'activated';

/**
 * Applies one verified provider event, once: the event id is claimed in `billing_events` in the same
 * transaction as the change, so a replay (or two deliveries racing) changes nothing. This is the only
 * path, with the operator's grant, that changes a subscription.
 *
 * The designer is found by the provider's customer id; a checkout (or a subscription event arriving
 * before it) names our designer id in its metadata, which is accepted only for a designer who has no
 * customer yet or the same one, so one studio's events can never move another's plan.
 */
export async function applyBillingEvent(
  ctx: Pick<AppContext, 'db' | 'now' | 'log'>,
  provider: string,
  event: BillingEvent,
): Promise<'applied' | 'replayed' | 'ignored'> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const billing = billingRepository(db);
    if (!(await billing.claimEvent(provider, event.eventId, event.kind, now))) return 'replayed';
    if (event.kind === 'ignored') return 'ignored';

    const designer = await designerOf(db, event);
    if (!designer) {
      ctx.log.warn({ provider, eventId: event.eventId, kind: event.kind }, 'billing event for no known designer; ignored');
      return 'ignored';
    }
    const designers = designersRepository(db);
    const mail = async (kind: BillingMailKind) =>
      enqueueJob({ db, now: ctx.now }, { type: jobTypes.billingMail, payload: { designerId: designer.id, kind }, designerId: designer.id });

    let patch: DesignerPatch = {};
    switch (event.kind) {
      case 'checkout_completed':
        patch = { billedBy: provider, providerCustomerId: event.customerId, ...(event.subscription ? subscriptionPatch(event.subscription) : {}) };
        if (event.subscription?.status === 'active') await mail('activated');
        break;
      case 'subscription_changed':
        patch = { billedBy: provider, providerCustomerId: event.subscription.customerId, ...subscriptionPatch(event.subscription) };
        break;
      case 'subscription_ended':
        if (designer.providerSubscriptionId && designer.providerSubscriptionId !== event.subscriptionId) return 'ignored';
        patch = { subscriptionState: 'expired', cancelAtPeriodEnd: false, subscriptionEnd: event.endedAt < designer.subscriptionEnd ? event.endedAt : designer.subscriptionEnd };
        await mail('expired');
        break;
      case 'payment_succeeded':
        if (designer.subscriptionState === 'past_due') patch = { subscriptionState: 'active' };
        if (event.renewal) await mail('renewed');
        break;
      case 'payment_failed':
        patch = { subscriptionState: 'past_due' };
        await mail('payment_failed');
        break;
    }
    if (Object.keys(patch).length) await designers.update(designer.id, patch, now);
    await billing.recordOutcome(provider, event.eventId, designer.id, { kind: event.kind, ...summaryOf(patch) });
    return 'applied';
  });
}

async function designerOf(db: Database, event: Exclude<BillingEvent, { kind: 'ignored' }>): Promise<DesignerRow | undefined> {
  const customerId = event.kind === 'subscription_changed' ? event.subscription.customerId : event.customerId;
  const byCustomer = await billingRepository(db).findDesignerByCustomer(customerId);
  if (byCustomer) return byCustomer;
  const claimed = event.kind === 'checkout_completed' ? event.designerId : event.kind === 'subscription_changed' ? event.subscription.designerId : null;
  if (!claimed || !/^[0-9a-f-]{36}$/i.test(claimed)) return undefined;
  const designer = await designersRepository(db).findById(claimed);
  // A designer already billed under another customer is not moved by an event naming them.
  if (!designer || (designer.providerCustomerId && designer.providerCustomerId !== customerId)) return undefined;
  return designer;
}

/** What a provider's subscription means for the designer's record (ended and pending change nothing here). */
function subscriptionPatch(s: ProviderSubscription): DesignerPatch {
  if (s.status === 'pending') return { providerSubscriptionId: s.subscriptionId };
  const base: DesignerPatch = {
    providerSubscriptionId: s.subscriptionId,
    plan: s.plan,
    billingCycle: s.cycle,
    trial: false,
    subscriptionStart: s.periodStart,
    subscriptionEnd: s.periodEnd,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
  };
  if (s.status === 'ended') return { ...base, subscriptionState: 'expired', cancelAtPeriodEnd: false };
  return { ...base, subscriptionState: s.status };
}

function summaryOf(patch: DesignerPatch): Record<string, unknown> {
  return Object.fromEntries(Object.entries(patch).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));
}
