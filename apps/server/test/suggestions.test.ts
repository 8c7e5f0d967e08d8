import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { aiSuggestionsContent, type SuggestionsReply } from '@genie/contracts';
import { clientRequestsRepository } from '../src/db/repositories/client-requests.ts';
import { leasesRepository } from '../src/db/repositories/leases.ts';
import { SUGGESTIONS_PER_DESIGNER_PER_MINUTE } from '../src/http/routes/client-requests/suggestions.ts';
import { completeConversation } from './genie-helpers.ts';
import { createTestApp, errorOf, registerDesigner, type RegisteredDesigner, type TestApp } from './helpers.ts';
import { answer, generate, getSuggestions, openRequest, rate, replyOf, requestRow, storedRows } from './suggestions-helpers.ts';

let t: TestApp;
let studio: RegisteredDesigner;
let rival: RegisteredDesigner;

// No LLM configured: the rules write every suggestion.
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: '1000', RATE_LIMIT_VISITOR_START_PER_MINUTE: '1000' });
  rival = await registerDesigner(t.app, { name: 'Rival Studio' });
});
afterAll(() => t.close());
// A studio of its own per test: generations are limited per designer and minute.
beforeEach(async () => {
  studio = await registerDesigner(t.app, { name: 'Oak Studio' });
});

const brief = {
  project_background: 'We bought a 20-year-old flat and want to renovate it before the baby arrives.',
  space_size: '30 ping',
  budget: 'NT$1,000,000',
  move_in_date: 'ASAP',
  preferred_style: 'Scandinavian, light and calm',
};

describe('AI suggestions of a request, written by rules', () => {
  it('are not generated at first; a click writes them (generated), the next ones rewrite them (regenerated)', async () => {
    const request = await openRequest(t, studio.genie_name, { contact_name: 'Mei Chen', language: 'en-US' });
    await answer(t, request.id, brief);

    const before = replyOf(await getSuggestions(t, studio.token, request.id));
    expect(before).toEqual({ success: true, state: 'not_generated', stale: false, blocked_reason: null, auto_generate: false, same_if_regenerated: false, suggestions: null });

    const first = replyOf(await generate(t, studio.token, request.id, { language: 'en-US' }));
    expect(first).toMatchObject({ state: 'generated', stale: false, blocked_reason: null, auto_generate: false });
    expect(first.suggestions).toMatchObject({ source: 'rules', language: 'en-US', generation_count: 1 });
    const content = first.suggestions!.content;
    expect(aiSuggestionsContent.parse(content)).toEqual(content);
    expect(content.summary).toMatch(/^Mei Chen is looking for a home interior/);
    expect(content.design_directions[0]).toMatchObject({ style: 'scandinavian' });
    // NT$1M for 30 ping (NT$10,100/m²) is workable; ASAP is a timeline risk.
    expect(content.risks[0]).toMatchObject({ kind: 'timeline', level: 'high' });
    expect(replyOf(await getSuggestions(t, studio.token, request.id))).toEqual(first);
    expect(await storedRows(t, request.id)).toMatchObject([{ source: 'rules', fallbackReason: null, generationCount: 1, designerId: request.designerId }]);

    // The designer reads Chinese: the same brief, rewritten in their language.
    const second = replyOf(await generate(t, studio.token, request.id, { language: 'zh-TW' }));
    expect(second).toMatchObject({ state: 'regenerated', stale: false });
    expect(second.suggestions).toMatchObject({ language: 'zh-TW', generation_count: 2 });
    expect(second.suggestions!.content.summary).toMatch(/^Mei Chen 想進行居家空間設計/);
    expect(second.same_if_regenerated).toBe(true);
    expect(await storedRows(t, request.id)).toHaveLength(1);
  });

  it('are not rewritten into the same text: the rules, an unchanged brief and the same language keep them, and say so', async () => {
    const request = await openRequest(t, studio.genie_name, { contact_name: 'Mei Chen', language: 'en-US' });
    await answer(t, request.id, brief);
    const first = replyOf(await generate(t, studio.token, request.id, { language: 'en-US' }));
    expect(first).toMatchObject({ state: 'generated', same_if_regenerated: true, suggestions: { source: 'rules', generation_count: 1 } });
    expect(replyOf(await getSuggestions(t, studio.token, request.id))).toMatchObject({ same_if_regenerated: true });

    // Asked again: nothing is written, the version and its date stay, and the reply still says why.
    const again = replyOf(await generate(t, studio.token, request.id, { language: 'en-US' }));
    expect(again).toEqual(first);
    expect(await storedRows(t, request.id)).toMatchObject([{ generationCount: 1 }]);

    // Another language is another text: written.
    const korean = replyOf(await generate(t, studio.token, request.id, { language: 'ko-KR' }));
    expect(korean).toMatchObject({ state: 'regenerated', same_if_regenerated: true, suggestions: { language: 'ko-KR', generation_count: 2 } });

    // The brief changed: outdated, so a rewrite is offered and written.
    await answer(t, request.id, { budget: 'NT$3,000,000' });
    expect(replyOf(await getSuggestions(t, studio.token, request.id))).toMatchObject({ stale: true, same_if_regenerated: false });
    const rewritten = replyOf(await generate(t, studio.token, request.id, { language: 'ko-KR' }));
    expect(rewritten).toMatchObject({ stale: false, same_if_regenerated: true, suggestions: { generation_count: 3 } });
    expect(rewritten.suggestions!.content).not.toEqual(korean.suggestions!.content);
  });

  it('are in the request’s language when the designer sends none', async () => {
    const request = await openRequest(t, studio.genie_name, { language: 'ko-KR' });
    await answer(t, request.id, { project_background: '아파트 리모델링을 하고 싶어요.' });
    const reply = replyOf(await generate(t, studio.token, request.id));
    expect(reply.suggestions).toMatchObject({ language: 'ko-KR' });
    expect(reply.suggestions!.content.next_steps.join(' ')).toMatch(/[\uac00-\ud7af]/);
  });

  it('go stale when the request is edited after they were written ("regenerate to update"), and fresh once rewritten', async () => {
    const request = await openRequest(t, studio.genie_name, { language: 'en-US' });
    await answer(t, request.id, brief);
    replyOf(await generate(t, studio.token, request.id));
    const stale = async () => replyOf(await getSuggestions(t, studio.token, request.id)).stale;

    // The same words saved again change nothing.
    await answer(t, request.id, { budget: brief.budget });
    expect(await stale()).toBe(false);

    await answer(t, request.id, { budget: 'NT$3,000,000' });
    const edited = replyOf(await getSuggestions(t, studio.token, request.id));
    expect(edited).toMatchObject({ state: 'generated', stale: true });
    // The stale version stays readable until it is rewritten.
    expect(edited.suggestions!.content.summary).toContain('NT$1,000,000');

    const rewritten = replyOf(await generate(t, studio.token, request.id));
    expect(rewritten).toMatchObject({ state: 'regenerated', stale: false });
    expect(rewritten.suggestions!.content.summary).toContain('NT$3,000,000');

    // The brief's ratings and the request's website are written from too.
    await rate(t, request.id, { scandinavian: 5 });
    expect(await stale()).toBe(true);
    replyOf(await generate(t, studio.token, request.id));
    await clientRequestsRepository(t.database.db).update(request.designerId, request.id, { websiteUrl: 'https://chen-family.example' }, t.clock.now());
    expect(await stale()).toBe(true);
  });

  it('are generated at once for a completed conversation; an incomplete one waits for the designer’s click', async () => {
    const incomplete = await openRequest(t, studio.genie_name, { project_type: 'other' });
    await answer(t, incomplete.id, { project_background: 'A cookbook.' });
    expect(replyOf(await getSuggestions(t, studio.token, incomplete.id))).toMatchObject({ state: 'not_generated', auto_generate: false });

    const completed = await openRequest(t, studio.genie_name, { project_type: 'other', language: 'en-US' });
    await completeConversation(t.app, studio.genie_name, completed.visitorToken, 'en-US', 'other');
    expect((await requestRow(t, completed.id)).conversationCompleted).toBe(true);
    expect(replyOf(await getSuggestions(t, studio.token, completed.id))).toMatchObject({ state: 'not_generated', auto_generate: true, blocked_reason: null });
    // Once written, nothing is generated by itself again (not even when the brief changes later).
    replyOf(await generate(t, studio.token, completed.id));
    expect(replyOf(await getSuggestions(t, studio.token, completed.id))).toMatchObject({ state: 'generated', auto_generate: false });
  });

  it('cannot be generated for an "other" request that says nothing of what it is about: 409 project_type_missing', async () => {
    const request = await openRequest(t, studio.genie_name, { project_type: 'other' });
    await answer(t, request.id, { project_background: '', preferred_style: 'Minimal' });
    const blocked = replyOf(await getSuggestions(t, studio.token, request.id));
    expect(blocked).toMatchObject({ state: 'not_generated', blocked_reason: 'missing_project_type', auto_generate: false });

    const refused = await generate(t, studio.token, request.id);
    expect(errorOf(refused)).toEqual({ status: 409, code: 'project_type_missing', msg: 'Choose the project type in the overview before generating suggestions.' });
    expect(await storedRows(t, request.id)).toEqual([]);

    await answer(t, request.id, { other_design_requirements: 'A book cover and 120 pages of layout.' });
    expect(replyOf(await getSuggestions(t, studio.token, request.id)).blocked_reason).toBeNull();
    expect(replyOf(await generate(t, studio.token, request.id)).state).toBe('generated');
  });

  it('two clicks at once leave one consistent version, written once', async () => {
    const request = await openRequest(t, studio.genie_name);
    await answer(t, request.id, brief);
    // The clicks overlap for sure: both arrive while a generation (held here) is under way, then the
    // first to claim it writes and the other answers with what was written.
    const key = `suggestions:${request.id}:en-US`;
    expect(await leasesRepository(t.database.db).claim(key, 'earlier-click', 60_000, t.clock.now())).toBe(true);
    const clicks = Promise.all([generate(t, studio.token, request.id, { language: 'en-US' }), generate(t, studio.token, request.id, { language: 'en-US' })]);
    await new Promise((r) => setTimeout(r, 1_000));
    await leasesRepository(t.database.db).release(key, 'earlier-click');
    const [a, b] = await clicks;
    expect(replyOf(a)).toEqual(replyOf(b));
    expect(await storedRows(t, request.id)).toMatchObject([{ generationCount: 1 }]);
    expect(replyOf(await getSuggestions(t, studio.token, request.id))).toEqual(replyOf(a));
  });

  it('another designer’s request is not found, for reading and for generating, and nothing is written', async () => {
    const request = await openRequest(t, studio.genie_name);
    await answer(t, request.id, brief);
    for (const res of [await getSuggestions(t, rival.token, request.id), await generate(t, rival.token, request.id)]) {
      expect(errorOf(res)).toMatchObject({ status: 404, code: 'not_found' });
    }
    expect(await storedRows(t, request.id)).toEqual([]);
    replyOf(await generate(t, studio.token, request.id));
    expect(errorOf(await getSuggestions(t, rival.token, request.id)).status).toBe(404);
  });

  it('need a token, a real request id and a known language', async () => {
    const request = await openRequest(t, studio.genie_name);
    expect(errorOf(await t.app.inject({ method: 'GET', url: `/api/client_requests/${request.id}/suggestions/` })).status).toBe(401);
    expect(errorOf(await getSuggestions(t, studio.token, 'not-a-request')).status).toBe(404);
    expect(errorOf(await generate(t, studio.token, request.id, { language: 'fr-FR' }))).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it(`are limited to ${SUGGESTIONS_PER_DESIGNER_PER_MINUTE} generations a minute per designer`, async () => {
    const busy = await registerDesigner(t.app);
    const request = await openRequest(t, busy.genie_name);
    await answer(t, request.id, brief);
    const statuses: number[] = [];
    for (let i = 0; i <= SUGGESTIONS_PER_DESIGNER_PER_MINUTE; i++) statuses.push((await generate(t, busy.token, request.id)).statusCode);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Reading is not limited, and other designers are not affected.
    expect((await getSuggestions(t, busy.token, request.id)).statusCode).toBe(200);
  });
});

describe('the shared, read-only suggestions', () => {
  const shared = (key: string, query = '') => t.app.inject({ method: 'GET', url: `/api/shared/client_requests/${key}/suggestions/${query}` });
  const expectPrivate = (res: LightMyRequestResponse) => {
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['cache-control']).toBe('no-store');
  };

  it('of the showcase (`demo`) are always there: written by rules on the first view and kept', async () => {
    const res = await shared('demo', '?lang=zh-TW');
    expectPrivate(res);
    const first = replyOf(res);
    expect(first).toMatchObject({ state: 'generated', stale: false, auto_generate: false, suggestions: { source: 'rules', language: 'zh-TW', generation_count: 1 } });
    expect(first.suggestions!.content.summary).toMatch(/[\u4e00-\u9fff]/);
    expect(replyOf(await shared('demo', '?lang=zh-TW'))).toEqual(first);
    expect(replyOf(await shared('demo')).suggestions!.language).toBe('en-US');
  });

  it('of a real request show what its designer generated, by the share key and without a token', async () => {
    const request = await openRequest(t, studio.genie_name);
    await answer(t, request.id, brief);
    const none = await shared(request.shareKey);
    expectPrivate(none);
    expect(replyOf(none)).toMatchObject({ state: 'not_generated', auto_generate: false, suggestions: null });

    const generated = replyOf(await generate(t, studio.token, request.id));
    const view: SuggestionsReply = replyOf(await shared(request.shareKey, '?lang=ko-KR'));
    // Read-only: nothing there is offered for rewriting.
    expect(view).toEqual({ ...generated, auto_generate: false, same_if_regenerated: false });
    expect(await storedRows(t, request.id)).toHaveLength(1);
  });

  it('are read-only, and an unknown key is not found (with the same headers)', async () => {
    const request = await openRequest(t, studio.genie_name);
    await answer(t, request.id, brief);
    const post = await t.app.inject({ method: 'POST', url: `/api/shared/client_requests/${request.shareKey}/suggestions/`, payload: {} });
    expect([404, 405]).toContain(post.statusCode);
    expect(await storedRows(t, request.id)).toEqual([]);
    const unknown = await shared('no-such-key');
    expectPrivate(unknown);
    expect(errorOf(unknown).status).toBe(404);
  });
});

