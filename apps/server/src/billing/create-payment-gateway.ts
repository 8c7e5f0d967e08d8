import type { Env } from '../env.ts';
import type { PaymentGateway } from './payment-gateway.ts';

/**
 * The configured payment provider, or null: plans are requested from sales and granted with plan:set.
 * A provider's SDK is loaded only when it is configured.
 */
export async function createPaymentGateway(env: Pick<Env, 'STRIPE'>, now: () => Date): Promise<PaymentGateway | null> {
  if (env.STRIPE) return (await import('./stripe-gateway.ts')).stripeGateway(env.STRIPE, now);
  // A local gateway (ECPay, TapPay, …) is chosen here from its own env block.
  return null;
}
