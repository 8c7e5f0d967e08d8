import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MoodBoardReply, ProviderConnection, ProviderConnectionsReply, ProviderTestReply, StudioArticle, StudioGeneration } from '@genie/contracts';
import { providerConnections } from '../src/db/schema.ts';
import { createOfflineImageProvider } from '../src/ai/images/offline/offline-image-provider.ts';
import type { ImageProvider } from '../src/ai/images/image-provider.ts';
import { solidPng, startFakeProviderServer, type FakeProviderServer } from '../src/ai/images/providers/test-support/fake-provider-server.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server.ts';
import { chatTurn, getSession, startRequest, visitor } from './genie-helpers.ts';
import { bearer, createTestApp, errorOf, multipart, registerDesigner, type RegisteredDesigner, type TestApp } from './helpers.ts';

/**
 * A studio's own image provider and LLM (issue 25), against real local fake providers: connecting,
 * "Test connection" (a wrong key, a provider that never answers), the monthly cap, generations through
 * the studio's own key, and two studios that never see, change or use each other's connection.
 */
const A_KEY = 'sk-studio-a-0123456789abcd';
const B_KEY = 'sk-studio-b-9876543210wxyz';

/** The server's own provider: the built-in renderer under another name, so tests see which one made an image. */
const offline = createOfflineImageProvider();
const serverProvider: ImageProvider = {
  id: 'server-default',
  label: 'Server default',
  capabilities: offline.capabilities,
  generate: (request) => offline.generate({ ...request, width: 96, height: 64 }),
};

let fake: FakeProviderServer;
let llm: FakeProviderServer;
let chat: FakeOpenAiServer;
let t: TestApp;
let a: RegisteredDesigner;
let b: RegisteredDesigner;
let png: Buffer;

beforeAll(async () => {
  [fake, llm, chat] = await Promise.all([startFakeProviderServer(), startFakeProviderServer(), startFakeOpenAiServer()]);
  png = await solidPng(64, 48);
  t = await createTestApp(
    { IMAGE_TIMEOUT_MS: '1000', LLM_WRITER_TIMEOUT_MS: '5000', PROVIDER_TEST_ALLOW_ORIGINS: [fake.baseUrl, llm.baseUrl, new URL(chat.baseUrl).origin].join(',') },
    { imageProvider: serverProvider },
  );
  a = await registerDesigner(t.app);
  b = await registerDesigner(t.app);
});
afterAll(async () => {
  await t.close();
  await Promise.all([fake.close(), llm.close(), chat.close()]);
});

/** The fake OpenAI: the model's description (with a price per image), and images for the right key only. */
beforeEach(() => {
  fake.requests.length = 0;
  const keyOk = (auth: unknown) => auth === `Bearer ${A_KEY}` || auth === `Bearer ${B_KEY}`;
  fake.on('GET', /^\/v1\/models\//, (r) =>
    keyOk(r.headers.authorization)
      ? { json: { id: 'gpt-image-1', object: 'model', pricing: { image: '0.04' } } }
      : { status: 401, json: { error: { message: `Incorrect API key provided: ${String(r.headers.authorization).slice(7)}` } } },
  );
  fake.on('POST', '/v1/images/generations', (r) => {
    if (!keyOk(r.headers.authorization)) return { status: 401, json: { error: { message: 'Incorrect API key provided' } } };
    const n = (r.json as { n?: number }).n ?? 1;
    return { json: { data: Array.from({ length: n }, () => ({ b64_json: png.toString('base64') })) } };
  });
});

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (who: RegisteredDesigner, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(who.token), ...(payload ? { payload } : {}) });

const connectOpenAi = (who: RegisteredDesigner, key: string, extra: object = {}) =>
  call(who, 'PUT', '/my/providers/image/', { provider: 'openai', api_key: key, base_url: `${fake.baseUrl}/v1`, ...extra });

async function generate(who: RegisteredDesigner, count = 1): Promise<StudioGeneration> {
  const body = multipart({ tool: 'text_to_image', space: 'living_room', style: 'japandi', prompt: 'oak and linen', count: String(count) });
  const res = await t.app.inject({ method: 'POST', url: '/api/studio/generations/', headers: { ...bearer(who.token), ...body.headers }, payload: body.payload });
  expect(res.statusCode, res.body).toBe(200);
  const queued = res.json<{ generation: StudioGeneration }>().generation;
  await t.app.jobWorker.runDue();
  return (await call(who, 'GET', `/studio/generations/${queued.id}/`)).json<{ generation: StudioGeneration }>().generation;
}

const imageRequestsWith = (key: string) => fake.received('POST', '/v1/images/generations').filter((r) => r.headers.authorization === `Bearer ${key}`);

describe("a studio's own image provider", () => {
  it('connects with the key sealed: replies and the stored row carry only its last four characters', async () => {
    const res = await connectOpenAi(a, A_KEY, { monthly_image_cap: 50 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(A_KEY);
    expect(res.json<{ connection: ProviderConnection }>().connection).toMatchObject({ kind: 'image', provider: 'openai', key_hint: 'abcd', monthly_image_cap: 50, images_this_month: 0 });
    const listed = await call(a, 'GET', '/my/providers/');
    expect(listed.body).not.toContain(A_KEY);
    expect(listed.json<ProviderConnectionsReply>()).toMatchObject({ image: { provider: 'openai', key_hint: 'abcd' }, llm: null, server: { image_provider: 'offline', has_llm: false } });
    const rows = await t.database.db.select().from(providerConnections);
    expect(JSON.stringify(rows)).not.toContain(A_KEY);
    expect(JSON.stringify(rows)).not.toContain('0123456789');
  });

  it('tests the connection with one small call and shows the price per image the provider reports', async () => {
    await connectOpenAi(a, A_KEY);
    const res = await call(a, 'POST', '/my/providers/image/test/');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ProviderTestReply>()).toEqual({ success: true, kind: 'image', cost_per_image: { amount: 0.04, currency: 'USD' } });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/models/gpt-image-1']);
    expect(fake.requests[0]!.headers.authorization).toBe(`Bearer ${A_KEY}`);
  });

  it('says when the provider does not report a price', async () => {
    fake.on('GET', /^\/v1\/models\//, { json: { id: 'gpt-image-1', object: 'model' } });
    await connectOpenAi(a, A_KEY);
    expect((await call(a, 'POST', '/my/providers/image/test/')).json<ProviderTestReply>().cost_per_image).toBeNull();
  });

  it('refuses a wrong key with a clear error that never quotes the key', async () => {
    await connectOpenAi(b, 'sk-wrong-key-000000zzzz');
    const res = await call(b, 'POST', '/my/providers/image/test/');
    expect(res.statusCode).toBe(422);
    expect(errorOf(res)).toMatchObject({ code: 'provider_key_rejected' });
    expect(res.body).toMatch(/did not accept this key/);
    expect(res.body).not.toContain('sk-wrong-key');
    await call(b, 'DELETE', '/my/providers/image/');
  });

  it('says plainly when the provider does not answer in time', async () => {
    fake.on('GET', /^\/v1\/models\//, 'hang');
    await connectOpenAi(a, A_KEY);
    const res = await call(a, 'POST', '/my/providers/image/test/');
    expect(res.statusCode).toBe(502);
    expect(errorOf(res)).toMatchObject({ code: 'provider_unreachable' });
    expect(res.body).toMatch(/did not answer in time/);
  });

  it('refuses an address on a private network', async () => {
    for (const base_url of ['http://10.0.0.7:7860', 'http://127.0.0.1:9', 'http://169.254.169.254/v1']) {
      const res = await call(b, 'PUT', '/my/providers/image/', { provider: 'automatic1111', base_url });
      expect(res.statusCode, base_url).toBe(400);
      expect(errorOf(res)).toMatchObject({ code: 'provider_address_not_allowed' });
    }
    expect((await call(b, 'GET', '/my/providers/')).json<ProviderConnectionsReply>().image).toBeNull();
  });

  it('does not follow a redirect (into a private network or anywhere)', async () => {
    fake.on('GET', /^\/v1\/models\//, { status: 302, body: '', headers: { location: 'http://169.254.169.254/latest/meta-data/' } });
    await connectOpenAi(a, A_KEY);
    const res = await call(a, 'POST', '/my/providers/image/test/');
    expect(res.statusCode).toBe(502);
    expect(errorOf(res)).toMatchObject({ code: 'provider_unreachable' });
  });

  it('asks for the key of a hosted provider and the address of a self-hosted one', async () => {
    const noKey = await call(b, 'PUT', '/my/providers/image/', { provider: 'stability' });
    expect(errorOf(noKey)).toMatchObject({ code: 'validation_failed', fields: { api_key: 'api_key_required' } });
    const noAddress = await call(b, 'PUT', '/my/providers/image/', { provider: 'comfyui' });
    expect(errorOf(noAddress)).toMatchObject({ code: 'validation_failed', fields: { base_url: 'base_url_required' } });
  });

  it("makes the studio's images through its own key, and the server's default after Disconnect", async () => {
    await connectOpenAi(a, A_KEY, { monthly_image_cap: null });
    const done = await generate(a, 2);
    expect(done).toMatchObject({ status: 'succeeded', provider: 'openai' });
    expect(done.results).toHaveLength(2);
    expect(imageRequestsWith(A_KEY)).toHaveLength(1);
    expect((await call(a, 'GET', '/my/providers/')).json<ProviderConnectionsReply>().image?.images_this_month).toBeGreaterThanOrEqual(2);

    expect((await call(a, 'DELETE', '/my/providers/image/')).statusCode).toBe(200);
    const after = await generate(a);
    expect(after).toMatchObject({ status: 'succeeded', provider: 'server-default' });
    expect(imageRequestsWith(A_KEY)).toHaveLength(1);
  });

  it('refuses a generation past the monthly cap with a clear error, and counts only images made through the key', async () => {
    const c = await registerDesigner(t.app);
    await connectOpenAi(c, A_KEY, { monthly_image_cap: 3 });
    expect((await generate(c, 2)).status).toBe('succeeded');
    const body = multipart({ tool: 'text_to_image', space: 'living_room', style: 'japandi', prompt: 'more', count: '2' });
    const res = await t.app.inject({ method: 'POST', url: '/api/studio/generations/', headers: { ...bearer(c.token), ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toMatchObject({ code: 'provider_image_cap_reached' });
    expect(res.body).toMatch(/reached the cap you set/);
    expect((await generate(c, 1)).status).toBe('succeeded');
    expect((await call(c, 'GET', '/my/providers/')).json<ProviderConnectionsReply>().image).toMatchObject({ monthly_image_cap: 3, images_this_month: 3 });
    // Raising the cap (without pasting the key again) lets the studio go on.
    expect((await call(c, 'PUT', '/my/providers/image/', { provider: 'openai', base_url: `${fake.baseUrl}/v1`, monthly_image_cap: 10 })).statusCode).toBe(200);
    expect((await generate(c, 2)).status).toBe('succeeded');
    expect(imageRequestsWith(A_KEY).length).toBeGreaterThan(0);
  });
});

describe("the visitor's mood board of a studio with its own image provider", () => {
  it("renders the concepts through the studio's provider, with its key, counted against the cap", async () => {
    const studio = await registerDesigner(t.app);
    await connectOpenAi(studio, A_KEY, { monthly_image_cap: 10 });
    const { token } = await startRequest(t.app, studio.genie_name);
    await getSession(t.app, studio.genie_name, token);
    await chatTurn(t.app, studio.genie_name, token, { text: 'A 30-year-old apartment of about 85 m² in Taipei, we love warm Japandi style with oak.' });
    await chatTurn(t.app, studio.genie_name, token, { text: 'The living room and kitchen, with a budget of about 1.5 million NTD.' });
    const url = `/api/genie/${studio.genie_name}/mood_board/`;
    const queued = await t.app.inject({ method: 'POST', url: `${url}concepts/`, headers: visitor(token), payload: {} });
    expect(queued.statusCode, queued.body).toBe(200);
    await t.app.jobWorker.runDue();
    const made = (await t.app.inject({ method: 'GET', url, headers: visitor(token) })).json<MoodBoardReply>().board;
    expect(made.concepts.length).toBeGreaterThan(0);
    expect(made.concepts.every((c) => c.status === 'ready' && c.engine_label === 'OpenAI gpt-image-1')).toBe(true);
    expect(imageRequestsWith(A_KEY)).toHaveLength(made.concepts.length);
    expect((await call(studio, 'GET', '/my/providers/')).json<ProviderConnectionsReply>().image?.images_this_month).toBe(made.concepts.length);
  });
});

describe('two studios', () => {
  it("cannot read, test, replace or disconnect each other's connection, and never use each other's key", async () => {
    await connectOpenAi(a, A_KEY);
    const other = await registerDesigner(t.app);
    const seen = await call(other, 'GET', '/my/providers/');
    expect(seen.json<ProviderConnectionsReply>().image).toBeNull();
    expect(seen.body).not.toContain('abcd');
    expect((await call(other, 'POST', '/my/providers/image/test/')).statusCode).toBe(404);
    expect((await call(other, 'DELETE', '/my/providers/image/')).statusCode).toBe(404);
    // "Replacing" only ever writes the caller's own connection.
    expect((await connectOpenAi(other, B_KEY)).statusCode).toBe(200);
    expect((await call(a, 'GET', '/my/providers/')).json<ProviderConnectionsReply>().image).toMatchObject({ key_hint: 'abcd' });

    fake.requests.length = 0;
    expect((await generate(a)).status).toBe('succeeded');
    expect((await generate(other)).status).toBe('succeeded');
    expect(imageRequestsWith(A_KEY)).toHaveLength(1);
    expect(imageRequestsWith(B_KEY)).toHaveLength(1);

    expect((await call(other, 'DELETE', '/my/providers/image/')).statusCode).toBe(200);
    expect((await call(a, 'GET', '/my/providers/')).json<ProviderConnectionsReply>().image).toMatchObject({ key_hint: 'abcd' });
    fake.requests.length = 0;
    expect((await generate(other)).provider).toBe('server-default');
    expect(fake.requests).toHaveLength(0);
  });

  it("does not open a sealed key copied into another studio's row", async () => {
    const other = await registerDesigner(t.app);
    await connectOpenAi(a, A_KEY);
    await connectOpenAi(other, B_KEY);
    const [rowA] = await t.database.db.select().from(providerConnections).where(eq(providerConnections.keyHint, 'abcd'));
    await t.database.db.update(providerConnections).set({ keyCiphertext: rowA!.keyCiphertext }).where(eq(providerConnections.keyHint, 'wxyz'));
    fake.requests.length = 0;
    const stolen = await generate(other);
    expect(stolen.status).toBe('failed');
    expect(imageRequestsWith(A_KEY)).toHaveLength(0);
    await call(other, 'DELETE', '/my/providers/image/');
  });
});

describe("a studio's own LLM", () => {
  beforeEach(() => {
    llm.on('GET', '/v1/models', (r) =>
      r.headers.authorization === `Bearer ${A_KEY}` ? { json: { object: 'list', data: [{ id: 'writer-1' }, { id: 'other' }] } } : { status: 401, json: { error: { message: 'bad key' } } },
    );
  });

  it('connects, tests (key and model) and never returns the key', async () => {
    const res = await call(a, 'PUT', '/my/providers/llm/', { base_url: `${llm.baseUrl}/v1`, api_key: A_KEY, model: 'writer-1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(A_KEY);
    expect(res.json<{ connection: ProviderConnection }>().connection).toMatchObject({ kind: 'llm', provider: 'openai-compatible', model: 'writer-1', key_hint: 'abcd' });
    expect((await call(a, 'POST', '/my/providers/llm/test/')).json<ProviderTestReply>()).toEqual({ success: true, kind: 'llm', cost_per_image: null });
    expect((await call(a, 'PUT', '/my/providers/llm/', { base_url: `${llm.baseUrl}/v1`, model: 'missing-model' })).statusCode).toBe(200);
    expect(errorOf(await call(a, 'POST', '/my/providers/llm/test/'))).toMatchObject({ code: 'provider_key_rejected' });
    expect((await call(b, 'PUT', '/my/providers/llm/', { base_url: `${llm.baseUrl}/v1`, api_key: 'sk-nope-1111', model: 'writer-1' })).statusCode).toBe(200);
    expect((await call(b, 'POST', '/my/providers/llm/test/')).statusCode).toBe(422);
    await call(a, 'DELETE', '/my/providers/llm/');
    await call(b, 'DELETE', '/my/providers/llm/');
  });

  it("writes the studio's articles with its own LLM when the server has none; another studio's stay with the composer", async () => {
    const other = await registerDesigner(t.app);
    expect((await call(a, 'PUT', '/my/providers/llm/', { base_url: chat.baseUrl, api_key: A_KEY, model: 'studio-writer' })).statusCode).toBe(200);
    chat.respondWith(() => ({ type: 'text', text: JSON.stringify({ title: 'Warm oak at home', body: 'A calm living room in oak and linen, light from the garden side.' }) }));
    const mine = await call(a, 'POST', '/studio/articles/', { kind: 'social', space: 'living_room', style: 'japandi', language: 'en-US' });
    expect(mine.statusCode, mine.body).toBe(200);
    const article = mine.json<{ article: StudioArticle }>().article;
    expect(article.versions.at(-1)).toMatchObject({ source: 'llm', title: 'Warm oak at home' });
    expect(chat.requests.at(-1)!.body.model).toBe('studio-writer');
    expect(chat.requests.at(-1)!.headers.authorization).toBe(`Bearer ${A_KEY}`);

    const sent = chat.requests.length;
    const theirs = await call(other, 'POST', '/studio/articles/', { kind: 'social', space: 'living_room', style: 'japandi', language: 'en-US' });
    expect(theirs.json<{ article: StudioArticle }>().article.versions.at(-1)?.source).toBe('rules');
    expect(chat.requests).toHaveLength(sent);
    await call(a, 'DELETE', '/my/providers/llm/');
  });

  it("runs the studio's genie on its own LLM when the server has none; another studio's genie never calls it", async () => {
    const other = await registerDesigner(t.app);
    expect((await call(a, 'PUT', '/my/providers/llm/', { base_url: chat.baseUrl, api_key: A_KEY, model: 'studio-genie' })).statusCode).toBe(200);
    chat.respondWith(() => ({ type: 'text', text: 'Lovely, tell me more about the rooms.' }));
    const before = chat.requests.length;
    const visitor = await startRequest(t.app, a.genie_name);
    await getSession(t.app, a.genie_name, visitor.token);
    const turn = await chatTurn(t.app, a.genie_name, visitor.token, { text: 'A three-bedroom flat in Taipei, calm and light' });
    expect(turn.res.statusCode, turn.res.body).toBe(200);
    const mine = chat.requests.slice(before);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.headers.authorization === `Bearer ${A_KEY}` && r.body.model === 'studio-genie')).toBe(true);

    const sent = chat.requests.length;
    const theirVisitor = await startRequest(t.app, other.genie_name);
    await getSession(t.app, other.genie_name, theirVisitor.token);
    expect((await chatTurn(t.app, other.genie_name, theirVisitor.token, { text: 'A small café' })).res.statusCode).toBe(200);
    expect(chat.requests).toHaveLength(sent);
    await call(a, 'DELETE', '/my/providers/llm/');
  });
});
