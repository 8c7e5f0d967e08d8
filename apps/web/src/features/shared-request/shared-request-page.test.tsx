import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { fakeApi, type Route } from '../shell/test-support.tsx';
import type { FurnitureListReply } from '@genie/contracts';
import { suggestionsReply } from '../client-request/ai-test-support.tsx';
import { detailReply, historyFixture, renderRequestRoutes, signedFileLink } from '../client-request/test-support.tsx';
import { Component as SharedRequestPage } from './shared-request-page.tsx';

const routes = [
  { path: '/client_request/:shareKey/:view', Component: SharedRequestPage },
  { path: '/client_request_demo/:view', Component: SharedRequestPage },
];

/** The overview a share key opens: no designer's pipeline, its files signed for the share key. */
function sharedOverview() {
  const { id: _id, status: _s, status_note: _n, opened_at: _o, share_key: _k, ...overview } = detailReply().client_request;
  const feedback = {
    ...overview.feedback,
    note_image: { id: 'note-1', url: signedFileLink('brief-notes/note1.webp', 'share.key-one'), width: 640, height: 480 },
    floor_plans: [{ id: 'fp-1', url: signedFileLink('floor-plans/fp1.webp', 'share.key-one'), width: 1000, height: 800 }],
  };
  return { success: true, client_request: { ...overview, feedback } };
}

function api(key: string, extra: Record<string, Route> = {}) {
  return fakeApi({
    [`GET /api/shared/client_requests/${key}/overview/`]: { json: sharedOverview() },
    [`GET /api/shared/client_requests/${key}/history/`]: { json: historyFixture() },
    ...extra,
  });
}

const robots = () => document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a shared request', () => {
  it('shows the overview read-only, outside the admin shell, kept out of search engines', async () => {
    const calls = api('key-one');
    const { unmount } = await renderRequestRoutes(routes, '/client_request/key-one/overview');

    expect(await screen.findByRole('heading', { level: 1, name: 'Mia Chen' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Budget and timeline' })).toHaveTextContent('About NT$1,500,000');
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Sections' })).not.toBeInTheDocument();
    expect(screen.queryByText('Potential Clients')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Language English' })).toBeInTheDocument();
    expect(robots()?.content).toBe('noindex, nofollow');
    expect(screen.getByRole('button', { name: 'Open Floor plan 1 full size' }).querySelector('img')).toHaveAttribute('src', signedFileLink('floor-plans/fp1.webp', 'share.key-one'));
    expect(screen.getByRole('button', { name: 'Open Image attached to the note full size' }).querySelector('img')).toHaveAttribute(
      'src',
      signedFileLink('brief-notes/note1.webp', 'share.key-one'),
    );

    const views = screen.getByRole('navigation', { name: 'Views of this request' });
    expect(within(views).getByRole('link', { name: /Overview of Requirements/ })).toHaveAttribute('aria-current', 'page');
    expect(within(views).getByRole('link', { name: /AI Brand Analysis/ })).toHaveAttribute('href', '/client_request/key-one/analysis');

    const [call] = calls.callsTo('GET', '/api/shared/client_requests/key-one/overview/');
    expect(call?.search.get('lang')).toBe('en-US');
    expect(call?.headers.authorization).toBeUndefined();
    unmount();
    expect(robots()).toBeNull();
  });

  it('shows the conversation without saying who wrote the genie’s replies', async () => {
    api('key-one');
    await renderRequestRoutes(routes, '/client_request/key-one/history');
    expect(await screen.findByText('What is your budget?')).toBeInTheDocument();
    expect(screen.getByText('Skipped the question')).toBeInTheDocument();
    expect(screen.queryByTestId('stand-in')).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Round 1' })).toHaveTextContent('Chose Japandi');
  });

  it('says plainly when the link is no longer shared', async () => {
    fakeApi({});
    await renderRequestRoutes(routes, '/client_request/revoked-key/overview');
    expect(await screen.findByRole('heading', { name: 'This link is no longer shared' })).toBeInTheDocument();
    expect(robots()?.content).toBe('noindex, nofollow');
  });

  it('shows the furniture list under the suggestions when the designer included it: pieces, reasons, totals, no editing', async () => {
    api('key-one', {
      'GET /api/shared/client_requests/key-one/suggestions/': { json: suggestionsReply() },
      'GET /api/shared/client_requests/key-one/furniture/': { json: furnitureList() },
    });
    await renderRequestRoutes(routes, '/client_request/key-one/suggestions');
    const list = await screen.findByRole('region', { name: 'Furniture from the list' });
    expect(within(list).getByText(/Oak Lounge Sofa/)).toBeInTheDocument();
    expect(within(list).getByText("Japandi (rated 5/5), in the brief's colours and oak.")).toBeInTheDocument();
    expect(within(list).getByText('NT$30,000 of NT$300,000 budget')).toBeInTheDocument();
    expect(within(list).getByText('Room total NT$30,000')).toBeInTheDocument();
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows no furniture list when it is not included (the server answers 404)', async () => {
    const calls = api('key-one', { 'GET /api/shared/client_requests/key-one/suggestions/': { json: suggestionsReply() } });
    await renderRequestRoutes(routes, '/client_request/key-one/suggestions');
    await screen.findByRole('link', { name: /AI Suggestions/, current: 'page' });
    await vi.waitFor(() => expect(calls.callsTo('GET', '/api/shared/client_requests/key-one/furniture/')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Furniture from the list' })).not.toBeInTheDocument();
  });

  it('shows nothing of the list behind a revoked key', async () => {
    fakeApi({ 'GET /api/shared/client_requests/revoked-key/furniture/': { json: furnitureList() } });
    await renderRequestRoutes(routes, '/client_request/revoked-key/suggestions');
    expect(await screen.findByRole('heading', { name: 'This link is no longer shared' })).toBeInTheDocument();
    expect(screen.queryByText(/Oak Lounge Sofa/)).not.toBeInTheDocument();
  });

  it('does not know other views', async () => {
    api('key-one');
    await renderRequestRoutes(routes, '/client_request/key-one/secrets');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('serves the demo views from the showcase request, in the interface language, with a call to register', async () => {
    const calls = api('demo');
    await renderRequestRoutes(routes, '/client_request_demo/history', { language: 'zh-TW' });
    expect(await screen.findByText('What is your budget?')).toBeInTheDocument();
    expect(calls.callsTo('GET', '/api/shared/client_requests/demo/history/')[0]?.search.get('lang')).toBe('zh-TW');
    expect(screen.getByRole('heading', { name: '這是一筆示範需求' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '建立帳號' })).toHaveAttribute('href', '/registration');
    expect(screen.getByTestId('stand-in')).toHaveTextContent('由內建助理撰寫');
    const views = screen.getByRole('navigation', { name: '這筆需求的頁面' });
    expect(within(views).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/client_request_demo/overview',
      '/client_request_demo/suggestions',
      '/client_request_demo/history',
    ]);
  });
});

function furnitureList(): FurnitureListReply {
  const piece = { id: 'p1', name: 'Oak Lounge Sofa', category: 'sofa' as const, styles: ['japandi' as const], width_cm: 190, depth_cm: 85, height_cm: 78, colour: '#c49a6c', material: 'oak', price: 30000, currency: 'TWD' as const, vendor: 'Oak Works', product_url: '', image: '', licence: '' };
  return {
    generated: true,
    shared: true,
    currency: 'TWD',
    budget: 300000,
    total: 30000,
    rooms: [{ id: 'living_room', space: 'living_room' }],
    items: [{ slot: 'living_room:sofa', room_id: 'living_room', category: 'sofa', piece_id: 'p1', price: 30000, score: 1, pinned: true, reason: { code: 'style_colour_material', params: { style: 'japandi', score: 5, material: 'oak' } }, piece }],
    unfilled: [],
  };
}
