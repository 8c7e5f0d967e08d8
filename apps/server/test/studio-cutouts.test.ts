import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudioCutout, StudioGeneration } from '@genie/contracts';
import { bearer, createTestApp, errorOf, multipart, registerDesigner, type FilePart, type RegisteredDesigner, type TestApp } from './helpers.ts';

let t: TestApp;
let a: RegisteredDesigner;
let b: RegisteredDesigner;

beforeAll(async () => {
  t = await createTestApp();
  a = await registerDesigner(t.app);
  b = await registerDesigner(t.app);
});
afterAll(() => t.close());

/** A product photo: a dark red armchair-like block with a round cushion on an off-white studio ground (no transparency). */
async function productPhoto(): Promise<FilePart> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="180"><rect width="240" height="180" fill="#f4f2ee"/><rect x="60" y="40" width="120" height="110" rx="14" fill="#8a2a22"/><circle cx="120" cy="80" r="22" fill="#c9b48a"/></svg>`;
  return { filename: 'chair.jpg', data: await sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer(), contentType: 'image/jpeg' };
}
/** A room photo: a light wall over a wooden floor. */
async function roomPhoto(): Promise<FilePart> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="150" fill="#e8e4dc"/><rect y="150" width="320" height="90" fill="#a07850"/></svg>`;
  return { filename: 'room.png', data: await sharp(Buffer.from(svg)).png().toBuffer(), contentType: 'image/png' };
}

async function upload(who: RegisteredDesigner, piece: string, image: FilePart) {
  const body = multipart({ piece, image });
  return t.app.inject({ method: 'POST', url: '/api/studio/cutouts/', headers: { ...bearer(who.token), ...body.headers }, payload: body.payload });
}

async function compose(who: RegisteredDesigner, pieces: unknown[]) {
  const body = multipart({ tool: 'furniture_compose', space: 'living_room', style: 'japandi', pieces: JSON.stringify(pieces), shadow: 'false', image: await roomPhoto() });
  const res = await t.app.inject({ method: 'POST', url: '/api/studio/generations/', headers: { ...bearer(who.token), ...body.headers }, payload: body.payload });
  if (res.statusCode !== 200) return { res, generation: null };
  await t.app.jobWorker.runDue();
  const id = res.json<{ generation: StudioGeneration }>().generation.id;
  const got = await t.app.inject({ method: 'GET', url: `/api/studio/generations/${id}/`, headers: bearer(who.token) });
  return { res, generation: got.json<{ generation: StudioGeneration }>().generation };
}

const rawOf = async (url: string) => sharp((await t.app.inject({ method: 'GET', url })).rawPayload).ensureAlpha().raw().toBuffer({ resolveWithObject: true });

describe('product cut-outs for furniture compose', () => {
  it('removes a plain background offline: corners transparent, the subject opaque, with a soft edge', async () => {
    const res = await upload(a, 'armchair', await productPhoto());
    expect(res.statusCode, res.body).toBe(200);
    const cutout = res.json<{ cutout: StudioCutout }>().cutout;
    expect(cutout).toMatchObject({ piece: 'armchair', width: 240, height: 180 });
    const png = await rawOf(cutout.url);
    const alpha = (x: number, y: number) => png.data[(y * png.info.width + x) * 4 + 3]!;
    for (const [x, y] of [[0, 0], [239, 0], [0, 179], [239, 179], [30, 90]] as const) expect(alpha(x, y), `${x},${y}`).toBe(0);
    // The block and its cushion (a colour close to neither the ground) stay whole.
    for (const [x, y] of [[120, 95], [70, 60], [120, 80], [170, 140]] as const) expect(alpha(x, y), `${x},${y}`).toBe(255);
    // Feathered: the outline has partly transparent pixels, not only 0 and 255.
    const partial = [...Array(png.info.width).keys()].map((x) => alpha(x, 95)).filter((v) => v > 0 && v < 255);
    expect(partial.length).toBeGreaterThan(0);
  });

  it('keeps cut-outs in the designer’s scope: B neither lists nor composes with A’s', async () => {
    const mine = (await upload(a, 'rug', await productPhoto())).json<{ cutout: StudioCutout }>().cutout;
    const listA = (await t.app.inject({ method: 'GET', url: '/api/studio/cutouts/', headers: bearer(a.token) })).json<{ cutouts: StudioCutout[] }>().cutouts;
    expect(listA.map((c) => c.id)).toContain(mine.id);
    expect(listA.find((c) => c.id === mine.id)?.piece).toBe('rug');
    const listB = (await t.app.inject({ method: 'GET', url: '/api/studio/cutouts/', headers: bearer(b.token) })).json<{ cutouts: StudioCutout[] }>().cutouts;
    expect(listB).toEqual([]);
    const { res } = await compose(b, [{ piece: 'rug', x: 0.5, y: 0.9, scale: 0.4, cutout_id: mine.id }]);
    expect(errorOf(res)).toMatchObject({ status: 400, fields: { pieces: 'invalid_value' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/studio/cutouts/' })).statusCode).toBe(401);
  });

  it('composes with the designer’s own cut-out where it was placed, the room showing through its background', async () => {
    const cutout = (await upload(a, 'armchair', await productPhoto())).json<{ cutout: StudioCutout }>().cutout;
    const { generation } = await compose(a, [{ piece: 'armchair', x: 0.5, y: 0.9, scale: 0.5, cutout_id: cutout.id }]);
    expect(generation?.status).toBe('succeeded');
    const out = await rawOf(generation!.results[0]!.url);
    const at = (fx: number, fy: number) => {
      const i = (Math.round(fy * (out.info.height - 1)) * out.info.width + Math.round(fx * (out.info.width - 1))) * 4;
      return [out.data[i]!, out.data[i + 1]!, out.data[i + 2]!];
    };
    // The piece spans x 0.25..0.75 and stands on y 0.9; its red block is in the middle, the ground's corner shows the floor.
    const [r, g] = at(0.5, 0.8);
    expect(r).toBeGreaterThan(g! + 40);
    const corner = at(0.27, 0.88);
    expect(Math.abs(corner[0]! - 0xa0)).toBeLessThan(40);
  });

  it('lays a rug under a sofa whatever the order they were added in', async () => {
    const sofa = { piece: 'sofa', x: 0.5, y: 0.85, scale: 0.4 };
    const rug = { piece: 'rug', x: 0.5, y: 0.95, scale: 0.7 };
    const alone = (await compose(a, [sofa])).generation!;
    const both = (await compose(a, [sofa, rug])).generation!;
    const p = await rawOf(alone.results[0]!.url);
    const q = await rawOf(both.results[0]!.url);
    // In the middle of the sofa, the picture is the sofa's, not the rug's.
    const i = (Math.round(0.78 * (p.info.height - 1)) * p.info.width + Math.round(0.5 * (p.info.width - 1))) * 4;
    for (let c = 0; c < 3; c++) expect(Math.abs(p.data[i + c]! - q.data[i + c]!)).toBeLessThan(6);
  });

  it('lets only its owner delete a cut-out: its file goes, and a composition queued with it refuses cleanly', async () => {
    const cutout = (await upload(a, 'armchair', await productPhoto())).json<{ cutout: StudioCutout }>().cutout;
    const remove = (who: RegisteredDesigner, id: string) => t.app.inject({ method: 'DELETE', url: `/api/studio/cutouts/${id}/`, headers: bearer(who.token) });
    const listOf = async (who: RegisteredDesigner) =>
      (await t.app.inject({ method: 'GET', url: '/api/studio/cutouts/', headers: bearer(who.token) })).json<{ cutouts: StudioCutout[] }>().cutouts.map((c) => c.id);

    // Designer B cannot delete A's cut-out; it stays listed and served.
    expect(errorOf(await remove(b, cutout.id))).toMatchObject({ status: 404 });
    expect(await listOf(a)).toContain(cutout.id);
    expect((await t.app.inject({ method: 'GET', url: cutout.url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/studio/cutouts/${cutout.id}/` })).statusCode).toBe(401);

    // A composition is queued with it, then the cut-out is deleted before the composition runs.
    const body = multipart({ tool: 'furniture_compose', space: 'living_room', style: 'japandi', pieces: JSON.stringify([{ piece: 'armchair', x: 0.5, y: 0.9, scale: 0.5, cutout_id: cutout.id }]), shadow: 'false', image: await roomPhoto() });
    const queued = await t.app.inject({ method: 'POST', url: '/api/studio/generations/', headers: { ...bearer(a.token), ...body.headers }, payload: body.payload });
    expect(queued.statusCode, queued.body).toBe(200);
    const usedBefore = (await t.app.inject({ method: 'GET', url: '/api/my/credit_usage/', headers: bearer(a.token) })).json<{ image_count: number }>().image_count;

    const deleted = await remove(a, cutout.id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await listOf(a)).not.toContain(cutout.id);
    expect((await t.app.inject({ method: 'GET', url: cutout.url })).statusCode).toBe(404);
    expect((await remove(a, cutout.id)).statusCode).toBe(404);
    expect((await remove(a, 'not-an-id')).statusCode).toBe(404);

    await t.app.jobWorker.runDue();
    const id = queued.json<{ generation: StudioGeneration }>().generation.id;
    const generation = (await t.app.inject({ method: 'GET', url: `/api/studio/generations/${id}/`, headers: bearer(a.token) })).json<{ generation: StudioGeneration }>().generation;
    expect(generation).toMatchObject({ status: 'failed', failure_code: 'cutout_deleted', results: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/my/credit_usage/', headers: bearer(a.token) })).json<{ image_count: number }>().image_count).toBe(usedBefore);
    // A new composition naming it is refused before it is queued.
    const { res } = await compose(a, [{ piece: 'armchair', x: 0.5, y: 0.9, scale: 0.5, cutout_id: cutout.id }]);
    expect(errorOf(res)).toMatchObject({ status: 400, fields: { pieces: 'invalid_value' } });
  });

  it('draws a built-in piece for the live preview, in the designer’s scope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/studio/furniture-pieces/sofa/?style=japandi&width=200', headers: bearer(a.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.hasAlpha]).toEqual([200, true]);
    expect((await t.app.inject({ method: 'GET', url: '/api/studio/furniture-pieces/sofa/' })).statusCode).toBe(401);
  });
});
