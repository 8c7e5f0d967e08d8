import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientRequestDetail, HistoryReply, OutboxReply } from '@genie/contracts';
import { createInterviewer } from '../src/ai/create-interviewer.ts';
import { testEnv } from '../src/env.ts';
import { bearer, createTestApp, errorOf, multipart, registerDesigner, type RegisteredDesigner, type TestApp } from './helpers.ts';
import { chatTurn, completeConversation, genieBase, getSession, jpegImage, pngImage, startRequest, visitor } from './genie-helpers.ts';
import { mockModel } from './mock-language-model.ts';

let t: TestApp;
let designer: RegisteredDesigner;

// The visitors' genie has an LLM that is down: every genie message is the built-in engine standing in.
beforeAll(async () => {
  const failing = mockModel({
    extract: () => Promise.reject(new Error('provider down')),
    phrase: () => Promise.reject(new Error('provider down')),
  });
  t = await createTestApp({ RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: '1000' }, { interviewer: createInterviewer(testEnv().LLM, { model: failing }) });
  designer = await registerDesigner(t.app, { name: 'Oak Studio', language: 'en-US' });
});
afterAll(() => t.close());

const as = () => bearer(designer.token);

async function create(body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/client_requests/', headers: as(), payload: body });
}

async function detail(id: string, lang?: string): Promise<ClientRequestDetail> {
  const res = await t.app.inject({ method: 'GET', url: `/api/client_requests/${id}/${lang ? `?lang=${lang}` : ''}`, headers: as() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().client_request;
}

async function patch(id: string, payload: object) {
  return t.app.inject({ method: 'PATCH', url: `/api/client_requests/${id}/`, headers: as(), payload });
}

const entry = (d: ClientRequestDetail, fieldId: string) => d.entries.find((e) => e.field_id === fieldId);

describe('the create-client dialog', () => {
  it('asks for the project type ("Please select the project type") and for an e-mail or a phone', async () => {
    const noType = await create({ contact_name: 'Walk-in Wu', phone: '0911 222 333' });
    expect(errorOf(noType)).toMatchObject({ status: 400, code: 'validation_failed', msg: 'Please select the project type', fields: { project_type: 'project_type_required' } });
    const noContact = await create({ project_type: 'website', contact_name: 'Walk-in Wu' });
    expect(errorOf(noContact)).toMatchObject({ status: 400, msg: 'Please enter an email or a phone number', fields: { email: 'contact_required' } });
    const badUrl = await create({ project_type: 'website', contact_name: 'Walk-in Wu', phone: '0911', website_url: 'ftp://files.example' });
    expect(errorOf(badUrl).fields).toEqual({ website_url: 'website_url_invalid' });
  });

  it('creates a manual request with a fresh brief in the designer’s language, the background as its first answer', async () => {
    const res = await create({
      project_type: 'residential_space',
      contact_name: 'Phone Lead Pan',
      phone: '0911 222 333',
      website_url: 'pan-family.tw',
      project_background: 'Called about renovating a 30-year-old flat before the baby arrives.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = await detail(res.json().id);
    expect(d).toMatchObject({
      contact_name: 'Phone Lead Pan',
      email: '',
      phone: '0911 222 333',
      available_time: null,
      available_time_other: null,
      project_type: 'residential_space',
      language: 'en-US',
      stage: 'chat',
      conversation_completed: false,
      total_message_count: 0,
      origin: 'manual',
      website_url: 'https://pan-family.tw',
      brand_name: null,
      deadline: null,
      priority: null,
      status: 'new',
      status_note: '',
      reference_outcome: null,
      feedback: { ratings: {}, comment: '', note: '', note_image: null, floor_plans: [] },
    });
    expect(d.opened_at).not.toBeNull();
    expect(d.share_key).toMatch(/^[\w-]{22}$/);
    expect(entry(d, 'project_background')).toMatchObject({ label: 'Project background', group: 'project', raw: 'Called about renovating a 30-year-old flat before the baby arrives.' });
  });

  it('keeps a best time the designer did not specify as not specified, until they set one', async () => {
    const id = (await create({ project_type: 'website', contact_name: 'Walk-in Wu', email: 'wu@example.com' })).json().id as string;
    expect(await detail(id)).toMatchObject({ available_time: null, available_time_other: null });

    const res = await patch(id, { available_time: '18to21' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await detail(id)).toMatchObject({ available_time: '18to21' });
  });

  it('reads what the client told the designer into the brief, each fact with the designer’s notes as its source', async () => {
    const notes = '咖啡廳，35坪，預算新台幣450萬，2027年4月開幕，侘寂風';
    // A studio of its own, so this lead stays out of the other tests' lists.
    const cafeStudio = bearer((await registerDesigner(t.app, { name: '木與光', language: 'zh-TW' })).token);
    const payload = { project_type: 'commercial_space', contact_name: '陳老闆', phone: '0912 345 678', project_background: notes };
    const res = await t.app.inject({ method: 'POST', url: '/api/client_requests/', headers: cafeStudio, payload });
    expect(res.statusCode, res.body).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: `/api/client_requests/${res.json().id}/`, headers: cafeStudio });
    const d = read.json().client_request as ClientRequestDetail;
    expect(entry(d, 'space_size')).toMatchObject({ raw: '35坪', source: notes, clarify: false });
    expect(entry(d, 'space_size')!.display).toMatch(/^35坪/);
    expect(entry(d, 'budget')!.display).toBe('NT$4,500,000');
    expect(entry(d, 'budget')!.source).toBe(notes);
    expect(entry(d, 'opening_date')!.display).toBe('2027年4月');
    expect(entry(d, 'preferred_style')!.display).toContain('侘寂風');
    expect(entry(d, 'project_background')).toMatchObject({ raw: notes, display: notes, source: null });
    // Nothing was asked of the client: the conversation is not under way, let alone complete.
    expect(d).toMatchObject({ stage: 'chat', conversation_completed: false, origin: 'manual' });
  });
});

describe('one request: the overview', () => {
  let id: string;
  beforeAll(async () => {
    id = (await create({ project_type: 'residential_space', contact_name: 'Lin Family', email: 'lin@example.com', available_time: 'other', available_time_other: 'weekends', language: 'zh-TW' })).json().id;
  });

  it('lists every overview field of the project type, grouped, labelled and formatted in the language asked for', async () => {
    await patch(id, { fields: { budget: '預算大約300萬', space_size: '35坪', property_category: '電梯大樓' } });
    const zh = await detail(id);
    expect(zh.language).toBe('zh-TW');
    expect(zh.available_time_other).toBe('weekends');
    const groups = zh.entries.map((e) => e.group);
    expect(groups.indexOf('budget_timeline')).toBeGreaterThan(groups.lastIndexOf('project'));
    expect(zh.entries.map((e) => e.field_id)).toEqual(expect.arrayContaining(['property_category', 'layout', 'move_in_date', 'memorable_moments']));
    expect(zh.entries.map((e) => e.field_id)).not.toContain('brand_website');
    expect(entry(zh, 'budget')).toMatchObject({ label: '預算', raw: '預算大約300萬', kind: 'money', skipped: false });
    expect(entry(zh, 'budget')!.display).toContain('3,000,000');
    const en = await detail(id, 'en-US');
    expect(entry(en, 'budget')).toMatchObject({ label: 'Budget', raw: '預算大約300萬' });
    expect(entry(en, 'budget')!.display).toMatch(/^about NT\$3,000,000$/);
    expect(entry(en, 'property_category')!.display).toBe('Apartment');
    expect(entry(zh, 'property_category')!.display).toBe('公寓大樓');
    expect(entry(en, 'space_size')!.display).toMatch(/^35 ping/);
    expect(entry(await detail(id, 'ko-KR'), 'layout')).toMatchObject({ label: '구조', raw: null, display: null, skipped: false });
  });

  it('re-parses each edited field like a visitor’s answer; empty clears it; a field of another project type is refused', async () => {
    const res = await patch(id, { fields: { layout: '3房2廳', budget: '' } });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().client_request as ClientRequestDetail;
    expect(entry(d, 'layout')).toMatchObject({ raw: '3房2廳', skipped: false, edited_by: 'designer' });
    expect(entry(d, 'budget')).toMatchObject({ raw: null, display: null, skipped: true });
    const foreign = await patch(id, { fields: { brand_website: 'https://x.example', layout: '4房' } });
    expect(errorOf(foreign)).toMatchObject({ status: 400, code: 'validation_failed', fields: { 'fields.brand_website': 'invalid_value' } });
    expect(entry(await detail(id), 'layout')!.raw).toBe('3房2廳');
  });

  it('takes the deadline from the brief and derives the priority, until the designer sets their own', async () => {
    let d = (await patch(id, { fields: { expected_deadline: '2個月內' } })).json().client_request as ClientRequestDetail;
    expect(d.deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(d.priority).toBe('high');
    d = (await patch(id, { fields: { expected_deadline: '2030年' } })).json().client_request;
    expect(d).toMatchObject({ deadline: '2030-12-31', priority: 'low' });
    d = (await patch(id, { deadline: '2031-05-01', priority: 'medium' })).json().client_request;
    expect(d).toMatchObject({ deadline: '2031-05-01', priority: 'medium' });
    d = (await patch(id, { fields: { expected_deadline: '2032年' } })).json().client_request;
    expect(d.deadline).toBe('2031-05-01');
    d = (await patch(id, { deadline: '', priority: '' })).json().client_request;
    expect(d).toMatchObject({ deadline: '2032-12-31', priority: 'low' });
    expect(errorOf(await patch(id, { deadline: '2031-02-30' }))).toMatchObject({ status: 400, fields: { deadline: 'date_invalid' } });
  });

  it('edits the contact and the columns, always keeping an e-mail or a phone', async () => {
    const d = (await patch(id, { contact_name: 'Lin Mei', phone: '0922 000 111', available_time: '12to18', brand_name: 'Lin Home', website_url: 'https://lin.example/home' })).json()
      .client_request as ClientRequestDetail;
    expect(d).toMatchObject({ contact_name: 'Lin Mei', phone: '0922 000 111', email: 'lin@example.com', available_time: '12to18', available_time_other: null, brand_name: 'Lin Home', website_url: 'https://lin.example/home' });
    expect(errorOf(await patch(id, { email: '', phone: '' }))).toMatchObject({ status: 400, msg: 'Please enter an email or a phone number', fields: { email: 'contact_required' } });
    expect(errorOf(await patch(id, { email: 'not-an-email' })).fields).toEqual({ email: 'visitor_email_format' });
    expect((await detail(id)).website_url).toBe('https://lin.example/home');
    expect((await patch(id, { website_url: '' })).json().client_request.website_url).toBeNull();
  });

  it('changes the project type, keeping the answers of the fields the new type also has', async () => {
    const res = await patch(id, { project_type: 'commercial_space', fields: { brand_value: '溫暖的社區感' } });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().client_request as ClientRequestDetail;
    expect(d.project_type).toBe('commercial_space');
    const fields = d.entries.map((e) => e.field_id);
    expect(fields).toEqual(expect.arrayContaining(['brand_value', 'competitive_advantage', 'opening_date', 'space_size']));
    expect(fields).not.toContain('layout');
    expect(entry(d, 'space_size')!.raw).toBe('35坪');
    expect(entry(d, 'brand_value')!.raw).toBe('溫暖的社區感');
    expect((await t.app.inject({ method: 'GET', url: '/api/client_requests/?project_type=commercial_space', headers: as() })).json().total).toBe(1);
  });

  it('keeps the pipeline status and the designer’s note', async () => {
    const res = await t.app.inject({ method: 'PUT', url: `/api/client_requests/${id}/status/`, headers: as(), payload: { status: 'in_proposal', note: ' Sent the quote on Monday. ' } });
    expect(res.json()).toEqual({ success: true, status: 'in_proposal', status_note: 'Sent the quote on Monday.' });
    expect(await detail(id)).toMatchObject({ status: 'in_proposal', status_note: 'Sent the quote on Monday.' });
    const tooLong = await t.app.inject({ method: 'PUT', url: `/api/client_requests/${id}/status/`, headers: as(), payload: { status: 'won', note: 'x'.repeat(1001) } });
    expect(errorOf(tooLong)).toMatchObject({ status: 400, msg: 'The note can be at most 1000 characters' });
    const badStatus = await t.app.inject({ method: 'PUT', url: `/api/client_requests/${id}/status/`, headers: as(), payload: { status: 'archived' } });
    expect(badStatus.statusCode).toBe(400);
  });

  it('answers 404 for an id that is no request', async () => {
    for (const bad of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect(errorOf(await t.app.inject({ method: 'GET', url: `/api/client_requests/${bad}/`, headers: as() }))).toMatchObject({ status: 404, code: 'not_found' });
      expect((await patch(bad, { contact_name: 'X' })).statusCode).toBe(404);
    }
  });
});

describe('a visitor’s request: history, brief and the columns the conversation fills', () => {
  let id: string;
  let history: HistoryReply;

  beforeAll(async () => {
    const base = genieBase(designer.genie_name);
    const { token } = await startRequest(t.app, designer.genie_name, { contact_name: 'Visitor Vera', project_type: 'brand_design' });
    await getSession(t.app, designer.genie_name, token);
    await chatTurn(t.app, designer.genie_name, token, { text: 'We are opening a specialty coffee brand and need a logo and a full visual identity.' });
    await chatTurn(t.app, designer.genie_name, token, { action: 'skip' });
    await chatTurn(t.app, designer.genie_name, token, { text: 'How long does a logo like this usually take?' });
    await completeConversation(t.app, designer.genie_name, token, 'en-US', 'brand_design');
    expect((await t.app.inject({ method: 'POST', url: `${base}/reference/skip/`, headers: visitor(token) })).json().stage).toBe('brief');
    const brief = (await t.app.inject({ method: 'GET', url: `${base}/brief/`, headers: visitor(token) })).json();
    const form = multipart({
      ratings: JSON.stringify(Object.fromEntries(brief.style_samples.map((s: { id: string }, i: number) => [s.id, 5 - i]))),
      comment: 'Looks right!',
      note: 'Our old logo is attached.',
      note_image: { filename: 'logo.jpg', data: await jpegImage(), contentType: 'image/jpeg' },
      floor_plans: { filename: 'shop.png', data: await pngImage(300, 200), contentType: 'image/png' },
    });
    const saved = await t.app.inject({ method: 'PUT', url: `${base}/brief/feedback/`, headers: { ...form.headers, ...visitor(token) }, payload: form.payload });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `${base}/brief/confirm/`, headers: visitor(token) })).json().stage).toBe('done');
    id = (await t.app.inject({ method: 'GET', url: '/api/client_requests/?q=vera', headers: as() })).json().items[0].id;
    history = (await t.app.inject({ method: 'GET', url: `/api/client_requests/${id}/history/`, headers: as() })).json();
  });

  it('fills the deadline and the website from the visitor’s answers', async () => {
    const d = await detail(id);
    expect(d).toMatchObject({ origin: 'genie', stage: 'done', conversation_completed: true, website_url: 'https://lumen.coffee', brand_name: null });
    expect(d.deadline).toMatch(/^\d{4}-06-30$/);
    expect(d.total_message_count).toBe(history.messages.filter((m) => m.role === 'visitor').length);
  });

  it('lists the questions the visitor asked the studio, which the genie said the studio would answer', async () => {
    const d = await detail(id);
    expect(d.client_questions).toEqual([{ text: 'How long does a logo like this usually take?', asked_at: expect.any(String) }]);
    const asked = history.messages.find((m) => m.role === 'visitor' && m.text.startsWith('How long'));
    expect(Date.parse(d.client_questions[0]!.asked_at)).toBeGreaterThanOrEqual(Date.parse(asked!.at) - 1000);
    expect(history.messages[history.messages.indexOf(asked!) + 1]?.text).toContain('Oak Studio will answer it');
  });

  it('lists them in the new-lead e-mail too, so the promise reaches the designer who reads only the e-mail', async () => {
    await t.app.jobWorker.runDue();
    const outbox = (await t.app.inject({ url: '/api/my/outbox/', headers: as() })).json<OutboxReply>();
    const lead = outbox.mails.find((m) => m.to === designer.email && m.subject.startsWith('New lead'));
    expect(lead, JSON.stringify(outbox.mails.map((m) => m.subject))).toBeDefined();
    expect(lead!.text).toContain('Questions the client asked you (the genie told them you would answer these when you get in touch):\n- How long does a logo like this usually take?');
    expect(lead!.html).toContain('<li>How long does a logo like this usually take?</li>');
  });

  it('shows every message in order, with who wrote each genie message and why the engine stood in', () => {
    const [opening, first, firstReply, skipped, skipReply] = history.messages;
    expect(opening).toMatchObject({ role: 'genie', action: null, source: 'engine', fallback_reason: 'error' });
    expect(first).toMatchObject({ role: 'visitor', text: expect.stringContaining('specialty coffee'), action: null, source: null, fallback_reason: null });
    expect(firstReply).toMatchObject({ role: 'genie', source: 'engine', fallback_reason: 'error' });
    // The Skip button is the engine's own move: no LLM was asked.
    expect(skipped).toMatchObject({ role: 'visitor', text: 'Skip', action: 'skip' });
    expect(skipReply).toMatchObject({ role: 'genie', source: 'engine', fallback_reason: null });
    const times = history.messages.map((m) => Date.parse(m.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(history).toMatchObject({ reference_rounds: [], reference_outcome: null });
    expect(history.confirmed_at).not.toBeNull();
  });

  it('shows the brief feedback with uploads the designer can open', async () => {
    const d = await detail(id);
    expect(d.feedback).toMatchObject({ comment: 'Looks right!', note: 'Our old logo is attached.' });
    expect(Object.values(d.feedback.ratings)).toContain(5);
    expect(d.style_samples.length).toBeGreaterThan(0);
    expect(history.feedback).toEqual(d.feedback);
    for (const url of [d.feedback.note_image!.url, d.feedback.floor_plans[0]!.url]) {
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
    }
    // Every address the visitor gave is filed (the site and the Instagram handle); their whole answer stays beside it as its source.
    expect(entry(await detail(id, 'ko-KR'), 'brand_website')).toMatchObject({
      label: '브랜드 웹사이트',
      raw: 'https://lumen.coffee, @lumencoffee on Instagram',
      source: 'https://lumen.coffee and @lumencoffee on Instagram',
    });
  });

  it('lets the designer edit a finished visitor request like any other', async () => {
    const d = (await patch(id, { fields: { brand_website: 'Moved to www.lumen-coffee.tw' } })).json().client_request as ClientRequestDetail;
    expect(d.website_url).toBe('https://www.lumen-coffee.tw');
    expect(d.stage).toBe('done');
  });
});
