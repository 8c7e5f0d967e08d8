/**
 * The fake Stripe for the journeys: the server's test fake (apps/server/test/fake-stripe-server.ts) on a
 * fixed port. The Genie server under test is pointed at it with STRIPE_API_BASE (NODE_ENV=test only);
 * its checkout page's Pay delivers the signed webhook events to the server's webhook URL.
 */
import { startFakeStripe } from '../../apps/server/test/fake-stripe-server.ts';
import { appOrigin, fakeStripePort, stripeTestSettings } from './ports.ts';

const settings = stripeTestSettings();
const stripe = await startFakeStripe({
  port: fakeStripePort(),
  webhookSecret: settings.STRIPE_WEBHOOK_SECRET,
  intervals: Object.fromEntries(
    Object.entries(settings)
      .filter(([key]) => key.startsWith('STRIPE_PRICE_'))
      .map(([key, price]) => [price, key.endsWith('_YEARLY') ? 'year' : 'month']),
  ),
  deliver: async (event) => {
    const res = await fetch(`${appOrigin()}/api/billing/webhook/stripe/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.payload,
    });
    if (!res.ok) throw new Error(`webhook ${event.type} refused: ${res.status} ${await res.text()}`);
  },
});
console.log(`fake Stripe on ${stripe.origin}`);
const stop = () => void stripe.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
