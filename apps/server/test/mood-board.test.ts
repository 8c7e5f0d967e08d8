import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MoodBoard, MoodBoardReply, RequestMoodBoardReply } from '@genie/contracts';
import { quotaPeriodOf } from '../src/billing/usage-quota.ts';
import { designersRepository } from '../src/db/repositories/designers.ts';
import { clientRequests, designers, usageCounters } from '../src/db/schema.ts';
import { bearer, createTestApp, errorOf, multipart, registerDesigner, restartableInstall, type RegisteredDesigner, type TestApp } from './helpers.ts';
import { chatTurn, doneOf, getSession, jpegImage, pngImage, startRequest, visitor } from './genie-helpers.ts';
import type { FastifyInstance } from 'fastify';

const base = (linkWords: string | null) => (linkWords === null ? '/api/genie_demo/mood_board' : `/api/genie/${linkWords}/mood_board`);

async function upload(app: FastifyInstance, linkWords: string | null, token: string, filename: string, data: Buffer, contentType = 'image/jpeg') {
  const body = multipart({ image: { filename, data, contentType } });
  return app.inject({ method: 'POST', url: `${base(linkWords)}/images/`, headers: { ...visitor(token), ...body.headers }, payload: body.payload });
}

async function board(app: FastifyInstance, linkWords: string | null, token: string): Promise<MoodBoard> {
  const res = await app.inject({ method: 'GET', url: `${base(linkWords)}/`, headers: visitor(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MoodBoardReply>().board;
}

async function propose(app: FastifyInstance, linkWords: string | null, token: string, payload: Record<string, unknown> = {}) {
  return app.inject({ method: 'POST', url: `${base(linkWords)}/concepts/`, headers: visitor(token), payload });
}

/** A visitor who has said a few things about their space. */
async function chattingVisitor(app: FastifyInstance, linkWords: string) {
  const started = await startRequest(app, linkWords);
  await getSession(app, linkWords, started.token);
  doneOf((await chatTurn(app, linkWords, started.token, { text: 'A 30-year-old apartment of about 85 m² in Taipei, we love warm Japandi style with oak.' })).events);
  doneOf((await chatTurn(app, linkWords, started.token, { text: 'The living room and kitchen, with a budget of about 1.5 million NTD.' })).events);
  return started;
}

describe('the visitor mood board', () => {
  let t: TestApp;
  let designer: RegisteredDesigner;
  let other: RegisteredDesigner;
  beforeAll(async () => {
    t = await createTestApp();
    designer = await registerDesigner(t.app);
    other = await registerDesigner(t.app);
  });
  afterAll(() => t.close());

  it('takes up to 4 readable images and refuses a 5th, a PDF named .png and a truncated JPEG with their messages', async () => {
    const { token } = await startRequest(t.app, designer.genie_name);
    const jpeg = await jpegImage(320, 240);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const notImage = errorOf(await upload(t.app, designer.genie_name, token, 'plan.png', pdf, 'image/png'));
    expect(notImage).toMatchObject({ code: 'image_type_unsupported', msg: 'Please upload image files only' });
    const truncated = errorOf(await upload(t.app, designer.genie_name, token, 'room.jpg', jpeg.subarray(0, Math.floor(jpeg.length / 2))));
    expect(truncated).toMatchObject({ code: 'image_damaged', msg: 'Image is damaged' });

    for (let i = 0; i < 4; i += 1) {
      const res = await upload(t.app, designer.genie_name, token, `room-${i}.jpg`, jpeg);
      expect(res.statusCode, res.body).toBe(200);
    }
    const fifth = errorOf(await upload(t.app, designer.genie_name, token, 'room-5.png', await pngImage(), 'image/png'));
    expect(fifth).toMatchObject({ status: 400, code: 'mood_board_image_limit', msg: 'You can upload at most 4 images' });
    const uploads = (await board(t.app, designer.genie_name, token)).uploads;
    expect(uploads).toHaveLength(4);
    // Stored re-encoded (EXIF gone): the signed link serves a WebP.
    const file = await t.app.inject({ method: 'GET', url: uploads[0]!.url.replace('http://genie.test', '') });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it("lets the visitor remove their own image (a slot frees up), never another visitor's or another studio's", async () => {
    const owner = await startRequest(t.app, designer.genie_name);
    const neighbour = await startRequest(t.app, designer.genie_name);
    const elsewhere = await startRequest(t.app, other.genie_name);
    const jpeg = await jpegImage(320, 240);
    for (const name of ['a.jpg', 'b.jpg']) expect((await upload(t.app, designer.genie_name, owner.token, name, jpeg)).statusCode).toBe(200);
    const [first, second] = (await board(t.app, designer.genie_name, owner.token)).uploads;
    const remove = (linkWords: string, token: string, id: string) =>
      t.app.inject({ method: 'DELETE', url: `${base(linkWords)}/images/${id}/`, headers: visitor(token) });

    // Another visitor of the same studio, or a visitor of another studio, cannot reach it.
    expect(errorOf(await remove(designer.genie_name, neighbour.token, first!.id))).toMatchObject({ status: 404 });
    expect((await remove(other.genie_name, elsewhere.token, first!.id)).statusCode).toBe(404);
    expect((await remove(other.genie_name, owner.token, first!.id)).statusCode).toBeGreaterThanOrEqual(400);
    expect((await board(t.app, designer.genie_name, owner.token)).uploads).toHaveLength(2);

    const res = await remove(designer.genie_name, owner.token, first!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MoodBoardReply>().board.uploads.map((u) => u.id)).toEqual([second!.id]);
    // Its file is gone too.
    expect((await t.app.inject({ method: 'GET', url: first!.url.replace('http://genie.test', '') })).statusCode).toBe(404);
    expect((await remove(designer.genie_name, owner.token, first!.id)).statusCode).toBe(404);
    expect((await remove(designer.genie_name, owner.token, 'not-an-id')).statusCode).toBe(404);
  });

  it('proposes concepts as jobs, refines one, stars two, and the designer sees the starred ones; another designer cannot', async () => {
    const { token, identifyKey } = await chattingVisitor(t.app, designer.genie_name);
    expect((await upload(t.app, designer.genie_name, token, 'living.jpg', await jpegImage(320, 240))).statusCode).toBe(200);

    const queued = await propose(t.app, designer.genie_name, token);
    expect(queued.statusCode, queued.body).toBe(200);
    const first = queued.json<MoodBoardReply>().board;
    expect(first.busy).toBe(true);
    expect(first.concepts).toHaveLength(2);
    expect(first.concepts.every((c) => c.status === 'queued')).toBe(true);
    // The conversation goes on while images render.
    doneOf((await chatTurn(t.app, designer.genie_name, token, { text: 'We move in next spring.' })).events);

    await t.app.jobWorker.runDue();
    const made = await board(t.app, designer.genie_name, token);
    expect(made.busy).toBe(false);
    expect(made.concepts.map((c) => c.status)).toEqual(['ready', 'ready']);
    expect(made.concepts[0]!.engine_label).toBe('Built-in renderer');
    // The page names the built-in renderer in the visitor's language, by its id.
    expect(made.concepts[0]!.engine_provider).toBe('offline');

    const refined = await propose(t.app, designer.genie_name, token, { base_id: made.concepts[0]!.id, instruction: 'deep navy walls' });
    expect(refined.statusCode, refined.body).toBe(200);
    await t.app.jobWorker.runDue();
    const versions = await board(t.app, designer.genie_name, token);
    expect(versions.concepts).toHaveLength(3);
    expect(versions.concepts[2]).toMatchObject({ parent_id: made.concepts[0]!.id, instruction: 'deep navy walls', status: 'ready' });

    for (const concept of [versions.concepts[1]!, versions.concepts[2]!]) {
      const res = await t.app.inject({ method: 'PUT', url: `${base(designer.genie_name)}/concepts/${concept.id}/star/`, headers: visitor(token), payload: { starred: true } });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await board(t.app, designer.genie_name, token)).concepts.filter((c) => c.starred).map((c) => c.id)).toEqual([versions.concepts[1]!.id, versions.concepts[2]!.id]);

    const [request] = await t.database.db.select({ id: clientRequests.id }).from(clientRequests).where(eq(clientRequests.identifyKey, identifyKey));
    const requestId = request!.id;
    const seen = await t.app.inject({ method: 'GET', url: `/api/client_requests/${requestId}/mood_board/`, headers: bearer(designer.token) });
    expect(seen.statusCode, seen.body).toBe(200);
    const onRequest = seen.json<RequestMoodBoardReply>();
    expect(onRequest.starred.map((c) => c.id)).toEqual([versions.concepts[1]!.id, versions.concepts[2]!.id]);
    expect(onRequest.uploads).toHaveLength(1);
    const image = await t.app.inject({ method: 'GET', url: onRequest.starred[0]!.url!.replace('http://genie.test', '') });
    expect(image.statusCode).toBe(200);

    // Two tenants: another designer sees nothing, and another visitor cannot star this one's concepts.
    const stranger = await t.app.inject({ method: 'GET', url: `/api/client_requests/${requestId}/mood_board/`, headers: bearer(other.token) });
    expect(stranger.statusCode).toBe(404);
    const otherVisitor = await startRequest(t.app, other.genie_name);
    const star = await t.app.inject({ method: 'PUT', url: `${base(other.genie_name)}/concepts/${versions.concepts[0]!.id}/star/`, headers: visitor(otherVisitor.token), payload: { starred: true } });
    expect(star.statusCode).toBe(404);
    const crossGenie = await t.app.inject({ method: 'GET', url: `${base(other.genie_name)}/`, headers: visitor(token) });
    expect(crossGenie.statusCode).toBe(404);
  });

  it('waits until enough is known before proposing', async () => {
    const { token } = await startRequest(t.app, designer.genie_name);
    await getSession(t.app, designer.genie_name, token);
    expect(errorOf(await propose(t.app, designer.genie_name, token)).code).toBe('wrong_stage');
  });

  it('over the image allowance: no concept images, a note, and the lead is kept', async () => {
    const capped = await registerDesigner(t.app);
    const [row] = await t.database.db.select().from(designers).where(eq(designers.genieName, capped.genie_name));
    const period = quotaPeriodOf(row!, t.clock.now());
    await t.database.db.insert(usageCounters).values({ designerId: row!.id, periodStart: period.start, imageCount: 1_000_000 });
    const { token } = await chattingVisitor(t.app, capped.genie_name);
    const res = await propose(t.app, capped.genie_name, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MoodBoardReply>().board).toMatchObject({ concepts: [], images_unavailable: true, busy: false });
    doneOf((await chatTurn(t.app, capped.genie_name, token, { text: 'We move in next spring.' })).events);
    const list = await t.app.inject({ method: 'GET', url: '/api/client_requests/', headers: bearer(capped.token) });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Mei Chen');
    expect((await designersRepository(t.database.db).findById(row!.id))?.id).toBe(row!.id);
  });

  it('works in the demo without an account', async () => {
    const { token } = await startRequest(t.app, null);
    const res = await upload(t.app, null, token, 'room.jpg', await jpegImage());
    expect(res.statusCode, res.body).toBe(200);
    expect((await board(t.app, null, token)).uploads).toHaveLength(1);
  });
});

describe('a mood board across a restart', () => {
  const installs: { remove(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const install of installs) await install.remove();
  });

  it('a concept queued before the restart is made after it, and a reload shows the same board', async () => {
    const install = await restartableInstall('genie-mood-restart-');
    installs.push(install);

    const first = await install.start();
    const designer = await registerDesigner(first.app);
    const { token } = await chattingVisitor(first.app, designer.genie_name);
    expect((await propose(first.app, designer.genie_name, token)).statusCode).toBe(200);
    const before = await board(first.app, designer.genie_name, token);
    await first.app.close();
    await first.database.close();

    const second = await install.start();
    try {
      await second.app.jobWorker.runDue();
      const after = await board(second.app, designer.genie_name, token);
      expect(after.concepts.map((c) => c.id)).toEqual(before.concepts.map((c) => c.id));
      expect(after.concepts.map((c) => c.status)).toEqual(['ready', 'ready']);
    } finally {
      await second.app.close();
      await second.database.close();
    }
  });
});
