import sharp from 'sharp';
import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardImage, Moodboard, SavedStyle, StudioArticle, StudioGeneration } from '@genie/contracts';
import { createOfflineImageProvider } from '../src/ai/images/offline/offline-image-provider.ts';
import { bearer, createTestApp, errorOf, multipart, registerDesigner, type RegisteredDesigner, type TestApp } from './helpers.ts';
import { makeImage } from './images.ts';
import { generatedText, systemOf, userTextOf, type MockCallOptions, type MockGenerateResult } from './mock-language-model.ts';
import { answer, openRequest } from './suggestions-helpers.ts';

const offline = createOfflineImageProvider();
let t: TestApp;
let a: RegisteredDesigner;
let b: RegisteredDesigner;

beforeAll(async () => {
  t = await createTestApp({}, { imageProvider: { ...offline, generate: (r) => offline.generate({ ...r, width: 160, height: 120 }) } });
  a = await registerDesigner(t.app, { name: 'Oak Studio' });
  b = await registerDesigner(t.app);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (who: RegisteredDesigner, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(who.token), ...(payload ? { payload } : {}) });
async function ok<T>(who: RegisteredDesigner, method: Method, url: string, payload?: object): Promise<T> {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

/** Two japandi images in A's gallery. */
async function galleryImages(who: RegisteredDesigner): Promise<BoardImage[]> {
  const body = multipart({ tool: 'text_to_image', space: 'living_room', style: 'japandi', prompt: 'oak and linen', count: '2' });
  const res = await t.app.inject({ method: 'POST', url: '/api/studio/generations/', headers: { ...bearer(who.token), ...body.headers }, payload: body.payload });
  const queued = res.json<{ generation: StudioGeneration }>().generation;
  await t.app.jobWorker.runDue();
  expect((await ok<{ generation: StudioGeneration }>(who, 'GET', `/studio/generations/${queued.id}/`)).generation.status).toBe('succeeded');
  return (await ok<{ images: BoardImage[] }>(who, 'GET', '/studio/moodboard-images/?style=japandi')).images;
}

let images: BoardImage[];
let board: Moodboard;
beforeAll(async () => {
  images = await galleryImages(a);
  board = (await ok<{ moodboard: Moodboard }>(a, 'POST', '/studio/moodboards/', { style: 'japandi', space: 'living_room', template: 'hero-left', language: 'en-US' })).moodboard;
});

describe('moodboards', () => {
  it("assembles a board from the designer's images of the style: hero first, palette with codes, materials, concept", () => {
    expect(board.images.map((i) => i.source_id).sort()).toEqual(images.map((i) => i.source_id).sort());
    expect(board.palette.length).toBeGreaterThanOrEqual(3);
    for (const swatch of board.palette) expect(swatch.hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(board.materials.length).toBeGreaterThan(0);
    expect(board.concept.length).toBeGreaterThan(20);
    expect(board.title).toMatch(/Japandi/);
    const kinds = board.layout.items.map((i) => i.kind);
    expect(kinds.filter((k) => k === 'image')).toHaveLength(2);
    expect(kinds).toContain('swatch');
    expect(board.layout.template).toBe('hero-left');
  });

  it('without a style or a space says "Please select a space and a style"', async () => {
    expect(errorOf(await call(a, 'POST', '/studio/moodboards/', { space: 'living_room' }))).toMatchObject({ status: 400, msg: 'Please select a space and a style' });
    expect(errorOf(await call(a, 'POST', '/studio/moodboards/', { style: 'japandi' }))).toMatchObject({ status: 400, msg: 'Please select a space and a style' });
  });

  it('uses a request brief in the concept, in the chosen language', async () => {
    const request = await openRequest(t, a.genie_name, { contact_name: 'Mei Chen', language: 'zh-TW' });
    await answer(t, request.id, { preferred_style: 'light oak and calm' });
    const made = (await ok<{ moodboard: Moodboard }>(a, 'POST', '/studio/moodboards/', { style: 'japandi', client_request_id: request.id, language: 'zh-TW' })).moodboard;
    expect(made.client_request_id).toBe(request.id);
    expect(made.concept).toMatch(/\p{Script=Han}/u);
    expect(made.concept).toContain('light oak and calm');
    expect((await ok<{ moodboards: Moodboard[] }>(a, 'GET', `/studio/moodboards/?client_request_id=${request.id}`)).moodboards.map((m) => m.id)).toEqual([made.id]);
    expect(errorOf(await call(b, 'POST', '/studio/moodboards/', { style: 'japandi', client_request_id: request.id }))).toMatchObject({ status: 404 });
  });

  it('keeps a dragged and swapped layout, and refuses an image that is not on the board', async () => {
    const [first, second] = board.layout.items.filter((i) => i.kind === 'image');
    const items = board.layout.items.map((i) =>
      i.id === first!.id ? { ...i, x: i.x + 30, y: i.y + 20, ref: second!.ref } : i.id === second!.id ? { ...i, ref: first!.ref } : i,
    );
    const moved = (await ok<{ moodboard: Moodboard }>(a, 'PATCH', `/studio/moodboards/${board.id}/`, { layout: { ...board.layout, items } })).moodboard;
    const hero = moved.layout.items.find((i) => i.id === first!.id)!;
    expect([hero.x, hero.y, hero.ref]).toEqual([first!.x + 30, first!.y + 20, second!.ref]);
    const bad = board.layout.items.map((i) => (i.id === first!.id ? { ...i, ref: 'someone-elses-image' } : i));
    expect(errorOf(await call(a, 'PATCH', `/studio/moodboards/${board.id}/`, { layout: { ...board.layout, items: bad } }))).toMatchObject({ status: 400, fields: { layout: 'invalid_value' } });
    const nudged = (await ok<{ moodboard: Moodboard }>(a, 'PATCH', `/studio/moodboards/${board.id}/`, { move: { item_id: first!.id, dx: -10, dy: 5 } })).moodboard;
    expect(nudged.layout.items.find((i) => i.id === first!.id)).toMatchObject({ x: first!.x + 20, y: first!.y + 25 });
    const swapped = (await ok<{ moodboard: Moodboard }>(a, 'PATCH', `/studio/moodboards/${board.id}/`, { swap: { a: first!.id, b: second!.id } })).moodboard;
    expect(swapped.layout.items.find((i) => i.id === first!.id)!.ref).toBe(first!.ref);
    const retitled = (await ok<{ moodboard: Moodboard }>(a, 'PATCH', `/studio/moodboards/${board.id}/`, { title: 'Quiet oak' })).moodboard;
    expect(retitled.layout.items.find((i) => i.kind === 'title')!.ref).toBe('Quiet oak');
    const relaid = (await ok<{ moodboard: Moodboard }>(a, 'PATCH', `/studio/moodboards/${board.id}/`, { template: 'grid' })).moodboard;
    expect(relaid.template).toBe('grid');
    board = relaid;
  });

  it('exports PNG and PDF files that open by their signed link', async () => {
    const png = (await ok<{ export: { url: string; format: string } }>(a, 'POST', `/studio/moodboards/${board.id}/exports/`, { format: 'png' })).export;
    const pngFile = await t.app.inject({ method: 'GET', url: png.url });
    expect(pngFile.statusCode).toBe(200);
    expect(await sharp(pngFile.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1600, height: 1000 });
    const pdf = (await ok<{ export: { url: string } }>(a, 'POST', `/studio/moodboards/${board.id}/exports/`, { format: 'pdf' })).export;
    const pdfFile = await t.app.inject({ method: 'GET', url: pdf.url });
    expect(pdfFile.headers['content-type']).toBe('application/pdf');
    expect(pdfFile.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await ok<{ moodboard: Moodboard }>(a, 'GET', `/studio/moodboards/${board.id}/`)).moodboard.exports.map((e) => e.format)).toEqual(['pdf', 'png']);
  });

  it('saves a board as a style that the next board reuses', async () => {
    const style = (await ok<{ style: SavedStyle }>(a, 'POST', `/studio/moodboards/${board.id}/save-style/`, { name: 'Calm oak' })).style;
    expect(style.images).toHaveLength(2);
    const next = (await ok<{ moodboard: Moodboard }>(a, 'POST', '/studio/moodboards/', { saved_style_id: style.id, space: 'bedroom' })).moodboard;
    expect(next.saved_style_id).toBe(style.id);
    expect(next.images.map((i) => i.source_id)).toEqual(style.images.map((i) => i.source_id));
    expect(next.title).toContain('Calm oak');
    // Deleting the board leaves the style; the board is gone.
    await ok(a, 'DELETE', `/studio/moodboards/${next.id}/`);
    expect(errorOf(await call(a, 'GET', `/studio/moodboards/${next.id}/`))).toMatchObject({ status: 404 });
    expect((await ok<{ moodboards: Moodboard[] }>(a, 'GET', '/studio/moodboards/')).moodboards.map((m) => m.id)).not.toContain(next.id);
  });
});

describe('saved styles', () => {
  it('are made from gallery results and uploads, edited and deleted', async () => {
    const body = multipart({ image: { filename: 'room.jpg', data: await makeImage.sidewaysJpegWithExif(), contentType: 'image/jpeg' } });
    const upload = await t.app.inject({ method: 'POST', url: '/api/studio/moodboard-images/', headers: { ...bearer(a.token), ...body.headers }, payload: body.payload });
    expect(upload.statusCode, upload.body).toBe(200);
    const uploaded = upload.json<{ image: BoardImage }>().image;
    expect((await t.app.inject({ method: 'GET', url: uploaded.url })).statusCode).toBe(200);
    const refs = [{ source: 'result', id: images[0]!.source_id }, { source: 'upload', id: uploaded.id }];
    const style = (await ok<{ style: SavedStyle }>(a, 'POST', '/studio/moodboard-styles/', { name: 'Morning light', images: refs })).style;
    expect(style.images.map((i) => i.source)).toEqual(['result', 'upload']);
    const edited = (await ok<{ style: SavedStyle }>(a, 'PATCH', `/studio/moodboard-styles/${style.id}/`, { name: 'Evening light', images: [refs[1]] })).style;
    expect(edited).toMatchObject({ name: 'Evening light', images: [{ id: style.images[1]!.id, source: 'upload' }] });
    expect((await ok<{ styles: SavedStyle[] }>(a, 'GET', '/studio/moodboard-styles/')).styles.map((s) => s.name)).toContain('Evening light');
    await ok(a, 'DELETE', `/studio/moodboard-styles/${style.id}/`);
    expect((await ok<{ styles: SavedStyle[] }>(a, 'GET', '/studio/moodboard-styles/')).styles.map((s) => s.id)).not.toContain(style.id);
  });

  it('answer with the validation messages', async () => {
    const ref = [{ source: 'result', id: images[0]!.source_id }];
    expect(errorOf(await call(a, 'POST', '/studio/moodboard-styles/', { name: '  ', images: ref }))).toMatchObject({ status: 400, msg: 'Style Name is a required field' });
    expect(errorOf(await call(a, 'POST', '/studio/moodboard-styles/', { name: 'Empty', images: [] }))).toMatchObject({ status: 400, msg: 'Please choose at least one image' });
    expect(errorOf(await call(a, 'POST', '/studio/moodboard-styles/', { name: 'x'.repeat(61), images: ref }))).toMatchObject({ status: 400, msg: 'This value is too long' });
    // Another designer's result is not an image A can choose.
    expect(errorOf(await call(b, 'POST', '/studio/moodboard-styles/', { name: 'Stolen', images: ref }))).toMatchObject({ status: 400, fields: { images: 'invalid_value' } });
  });
});

describe('two designers', () => {
  it("cannot read, change, export or delete each other's styles, boards and articles", async () => {
    const style = (await ok<{ style: SavedStyle }>(a, 'POST', '/studio/moodboard-styles/', { name: 'Mine', images: [{ source: 'result', id: images[0]!.source_id }] })).style;
    const article = (await ok<{ article: StudioArticle }>(a, 'POST', '/studio/articles/', { kind: 'social', space: 'living_room', style: 'japandi' })).article;
    const attempts: [Method, string, object?][] = [
      ['PATCH', `/studio/moodboard-styles/${style.id}/`, { name: 'Theirs' }],
      ['DELETE', `/studio/moodboard-styles/${style.id}/`],
      ['GET', `/studio/moodboards/${board.id}/`],
      ['PATCH', `/studio/moodboards/${board.id}/`, { title: 'Theirs' }],
      ['POST', `/studio/moodboards/${board.id}/exports/`, { format: 'png' }],
      ['POST', `/studio/moodboards/${board.id}/save-style/`, { name: 'Theirs' }],
      ['DELETE', `/studio/moodboards/${board.id}/`],
      ['POST', '/studio/moodboards/', { saved_style_id: style.id, space: 'bedroom' }],
      ['GET', `/studio/articles/${article.id}/`],
      ['PATCH', `/studio/articles/${article.id}/`, { body: 'Theirs' }],
      ['POST', `/studio/articles/${article.id}/regenerate/`, {}],
      ['POST', `/studio/articles/${article.id}/versions/${article.current_version_id}/restore/`],
      ['DELETE', `/studio/articles/${article.id}/`],
    ];
    for (const [method, url, payload] of attempts) expect(errorOf(await call(b, method, url, payload)), `${method} ${url}`).toMatchObject({ status: 404 });
    expect((await ok<{ styles: SavedStyle[] }>(b, 'GET', '/studio/moodboard-styles/')).styles).toEqual([]);
    expect((await ok<{ moodboards: Moodboard[] }>(b, 'GET', '/studio/moodboards/')).moodboards).toEqual([]);
    expect((await ok<{ articles: StudioArticle[] }>(b, 'GET', '/studio/articles/')).articles).toEqual([]);
    // A's export link does not open for B's grant: the signature names A.
    const exported = (await ok<{ moodboard: Moodboard }>(a, 'GET', `/studio/moodboards/${board.id}/`)).moodboard.exports[0]!;
    const forged = exported.url.replace(/grant=studio\.[^&]+/, `grant=studio.${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`);
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
  });
});

describe('articles without an LLM', () => {
  it('are written by the composer with the default poetry prompt, edited, regenerated into versions and restored', async () => {
    const request = await openRequest(t, a.genie_name, { contact_name: 'Mei Chen', language: 'en-US' });
    await answer(t, request.id, { space_size: '30 ping', preferred_style: 'Japandi, light and calm' });
    const made = (await ok<{ article: StudioArticle }>(a, 'POST', '/studio/articles/', { kind: 'proposal', client_request_id: request.id, images: [{ source: 'result', id: images[0]!.source_id }], language: 'en-US' })).article;
    expect(made.prompt).toMatch(/poetry/i);
    expect(made.body.length).toBeGreaterThan(80);
    expect(made.versions).toHaveLength(1);
    expect(made.versions[0]).toMatchObject({ source: 'rules', fallback_reason: null });

    const saved = (await ok<{ article: StudioArticle }>(a, 'PATCH', `/studio/articles/${made.id}/`, { body: 'My own words.' })).article;
    expect(saved.body).toBe('My own words.');
    expect(saved.versions[0]!.edited_at).not.toBeNull();

    const again = (await ok<{ article: StudioArticle }>(a, 'POST', `/studio/articles/${made.id}/regenerate/`, { prompt: 'formal, for the client' })).article;
    expect(again.versions).toHaveLength(2);
    expect(again.prompt).toBe('formal, for the client');
    expect(again.body).not.toBe('My own words.');
    const restored = (await ok<{ article: StudioArticle }>(a, 'POST', `/studio/articles/${made.id}/versions/${made.current_version_id}/restore/`)).article;
    expect(restored.body).toBe('My own words.');
    expect((await ok<{ article: StudioArticle }>(a, 'GET', `/studio/articles/${made.id}/`)).article).toMatchObject({ body: 'My own words.', current_version_id: made.current_version_id });
    expect((await ok<{ articles: StudioArticle[] }>(a, 'GET', `/studio/articles/?client_request_id=${request.id}`)).articles.map((x) => x.id)).toEqual([made.id]);
  });

  it('Regenerate keeps the title and the paragraph the designer edited', async () => {
    const made = (await ok<{ article: StudioArticle }>(a, 'POST', '/studio/articles/', { kind: 'proposal', space: 'kitchen', style: 'japandi', language: 'en-US', prompt: 'warm' })).article;
    const parts = made.body.split('\n\n');
    expect(parts.length).toBeGreaterThanOrEqual(3);
    parts[1] = 'We will keep the old terrazzo floor: it is the heart of the room.';
    await ok(a, 'PATCH', `/studio/articles/${made.id}/`, { title: 'Our terrazzo kitchen', body: parts.join('\n\n') });
    const again = (await ok<{ article: StudioArticle }>(a, 'POST', `/studio/articles/${made.id}/regenerate/`, { prompt: 'formal' })).article;
    expect(again.versions).toHaveLength(2);
    expect(again.title).toBe('Our terrazzo kitchen');
    const newParts = again.body.split('\n\n');
    expect(newParts[1]).toBe('We will keep the old terrazzo floor: it is the heart of the room.');
    // The rest is written anew, in the new tone.
    expect(newParts[0]).not.toBe(parts[0]);
    // And once more: the edits are still remembered.
    const third = (await ok<{ article: StudioArticle }>(a, 'POST', `/studio/articles/${made.id}/regenerate/`, {})).article;
    expect(third.title).toBe('Our terrazzo kitchen');
    expect(third.body).toContain('terrazzo floor');
  });

  it('leaves the budget, the contact name and the client\'s words out of an article unless the designer includes them', async () => {
    const request = await openRequest(t, a.genie_name, { contact_name: 'Mei Chen', language: 'en-US' });
    await answer(t, request.id, { budget: 'US$150,000', layout: 'apartment; layout Three bedrooms and a small study by the window', preferred_style: 'Japandi, light and calm' });
    const plain = (await ok<{ article: StudioArticle }>(a, 'POST', '/studio/articles/', { kind: 'proposal', client_request_id: request.id, language: 'en-US', prompt: 'formal' })).article;
    const text = `${plain.title}\n${plain.body}`;
    expect(text).not.toContain('150,000');
    expect(text).not.toContain('Mei Chen');
    expect(text).not.toContain('Three bedrooms');
    const asked = (await ok<{ article: StudioArticle }>(a, 'POST', '/studio/articles/', { kind: 'proposal', client_request_id: request.id, language: 'en-US', prompt: 'formal', include: ['budget'] })).article;
    expect(asked.body).toContain('US$150,000');
    expect(asked.body).not.toContain('Mei Chen');
    expect(asked.versions[0]!.include).toEqual(['budget']);
    // Regenerate keeps the choice unless it is changed.
    const again = (await ok<{ article: StudioArticle }>(a, 'POST', `/studio/articles/${asked.id}/regenerate/`, {})).article;
    expect(again.body).toContain('US$150,000');
  });

  it('are written in Traditional Chinese and Korean too', async () => {
    for (const [language, script] of [['zh-TW', /\p{Script=Han}/u], ['ko-KR', /\p{Script=Hangul}/u]] as const) {
      const made = (await ok<{ article: StudioArticle }>(a, 'POST', '/studio/articles/', { kind: 'story', space: 'bedroom', style: 'japandi', language })).article;
      expect(made.body).toMatch(script);
      expect(made.prompt).toMatch(script);
    }
  });

  it('answer with the validation messages', async () => {
    const made = (await ok<{ article: StudioArticle }>(a, 'POST', '/studio/articles/', { kind: 'social' })).article;
    expect(errorOf(await call(a, 'PATCH', `/studio/articles/${made.id}/`, { body: '   ' }))).toMatchObject({ status: 400, msg: 'Please enter the article text' });
    expect(errorOf(await call(a, 'PATCH', `/studio/articles/${made.id}/`, { body: 'x'.repeat(20_001) }))).toMatchObject({ status: 400, msg: 'This value is too long' });
    expect(errorOf(await call(a, 'POST', '/studio/articles/', { kind: 'poem' })).status).toBe(400);
    expect(errorOf(await call(a, 'POST', `/studio/articles/${made.id}/versions/not-a-version/restore/`))).toMatchObject({ status: 404 });
    await ok(a, 'DELETE', `/studio/articles/${made.id}/`);
    expect(errorOf(await call(a, 'GET', `/studio/articles/${made.id}/`))).toMatchObject({ status: 404 });
  });
});

describe('plan gating', () => {
  it('refuses Starter designers on every tool', async () => {
    const d = await registerDesigner(t.app);
    await call(d, 'POST', '/plans/select/', { plan: 'starter', billing_cycle: 'monthly' });
    for (const [method, url, payload] of [
      ['GET', '/studio/moodboard-images/'],
      ['GET', '/studio/moodboard-styles/'],
      ['POST', '/studio/moodboard-styles/', { name: 'x', images: [{ source: 'result', id: images[0]!.source_id }] }],
      ['GET', '/studio/moodboards/'],
      ['POST', '/studio/moodboards/', { style: 'japandi', space: 'living_room' }],
      ['GET', '/studio/articles/'],
      ['POST', '/studio/articles/', { kind: 'social' }],
    ] as [Method, string, object?][]) {
      expect(errorOf(await call(d, method, url, payload)), url).toMatchObject({ status: 403, code: 'plan_feature_locked' });
    }
  });
});

describe('articles with an LLM', () => {
  let llm: TestApp;
  let d: RegisteredDesigner;
  let respond: (options: MockCallOptions) => Promise<MockGenerateResult>;
  const calls: MockCallOptions[] = [];
  beforeAll(async () => {
    const model = new MockLanguageModelV3({
      provider: 'mock',
      modelId: 'mock-writer',
      doGenerate: async (options) => {
        calls.push(options);
        return respond(options);
      },
    });
    llm = await createTestApp({ LLM_WRITER_TIMEOUT_MS: '1000' }, { writerModel: model });
    d = await registerDesigner(llm.app, { name: 'Oak Studio' });
  });
  afterAll(() => llm.close());
  const write = (payload: object) => llm.app.inject({ method: 'POST', url: '/api/studio/articles/', headers: bearer(d.token), payload });

  it('writes through the configured writer, with the prompt and the brief facts', async () => {
    respond = async () => generatedText(JSON.stringify({ title: 'Light on oak', body: 'Morning light falls on pale oak.\n\nA calm room for Mei.' }));
    const res = await write({ kind: 'story', prompt: 'warm, two paragraphs', space: 'living_room', style: 'japandi', language: 'en-US' });
    expect(res.statusCode, res.body).toBe(200);
    const article = res.json<{ article: StudioArticle }>().article;
    expect(article).toMatchObject({ title: 'Light on oak', prompt: 'warm, two paragraphs', versions: [{ source: 'llm', fallback_reason: null }] });
    const last = calls.at(-1)!;
    expect(systemOf(last)).toContain('project story');
    expect(userTextOf(last).join('\n')).toContain('warm, two paragraphs');
    expect(userTextOf(last).join('\n')).toContain('Japandi');
  });

  it("keeps the brief's budget and contact details out of what the LLM wrote, and out of what it is given", async () => {
    const request = await openRequest(llm, d.genie_name, { contact_name: 'Mei Chen', language: 'en-US' });
    await answer(llm, request.id, { budget: 'US$150,000', address: '12 Oak Lane, Taipei' });
    respond = async () =>
      generatedText(JSON.stringify({ title: 'A calm home', body: 'Dear Mei Chen, here is our idea.\n\nWith US$150,000 we can do a lot. Oak and linen keep it calm.\n\nCall us on +886 912 345 678.' }));
    const article = (await write({ kind: 'proposal', client_request_id: request.id, prompt: 'warm', language: 'en-US' })).json<{ article: StudioArticle }>().article;
    expect(article).toMatchObject({ title: 'A calm home', body: 'Oak and linen keep it calm.', versions: [{ source: 'llm' }] });
    const given = userTextOf(calls.at(-1)!).join('\n');
    expect(given).not.toContain('150,000');
    expect(given).not.toContain('Oak Lane');
    expect(given).not.toContain('Mei Chen');
    expect(systemOf(calls.at(-1)!)).toContain('never mention the budget');
  });

  it('falls back to the composer when the LLM fails, recording why', async () => {
    respond = () => Promise.reject(new Error('HTTP 500'));
    const failed = (await write({ kind: 'proposal', language: 'en-US' })).json<{ article: StudioArticle }>().article;
    expect(failed.versions[0]).toMatchObject({ source: 'rules', fallback_reason: 'error' });
    expect(failed.body.length).toBeGreaterThan(40);
    respond = async () => generatedText(JSON.stringify({ title: '光', body: '木頭與光。' }));
    const wrongLanguage = (await write({ kind: 'social', language: 'en-US' })).json<{ article: StudioArticle }>().article;
    expect(wrongLanguage.versions[0]).toMatchObject({ source: 'rules', fallback_reason: 'wrong_language' });
  });
});
