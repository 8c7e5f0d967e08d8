import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BriefReply, ChangeVisitorLanguageReply, ClientRequestDetail } from '@genie/contracts';
import { bearer, createTestApp, errorOf, registerDesigner, type TestApp } from './helpers.ts';
import { chatTurn, completeConversation, doneOf, genieBase, getSession, startRequest, visitor } from './genie-helpers.ts';

describe('the interview follows the visitor’s language', () => {
  let t: TestApp;
  let linkWords: string;
  let designerToken: string;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: '1000', RATE_LIMIT_VISITOR_START_PER_MINUTE: '1000' });
    const designer = await registerDesigner(t.app, { name: 'Oak Studio', language: 'en-US' });
    linkWords = designer.genie_name;
    designerToken = designer.token;
  });
  afterAll(() => t.close());

  const switchTo = (token: string, language: string, genie: string | null = linkWords) =>
    t.app.inject({ method: 'PUT', url: `${genieBase(genie)}/session/language/`, headers: visitor(token), payload: { language } });

  async function brief(token: string): Promise<ClientRequestDetail> {
    const list = await t.app.inject({ method: 'GET', url: '/api/client_requests/?page_size=100', headers: bearer(designerToken) });
    const session = await getSession(t.app, linkWords, token);
    const item = (list.json().items as { id: string; contact_name: string }[]).find((i) => i.contact_name === session.client_request.contact_name);
    const res = await t.app.inject({ method: 'GET', url: `/api/client_requests/${item!.id}/`, headers: bearer(designerToken) });
    return res.json().client_request;
  }

  it('a switch mid-chat asks the question on screen again in the new language, with its chips, and a Korean answer is then understood', async () => {
    const { token } = await startRequest(t.app, linkWords, { contact_name: 'Min-ji Park' });
    await getSession(t.app, linkWords, token);
    const first = doneOf((await chatTurn(t.app, linkWords, token, { text: 'A full renovation before we move in.' })).events);
    expect(first.question?.field_id).toBe('property_category');
    expect(first.question?.chips.map((c) => c.label)).toContain('Apartment');

    const res = await switchTo(token, 'ko-KR');
    expect(res.statusCode, res.body).toBe(200);
    const switched = res.json<ChangeVisitorLanguageReply>();
    expect(switched.language).toBe('ko-KR');
    expect(switched.question?.field_id).toBe('property_category');
    expect(switched.question?.text).toMatch(/[가-힣]/);
    expect(switched.question?.chips.map((c) => c.label)).toContain('아파트');
    expect(switched.message).toMatchObject({ role: 'genie', text: switched.question?.text });

    // Kept: a reload shows the question again in Korean, and the request is the visitor's in Korean.
    const session = await getSession(t.app, linkWords, token);
    expect(session.client_request.language).toBe('ko-KR');
    expect(session.question?.text).toBe(switched.question?.text);
    expect(session.messages.at(-1)).toMatchObject({ role: 'genie', text: switched.question?.text });

    const answered = doneOf((await chatTurn(t.app, linkWords, token, { text: '32평 아파트예요' })).events);
    expect(answered.question?.text).toMatch(/[가-힣]/);
    const d = await brief(token);
    expect(d.entries.find((e) => e.field_id === 'property_category')?.display).toBe('아파트');
    expect(d.entries.find((e) => e.field_id === 'space_size')?.display).toMatch(/^32평/);
  });

  it('the same language again changes nothing: no message is added', async () => {
    const { token } = await startRequest(t.app, linkWords, { language: 'zh-TW' });
    const before = await getSession(t.app, linkWords, token);
    const res = await switchTo(token, 'zh-TW');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ChangeVisitorLanguageReply>()).toMatchObject({ language: 'zh-TW', message: null, question: before.question });
    expect((await getSession(t.app, linkWords, token)).messages).toHaveLength(before.messages.length);
  });

  it('a turn sent from a page in another language is read, and answered, in that language', async () => {
    const { token } = await startRequest(t.app, linkWords);
    await getSession(t.app, linkWords, token);
    const { res, events } = await chatTurn(t.app, linkWords, token, { text: '我們想翻新剛買的公寓，大約30坪', language: 'zh-TW' });
    expect(res.statusCode, res.body).toBe(200);
    const done = doneOf(events);
    expect(done.question?.text).toMatch(/[\u4e00-\u9fff]/);
    expect((await getSession(t.app, linkWords, token)).client_request.language).toBe('zh-TW');
    expect((await brief(token)).entries.find((e) => e.field_id === 'space_size')?.display).toMatch(/30坪/);
  });

  it('after the chat, the report follows the switch: its labels and values in the new language, nothing added to the conversation', async () => {
    const { token } = await startRequest(t.app, linkWords);
    await completeConversation(t.app, linkWords, token, 'en-US', 'residential_space');
    expect((await t.app.inject({ method: 'POST', url: `${genieBase(linkWords)}/reference/skip/`, headers: visitor(token) })).statusCode).toBe(200);
    const messages = (await getSession(t.app, linkWords, token)).messages.length;
    const res = await switchTo(token, 'zh-TW');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ChangeVisitorLanguageReply>()).toMatchObject({ language: 'zh-TW', message: null, question: null });
    const brief = (await t.app.inject({ method: 'GET', url: `${genieBase(linkWords)}/brief/`, headers: visitor(token) })).json<BriefReply>();
    expect(brief.client_request.language).toBe('zh-TW');
    expect(brief.entries.find((e) => e.field_id === 'budget')?.label).toBe('預算');
    expect((await getSession(t.app, linkWords, token)).messages).toHaveLength(messages);
  });

  it('a visitor’s session reaches only its own genie, and an unknown language is refused', async () => {
    const { token } = await startRequest(t.app, linkWords);
    const other = await registerDesigner(t.app, { name: 'Birch Studio' });
    expect(errorOf(await switchTo(token, 'ko-KR', other.genie_name))).toMatchObject({ status: 404, code: 'not_found' });
    expect(errorOf(await switchTo(token, 'fr-FR'))).toMatchObject({ status: 400, code: 'validation_failed' });
    expect((await getSession(t.app, linkWords, token)).client_request.language).toBe('en-US');
  });
});
