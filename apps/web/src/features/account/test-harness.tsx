import type { ComponentType } from 'react';
import type { Language, PersonalInfoReply, PlanCatalogEntry, SubscriptionStatus } from '@genie/contracts';
import { i18n } from '../../i18n/index.ts';
import { loadLanguage, renderRoutes } from '../shell/test-support.tsx';

/** Test support for the account and plan screens, on the shared harness of shell/test-support. */

export { fakeApi } from '../shell/test-support.tsx';

export async function switchLanguage(language: Language) {
  await loadLanguage(language);
  await i18n.loadNamespaces('account');
}

export interface RenderScreenOptions {
  language?: Language;
  signedIn?: boolean;
}

function AnotherPage() {
  return <p>Another page</p>;
}

/** Renders one screen at `path` inside a data router, with a stand-in page at every other path. */
export async function renderScreen(path: string, Screen: ComponentType, { language = 'en-US', signedIn = true }: RenderScreenOptions = {}) {
  await switchLanguage(language);
  // The stand-in comes before renderRoutes' own catch-all, so it is the one matched.
  return renderRoutes(
    [
      { path, Component: Screen },
      { path: '*', Component: AnotherPage },
    ],
    path,
    { language, signedIn },
  );
}

export function personalInfoFixture(overrides: { status?: SubscriptionStatus; plan?: PlanCatalogEntry['id']; data?: Partial<PersonalInfoReply['data']> } = {}): PersonalInfoReply {
  const status = overrides.status ?? 'trialing';
  const plan = overrides.plan ?? 'professional';
  return {
    success: true,
    msg: 'ok',
    data: {
      id: 'd-1',
      name: 'Studio Lumen',
      email: 'hello@lumen.studio',
      phone: '+886 2 1234 5678',
      address: '12 Light Street, Taipei',
      context: 'We design calm homes.',
      opening: 'Welcome to Studio Lumen!',
      logo: null,
      language: 'en-US',
      custom_styles: '{"theme":"dark","primary":"#8b7dbe","secondary":"#FFC700"}',
      genie_name: 'lumen',
      username: 'lumen_team',
      subscription_start: '2026-01-01T00:00:00.000Z',
      subscription_end: '2026-02-01T00:00:00.000Z',
      ...overrides.data,
    },
    subscription: {
      status,
      plan,
      billing_cycle: 'monthly',
      trial: status === 'trialing',
      start_date: '2026-01-01T00:00:00.000Z',
      end_date: '2026-02-01T00:00:00.000Z',
      cancel_at_period_end: false,
      billed_by: 'none',
    },
    plan: { id: plan, status, features: status === 'expired' ? [] : ['genie', 'visual_inspiration'] },
  };
}

/** The catalogue as GET /api/plans/ serves it (spec §1: savings 9,600 / 12,000 / 19,800 NT$ a year). */
export const planCatalogFixture: PlanCatalogEntry[] = [
  {
    id: 'starter',
    features: ['genie', 'embed_widget', 'ai_suggestions', 'share_links'],
    monthly_message_quota: 1000,
    monthly_image_quota: 0,
    monthly_project_requests: 30,
    prices: { USD: { monthly: 29, yearly: 296 }, TWD: { monthly: 4000, yearly: 38400 }, KRW: { monthly: 39000, yearly: 397800 } },
    yearly_savings_twd: 9600,
    yearly_discount_percent: 15,
  },
  {
    id: 'professional',
    features: ['genie', 'embed_widget', 'ai_suggestions', 'share_links', 'brand_analysis', 'visual_inspiration', 'furniture_suggestions', 'target_client_intelligence'],
    monthly_message_quota: 3000,
    monthly_image_quota: 300,
    monthly_project_requests: 100,
    prices: { USD: { monthly: 59, yearly: 602 }, TWD: { monthly: 5000, yearly: 48000 }, KRW: { monthly: 79000, yearly: 805800 } },
    yearly_savings_twd: 12000,
    yearly_discount_percent: 15,
  },
  {
    id: 'master',
    features: [
      'genie',
      'embed_widget',
      'ai_suggestions',
      'share_links',
      'brand_analysis',
      'visual_inspiration',
      'furniture_suggestions',
      'target_client_intelligence',
      'sales_email_generation',
    ],
    monthly_message_quota: 10000,
    monthly_image_quota: 1500,
    monthly_project_requests: 300,
    prices: { USD: { monthly: 99, yearly: 1010 }, TWD: { monthly: 8250, yearly: 79200 }, KRW: { monthly: 129000, yearly: 1315800 } },
    yearly_savings_twd: 19800,
    yearly_discount_percent: 15,
  },
];

/** The fields of a multipart body, as plain strings (files by name). */
export function formFields(body: BodyInit | null | undefined): Record<string, string> {
  if (!(body instanceof FormData)) throw new Error('expected a multipart form body');
  const out: Record<string, string> = {};
  for (const [key, value] of body.entries()) out[key] = typeof value === 'string' ? value : `file:${value.name}`;
  return out;
}
