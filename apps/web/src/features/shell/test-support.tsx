import { StrictMode, Suspense, type ComponentType } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type LoaderFunction, type RouteObject, type ShouldRevalidateFunction } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import type { Language, PersonalInfoReply, PlanFeature, PlanId, SubscriptionStatus } from '@genie/contracts';
import { TOKEN_KEY } from '../../app/auth.ts';
import { i18n, initI18n } from '../../i18n/index.ts';

/** Test support for every designer screen: a fake API, the real translations, a memory router. */

export interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
  /** The body parsed, when it was JSON. */
  json: unknown;
  /** The body as sent (a multipart form stays FormData). */
  body: BodyInit | null | undefined;
  headers: Record<string, string>;
}
type Reply = { status?: number; json?: unknown; text?: string; headers?: Record<string, string> };
export type Route = Reply | ((call: Call) => Reply | Promise<Reply>);

/** Replaces fetch: `routes` answers "METHOD /api/path/"; every call is recorded; unknown calls get a 404. */
export function fakeApi(routes: Record<string, Route>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const body = init?.body;
    const call: Call = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      search: url.searchParams,
      json: parseJson(body),
      body,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const reply = (typeof route === 'function' ? await route(call) : route) ?? { status: 404, json: { success: false, code: 'not_found', msg: 'Not found' } };
    const status = reply.status ?? 200;
    if (reply.text !== undefined) return new Response(reply.text, { status, headers: { 'content-type': 'text/html' } });
    if (status === 204) return new Response(null, { status });
    return new Response(JSON.stringify(reply.json ?? {}), { status, headers: { 'content-type': 'application/json', ...reply.headers } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

function parseJson(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

let ready = false;
/** The real catalogs (loaded through import.meta.glob), in `language`. */
export async function loadLanguage(language: Language = 'en-US') {
  if (!ready) {
    await initI18n(language);
    ready = true;
  } else await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['common', 'validation', 'errors', 'auth', 'shell', 'plans']);
}

/** Shows where the router is, for asserting navigation. */
export function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname}
      {location.search}
    </p>
  );
}

export interface ScreenRoute {
  /** Leave out for a layout route. */
  path?: string;
  Component: ComponentType;
  loader?: LoaderFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
  children?: ScreenRoute[];
}

export interface RenderRoutesOptions {
  language?: Language;
  /** True signs the designer in, false out; left out, the stored token stays as the test set it. */
  signedIn?: boolean;
  /** Renders in StrictMode (effects run twice). */
  strict?: boolean;
  /** Replies already in the query cache when the screen mounts (coming back to a screen). */
  cached?: [readonly unknown[], unknown][];
}

/** Renders `screens` in a data router at `at`, with a fresh query cache; any other path shows <Where/>. */
export async function renderRoutes(screens: ScreenRoute[], at: string, { language = 'en-US', signedIn, strict = false, cached = [] }: RenderRoutesOptions = {}) {
  await loadLanguage(language);
  if (signedIn === true) localStorage.setItem(TOKEN_KEY, 'test-token');
  if (signedIn === false) localStorage.removeItem(TOKEN_KEY);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  for (const [key, data] of cached) queryClient.setQueryData(key, data);
  const toRoute = (s: ScreenRoute): RouteObject => ({
    path: s.path,
    Component: s.Component,
    loader: s.loader,
    shouldRevalidate: s.shouldRevalidate,
    children: s.children?.map(toRoute),
    HydrateFallback: () => null,
  });
  const router = createMemoryRouter([...screens.map(toRoute), { path: '*', Component: Where }], { initialEntries: [at] });
  const tree = (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<p>Loading</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>
  );
  return { ...render(strict ? <StrictMode>{tree}</StrictMode> : tree), router, queryClient };
}

export function personalInfo(
  overrides: { status?: SubscriptionStatus; plan?: PlanId; features?: PlanFeature[]; endDate?: string; data?: Partial<PersonalInfoReply['data']> } = {},
): PersonalInfoReply {
  const status = overrides.status ?? 'trialing';
  const plan = overrides.plan ?? 'professional';
  const end = overrides.endDate ?? new Date(Date.now() + 12 * 24 * 60 * 60 * 1000 - 60_000).toISOString();
  return {
    success: true,
    msg: 'ok',
    data: {
      id: 'd-1',
      name: 'Studio Lumen',
      email: 'hello@lumen.studio',
      phone: '',
      address: '',
      context: '',
      opening: '',
      logo: null,
      language: 'en-US',
      custom_styles: '{"theme":"dark","primary":"#8b7dbe","secondary":"#FFC700"}',
      genie_name: 'lumen',
      username: null,
      subscription_start: '2026-01-01T00:00:00.000Z',
      subscription_end: end,
      ...overrides.data,
    },
    subscription: { status, plan, billing_cycle: 'monthly', trial: status === 'trialing', start_date: '2026-01-01T00:00:00.000Z', end_date: end, cancel_at_period_end: false, billed_by: 'none' },
    plan: { id: plan, status, features: overrides.features ?? (status === 'expired' ? [] : ['genie', 'visual_inspiration', 'furniture_suggestions']) },
  };
}
