import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { languages, type HistoryReply, type SharedOverviewReply } from '@genie/contracts';
import { clientRequestsRepository } from '../src/db/repositories/client-requests.ts';
import { DEMO_GENIE_NAME } from '../src/genie/demo-studio.ts';
import { designersRepository } from '../src/db/repositories/designers.ts';
import { bearer, createTestApp, errorOf, registerDesigner, type RegisteredDesigner, type TestApp } from './helpers.ts';
import { chatTurn, getSession, startRequest } from './genie-helpers.ts';
import { smallDemoLibrary } from './references-helpers.ts';

let t: TestApp;
let designer: RegisteredDesigner;
let id: string;
let shareKey: string;
let visitorToken: string;

const shared = (key: string, view: 'overview' | 'history', query = '') => t.app.inject({ method: 'GET', url: `/api/shared/client_requests/${key}/${view}/${query}` });

function expectPrivateHeaders(res: LightMyRequestResponse) {
  expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(res.headers['cache-control']).toBe('no-store');
}

// The demo library's seeding is queued but not run until the last test: the showcase is first made without pictures.
beforeAll(async () => {
  // Enough home images for two rounds and a replacement: a home is shown homes only.
  t = await createTestApp({ REFERENCE_DEMO_LIBRARY: 'auto' }, { demoLibrary: smallDemoLibrary(['japandi', 'scandinavian', 'industrial', 'bohemian', 'coastal', 'minimalism', 'art_deco', 'baroque'], 6) });
  designer = await registerDesigner(t.app, { name: 'Oak Studio' });
  const started = await startRequest(t.app, designer.genie_name, { contact_name: 'Shared Sam', language: 'en-US' });
  visitorToken = started.token;
  await getSession(t.app, designer.genie_name, visitorToken);
  await chatTurn(t.app, designer.genie_name, visitorToken, { text: 'We want to renovate our flat before we move in.' });
  id = (await t.app.inject({ method: 'GET', url: '/api/client_requests/', headers: bearer(designer.token) })).json().items[0].id;
  await t.app.inject({ method: 'PUT', url: `/api/client_requests/${id}/status/`, headers: bearer(designer.token), payload: { status: 'contacted', note: 'private note' } });
  shareKey = (await t.app.inject({ method: 'GET', url: `/api/client_requests/${id}/`, headers: bearer(designer.token) })).json().client_request.share_key;
});
afterAll(() => t.close());

describe('a shared request', () => {
  it('shows its overview by the share key, without a login, kept out of search engines and caches', async () => {
    const res = await shared(shareKey, 'overview', '?lang=zh-TW');
    expect(res.statusCode, res.body).toBe(200);
    expectPrivateHeaders(res);
    const { client_request: overview } = res.json<SharedOverviewReply>();
    expect(overview).toMatchObject({ contact_name: 'Shared Sam', project_type: 'residential_space', language: 'en-US' });
    expect(overview.entries.find((e) => e.field_id === 'project_background')).toMatchObject({ label: '專案背景', raw: 'We want to renovate our flat before we move in.' });
    // Nothing of the designer's own: no request id, status, note, share key or designer id.
    for (const key of ['id', 'status', 'status_note', 'share_key', 'opened_at', 'designer_id']) expect(overview, key).not.toHaveProperty(key);
    expect(res.body).not.toContain(id);
    expect(res.body).not.toContain('private note');
  });

  it('shows its conversation history by the share key', async () => {
    const res = await shared(shareKey, 'history');
    expect(res.statusCode, res.body).toBe(200);
    expectPrivateHeaders(res);
    const history = res.json<HistoryReply>();
    expect(history.messages.map((m) => m.role)).toEqual(['genie', 'visitor', 'genie']);
    expect(history.messages[2]).toMatchObject({ source: 'engine', fallback_reason: null });
  });

  it('is read-only: the shared addresses answer GET only', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const view of ['overview', 'history']) {
        const res = await t.app.inject({ method, url: `/api/shared/client_requests/${shareKey}/${view}/`, payload: {} });
        expect(res.statusCode, `${method} ${view}`).toBe(404);
      }
    }
  });

  it('answers 404 to an unknown key, with the same headers', async () => {
    const res = await shared('no-such-key', 'overview');
    expect(errorOf(res)).toMatchObject({ status: 404, code: 'not_found' });
    expectPrivateHeaders(res);
  });

  it('stops working when the designer revokes it; the new key works and the visitor keeps their own link', async () => {
    const revoked = await t.app.inject({ method: 'POST', url: `/api/client_requests/${id}/share/revoke/`, headers: bearer(designer.token) });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const fresh = revoked.json().share_key as string;
    expect(fresh).not.toBe(shareKey);
    for (const view of ['overview', 'history'] as const) {
      expect((await shared(shareKey, view)).statusCode).toBe(404);
      expect((await shared(fresh, view)).statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/client_requests/${id}/`, headers: bearer(designer.token) })).json().client_request.share_key).toBe(fresh);
    expect((await getSession(t.app, designer.genie_name, visitorToken)).client_request.contact_name).toBe('Shared Sam');
  });
});

describe('the showcase request (the key `demo`)', () => {
  it.each(languages)('shows a finished residential request in %s', async (language) => {
    const res = await shared('demo', 'overview', `?lang=${language}`);
    expect(res.statusCode, res.body).toBe(200);
    expectPrivateHeaders(res);
    const overview = res.json<SharedOverviewReply>().client_request;
    expect(overview).toMatchObject({ project_type: 'residential_space', language, stage: 'done', conversation_completed: true, origin: 'genie', priority: 'medium' });
    expect(overview.deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(overview.entries.filter((e) => e.raw !== null).length).toBeGreaterThanOrEqual(15);
    expect(overview.reference_outcome?.style_profile.map((s) => s.style)).toEqual(['japandi', 'scandinavian']);
    expect(overview.reference_outcome?.palette.length).toBeGreaterThan(0);
    expect(overview.style_samples).toHaveLength(3);
    expect(Object.keys(overview.feedback.ratings).sort()).toEqual(overview.style_samples.map((s) => s.id).sort());
    expect(overview.feedback.comment).not.toBe('');

    const history = (await shared('demo', 'history', `?lang=${language}`)).json<HistoryReply>();
    expect(history.messages.length).toBeGreaterThan(30);
    expect(history.messages.filter((m) => m.role === 'visitor')).toHaveLength(overview.total_message_count);
    expect(history.messages.filter((m) => m.role === 'genie').every((m) => m.source === 'engine' && m.fallback_reason === null)).toBe(true);
    expect(history.confirmed_at).not.toBeNull();
    // The demo studio's own (English) greeting opens only the English conversation; the others greet in their language.
    const studioGreeting = "I'm the studio's assistant";
    if (language === 'en-US') expect(history.messages[0]?.text).toContain(studioGreeting);
    else expect(history.messages[0]?.text).not.toContain(studioGreeting);
  });

  it('is made once, even when first asked for several times at once, and belongs to the demo studio only', async () => {
    const replies = await Promise.all([1, 2, 3].map(() => shared('demo', 'overview', '?lang=ko-KR')));
    expect(new Set(replies.map((r) => r.json().client_request.inquiry_date)).size).toBe(1);
    expect((await shared('demo', 'overview')).json().client_request.language).toBe('en-US');
    const studio = await designersRepository(t.database.db).findByGenieName(DEMO_GENIE_NAME);
    const showcases = await clientRequestsRepository(t.database.db).list(
      studio!.id,
      { sort: 'inquiry_date', order: 'desc', priorityCutoffs: { high: '', medium: '' } },
      { limit: 10, offset: 0 },
    );
    expect(showcases).toHaveLength(3);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/client_requests/', headers: bearer(designer.token) })).json();
    expect(mine.total).toBe(1);
  });

  it('is made again once it is a month old, so its dates stay current', async () => {
    const before = (await shared('demo', 'overview', '?lang=zh-TW')).json().client_request;
    t.clock.advance(31 * 24 * 60 * 60_000);
    const after = (await shared('demo', 'overview', '?lang=zh-TW')).json().client_request;
    expect(Date.parse(after.inquiry_date) - Date.parse(before.inquiry_date)).toBeGreaterThanOrEqual(31 * 24 * 60 * 60_000);
    expect(after.deadline > before.deadline).toBe(true);
  });

  it('is made again with the reference rounds played on the library once the library is ready', async () => {
    expect(await t.app.jobWorker.runDue()).toBeGreaterThan(0);
    const overview = (await shared('demo', 'overview', '?lang=en-US')).json<SharedOverviewReply>().client_request;
    const outcome = overview.reference_outcome!;
    expect(outcome.chosen.length).toBeGreaterThan(0);
    expect(outcome.chosen.every((c) => c.image !== null)).toBe(true);
    expect(['japandi', 'scandinavian']).toContain(outcome.style_profile[0]!.style);
    expect(overview.style_samples.every((s) => s.image_url !== null)).toBe(true);
    const image = await t.app.inject({ method: 'GET', url: outcome.chosen[0]!.image!.variants[0]!.url });
    expect(image.statusCode).toBe(200);

    const history = (await shared('demo', 'history', '?lang=en-US')).json<HistoryReply>();
    expect(history.reference_rounds).toHaveLength(outcome.chosen.length);
    expect(history.reference_rounds[0]!.offered.length).toBeGreaterThan(1);
    expect(history.reference_rounds[0]!.chosen).toBe(outcome.chosen[0]!.image!.id);
    // In round 2 the showcase client asked for new images once.
    expect(history.reference_rounds[1]?.replaced_sets).toBe(1);
    expect(history.reference_rounds[0]!.offered[0]!.style_name).not.toMatch(/^[a-z_]+$/);
  });
});
