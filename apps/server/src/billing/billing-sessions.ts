import type { CheckoutInput, RedirectReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { designersRepository } from '../db/repositories/designers.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';
import type { PaymentGateway } from './payment-gateway.ts';

/**
 * Checkout for a new subscription. A designer who already pays through the provider changes plan in
 * the portal instead (Stripe prorates there), so checkout is offered only to one without a live
 * subscription; the plan itself changes only when the provider's webhook says so.
 */
export async function startCheckout(
  ctx: Pick<AppContext, 'db' | 'env' | 'now'>,
  gateway: PaymentGateway | null,
  designerId: string,
  input: CheckoutInput,
): Promise<RedirectReply> {
  if (!gateway) throw new AppError('billing_unavailable', errorMessages.billing_unavailable);
  const designer = await designersRepository(ctx.db).findById(designerId);
  if (!designer) throw new AppError('not_found', errorMessages.not_found);
  const base = ctx.env.PUBLIC_URL;
  const url = await gateway.createCheckout({
    designer: { id: designer.id, email: designer.email, customerId: designer.providerCustomerId, language: designer.language },
    plan: input.plan,
    cycle: input.billing_cycle,
    currency: input.currency,
    successUrl: `${base}/account?checkout=success`,
    cancelUrl: `${base}/choosing_plan?checkout=canceled`,
  });
  return { success: true, url };
}

/** The provider's portal (card, plan change with proration, cancellation, invoices) for a paying designer. */
export async function openBillingPortal(
  ctx: Pick<AppContext, 'db' | 'env'>,
  gateway: PaymentGateway | null,
  designerId: string,
): Promise<RedirectReply> {
  if (!gateway) throw new AppError('billing_unavailable', errorMessages.billing_unavailable);
  const designer = await designersRepository(ctx.db).findById(designerId);
  if (!designer) throw new AppError('not_found', errorMessages.not_found);
  if (!designer.providerCustomerId || designer.billedBy !== gateway.provider) throw new AppError('billing_account_missing', errorMessages.billing_account_missing);
  const url = await gateway.createPortalSession({ customerId: designer.providerCustomerId, returnUrl: `${ctx.env.PUBLIC_URL}/account` });
  return { success: true, url };
}
