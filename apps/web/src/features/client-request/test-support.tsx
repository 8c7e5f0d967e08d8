import type { ClientRequestDetail, ClientRequestDetailReply, HistoryReply, Language, ReferenceImageCard } from '@genie/contracts';
import { loadLanguage, renderRoutes, type ScreenRoute } from '../shell/test-support.tsx';
import { loader as loadRequestPageCatalogs } from './client-request-page.tsx';

/** Test support for one request's pages: the request page's catalogs, and a request, its history and its images as the API serves them. */

export async function renderRequestRoutes(
  screens: ScreenRoute[],
  at: string,
  { language = 'en-US' as Language, cached = [] as [readonly unknown[], unknown][] } = {},
) {
  await loadLanguage(language);
  await loadRequestPageCatalogs();
  return renderRoutes(screens, at, { language, cached });
}

/** A request file's address as the API hands it out: a signed link for one reader (`designer.<id>`, `share.<key>`, `visitor.<id>`). */
export function signedFileLink(key: string, grant: string): string {
  return `/api/files/${key}?grant=${grant}&expires=1893456000&signature=c2lnbmVkLWZvci10ZXN0cw`;
}

export function imageCard(id: string, alt = `Image ${id}`): ReferenceImageCard {
  return { id, alt, width: 800, height: 600, variants: [{ url: `/api/files/${id}-480.jpg`, width: 480, height: 360, format: 'jpeg' }] };
}

export function requestFixture(overrides: Partial<ClientRequestDetail> = {}): ClientRequestDetail {
  return {
    id: 'cr-1',
    contact_name: 'Mia Chen',
    email: 'mia@example.com',
    phone: '+886 912 345 678',
    available_time: '18to21',
    available_time_other: null,
    project_type: 'commercial_space',
    language: 'en-US',
    inquiry_date: '2026-03-02T09:30:00.000Z',
    stage: 'done',
    conversation_completed: true,
    total_message_count: 14,
    brand_name: 'Mori Coffee',
    website_url: 'https://mori.coffee',
    deadline: '2026-09-01',
    priority: 'medium',
    origin: 'genie',
    source: null,
    bookings: [],
    client_questions: [],
    entries: [
      { field_id: 'project_background', label: 'Project background', kind: 'free_text', group: 'project', raw: 'A second café in Taipei', display: 'A second café in Taipei', skipped: false, source: null, clarify: false },
      { field_id: 'preferred_style', label: 'Preferred style', kind: 'free_text', group: 'style', raw: 'not sure yet', display: 'Not decided yet', skipped: false, source: null, clarify: false },
      { field_id: 'budget', label: 'Budget', kind: 'money', group: 'budget_timeline', raw: 'around 1.5 million', display: 'About NT$1,500,000', skipped: false, source: null, clarify: false },
      { field_id: 'opening_date', label: 'Opening date', kind: 'date', group: 'budget_timeline', raw: null, display: null, skipped: true, source: null, clarify: false },
    ],
    reference_outcome: {
      status: 'completed',
      chosen: [{ round: 1, style: 'japandi', style_name: 'Japandi', image: imageCard('img-2', 'Warm wood café') }],
      style_profile: [
        { style: 'japandi', name: 'Japandi', weight: 0.6 },
        { style: 'industrial', name: 'Industrial', weight: 0.4 },
      ],
      palette: [
        { hex: '#c8b79e', share: 0.7 },
        { hex: '#3b3a36', share: 0.3 },
      ],
    },
    style_samples: [{ id: 'sample-japandi', style: 'japandi', label: 'Japandi', image_url: '/api/files/sample.jpg' }],
    feedback: {
      ratings: { 'sample-japandi': 4 },
      comment: 'Love the wood tones',
      note: 'Please keep the counter',
      note_image: { id: 'note-1', url: signedFileLink('brief-notes/note1.webp', 'designer.cr-1'), width: 640, height: 480 },
      floor_plans: [{ id: 'fp-1', url: signedFileLink('floor-plans/fp1.webp', 'designer.cr-1'), width: 1000, height: 800 }],
    },
    status: 'new',
    status_note: '',
    opened_at: null,
    share_key: 'key-one',
    over_plan_limit: false,
    ...overrides,
  };
}

export function detailReply(overrides: Partial<ClientRequestDetail> = {}): ClientRequestDetailReply {
  return { success: true, client_request: requestFixture(overrides) };
}

export function historyFixture(): HistoryReply {
  return {
    success: true,
    messages: [
      { id: 'm1', role: 'genie', text: 'Hi! Tell me about your project.', at: '2026-03-02T09:30:00.000Z', action: null, source: 'llm', fallback_reason: null },
      { id: 'm2', role: 'visitor', text: 'A second café in Taipei', at: '2026-03-02T09:31:00.000Z', action: null, source: null, fallback_reason: null },
      { id: 'm3', role: 'genie', text: 'What is your budget?', at: '2026-03-02T09:31:30.000Z', action: null, source: 'engine', fallback_reason: 'timeout' },
      { id: 'm4', role: 'visitor', text: '', at: '2026-03-02T09:32:00.000Z', action: 'skip', source: null, fallback_reason: null },
      { id: 'm5', role: 'genie', text: 'When would you like to open?', at: '2026-03-02T09:32:10.000Z', action: null, source: 'llm', fallback_reason: null },
    ],
    reference_rounds: [
      {
        index: 1,
        offered: [
          { image: imageCard('img-1', 'Concrete bar'), style: 'industrial', style_name: 'Industrial' },
          { image: imageCard('img-2', 'Warm wood café'), style: 'japandi', style_name: 'Japandi' },
          { image: imageCard('img-3', 'Gold and velvet'), style: 'art_deco', style_name: 'Art Deco' },
        ],
        chosen: 'img-2',
        replaced_sets: 1,
      },
    ],
    reference_outcome: requestFixture().reference_outcome,
    style_samples: requestFixture().style_samples,
    feedback: requestFixture().feedback,
    confirmed_at: '2026-03-02T09:45:00.000Z',
  };
}
