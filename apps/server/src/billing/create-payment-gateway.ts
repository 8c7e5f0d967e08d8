import type { Env } from '../env.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { stripeGateway } from './stripe-gateway.ts';

/** The configured payment provider, or null: plans are requested from sales and granted with plan:set. */
export function createPaymentGateway(env: Pick<Env, 'STRIPE'>, now: () => Date): PaymentGateway | null {
  if (env.STRIPE) return stripeGateway(env.STRIPE, now);
  // A local gateway (ECPay, TapPay, …) is chosen here from its own env block.
  return null;
}
