import type { BillingCycle, PlanCurrency, PlanId } from '@genie/contracts';

/**
 * The payment port. Genie knows a payment provider only through these three calls and the normalised
 * events below; Stripe (`stripe-gateway.ts`) is the first adapter. A local gateway (ECPay or TapPay
 * in Taiwan, say) is one more file implementing `PaymentGateway`, chosen in `create-payment-gateway.ts`
 * from its env settings. Webhook events are the only thing that changes a subscription
 * (`apply-billing-event.ts`), applied once per event id.
 */
export interface PaymentGateway {
  /** The provider's name, stored with each processed event (`billing_events.provider`). */
  readonly provider: string;
  /** A hosted checkout for a new subscription; returns where to send the designer's browser. */
  createCheckout(input: CheckoutRequest): Promise<string>;
  /** The provider's self-service page (card, plan change, cancellation, invoices) for a paying designer. */
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<string>;
  /**
   * Verifies a webhook on its raw bytes (signature, freshness) and turns it into normalised events.
   * Throws `WebhookSignatureError` when the request is not the provider's.
   */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<BillingEvent[]>;
}

export interface CheckoutRequest {
  designer: { id: string; email: string; customerId: string | null; language: string };
  plan: PlanId;
  cycle: BillingCycle;
  currency: PlanCurrency;
  successUrl: string;
  cancelUrl: string;
}

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** A subscription as the provider last described it. */
export interface ProviderSubscription {
  customerId: string;
  subscriptionId: string;
  /** The designer it was bought for (our id, echoed back by the provider from the checkout's metadata). */
  designerId: string | null;
  plan: PlanId;
  cycle: BillingCycle;
  /** active: paid and current; past_due: a payment failed and is retried; ended: over; pending: checkout not paid yet. */
  status: 'active' | 'past_due' | 'ended' | 'pending';
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

/** What happened at the provider, normalised. `eventId` is the provider's, unique per provider. */
export type BillingEvent =
  | { kind: 'checkout_completed'; eventId: string; designerId: string; customerId: string; subscription: ProviderSubscription | null }
  | { kind: 'subscription_changed'; eventId: string; subscription: ProviderSubscription }
  | { kind: 'subscription_ended'; eventId: string; customerId: string; subscriptionId: string; endedAt: Date }
  | { kind: 'payment_succeeded'; eventId: string; customerId: string; subscriptionId: string | null; renewal: boolean }
  | { kind: 'payment_failed'; eventId: string; customerId: string; subscriptionId: string | null }
  | { kind: 'ignored'; eventId: string; type: string };
