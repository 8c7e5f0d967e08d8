/** Ports and addresses shared by the Playwright config, the fixtures and the mail catcher. */
function port(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) throw new Error(`${name} must be a TCP port, got ${JSON.stringify(raw)}`);
  return value;
}

export function mailCatcherPorts() {
  return { smtpPort: port('MAIL_CATCHER_SMTP_PORT', 2525), httpPort: port('MAIL_CATCHER_HTTP_PORT', 2526) };
}

export function appPort(): number {
  return port('E2E_PORT', 4173);
}

export function brandSitePort(): number {
  return port('E2E_BRAND_SITE_PORT', 4180);
}

/** The brand-analysis fixture site (support/brand-site.ts). */
export const brandSiteOrigin = () => `http://127.0.0.1:${brandSitePort()}`;

export const appOrigin = () => `http://127.0.0.1:${appPort()}`;
export const mailCatcherOrigin = () => `http://127.0.0.1:${mailCatcherPorts().httpPort}`;

export function embedHostPort(): number {
  return port('E2E_EMBED_HOST_PORT', 4181);
}

/** A studio's own website that embeds the genie (support/embed-host-site.ts): another origin and another site than the product. */
export const embedHostOrigin = () => `http://localhost:${embedHostPort()}`;

export function fakeStripePort(): number {
  return port('E2E_STRIPE_PORT', 4182);
}

/** The local fake Stripe (support/fake-stripe.ts): its API, checkout page and test controls. */
export const fakeStripeOrigin = () => `http://127.0.0.1:${fakeStripePort()}`;

/** The Stripe settings the server under test runs with: test values, never real keys. */
export function stripeTestSettings() {
  return {
    STRIPE_SECRET_KEY: 'sk_test_e2e_fake',
    STRIPE_WEBHOOK_SECRET: 'whsec_e2e_fake',
    STRIPE_PRICE_STARTER_MONTHLY: 'price_e2e_starter_m',
    STRIPE_PRICE_STARTER_YEARLY: 'price_e2e_starter_y',
    STRIPE_PRICE_PROFESSIONAL_MONTHLY: 'price_e2e_pro_m',
    STRIPE_PRICE_PROFESSIONAL_YEARLY: 'price_e2e_pro_y',
    STRIPE_PRICE_MASTER_MONTHLY: 'price_e2e_master_m',
    STRIPE_PRICE_MASTER_YEARLY: 'price_e2e_master_y',
  };
}

export function fakeImageProviderPort(): number {
  return port('E2E_IMAGE_PROVIDER_PORT', 4183);
}

/** A studio's own image provider (support/fake-image-provider.ts), OpenAI-shaped, which a studio connects in Account Management. */
export const fakeImageProviderOrigin = () => `http://127.0.0.1:${fakeImageProviderPort()}`;

/** The one key the fake image provider accepts: a test value, never a real key. */
export const fakeImageProviderKey = 'sk-e2e-studio-own-key-7c3a';

export function fakeLlmPort(): number {
  return port('E2E_LLM_PORT', 4184);
}

/** A studio's own language model (support/fake-llm.ts), OpenAI-compatible, which a studio connects in Account Management. */
export const fakeLlmOrigin = () => `http://127.0.0.1:${fakeLlmPort()}`;

/** The one key the fake language model accepts, and the one model it lists: test values, never real ones. */
export const fakeLlmKey = 'sk-e2e-studio-own-llm-4d1e';
export const fakeLlmModel = 'genie-e2e-model';
