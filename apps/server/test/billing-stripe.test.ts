import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEvents, outboxMails } from '../src/db/schema.ts';
import { startFakeStripe, type FakeStripe, type SignedEvent } from './fake-stripe-server.ts';
import { bearer, createTestApp, errorOf, registerDesigner, type TestApp } from './helpers.ts';

const SECRET = 'whsec_test_genie_billing';
const prices = {
  STRIPE_PRICE_STARTER_MONTHLY: 'price_starter_m',
  STRIPE_PRICE_STARTER_YEARLY: 'price_starter_y',
  STRIPE_PRICE_PROFESSIONAL_MONTHLY: 'price_pro_m',
  STRIPE_PRICE_PROFESSIONAL_YEARLY: 'price_pro_y',
  STRIPE_PRICE_MASTER_MONTHLY: 'price_master_m',
  STRIPE_PRICE_MASTER_YEARLY: 'price_master_y',
};
const DAY = 24 * 60 * 60_000;

let t: TestApp;
let stripe: FakeStripe;
const replies: { id: string; status: number; outcome: string[] }[] = [];

async function deliver(event: SignedEvent, signature = event.signature, payload = event.payload) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/billing/webhook/stripe/',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
  replies.push({ id: event.id, status: res.statusCode, outcome: res.statusCode === 200 ? res.json().outcome : [] });
  return res;
}

beforeAll(async () => {
  stripe = await startFakeStripe({
    webhookSecret: SECRET,
    intervals: { price_starter_m: 'month', price_pro_m: 'month', price_master_m: 'month', price_starter_y: 'year', price_pro_y: 'year', price_master_y: 'year' },
    deliver: async (event) => {
      const res = await deliver(event);
      if (res.statusCode !== 200) throw new Error(`webhook refused: ${res.statusCode} ${res.body}`);
    },
    now: () => t.clock.now(),
  });
  t = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_genie', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_BASE: stripe.origin, ...prices });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const info = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/accounts/personal_info/', headers: bearer(token) })).json();
const checkout = (token: string, body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/billing/checkout/', headers: bearer(token), payload: body });
const sessionIdOf = (url: string) => url.split('/checkout/')[1] ?? '';

/** A designer who completed checkout for `plan`/`cycle`; returns their token, ids and subscription id. */
async function subscribed(plan = 'professional', cycle = 'yearly', currency = 'TWD') {
  const d = await registerDesigner(t.app);
  const id: string = (await info(d.token)).data.id;
  const res = await checkout(d.token, { plan, billing_cycle: cycle, currency });
  expect(res.statusCode).toBe(200);
  const sessionId = sessionIdOf(res.json().url);
  await stripe.completeCheckout(sessionId);
  const session = stripe.sessions.get(sessionId);
  return { ...d, id, subscriptionId: session?.subscription ?? '', customerId: session?.customer ?? '' };
}

const subscriptionEvent = (type: string, subscriptionId: string, change: (sub: Record<string, unknown>) => void = () => undefined) => {
  const sub = structuredClone(stripe.subscriptions.get(subscriptionId) ?? {});
  change(sub);
  stripe.subscriptions.set(subscriptionId, sub);
  return stripe.send(type, sub);
};

describe('paying with Stripe', () => {
  it('checkout opens a Stripe session for the plan, cycle and currency, and changes nothing until Stripe confirms', async () => {
    const d = await registerDesigner(t.app);
    const id: string = (await info(d.token)).data.id;
    const res = await checkout(d.token, { plan: 'professional', billing_cycle: 'yearly', currency: 'KRW' });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().url;
    expect(url.startsWith(`${stripe.origin}/checkout/`)).toBe(true);
    const fields = stripe.sessions.get(sessionIdOf(url))?.fields ?? {};
    expect(fields).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_pro_y',
      currency: 'krw',
      client_reference_id: id,
      customer_email: d.email,
      'subscription_data[metadata][designer_id]': id,
    });
    expect(fields.success_url).toContain('/account?checkout=success');
    expect((await info(d.token)).subscription).toMatchObject({ status: 'trialing', trial: true, billed_by: 'none' });
  });

  it('checkout → active: the webhook makes the plan paid, with Stripe\'s period', async () => {
    const before = t.clock.now();
    const d = await subscribed('professional', 'yearly', 'TWD');
    const sub = (await info(d.token)).subscription;
    expect(sub).toMatchObject({ status: 'active', plan: 'professional', billing_cycle: 'yearly', trial: false, billed_by: 'stripe', cancel_at_period_end: false });
    const end = new Date(sub.end_date);
    expect(end.getUTCFullYear()).toBe(before.getUTCFullYear() + 1);
    expect((await info(d.token)).plan.features).toContain('visual_inspiration');
  });

  it('a replayed event changes nothing, a forged or tampered one is refused', async () => {
    const d = await subscribed('starter', 'monthly', 'USD');
    const cancel = await subscriptionEvent('customer.subscription.updated', d.subscriptionId, (s) => (s.cancel_at_period_end = true));
    expect((await info(d.token)).subscription.cancel_at_period_end).toBe(true);
    // Stripe un-cancels; then the old "cancel" event is delivered again.
    await subscriptionEvent('customer.subscription.updated', d.subscriptionId, (s) => (s.cancel_at_period_end = false));
    const replay = await deliver(cancel);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().outcome).toEqual(['replayed']);
    expect((await info(d.token)).subscription.cancel_at_period_end).toBe(false);

    // Signed with another secret, or a body changed after signing: refused, nothing recorded.
    const forgedBody = cancel.payload.replace('"evt_', '"evt_forged_');
    const forged = await deliver({ ...cancel, payload: forgedBody }, `t=${Math.floor(t.clock.now().getTime() / 1000)},v1=${'0'.repeat(64)}`);
    expect(forged.statusCode).toBe(400);
    const tampered = await deliver(cancel, cancel.signature, cancel.payload.replace('"cancel_at_period_end":true', '"cancel_at_period_end":false'));
    expect(tampered.statusCode).toBe(400);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/billing/webhook/stripe/', headers: { 'content-type': 'application/json' }, payload: cancel.payload });
    expect(unsigned.statusCode).toBe(400);
    const rows = await t.database.db.select().from(billingEvents).where(eq(billingEvents.eventId, cancel.id.replace('evt_', 'evt_forged_')));
    expect(rows).toEqual([]);
  });

  it('an old signature (past Stripe\'s 5-minute tolerance) is refused', async () => {
    const d = await subscribed('starter', 'monthly', 'USD');
    const sub = stripe.subscriptions.get(d.subscriptionId) ?? {};
    const payload = JSON.stringify({ id: 'evt_old_one', object: 'event', type: 'customer.subscription.updated', data: { object: { ...sub, cancel_at_period_end: true } } });
    const old = stripe.sign(payload, Math.floor(t.clock.now().getTime() / 1000) - 600);
    expect((await deliver({ id: 'evt_old_one', type: 'x', payload, signature: old })).statusCode).toBe(400);
    expect((await info(d.token)).subscription.cancel_at_period_end).toBe(false);
  });

  it('renewal moves the period on and mails the designer', async () => {
    const d = await subscribed('master', 'monthly', 'USD');
    const first = (await info(d.token)).subscription;
    t.clock.advance(31 * DAY);
    try {
      const nextEnd = new Date(new Date(first.end_date).getTime() + 31 * DAY);
      stripe.renew(d.subscriptionId, nextEnd);
      await subscriptionEvent('customer.subscription.updated', d.subscriptionId);
      await stripe.send('invoice.paid', { id: 'in_renew', object: 'invoice', customer: d.customerId, billing_reason: 'subscription_cycle', parent: { subscription_details: { subscription: d.subscriptionId } } });
      const login = await t.app.inject({ method: 'POST', url: '/api/accounts/login/', payload: { email: d.email, password: d.password } });
      const token: string = login.json().token;
      const sub = (await info(token)).subscription;
      expect(sub).toMatchObject({ status: 'active', plan: 'master' });
      expect(sub.start_date).toBe(first.end_date);
      expect(sub.end_date).toBe(nextEnd.toISOString().replace(/\.\d{3}Z$/, '.000Z'));
      await t.app.jobWorker.runDue();
      const mails = await t.database.db.select().from(outboxMails).where(eq(outboxMails.to, d.email));
      expect(mails.map((m) => m.subject)).toContain('Your subscription was renewed');
    } finally {
      t.clock.advance(-31 * DAY);
    }
  });

  it('failed payment → past due (plan still works, mail) → expired when Stripe gives up (paid areas locked)', async () => {
    const d = await subscribed('professional', 'monthly', 'USD');
    await subscriptionEvent('customer.subscription.updated', d.subscriptionId, (s) => (s.status = 'past_due'));
    await stripe.send('invoice.payment_failed', { id: 'in_failed', object: 'invoice', customer: d.customerId, billing_reason: 'subscription_cycle', parent: { subscription_details: { subscription: d.subscriptionId } } });
    let reply = await info(d.token);
    expect(reply.subscription.status).toBe('past_due');
    expect(reply.plan.features).toContain('visual_inspiration');
    await t.app.jobWorker.runDue();
    const mails = await t.database.db.select().from(outboxMails).where(eq(outboxMails.to, d.email));
    expect(mails.map((m) => m.subject)).toContain('Your payment did not go through');

    await subscriptionEvent('customer.subscription.deleted', d.subscriptionId, (s) => {
      s.status = 'canceled';
      s.ended_at = Math.floor(t.clock.now().getTime() / 1000);
    });
    reply = await info(d.token);
    expect(reply.subscription.status).toBe('expired');
    expect(reply.plan.features).toEqual([]);
    await t.app.jobWorker.runDue();
    const after = await t.database.db.select().from(outboxMails).where(eq(outboxMails.to, d.email));
    expect(after.map((m) => m.subject)).toContain('Your subscription has expired');
  });

  it('cancel at period end is shown and the plan works until the end', async () => {
    const d = await subscribed('starter', 'yearly', 'TWD');
    await subscriptionEvent('customer.subscription.updated', d.subscriptionId, (s) => (s.cancel_at_period_end = true));
    const reply = await info(d.token);
    expect(reply.subscription).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(reply.plan.features).toContain('ai_suggestions');
  });

  it('the portal opens for the designer\'s own Stripe customer only', async () => {
    const a = await subscribed('starter', 'monthly', 'USD');
    const portal = await t.app.inject({ method: 'POST', url: '/api/billing/portal/', headers: bearer(a.token) });
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toContain(`/portal/${a.customerId}`);
    const fresh = await registerDesigner(t.app);
    const none = await t.app.inject({ method: 'POST', url: '/api/billing/portal/', headers: bearer(fresh.token) });
    expect(errorOf(none)).toMatchObject({ status: 409, code: 'billing_account_missing' });
  });

  it('two tenants are never crossed: an event naming another designer or another customer moves nothing', async () => {
    const a = await subscribed('master', 'yearly', 'USD');
    const b = await subscribed('starter', 'monthly', 'USD');
    // A's subscription event whose metadata claims B: matched by A's customer, so only A changes.
    await subscriptionEvent('customer.subscription.updated', a.subscriptionId, (s) => {
      s.metadata = { designer_id: b.id };
      s.cancel_at_period_end = true;
    });
    expect((await info(a.token)).subscription.cancel_at_period_end).toBe(true);
    expect((await info(b.token)).subscription).toMatchObject({ plan: 'starter', cancel_at_period_end: false });
    // A stranger's subscription (an unknown customer) claiming B, B already billed under their own customer: ignored.
    const strangerSub = { ...(stripe.subscriptions.get(b.subscriptionId) ?? {}), id: 'sub_stranger', customer: 'cus_stranger', metadata: { designer_id: b.id }, status: 'past_due' };
    const res = await stripe.send('customer.subscription.updated', strangerSub);
    expect(res.id).toBeTruthy();
    expect((await info(b.token)).subscription).toMatchObject({ status: 'active', plan: 'starter' });
    // A failed payment of A's customer never touches B.
    await stripe.send('invoice.payment_failed', { id: 'in_a', object: 'invoice', customer: a.customerId, parent: { subscription_details: { subscription: a.subscriptionId } } });
    expect((await info(a.token)).subscription.status).toBe('past_due');
    expect((await info(b.token)).subscription.status).toBe('active');
    // B's token cannot open A's portal: it gets B's own customer.
    const portal = await t.app.inject({ method: 'POST', url: '/api/billing/portal/', headers: bearer(b.token) });
    expect(portal.json().url).toContain(`/portal/${b.customerId}`);
    expect(portal.json().url).not.toContain(a.customerId);
  });

  it('the plan catalogue says checkout is available', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/plans/' })).json().purchase).toBe('checkout');
  });
});
