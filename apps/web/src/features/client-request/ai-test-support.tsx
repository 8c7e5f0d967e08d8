import type { ReactElement } from 'react';
import type { BrandAnalysisReply, Language, SuggestionsReply } from '@genie/contracts';
import { i18n } from '../../i18n/index.ts';
import { loadLanguage, renderRoutes, type RenderRoutesOptions } from '../shell/test-support.tsx';

/** Test support for the AI Suggestions and AI Brand Analysis tabs and their read-only views. */

export const CLIENT_ID = 'c1';
export const SUGGESTIONS = `/api/client_requests/${CLIENT_ID}/suggestions/`;
export const BRAND_ANALYSIS = `/api/client_requests/${CLIENT_ID}/brand_analysis/`;
export const REQUEST = `/api/client_requests/${CLIENT_ID}/`;

/** Renders `ui` on the request's page (signed in) inside a data router and a fresh query cache. */
export async function renderOnRequestPage(ui: ReactElement, { language = 'en-US', strict, cached }: { language?: Language } & Pick<RenderRoutesOptions, 'strict' | 'cached'> = {}) {
  await loadLanguage(language);
  await i18n.loadNamespaces(['ai-suggestions', 'brand-analysis', 'portfolio']);
  const OnRequestPage = () => ui;
  return renderRoutes([{ path: '/client_request/:clientId', Component: OnRequestPage }], `/client_request/${CLIENT_ID}?tab=suggestions`, { language, signedIn: true, strict, cached });
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
    same_if_regenerated: false,
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
