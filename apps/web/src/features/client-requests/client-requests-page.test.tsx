import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClientRequestListItem } from '@genie/contracts';
import { SEARCH_DEBOUNCE_MS } from './filter-bar.tsx';
import { fakeApi, listReply, narrowScreen, personalInfo, renderClientRequests, requestItem } from './test-support.tsx';

const LIST = 'GET /api/client_requests/';
const EXPORT = 'GET /api/client_requests/export/';
const CREATE = 'POST /api/client_requests/';
const INFO = 'GET /api/accounts/personal_info/';

/** A designer's requests as the server keeps them: the list answers from here, status changes write here. */
function serverWith(items: ClientRequestListItem[], extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    [INFO]: { json: personalInfo() },
    [LIST]: { json: listReply(items) },
    ...extra,
  });
}

const lastListQuery = (api: ReturnType<typeof fakeApi>) => Object.fromEntries(api.callsTo('GET', '/api/client_requests/').at(-1)!.search);

beforeEach(() => narrowScreen(false));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('Potential Clients', () => {
  it('lists each request with its project type, dates, priority, conversation, message count and status', async () => {
    serverWith([
      requestItem({ id: 'r1', contact_name: 'Mei Chen', brand_name: 'Oak & Linen', priority: 'high', total_message_count: 18, status: 'in_proposal' }),
      requestItem({ id: 'r2', contact_name: 'Jun Park', project_type: 'website', deadline: null, priority: null, conversation_completed: false, total_message_count: 3 }),
    ]);
    await renderClientRequests();

    expect(await screen.findByRole('heading', { level: 1, name: 'Potential Clients' })).toBeInTheDocument();
    expect(document.title).toBe('Potential Clients · Genie');
    const table = await screen.findByRole('table', { name: 'Client requests' });
    const [, mei, jun] = within(table).getAllByRole('row');
    expect(mei).toHaveTextContent('Mei Chen');
    expect(mei).toHaveTextContent('Oak & Linen');
    expect(mei).toHaveTextContent('Residential space');
    expect(mei).toHaveTextContent('Mar 2, 2026');
    expect(mei).toHaveTextContent('Jun 30, 2026');
    expect(mei).toHaveTextContent('High');
    expect(mei).toHaveTextContent('Completed');
    expect(mei).toHaveTextContent('18');
    expect(within(mei!).getByRole('button', { name: /status of Mei Chen/ })).toHaveTextContent('In proposal');
    expect(jun).toHaveTextContent('Website');
    expect(jun).toHaveTextContent('Not set');
    expect(jun).toHaveTextContent('Not completed');
    expect(screen.getByText('2 requests')).toBeInTheDocument();
  });

  it('marks the requests the designer has not opened yet as New', async () => {
    serverWith([requestItem({ contact_name: 'Unopened Lead', is_new: true, status: 'contacted' }), requestItem({ contact_name: 'Seen Lead', is_new: false })]);
    await renderClientRequests();

    const unopened = (await screen.findByRole('link', { name: 'Unopened Lead' })).closest('tr')!;
    const seen = screen.getByRole('link', { name: 'Seen Lead' }).closest('tr')!;
    expect(within(unopened).getByTitle('Not opened yet')).toHaveTextContent('New');
    expect(within(seen).queryByTitle('Not opened yet')).not.toBeInTheDocument();
  });

  it('says how many brief values are to clarify with the client, on a desktop and on a phone, in the interface language', async () => {
    serverWith([requestItem({ contact_name: 'Unsure Lead', to_clarify: 2 }), requestItem({ contact_name: 'Clear Lead', to_clarify: 0 })]);
    const { unmount } = await renderClientRequests();
    const unsure = (await screen.findByRole('link', { name: 'Unsure Lead' })).closest('tr')!;
    expect(unsure).toHaveTextContent('2 to clarify');
    expect(screen.getByRole('link', { name: 'Clear Lead' }).closest('tr')).not.toHaveTextContent('to clarify');
    unmount();

    narrowScreen(true);
    await renderClientRequests('/client_request', { language: 'zh-TW' });
    expect(await screen.findByRole('link', { name: /Unsure Lead/ })).toHaveTextContent('2 項待確認');
    expect(screen.getByRole('link', { name: /Clear Lead/ })).not.toHaveTextContent('待確認');
  });

  it('opens a request from its row', async () => {
    serverWith([requestItem({ id: 'r42', contact_name: 'Mei Chen' })]);
    await renderClientRequests();

    await userEvent.click(within(await screen.findByRole('table')).getByText('Residential space'));
    expect(await screen.findByTestId('where')).toHaveTextContent('/client_request/r42');
  });

  describe('search, filters and sort', () => {
    it('come back from the address bar after a reload: in the request and in the filter bar', async () => {
      const api = serverWith([requestItem()]);
      await renderClientRequests('/client_request?q=mei&project_type=website&status=won&completed=false&from=2026-01-01&to=2026-03-31&sort=deadline&order=asc&page=2');

      await screen.findByRole('table');
      expect(lastListQuery(api)).toMatchObject({
        q: 'mei',
        project_type: 'website',
        status: 'won',
        completed: 'false',
        from: '2026-01-01',
        to: '2026-03-31',
        sort: 'deadline',
        order: 'asc',
        page: '2',
        page_size: '20',
        utc_offset: String(-new Date().getTimezoneOffset()),
      });
      expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('mei');
      expect(screen.getByLabelText('Project type')).toHaveValue('website');
      expect(screen.getByLabelText('Status')).toHaveValue('won');
      expect(screen.getByLabelText('Conversation')).toHaveValue('false');
      expect(screen.getByLabelText('Inquiry from')).toHaveValue('2026-01-01');
      expect(screen.getByLabelText('Inquiry to')).toHaveValue('2026-03-31');
      expect(screen.getByLabelText('Sort by')).toHaveValue('deadline');
      expect(screen.getByRole('columnheader', { name: /Deadline/ })).toHaveAttribute('aria-sort', 'ascending');
    });

    it('go into the address bar and the request as they are chosen, starting again at page 1', async () => {
      const api = serverWith([requestItem()]);
      const { search } = await renderClientRequests('/client_request?page=3');
      await screen.findByRole('table');

      await userEvent.selectOptions(screen.getByLabelText('Project type'), 'Exhibition space');
      await waitFor(() => expect(search().get('project_type')).toBe('exhibition_space'));
      expect(search().has('page')).toBe(false);
      await userEvent.selectOptions(screen.getByLabelText('Status'), 'In proposal');
      await userEvent.selectOptions(screen.getByLabelText('Conversation'), 'Completed');
      fireEvent.change(screen.getByLabelText('Inquiry from'), { target: { value: '2026-02-01' } });
      fireEvent.change(screen.getByLabelText('Inquiry to'), { target: { value: '2026-02-28' } });
      await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Messages');

      await waitFor(() =>
        expect(Object.fromEntries(search())).toEqual({
          project_type: 'exhibition_space',
          status: 'in_proposal',
          completed: 'true',
          from: '2026-02-01',
          to: '2026-02-28',
          sort: 'total_message_count',
          order: 'desc',
        }),
      );
      await waitFor(() =>
        expect(lastListQuery(api)).toMatchObject({
          project_type: 'exhibition_space',
          status: 'in_proposal',
          completed: 'true',
          from: '2026-02-01',
          to: '2026-02-28',
          sort: 'total_message_count',
          page: '1',
        }),
      );
    });

    it('searches name, e-mail, phone or brand once the typing pauses', async () => {
      const api = serverWith([requestItem()]);
      const { search } = await renderClientRequests();
      await screen.findByRole('table');

      await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'oak & linen');
      await waitFor(() => expect(search().get('q')).toBe('oak & linen'), { timeout: SEARCH_DEBOUNCE_MS * 5 });
      await waitFor(() => expect(lastListQuery(api).q).toBe('oak & linen'));
      // One request for the words, not one per letter.
      expect(api.callsTo('GET', '/api/client_requests/').filter((c) => c.search.has('q'))).toHaveLength(1);
    });

    it('sorts by a column header and reverses on the second click; aria-sort tells which', async () => {
      const api = serverWith([requestItem()]);
      const { search } = await renderClientRequests();
      await screen.findByRole('table');
      expect(screen.getByRole('columnheader', { name: /Inquiry date/ })).toHaveAttribute('aria-sort', 'descending');

      await userEvent.click(screen.getByRole('button', { name: 'Contact' }));
      await waitFor(() => expect(screen.getByRole('columnheader', { name: /Contact/ })).toHaveAttribute('aria-sort', 'ascending'));
      expect(screen.getByRole('columnheader', { name: /Inquiry date/ })).not.toHaveAttribute('aria-sort');
      expect(search().get('sort')).toBe('contact_name');
      expect(lastListQuery(api)).toMatchObject({ sort: 'contact_name', order: 'asc' });

      await userEvent.click(screen.getByRole('button', { name: 'Contact' }));
      await waitFor(() => expect(screen.getByRole('columnheader', { name: /Contact/ })).toHaveAttribute('aria-sort', 'descending'));
      expect(lastListQuery(api)).toMatchObject({ sort: 'contact_name', order: 'desc' });
    });

    it('offers to clear the filters when nothing matches them', async () => {
      const api = serverWith([], { [LIST]: (call) => ({ json: listReply(call.search.has('status') ? [] : [requestItem({ contact_name: 'Mei Chen' })]) }) });
      const { search } = await renderClientRequests('/client_request?status=lost&sort=priority&order=asc');

      expect(await screen.findByRole('heading', { name: 'No requests match' })).toBeInTheDocument();
      await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
      expect(await screen.findByRole('link', { name: 'Mei Chen' })).toBeInTheDocument();
      // The sort is a way of looking, not a filter: it stays.
      expect(Object.fromEntries(search())).toEqual({ sort: 'priority', order: 'asc' });
      expect(lastListQuery(api).status).toBeUndefined();
    });
  });

  it('turns the pages, keeping the filters, and says how many requests there are', async () => {
    const api = serverWith([], {
      [LIST]: (call) => {
        const page = Number(call.search.get('page'));
        return { json: listReply([requestItem({ contact_name: `Client on page ${page}` })], { total: 45, page }) };
      },
    });
    const { search } = await renderClientRequests('/client_request?status=new');

    expect(await screen.findByRole('link', { name: 'Client on page 1' })).toBeInTheDocument();
    expect(screen.getByText('45 requests')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();

    await userEvent.click(within(pages).getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('link', { name: 'Client on page 2' })).toBeInTheDocument();
    expect(Object.fromEntries(search())).toEqual({ status: 'new', page: '2' });
    expect(lastListQuery(api)).toMatchObject({ status: 'new', page: '2' });

    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('link', { name: 'Client on page 3' })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: /Next/ })).toBeDisabled();
  });

  describe('the status', () => {
    it('changes with a note: shown at once, saved, and kept', async () => {
      const items = [requestItem({ id: 'r1', contact_name: 'Mei Chen', status: 'new' })];
      let answer: (() => void) | undefined;
      const api = serverWith([], {
        [LIST]: () => ({ json: listReply(items) }),
        'PUT /api/client_requests/r1/status/': (call) =>
          new Promise((resolve) => {
            answer = () => {
              const { status, note } = call.json as { status: ClientRequestListItem['status']; note: string };
              items[0] = { ...items[0]!, status, status_note: note };
              resolve({ json: { success: true, status, status_note: note } });
            };
          }),
      });
      await renderClientRequests();

      await userEvent.click(await screen.findByRole('button', { name: 'Change the status of Mei Chen: New' }));
      const popover = await screen.findByRole('dialog', { name: 'Status of Mei Chen' });
      expect(within(popover).getByRole('radio', { name: 'New' })).toHaveFocus();
      expect(within(popover).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['New', 'Contacted', 'In proposal', 'Won', 'Lost']);
      await userEvent.click(within(popover).getByRole('radio', { name: 'Contacted' }));
      await userEvent.type(within(popover).getByLabelText('Note'), 'Call back on Monday');
      await userEvent.click(within(popover).getByRole('button', { name: 'Save' }));

      // Before the server has answered.
      expect(await screen.findByRole('button', { name: 'Change the status of Mei Chen: Contacted' })).toBeInTheDocument();
      expect(screen.getByText('Call back on Monday')).toBeInTheDocument();
      await waitFor(() => expect(answer).toBeDefined());
      expect(api.callsTo('PUT', '/api/client_requests/r1/status/')[0]!.json).toEqual({ status: 'contacted', note: 'Call back on Monday' });

      act(() => answer!());
      await waitFor(() => expect(api.callsTo('GET', '/api/client_requests/').length).toBeGreaterThan(1));
      expect(await screen.findByRole('button', { name: 'Change the status of Mei Chen: Contacted' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('goes back to what it was, with the reason, when the server refuses the change', async () => {
      serverWith([requestItem({ id: 'r1', contact_name: 'Mei Chen', status: 'new' })], {
        'PUT /api/client_requests/r1/status/': { status: 500, json: { success: false, code: 'internal_error', msg: 'boom' } },
      });
      await renderClientRequests();

      await userEvent.click(await screen.findByRole('button', { name: 'Change the status of Mei Chen: New' }));
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('radio', { name: 'Won' }));
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: Something went wrong. Please try again.');
      expect(screen.getByRole('button', { name: 'Change the status of Mei Chen: New' })).toBeInTheDocument();
    });

    it('is explained in Korean when refused, with the statuses in Korean', async () => {
      serverWith([requestItem({ id: 'r1', contact_name: '김지은', status: 'new' })], {
        'PUT /api/client_requests/r1/status/': { status: 404, json: { success: false, code: 'not_found', msg: 'Not found' } },
      });
      await renderClientRequests('/client_request', { language: 'ko-KR' });

      await userEvent.click(await screen.findByRole('button', { name: '김지은 님의 상태 변경: 신규' }));
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('radio', { name: '제안 중' }));
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '저장' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(/^저장하지 못했습니다: .*찾을 수 없/);
    });
  });

  it('exports the filtered list as CSV, with the same filters and the interface language', async () => {
    const api = serverWith([requestItem()], { [EXPORT]: { text: '\uFEFFContact name\nMei Chen\n' } });
    const saved: { name: string; href: string }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    await renderClientRequests('/client_request?q=oak&status=won&from=2026-01-01&sort=contact_name&order=asc&page=2');

    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [call] = api.callsTo('GET', '/api/client_requests/export/');
    expect(Object.fromEntries(call!.search)).toEqual({
      q: 'oak',
      status: 'won',
      from: '2026-01-01',
      sort: 'contact_name',
      order: 'asc',
      utc_offset: String(-new Date().getTimezoneOffset()),
      lang: 'en-US',
    });
    expect(call!.headers.authorization).toBe('Bearer test-token');
    expect(saved[0]).toEqual({ name: expect.stringMatching(/^potential-clients-\d{4}-\d{2}-\d{2}\.csv$/), href: 'blob:csv' });
  });

  describe('a new client added by hand', () => {
    async function openDialog(language: 'en-US' | 'zh-TW' = 'en-US') {
      await renderClientRequests('/client_request', { language });
      await userEvent.click(await screen.findByRole('button', { name: language === 'en-US' ? 'New client' : '新增客戶' }));
      return screen.findByRole('dialog', { name: language === 'en-US' ? 'New client' : '新增客戶' });
    }

    it('needs a project type: "Please select the project type"', async () => {
      const api = serverWith([requestItem()]);
      const dialog = await openDialog();
      expect(within(dialog).getByLabelText(/Project type/)).toHaveFocus();

      await userEvent.type(within(dialog).getByLabelText(/Contact name/), 'Walk-in Wang');
      await userEvent.type(within(dialog).getByLabelText('Phone'), '0912 000 111');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create request' }));

      expect(await within(dialog).findByText('Please select the project type')).toBeInTheDocument();
      expect(within(dialog).getByLabelText(/Project type/)).toHaveAttribute('aria-invalid', 'true');
      expect(api.callsTo('POST', '/api/client_requests/')).toHaveLength(0);
    });

    it('needs an e-mail or a phone number', async () => {
      serverWith([requestItem()]);
      const dialog = await openDialog();
      await userEvent.selectOptions(within(dialog).getByLabelText(/Project type/), 'Brand design');
      await userEvent.type(within(dialog).getByLabelText(/Contact name/), 'Walk-in Wang');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create request' }));
      expect(await within(dialog).findByText('Please enter an email or a phone number')).toBeInTheDocument();
    });

    it('asks for the project type in Traditional Chinese too', async () => {
      serverWith([requestItem()]);
      const dialog = await openDialog('zh-TW');
      await userEvent.click(within(dialog).getByRole('button', { name: '建立需求' }));
      expect(await within(dialog).findByText('請選擇專案類型')).toBeInTheDocument();
      expect(within(dialog).getByText('請填寫聯絡人姓名')).toBeInTheDocument();
    });

    it('creates the request and opens it', async () => {
      const api = serverWith([requestItem()], { [CREATE]: { json: { success: true, id: 'new-7' } } });
      const dialog = await openDialog();

      await userEvent.selectOptions(within(dialog).getByLabelText(/Project type/), 'Commercial space');
      await userEvent.type(within(dialog).getByLabelText(/Contact name/), 'Walk-in Wang');
      await userEvent.type(within(dialog).getByLabelText('E-mail'), 'wang@example.com');
      await userEvent.selectOptions(within(dialog).getByLabelText('Best time to call'), '6pm-9pm');
      await userEvent.type(within(dialog).getByLabelText('Brand name'), 'Wang Tea');
      await userEvent.type(within(dialog).getByLabelText('Website'), 'wangtea.tw');
      await userEvent.type(within(dialog).getByLabelText('What the client told you'), 'A second tea shop, opening in autumn.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create request' }));

      expect(await screen.findByTestId('where')).toHaveTextContent('/client_request/new-7');
      expect(api.callsTo('POST', '/api/client_requests/')[0]!.json).toEqual({
        project_type: 'commercial_space',
        contact_name: 'Walk-in Wang',
        email: 'wang@example.com',
        phone: '',
        available_time: '18to21',
        brand_name: 'Wang Tea',
        website_url: 'https://wangtea.tw',
        project_background: 'A second tea shop, opening in autumn.',
        language: 'en-US',
      });
    });

    it('shows what the server refused on the field concerned', async () => {
      serverWith([requestItem()], {
        [CREATE]: { status: 400, json: { success: false, code: 'validation_failed', msg: 'bad', fields: { website_url: 'website_url_invalid' } } },
      });
      const dialog = await openDialog();
      await userEvent.selectOptions(within(dialog).getByLabelText(/Project type/), 'Website');
      await userEvent.type(within(dialog).getByLabelText(/Contact name/), 'Walk-in Wang');
      await userEvent.type(within(dialog).getByLabelText('Phone'), '0912 000 111');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create request' }));
      expect(await within(dialog).findByText('Please enter a website address starting with http:// or https://')).toBeInTheDocument();
      expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    });
  });

  it('shows a new designer their genie link and the demo entry of a finished request', async () => {
    fakeApi({
      [INFO]: { json: personalInfo({ data: { genie_name: 'lumen' } }) },
      [LIST]: { json: listReply([], { empty_account: true }) },
    });
    await renderClientRequests();

    expect(await screen.findByRole('heading', { name: 'No client requests yet' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Your AI front-desk agent link')).toHaveValue(`${window.location.origin}/genie/lumen`);
    expect(screen.getByRole('heading', { name: 'What a finished request looks like' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open the demo request/ })).toHaveAttribute('href', '/client_request_demo');
    expect(screen.getByRole('button', { name: 'New client' })).toBeInTheDocument();
    // Nothing to filter or export yet.
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('says, translated, when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    fakeApi({
      [INFO]: { json: personalInfo() },
      [LIST]: () => (fail ? { status: 503, json: { success: false, code: 'internal_error', msg: 'down' } } : { json: listReply([requestItem({ contact_name: 'Mei Chen' })]) }),
    });
    await renderClientRequests('/client_request', { language: 'zh-TW' });

    expect(await screen.findByRole('alert')).toHaveTextContent('無法載入您的需求：');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '再試一次' }));
    expect(await screen.findByRole('link', { name: 'Mei Chen' })).toBeInTheDocument();
  });

  it('on a phone, shows cards that open the request, and no editing', async () => {
    narrowScreen(true);
    serverWith([requestItem({ id: 'r9', contact_name: 'Mei Chen', is_new: true, status: 'won', total_message_count: 12 })]);
    await renderClientRequests();

    const card = await screen.findByRole('link', { name: /Mei Chen/ });
    expect(card).toHaveAttribute('href', '/client_request/r9');
    expect(card).toHaveTextContent('New');
    expect(card).toHaveTextContent('Won');
    expect(card).toHaveTextContent('12 messages');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /status of Mei Chen/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New client' })).not.toBeInTheDocument();
    // The filters fold away behind a button; the search stays.
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Project type')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByLabelText('Project type')).toBeInTheDocument();
  });
});
