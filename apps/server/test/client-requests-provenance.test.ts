import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewState, type BriefEntry, type BriefFieldId, type BriefReply, type ClientRequestDetail, type ClientRequestListReply, type OutboxReply, type SharedOverviewReply } from '@genie/contracts';
import { correct } from '@genie/core';
import { clientRequestsRepository } from '../src/db/repositories/client-requests.ts';
import { bearer, createTestApp, registerDesigner, type RegisteredDesigner, type TestApp } from './helpers.ts';
import { genieBase, visitor } from './genie-helpers.ts';
import { openRequest, requestRow } from './suggestions-helpers.ts';

/*
 * "The designer can trust it": every brief value carries the visitor's whole message it was read
 * from, and the words the interview could not file with confidence are marked "to clarify". Until
 * the conversation engine fills them, the brief is stored here as it would: what the engine reads
 * of a message, with the message kept beside it.
 */

let t: TestApp;
let designer: RegisteredDesigner;
let other: RegisteredDesigner;

beforeAll(async () => {
  t = await createTestApp();
  designer = await registerDesigner(t.app, { name: 'Oak Studio', language: 'en-US' });
  other = await registerDesigner(t.app, { name: 'Elm Studio', language: 'en-US' });
});
afterAll(() => t.close());

const story = 'We just bought a 30-year-old apartment in Taipei, about 85 square meters, and want to renovate it before we move in.';
const household = 'Two adults, a newborn soon, and a cat';
const vague = 'Something between my grandmother’s house and a hotel lobby, I guess';

interface Heard {
  raw: string;
  source?: string;
  clarify?: boolean;
}

/** Stores the brief as the engine files it: each value read by correct(), then the message and the mark kept beside it. */
async function fileBrief(id: string, heard: Partial<Record<BriefFieldId, Heard>>, stage = 'brief') {
  const row = await requestRow(t, id);
  let state = interviewState.parse(row.interviewState);
  const now = t.clock.now();
  for (const [field, h] of Object.entries(heard) as [BriefFieldId, Heard][]) {
    state = correct(state, field, h.raw, now).state;
    const stored = state.answers[field]!;
    state = { ...state, answers: { ...state.answers, [field]: { ...stored, ...(h.source ? { source: h.source } : {}), ...(h.clarify ? { clarify: true } : {}) } } };
  }
  const saved = await clientRequestsRepository(t.database.db).saveState(row.designerId, row.id, row, { interviewState: state, conversationCompleted: true, stage }, now);
  expect(saved, 'the brief was stored').toBeDefined();
}

const entry = (entries: BriefEntry[], fieldId: BriefFieldId) => entries.find((e) => e.field_id === fieldId)!;

async function overview(token: string, id: string, lang?: string) {
  return t.app.inject({ method: 'GET', url: `/api/client_requests/${id}/${lang ? `?lang=${lang}` : ''}`, headers: bearer(token) });
}

describe('the designer’s overview of a brief told in the visitor’s own order', () => {
  let id: string;
  let visitorToken: string;

  beforeAll(async () => {
    const row = await openRequest(t, designer.genie_name, { contact_name: 'Pan Family' });
    id = row.id;
    visitorToken = row.visitorToken;
    await fileBrief(id, {
      property_category: { raw: 'apartment', source: story },
      age: { raw: '30-year-old', source: story },
      space_size: { raw: 'about 85 square meters', source: story },
      target_audience: { raw: household },
      key_considerations: { raw: 'Good storage and sound insulation', source: 'Good storage and sound insulation.' },
      preferred_style: { raw: vague, clarify: true },
    });
  });

  it('shows beside each value the whole message the visitor said it in', async () => {
    const res = await overview(designer.token, id);
    expect(res.statusCode, res.body).toBe(200);
    const { entries } = res.json<{ client_request: ClientRequestDetail }>().client_request;
    expect(entry(entries, 'space_size')).toMatchObject({ raw: 'about 85 square meters', source: story, clarify: false });
    expect(entry(entries, 'space_size').display).toMatch(/85 m²/);
    expect(entry(entries, 'age')).toMatchObject({ raw: '30-year-old', source: story });
    expect(entry(entries, 'property_category')).toMatchObject({ display: 'Apartment', source: story });
    // An answer that was the whole message has no other message to show: its words are the message.
    expect(entry(entries, 'target_audience')).toMatchObject({ raw: household, source: null, clarify: false });
    expect(entry(entries, 'key_considerations')).toMatchObject({ raw: 'Good storage and sound insulation', source: null });
    // Nothing said, nothing to show.
    expect(entry(entries, 'budget')).toMatchObject({ raw: null, source: null, clarify: false });
  });

  it('marks the words it could not file with confidence "to clarify", kept as the visitor said them, in every language', async () => {
    for (const lang of ['en-US', 'zh-TW', 'ko-KR']) {
      const { entries } = (await overview(designer.token, id, lang)).json<{ client_request: ClientRequestDetail }>().client_request;
      expect(entry(entries, 'preferred_style'), lang).toMatchObject({ raw: vague, clarify: true, source: null });
      expect(entries.filter((e) => e.clarify).map((e) => e.field_id), lang).toEqual(['preferred_style']);
      expect(entry(entries, 'space_size').source, lang).toBe(story);
    }
  });

  it('says in the list how many values are to clarify', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/client_requests/', headers: bearer(designer.token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ClientRequestListReply>().items.find((item) => item.id === id)).toMatchObject({ contact_name: 'Pan Family', to_clarify: 1 });
  });

  it('shows the same words on the shared overview, which the history shares in full anyway', async () => {
    const { share_key } = (await overview(designer.token, id)).json<{ client_request: ClientRequestDetail }>().client_request;
    const res = await t.app.inject({ method: 'GET', url: `/api/shared/client_requests/${share_key}/overview/?lang=zh-TW` });
    expect(res.statusCode, res.body).toBe(200);
    const { entries } = res.json<SharedOverviewReply>().client_request;
    expect(entry(entries, 'space_size')).toMatchObject({ label: '空間大小', source: story, clarify: false });
    expect(entry(entries, 'preferred_style')).toMatchObject({ raw: vague, clarify: true });
  });

  it('asks the visitor to confirm a value to clarify on their brief; their edit makes it theirs', async () => {
    const base = genieBase(designer.genie_name);
    const brief = (await t.app.inject({ method: 'GET', url: `${base}/brief/`, headers: visitor(visitorToken) })).json<BriefReply>();
    expect(entry(brief.entries, 'preferred_style')).toMatchObject({ raw: vague, clarify: true });
    const res = await t.app.inject({ method: 'PUT', url: `${base}/brief/fields/`, headers: visitor(visitorToken), payload: { fields: { preferred_style: vague } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(entry(res.json<BriefReply>().entries, 'preferred_style')).toMatchObject({ raw: vague, clarify: false, source: null });
    // The other values keep the message they came from.
    expect(entry(res.json<BriefReply>().entries, 'space_size').source).toBe(story);
  });

  it('clears the mark and the message of a value the designer edits: the value is theirs now', async () => {
    await fileBrief(id, { preferred_style: { raw: vague, clarify: true }, space_size: { raw: 'about 85 square meters', source: story } });
    const res = await t.app.inject({ method: 'PATCH', url: `/api/client_requests/${id}/`, headers: bearer(designer.token), payload: { fields: { preferred_style: 'Warm Japandi', space_size: '90 m²' } } });
    expect(res.statusCode, res.body).toBe(200);
    const { entries } = res.json<{ client_request: ClientRequestDetail }>().client_request;
    expect(entry(entries, 'preferred_style')).toMatchObject({ raw: 'Warm Japandi', clarify: false, source: null });
    expect(entry(entries, 'space_size')).toMatchObject({ raw: '90 m²', source: null });
    expect(entry(entries, 'age')).toMatchObject({ source: story });
    const list = (await t.app.inject({ method: 'GET', url: '/api/client_requests/', headers: bearer(designer.token) })).json<ClientRequestListReply>();
    expect(list.items.find((item) => item.id === id)?.to_clarify).toBe(0);
  });

  it('shows none of it to another designer', async () => {
    const res = await overview(other.token, id);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('30-year-old');
  });
});

describe('the designer’s new-lead e-mail', () => {
  it('names the values to clarify with the client, in the designer’s language', async () => {
    const zh = await registerDesigner(t.app, { name: '青木設計', language: 'zh-TW' });
    const row = await openRequest(t, zh.genie_name, { contact_name: 'Pan Family' });
    await fileBrief(row.id, { space_size: { raw: 'about 85 square meters', source: story }, preferred_style: { raw: vague, clarify: true }, target_audience: { raw: household, clarify: true } });
    const base = genieBase(zh.genie_name);
    const brief = (await t.app.inject({ method: 'GET', url: `${base}/brief/`, headers: visitor(row.visitorToken) })).json<BriefReply>();
    const ratings = JSON.stringify(Object.fromEntries(brief.style_samples.map((sample) => [sample.id, 4])));
    await t.app.inject({ method: 'PUT', url: `${base}/brief/feedback/`, headers: visitor(row.visitorToken), payload: { ratings } });
    const confirmed = await t.app.inject({ method: 'POST', url: `${base}/brief/confirm/`, headers: visitor(row.visitorToken) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await t.app.jobWorker.runDue();

    const outbox = (await t.app.inject({ url: '/api/my/outbox/', headers: bearer(zh.token) })).json<OutboxReply>();
    const lead = outbox.mails.find((m) => m.to === zh.email);
    expect(lead, JSON.stringify(outbox.mails.map((m) => m.subject))).toBeDefined();
    expect(lead!.text).toContain('需要和客戶確認（照客戶原話保留）：目標對象、喜好風格。');
  });
});
