import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MoodBoardReply, MoodBoardsReply } from '@genie/contracts';
import { clientRequests } from '../src/db/schema.ts';
import { chatTurn, doneOf, getSession, jpegImage, startRequest, visitor } from './genie-helpers.ts';
import { bearer, createTestApp, multipart, registerDesigner, type RegisteredDesigner, type TestApp } from './helpers.ts';

let t: TestApp;
let studio: RegisteredDesigner;
let rival: RegisteredDesigner;
const ids = { board: '', photosOnly: '' };

const base = (linkWords: string) => `/api/genie/${linkWords}/mood_board`;

async function boards(query = '', who: RegisteredDesigner = studio): Promise<MoodBoardsReply> {
  const res = await t.app.inject({ method: 'GET', url: `/api/my/mood_boards/?${query}`, headers: bearer(who.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MoodBoardsReply>();
}

async function requestIdOf(identifyKey: string): Promise<string> {
  const [row] = await t.database.db.select({ id: clientRequests.id }).from(clientRequests).where(eq(clientRequests.identifyKey, identifyKey));
  return row!.id;
}

async function upload(linkWords: string, token: string) {
  const body = multipart({ image: { filename: 'room.jpg', data: await jpegImage(320, 240), contentType: 'image/jpeg' } });
  const res = await t.app.inject({ method: 'POST', url: `${base(linkWords)}/images/`, headers: { ...visitor(token), ...body.headers }, payload: body.payload });
  expect(res.statusCode, res.body).toBe(200);
}

// A visitor who uploads a photo, gets two concepts and stars one; a second who only uploads two photos; a third who only chats.
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_VISITOR_START_PER_MINUTE: '1000', RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: '1000' });
  studio = await registerDesigner(t.app, { name: 'Oak Studio' });
  rival = await registerDesigner(t.app, { name: 'Rival Studio' });

  const first = await startRequest(t.app, studio.genie_name, { contact_name: 'Board Bea' });
  await getSession(t.app, studio.genie_name, first.token);
  doneOf((await chatTurn(t.app, studio.genie_name, first.token, { text: 'A 30-year-old flat in Taipei; warm Japandi with oak.' })).events);
  await upload(studio.genie_name, first.token);
  const proposed = await t.app.inject({ method: 'POST', url: `${base(studio.genie_name)}/concepts/`, headers: visitor(first.token), payload: {} });
  expect(proposed.statusCode, proposed.body).toBe(200);
  await t.app.jobWorker.runDue();
  const made = (await t.app.inject({ method: 'GET', url: `${base(studio.genie_name)}/`, headers: visitor(first.token) })).json<MoodBoardReply>().board;
  const star = await t.app.inject({ method: 'PUT', url: `${base(studio.genie_name)}/concepts/${made.concepts[0]!.id}/star/`, headers: visitor(first.token), payload: { starred: true } });
  expect(star.statusCode, star.body).toBe(200);
  ids.board = await requestIdOf(first.identifyKey);

  t.clock.advance(60_000);
  const second = await startRequest(t.app, studio.genie_name, { contact_name: 'Photos Pia' });
  await upload(studio.genie_name, second.token);
  await upload(studio.genie_name, second.token);
  ids.photosOnly = await requestIdOf(second.identifyKey);

  await startRequest(t.app, studio.genie_name, { contact_name: 'Chat Only Cal' });
});
afterAll(() => t.close());

describe('The Mood Board section', () => {
  it('lists every board visitors made, the latest first, with its photos, concepts and starred ones', async () => {
    const reply = await boards();
    expect(reply.items.map((i) => i.contact_name)).toEqual(['Photos Pia', 'Board Bea']);
    expect(reply.items[0]).toMatchObject({ id: ids.photosOnly, upload_count: 2, concept_count: 0, starred_count: 0 });
    expect(reply.items[0]!.images.map((i) => i.kind)).toEqual(['upload', 'upload']);
    const bea = reply.items[1]!;
    expect(bea).toMatchObject({ id: ids.board, upload_count: 1, concept_count: 2, starred_count: 1 });
    expect(bea.images.map((i) => i.kind)).toEqual(['upload', 'starred']);
  });

  it('gives image links the designer can open', async () => {
    const [image] = (await boards()).items[1]!.images;
    const file = await t.app.inject({ method: 'GET', url: image!.url.replace('http://genie.test', '') });
    expect(file.statusCode).toBe(200);
  });

  it('is paged', async () => {
    const first = await boards('page_size=1');
    expect(first).toMatchObject({ total: 2, page: 1, page_size: 1 });
    expect((await boards('page_size=1&page=2')).items.map((i) => i.id)).toEqual([ids.board]);
  });

  it("shows another designer none of the studio's boards, and refuses without a token", async () => {
    expect(await boards('', rival)).toMatchObject({ items: [], total: 0 });
    expect((await t.app.inject({ method: 'GET', url: '/api/my/mood_boards/' })).statusCode).toBe(401);
  });
});
