import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_KEY } from '../../app/auth.ts';
import { fakeApi, personalInfo, type Route } from '../shell/test-support.tsx';
import { Component as RequestPage } from './client-request-page.tsx';
import { detailReply, historyFixture, renderRequestRoutes, signedFileLink } from './test-support.tsx';
import { suggestionsKey } from './ai-api.ts';
import { suggestionsReply } from './ai-test-support.tsx';

const page = [{ path: '/client_request/:clientId', Component: RequestPage }];
const DETAIL = '/api/client_requests/cr-1/';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

function api(routes: Record<string, Route> = {}) {
  localStorage.setItem(TOKEN_KEY, 'test-token');
  return fakeApi({
    'GET /api/accounts/personal_info/': { json: personalInfo() },
    [`GET ${DETAIL}`]: { json: detailReply() },
    'POST /api/client_requests/cr-1/opened/': { json: { success: true } },
    'GET /api/client_requests/cr-1/history/': { json: historyFixture() },
    ...routes,
  });
}

describe('one client request', () => {
  it('shows who, what and when, in the interface language, and marks the request opened once', async () => {
    const calls = api();
    await renderRequestRoutes(page, '/client_request/cr-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Mia Chen' })).toBeInTheDocument();
    const title = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(within(title).getByText('New')).toBeInTheDocument();
    expect(screen.getByText('Conversation completed')).toBeInTheDocument();
    expect(screen.getAllByText('Commercial space').length).toBeGreaterThan(0);
    expect(calls.callsTo('GET', DETAIL)[0]?.search.get('lang')).toBe('en-US');

    await userEvent.click(screen.getByRole('tab', { name: /Conversation History/ }));
    await userEvent.click(screen.getByRole('tab', { name: /Overview of Requirements/ }));
    expect(await screen.findByRole('tab', { name: /Overview of Requirements/, selected: true })).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/client_requests/cr-1/opened/')).toHaveLength(1);
  });

  it('goes back to the list with the filters it was opened from', async () => {
    api();
    sessionStorage.setItem('genie.client-requests.url', '/client_request?status=won&page=2');
    await renderRequestRoutes(page, '/client_request/cr-1');
    expect(await screen.findByRole('link', { name: 'Potential Clients' })).toHaveAttribute('href', '/client_request?status=won&page=2');
  });

  it('opens the tab named in the address and keeps the address in step with the tabs', async () => {
    api();
    const { router } = await renderRequestRoutes(page, '/client_request/cr-1?tab=history');

    expect(await screen.findByRole('tab', { name: /Conversation History/, selected: true })).toBeInTheDocument();
    expect(await screen.findByText('What is your budget?')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: /Overview of Requirements/ }));
    expect(router.state.location.search).toBe('?tab=overview');
    expect(await screen.findByRole('heading', { name: 'Budget and timeline' })).toBeVisible();

    await router.navigate('/client_request/cr-1?tab=nonsense');
    expect(await screen.findByRole('tab', { name: /Overview of Requirements/, selected: true })).toBeInTheDocument();
  });

  it('shows every brief entry by group, the words and how they were understood, skipped and undecided marked', async () => {
    api();
    await renderRequestRoutes(page, '/client_request/cr-1');
    const budget = await screen.findByRole('region', { name: 'Budget and timeline' });
    expect(within(budget).getByText('About NT$1,500,000')).toBeInTheDocument();
    expect(within(budget).getByText(/around 1.5 million/)).toBeInTheDocument();
    expect(within(budget).getByText('Skipped')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Style' })).getByText('Undecided')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Contact details' })).toHaveTextContent('6pm-9pm');
    expect(screen.getByRole('meter', { name: 'Japandi' })).toHaveAttribute('aria-valuenow', '60');
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    // The request's files are shown by the signed links the reply carries, exactly as given.
    expect(screen.getByRole('button', { name: 'Open Floor plan 1 full size' }).querySelector('img')).toHaveAttribute('src', signedFileLink('floor-plans/fp1.webp', 'designer.cr-1'));
    expect(screen.getByRole('button', { name: 'Open Image attached to the note full size' }).querySelector('img')).toHaveAttribute(
      'src',
      signedFileLink('brief-notes/note1.webp', 'designer.cr-1'),
    );
  });

  it('lists the questions the client asked the studio, and no such section when they asked none', async () => {
    api({ [`GET ${DETAIL}`]: { json: detailReply({ client_questions: [{ text: 'How long does a café fit-out usually take?', asked_at: '2026-03-02T09:34:00.000Z' }] }) } });
    await renderRequestRoutes(page, '/client_request/cr-1');
    const questions = await screen.findByRole('region', { name: 'Questions the client asked you' });
    expect(within(questions).getByText('How long does a café fit-out usually take?')).toBeInTheDocument();
    expect(within(questions).getByText(/^Asked /)).toBeInTheDocument();
    cleanup();
    api();
    await renderRequestRoutes(page, '/client_request/cr-1');
    await screen.findByRole('region', { name: 'Budget and timeline' });
    expect(screen.queryByRole('region', { name: 'Questions the client asked you' })).not.toBeInTheDocument();
  });

  it('sends only the changed values when a group is edited, and refreshes the request', async () => {
    let stored = detailReply();
    const calls = api({
      [`GET ${DETAIL}`]: () => ({ json: stored }),
      [`PATCH ${DETAIL}`]: (call) => {
        stored = detailReply(call.json as object);
        return { json: stored };
      },
    });
    await renderRequestRoutes(page, '/client_request/cr-1');
    await userEvent.click(await screen.findByRole('button', { name: /Edit.*Contact details/ }));
    const phone = screen.getByLabelText('Phone');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+886 2 2345 6789');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(calls.callsTo('PATCH', DETAIL).map((c) => c.json)).toEqual([{ phone: '+886 2 2345 6789' }]);
    expect(screen.getByRole('region', { name: 'Contact details' })).toHaveTextContent('+886 2 2345 6789');
    await waitFor(() => expect(calls.callsTo('GET', DETAIL).length).toBeGreaterThan(1));
  });

  it('shows a best time the designer did not specify as "Not specified", and saving other contact edits leaves it so', async () => {
    const calls = api({
      [`GET ${DETAIL}`]: { json: detailReply({ available_time: null }) },
      [`PATCH ${DETAIL}`]: (call) => ({ json: detailReply({ available_time: null, ...(call.json as object) }) }),
    });
    await renderRequestRoutes(page, '/client_request/cr-1');
    expect(await screen.findByRole('region', { name: 'Contact details' })).toHaveTextContent('Not specified');
    expect(screen.getByRole('region', { name: 'Contact details' })).not.toHaveTextContent('9am-12pm');

    await userEvent.click(screen.getByRole('button', { name: /Edit.*Contact details/ }));
    expect(screen.getByLabelText('Available time')).toHaveDisplayValue('Not specified');
    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.type(screen.getByLabelText('Phone'), '+886 2 2345 6789');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(calls.callsTo('PATCH', DETAIL).map((c) => c.json)).toEqual([{ phone: '+886 2 2345 6789' }]);
  });

  it('after an edit, says the AI suggestions written before no longer match, with a link to regenerate them', async () => {
    api({ [`PATCH ${DETAIL}`]: { json: detailReply({ phone: '+886 2 2345 6789' }) } });
    await renderRequestRoutes(page, '/client_request/cr-1', { cached: [[suggestionsKey('cr-1'), suggestionsReply()]] });
    await userEvent.click(await screen.findByRole('button', { name: /Edit.*Contact details/ }));
    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.type(screen.getByLabelText('Phone'), '+886 2 2345 6789');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(/no longer match this request/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'regenerate them to update.' })).toHaveAttribute('href', '/client_request/cr-1?tab=suggestions');
  });

  it('puts the server’s reason under the field at fault', async () => {
    const calls = api({
      [`PATCH ${DETAIL}`]: { status: 400, json: { success: false, code: 'validation_failed', msg: 'This value is too long', fields: { 'fields.budget': 'too_long' } } },
    });
    await renderRequestRoutes(page, '/client_request/cr-1');
    await userEvent.click(await screen.findByRole('button', { name: /Edit.*Budget and timeline/ }));
    const budget = screen.getByLabelText('Budget');
    await userEvent.clear(budget);
    await userEvent.type(budget, 'two million');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('This value is too long')).toBeInTheDocument();
    expect(screen.getByLabelText('Budget')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.callsTo('PATCH', DETAIL)[0]?.json).toEqual({ fields: { budget: 'two million' } });
  });

  it('checks the values before saving', async () => {
    const calls = api();
    await renderRequestRoutes(page, '/client_request/cr-1');
    await userEvent.click(await screen.findByRole('button', { name: /Edit.*Project details/ }));
    const website = screen.getByLabelText('Website');
    await userEvent.clear(website);
    await userEvent.type(website, 'not a site');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a website address starting with http:// or https://')).toBeInTheDocument();
    expect(calls.callsTo('PATCH', DETAIL)).toHaveLength(0);
  });

  it('changes the status with a note', async () => {
    const calls = api({
      'PUT /api/client_requests/cr-1/status/': (call) => {
        const { status, note } = call.json as { status: string; note: string };
        return { json: { success: true, status, status_note: note } };
      },
    });
    await renderRequestRoutes(page, '/client_request/cr-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update the status' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Status'), 'contacted');
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Called on Monday');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.callsTo('PUT', '/api/client_requests/cr-1/status/')[0]?.json).toEqual({ status: 'contacted', note: 'Called on Monday' });
    expect(screen.getByText('Contacted')).toBeInTheDocument();
    expect(screen.getByText('“Called on Monday”')).toBeInTheDocument();
  });

  it('shows the conversation with times, the built-in assistant’s stand-ins, skips, and the reference rounds', async () => {
    api();
    await renderRequestRoutes(page, '/client_request/cr-1?tab=history');
    const transcript = await screen.findByRole('list', { name: 'Transcript' });
    expect(within(transcript).getAllByText('Genie').length).toBe(3);
    expect(within(transcript).getAllByText('Mia Chen').length).toBe(1);
    expect(within(transcript).getAllByText((_, el) => el?.tagName === 'TIME').length).toBe(5);
    const standIns = within(transcript).getAllByTestId('stand-in');
    expect(standIns).toHaveLength(1);
    expect(standIns[0]).toHaveTextContent('Written by the built-in assistant · the AI took too long to answer');
    expect(within(transcript).getByText('Skipped the question')).toBeInTheDocument();

    const round = screen.getByRole('listitem', { name: 'Round 1' });
    expect(round).toHaveTextContent('Chose Japandi');
    expect(round).toHaveTextContent('Asked for new images once');
    expect(within(round).getAllByRole('img')).toHaveLength(3);
    expect(within(round).getByAltText('Warm wood café').closest('li')).toHaveAttribute('data-chosen', 'true');
    expect(within(round).getByAltText('Concrete bar').closest('li')).not.toHaveAttribute('data-chosen');
    expect(screen.getByRole('region', { name: 'Feedback on the brief' })).toHaveTextContent('Love the wood tones');
    expect(screen.getByText(/The client confirmed the brief on/)).toBeInTheDocument();
  });

  it('shares four read-only links and replaces them when revoked', async () => {
    const calls = api({ 'POST /api/client_requests/cr-1/share/revoke/': { json: { success: true, share_key: 'key-two' } } });
    await renderRequestRoutes(page, '/client_request/cr-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share read-only links' });
    const links = () => ['overview', 'suggestions', 'history', 'analysis'].map((v) => within(dialog).getByTestId(`share-link-${v}`).getAttribute('href'));
    const origin = window.location.origin;
    expect(links()).toEqual(['overview', 'suggestions', 'history', 'analysis'].map((v) => `${origin}/client_request/key-one/${v}`));
    expect(within(dialog).getAllByRole('button', { name: /^Copy the .* link$/ })).toHaveLength(4);
    expect(dialog).toHaveTextContent('noindex');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke links' }));
    expect(calls.callsTo('POST', '/api/client_requests/cr-1/share/revoke/')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke and create new links' }));

    await within(dialog).findByText(/The old links no longer work/);
    expect(calls.callsTo('POST', '/api/client_requests/cr-1/share/revoke/')).toHaveLength(1);
    expect(links()).toEqual(['overview', 'suggestions', 'history', 'analysis'].map((v) => `${origin}/client_request/key-two/${v}`));
  });

  it('offers Visual Inspiration and Furniture Suggestions from the Professional plan, the upgrade prompt below it', async () => {
    api({ 'GET /api/accounts/personal_info/': { json: personalInfo({ plan: 'starter', features: ['genie', 'ai_suggestions', 'share_links'] }) } });
    await renderRequestRoutes(page, '/client_request/cr-1?tab=inspiration');
    const panel = await screen.findByRole('tabpanel', { name: /Visual Inspiration/ });
    expect(await within(panel).findByRole('heading', { name: 'Upgrade to use Visual Inspiration' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(screen.getByRole('tab', { name: /Furniture Suggestions.*needs the Professional plan/ })).toBeInTheDocument();
  });

  it('opens the image studio on the Visual Inspiration tab, started from the brief', async () => {
    const calls = api({
      'GET /api/accounts/deisnger_imagen_configs/': { json: { success: true, value: { custom_spaces: ['Tea Room'], custom_themes: [], studies: true } } },
      'GET /api/studio/generations/': { json: { success: true, generations: [] } },
      'GET /api/studio/results/': { json: { success: true, results: [], total: 0, page: 1, page_size: 24 } },
    });
    await renderRequestRoutes(page, '/client_request/cr-1?tab=inspiration');
    const panel = await screen.findByRole('tabpanel', { name: /Visual Inspiration/ });
    expect(await within(panel).findByRole('heading', { name: 'Create images' })).toBeInTheDocument();
    expect(within(panel).getByText('Started from this client\'s brief')).toBeInTheDocument();
    // The client's favourite style of the reference rounds, and a custom space among the spaces.
    expect(within(panel).getByRole('combobox', { name: 'Style' })).toHaveValue('japandi');
    expect(await within(panel).findByRole('option', { name: 'Tea Room' })).toBeInTheDocument();
    expect(calls.callsTo('GET', '/api/studio/generations/').at(-1)?.search.get('client_request_id')).toBe('cr-1');
    // The studio is the heaviest tab: give it time on a busy machine.
  }, 20_000);

  it('says so when the request does not exist', async () => {
    api({ [`GET ${DETAIL}`]: { status: 404, json: { success: false, code: 'not_found', msg: 'Not found' } } });
    await renderRequestRoutes(page, '/client_request/cr-1');
    expect(await screen.findByRole('heading', { name: 'Request not found' })).toBeInTheDocument();
  });
});
