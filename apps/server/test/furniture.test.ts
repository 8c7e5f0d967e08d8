import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FurnitureListReply, FurnitureProduct } from '@genie/contracts';
import { bearer, createTestApp, errorOf, multipart, registerDesigner, type RegisteredDesigner, type TestApp } from './helpers.ts';
import { answer, openRequest, rate } from './suggestions-helpers.ts';

let t: TestApp;
let studio: RegisteredDesigner;
let rival: RegisteredDesigner;
let starter: RegisteredDesigner;
let requestId: string;
let shareKey: string;

const product = {
  name: 'Oak Lounge Sofa',
  category: 'sofa',
  styles: ['japandi'],
  width_cm: 190,
  depth_cm: 85,
  height_cm: 78,
  colour: '#c49a6c',
  material: 'oak',
  price: 3000,
  currency: 'TWD',
  vendor: 'Oak Studio Works',
  product_url: 'https://example.com/sofa',
  image: '',
  licence: '',
};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: '1000', RATE_LIMIT_VISITOR_START_PER_MINUTE: '1000' });
  studio = await registerDesigner(t.app, { name: 'Oak Studio' });
  rival = await registerDesigner(t.app, { name: 'Rival Studio' });
  starter = await registerDesigner(t.app, { name: 'Small Studio' });
  const sel = await t.app.inject({ method: 'POST', url: '/api/plans/select/', headers: bearer(starter.token), payload: { plan: 'starter', billing_cycle: 'monthly' } });
  expect(sel.statusCode, sel.body).toBe(200);
  const request = await openRequest(t, studio.genie_name, { contact_name: 'Mei Chen', language: 'en-US', project_type: 'residential_space' });
  await answer(t, request.id, { space_size: '30 ping', budget: 'NT$300,000', layout: 'living room and bedroom', colors_and_elements: 'light oak wood and linen' });
  await rate(t, request.id, { japandi: 5, industrial: 1 });
  requestId = request.id;
  shareKey = request.shareKey;
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload !== undefined ? { payload: payload as object } : {}) });
const list = (res: { statusCode: number; body: string; json: <T>() => T }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FurnitureListReply>();
};

describe("a request's furniture list", () => {
  it('is empty until generated, then proposes pieces per room of the brief within its budget, in its currency', async () => {
    const before = list(await call(studio.token, 'GET', `/client_requests/${requestId}/furniture/`));
    expect(before).toMatchObject({ generated: false, items: [], currency: 'TWD', budget: 300000 });
    expect(before.rooms.map((r) => r.space)).toEqual(['living_room', 'bedroom']);

    const plan = list(await call(studio.token, 'POST', `/client_requests/${requestId}/furniture/`));
    expect(plan.generated).toBe(true);
    expect(plan.items.length).toBeGreaterThan(3);
    expect(new Set(plan.items.map((i) => i.room_id))).toEqual(new Set(['living_room', 'bedroom']));
    expect(plan.total).toBeLessThanOrEqual(300000);
    expect(plan.total).toBe(plan.items.reduce((s, i) => s + i.price, 0));
    // The loved style leads; the reason names it.
    const sofa = plan.items.find((i) => i.slot === 'living_room:sofa')!;
    expect(sofa.piece.styles).toContain('japandi');
    expect(sofa.reason.params).toMatchObject({ style: 'japandi', score: 5 });
    expect(plan.items.every((i) => !i.piece.styles.includes('industrial'))).toBe(true);
  });

  it('pins, shows alternatives, swaps, removes and exports as CSV', async () => {
    const base = `/client_requests/${requestId}/furniture`;
    const pinned = list(await call(studio.token, 'PUT', `${base}/slots/bedroom:bed/pin/`, { pinned: true }));
    const bed = pinned.items.find((i) => i.slot === 'bedroom:bed')!;
    expect(bed.pinned).toBe(true);

    const alts = await call(studio.token, 'GET', `${base}/slots/living_room:sofa/alternatives/`);
    expect(alts.statusCode, alts.body).toBe(200);
    const options = alts.json<{ items: FurnitureListReply['items'] }>().items;
    expect(options.length).toBeGreaterThan(0);
    const current = pinned.items.find((i) => i.slot === 'living_room:sofa')!;
    expect(options.map((o) => o.piece_id)).not.toContain(current.piece_id);

    const swapped = list(await call(studio.token, 'POST', `${base}/slots/living_room:sofa/swap/`, { piece_id: options[0]!.piece_id }));
    expect(swapped.items.find((i) => i.slot === 'living_room:sofa')).toMatchObject({ piece_id: options[0]!.piece_id, pinned: true });
    expect(swapped.total).toBeLessThanOrEqual(300000);
    const notAnAlternative = await call(studio.token, 'POST', `${base}/slots/living_room:sofa/swap/`, { piece_id: 'demo-industrial-1' });
    expect(notAnAlternative.statusCode).toBe(400);

    const removed = list(await call(studio.token, 'DELETE', `${base}/slots/living_room:rug/`));
    expect(removed.items.some((i) => i.slot === 'living_room:rug')).toBe(false);
    // Regenerating keeps the pins and brings the removed slot back.
    const again = list(await call(studio.token, 'POST', `${base}/`));
    expect(again.items.find((i) => i.slot === 'bedroom:bed')).toMatchObject({ piece_id: bed.piece_id, pinned: true });

    const csv = await call(studio.token, 'GET', `${base}/export.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^room,category,name,vendor/);
    expect(lines).toHaveLength(again.items.length + 3);
    expect(lines.at(-2)).toContain(`,${again.total},TWD`);
  });

  it("writes the CSV's rooms, kinds and materials in the designer's language, never as ids", async () => {
    const taipei = await registerDesigner(t.app, { name: '青木設計', language: 'zh-TW' });
    const request = await openRequest(t, taipei.genie_name, { contact_name: 'Mei Chen', language: 'en-US', project_type: 'residential_space' });
    await answer(t, request.id, { space_size: '30 ping', budget: 'NT$300,000', layout: 'living room and bedroom', colors_and_elements: 'light oak wood and linen' });
    await rate(t, request.id, { japandi: 5 });
    const plan = list(await call(taipei.token, 'POST', `/client_requests/${request.id}/furniture/`));

    const csv = await call(taipei.token, 'GET', `/client_requests/${request.id}/furniture/export.csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n').slice(1, plan.items.length + 1).map((line) => line.split(','));
    const sofa = rows[plan.items.findIndex((i) => i.slot === 'living_room:sofa')]!;
    expect(sofa.slice(0, 2)).toEqual(['客廳', '沙發']);
    expect(rows.map((r) => r[0])).toContain('臥室');
    // No room, kind or material is left as a catalogue id (living_room, coffee_table, light_oak …).
    for (const row of rows) for (const cell of [row[0], row[1], row[7]]) expect(cell).not.toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it("exports the list as a PDF in the designer's language, to its designer only", async () => {
    const url = `/client_requests/${requestId}/furniture/export.pdf`;
    const pdf = await call(studio.token, 'GET', url);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('furniture.pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(5000);
    expect((await call(rival.token, 'GET', url)).statusCode).toBe(404);
  });

  it('renders every language with its own texts and the brief currency', async () => {
    const { renderFurniturePdf } = await import('../src/furniture/export-furniture-pdf.ts');
    const current = list(await call(studio.token, 'GET', `/client_requests/${requestId}/furniture/`));
    const { extractText } = await import('unpdf');
    const expected = { 'en-US': ['Furniture list', 'Living Room', 'Total: NT$'], 'zh-TW': ['家具清單', '客廳', '總計：'], 'ko-KR': ['가구 목록', '거실', '합계: NT$'] } as const;
    for (const language of ['en-US', 'zh-TW', 'ko-KR'] as const) {
      const bytes = await renderFurniturePdf(current, 'Mei Chen', '2026-11-25', language);
      const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
      for (const words of expected[language]) expect(text).toContain(words);
      expect(text).toContain(current.items[0]!.piece.name);
    }
  }, 30_000);

  it('reaches the shared view only when the designer chooses to show it', async () => {
    const shared = () => t.app.inject({ method: 'GET', url: `/api/shared/client_requests/${shareKey}/furniture/` });
    expect((await shared()).statusCode).toBe(404);
    expect(list(await call(studio.token, 'PUT', `/client_requests/${requestId}/furniture/share/`, { shared: true })).shared).toBe(true);
    const res = await shared();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-robots-tag']).toContain('noindex');
    expect(res.json<FurnitureListReply>().items.length).toBeGreaterThan(0);
    await call(studio.token, 'PUT', `/client_requests/${requestId}/furniture/share/`, { shared: false });
    expect((await shared()).statusCode).toBe(404);
  });

  it('shows nothing behind a revoked share key, even when included; the new key shows it', async () => {
    await call(studio.token, 'PUT', `/client_requests/${requestId}/furniture/share/`, { shared: true });
    const revoked = await call(studio.token, 'POST', `/client_requests/${requestId}/share/revoke/`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    const fresh = revoked.json<{ share_key: string }>().share_key;
    const sharedList = (key: string) => t.app.inject({ method: 'GET', url: `/api/shared/client_requests/${key}/furniture/` });
    expect((await sharedList(shareKey)).statusCode).toBe(404);
    expect((await sharedList(fresh)).statusCode).toBe(200);
    shareKey = fresh;
    await call(studio.token, 'PUT', `/client_requests/${requestId}/furniture/share/`, { shared: false });
  });

  it("cannot be read or changed by another designer's token", async () => {
    const base = `/client_requests/${requestId}/furniture`;
    const attempts = [
      call(rival.token, 'GET', `${base}/`),
      call(rival.token, 'POST', `${base}/`),
      call(rival.token, 'PUT', `${base}/share/`, { shared: true }),
      call(rival.token, 'PUT', `${base}/slots/bedroom:bed/pin/`, { pinned: false }),
      call(rival.token, 'GET', `${base}/slots/living_room:sofa/alternatives/`),
      call(rival.token, 'POST', `${base}/slots/living_room:sofa/swap/`, { piece_id: 'demo-japandi-1' }),
      call(rival.token, 'DELETE', `${base}/slots/bedroom:bed/`),
      call(rival.token, 'GET', `${base}/export.csv`),
      call(rival.token, 'GET', `${base}/export.pdf`),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode, res.body).toBe(404);
    const mine = list(await call(studio.token, 'GET', `${base}/`));
    expect(mine.items.find((i) => i.slot === 'bedroom:bed')?.pinned).toBe(true);
  });

  it('is refused to Starter plans with plan_feature_locked, on every endpoint', async () => {
    const own = await openRequest(t, starter.genie_name, { contact_name: 'Jun', language: 'en-US' });
    const base = `/client_requests/${own.id}/furniture`;
    const attempts = [
      call(starter.token, 'GET', `${base}/`),
      call(starter.token, 'POST', `${base}/`),
      call(starter.token, 'PUT', `${base}/share/`, { shared: true }),
      call(starter.token, 'GET', `${base}/export.csv`),
      call(starter.token, 'GET', `${base}/export.pdf`),
      call(starter.token, 'GET', `${base}/slots/living_room:sofa/alternatives/`),
      call(starter.token, 'GET', '/furniture/products/'),
      call(starter.token, 'POST', '/furniture/products/', product),
      call(starter.token, 'POST', '/furniture/products/import/', { file_name: 'furniture.csv', content: 'name\nx' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(403);
      expect(errorOf(res).code).toBe('plan_feature_locked');
    }
  });
});

describe("the designer's own products", () => {
  it('are added, listed, changed and deleted by their designer only, and used by the suggestions', async () => {
    const add = await call(studio.token, 'POST', '/furniture/products/', product);
    expect(add.statusCode, add.body).toBe(201);
    const created = add.json<FurnitureProduct>();
    expect((await call(studio.token, 'POST', '/furniture/products/', product)).statusCode).toBe(400);

    const rivalList = await call(rival.token, 'GET', '/furniture/products/');
    expect(rivalList.json<{ items: FurnitureProduct[] }>().items).toEqual([]);
    expect((await call(rival.token, 'PUT', `/furniture/products/${created.id}/`, { ...product, name: 'Stolen' })).statusCode).toBe(404);
    expect((await call(rival.token, 'DELETE', `/furniture/products/${created.id}/`)).statusCode).toBe(404);

    // The designer's own japandi oak sofa in the brief's colour beats the demo catalogue's.
    // (The sofa slot was swapped and pinned above: unpin, then regenerate.)
    await call(studio.token, 'PUT', `/client_requests/${requestId}/furniture/slots/living_room:sofa/pin/`, { pinned: false });
    const fresh = list(await call(studio.token, 'POST', `/client_requests/${requestId}/furniture/`));
    expect(fresh.items.find((i) => i.slot === 'living_room:sofa')).toMatchObject({ piece_id: created.id, reason: { code: 'style_material', params: { material: 'oak' } } });

    const changed = await call(studio.token, 'PUT', `/furniture/products/${created.id}/`, { ...product, price: 25000 });
    expect(changed.json<FurnitureProduct>().price).toBe(25000);
    expect((await call(studio.token, 'DELETE', `/furniture/products/${created.id}/`)).statusCode).toBe(204);
    expect((await call(studio.token, 'GET', '/furniture/products/')).json<{ items: unknown[] }>().items).toEqual([]);
  });

  it('are imported from a CSV sidecar: bad rows reported with their row number, duplicates skipped', async () => {
    const csv = [
      'name,category,style,width,depth,height,colour,material,price,currency,vendor,product_url,image,licence',
      'Linen Armchair,armchair,Japandi,75,80,85,#d8c8b0,linen,12000,TWD,Nord,https://example.com/a,,',
      'Floating Desk,desk,japandi;minimalism,120,60,75,#ffffff,oak,400,USD,Nord,,,',
      'Broken Lamp,floor_lamp,japandi,-3,40,160,#222222,steel,100,USD,Nord,,,',
      'Mystery Chair,armchair,Neo-Gothic,60,60,90,#222222,steel,100,USD,Nord,,,',
      'Linen Armchair,armchair,Japandi,75,80,85,#d8c8b0,linen,12000,TWD,Nord,https://example.com/a,,',
      'Bad Link,desk,japandi,120,60,75,#ffffff,oak,400,USD,Nord,javascript:alert(1),,',
    ].join('\n');
    const res = await call(rival.token, 'POST', '/furniture/products/import/', { file_name: 'furniture.csv', content: csv });
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json<{ added: number; skipped: { row: number; reason: string; detail: string }[] }>();
    expect(summary.added).toBe(2);
    expect(summary.skipped.map((s) => [s.row, s.reason])).toEqual([[3, 'bad_row'], [4, 'bad_row'], [5, 'duplicate'], [6, 'bad_row']]);
    expect(summary.skipped[0]!.detail).toMatch(/width_cm/);
    expect(summary.skipped[1]!.detail).toContain('Neo-Gothic');

    // Importing the same file again adds nothing.
    const again = (await call(rival.token, 'POST', '/furniture/products/import/', { file_name: 'furniture.csv', content: csv })).json<{ added: number }>();
    expect(again.added).toBe(0);
    // Only the importing designer has them.
    expect((await call(rival.token, 'GET', '/furniture/products/')).json<{ items: unknown[] }>().items).toHaveLength(2);
    expect((await call(studio.token, 'GET', '/furniture/products/')).json<{ items: unknown[] }>().items).toHaveLength(0);

    const json = JSON.stringify([{ name: 'Rattan Chair', category: 'armchair', style: ['bali'], width: 70, depth: 70, height: 80, colour: '#c9a36b', material: 'rattan', price: 150, currency: 'USD' }, { name: 'No Category' }]);
    const fromJson = (await call(rival.token, 'POST', '/furniture/products/import/', { file_name: 'furniture.json', content: json })).json<{ added: number; skipped: { row: number }[] }>();
    expect(fromJson.added).toBe(1);
    expect(fromJson.skipped.map((s) => s.row)).toEqual([2]);
  });
});

describe('demo catalogue pictures', () => {
  it('are drawn as PNG per category and style', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/furniture/demo_images/sofa/japandi.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await t.app.inject({ method: 'GET', url: '/api/furniture/demo_images/spaceship/japandi.png' })).statusCode).toBe(400);
  });
});

describe("a product's photo, and a folder's photos", () => {
  const png = (alpha: boolean) =>
    sharp({ create: { width: 1600, height: 1200, channels: alpha ? 4 : 3, background: alpha ? { r: 0, g: 0, b: 0, alpha: 0 } : '#c49a6c' } })
      .composite(alpha ? [{ input: { create: { width: 800, height: 600, channels: 4, background: '#8a5a3c' } }, left: 400, top: 300 }] : [])
      .png()
      .toBuffer();
  const upload = (token: string, id: string, file: { filename: string; data: Buffer }) => {
    const form = multipart({ photo: file });
    return t.app.inject({ method: 'PUT', url: `/api/furniture/products/${id}/photo/`, headers: { ...bearer(token), ...form.headers }, payload: form.payload });
  };

  it('keeps an uploaded photo as a public WebP of at most 1,000 px with its transparency, for its designer only', async () => {
    const created = (await call(studio.token, 'POST', '/furniture/products/', { ...product, name: 'Photo Sofa' })).json<FurnitureProduct>();
    const cutOut = await upload(studio.token, created.id, { filename: 'sofa.png', data: await png(true) });
    expect(cutOut.statusCode, cutOut.body).toBe(200);
    const withPhoto = cutOut.json<FurnitureProduct>();
    expect(withPhoto.image).toMatch(/^\/api\/files\/products\/[A-Za-z0-9_-]+\.webp$/);
    // Anyone may load it (it is shown in lists shared with clients), and it is a cut-out still.
    const served = await t.app.inject({ method: 'GET', url: withPhoto.image });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.hasAlpha]).toEqual(['webp', 1000, true]);

    // Another designer can neither set nor see it.
    expect((await upload(rival.token, created.id, { filename: 'x.png', data: await png(false) })).statusCode).toBe(404);
    expect((await call(rival.token, 'GET', '/furniture/products/')).json<{ items: FurnitureProduct[] }>().items.some((p) => p.id === created.id)).toBe(false);

    // What is not a photo is refused with the spec's words; the photo stays.
    const pdf = await upload(studio.token, created.id, { filename: 'sofa.pdf', data: Buffer.from('%PDF-1.4') });
    expect(errorOf(pdf)).toMatchObject({ status: 415, msg: 'Please upload a .jpg, .jpeg, .png or .webp image' });
    const broken = await upload(studio.token, created.id, { filename: 'sofa.jpg', data: Buffer.from('not really a jpeg') });
    expect(errorOf(broken)).toMatchObject({ msg: 'Image is damaged' });

    // A new photo replaces the old one, whose file is deleted; so does deleting the product.
    const second = (await upload(studio.token, created.id, { filename: 'sofa.jpg', data: await sharp(await png(false)).jpeg().toBuffer() })).json<FurnitureProduct>();
    expect(second.image).not.toBe(withPhoto.image);
    expect((await t.app.inject({ method: 'GET', url: withPhoto.image })).statusCode).toBe(404);
    expect((await call(studio.token, 'DELETE', `/furniture/products/${created.id}/`)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: second.image })).statusCode).toBe(404);
  });

  it("adds a folder's rows and names the photo files it still needs; an image address from elsewhere is refused", async () => {
    const csv = [
      'name,category,style,width,depth,height,colour,material,price,currency,image',
      'Teak Bench,side_table,Bali,90,40,45,#a0683c,teak,8000,TWD,photos/teak-bench.jpg',
      'Cane Chair,armchair,bali,70,70,80,#c9a36b,rattan,150,USD,https://example.com/cane.jpg',
      'Odd Path,desk,bali,100,50,75,#a0683c,teak,900,TWD,../secret.png',
    ].join('\n');
    const res = await call(studio.token, 'POST', '/furniture/products/import/', { file_name: 'furniture.csv', content: csv });
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json<{ added: number; skipped: { row: number }[]; photos_wanted: { product_id: string; file: string }[] }>();
    expect(summary.added).toBe(2);
    expect(summary.skipped.map((r) => r.row)).toEqual([3]);
    expect(summary.photos_wanted).toHaveLength(1);
    expect(summary.photos_wanted[0]!.file).toBe('photos/teak-bench.jpg');
    const set = await upload(studio.token, summary.photos_wanted[0]!.product_id, { filename: 'teak-bench.jpg', data: await sharp(await png(false)).jpeg().toBuffer() });
    expect(set.statusCode, set.body).toBe(200);

    const bad = await call(studio.token, 'POST', '/furniture/products/', { ...product, name: 'Elsewhere', image: '/api/files/studio/AAAAAAAAAAAAAAAAAAAAAA.jpg' });
    expect(bad.statusCode).toBe(400);
  });
});
