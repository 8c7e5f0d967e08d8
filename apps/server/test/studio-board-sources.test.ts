import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Moodboard, StudioGeneration } from '@genie/contracts';
import { createOfflineImageProvider } from '../src/ai/images/offline/offline-image-provider.ts';
import { clientRequests, referenceImages } from '../src/db/schema.ts';
import { openRequest } from './suggestions-helpers.ts';
import { bearer, createTestApp, multipart, registerDesigner, type RegisteredDesigner, type TestApp } from './helpers.ts';
import { smallDemoLibrary } from './references-helpers.ts';

const offline = createOfflineImageProvider();
let t: TestApp;
let a: RegisteredDesigner;

beforeAll(async () => {
  t = await createTestApp(
    { REFERENCE_DEMO_LIBRARY: 'auto' },
    { demoLibrary: smallDemoLibrary(['japandi', 'industrial', 'coastal'], 8), imageProvider: { ...offline, generate: (r) => offline.generate({ ...r, width: 160, height: 120 }) } },
  );
  await t.app.jobWorker.runDue();
  a = await registerDesigner(t.app);
});
afterAll(() => t.close());

async function generate(who: RegisteredDesigner, style: string, space: string) {
  const body = multipart({ tool: 'text_to_image', space, style, prompt: 'a room', count: '1' });
  const res = await t.app.inject({ method: 'POST', url: '/api/studio/generations/', headers: { ...bearer(who.token), ...body.headers }, payload: body.payload });
  expect(res.statusCode, res.body).toBe(200);
  await t.app.jobWorker.runDue();
  return res.json<{ generation: StudioGeneration }>().generation;
}

describe('a board’s images', () => {
  it('come from the library and the designer’s own images of the board’s style and space only, and its words fit the space', async () => {
    const industrial = await generate(a, 'industrial', 'living_room');
    const japandiBedroom = await generate(a, 'japandi', 'bedroom');
    const japandiLiving = await generate(a, 'japandi', 'living_room');
    const res = await t.app.inject({ method: 'POST', url: '/api/studio/moodboards/', headers: bearer(a.token), payload: { style: 'japandi', space: 'living_room', template: 'grid', language: 'en-US' } });
    expect(res.statusCode, res.body).toBe(200);
    const board = res.json<{ moodboard: Moodboard }>().moodboard;
    expect(board.images.length).toBeGreaterThanOrEqual(1);
    // Every image is Japandi.
    for (const image of board.images) expect(image.style).toBe('japandi');
    const results = board.images.filter((i) => i.source === 'result').map((i) => i.source_id);
    const resultIds = (g: StudioGeneration) => g.results.map((r) => r.id);
    const done = async (g: StudioGeneration) => (await t.app.inject({ method: 'GET', url: `/api/studio/generations/${g.id}/`, headers: bearer(a.token) })).json<{ generation: StudioGeneration }>().generation;
    expect(results).toEqual(expect.arrayContaining(resultIds(await done(japandiLiving))));
    for (const id of [...resultIds(await done(industrial)), ...resultIds(await done(japandiBedroom))]) expect(results).not.toContain(id);
    // The library's images are of a living room (or of no space in particular), never a picture that is not of a room.
    const libraryIds = board.images.filter((i) => i.source === 'reference').map((i) => i.source_id);
    const rows = await t.database.db.select().from(referenceImages).where(inArray(referenceImages.id, libraryIds));
    for (const row of rows) {
      expect(row.style).toBe('japandi');
      // A living room, or a room of the same kind (a family room, a sunroom, a library).
      expect([null, 'living_room', 'open_kitchen_living_room', 'family_room', 'sunroom', 'library']).toContain(row.space);
      expect(['residential_space', 'commercial_space', 'exhibition_space']).toContain(row.projectType);
    }
    expect(board.concept).not.toMatch(/\bbed\b/i);
  });

  it('put the lead’s chosen reference images first, with the lead’s palette', async () => {
    const b = await registerDesigner(t.app);
    const request = await openRequest(t, b.genie_name, { contact_name: 'Mei Chen', language: 'en-US' });
    // The visitor's reference rounds chose an industrial office and nothing else of the style.
    const [chosen] = await t.database.db
      .select()
      .from(referenceImages)
      .where(and(isNull(referenceImages.designerId), eq(referenceImages.style, 'industrial'), eq(referenceImages.projectType, 'commercial_space')))
      .limit(1);
    expect(chosen).toBeDefined();
    const palette = (chosen!.palette as { hex: string; share: number }[]).slice(0, 4);
    await t.database.db
      .update(clientRequests)
      .set({
        referenceOutcome: {
          status: 'completed',
          message_key: null,
          chosen: [{ round: 1, image_id: chosen!.id, style: 'industrial' }],
          style_profile: [{ style: 'industrial', weight: 1 }],
          palette,
          style_samples: [],
        },
      })
      .where(eq(clientRequests.id, request.id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/studio/moodboards/',
      headers: bearer(b.token),
      payload: { style: 'industrial', client_request_id: request.id, template: 'grid', language: 'en-US' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const board = res.json<{ moodboard: Moodboard }>().moodboard;
    expect(board.images[0]).toMatchObject({ source: 'reference', source_id: chosen!.id, style: 'industrial' });
    for (const image of board.images) expect(image.style).toBe('industrial');
    // Designer A's boards never see B's lead.
    const other = await t.app.inject({ method: 'POST', url: '/api/studio/moodboards/', headers: bearer(a.token), payload: { style: 'industrial', client_request_id: request.id, template: 'grid' } });
    expect(other.statusCode).toBe(404);
  });
});
