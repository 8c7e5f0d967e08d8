import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudioGeneration, StudioGalleryReply } from '@genie/contracts';
import { jobsRepository } from '../src/db/repositories/jobs.ts';
import { studioRepository } from '../src/db/repositories/studio.ts';
import { eq } from 'drizzle-orm';
import { studioGenerations, usageCounters } from '../src/db/schema.ts';
import { ImageProviderError, type ImageProvider, type ImageRequest } from '../src/ai/images/image-provider.ts';
import { createOfflineImageProvider } from '../src/ai/images/offline/offline-image-provider.ts';
import { bearer, createTestApp, errorOf, multipart, registerDesigner, type FilePart, type RegisteredDesigner, type TestApp } from './helpers.ts';
import { makeImage } from './images.ts';

/**
 * A provider the tests steer: the built-in renderer, except that a prompt containing "fail once" fails the
 * first time and "slow" waits until it is stopped.
 */
const offline = createOfflineImageProvider();
const failedOnce = new Set<string>();
const provider: ImageProvider = {
  id: 'test',
  label: 'Test renderer',
  capabilities: offline.capabilities,
  async generate(request: ImageRequest) {
    if (request.prompt.includes('fail once') && !failedOnce.has(request.prompt)) {
      failedOnce.add(request.prompt);
      throw new ImageProviderError('unavailable', 'HTTP 503', 'test');
    }
    if (request.prompt.includes('slow')) {
      request.onProgress?.(0.3);
      await new Promise<void>((resolve) => request.signal.addEventListener('abort', () => resolve(), { once: true }));
      throw new ImageProviderError('cancelled', 'Stopped', 'test');
    }
    return offline.generate({ ...request, width: 96, height: 64 });
  },
};

let t: TestApp;
let pro: RegisteredDesigner;
let other: RegisteredDesigner;

beforeAll(async () => {
  t = await createTestApp({}, { imageProvider: provider });
  pro = await registerDesigner(t.app);
  other = await registerDesigner(t.app);
});
afterAll(() => t.close());

const textFields = { tool: 'text_to_image', space: 'living_room', style: 'japandi', prompt: 'warm oak, linen sofa', count: '2' };

async function create(who: RegisteredDesigner, fields: Record<string, string | FilePart>) {
  const body = multipart(fields);
  return t.app.inject({ method: 'POST', url: '/api/studio/generations/', headers: { ...bearer(who.token), ...body.headers }, payload: body.payload });
}

async function created(who: RegisteredDesigner, fields: Record<string, string | FilePart>): Promise<StudioGeneration> {
  const res = await create(who, fields);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ generation: StudioGeneration }>().generation;
}

async function generation(who: RegisteredDesigner, id: string) {
  return t.app.inject({ method: 'GET', url: `/api/studio/generations/${id}/`, headers: bearer(who.token) });
}

async function finished(who: RegisteredDesigner, fields: Record<string, string | FilePart>): Promise<StudioGeneration> {
  const queued = await created(who, fields);
  await t.app.jobWorker.runDue();
  return (await generation(who, queued.id)).json<{ generation: StudioGeneration }>().generation;
}

async function designerIdOf(generationId: string): Promise<string> {
  const [row] = await t.database.db.select({ designerId: studioGenerations.designerId }).from(studioGenerations).where(eq(studioGenerations.id, generationId));
  return row!.designerId;
}

const gallery = async (who: RegisteredDesigner, query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/studio/results/?${query}`, headers: bearer(who.token) })).json<StudioGalleryReply>();

const photo = async (): Promise<FilePart> => ({ filename: 'room.jpg', data: await makeImage.sidewaysJpegWithExif(), contentType: 'image/jpeg' });
/** A photo with a lamp-sized orange square inside the mask's area: inpainting takes it away. */
const photoWithObject = async (): Promise<FilePart> => ({
  filename: 'room.jpg',
  data: await sharp({ create: { width: 200, height: 400, channels: 3, background: '#336699' } })
    .composite([{ input: await sharp({ create: { width: 40, height: 40, channels: 3, background: '#ff8800' } }).png().toBuffer(), left: 80, top: 120 }])
    .jpeg()
    .toBuffer(),
  contentType: 'image/jpeg',
});
const maskPng = async (): Promise<FilePart> => ({
  filename: 'mask.png',
  data: await sharp({ create: { width: 200, height: 400, channels: 3, background: '#000000' } })
    .composite([{ input: await sharp({ create: { width: 80, height: 80, channels: 3, background: '#ffffff' } }).png().toBuffer(), left: 60, top: 100 }])
    .png()
    .toBuffer(),
  contentType: 'image/png',
});

describe('the image studio', () => {
  it('makes images from text in the background and keeps them in the gallery, newest first', async () => {
    const queued = await created(pro, textFields);
    expect(queued).toMatchObject({ status: 'queued', tool: 'text_to_image', count: 2, results: [] });
    await t.app.jobWorker.runDue();
    const done = (await generation(pro, queued.id)).json<{ generation: StudioGeneration }>().generation;
    expect(done).toMatchObject({ status: 'succeeded', progress: 1, provider: 'test', provider_label: 'Test renderer' });
    expect(done.results).toHaveLength(2);
    const file = await t.app.inject({ method: 'GET', url: done.results[0]!.url });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).format).toBe('png');
    const listed = await gallery(pro);
    expect(listed.results.map((r) => r.id)).toEqual([...done.results.map((r) => r.id)].reverse());
  });

  it('restyles an uploaded photo: decoded, upright and without EXIF', async () => {
    const done = await finished(pro, { ...textFields, tool: 'style_to_image', prompt: 'restyle', count: '1', image: await photo() });
    expect(done.status).toBe('succeeded');
    const input = await t.app.inject({ method: 'GET', url: done.input_url! });
    const meta = await sharp(input.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([200, 400]);
    expect(meta.exif).toBeUndefined();
  });

  it('inpaints with a mask and composes furniture on a photo', async () => {
    const inpainted = await finished(pro, { ...textFields, tool: 'inpaint', prompt: 'a reading nook', count: '1', image: await photoWithObject(), mask: await maskPng() });
    expect(inpainted.status).toBe('succeeded');
    expect(inpainted.mask_url).toMatch(/^\/api\/files\/studio\//);
    const pieces = JSON.stringify([
      { piece: 'sofa', x: 0.5, y: 0.8, scale: 0.5 },
      { piece: 'plant', x: 0.15, y: 0.9, scale: 0.2 },
    ]);
    const composed = await finished(pro, { tool: 'furniture_compose', space: 'living_room', style: 'modern', source: 'generation', source_id: inpainted.id, pieces, shadow: 'true' });
    expect(composed).toMatchObject({ status: 'succeeded', pieces: JSON.parse(pieces), shadow: true });
    expect(composed.results).toHaveLength(1);
    // The sofa stands where it was placed (centre across, base at 80% down); the top of the photo is untouched.
    const pixels = async (url: string) => sharp((await t.app.inject({ method: 'GET', url })).rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const before = await pixels(composed.input_url!);
    const after = await pixels(composed.results[0]!.url);
    expect([after.info.width, after.info.height]).toEqual([before.info.width, before.info.height]);
    const changed = (fx: number, fy: number) => {
      const i = (Math.round(fy * (after.info.height - 1)) * after.info.width + Math.round(fx * (after.info.width - 1))) * 3;
      return [0, 1, 2].some((c) => Math.abs(after.data[i + c]! - before.data[i + c]!) > 12);
    };
    expect(changed(0.5, 0.76)).toBe(true);
    expect(changed(0.5, 0.05)).toBe(false);
  });

  it('answers with the spec messages, word for word', async () => {
    expect(errorOf(await create(pro, { ...textFields, tool: 'style_to_image' }))).toMatchObject({ status: 400, msg: 'Please upload an image', fields: { image: 'image_required' } });
    expect(errorOf(await create(pro, { ...textFields, tool: 'style_to_image', image: { filename: 'room.jpg', data: Buffer.from('not a photo at all') } }))).toMatchObject({
      status: 422,
      msg: 'Image is damaged',
    });
    expect(errorOf(await create(pro, { ...textFields, space: '' }))).toMatchObject({ status: 400, msg: 'Please select a space and a style' });
    expect(errorOf(await create(pro, { ...textFields, style: 'no-such-style' }))).toMatchObject({ status: 400, msg: 'Please select a space and a style' });
    expect(errorOf(await create(pro, { ...textFields, prompt: '   ' }))).toMatchObject({ status: 400, msg: 'Please enter the prompt' });
    expect(errorOf(await create(pro, { ...textFields, tool: 'style_to_image', image: { filename: 'room.gif', data: await makeImage.gif() } }))).toMatchObject({ status: 415 });
  });

  it('uses a custom space and a custom theme as space and style', async () => {
    const d = await registerDesigner(t.app);
    await t.app.inject({ method: 'PUT', url: '/api/accounts/deisnger_imagen_configs/', headers: bearer(d.token), payload: { config_type: 'custom_spaces', data: ['Tea Room'] } });
    const theme = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/deisnger_imagen_configs/',
      headers: bearer(d.token),
      payload: { display_name: 'Warm Nordic', config_type: 'custom_theme', data: { input_image_url: 'https://images.example.com/n.jpg', prompt: 'oak, linen' } },
    });
    const done = await finished(d, { ...textFields, space: 'Tea Room', style: `theme:${theme.json().value.id}`, count: '1' });
    expect(done.status).toBe('succeeded');
    // Another designer's theme is not a style of theirs.
    expect(errorOf(await create(other, { ...textFields, style: `theme:${theme.json().value.id}` })).msg).toBe('Please select a space and a style');
  });

  it('stops a running generation: the provider is aborted and nothing is stored', async () => {
    const queued = await created(pro, { ...textFields, prompt: 'slow render' });
    const run = t.app.jobWorker.runDue();
    for (let i = 0; i < 100; i++) {
      const g = (await generation(pro, queued.id)).json<{ generation: StudioGeneration }>().generation;
      if (g.status === 'generating' && g.progress > 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const stopped = await t.app.inject({ method: 'POST', url: `/api/studio/generations/${queued.id}/stop/`, headers: bearer(pro.token) });
    expect(stopped.json().generation.status).toBe('cancelled');
    await run;
    const after = (await generation(pro, queued.id)).json<{ generation: StudioGeneration }>().generation;
    expect(after).toMatchObject({ status: 'cancelled', results: [] });
    expect(errorOf(await t.app.inject({ method: 'POST', url: `/api/studio/generations/${queued.id}/stop/`, headers: bearer(pro.token) }))).toMatchObject({
      status: 409,
      code: 'generation_not_stoppable',
    });
  });

  it('stops a queued generation before a worker takes it', async () => {
    const queued = await created(pro, textFields);
    await t.app.inject({ method: 'POST', url: `/api/studio/generations/${queued.id}/stop/`, headers: bearer(pro.token) });
    await t.app.jobWorker.runDue();
    expect((await generation(pro, queued.id)).json().generation).toMatchObject({ status: 'cancelled', results: [] });
  });

  it('says why a generation failed, and Retry runs it again', async () => {
    const failed = await finished(pro, { ...textFields, prompt: 'fail once please' });
    expect(failed).toMatchObject({ status: 'failed', failure_reason: 'The image service is not available right now. Please try again.' });
    const retried = await t.app.inject({ method: 'POST', url: `/api/studio/generations/${failed.id}/retry/`, headers: bearer(pro.token) });
    expect(retried.json().generation.status).toBe('queued');
    await t.app.jobWorker.runDue();
    expect((await generation(pro, failed.id)).json().generation).toMatchObject({ status: 'succeeded', failure_reason: null });
    expect((await generation(pro, failed.id)).json().generation.results).toHaveLength(2);
  });

  it('regenerates with an edited prompt and keeps the earlier results', async () => {
    const first = await finished(pro, { ...textFields, count: '1' });
    const res = await t.app.inject({ method: 'POST', url: `/api/studio/generations/${first.id}/regenerate/`, headers: bearer(pro.token), payload: { prompt: 'brighter, more plants' } });
    const second = res.json<{ generation: StudioGeneration }>().generation;
    expect(second).toMatchObject({ prompt: 'brighter, more plants', tool: 'text_to_image', space: 'living_room', style: 'japandi', status: 'queued' });
    await t.app.jobWorker.runDue();
    expect((await generation(pro, first.id)).json().generation.results).toHaveLength(1);
    expect((await generation(pro, second.id)).json().generation.results).toHaveLength(1);
  });

  it('runs a generation interrupted by a crash once more, with its results stored once', async () => {
    const d = await registerDesigner(t.app);
    const queued = await created(d, textFields);
    const jobs = jobsRepository(t.database.db);
    // A worker claims the job, starts the generation and dies.
    const claimed = await jobs.claimNext(t.clock.now(), new Date(0));
    expect(claimed?.type).toBe('studio_generation');
    const designerId = await designerIdOf(queued.id);
    await studioRepository(t.database.db).markGenerating(designerId, queued.id, { id: 'test', label: 'Test renderer' }, t.clock.now());
    t.clock.advance(11 * 60_000);
    await t.app.jobWorker.runDue();
    await t.app.jobWorker.runDue();
    const done = (await generation(d, queued.id)).json<{ generation: StudioGeneration }>().generation;
    expect(done.status).toBe('succeeded');
    expect(done.results).toHaveLength(2);
    expect((await gallery(d)).total).toBe(2);
    const credit = (await t.app.inject({ method: 'GET', url: '/api/my/credit_usage/', headers: bearer(d.token) })).json();
    expect(credit).toMatchObject({ image_count: 2, image_quota: 300 });
  });

  it('refuses images past the monthly quota and keeps what was made', async () => {
    const d = await registerDesigner(t.app);
    const made = await finished(d, { ...textFields, count: '1' });
    const designerId = await designerIdOf(made.id);
    // 299 of Professional's 300 images used: one more fits, two do not.
    await t.database.db.update(usageCounters).set({ imageCount: 299 }).where(eq(usageCounters.designerId, designerId));
    expect(errorOf(await create(d, textFields))).toMatchObject({ status: 403, code: 'image_quota_exceeded', msg: expect.stringContaining('Images already made are kept') });
    expect((await gallery(d)).total).toBe(1);
    expect((await create(d, { ...textFields, count: '1' })).statusCode).toBe(200);
    // The queued one counts too: nothing more until it is made or stopped.
    expect(errorOf(await create(d, { ...textFields, count: '1' })).code).toBe('image_quota_exceeded');
  });

  it('manages the gallery: filters, favourite, delete and undo, download in three formats', async () => {
    const d = await registerDesigner(t.app);
    const a = await finished(d, { ...textFields, count: '1' });
    await finished(d, { ...textFields, style: 'industrial', space: 'kitchen', count: '1' });
    expect((await gallery(d, 'style=industrial')).results.map((r) => r.style)).toEqual(['industrial']);
    expect((await gallery(d, 'space=living_room')).total).toBe(1);
    expect((await gallery(d, 'tool=inpaint')).total).toBe(0);
    const id = a.results[0]!.id;
    const fav = await t.app.inject({ method: 'PATCH', url: `/api/studio/results/${id}/`, headers: bearer(d.token), payload: { favourite: true } });
    expect(fav.json().result.favourite).toBe(true);
    expect((await gallery(d, 'favourite=true')).results.map((r) => r.id)).toEqual([id]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/studio/results/${id}/`, headers: bearer(d.token) })).statusCode).toBe(200);
    expect((await gallery(d)).total).toBe(1);
    expect((await t.app.inject({ method: 'POST', url: `/api/studio/results/${id}/restore/`, headers: bearer(d.token) })).statusCode).toBe(200);
    expect((await gallery(d)).total).toBe(2);
    for (const [format, type] of [
      ['png', 'png'],
      ['jpeg', 'jpeg'],
      ['webp', 'webp'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/studio/results/${id}/download/?format=${format}`, headers: bearer(d.token) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(`image/${format}`);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+"/);
      expect((await sharp(res.rawPayload).metadata()).format).toBe(type);
    }
  });

  it('lists a request’s generations and attaches results to the request', async () => {
    const d = await registerDesigner(t.app);
    const req = await t.app.inject({ method: 'POST', url: '/api/client_requests/', headers: bearer(d.token), payload: { contact_name: 'Mei', email: 'mei@example.com', project_type: 'residential_space' } });
    expect(req.statusCode, req.body).toBe(200);
    const requestId = req.json().id as string;
    const done = await finished(d, { ...textFields, client_request_id: requestId, count: '1' });
    await finished(d, { ...textFields, count: '1' });
    const listed = (await t.app.inject({ method: 'GET', url: `/api/studio/generations/?client_request_id=${requestId}`, headers: bearer(d.token) })).json();
    expect(listed.generations.map((g: StudioGeneration) => g.id)).toEqual([done.id]);
    expect((await gallery(d, `client_request_id=${requestId}`)).total).toBe(1);
    // Another designer cannot attach a generation to this request.
    expect(errorOf(await create(other, { ...textFields, client_request_id: requestId }))).toMatchObject({ status: 404 });
  });
});

describe('plan gating', () => {
  it('refuses Starter designers on the server', async () => {
    const d = await registerDesigner(t.app);
    await t.app.inject({ method: 'POST', url: '/api/plans/select/', headers: bearer(d.token), payload: { plan: 'starter', billing_cycle: 'monthly' } });
    for (const res of [
      await create(d, textFields),
      await t.app.inject({ method: 'GET', url: '/api/studio/generations/', headers: bearer(d.token) }),
      await t.app.inject({ method: 'GET', url: '/api/studio/results/', headers: bearer(d.token) }),
    ]) {
      expect(errorOf(res)).toMatchObject({ status: 403, code: 'plan_feature_locked' });
    }
  });

  it('lets Master designers in', async () => {
    const d = await registerDesigner(t.app);
    await t.app.inject({ method: 'POST', url: '/api/plans/select/', headers: bearer(d.token), payload: { plan: 'master', billing_cycle: 'monthly' } });
    expect((await create(d, textFields)).statusCode).toBe(200);
  });
});

describe('private studio images', () => {
  it('open only by the link signed for their designer, cached privately', async () => {
    const done = await finished(pro, { ...textFields, tool: 'style_to_image', prompt: 'restyle', count: '1', image: await photo() });
    const url = done.results[0]!.url;
    expect(url).toMatch(new RegExp(`^/api/files/studio/[^?]+\\?grant=studio\\.${await designerIdOf(done.id)}&expires=\\d+&signature=`));
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('private, max-age=300');
    expect((await t.app.inject({ method: 'GET', url: done.input_url! })).statusCode).toBe(200);

    const [address, query] = url.split('?') as [string, string];
    const tampered = (change: (q: URLSearchParams) => void) => {
      const q = new URLSearchParams(query);
      change(q);
      return `${address}?${q.toString()}`;
    };
    const refused = [
      address,
      done.input_url!.split('?')[0]!,
      tampered((q) => q.set('signature', `${q.get('signature')!.slice(0, -2)}AA`)),
      tampered((q) => q.set('grant', 'studio.00000000-0000-4000-8000-000000000000')),
      tampered((q) => q.set('expires', String(Number(q.get('expires')) + 3600))),
    ];
    for (const bad of refused) expect(errorOf(await t.app.inject({ method: 'GET', url: bad })), bad).toMatchObject({ status: 403, code: 'forbidden' });

    t.clock.advance(4 * 60 * 60_000);
    try {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(403);
    } finally {
      t.clock.advance(-4 * 60 * 60_000);
    }
  });

  it('are not reached with another designer’s link', async () => {
    const mine = await finished(pro, { ...textFields, count: '1' });
    const theirs = await finished(other, { ...textFields, count: '1' });
    const myKey = mine.results[0]!.url.split('?')[0]!;
    const [, theirQuery] = theirs.results[0]!.url.split('?') as [string, string];
    // B's valid link, pointed at A's file: its signature does not cover A's key.
    expect(errorOf(await t.app.inject({ method: 'GET', url: `${myKey}?${theirQuery}` }))).toMatchObject({ status: 403, code: 'forbidden' });
    // Nothing B reads through the API carries a link to A's file.
    const bodies = [
      (await t.app.inject({ method: 'GET', url: '/api/studio/generations/', headers: bearer(other.token) })).body,
      (await t.app.inject({ method: 'GET', url: '/api/studio/results/', headers: bearer(other.token) })).body,
      (await generation(other, mine.id)).body,
    ];
    for (const body of bodies) expect(body).not.toContain(myKey.slice('/api/files/'.length));
  });
});

describe('two designers', () => {
  it('never reach each other’s generations or results', async () => {
    const a = await finished(pro, { ...textFields, count: '1' });
    const resultId = a.results[0]!.id;
    const as = bearer(other.token);
    const calls = [
      { method: 'GET', url: `/api/studio/generations/${a.id}/` },
      { method: 'POST', url: `/api/studio/generations/${a.id}/stop/` },
      { method: 'POST', url: `/api/studio/generations/${a.id}/retry/` },
      { method: 'POST', url: `/api/studio/generations/${a.id}/regenerate/`, payload: { prompt: 'mine now' } },
      { method: 'PATCH', url: `/api/studio/results/${resultId}/`, payload: { favourite: true } },
      { method: 'DELETE', url: `/api/studio/results/${resultId}/` },
      { method: 'POST', url: `/api/studio/results/${resultId}/restore/` },
      { method: 'GET', url: `/api/studio/results/${resultId}/download/?format=png` },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: as });
      expect(errorOf(res), `${call.method} ${call.url}`).toMatchObject({ status: 404, code: 'not_found' });
    }
    const theirs = await t.app.inject({ method: 'GET', url: '/api/studio/generations/', headers: as });
    expect(theirs.json().generations.map((g: StudioGeneration) => g.id)).not.toContain(a.id);
    expect((await gallery(other)).results.map((r) => r.id)).not.toContain(resultId);
    // Their result is not an input of mine.
    expect(errorOf(await create(other, { ...textFields, tool: 'style_to_image', source: 'result', source_id: resultId })).msg).toBe('Please upload an image');
    expect(errorOf(await create(other, { ...textFields, tool: 'style_to_image', source: 'generation', source_id: a.id })).msg).toBe('Please upload an image');
    // And A's result is untouched.
    expect((await gallery(pro)).results.find((r) => r.id === resultId)?.favourite).toBe(false);
  });
});
