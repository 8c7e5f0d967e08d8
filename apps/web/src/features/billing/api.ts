import { redirectReply, type CheckoutInput } from '@genie/contracts';
import { api } from '../../app/api-client.ts';

/** POST /api/billing/checkout/: the payment provider's checkout for a new subscription; the reply is where to go. */
export async function startCheckout(input: CheckoutInput): Promise<string> {
  return (await api('/billing/checkout/', { method: 'POST', json: input, schema: redirectReply })).url;
}

/** POST /api/billing/portal/: the provider's page for card, plan change, cancellation and invoices. */
export async function openBillingPortal(): Promise<string> {
  return (await api('/billing/portal/', { method: 'POST', schema: redirectReply })).url;
}
