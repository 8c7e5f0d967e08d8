import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for Stripe: the few API calls Genie makes (Checkout Sessions, subscriptions by id,
 * Billing Portal sessions) on 127.0.0.1, plus a checkout page whose "Pay" completes the session the way
 * Stripe would — a customer and a subscription, then signed webhook events. The events are built with
 * Stripe's own shapes (API 2025-03-31 and later: the period on the subscription items) and signed with
 * `stripe.webhooks.generateTestHeaderString`; `deliver` decides where they go (app.inject in integration
 * tests, the server's webhook URL in the browser journeys).
 */
export interface FakeStripe {
  origin: string;
  /** Checkout sessions created, with the form fields Genie sent. */
  sessions: Map<string, FakeSession>;
  subscriptions: Map<string, Record<string, unknown>>;
  /** Completes a session (what the checkout page's Pay does); returns the events delivered. */
  completeCheckout(sessionId: string): Promise<SignedEvent[]>;
  /** A signed event about a subscription or invoice, delivered like the others. */
  send(type: string, object: Record<string, unknown>): Promise<SignedEvent>;
  /** Advances a subscription to its next period (a renewal) and returns its object. */
  renew(subscriptionId: string, periodEnd: Date): Record<string, unknown>;
  sign(payload: string, timestampSeconds?: number): string;
  close(): Promise<void>;
}

export interface FakeSession {
  id: string;
  fields: Record<string, string>;
  customer: string | null;
  subscription: string | null;
}

export interface SignedEvent {
  id: string;
  type: string;
  payload: string;
  signature: string;
}

export interface FakeStripeOptions {
  webhookSecret: string;
  /** price id → interval, for the subscription's period length. */
  intervals: Record<string, 'month' | 'year'>;
  deliver: (event: SignedEvent) => Promise<void>;
  now?: () => Date;
  port?: number;
}

const stripeForSigning = new Stripe('sk_test_fake_signing_only');
let counter = 0;
const nextId = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(counter++).toString(36)}`;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

function addInterval(d: Date, interval: 'month' | 'year'): Date {
  const next = new Date(d.getTime());
  if (interval === 'year') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const now = options.now ?? (() => new Date());
  const sessions = new Map<string, FakeSession>();
  const subscriptions = new Map<string, Record<string, unknown>>();

  const sign = (payload: string, timestamp = seconds(now())) =>
    stripeForSigning.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret, timestamp });

  async function send(type: string, object: Record<string, unknown>): Promise<SignedEvent> {
    const id = nextId('evt');
    const payload = JSON.stringify({ id, object: 'event', type, api_version: '2025-03-31.basil', created: seconds(now()), data: { object } });
    const event = { id, type, payload, signature: sign(payload) };
    await options.deliver(event);
    return event;
  }

  function subscriptionObject(id: string, customer: string, price: string, designerId: string, start: Date): Record<string, unknown> {
    const interval = options.intervals[price] ?? 'month';
    return {
      id,
      object: 'subscription',
      customer,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      metadata: { designer_id: designerId },
      items: { object: 'list', data: [{ id: nextId('si'), object: 'subscription_item', price: { id: price, object: 'price', recurring: { interval } }, current_period_start: seconds(start), current_period_end: seconds(addInterval(start, interval)) }] },
    };
  }

  async function completeCheckout(sessionId: string): Promise<SignedEvent[]> {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const customer = session.fields.customer ?? nextId('cus');
    const subscriptionId = nextId('sub');
    const price = session.fields['line_items[0][price]'] ?? '';
    const designerId = session.fields['subscription_data[metadata][designer_id]'] ?? '';
    const sub = subscriptionObject(subscriptionId, customer, price, designerId, now());
    subscriptions.set(subscriptionId, sub);
    session.customer = customer;
    session.subscription = subscriptionId;
    return [
      await send('customer.subscription.created', sub),
      await send('checkout.session.completed', { id: session.id, object: 'checkout.session', mode: 'subscription', customer, subscription: subscriptionId, client_reference_id: session.fields.client_reference_id ?? null, metadata: { designer_id: designerId } }),
      await send('invoice.paid', { id: nextId('in'), object: 'invoice', customer, billing_reason: 'subscription_create', parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } } }),
    ];
  }

  function renew(subscriptionId: string, periodEnd: Date): Record<string, unknown> {
    const sub = subscriptions.get(subscriptionId);
    if (!sub) throw new Error(`no subscription ${subscriptionId}`);
    const item = (sub.items as { data: Record<string, unknown>[] }).data[0] as Record<string, unknown>;
    item.current_period_start = item.current_period_end;
    item.current_period_end = seconds(periodEnd);
    return sub;
  }

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://fake');
        const json = (status: number, value: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(value));
        };
        try {
          if (url.pathname === '/health') return json(200, { ok: true });
          if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
            const fields = Object.fromEntries(new URLSearchParams(body));
            const id = nextId('cs_test');
            sessions.set(id, { id, fields, customer: null, subscription: null });
            return json(200, { id, object: 'checkout.session', mode: 'subscription', url: `${origin}/checkout/${id}` });
          }
          const sub = /^\/v1\/subscriptions\/([\w]+)$/.exec(url.pathname);
          if (req.method === 'GET' && sub) {
            const found = subscriptions.get(sub[1] ?? '');
            return found ? json(200, found) : json(404, { error: { type: 'invalid_request_error', message: 'No such subscription' } });
          }
          if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
            const fields = Object.fromEntries(new URLSearchParams(body));
            return json(200, { id: nextId('bps'), object: 'billing_portal.session', url: `${origin}/portal/${fields.customer ?? ''}?return=${encodeURIComponent(fields.return_url ?? '')}` });
          }
          // Test control: Stripe gives up on a subscription (by its id or its checkout session's id).
          const end = /^\/test\/end\/([\w]+)$/.exec(url.pathname);
          if (req.method === 'POST' && end) {
            const found = subscriptions.get(sessions.get(end[1] ?? '')?.subscription ?? end[1] ?? '');
            if (!found) return json(404, {});
            Object.assign(found, { status: 'canceled', ended_at: seconds(now()) });
            await send('customer.subscription.deleted', found);
            return json(200, { ok: true });
          }
          const page = /^\/checkout\/([\w]+)$/.exec(url.pathname);
          if (page && sessions.has(page[1] ?? '')) {
            const session = sessions.get(page[1] ?? '') as FakeSession;
            if (req.method === 'POST') {
              await completeCheckout(session.id);
              res.writeHead(303, { location: session.fields.success_url ?? '/' });
              return res.end();
            }
            res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
            return res.end(`<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>Fake Stripe Checkout</title></head>
<body style="font-family:sans-serif;max-width:420px;margin:40px auto"><h1>Fake Stripe Checkout</h1>
<p>Price <code>${session.fields['line_items[0][price]'] ?? ''}</code>, currency <strong>${(session.fields.currency ?? '').toUpperCase()}</strong></p>
<form method="post"><button type="submit">Pay</button></form></body></html>`);
          }
          json(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method} ${url.pathname})` } });
        } catch (e) {
          json(500, { error: { type: 'api_error', message: e instanceof Error ? e.message : String(e) } });
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    sessions,
    subscriptions,
    completeCheckout,
    send,
    renew,
    sign,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
