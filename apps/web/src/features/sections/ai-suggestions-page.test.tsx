import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SuggestionsOverviewItem, SuggestionsOverviewReply } from '@genie/contracts';
import { suggestionsReply } from '../client-request/ai-test-support.tsx';
import { fakeApi, renderRoutes } from '../shell/test-support.tsx';
import { Component, loader } from './ai-suggestions-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIST = '/api/my/ai_suggestions/';

function item(id: string, contact_name: string, overrides: Partial<SuggestionsOverviewItem> = {}): SuggestionsOverviewItem {
  return {
    id,
    contact_name,
    brand_name: null,
    project_type: 'residential_space',
    inquiry_date: '2026-03-02T09:30:00.000Z',
    conversation_completed: true,
    state: 'none',
    generated_at: null,
    generation_count: 0,
    language: null,
    same_if_regenerated: false,
    ...overrides,
  };
}

function reply(items: SuggestionsOverviewItem[]): SuggestionsOverviewReply {
  const counts = { none: 0, generated: 0, outdated: 0, blocked: 0 };
  for (const i of items) counts[i.state] += 1;
  return { success: true, items, total: items.length, page: 1, page_size: 20, counts };
}

const render = (at = '/section/ai_suggestions') => renderRoutes([{ path: '/section/ai_suggestions', Component, loader }], at, { signedIn: true });

describe('the AI Suggestions section', () => {
  it('writes the selected leads one after the other, pausing when the per-minute limit answers 429, and shows the outcome', async () => {
    let written = false;
    let limited = false;
    const api = fakeApi({
      [`GET ${LIST}`]: () => ({
        json: reply(
          written
            ? [item('a', 'Ann Lee', { state: 'generated', generated_at: '2026-03-03T10:00:00.000Z', generation_count: 1, language: 'en-US' }), item('b', 'Bo Wu', { state: 'generated', generated_at: '2026-03-03T10:00:00.000Z', generation_count: 1, language: 'en-US' })]
            : [item('a', 'Ann Lee'), item('b', 'Bo Wu'), item('c', 'Cy Other', { state: 'blocked', project_type: 'other' })],
        ),
      }),
      'POST /api/client_requests/a/suggestions/': () => {
        // The first try meets the limit; Retry-After says one second.
        if (!limited) {
          limited = true;
          return { status: 429, headers: { 'retry-after': '1' }, json: { success: false, code: 'rate_limited', msg: 'Too many requests' } };
        }
        return { json: suggestionsReply() };
      },
      'POST /api/client_requests/b/suggestions/': () => {
        written = true;
        return { json: suggestionsReply() };
      },
    });
    await render();

    const table = await screen.findByRole('table', { name: 'Clients and their AI suggestions' });
    const row = (name: string) => within(table).getByRole('link', { name }).closest('tr')!;
    expect(within(row('Cy Other')).getByRole('checkbox')).toBeDisabled();
    expect(within(row('Cy Other')).getByRole('link', { name: 'Choose project type' })).toHaveAttribute('href', '/client_request/c?tab=overview');
    expect(within(row('Ann Lee')).getByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/client_request/a?tab=suggestions');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every client on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Write suggestions for 2 clients' }));
    expect(await screen.findByText(/Pausing a moment/)).toBeInTheDocument();
    expect(await screen.findByText('The suggestions for 2 clients are ready.', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/client_requests/a/suggestions/')).toHaveLength(2);
    expect(api.callsTo('POST', '/api/client_requests/b/suggestions/')[0]?.json).toEqual({ language: 'en-US' });
    expect(api.callsTo('POST', '/api/client_requests/c/suggestions/')).toHaveLength(0);
    expect(await within(row('Bo Wu')).findByText('Up to date')).toBeInTheDocument();
  });

  it('keeps its filters in the address and sends them to the server', async () => {
    const api = fakeApi({ [`GET ${LIST}`]: { json: reply([item('a', 'Ann Lee', { state: 'outdated', generated_at: '2026-03-03T10:00:00.000Z', generation_count: 2, language: 'zh-TW' })]) } });
    const view = await render('/section/ai_suggestions?state=outdated&project_type=residential_space');
    // The suggestions' language named in the page's language (English here), not in its own.
    expect(await screen.findByText(/version 2 · Traditional Chinese/)).toBeInTheDocument();
    const sent = api.callsTo('GET', LIST)[0]!.search;
    expect(sent.get('state')).toBe('outdated');
    expect(sent.get('project_type')).toBe('residential_space');
    await userEvent.click(screen.getByRole('button', { name: /^All/ }));
    expect(new URLSearchParams(view.router.state.location.search).get('state')).toBeNull();
  });

  it('offers no rewrite of a lead the rules would write word for word again, and points to a language model', async () => {
    fakeApi({
      [`GET ${LIST}`]: {
        json: reply([
          item('a', 'Ann Lee', { state: 'generated', generated_at: '2026-03-03T10:00:00.000Z', generation_count: 1, language: 'en-US', same_if_regenerated: true }),
          item('b', 'Bo Wu', { state: 'generated', generated_at: '2026-03-03T10:00:00.000Z', generation_count: 1, language: 'zh-TW', same_if_regenerated: true }),
        ]),
      },
    });
    await render();
    const table = await screen.findByRole('table', { name: 'Clients and their AI suggestions' });
    const row = (name: string) => within(table).getByRole('link', { name }).closest('tr')!;
    expect(within(row('Ann Lee')).getByText(/Brief unchanged: the built-in rules write the same suggestions\./)).toBeInTheDocument();
    expect(within(row('Ann Lee')).getByRole('link', { name: 'Connect a language model' })).toHaveAttribute('href', '/account#language-model');
    expect(within(row('Ann Lee')).queryByRole('button', { name: 'Regenerate' })).not.toBeInTheDocument();
    expect(within(row('Ann Lee')).getByRole('checkbox')).toBeDisabled();
    // Written in Chinese, read in English: rewriting gives another text.
    expect(within(row('Bo Wu')).getByRole('button', { name: 'Regenerate' })).toBeEnabled();
  });
});
