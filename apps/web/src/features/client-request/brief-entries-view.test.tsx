import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BriefEntry, Language } from '@genie/contracts';
import { TOKEN_KEY } from '../../app/auth.ts';
import { fakeApi, personalInfo } from '../shell/test-support.tsx';
import { Component as SharedRequestPage } from '../shared-request/shared-request-page.tsx';
import { Component as RequestPage } from './client-request-page.tsx';
import { splitAround } from './source-message.tsx';
import { detailReply, historyFixture, renderRequestRoutes } from './test-support.tsx';

/*
 * "The designer can trust it": each brief value opens the visitor's message it was read from, and the
 * words kept "to clarify" stand out — on the designer's overview and on the shared one.
 */

const budgetMessage = "Budget is around 1.5 million NTD, and we'd love to move in by March 2027";
const kept = "Something between my grandmother's house and a hotel lobby";

const entries: BriefEntry[] = [
  { field_id: 'project_background', label: 'Project background', kind: 'free_text', group: 'project', raw: 'A second café in Taipei', display: 'A second café in Taipei', skipped: false, source: null, clarify: false },
  { field_id: 'preferred_style', label: 'Preferred style', kind: 'free_text', group: 'style', raw: kept, display: kept, skipped: false, source: null, clarify: true },
  { field_id: 'budget', label: 'Budget', kind: 'money', group: 'budget_timeline', raw: 'around 1.5 million', display: 'About NT$1,500,000', skipped: false, source: budgetMessage, clarify: false },
  { field_id: 'space_size', label: 'Space size', kind: 'number_with_unit', group: 'space', raw: 'roughly thirty ping', display: '30 ping (99.2 m²)', skipped: false, source: null, clarify: false },
  { field_id: 'opening_date', label: 'Opening date', kind: 'date', group: 'budget_timeline', raw: 'by March 2027', display: 'By March 2027', skipped: false, source: budgetMessage, clarify: false },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function openRequest(language: Language = 'en-US') {
  localStorage.setItem(TOKEN_KEY, 'test-token');
  fakeApi({
    'GET /api/accounts/personal_info/': { json: personalInfo() },
    'GET /api/client_requests/cr-1/': { json: detailReply({ entries }) },
    'POST /api/client_requests/cr-1/opened/': { json: { success: true } },
    'GET /api/client_requests/cr-1/history/': { json: historyFixture() },
  });
  await renderRequestRoutes([{ path: '/client_request/:clientId', Component: RequestPage }], '/client_request/cr-1', { language });
}

async function openShared(language: Language = 'en-US') {
  const { id: _id, status: _s, status_note: _n, opened_at: _o, share_key: _k, ...overview } = detailReply({ entries }).client_request;
  fakeApi({ 'GET /api/shared/client_requests/key-one/overview/': { json: { success: true, client_request: overview } } });
  await renderRequestRoutes([{ path: '/client_request/:shareKey/:view', Component: SharedRequestPage }], '/client_request/key-one/overview', { language });
}

const row = (fieldId: string) => document.querySelector<HTMLElement>(`[data-field="${fieldId}"]`)!;

describe('the visitor’s words behind each brief value', () => {
  it('shows the whole message on hover, the words the value came from marked', async () => {
    await openRequest();
    const budget = await screen.findByRole('button', { name: /About NT\$1,500,000 ?, show the client's message/ });
    await userEvent.hover(budget);
    const message = await screen.findByRole('dialog', { name: "The client's message" });
    expect(message).toHaveTextContent(budgetMessage);
    expect(within(message).getByText('around 1.5 million').tagName).toBe('MARK');
    // Hovering leaves the focus where it was.
    expect(budget).not.toHaveFocus();
  });

  it('opens the message by a tap and keeps it there until dismissed', async () => {
    await openRequest();
    const date = await screen.findByRole('button', { name: /By March 2027 ?, show the client's message/ });
    await userEvent.pointer({ keys: '[TouchA]', target: date });
    const message = await screen.findByRole('dialog', { name: "The client's message" });
    expect(within(message).getByText('by March 2027').tagName).toBe('MARK');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: "The client's message" })).not.toBeInTheDocument();
  });

  it('opens the message from the keyboard for a screen reader, and gives the focus back on Escape', async () => {
    await openRequest();
    const budget = await screen.findByRole('button', { name: /About NT\$1,500,000/ });
    budget.focus();
    await userEvent.keyboard('{Enter}');
    const message = await screen.findByRole('dialog', { name: "The client's message" });
    expect(message).toHaveFocus();
    expect(budget).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(budget).toHaveFocus();
  });

  it('shows the whole answer, unmarked, when the value was read from all of it', async () => {
    await openRequest();
    await screen.findByRole('region', { name: 'Space' });
    const size = row('space_size');
    await userEvent.click(within(size).getByRole('button', { name: /^30 ping \(99.2 m²\) ?, show the client's message$/ }));
    const message = await screen.findByRole('dialog', { name: "The client's message" });
    expect(message).toHaveTextContent('roughly thirty ping');
    expect(message.querySelector('mark')).toBeNull();
  });

  it('offers no message to open when the value is the visitor’s whole answer, word for word', async () => {
    await openRequest();
    await screen.findByRole('button', { name: /About NT\$1,500,000/ });
    expect(within(row('project_background')).queryByRole('button')).not.toBeInTheDocument();
    expect(row('project_background')).toHaveTextContent('A second café in Taipei');
  });

  it('marks the words to clarify, kept as said, and counts them above the overview with a link to each', async () => {
    await openRequest();
    const summary = await screen.findByRole('region', { name: '1 answer to clarify with the client' });
    expect(within(summary).getByRole('link', { name: 'Preferred style' })).toHaveAttribute('href', '#entry-preferred_style');
    const style = row('preferred_style');
    expect(style).toHaveAttribute('id', 'entry-preferred_style');
    expect(within(style).getByText('To clarify')).toBeInTheDocument();
    expect(style).toHaveTextContent(`“${kept}”`);
    expect(style).toHaveTextContent('Kept as the client said it');
    expect(within(row('budget')).queryByText('To clarify')).not.toBeInTheDocument();
  });

  it('says what editing a value to clarify does', async () => {
    await openRequest();
    const styleGroup = await screen.findByRole('region', { name: 'Style' });
    await userEvent.click(within(styleGroup).getByRole('button', { name: /Edit/ }));
    expect(await within(styleGroup).findByText(/Saving your wording clears the mark/)).toBeInTheDocument();
  });

  it.each([
    ['zh-TW', '待確認', '有 1 個答案需要和客戶確認', '查看客戶的原始訊息', '客戶的訊息'],
    ['ko-KR', '확인 필요', '고객에게 확인할 답변 1개', '고객의 원래 메시지 보기', '고객의 메시지'],
  ] as const)('speaks %s: the mark, the count and the message are translated', async (language, badge, count, show, title) => {
    await openRequest(language);
    expect(await screen.findByRole('region', { name: count })).toBeInTheDocument();
    expect(within(row('preferred_style')).getByText(badge)).toBeInTheDocument();
    await userEvent.click(within(row('budget')).getByRole('button', { name: new RegExp(show) }));
    expect(await screen.findByRole('dialog', { name: title })).toHaveTextContent(budgetMessage);
  });

  it('shows the same on the shared read-only overview', async () => {
    await openShared();
    expect(await screen.findByRole('region', { name: '1 answer to clarify with the client' })).toBeInTheDocument();
    expect(within(row('preferred_style')).getByText('To clarify')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /About NT\$1,500,000 ?, show the client's message/ }));
    expect(await screen.findByRole('dialog', { name: "The client's message" })).toHaveTextContent(budgetMessage);
  });

  it('shows no summary when nothing is to clarify', async () => {
    localStorage.setItem(TOKEN_KEY, 'test-token');
    fakeApi({
      'GET /api/accounts/personal_info/': { json: personalInfo() },
      'GET /api/client_requests/cr-1/': { json: detailReply() },
      'POST /api/client_requests/cr-1/opened/': { json: { success: true } },
    });
    await renderRequestRoutes([{ path: '/client_request/:clientId', Component: RequestPage }], '/client_request/cr-1');
    await screen.findByRole('region', { name: 'Budget and timeline' });
    expect(screen.queryByText(/to clarify/i)).not.toBeInTheDocument();
  });
});

describe('splitAround', () => {
  it('finds the words in the message whatever their case, or keeps the whole message', () => {
    expect(splitAround('We have a CAT and a dog', 'a cat')).toEqual(['We have ', 'a CAT', ' and a dog']);
    expect(splitAround('預算大約300萬', '300萬')).toEqual(['預算大約', '300萬', '']);
    expect(splitAround('Two adults', 'three')).toEqual(['Two adults', '', '']);
  });
});

describe('a value the designer edited', () => {
  it('says the designer edited it, never "In their words", and keeps what the client said', async () => {
    const edited: BriefEntry = { ...entries[3]!, raw: '32 ping', display: '32 ping (105.8 m²)', edited_by: 'designer', client_said: 'roughly thirty ping' };
    localStorage.setItem(TOKEN_KEY, 'test-token');
    fakeApi({
      'GET /api/accounts/personal_info/': { json: personalInfo() },
      'GET /api/client_requests/cr-1/': { json: detailReply({ entries: [entries[0]!, edited] }) },
      'POST /api/client_requests/cr-1/opened/': { json: { success: true } },
      'GET /api/client_requests/cr-1/history/': { json: historyFixture() },
    });
    await renderRequestRoutes([{ path: '/client_request/:clientId', Component: RequestPage }], '/client_request/cr-1');

    await screen.findByText('32 ping (105.8 m²)');
    const size = row('space_size');
    expect(within(size).getByText('Edited by you')).toBeInTheDocument();
    expect(size).toHaveTextContent('The client said: “roughly thirty ping”');
    expect(size).not.toHaveTextContent('In their words');
    expect(within(size).queryByRole('button', { name: /show the client's message/ })).not.toBeInTheDocument();
  });
});
