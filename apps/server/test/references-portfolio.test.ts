import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortfolioListReply, UploadPortfolioImagesReply } from '@genie/contracts';
import sharp from 'sharp';
import { renderDemoImage } from '../src/images/demo-library/generate-demo-library.ts';
import { planDemoLibrary } from '../src/images/demo-library/plan-demo-library.ts';
import { bearer, errorOf, multipart, registerDesigner, type FilePart, type TestApp } from './helpers.ts';
import { completeConversation, startRequest } from './genie-helpers.ts';
import { createLibraryApp, getRound, postRound, smallDemoLibrary } from './references-helpers.ts';

/** multipart() takes one value per name; repeat `files` by hand for a multi-file upload. */
function uploadForm(fields: Record<string, string>, files: FilePart[]) {
  const first = multipart({ ...fields, files: files[0]! });
  if (files.length === 1) return first;
  const boundary = /boundary=(.*)$/.exec(first.headers['content-type']!)![1]!;
  const extra = files.slice(1).map((f) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.filename}"\r\nContent-Type: image/png\r\n\r\n`),
      f.data,
      Buffer.from('\r\n'),
    ]),
  );
  const closing = Buffer.from(`--${boundary}--\r\n`);
  const body = first.payload.subarray(0, first.payload.length - closing.length);
  return { headers: first.headers, payload: Buffer.concat([body, ...extra, closing]) };
}

describe('the designer portfolio', () => {
  let t: TestApp;
  let images: Buffer[];

  beforeAll(async () => {
    t = await createLibraryApp(smallDemoLibrary(['industrial', 'coastal', 'baroque'], 3));
    const specs = planDemoLibrary({ styles: ['japandi', 'art_deco'], perStyle: 2 });
    images = await Promise.all(specs.map((s) => renderDemoImage(s, 320, 240)));
  });
  afterAll(() => t.close());

  it('uploads several images, lists, retags and deletes them, and keeps them to their own designer', async () => {
    const a = await registerDesigner(t.app);
    const b = await registerDesigner(t.app);
    const damaged = images[0]!.subarray(0, 400);
    const form = uploadForm({ style: 'japandi', space: 'living_room', project_type: 'residential_space', title: 'Our Taipei flat' }, [
      { filename: 'one.png', data: images[0]! },
      { filename: 'two.png', data: images[1]! },
      { filename: 'broken.png', data: damaged },
    ]);
    const up = await t.app.inject({ method: 'POST', url: '/api/portfolio/images/', headers: { ...form.headers, ...bearer(a.token) }, payload: form.payload });
    expect(up.statusCode, up.body).toBe(200);
    const uploaded = up.json<UploadPortfolioImagesReply>();
    expect(uploaded.images).toHaveLength(2);
    expect(uploaded.rejected).toEqual([{ filename: 'broken.png', code: 'image_damaged', msg: 'Image is damaged' }]);
    expect(uploaded.images[0]).toMatchObject({ style: 'japandi', space: 'living_room', title: { 'en-US': 'Our Taipei flat' } });

    // Only a damaged file: the error itself; a copy of an uploaded image: a duplicate.
    const bad = uploadForm({ style: 'japandi', project_type: 'residential_space' }, [{ filename: 'broken.png', data: damaged }]);
    expect(errorOf(await t.app.inject({ method: 'POST', url: '/api/portfolio/images/', headers: { ...bad.headers, ...bearer(a.token) }, payload: bad.payload }))).toMatchObject({
      status: 422,
      code: 'image_damaged',
      msg: 'Image is damaged',
    });
    const copy = await sharp(images[0]!).resize(200).jpeg().toBuffer();
    const dup = uploadForm({ style: 'japandi', project_type: 'residential_space' }, [{ filename: 'copy.jpg', data: copy }]);
    expect(errorOf(await t.app.inject({ method: 'POST', url: '/api/portfolio/images/', headers: { ...dup.headers, ...bearer(a.token) }, payload: dup.payload })).code).toBe('image_duplicate');

    const list = (await t.app.inject({ method: 'GET', url: '/api/portfolio/images/?page_size=1', headers: bearer(a.token) })).json<PortfolioListReply>();
    expect(list).toMatchObject({ total: 2, page: 1, page_size: 1 });
    expect(list.images).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/portfolio/images/', headers: bearer(b.token) })).json<PortfolioListReply>().total).toBe(0);
    expect(errorOf(await t.app.inject({ method: 'GET', url: '/api/portfolio/images/' })).status).toBe(401);

    const id = uploaded.images[0]!.id;
    const patched = await t.app.inject({ method: 'PATCH', url: `/api/portfolio/images/${id}/`, headers: bearer(a.token), payload: { style: 'art_deco', space: null } });
    expect(patched.json()).toMatchObject({ success: true, image: { style: 'art_deco', space: null } });
    // Designer B reaches none of A's images.
    expect(errorOf(await t.app.inject({ method: 'PATCH', url: `/api/portfolio/images/${id}/`, headers: bearer(b.token), payload: { style: 'coastal' } })).status).toBe(404);
    expect(errorOf(await t.app.inject({ method: 'DELETE', url: `/api/portfolio/images/${id}/`, headers: bearer(b.token) })).status).toBe(404);

    // A's visitors see A's portfolio first; B's visitors never see it.
    const ownIds = new Set(uploaded.images.map((i) => i.id));
    const visitorA = await startRequest(t.app, a.genie_name);
    await completeConversation(t.app, a.genie_name, visitorA.token, 'en-US', 'residential_space');
    const roundA = await getRound(t.app, a.genie_name, visitorA.token);
    expect(ownIds.has(roundA.images[0]!.id) || roundA.images.some((i) => ownIds.has(i.id))).toBe(true);
    const visitorB = await startRequest(t.app, b.genie_name);
    await completeConversation(t.app, b.genie_name, visitorB.token, 'en-US', 'residential_space');
    const seenByB = new Set<string>();
    let roundB = await getRound(t.app, b.genie_name, visitorB.token);
    while (roundB.can_choose) {
      roundB.images.forEach((i) => seenByB.add(i.id));
      const res = await postRound(t.app, b.genie_name, visitorB.token, 'new_images');
      roundB = res.json();
    }
    expect([...seenByB].some((id) => ownIds.has(id))).toBe(false);
    // B's visitor went through the shared library's home images (a home is shown homes only), never A's.
    expect(seenByB.size).toBeGreaterThanOrEqual(3);
    // B's visitor cannot choose A's image either.
    expect(errorOf(await postRound(t.app, b.genie_name, visitorB.token, 'choose', { image_id: id })).status).toBeGreaterThanOrEqual(400);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/portfolio/images/${id}/`, headers: bearer(a.token) });
    expect(deleted.json()).toMatchObject({ success: true });
    expect(errorOf(await t.app.inject({ method: 'GET', url: uploaded.images[0]!.variants[1]!.url })).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/portfolio/images/', headers: bearer(a.token) })).json<PortfolioListReply>().total).toBe(1);
  });
});
