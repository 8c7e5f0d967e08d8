import { StrictMode, Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BrandAnalysisReply, ClientRequestDetail, Language, SuggestionsReply } from '@genie/contracts';
import { TOKEN_KEY } from '../../app/auth.ts';
import { i18n } from '../../i18n/index.ts';
import { switchLanguage } from '../account/test-harness.tsx';

/** Test support for the AI Suggestions and AI Brand Analysis tabs and their read-only views. */

export const CLIENT_ID = 'c1';
export const SUGGESTIONS = `/api/client_requests/${CLIENT_ID}/suggestions/`;
export const BRAND_ANALYSIS = `/api/client_requests/${CLIENT_ID}/brand_analysis/`;
export const REQUEST = `/api/client_requests/${CLIENT_ID}/`;

/** Renders `ui` on the request's page inside a data router and a fresh query cache, signed in. */
export async function renderOnRequestPage(
  ui: ReactElement,
  { language = 'en-US', strict = false, cached = [] }: { language?: Language; strict?: boolean; cached?: [readonly unknown[], unknown][] } = {},
) {
  await switchLanguage(language);
  await i18n.loadNamespaces(['ai-suggestions', 'brand-analysis', 'portfolio', 'common', 'errors', 'validation']);
  localStorage.setItem(TOKEN_KEY, 'test-token');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // Replies already in the cache when the tab mounts (coming back to a tab).
  for (const [key, data] of cached) queryClient.setQueryData(key, data);
  const router = createMemoryRouter(
    [
      { path: '/client_request/:clientId', element: ui },
      { path: '*', element: <p>Another page</p> },
    ],
    { initialEntries: [`/client_request/${CLIENT_ID}?tab=suggestions`] },
  );
  const tree = (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<p>Loading</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>
  );
  return { ...render(strict ? <StrictMode>{tree}</StrictMode> : tree), router, queryClient };
}

export const suggestionsContent: NonNullable<SuggestionsReply['suggestions']>['content'] = {
  summary: 'Mei is renovating a 30 m² studio in Taipei for herself and a cat.',
  design_directions: [
    {
      title: 'Warm Japandi calm',
      description: 'Pale oak, linen and low furniture keep the small room open.',
      style: 'japandi',
      palette: ['#e8dccb', '#a68a64', '#3f3a36'],
      materials: ['Oak', 'Linen'],
      key_pieces: ['Low platform bed', 'Shoji-style screen'],
      budget_fit: 'Fits the budget of NT$800,000 with built-ins kept simple.',
    },
  ],
  first_call_questions: ['Which walls can be moved?', 'Does the cat need a climbing wall?'],
  risks: [
    { kind: 'timeline', level: 'high', text: 'Moving in within 6 weeks leaves little time for built-ins.' },
    { kind: 'budget', level: 'low', text: 'The budget is comfortable for the size.' },
  ],
  next_steps: ['Book a site visit', 'Send a moodboard'],
};

export function suggestionsReply(overrides: Partial<SuggestionsReply> = {}, version = 1): SuggestionsReply {
  return {
    success: true,
    state: version > 1 ? 'regenerated' : 'generated',
    stale: false,
    blocked_reason: null,
    auto_generate: true,
    suggestions: { content: suggestionsContent, source: 'llm', language: 'en-US', generated_at: '2026-03-05T09:30:00.000Z', generation_count: version },
    ...overrides,
  };
}

export const notGenerated = (overrides: Partial<SuggestionsReply> = {}): SuggestionsReply =>
  suggestionsReply({ state: 'not_generated', suggestions: null, auto_generate: false, ...overrides });

export const extraction: NonNullable<BrandAnalysisReply['extraction']> = {
  url: 'https://lumen.studio',
  final_url: 'https://www.lumen.studio/',
  name: 'Lumen Studio',
  description: 'Calm interiors for small homes.',
  headings: ['Homes that breathe', 'Our process'],
  navigation: [
    { label: 'Work', url: 'https://www.lumen.studio/work' },
    { label: 'Contact', url: 'javascript:alert(1)' },
  ],
  colors: { theme_color: '#8b7dbe', css: [{ hex: '#222222', count: 41 }, { hex: '#f5f0e8', count: 12 }], logo_palette: ['#111111', '#d4a373'] },
  fonts: ['Playfair Display', 'Inter'],
  logo_url: 'https://www.lumen.studio/logo.png',
  social_links: [{ network: 'instagram', url: 'https://instagram.com/lumen.studio' }],
  languages: ['en', 'zh-TW'],
};

export const analysisWriting: NonNullable<BrandAnalysisReply['analysis']> = {
  summary: 'A quiet, premium studio voice.',
  positioning: 'Boutique residential design for young professionals.',
  audience: 'Couples in their thirties buying a first flat.',
  tone: 'Warm and understated.',
  visual_identity: 'Lavender accents on off-white, a serif display face.',
  gaps_and_opportunities: ['No project prices or ranges', 'Instagram is not linked from the home page'],
};

export function analysisReply(overrides: Partial<BrandAnalysisReply> = {}): BrandAnalysisReply {
  return {
    success: true,
    state: 'done',
    website_url: 'https://lumen.studio',
    started_at: '2026-03-05T09:30:00.000Z',
    finished_at: '2026-03-05T09:31:10.000Z',
    error_code: null,
    extraction,
    analysis: analysisWriting,
    source: 'llm',
    language: 'en-US',
    ...overrides,
  };
}

export const analysisIn = (state: BrandAnalysisReply['state'], overrides: Partial<BrandAnalysisReply> = {}): BrandAnalysisReply =>
  analysisReply({ state, extraction: null, analysis: null, source: null, finished_at: null, ...overrides });

/** The request as GET/PATCH /client_requests/:id/ answer it. */
export function requestDetail(overrides: Partial<ClientRequestDetail> = {}): { success: true; client_request: ClientRequestDetail } {
  return {
    success: true,
    client_request: {
      id: CLIENT_ID,
      contact_name: 'Mei Lin',
      email: 'mei@example.com',
      phone: '0912345678',
      available_time: '9to12',
      available_time_other: null,
      project_type: 'residential_space',
      language: 'en-US',
      inquiry_date: '2026-03-01T08:00:00.000Z',
      stage: 'done',
      conversation_completed: true,
      total_message_count: 24,
      brand_name: null,
      website_url: null,
      deadline: null,
      priority: null,
      origin: 'genie',
      entries: [],
      reference_outcome: null,
      style_samples: [],
      feedback: { ratings: {}, comment: '', note: '', note_image: null, floor_plans: [] },
      status: 'new',
      status_note: '',
      opened_at: null,
      share_key: 'k1',
      ...overrides,
    },
  };
}
