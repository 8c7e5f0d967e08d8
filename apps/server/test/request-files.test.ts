import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BriefFeedback, ClientRequestDetail, HistoryReply, SharedOverviewReply } from '@genie/contracts';
import { bearer, createTestApp, errorOf, multipart, registerDesigner, type RegisteredDesigner, type TestApp } from './helpers.ts';
import { chatTurn, completeConversation, genieBase, getSession, jpegImage, pngImage, startRequest, visitor } from './genie-helpers.ts';

let t: TestApp;
let oak: RegisteredDesigner;
let elm: RegisteredDesigner;

interface FinishedRequest {
  id: string;
  token: string;
  shareKey: string;
}

/** A visitor of `designer` who reaches the brief and uploads a note image and a floor plan. */
async function requestWithFiles(designer: RegisteredDesigner, name: string): Promise<FinishedRequest> {
  const base = genieBase(designer.genie_name);
  const { token } = await startRequest(t.app, designer.genie_name, { contact_name: name, project_type: 'commercial_space' });
  await getSession(t.app, designer.genie_name, token);
  await chatTurn(t.app, designer.genie_name, token, { text: 'We are fitting out a small bakery on the corner and need the whole interior.' });
  await completeConversation(t.app, designer.genie_name, token, 'en-US', 'commercial_space');
  expect((await t.app.inject({ method: 'POST', url: `${base}/reference/skip/`, headers: visitor(token) })).json().stage).toBe('brief');
  const form = multipart({
    note: 'The counter stays where it is.',
    note_image: { filename: 'counter.jpg', data: await jpegImage(), contentType: 'image/jpeg' },
    floor_plans: { filename: 'plan.png', data: await pngImage(300, 200), contentType: 'image/png' },
  });
  const saved = await t.app.inject({ method: 'PUT', url: `${base}/brief/feedback/`, headers: { ...form.headers, ...visitor(token) }, payload: form.payload });
  expect(saved.statusCode, saved.body).toBe(200);
  const list = (await t.app.inject({ method: 'GET', url: `/api/client_requests/?q=${encodeURIComponent(name)}`, headers: bearer(designer.token) })).json();
  const id: string = list.items[0].id;
  return { id, token, shareKey: (await designerDetail(designer, id)).share_key };
}

async function designerDetail(designer: RegisteredDesigner, id: string): Promise<ClientRequestDetail> {
  const res = await t.app.inject({ method: 'GET', url: `/api/client_requests/${id}/`, headers: bearer(designer.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().client_request;
}

async function visitorFeedback(designer: RegisteredDesigner, token: string): Promise<BriefFeedback> {
  const res = await t.app.inject({ method: 'GET', url: `${genieBase(designer.genie_name)}/brief/`, headers: visitor(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().feedback;
}

const sharedOverview = (key: string) => t.app.inject({ method: 'GET', url: `/api/shared/client_requests/${key}/overview/` });
const sharedHistory = (key: string) => t.app.inject({ method: 'GET', url: `/api/shared/client_requests/${key}/history/` });
const filesOf = (feedback: BriefFeedback) => [feedback.note_image!.url, ...feedback.floor_plans.map((f) => f.url)];
const load = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

function linkParts(url: string) {
  const parsed = new URL(url, 'http://genie.test');
  return { path: parsed.pathname, params: parsed.searchParams };
}

function withParams(url: string, change: (params: URLSearchParams) => void): string {
  const { path, params } = linkParts(url);
  change(params);
  return `${path}?${params.toString()}`;
}

let bakery: FinishedRequest;
let florist: FinishedRequest;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: '1000', RATE_LIMIT_VISITOR_PER_MINUTE: '10000' });
  oak = await registerDesigner(t.app, { name: 'Oak Studio', language: 'en-US' });
  elm = await registerDesigner(t.app, { name: 'Elm Studio', language: 'en-US' });
  bakery = await requestWithFiles(oak, 'Baker Bo');
  florist = await requestWithFiles(oak, 'Florist Fay');
});
afterAll(() => t.close());

describe("a request's files", () => {
  it('open for the visitor, the designer and a shared view by signed links, kept privately for five minutes', async () => {
    const readers = [
      await visitorFeedback(oak, bakery.token),
      (await designerDetail(oak, bakery.id)).feedback,
      (await t.app.inject({ method: 'GET', url: `/api/client_requests/${bakery.id}/history/`, headers: bearer(oak.token) })).json<HistoryReply>().feedback,
      (await sharedOverview(bakery.shareKey)).json<SharedOverviewReply>().client_request.feedback,
      (await sharedHistory(bakery.shareKey)).json<HistoryReply>().feedback,
    ];
    for (const feedback of readers) {
      expect(feedback.floor_plans).toHaveLength(1);
      for (const url of filesOf(feedback)) {
        expect(url).toMatch(/^\/api\/files\/(floor-plans|brief-notes)\/[\w-]+\.webp\?grant=(visitor|designer|share)\.[\w-]+&expires=\d+&signature=[\w-]+$/);
        const file = await load(url);
        expect(file.statusCode, url).toBe(200);
        expect(file.headers['content-type']).toBe('image/webp');
        expect(file.headers['cache-control']).toBe('private, max-age=300');
      }
    }
  });

  it('do not open without a link, not even for the signed-in designer', async () => {
    const [noteUrl] = filesOf((await designerDetail(oak, bakery.id)).feedback);
    const bare = linkParts(noteUrl!).path;
    expect(errorOf(await load(bare))).toMatchObject({ status: 403, code: 'forbidden' });
    expect(errorOf(await load(bare, bearer(oak.token)))).toMatchObject({ status: 403, code: 'forbidden' });
    expect(errorOf(await load(bare, visitor(bakery.token)))).toMatchObject({ status: 403, code: 'forbidden' });
  });

  it("stop loading for the shared view once the share is revoked; the designer's and the visitor's keep working", async () => {
    const sharedFiles = filesOf((await sharedOverview(bakery.shareKey)).json<SharedOverviewReply>().client_request.feedback);
    const designerFiles = filesOf((await designerDetail(oak, bakery.id)).feedback);
    const visitorFiles = filesOf(await visitorFeedback(oak, bakery.token));

    const revoked = await t.app.inject({ method: 'POST', url: `/api/client_requests/${bakery.id}/share/revoke/`, headers: bearer(oak.token) });
    expect(revoked.statusCode, revoked.body).toBe(200);

    for (const url of sharedFiles) expect(errorOf(await load(url)), url).toMatchObject({ status: 404, code: 'not_found' });
    expect((await sharedOverview(bakery.shareKey)).statusCode).toBe(404);
    expect((await sharedHistory(bakery.shareKey)).statusCode).toBe(404);
    for (const url of [...designerFiles, ...visitorFiles, ...filesOf((await designerDetail(oak, bakery.id)).feedback)]) {
      expect((await load(url)).statusCode, url).toBe(200);
    }

    // The new share key's links open the files again.
    const fresh = (await sharedOverview(revoked.json().share_key)).json<SharedOverviewReply>().client_request.feedback;
    for (const url of filesOf(fresh)) expect((await load(url)).statusCode, url).toBe(200);
    bakery.shareKey = revoked.json().share_key;
  });

  it("of one request do not open another request's file, and a changed expiry or grant breaks the link", async () => {
    const [bakeryPlan] = (await designerDetail(oak, bakery.id)).feedback.floor_plans;
    const [floristPlan] = (await designerDetail(oak, florist.id)).feedback.floor_plans;
    const otherKey = linkParts(floristPlan!.url).path;
    const swapped = `${otherKey}?${linkParts(bakeryPlan!.url).params.toString()}`;
    expect(errorOf(await load(swapped))).toMatchObject({ status: 403, code: 'forbidden' });

    const later = withParams(bakeryPlan!.url, (p) => p.set('expires', String(Number(p.get('expires')) + 24 * 3600)));
    expect(errorOf(await load(later))).toMatchObject({ status: 403, code: 'forbidden' });
    const regranted = withParams(bakeryPlan!.url, (p) => p.set('grant', `designer.${florist.id}`));
    expect(errorOf(await load(regranted))).toMatchObject({ status: 403, code: 'forbidden' });

    // A shared view's link for the florist cannot be pointed at the bakery's file either.
    const floristShared = (await sharedOverview(florist.shareKey)).json<SharedOverviewReply>().client_request.feedback.floor_plans[0]!.url;
    const pointed = `${linkParts(bakeryPlan!.url).path}?${linkParts(floristShared).params.toString()}`;
    expect(errorOf(await load(pointed))).toMatchObject({ status: 403, code: 'forbidden' });
  });

  it('expire within three hours; the request read again carries fresh links', async () => {
    const [url] = filesOf(await visitorFeedback(oak, bakery.token));
    t.clock.advance(3 * 60 * 60_000 + 1000);
    try {
      expect(errorOf(await load(url!))).toMatchObject({ status: 403, code: 'forbidden' });
      const [fresh] = filesOf(await visitorFeedback(oak, bakery.token));
      expect(fresh).not.toBe(url);
      expect((await load(fresh!)).statusCode).toBe(200);
    } finally {
      t.clock.advance(-(3 * 60 * 60_000 + 1000));
    }
  });
});

describe('two designers', () => {
  it("keep each other's request files apart: Elm cannot read Oak's request, nor open its files with a link of its own", async () => {
    expect(errorOf(await t.app.inject({ method: 'GET', url: `/api/client_requests/${bakery.id}/`, headers: bearer(elm.token) }))).toMatchObject({ status: 404 });
    expect(errorOf(await t.app.inject({ method: 'GET', url: `/api/client_requests/${bakery.id}/history/`, headers: bearer(elm.token) }))).toMatchObject({ status: 404 });

    const elmOwn = await requestWithFiles(elm, 'Elm Client Ed');
    const elmLink = (await designerDetail(elm, elmOwn.id)).feedback.floor_plans[0]!.url;
    const oakPlan = (await designerDetail(oak, bakery.id)).feedback.floor_plans[0]!.url;
    const borrowed = `${linkParts(oakPlan).path}?${linkParts(elmLink).params.toString()}`;
    expect(errorOf(await load(borrowed, bearer(elm.token)))).toMatchObject({ status: 403, code: 'forbidden' });
    expect(errorOf(await load(linkParts(oakPlan).path, bearer(elm.token)))).toMatchObject({ status: 403, code: 'forbidden' });
    expect((await load(elmLink)).statusCode).toBe(200);
  });
});
