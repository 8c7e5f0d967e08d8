// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- gltf-validator ships no types; core declares them once
/// <reference path="../../../packages/core/src/floor-plans/gltf-validator.d.ts" />
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import DxfParser from 'dxf-parser';
import { validateBytes } from 'gltf-validator';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudioGeneration, StudioGalleryReply, StudioPlan } from '@genie/contracts';
import { sampleFlat } from '../../../packages/core/src/floor-plans/test-support.ts';
import { briefFeedbacksRepository } from '../src/db/repositories/brief-feedbacks.ts';
import { clientRequests, studioGenerations, usageCounters } from '../src/db/schema.ts';
import { localDiskStorage } from '../src/storage/local-disk-storage.ts';
import { newFileKey } from '../src/storage/new-file-key.ts';
import { bearer, createTestApp, errorOf, multipart, registerDesigner, type FilePart, type RegisteredDesigner, type TestApp } from './helpers.ts';

let t: TestApp;
let pro: RegisteredDesigner;
let other: RegisteredDesigner;
let storageDir: string;
const storage = () => localDiskStorage(storageDir);

beforeAll(async () => {
  storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'genie-plan-files-'));
  t = await createTestApp({}, { storage: storage() });
  pro = await registerDesigner(t.app);
  other = await registerDesigner(t.app);
});
afterAll(async () => {
  await t.close();
  await fs.rm(storageDir, { recursive: true, force: true });
});

/** The sample flat (four rooms, 0.2 m exterior walls) drawn at 50 px/m as a PNG. */
async function floorPlanPng(): Promise<Buffer> {
  const { canvas } = sampleFlat(50);
  return sharp(Buffer.from(canvas.data), { raw: { width: canvas.width, height: canvas.height, channels: 1 } }).png().toBuffer();
}

/** A pencil sketch of a cabinet: a frame, two doors and a handle. */
async function sketchPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#fff"/>
    <g fill="none" stroke="#222" stroke-width="4"><rect x="60" y="40" width="280" height="220"/><line x1="200" y1="40" x2="200" y2="260"/>
    <line x1="180" y1="130" x2="180" y2="170"/><line x1="220" y1="130" x2="220" y2="170"/></g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const png = (data: Buffer, filename = 'plan.png'): FilePart => ({ filename, data, contentType: 'image/png' });

async function post(who: RegisteredDesigner, url: string, fields: Record<string, string | FilePart>) {
  const body = multipart(fields);
  return t.app.inject({ method: 'POST', url, headers: { ...bearer(who.token), ...body.headers }, payload: body.payload });
}

async function analysed(who: RegisteredDesigner, fields: Record<string, string | FilePart>): Promise<StudioPlan> {
  const res = await post(who, '/api/studio/plans/', fields);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ plan: StudioPlan }>().plan;
}

async function generation(who: RegisteredDesigner, id: string): Promise<StudioGeneration> {
  await t.app.jobWorker.runDue();
  const res = await t.app.inject({ method: 'GET', url: `/api/studio/generations/${id}/`, headers: bearer(who.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ generation: StudioGeneration }>().generation;
}

async function rendered(who: RegisteredDesigner, planId: string, payload: object): Promise<StudioGeneration> {
  const res = await t.app.inject({ method: 'POST', url: `/api/studio/plans/${planId}/renders/`, headers: bearer(who.token), payload });
  expect(res.statusCode, res.body).toBe(200);
  const done = await generation(who, res.json<{ generation: StudioGeneration }>().generation.id);
  expect(done.status, done.failure_reason ?? '').toBe('succeeded');
  return done;
}

const download = (who: RegisteredDesigner, resultId: string, format: string) =>
  t.app.inject({ method: 'GET', url: `/api/studio/results/${resultId}/exports/${format}/`, headers: bearer(who.token) });

describe('floor plan → 2D and 3D concept', () => {
  let plan: StudioPlan;

  beforeAll(async () => {
    plan = await analysed(pro, { image: png(await floorPlanPng()), language: 'zh-TW' });
  });

  it('finds the four rooms with their areas and names them in the asked language', () => {
    expect(plan.model.rooms).toHaveLength(4);
    for (const room of plan.model.rooms) expect(room.area).toBeGreaterThan(10);
    expect(plan.model.walls.length).toBeGreaterThan(4);
    expect(plan.scale_source).toBe('wall_thickness');
    expect(plan.model.rooms.some((r) => /[\u4e00-\u9fff]/.test(r.name))).toBe(true);
  });

  it('uses a measured length for the scale', async () => {
    // The top exterior wall's outer face runs from 1 m to 11 m of the 12 m wide image: 10 m.
    const measured = await analysed(pro, { image: png(await floorPlanPng()), ref_x1: String(1 / 12), ref_y1: '0.1', ref_x2: String(11 / 12), ref_y2: '0.1', ref_mm: '10000' });
    expect(measured.scale_source).toBe('known_length');
    expect(measured.model.width).toBeCloseTo(12, 1);
    expect(measured.model.metresPerPixel).toBeCloseTo(0.02, 4);
  });

  it('renames a room and changes its function, keeping its area', async () => {
    const [first] = plan.model.rooms;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/studio/plans/${plan.id}/`,
      headers: bearer(pro.token),
      payload: { rooms: [{ id: first!.id, name: 'Atelier <b>', function: 'study' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const room = res.json<{ plan: StudioPlan }>().plan.model.rooms.find((r) => r.id === first!.id);
    expect(room).toMatchObject({ name: 'Atelier <b>', function: 'study', area: first!.area });
    const again = await t.app.inject({ method: 'GET', url: `/api/studio/plans/${plan.id}/`, headers: bearer(pro.token) });
    expect(again.json<{ plan: StudioPlan }>().plan.model.rooms.find((r) => r.id === first!.id)?.name).toBe('Atelier <b>');
  });

  it('refuses an unknown room, an empty name and an unknown function', async () => {
    const patch = (rooms: object[]) => t.app.inject({ method: 'PATCH', url: `/api/studio/plans/${plan.id}/`, headers: bearer(pro.token), payload: { rooms } });
    expect(errorOf(await patch([{ id: 'room-99', name: 'X', function: 'study' }]))).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(errorOf(await patch([{ id: 'room-1', name: ' ', function: 'study' }]))).toMatchObject({ status: 400, msg: 'Room Name is a required field' });
    expect(errorOf(await patch([{ id: 'room-1', name: 'X', function: 'garage' }]))).toMatchObject({ status: 400 });
  });

  it('draws the 2D plan as PNG, SVG and PDF with the corrected names, counted as one image', async () => {
    const before = await imagesUsed(pro);
    const done = await rendered(pro, plan.id, { tool: 'plan_2d', title: 'Flat 3F', language: 'en-US' });
    expect(done.results).toHaveLength(1);
    const result = done.results[0]!;
    expect(result).toMatchObject({ tool: 'plan_2d', prompt: 'Flat 3F', mime_type: 'image/png' });
    expect(result.width).toBeGreaterThan(500);
    expect(await imagesUsed(pro)).toBe(before + 1);

    const svg = await download(pro, result.id, 'svg');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.headers['content-disposition']).toMatch(/attachment; filename="plan_2d-[0-9a-f]{8}\.svg"/);
    expect(svg.body).toContain('Atelier &lt;b&gt;');
    const pdf = await download(pro, result.id, 'pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // A 2D plan has no DXF or GLB.
    expect((await download(pro, result.id, 'glb')).statusCode).toBe(404);

    const gallery = (await t.app.inject({ method: 'GET', url: '/api/studio/results/?tool=plan_2d', headers: bearer(pro.token) })).json<StudioGalleryReply>();
    expect(gallery.results.map((r) => r.id)).toContain(result.id);
  });

  it('builds the 3D concept: a preview, a valid GLB and an OBJ with its MTL', async () => {
    const done = await rendered(pro, plan.id, { tool: 'plan_3d', ceiling_height: 3 });
    const result = done.results[0]!;
    const glb = await download(pro, result.id, 'glb');
    expect(glb.statusCode).toBe(200);
    expect(glb.headers['content-type']).toContain('model/gltf-binary');
    const report = await validateBytes(new Uint8Array(glb.rawPayload), { format: 'glb' });
    expect(report.issues.numErrors).toBe(0);
    expect(report.info?.totalTriangleCount).toBeGreaterThan(20);
    const obj = await download(pro, result.id, 'obj');
    const name = /filename="(plan_3d-[0-9a-f]{8})\.obj"/.exec(String(obj.headers['content-disposition']))?.[1];
    expect(obj.body).toContain(`mtllib ${name}.mtl`);
    expect(obj.body).toMatch(/^v /m);
    expect((await download(pro, result.id, 'mtl')).body).toContain('newmtl');
  });

  it('keeps the window in the analysed model and builds the 3D concept with furniture volumes when asked', async () => {
    expect(plan.model.windows).toHaveLength(1);
    const done = await rendered(pro, plan.id, { tool: 'plan_3d', furniture: true });
    const result = done.results[0]!;
    const glb = await download(pro, result.id, 'glb');
    const report = await validateBytes(new Uint8Array(glb.rawPayload), { format: 'glb' });
    expect(report.issues.numErrors).toBe(0);
    expect((await download(pro, result.id, 'mtl')).body).toContain('newmtl furniture');
    const plain = await rendered(pro, plan.id, { tool: 'plan_3d' });
    expect((await download(pro, plain.results[0]!.id, 'mtl')).body).not.toContain('newmtl furniture');
  });

  it('refuses a ceiling height outside 2.2–6 m', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/studio/plans/${plan.id}/renders/`, headers: bearer(pro.token), payload: { tool: 'plan_3d', ceiling_height: 8 } });
    expect(errorOf(res)).toMatchObject({ status: 400, msg: 'The ceiling height must be between 2.2 and 6 m', fields: { ceiling_height: 'ceiling_height' } });
  });

  it('regenerates a plan result from its kept settings and model', async () => {
    const first = await rendered(pro, plan.id, { tool: 'plan_2d', title: 'Again' });
    const res = await t.app.inject({ method: 'POST', url: `/api/studio/generations/${first.id}/regenerate/`, headers: bearer(pro.token), payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    const again = await generation(pro, res.json<{ generation: StudioGeneration }>().generation.id);
    expect(again).toMatchObject({ status: 'succeeded', tool: 'plan_2d', prompt: 'Again' });
    expect((await download(pro, again.results[0]!.id, 'svg')).statusCode).toBe(200);
  });

  it("keeps another designer out of the plan, its renders and its downloads (404)", async () => {
    const done = await rendered(pro, plan.id, { tool: 'plan_2d' });
    const resultId = done.results[0]!.id;
    const as = bearer(other.token);
    expect((await t.app.inject({ method: 'GET', url: `/api/studio/plans/${plan.id}/`, headers: as })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/studio/plans/${plan.id}/`, headers: as, payload: { rooms: [] } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/studio/plans/${plan.id}/renders/`, headers: as, payload: { tool: 'plan_2d' } })).statusCode).toBe(404);
    for (const format of ['svg', 'pdf']) expect((await download(other, resultId, format)).statusCode).toBe(404);
    const input = await t.app.inject({ method: 'GET', url: plan.input_url.replace(/^https?:\/\/[^/]+/, '') });
    expect(input.statusCode).toBe(200);
  });
});

describe('image → CAD', () => {
  it('traces a floor plan with its window on a WINDOWS layer and its door swings as ARCs of the door width', async () => {
    const res = await post(pro, '/api/studio/cad/', { image: png(await floorPlanPng()), ref_x1: String(50 / 600), ref_y1: '0.5', ref_x2: String(550 / 600), ref_y2: '0.5', ref_mm: '10000' });
    expect(res.statusCode, res.body).toBe(200);
    const done = await generation(pro, res.json<{ generation: StudioGeneration }>().generation.id);
    expect(done.status, done.failure_reason ?? '').toBe('succeeded');
    const dxf = await download(pro, done.results[0]!.id, 'dxf');
    const parsed = new DxfParser().parseSync(dxf.body)!;
    expect(parsed.entities.filter((e) => e.layer === 'WINDOWS').length).toBe(2);
    const arcs = parsed.entities.filter((e) => e.type === 'ARC') as unknown as { radius: number }[];
    expect(arcs).toHaveLength(2);
    for (const arc of arcs) expect(arc.radius).toBeCloseTo(900, -2);
  });


  it('traces a sketch into an SVG and a DXF in millimetres, with a PNG preview', async () => {
    const res = await post(pro, '/api/studio/cad/', {
      image: png(await sketchPng(), 'sketch.png'),
      detail: 'medium',
      mode: 'sketch',
      ref_x1: '0.15',
      ref_y1: '0.5',
      ref_x2: '0.85',
      ref_y2: '0.5',
      ref_mm: '1200',
    });
    expect(res.statusCode, res.body).toBe(200);
    const done = await generation(pro, res.json<{ generation: StudioGeneration }>().generation.id);
    expect(done.status, done.failure_reason ?? '').toBe('succeeded');
    const result = done.results[0]!;
    expect(result).toMatchObject({ tool: 'image_to_cad', width: 400, height: 300 });

    const dxf = await download(pro, result.id, 'dxf');
    expect(dxf.statusCode).toBe(200);
    const parsed = new DxfParser().parseSync(dxf.body);
    expect(parsed?.entities.length).toBeGreaterThan(0);
    const layers = new Set(parsed?.entities.map((e) => e.layer));
    expect(layers.has('OUTLINES')).toBe(true);
    // 280 px of frame width at 1200 mm per 280 px: the drawing spans about 1.2 m.
    const xs = parsed!.entities.flatMap((e) => ('vertices' in e ? (e.vertices as { x: number }[]).map((v) => v.x) : []));
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(1000);
    expect(Math.max(...xs) - Math.min(...xs)).toBeLessThan(1400);
    const svg = await download(pro, result.id, 'svg');
    expect(svg.body).toContain('<svg');
    expect((await download(pro, result.id, 'pdf')).statusCode).toBe(404);
    expect((await download(other, result.id, 'dxf')).statusCode).toBe(404);

    // A gallery result as a floor plan: whatever the analysis finds, the result's own file stays.
    const fromResult = await t.app.inject({ method: 'POST', url: '/api/studio/plans/', headers: bearer(pro.token), payload: { source: 'result', source_id: result.id } });
    expect([200, 422]).toContain(fromResult.statusCode);
    expect((await t.app.inject({ method: 'GET', url: `/api/studio/results/${result.id}/download/`, headers: bearer(pro.token) })).statusCode).toBe(200);
  });

  it('refuses a half-given or degenerate known length with clear messages', async () => {
    const image = png(await sketchPng());
    expect(errorOf(await post(pro, '/api/studio/cad/', { image, ref_x1: '0.1', ref_mm: '100' }))).toMatchObject({
      status: 400,
      msg: 'Mark two points on the image and enter their distance in millimetres',
    });
    const same = { image, ref_x1: '0.5', ref_y1: '0.5', ref_x2: '0.5', ref_y2: '0.5', ref_mm: '100' };
    expect(errorOf(await post(pro, '/api/studio/cad/', same)).msg).toContain('same place');
    expect(errorOf(await post(pro, '/api/studio/cad/', { ...same, ref_x2: '0.9', ref_mm: '0' })).msg).toBe('Please enter the known length in millimetres (more than 0)');
    expect(errorOf(await post(pro, '/api/studio/cad/', { ...same, ref_x2: '1.5' })).msg).toBe('Both measuring points must be on the image');
  });
});

describe('a request’s floor plan as the input', () => {
  it('analyses one of the request’s floor plans and keeps the results with the request', async () => {
    const req = await t.app.inject({ method: 'POST', url: '/api/client_requests/', headers: bearer(pro.token), payload: { contact_name: 'Mei', email: 'mei@example.com', project_type: 'residential_space' } });
    const requestId = req.json<{ id: string }>().id;
    const [row] = await t.database.db.select({ designerId: clientRequests.designerId }).from(clientRequests).where(eq(clientRequests.id, requestId));
    const key = newFileKey('requests', 'png');
    await storage().put(key, await floorPlanPng());
    await briefFeedbacksRepository(t.database.db).save(
      row!.designerId,
      requestId,
      { ratings: {}, comment: '', note: '', noteImage: null, floorPlans: [{ id: 'fp-1', key, width: 600, height: 500 }] },
      new Date(),
    );
    const json = (who: RegisteredDesigner, payload: object) => t.app.inject({ method: 'POST', url: '/api/studio/plans/', headers: bearer(who.token), payload });
    const res = await json(pro, { source: 'floor_plan', source_id: 'fp-1', client_request_id: requestId });
    expect(res.statusCode, res.body).toBe(200);
    const plan = res.json<{ plan: StudioPlan }>().plan;
    expect(plan).toMatchObject({ client_request_id: requestId });
    expect(plan.model.rooms).toHaveLength(4);
    const done = await rendered(pro, plan.id, { tool: 'plan_3d' });
    expect(done.client_request_id).toBe(requestId);
    const gallery = (await t.app.inject({ method: 'GET', url: `/api/studio/results/?client_request_id=${requestId}`, headers: bearer(pro.token) })).json<StudioGalleryReply>();
    expect(gallery.total).toBe(1);
    // Another designer cannot name this request or its floor plan.
    expect(errorOf(await json(other, { source: 'floor_plan', source_id: 'fp-1', client_request_id: requestId })).status).toBe(404);
    expect(errorOf(await json(pro, { source: 'floor_plan', source_id: 'fp-9', client_request_id: requestId }))).toMatchObject({ status: 400, msg: 'Please upload an image' });
  });
});

async function imagesUsed(who: RegisteredDesigner): Promise<number> {
  return (await t.app.inject({ method: 'GET', url: '/api/my/credit_usage/', headers: bearer(who.token) })).json<{ image_count: number }>().image_count;
}

async function designerIdOf(generationId: string): Promise<string> {
  const [row] = await t.database.db.select({ designerId: studioGenerations.designerId }).from(studioGenerations).where(eq(studioGenerations.id, generationId));
  return row!.designerId;
}

describe('bad files, gating and quota', () => {
  it('gives the studio’s messages for a missing, wrong or damaged image', async () => {
    expect(errorOf(await t.app.inject({ method: 'POST', url: '/api/studio/plans/', headers: bearer(pro.token), payload: {} }))).toMatchObject({ status: 400, msg: 'Please upload an image' });
    expect(errorOf(await post(pro, '/api/studio/cad/', { image: { filename: 'plan.pdf', data: Buffer.from('%PDF-1.4'), contentType: 'application/pdf' } }))).toMatchObject({
      status: 415,
      code: 'image_type_unsupported',
    });
    expect(errorOf(await post(pro, '/api/studio/plans/', { image: { filename: 'plan.png', data: Buffer.from('not really a png'), contentType: 'image/png' } }))).toMatchObject({
      status: 422,
      code: 'image_damaged',
      msg: 'Image is damaged',
    });
    const big = await post(pro, '/api/studio/plans/', { image: { filename: 'plan.png', data: Buffer.alloc(11 * 1024 * 1024, 1), contentType: 'image/png' } });
    expect(errorOf(big)).toMatchObject({ status: 413, code: 'image_too_large' });
  });

  it('explains an image without walls or without rooms', async () => {
    const blank = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ffffff' } }).png().toBuffer();
    expect(errorOf(await post(pro, '/api/studio/plans/', { image: png(blank) }))).toMatchObject({ status: 422, code: 'plan_no_walls_found', msg: expect.stringContaining('No walls') });
    const lines = await sharp(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#fff"/><rect x="40" y="140" width="320" height="12" fill="#000"/></svg>'),
    )
      .png()
      .toBuffer();
    expect(errorOf(await post(pro, '/api/studio/plans/', { image: png(lines) })).code).toMatch(/^plan_no_(rooms|walls)_found$/);
    const tiny = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#ffffff' } }).png().toBuffer();
    expect(errorOf(await post(pro, '/api/studio/plans/', { image: png(tiny) }))).toMatchObject({ status: 422, code: 'plan_image_too_small' });
  });

  it('refuses Starter designers on the server', async () => {
    const d = await registerDesigner(t.app);
    await t.app.inject({ method: 'POST', url: '/api/plans/select/', headers: bearer(d.token), payload: { plan: 'starter', billing_cycle: 'monthly' } });
    const image = png(await sketchPng());
    for (const res of [
      await post(d, '/api/studio/cad/', { image }),
      await post(d, '/api/studio/plans/', { image }),
      await t.app.inject({ method: 'GET', url: '/api/studio/plans/00000000-0000-4000-8000-000000000000/', headers: bearer(d.token) }),
      await t.app.inject({ method: 'GET', url: '/api/studio/results/00000000-0000-4000-8000-000000000000/exports/svg/', headers: bearer(d.token) }),
    ]) {
      expect(errorOf(res)).toMatchObject({ status: 403, code: 'plan_feature_locked' });
    }
  });

  it('counts plan tools against the month’s image quota', async () => {
    const d = await registerDesigner(t.app);
    const plan = await analysed(d, { image: png(await floorPlanPng()) });
    expect(await imagesUsed(d)).toBe(0);
    const made = await rendered(d, plan.id, { tool: 'plan_2d' });
    expect(await imagesUsed(d)).toBe(1);
    await t.database.db.update(usageCounters).set({ imageCount: 100_000 }).where(eq(usageCounters.designerId, await designerIdOf(made.id)));
    const res = await t.app.inject({ method: 'POST', url: `/api/studio/plans/${plan.id}/renders/`, headers: bearer(d.token), payload: { tool: 'plan_3d' } });
    expect(errorOf(res)).toMatchObject({ status: 403, code: 'image_quota_exceeded' });
    expect(errorOf(await post(d, '/api/studio/cad/', { image: png(await sketchPng()) })).code).toBe('image_quota_exceeded');
  });
});
