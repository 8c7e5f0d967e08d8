import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConversationItem, ConversationsReply } from '@genie/contracts';
import { historyFixture } from '../client-request/test-support.tsx';
import { narrowScreen } from '../client-requests/test-support.tsx';
import { fakeApi, renderRoutes } from '../shell/test-support.tsx';
import { Component, loader } from './conversation-history-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIST = '/api/my/conversations/';

function conversation(id: string, contact_name: string, overrides: Partial<ConversationItem> = {}): ConversationItem {
  return {
    id,
    contact_name,
    brand_name: null,
    project_type: 'residential_space',
    conversation_completed: false,
    message_count: 4,
    started_at: '2026-03-02T09:30:00.000Z',
    last_message: { role: 'genie', text: 'What is your budget?', at: '2026-03-02T09:40:00.000Z' },
    match: null,
    match_count: 0,
    ...overrides,
  };
}

const reply = (items: ConversationItem[]): ConversationsReply => ({ success: true, items, total: items.length, page: 1, page_size: 20 });
const render = (at = '/section/conversation_history') => renderRoutes([{ path: '/section/conversation_history', Component, loader }], at, { signedIn: true });

describe('the Conversation History section', () => {
  it('marks what was searched in the message it was found in, and opens that transcript beside the list', async () => {
    narrowScreen(false);
    const api = fakeApi({
      [`GET ${LIST}`]: {
        json: reply([
          conversation('a', 'Ann Lee', { match: { role: 'visitor', text: '…our budget is about NT$2M', at: '2026-03-02T09:35:00.000Z' }, match_count: 3 }),
          conversation('b', 'Bo Wu', { match: { role: 'genie', text: 'Noted: budget NT$1M.', at: '2026-03-01T09:35:00.000Z' }, match_count: 1 }),
        ]),
      },
      'GET /api/client_requests/a/history/': { json: historyFixture() },
      'GET /api/client_requests/b/history/': { json: historyFixture() },
    });
    await render('/section/conversation_history?q=Budget');

    const list = await screen.findByRole('list', { name: 'All conversations' });
    const ann = within(list).getAllByRole('listitem')[0]!;
    expect(within(ann).getByText('budget', { selector: 'mark' })).toBeInTheDocument();
    expect(within(ann).getByText('…and 2 more messages mention it')).toBeInTheDocument();
    expect(screen.getByText('2 conversations mention “Budget”')).toBeInTheDocument();
    expect(api.callsTo('GET', LIST)[0]!.search.get('q')).toBe('Budget');
    // The newest is open at first; a click opens another.
    expect(await screen.findByRole('region', { name: 'Conversation with Ann Lee' })).toBeInTheDocument();
    await userEvent.click(within(list).getAllByRole('button')[1]!);
    expect(await screen.findByRole('region', { name: 'Conversation with Bo Wu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open the request/ })).toHaveAttribute('href', '/client_request/b?tab=history');
    // The region shows the list's row at once; its transcript is fetched once, when it opens.
    await waitFor(() => expect(api.callsTo('GET', '/api/client_requests/b/history/')).toHaveLength(1));
  });

  it("on a phone, a conversation is a link to the request's history tab", async () => {
    narrowScreen(true);
    fakeApi({ [`GET ${LIST}`]: { json: reply([conversation('a', 'Ann Lee')]) } });
    await render();
    const list = await screen.findByRole('list', { name: 'All conversations' });
    expect(within(list).getByRole('link')).toHaveAttribute('href', '/client_request/a?tab=history');
    expect(screen.queryByRole('region', { name: /Conversation with/ })).not.toBeInTheDocument();
  });
});
