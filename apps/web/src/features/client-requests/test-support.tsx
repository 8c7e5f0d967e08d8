import { vi } from 'vitest';
import type { ClientRequestListItem, ClientRequestListReply, Language } from '@genie/contracts';
import { renderRoutes } from '../shell/test-support.tsx';
import { Component as ClientRequestsPage, loader, shouldRevalidate } from './client-requests-page.tsx';

export { fakeApi, personalInfo } from '../shell/test-support.tsx';

/** Test support for Potential Clients: the page at /client_request, signed in (any other path shows <Where/>). */
export async function renderClientRequests(at = '/client_request', { language = 'en-US' as Language } = {}) {
  const view = await renderRoutes([{ path: '/client_request', Component: ClientRequestsPage, loader, shouldRevalidate }], at, { language, signedIn: true });
  /** The address bar's query, as the designer would see it after a reload. */
  const search = () => new URLSearchParams(view.router.state.location.search);
  return { ...view, search };
}

/** Phone (true) or desktop (false) layout, as useMediaQuery sees it. */
export function narrowScreen(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: narrow, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
}

let next = 1;
export function requestItem(overrides: Partial<ClientRequestListItem> = {}): ClientRequestListItem {
  const id = overrides.id ?? `r${next++}`;
  return {
    id,
    contact_name: 'Mei Chen',
    email: 'mei@example.com',
    phone: '+886 912 345 678',
    project_type: 'residential_space',
    brand_name: null,
    inquiry_date: '2026-03-02T09:30:00.000Z',
    deadline: '2026-06-30',
    priority: 'medium',
    conversation_completed: true,
    total_message_count: 18,
    status: 'new',
    status_note: '',
    is_new: false,
    stage: 'done',
    origin: 'genie',
    to_clarify: 0,
    over_plan_limit: false,
    ...overrides,
  };
}

export function listReply(items: ClientRequestListItem[], overrides: Partial<ClientRequestListReply> = {}): ClientRequestListReply {
  return { success: true, items, total: items.length, page: 1, page_size: 20, empty_account: false, ...overrides };
}
