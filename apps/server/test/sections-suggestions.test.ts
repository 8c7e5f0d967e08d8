import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SuggestionsOverviewReply } from '@genie/contracts';
import { bearer, createTestApp, registerDesigner, type RegisteredDesigner, type TestApp } from './helpers.ts';
import { answer, generate, openRequest, rate, replyOf } from './suggestions-helpers.ts';

const DAY_MS = 24 * 60 * 60_000;

let t: TestApp;
let studio: RegisteredDesigner;
let rival: RegisteredDesigner;
const ids = { written: '', edited: '', never: '', blocked: '' };

async function overview(query = '', who: RegisteredDesigner = studio): Promise<SuggestionsOverviewReply> {
  const res = await t.app.inject({ method: 'GET', url: `/api/my/ai_suggestions/?${query}`, headers: bearer(who.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SuggestionsOverviewReply>();
}
const stateOf = (reply: SuggestionsOverviewReply) => Object.fromEntries(reply.items.map((i) => [i.contact_name, i.state]));

// Four leads a day apart, each in one state: written, written then edited, never written, and an "other" with nothing said.
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_VISITOR_START_PER_MINUTE: '1000' });
  studio = await registerDesigner(t.app, { name: 'Oak Studio' });
  rival = await registerDesigner(t.app, { name: 'Rival Studio' });
  const open = async (name: string, overrides: Record<string, unknown> = {}) => {
    const row = await openRequest(t, studio.genie_name, { contact_name: name, language: 'en-US', ...overrides });
    t.clock.advance(DAY_MS);
    return row.id;
  };
  ids.written = await open('Written Wu', { project_type: 'residential_space' });
  ids.edited = await open('Edited Eve', { project_type: 'brand_design' });
  ids.never = await open('Never Nora', { project_type: 'residential_space' });
  ids.blocked = await open('Blocked Bo', { project_type: 'other' });
  await answer(t, ids.written, { project_background: 'A calm family flat' });
  replyOf(await generate(t, studio.token, ids.written, { language: 'zh-TW' }));
  replyOf(await generate(t, studio.token, ids.edited, { language: 'en-US' }));
  // The visitor rated the brief's samples after they were written: the request is no longer what they were written from.
  await rate(t, ids.edited, { scandinavian: 5 });
});
afterAll(() => t.close());

describe('The AI Suggestions section', () => {
  it("lists every lead, newest first, with its suggestions' state, the version and its language", async () => {
    const reply = await overview();
    expect(reply.items.map((i) => i.contact_name)).toEqual(['Blocked Bo', 'Never Nora', 'Edited Eve', 'Written Wu']);
    expect(stateOf(reply)).toEqual({ 'Blocked Bo': 'blocked', 'Never Nora': 'none', 'Edited Eve': 'outdated', 'Written Wu': 'generated' });
    expect(reply.counts).toEqual({ none: 1, generated: 1, outdated: 1, blocked: 1 });
    expect(reply.items.find((i) => i.id === ids.written)).toMatchObject({ project_type: 'residential_space', generation_count: 1, language: 'zh-TW' });
    expect(reply.items.find((i) => i.id === ids.never)).toMatchObject({ generated_at: null, generation_count: 0, language: null });
    // Without a language model, the rules would write a current lead's suggestions word for word again; an outdated one's would change.
    expect(reply.items.find((i) => i.id === ids.written)).toMatchObject({ same_if_regenerated: true });
    expect(reply.items.find((i) => i.id === ids.edited)).toMatchObject({ same_if_regenerated: false });
    expect(reply.items.find((i) => i.id === ids.never)).toMatchObject({ same_if_regenerated: false });
  });

  it('agrees with the request tab: regenerating an outdated lead makes it current, a project to write from unblocks a lead', async () => {
    replyOf(await generate(t, studio.token, ids.edited));
    await answer(t, ids.blocked, { other_design_requirements: 'A book cover and 120 pages of layout.' });
    const reply = await overview();
    expect(stateOf(reply)).toMatchObject({ 'Edited Eve': 'generated', 'Blocked Bo': 'none' });
    expect(reply.items.find((i) => i.id === ids.edited)).toMatchObject({ generation_count: 2 });
    // Back to how the other tests expect it.
    await answer(t, ids.blocked, { other_design_requirements: '' });
    await rate(t, ids.edited, { scandinavian: 4 });
  });

  it('filters by state, project type and inquiry date, counting states under the other filters', async () => {
    expect((await overview('state=outdated')).items.map((i) => i.id)).toEqual([ids.edited]);
    const residential = await overview('project_type=residential_space');
    expect(residential.items.map((i) => i.id)).toEqual([ids.never, ids.written]);
    expect(residential.counts).toEqual({ none: 1, generated: 1, outdated: 0, blocked: 0 });
    const firstDay = new Date(Date.parse(residential.items[1]!.inquiry_date)).toISOString().slice(0, 10);
    expect((await overview(`from=${firstDay}&to=${firstDay}`)).items.map((i) => i.id)).toEqual([ids.written]);
    expect((await overview('state=none&project_type=brand_design')).total).toBe(0);
  });

  it('is paged: total counts every match, each page holds page_size', async () => {
    const first = await overview('page_size=3');
    const second = await overview('page_size=3&page=2');
    expect(first).toMatchObject({ total: 4, page: 1, page_size: 3 });
    expect(first.items).toHaveLength(3);
    expect(second.items.map((i) => i.id)).toEqual([ids.written]);
  });

  it("shows another designer none of this studio's leads, and refuses without a token", async () => {
    expect(await overview('', rival)).toMatchObject({ items: [], total: 0, counts: { none: 0, generated: 0, outdated: 0, blocked: 0 } });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/my/ai_suggestions/' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a state it does not know', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/my/ai_suggestions/?state=stale', headers: bearer(studio.token) });
    expect(res.statusCode).toBe(400);
  });
});
