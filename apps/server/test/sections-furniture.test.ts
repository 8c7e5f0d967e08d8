import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FurnitureListReply, FurnitureOverviewReply } from '@genie/contracts';
import { bearer, createTestApp, errorOf, registerDesigner, type RegisteredDesigner, type TestApp } from './helpers.ts';
import { answer, openRequest, rate } from './suggestions-helpers.ts';

const DAY_MS = 24 * 60 * 60_000;

let t: TestApp;
let studio: RegisteredDesigner;
let rival: RegisteredDesigner;
let starter: RegisteredDesigner;
const ids = { chosen: '', waiting: '' };

async function overview(query = '', who: RegisteredDesigner = studio): Promise<FurnitureOverviewReply> {
  const res = await t.app.inject({ method: 'GET', url: `/api/my/furniture/?${query}`, headers: bearer(who.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FurnitureOverviewReply>();
}

// Two leads a day apart: one whose list was generated and one pinned, one never generated.
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_VISITOR_START_PER_MINUTE: '1000' });
  studio = await registerDesigner(t.app, { name: 'Oak Studio' });
  rival = await registerDesigner(t.app, { name: 'Rival Studio' });
  starter = await registerDesigner(t.app, { name: 'Small Studio' });
  const sel = await t.app.inject({ method: 'POST', url: '/api/plans/select/', headers: bearer(starter.token), payload: { plan: 'starter', billing_cycle: 'monthly' } });
  expect(sel.statusCode, sel.body).toBe(200);
  const chosen = await openRequest(t, studio.genie_name, { contact_name: 'Chosen Chen', language: 'en-US', project_type: 'residential_space' });
  await answer(t, chosen.id, { space_size: '30 ping', budget: 'NT$300,000', layout: 'living room and bedroom', colors_and_elements: 'light oak wood and linen' });
  await rate(t, chosen.id, { japandi: 5 });
  ids.chosen = chosen.id;
  t.clock.advance(DAY_MS);
  ids.waiting = (await openRequest(t, studio.genie_name, { contact_name: 'Waiting Wu', language: 'en-US', project_type: 'residential_space' })).id;

  const generated = await t.app.inject({ method: 'POST', url: `/api/client_requests/${ids.chosen}/furniture/`, headers: bearer(studio.token) });
  expect(generated.statusCode, generated.body).toBe(200);
  const slot = generated.json<FurnitureListReply>().items[0]!.slot;
  const pin = await t.app.inject({ method: 'PUT', url: `/api/client_requests/${ids.chosen}/furniture/slots/${slot}/pin/`, headers: bearer(studio.token), payload: { pinned: true } });
  expect(pin.statusCode, pin.body).toBe(200);
});
afterAll(() => t.close());

describe('The Furniture Suggestions section', () => {
  it("lists every lead, newest first, with its selection as the request's tab shows it", async () => {
    const reply = await overview();
    expect(reply.items.map((i) => i.contact_name)).toEqual(['Waiting Wu', 'Chosen Chen']);
    const tab = (await t.app.inject({ method: 'GET', url: `/api/client_requests/${ids.chosen}/furniture/`, headers: bearer(studio.token) })).json<FurnitureListReply>();
    const chosen = reply.items[1]!;
    expect(chosen).toMatchObject({ generated: true, currency: 'TWD', budget: 300000, total: tab.total, piece_count: tab.items.length, pinned_count: 1, shared: false });
    expect(chosen.pieces.map((p) => p.name)).toEqual(tab.items.slice(0, 4).map((i) => i.piece.name));
    expect(reply.items[0]).toMatchObject({ generated: false, generated_at: null, piece_count: 0, pieces: [] });
  });

  it('filters generated and not generated lists, and pages', async () => {
    expect((await overview('generated=true')).items.map((i) => i.id)).toEqual([ids.chosen]);
    expect((await overview('generated=false')).items.map((i) => i.id)).toEqual([ids.waiting]);
    const second = await overview('page_size=1&page=2');
    expect(second).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(second.items.map((i) => i.id)).toEqual([ids.chosen]);
  });

  it("shows another designer none of the studio's leads, and is refused to a Starter plan", async () => {
    expect(await overview('', rival)).toMatchObject({ items: [], total: 0 });
    const res = await t.app.inject({ method: 'GET', url: '/api/my/furniture/', headers: bearer(starter.token) });
    expect(errorOf(res)).toMatchObject({ status: 403, code: 'plan_feature_locked' });
  });
});
