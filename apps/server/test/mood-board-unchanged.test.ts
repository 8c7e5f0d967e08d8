import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MoodBoard, MoodBoardReply } from '@genie/contracts';
import type { ImageProvider, ImageRequest } from '../src/ai/images/image-provider.ts';
import { createOfflineImageProvider } from '../src/ai/images/offline/offline-image-provider.ts';
import { bearer, createTestApp, registerDesigner, type RegisteredDesigner, type TestApp } from './helpers.ts';
import { chatTurn, doneOf, getSession, startRequest, visitor } from './genie-helpers.ts';

/**
 * A visitor's refinement that the built-in renderer cannot make (it recolours and rearranges, it cannot
 * draw a new chair) comes back as the picture it started from: it is not kept, the designer's image usage
 * does not move, and the visitor's board says the change could not be made. The provider is the built-in
 * one, except that a refinement asking for a "reading chair" hands its input back unchanged and one asking
 * for "warmer" shifts its colours.
 */
const offline = createOfflineImageProvider();
const provider: ImageProvider = {
  ...offline,
  async generate(request: ImageRequest) {
    if (request.operation === 'image_to_image' && request.image && request.prompt.includes('reading chair')) return [{ data: request.image, mimeType: 'image/webp' }];
    // A change the renderer can make, made surely (how much the built-in restyle moves depends on the concept drawn).
    if (request.operation === 'image_to_image' && request.image && request.prompt.includes('warmer')) {
      return [{ data: await sharp(request.image).modulate({ hue: 40, saturation: 1.6 }).webp().toBuffer(), mimeType: 'image/webp' }];
    }
    return offline.generate(request);
  },
};

let t: TestApp;
let d: RegisteredDesigner;
beforeAll(async () => {
  t = await createTestApp({}, { imageProvider: provider });
  d = await registerDesigner(t.app);
});
afterAll(() => t.close());

const base = () => `/api/genie/${d.genie_name}/mood_board`;
const imagesUsed = async () => (await t.app.inject({ method: 'GET', url: '/api/my/credit_usage/', headers: bearer(d.token) })).json<{ image_count: number }>().image_count;
async function board(token: string): Promise<MoodBoard> {
  const res = await t.app.inject({ method: 'GET', url: `${base()}/`, headers: visitor(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MoodBoardReply>().board;
}
async function refine(token: string, baseId: string, instruction: string) {
  const res = await t.app.inject({ method: 'POST', url: `${base()}/concepts/`, headers: visitor(token), payload: { base_id: baseId, instruction } });
  expect(res.statusCode, res.body).toBe(200);
  await t.app.jobWorker.runDue();
  return board(token);
}

describe('a mood-board refinement the built-in renderer cannot make', () => {
  it('is not kept, does not count against the designer’s images, and tells the visitor why', async () => {
    const started = await startRequest(t.app, d.genie_name);
    await getSession(t.app, d.genie_name, started.token);
    doneOf((await chatTurn(t.app, d.genie_name, started.token, { text: 'A 30-year-old apartment of about 85 m² in Taipei, we love warm Japandi style with oak.' })).events);
    doneOf((await chatTurn(t.app, d.genie_name, started.token, { text: 'The living room and kitchen, with a budget of about 1.5 million NTD.' })).events);
    expect((await t.app.inject({ method: 'POST', url: `${base()}/concepts/`, headers: visitor(started.token), payload: {} })).statusCode).toBe(200);
    await t.app.jobWorker.runDue();
    const first = await board(started.token);
    expect(first.concepts.map((c) => c.status)).toEqual(['ready', 'ready']);
    expect(first.concepts.every((c) => c.failure_code === null)).toBe(true);
    const used = await imagesUsed();
    expect(used).toBe(2);

    const refused = await refine(started.token, first.concepts[0]!.id, 'add a big linen reading chair');
    const unchanged = refused.concepts[2]!;
    expect(unchanged).toMatchObject({ parent_id: first.concepts[0]!.id, instruction: 'add a big linen reading chair', status: 'failed', failure_code: 'unchanged', url: null });
    expect(refused.busy).toBe(false);
    expect(await imagesUsed()).toBe(used);
    // It cannot be starred or refined further: nothing was kept.
    const star = await t.app.inject({ method: 'PUT', url: `${base()}/concepts/${unchanged.id}/star/`, headers: visitor(started.token), payload: { starred: true } });
    expect(star.statusCode).toBeGreaterThanOrEqual(400);

    // A change the renderer can make is kept and counted as before.
    const warmer = await refine(started.token, first.concepts[0]!.id, 'warmer, more wood');
    expect(warmer.concepts[3]).toMatchObject({ status: 'ready', failure_code: null });
    expect(warmer.concepts[3]!.url).not.toBeNull();
    expect(await imagesUsed()).toBe(used + 1);
  });
});
