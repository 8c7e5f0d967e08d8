import { Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import type { BriefReply, ChatEvent, Language, PublicDesignerReply, StartClientRequestReply, VisitorClientRequest, VisitorSessionReply } from '@genie/contracts';
import { i18n, initI18n } from '../../i18n/index.ts';
import * as layout from './genie-layout.tsx';
import * as home from './home-page.tsx';
import * as chat from './chat-page.tsx';
import * as reference from './reference-page.tsx';
import * as brief from './brief-page.tsx';
import * as thanks from './thank-you-page.tsx';

/** Test support for the visitor screens: a fake visitor API (JSON and SSE replies), the real catalogs, a memory router. */

export interface Call {
  method: string;
  path: string;
  json: unknown;
  form: FormData | null;
  headers: Record<string, string>;
}
export type Reply = { status?: number; json?: unknown; sse?: ChatEvent[]; body?: ReadableStream<Uint8Array> };
export type Route = Reply | ((call: Call) => Reply | Promise<Reply>);

export function sseBody(events: ChatEvent[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      // Split mid-event on purpose: the reader must join chunks.
      const text = events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join('');
      const cut = Math.floor(text.length / 2);
      controller.enqueue(encoder.encode(text.slice(0, cut)));
      controller.enqueue(encoder.encode(text.slice(cut)));
      controller.close();
    },
  });
}

export function fakeApi(routes: Record<string, Route>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const body = init?.body;
    const call: Call = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      json: typeof body === 'string' ? JSON.parse(body) : undefined,
      form: body instanceof FormData ? body : null,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const reply = (typeof route === 'function' ? await route(call) : route) ?? { status: 404, json: { success: false, code: 'not_found', msg: 'Not found' } };
    const status = reply.status ?? 200;
    if (reply.sse || reply.body) return new Response(reply.body ?? sseBody(reply.sse ?? []), { status, headers: { 'content-type': 'text/event-stream' } });
    return new Response(JSON.stringify(reply.json ?? {}), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

let ready = false;
export async function loadLanguage(language: Language = 'en-US') {
  if (!ready) {
    await initI18n(language);
    ready = true;
  } else await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['common', 'validation', 'errors', 'genie', 'genie-validation', 'catalog']);
}

export function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

const page = (mod: { Component: ComponentType }) => ({ Component: mod.Component });
const flow = (chatScreen: ComponentType = chat.Component): RouteObject[] => [
  { path: 'chat', Component: chatScreen },
  { path: 'reference_image/:identifyKey', ...page(reference) },
  { path: 'design_brief/:identifyKey', ...page(brief) },
  { path: 'thank_you', ...page(thanks) },
];

/** Renders the visitor routes at `path`. `stub` replaces a screen with <Where /> to assert navigation. */
export function renderGenie(path: string, options: { stubChat?: boolean } = {}) {
  const chatScreen = options.stubChat ? Where : chat.Component;
  return renderRoutes(
    [
      { path: '/genie/:linkWords', ...page(layout), children: [{ index: true, ...page(home) }, ...flow(chatScreen)] },
      { path: '/genie_demo', ...page(layout), children: flow(chatScreen) },
    ],
    path,
  );
}

/** Renders `routes` at `path` in a memory router, with a query client that never retries. */
export function renderRoutes(routes: Parameters<typeof createMemoryRouter>[0], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Suspense fallback={<p>loading</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  );
  return router;
}

// ---- fixtures ----
export const designerReply: PublicDesignerReply = {
  success: true,
  data: {
    name: 'Anna Studio',
    genie_name: 'anna',
    logo: null,
    opening: 'Welcome to **Anna Studio**!',
    language: 'en-US',
    custom_styles: JSON.stringify({ theme: 'light', primary: '#226644', secondary: '#FFC700' }),
  },
  plan: { id: 'professional', status: 'active', features: [] } as unknown as PublicDesignerReply['plan'],
  msg: 'ok',
};

export const clientRequest: VisitorClientRequest = {
  identify_key: 'key123',
  contact_name: 'Lin',
  email: 'lin@example.com',
  phone: '0912345678',
  available_time: '9to12',
  available_time_other: null,
  project_type: 'residential_space',
  language: 'en-US',
  inquiry_date: '2025-01-01T00:00:00.000Z',
  stage: 'chat',
  conversation_completed: false,
};

export const startReply: StartClientRequestReply = { success: true, session_token: 'tok-1', client_request: clientRequest };

export function sessionReply(overrides: Partial<VisitorSessionReply> = {}): VisitorSessionReply {
  return {
    success: true,
    designer: designerReply.data,
    plan: designerReply.plan,
    client_request: clientRequest,
    messages: [{ id: 'g1', role: 'genie', text: 'Hello! What **style** do you like?', created_at: '2025-01-01T00:00:00.000Z', client_message_id: null }],
    question: {
      field_id: 'preferred_style',
      kind: 'choice',
      text: 'What style do you like?',
      hint: null,
      chips: [
        { label: 'Modern', value: 'Modern' },
        { label: 'Japandi', value: 'Japandi' },
      ],
      multiple: false,
    },
    progress: { answered: 3, total: 12, topic_index: 1, topic_count: 5 },
    complete: false,
    ...overrides,
  };
}

export function briefReplyFixture(overrides: Partial<BriefReply> = {}): BriefReply {
  return {
    success: true,
    client_request: { ...clientRequest, stage: 'brief' },
    entries: [
      { field_id: 'project_background', label: 'Project background', kind: 'free_text', group: 'project', raw: 'New flat', display: 'New flat', skipped: false, source: null, clarify: false },
      { field_id: 'budget', label: 'Budget', kind: 'money', group: 'budget_timeline', raw: '1m', display: 'TWD 1,000,000', skipped: false, source: null, clarify: false },
    ],
    style_samples: [
      { id: 's1', style: 'japandi', label: 'Japandi', image_url: null },
      { id: 's2', style: 'modern', label: 'Modern', image_url: null },
    ],
    feedback: { ratings: {}, comment: '', note: '', note_image: null, floor_plans: [] },
    ...overrides,
  };
}

/** Fills the home form as a visitor does (en-US labels) and sends it. */
export async function fillHomeForm({ phone = '0912 345 678', time = '6pm-9pm', projectType = 'Residential space' } = {}) {
  await userEvent.type(await screen.findByLabelText('Your name'), 'Lin');
  await userEvent.type(screen.getByLabelText('E-mail'), 'lin@example.com');
  await userEvent.type(screen.getByLabelText('Phone'), phone);
  await userEvent.click(screen.getByRole('radio', { name: time }));
  await userEvent.click(screen.getByRole('radio', { name: projectType }));
  await userEvent.click(screen.getByRole('button', { name: 'Start the conversation' }));
}
