import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudioGeneration, StudioGalleryReply } from '@genie/contracts';
import type { ImageProvider, ImageRequest } from '../src/ai/images/image-provider.ts';
import { createOfflineImageProvider } from '../src/ai/images/offline/offline-image-provider.ts';
import { bearer, createTestApp, errorOf, multipart, registerDesigner, type FilePart, type RegisteredDesigner, type TestApp } from './helpers.ts';
import { makeImage } from './images.ts';

/**
 * The built-in renderer says what it cannot do: its generative results are colour and layout studies,
 * a result that is the input unchanged is refused without a charge, and an eraser-only mask is refused
 * before any work. The provider here is the built-in one, except that "same photo" hands the input back.
 */
const offline = createOfflineImageProvider();
const provider: ImageProvider = {
  ...offline,
  async generate(request: ImageRequest) {
    if (request.prompt.includes('same photo') && request.image) return [{ data: request.image, mimeType: 'image/jpeg' }];
    return offline.generate({ ...request, width: 96, height: 64 });
  },
};

let t: TestApp;
let d: RegisteredDesigner;

beforeAll(async () => {
  t = await createTestApp({}, { imageProvider: provider });
  d = await registerDesigner(t.app);
});
afterAll(() => t.close());

const fields = { tool: 'style_to_image', space: 'living_room', style: 'japandi', prompt: 'warm oak', count: '1' };
const photo = async (): Promise<FilePart> => ({ filename: 'room.jpg', data: await makeImage.sidewaysJpegWithExif(), contentType: 'image/jpeg' });
/** A mask of the photo's size (200×400), black = keep; `paint` draws one white square. */
const mask = async (paint: boolean): Promise<FilePart> => {
  const black = sharp({ create: { width: 200, height: 400, channels: 3, background: '#000000' } });
  const square = await sharp({ create: { width: 80, height: 80, channels: 3, background: '#ffffff' } }).png().toBuffer();
  return { filename: 'mask.png', data: await (paint ? black.composite([{ input: square, left: 60, top: 100 }]) : black).png().toBuffer(), contentType: 'image/png' };
};

async function create(fieldsIn: Record<string, string | FilePart>) {
  const body = multipart(fieldsIn);
  return t.app.inject({ method: 'POST', url: '/api/studio/generations/', headers: { ...bearer(d.token), ...body.headers }, payload: body.payload });
}
async function finished(fieldsIn: Record<string, string | FilePart>): Promise<StudioGeneration> {
  const res = await create(fieldsIn);
  expect(res.statusCode, res.body).toBe(200);
  const queued = res.json<{ generation: StudioGeneration }>().generation;
  await t.app.jobWorker.runDue();
  return (await t.app.inject({ method: 'GET', url: `/api/studio/generations/${queued.id}/`, headers: bearer(d.token) })).json<{ generation: StudioGeneration }>().generation;
}
const imagesUsed = async () => (await t.app.inject({ method: 'GET', url: '/api/my/credit_usage/', headers: bearer(d.token) })).json<{ image_count: number }>().image_count;
const generationCount = async () => (await t.app.inject({ method: 'GET', url: '/api/studio/generations/', headers: bearer(d.token) })).json<{ generations: unknown[] }>().generations.length;

describe('the built-in renderer, honestly', () => {
  it('refuses an eraser-only mask before any work, with its own message, and charges nothing', async () => {
    const before = { used: await imagesUsed(), generations: await generationCount() };
    const res = await create({ ...fields, tool: 'inpaint', prompt: 'a reading chair', image: await photo(), mask: await mask(false) });
    expect(errorOf(res)).toMatchObject({ status: 400, msg: 'The mask paints nothing. Paint the area to change with the brush (the eraser only removes paint)', fields: { mask: 'mask_empty' } });
    expect(await generationCount()).toBe(before.generations);
    expect(await imagesUsed()).toBe(before.used);
  });

  it('does not keep or charge a result that is the input unchanged, and says why', async () => {
    const before = await imagesUsed();
    const done = await finished({ ...fields, prompt: 'same photo please', image: await photo() });
    expect(done).toMatchObject({ status: 'failed', failure_code: 'unchanged', results: [] });
    expect(done.failure_reason).toContain('unchanged');
    expect(await imagesUsed()).toBe(before);
    const inpainted = await finished({ ...fields, tool: 'inpaint', prompt: 'same photo, a chair', image: await photo(), mask: await mask(true) });
    expect(inpainted).toMatchObject({ status: 'failed', failure_code: 'unchanged' });
    expect(await imagesUsed()).toBe(before);
  });

  it('marks what the built-in renderer makes with a generative tool as a colour and layout study', async () => {
    const configs = (await t.app.inject({ method: 'GET', url: '/api/accounts/deisnger_imagen_configs/', headers: bearer(d.token) })).json<{ value: { studies: boolean } }>();
    expect(configs.value.studies).toBe(true);
    const before = await imagesUsed();
    const restyled = await finished({ ...fields, image: await photo() });
    expect(restyled).toMatchObject({ status: 'succeeded', study: true, failure_code: null });
    expect(restyled.results.map((r) => r.study)).toEqual([true]);
    expect(await imagesUsed()).toBe(before + 1);
    const gallery = (await t.app.inject({ method: 'GET', url: '/api/studio/results/', headers: bearer(d.token) })).json<StudioGalleryReply>();
    expect(gallery.results.every((r) => r.study)).toBe(true);
    const download = await t.app.inject({ method: 'GET', url: `/api/studio/results/${restyled.results[0]!.id}/download/?format=png`, headers: bearer(d.token) });
    expect(download.headers['content-disposition']).toContain('colour-layout-study-');
    // Furniture compose is classic image work the built-in renderer does well: not a study.
    const pieces = JSON.stringify([{ piece: 'sofa', x: 0.5, y: 0.8, scale: 0.5 }]);
    const composed = await finished({ tool: 'furniture_compose', space: 'living_room', style: 'modern', image: await photo(), pieces });
    expect(composed).toMatchObject({ status: 'succeeded', study: false });
  });
});
