import Stripe from 'stripe';
import type { BillingCycle, PlanId } from '@genie/contracts';
import type { StripeConfig } from '../env.ts';
import { WebhookSignatureError, type BillingEvent, type CheckoutRequest, type PaymentGateway, type ProviderSubscription } from './payment-gateway.ts';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
/** An id field that Stripe may send as the id or as the expanded object. */
const idOf = (v: unknown): string | null => str(v) ?? str(obj(v).id);
const date = (v: unknown): Date | null => (typeof v === 'number' && Number.isFinite(v) ? new Date(v * 1000) : null);

/** Stripe's subscription statuses, as Genie's: unpaid and paused lock like an unpaid renewal. */
function statusOf(status: string | null): ProviderSubscription['status'] {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
    case 'paused':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'ended';
    default:
      return 'pending';
  }
}

/**
 * The Stripe adapter of the payment port: Checkout (mode subscription) for a new plan, the Customer
 * Portal for everything after, and webhooks verified with the endpoint's signing secret on the raw
 * body. One recurring price per plan and cycle; the currency is chosen at checkout (a price's
 * currency options carry TWD and KRW), and Checkout offers the payment methods Stripe enables for it.
 */
export function stripeGateway(config: StripeConfig, now: () => Date = () => new Date()): PaymentGateway {
  const base = config.apiBase ? new URL(config.apiBase) : null;
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(base ? { host: base.hostname, port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)), protocol: base.protocol.replace(':', '') as 'http' | 'https' } : {}),
  });

  const priceToPlan = new Map<string, { plan: PlanId; cycle: BillingCycle }>();
  for (const [plan, cycles] of Object.entries(config.prices) as [PlanId, Record<BillingCycle, string>][]) {
    for (const [cycle, price] of Object.entries(cycles) as [BillingCycle, string][]) priceToPlan.set(price, { plan, cycle });
  }

  function subscriptionOf(raw: Json): ProviderSubscription | null {
    const items = (obj(raw.items).data as unknown[] | undefined) ?? [];
    const item = obj(items[0]);
    const price = idOf(item.price);
    const known = price ? priceToPlan.get(price) : undefined;
    const customerId = idOf(raw.customer);
    const subscriptionId = str(raw.id);
    // Since API version 2025-03-31 the period is on the subscription's items; before, on the subscription.
    const periodStart = date(item.current_period_start) ?? date(raw.current_period_start);
    const periodEnd = date(item.current_period_end) ?? date(raw.current_period_end);
    if (!known || !customerId || !subscriptionId || !periodStart || !periodEnd) return null;
    return {
      customerId,
      subscriptionId,
      designerId: str(obj(raw.metadata).designer_id),
      plan: known.plan,
      cycle: known.cycle,
      status: statusOf(str(raw.status)),
      periodStart,
      periodEnd,
      cancelAtPeriodEnd: raw.cancel_at_period_end === true || typeof raw.cancel_at === 'number',
    };
  }

  /** The subscription an invoice bills (top-level before 2025-03-31, under parent.subscription_details since). */
  const invoiceSubscription = (invoice: Json): string | null =>
    idOf(invoice.subscription) ?? idOf(obj(obj(invoice.parent).subscription_details).subscription);

  return {
    provider: 'stripe',

    async createCheckout(input: CheckoutRequest): Promise<string> {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: config.prices[input.plan][input.cycle], quantity: 1 }],
        currency: input.currency.toLowerCase(),
        client_reference_id: input.designer.id,
        ...(input.designer.customerId ? { customer: input.designer.customerId } : { customer_email: input.designer.email }),
        metadata: { designer_id: input.designer.id },
        subscription_data: { metadata: { designer_id: input.designer.id } },
        locale: input.designer.language === 'zh-TW' ? 'zh-TW' : input.designer.language === 'ko-KR' ? 'ko' : 'en',
        ...(config.tax === 'auto' ? { automatic_tax: { enabled: true }, ...(input.designer.customerId ? { customer_update: { address: 'auto' as const } } : {}) } : {}),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return session.url;
    },

    async createPortalSession({ customerId, returnUrl }): Promise<string> {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return session.url;
    },

    async parseWebhook(rawBody, headers): Promise<BillingEvent[]> {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string' || !signature) throw new WebhookSignatureError('missing Stripe-Signature header');
      let event: { id: string; type: string; data: { object: unknown } };
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret, 300, undefined, now().getTime()) as typeof event;
      } catch (e) {
        throw new WebhookSignatureError(e instanceof Error ? e.message : 'invalid signature');
      }
      const o = obj(event.data.object);
      const eventId = event.id;
      switch (event.type) {
        case 'checkout.session.completed': {
          const designerId = str(o.client_reference_id) ?? str(obj(o.metadata).designer_id);
          const customerId = idOf(o.customer);
          const subscriptionId = idOf(o.subscription);
          if (o.mode !== 'subscription' || !designerId || !customerId || !subscriptionId) return [{ kind: 'ignored', eventId, type: event.type }];
          // The session names the subscription only; its plan and period come from Stripe itself.
          const subscription = subscriptionOf(obj(await stripe.subscriptions.retrieve(subscriptionId)));
          return [{ kind: 'checkout_completed', eventId, designerId, customerId, subscription }];
        }
        case 'customer.subscription.created':
        case 'customer.subscription.updated': {
          const subscription = subscriptionOf(o);
          return subscription ? [{ kind: 'subscription_changed', eventId, subscription }] : [{ kind: 'ignored', eventId, type: event.type }];
        }
        case 'customer.subscription.deleted': {
          const customerId = idOf(o.customer);
          const subscriptionId = str(o.id);
          if (!customerId || !subscriptionId) return [{ kind: 'ignored', eventId, type: event.type }];
          return [{ kind: 'subscription_ended', eventId, customerId, subscriptionId, endedAt: date(o.ended_at) ?? now() }];
        }
        case 'invoice.paid':
        case 'invoice.payment_failed': {
          const customerId = idOf(o.customer);
          if (!customerId) return [{ kind: 'ignored', eventId, type: event.type }];
          const subscriptionId = invoiceSubscription(o);
          return event.type === 'invoice.paid'
            ? [{ kind: 'payment_succeeded', eventId, customerId, subscriptionId, renewal: o.billing_reason === 'subscription_cycle' }]
            : [{ kind: 'payment_failed', eventId, customerId, subscriptionId }];
        }
        default:
          return [{ kind: 'ignored', eventId, type: event.type }];
      }
    },
  };
}
