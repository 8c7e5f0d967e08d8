import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ClientRequestListItem, ClientRequestListReply } from '@genie/contracts';
import { addCalendarMonths, calendarDayAt } from '@genie/core';
import { clientRequests } from '../src/db/schema.ts';
import { bearer, createTestApp, registerDesigner, type RegisteredDesigner, type TestApp } from './helpers.ts';
import { startRequest } from './genie-helpers.ts';

const DAY_MS = 24 * 60 * 60_000;
const TAIPEI = 480;

let t: TestApp;
let designer: RegisteredDesigner;
const ids: Record<string, string> = {};

async function create(body: Record<string, unknown>): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/client_requests/', headers: bearer(designer.token), payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: string }>().id;
}

async function list(query = '', who: RegisteredDesigner = designer): Promise<ClientRequestListReply> {
  const res = await t.app.inject({ method: 'GET', url: `/api/client_requests/?${query}`, headers: bearer(who.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ClientRequestListReply>();
}

const names = (reply: { items: ClientRequestListItem[] }) => reply.items.map((i) => i.contact_name);

/** A minimal RFC 4180 reader: quoted fields, doubled quotes, CRLF records. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

// Six requests a day apart: five from the create-client dialog, the newest from a visitor's genie.
beforeAll(async () => {
  t = await createTestApp();
  designer = await registerDesigner(t.app, { name: 'Oak Studio', language: 'en-US' });
  ids.alice = await create({ project_type: 'brand_design', contact_name: 'Alice Wang', email: 'alice@example.com', phone: '0911 000 001', brand_name: 'Sunrise Bakery' });
  t.clock.advance(DAY_MS);
  ids.bob = await create({ project_type: 'residential_space', contact_name: 'Bob_Lee 100%', email: 'bob@example.com' });
  t.clock.advance(DAY_MS);
  ids.carol = await create({ project_type: 'commercial_space', contact_name: 'Carol Chen', phone: '+886 922 333 444' });
  t.clock.advance(DAY_MS);
  ids.evil = await create({ project_type: 'website', contact_name: '=HYPERLINK("http://evil.example","x")', email: 'evil@example.com' });
  t.clock.advance(DAY_MS);
  ids.mei = await create({ project_type: 'residential_space', contact_name: '陳美玲', phone: '0933 444 555', language: 'zh-TW' });
  t.clock.advance(DAY_MS);
  const visitorRequest = await startRequest(t.app, designer.genie_name, { contact_name: 'Visitor Vera', email: 'vera@example.com' });
  ids.vera = (await list('q=vera')).items[0]!.id;
  expect(visitorRequest.reply.client_request.contact_name).toBe('Visitor Vera');

  const today = calendarDayAt(t.clock.now());
  const patch = (id: string, payload: object) => t.app.inject({ method: 'PATCH', url: `/api/client_requests/${id}/`, headers: bearer(designer.token), payload });
  await patch(ids.alice!, { deadline: addCalendarMonths(today, 1), priority: 'low' });
  await patch(ids.bob!, { deadline: addCalendarMonths(today, 1) });
  await patch(ids.carol!, { deadline: addCalendarMonths(today, 5) });
  await patch(ids.mei!, { deadline: addCalendarMonths(today, 10) });
  const status = (id: string, payload: object) => t.app.inject({ method: 'PUT', url: `/api/client_requests/${id}/status/`, headers: bearer(designer.token), payload });
  await status(ids.carol!, { status: 'contacted' });
  await status(ids.evil!, { status: 'won', note: 'Signed, "finally"! Budget 1,000\nStarts in May' });
  await t.database.db.update(clientRequests).set({ conversationCompleted: true, totalMessageCount: 14 }).where(eq(clientRequests.id, ids.mei!));
  await t.database.db.update(clientRequests).set({ totalMessageCount: 3 }).where(eq(clientRequests.id, ids.carol!));
});
afterAll(() => t.close());

describe('Potential Clients: the list', () => {
  it('shows the newest inquiry first, with the total, and pages on the server', async () => {
    const all = await list();
    expect(names(all)).toEqual(['Visitor Vera', '陳美玲', '=HYPERLINK("http://evil.example","x")', 'Carol Chen', 'Bob_Lee 100%', 'Alice Wang']);
    expect(all).toMatchObject({ total: 6, page: 1, page_size: 20, empty_account: false });
    const second = await list('page=2&page_size=2');
    expect(names(second)).toEqual(['=HYPERLINK("http://evil.example","x")', 'Carol Chen']);
    expect(second).toMatchObject({ total: 6, page: 2, page_size: 2 });
    expect((await list('page=9&page_size=2')).items).toEqual([]);
  });

  it('lists each request with its contact, columns, pipeline status and where it came from', async () => {
    const items = (await list()).items;
    const alice = items.find((i) => i.id === ids.alice)!;
    expect(alice).toMatchObject({
      email: 'alice@example.com',
      phone: '0911 000 001',
      project_type: 'brand_design',
      brand_name: 'Sunrise Bakery',
      priority: 'low',
      conversation_completed: false,
      total_message_count: 0,
      status: 'new',
      status_note: '',
      stage: 'chat',
      origin: 'manual',
    });
    expect(alice.deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(items.find((i) => i.id === ids.vera)).toMatchObject({ origin: 'genie', priority: null, deadline: null });
  });

  it('searches contact name, e-mail, phone and brand name, case-insensitively, with % and _ taken literally', async () => {
    expect(names(await list('q=ALICE'))).toEqual(['Alice Wang']);
    expect(names(await list('q=sunrise'))).toEqual(['Alice Wang']);
    expect(names(await list('q=922%20333'))).toEqual(['Carol Chen']);
    expect(names(await list('q=evil%40'))).toEqual(['=HYPERLINK("http://evil.example","x")']);
    expect(names(await list(`q=${encodeURIComponent('陳')}`))).toEqual(['陳美玲']);
    expect(names(await list('q=%25'))).toEqual(['Bob_Lee 100%']);
    expect(names(await list('q=_'))).toEqual(['Bob_Lee 100%']);
    expect(await list('q=nobody')).toMatchObject({ items: [], total: 0, empty_account: false });
  });

  it('filters by project type, status, completion and inquiry dates in the designer’s own days', async () => {
    expect(names(await list('project_type=residential_space'))).toEqual(['Visitor Vera', '陳美玲', 'Bob_Lee 100%']);
    expect(names(await list('status=contacted'))).toEqual(['Carol Chen']);
    expect(names(await list('completed=true'))).toEqual(['陳美玲']);
    expect((await list('completed=false')).total).toBe(5);
    const all = (await list()).items;
    const dayOf = (id: string) => calendarDayAt(new Date(all.find((i) => i.id === id)!.inquiry_date), TAIPEI);
    const between = await list(`from=${dayOf(ids.bob!)}&to=${dayOf(ids.carol!)}&utc_offset=${TAIPEI}`);
    expect(names(between)).toEqual(['Carol Chen', 'Bob_Lee 100%']);
    expect(names(await list(`from=${dayOf(ids.mei!)}&utc_offset=${TAIPEI}&project_type=residential_space`))).toEqual(['Visitor Vera', '陳美玲']);
  });

  it('sorts by any column either way, empty values last, ties newest first', async () => {
    expect(names(await list('sort=inquiry_date&order=asc'))[0]).toBe('Alice Wang');
    expect(names(await list('sort=contact_name&order=asc'))).toEqual(['=HYPERLINK("http://evil.example","x")', 'Alice Wang', 'Bob_Lee 100%', 'Carol Chen', 'Visitor Vera', '陳美玲']);
    // Bob and Alice share a deadline: the newer inquiry first. No deadline: last, whatever the order.
    expect(names(await list('sort=deadline&order=asc'))).toEqual(['Bob_Lee 100%', 'Alice Wang', 'Carol Chen', '陳美玲', 'Visitor Vera', '=HYPERLINK("http://evil.example","x")']);
    expect(names(await list('sort=deadline&order=desc')).slice(0, 2)).toEqual(['陳美玲', 'Carol Chen']);
    // Derived priorities (a month away: high; five: medium; ten: low) beside Alice's own "low".
    const byPriority = await list('sort=priority&order=desc');
    expect(byPriority.items.map((i) => [i.contact_name, i.priority])).toEqual([
      ['Bob_Lee 100%', 'high'],
      ['Carol Chen', 'medium'],
      ['陳美玲', 'low'],
      ['Alice Wang', 'low'],
      ['Visitor Vera', null],
      ['=HYPERLINK("http://evil.example","x")', null],
    ]);
    expect(names(await list('sort=priority&order=asc')).slice(0, 2)).toEqual(['陳美玲', 'Alice Wang']);
    expect(names(await list('sort=status&order=desc')).slice(0, 2)).toEqual(['=HYPERLINK("http://evil.example","x")', 'Carol Chen']);
    expect(names(await list('sort=total_message_count&order=desc')).slice(0, 2)).toEqual(['陳美玲', 'Carol Chen']);
  });

  it('marks a visitor’s request new until the designer opens it; their own entries are not new', async () => {
    const isNew = async () => Object.fromEntries((await list()).items.map((i) => [i.contact_name, i.is_new]));
    expect(await isNew()).toMatchObject({ 'Visitor Vera': true, 'Alice Wang': false });
    const opened = await t.app.inject({ method: 'POST', url: `/api/client_requests/${ids.vera}/opened/`, headers: bearer(designer.token) });
    expect(opened.json()).toMatchObject({ success: true });
    expect((await isNew())['Visitor Vera']).toBe(false);
    const detail = async () => (await t.app.inject({ method: 'GET', url: `/api/client_requests/${ids.vera}/`, headers: bearer(designer.token) })).json().client_request.opened_at;
    const first = await detail();
    t.clock.advance(60_000);
    await t.app.inject({ method: 'POST', url: `/api/client_requests/${ids.vera}/opened/`, headers: bearer(designer.token) });
    expect(await detail()).toBe(first);
  });

  it('tells a designer without any request that the account is empty', async () => {
    const newcomer = await registerDesigner(t.app);
    expect(await list('', newcomer)).toMatchObject({ items: [], total: 0, empty_account: true });
    expect(await list('status=won', newcomer)).toMatchObject({ empty_account: true });
  });

  it('refuses an unknown sort, a bad date and a page size over 100', async () => {
    for (const query of ['sort=budget', 'from=2026-13-45', 'page_size=101', 'utc_offset=9999']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/client_requests/?${query}`, headers: bearer(designer.token) });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('Potential Clients: the CSV export', () => {
  async function exportCsv(query = '', who: RegisteredDesigner = designer) {
    const res = await t.app.inject({ method: 'GET', url: `/api/client_requests/export/?${query}`, headers: bearer(who.token) });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  }

  it('is a UTF-8 file with a byte order mark and every match, named after the designer’s day', async () => {
    const res = await exportCsv(`utc_offset=${TAIPEI}`);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="potential-clients-${calendarDayAt(t.clock.now(), TAIPEI)}.csv"`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(['Name', 'Email', 'Phone', 'Project type', 'Brand', 'Inquiry date', 'Deadline', 'Priority', 'Conversation completed', 'Messages', 'Status', 'Note']);
    expect(rows).toHaveLength(7);
    expect(rows.find((r) => r[0] === 'Alice Wang')).toEqual([
      'Alice Wang',
      'alice@example.com',
      '0911 000 001',
      'Brand design',
      'Sunrise Bakery',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      'Low',
      'No',
      '0',
      'New',
      '',
    ]);
  });

  it('quotes commas, quotes and line breaks, and keeps formulas from running', async () => {
    const res = await exportCsv('status=won');
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(res.body).toContain('"Signed, ""finally""! Budget 1,000\nStarts in May"');
    const rows = parseCsv(res.body.slice(1));
    expect(rows).toHaveLength(2);
    expect(rows[1]![0]).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(rows[1]![10]).toBe('Won');
    expect(parseCsv((await exportCsv('q=carol')).body.slice(1))[1]![2]).toBe("'+886 922 333 444");
  });

  it('translates headers and values into the language asked for, else the designer’s', async () => {
    const zh = parseCsv((await exportCsv('lang=zh-TW&project_type=residential_space&completed=true')).body.slice(1));
    expect(zh[0]!.slice(0, 4)).toEqual(['姓名', '電子郵件', '電話', '專案類型']);
    expect(zh[1]).toMatchObject({ 0: '陳美玲', 3: '住宅空間', 7: '低', 8: '是', 9: '14', 10: '新進' });
    const korean = await registerDesigner(t.app, { language: 'ko-KR' });
    expect(parseCsv((await exportCsv('', korean)).body.slice(1))).toEqual([['이름', '이메일', '전화번호', '프로젝트 유형', '브랜드', '문의일', '마감일', '우선순위', '대화 완료', '메시지 수', '상태', '메모']]);
  });
});
