import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationsReply } from '@genie/contracts';
import { chatTurn } from './genie-helpers.ts';
import { bearer, createTestApp, registerDesigner, type RegisteredDesigner, type TestApp } from './helpers.ts';
import { openRequest } from './suggestions-helpers.ts';

const MINUTE_MS = 60_000;

let t: TestApp;
let studio: RegisteredDesigner;
let rival: RegisteredDesigner;
const ids: Record<string, string> = {};
const visitorTokens: Record<string, string> = {};

async function conversations(query = '', who: RegisteredDesigner = studio): Promise<ConversationsReply> {
  const res = await t.app.inject({ method: 'GET', url: `/api/my/conversations/?${query}`, headers: bearer(who.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ConversationsReply>();
}
const names = (reply: ConversationsReply) => reply.items.map((i) => i.contact_name);

/** A visitor who opens a request on `designer`'s genie and says each of `lines`, a minute apart. */
async function converse(designer: RegisteredDesigner, name: string, language: string, lines: string[]): Promise<string> {
  const request = await openRequest(t, designer.genie_name, { contact_name: name, language });
  for (const text of lines) {
    t.clock.advance(MINUTE_MS);
    const { res } = await chatTurn(t.app, designer.genie_name, request.visitorToken, { text });
    expect(res.statusCode, res.body).toBe(200);
  }
  visitorTokens[request.id] = request.visitorToken;
  return request.id;
}

// Three visitors of the studio speaking three languages, the newest last; a phoned-in lead with no conversation; a rival's visitor.
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: '1000', RATE_LIMIT_VISITOR_START_PER_MINUTE: '1000' });
  studio = await registerDesigner(t.app, { name: 'Oak Studio' });
  rival = await registerDesigner(t.app, { name: 'Rival Studio' });
  ids.mei = await converse(studio, '陳美玲', 'zh-TW', ['我們想把老公寓重新裝修，預算大約兩百萬。']);
  ids.jisoo = await converse(studio, '김지수', 'ko-KR', ['카페 인테리어를 새로 하고 싶어요. 예산은 3천만 원 정도입니다.']);
  ids.anna = await converse(studio, 'Anna Berg', 'en-US', ['We need a calm Scandinavian living room with a reading corner.']);
  const phoned = await t.app.inject({
    method: 'POST',
    url: '/api/client_requests/',
    headers: bearer(studio.token),
    payload: { project_type: 'residential_space', contact_name: 'Phoned Paul', email: 'paul@example.com' },
  });
  expect(phoned.statusCode, phoned.body).toBe(200);
  ids.rival = await converse(rival, 'Rival Visitor', 'en-US', ['Our budget is NT$2,000,000 for a Scandinavian flat.']);
});
afterAll(() => t.close());

describe('The Conversation History section', () => {
  it('lists every conversation, the newest first, with its last line and length; a lead with no conversation is not one', async () => {
    const reply = await conversations();
    expect(names(reply)).toEqual(['Anna Berg', '김지수', '陳美玲']);
    const anna = reply.items[0]!;
    expect(anna).toMatchObject({ id: ids.anna, project_type: 'residential_space', match: null, match_count: 0 });
    expect(anna.message_count).toBeGreaterThanOrEqual(2);
    expect(['visitor', 'genie']).toContain(anna.last_message.role);
    expect(anna.last_message.text.length).toBeGreaterThan(0);
  });

  it('puts a conversation that goes on back on top', async () => {
    const { res } = await chatTurn(t.app, studio.genie_name, visitorTokens[ids.mei!]!, { text: '另外也想要一個開放式廚房。' });
    expect(res.statusCode).toBe(200);
    expect(names(await conversations())[0]).toBe('陳美玲');
  });

  it('searches every message in Chinese, Korean and English, showing the words it was found in', async () => {
    const zh = await conversations(`q=${encodeURIComponent('預算')}`);
    expect(zh.items.map((i) => i.id)).toEqual([ids.mei]);
    expect(zh.items[0]!.match).toMatchObject({ role: 'visitor' });
    expect(zh.items[0]!.match!.text).toContain('預算大約兩百萬');
    // The genie's reply may repeat the budget back: every message that says it counts.
    expect(zh.items[0]!.match_count).toBeGreaterThanOrEqual(1);

    const ko = await conversations(`q=${encodeURIComponent('예산은')}`);
    expect(ko.items.map((i) => i.id)).toEqual([ids.jisoo]);
    expect(ko.items[0]!.match!.text).toContain('예산은 3천만 원');

    const en = await conversations('q=READING%20corner');
    expect(en.items.map((i) => i.id)).toEqual([ids.anna]);
    expect(en.items[0]!.match!.text).toContain('reading corner');
  });

  it('finds a conversation by the contact name too, and takes % and _ literally', async () => {
    const byName = await conversations('q=berg');
    expect(byName.items.map((i) => i.id)).toEqual([ids.anna]);
    expect(byName.items[0]!.match).toBeNull();
    expect((await conversations('q=%25')).total).toBe(0);
  });

  it('filters completed and in-progress conversations', async () => {
    expect((await conversations('completed=true')).total).toBe(0);
    expect((await conversations('completed=false')).total).toBe(3);
  });

  it('is paged', async () => {
    const first = await conversations('page_size=2');
    const second = await conversations('page_size=2&page=2');
    expect(first).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect([...first.items, ...second.items].map((i) => i.id).sort()).toEqual([ids.anna, ids.jisoo, ids.mei].sort());
  });

  it("shows another designer none of the studio's conversations, even searching their words, and refuses without a token", async () => {
    expect(names(await conversations('', rival))).toEqual(['Rival Visitor']);
    expect((await conversations(`q=${encodeURIComponent('預算')}`, rival)).total).toBe(0);
    expect((await conversations('q=Scandinavian')).items.map((i) => i.id)).toEqual([ids.anna]);
    expect((await t.app.inject({ method: 'GET', url: '/api/my/conversations/' })).statusCode).toBe(401);
  });
});

