import { Suspense, type ComponentType } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import type { Language, PersonalInfoReply, PlanCatalogEntry, SubscriptionStatus } from '@genie/contracts';
import { TOKEN_KEY } from '../../app/auth.ts';
import { i18n, initI18n } from '../../i18n/index.ts';

/** Test support for the account and plan screens: a memory router, a fresh query cache, a fake API. */

export interface RecordedCall {
  method: string;
  path: string;
  search: URLSearchParams;
  body: BodyInit | null | undefined;
}

export type Handler = (call: RecordedCall) => { status?: number; json: unknown } | undefined;

/** Replaces fetch: `routes` answers "METHOD /api/path/"; every call is recorded. Unknown calls get a 404. */
export function fakeApi(routes: Record<string, Handler | { status?: number; json: unknown }>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input.toString() : input.url);
    const call: RecordedCall = { method: (init?.method ?? 'GET').toUpperCase(), path: url.pathname, search: url.searchParams, body: init?.body };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const reply = typeof route === 'function' ? route(call) : route;
    const { status = 200, json } = reply ?? { status: 404, json: { success: false, code: 'not_found', msg: 'Not found' } };
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

let initialised = false;
export async function switchLanguage(language: Language) {
  if (!initialised) {
    await initI18n(language);
    initialised = true;
  } else {
    await i18n.changeLanguage(language);
  }
  await i18n.loadNamespaces(['account', 'plans', 'common', 'validation', 'errors']);
}

export interface RenderScreenOptions {
  language?: Language;
  signedIn?: boolean;
}

/** Renders one screen at `path` inside a data router, with a stand-in page at every other path. */
export async function renderScreen(path: string, Screen: ComponentType, { language = 'en-US', signedIn = true }: RenderScreenOptions = {}) {
  await switchLanguage(language);
  if (signedIn) localStorage.setItem(TOKEN_KEY, 'test-token');
  else localStorage.removeItem(TOKEN_KEY);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, Component: Screen },
      { path: '*', Component: () => <p>Another page</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<p>Loading</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
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
    monthly_project_requests: 30,
    price_monthly_usd: 29,
    price_yearly_usd: 296,
    price_monthly_twd: 4000,
    yearly_savings_twd: 9600,
    yearly_discount_percent: 15,
  },
  {
    id: 'professional',
    features: ['genie', 'embed_widget', 'ai_suggestions', 'share_links', 'brand_analysis', 'visual_inspiration', 'furniture_suggestions', 'target_client_intelligence'],
    monthly_message_quota: 3000,
    monthly_project_requests: 100,
    price_monthly_usd: 59,
    price_yearly_usd: 602,
    price_monthly_twd: 5000,
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
    monthly_project_requests: 300,
    price_monthly_usd: 99,
    price_yearly_usd: 1010,
    price_monthly_twd: 8250,
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
