import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BriefReply } from '@genie/contracts';
import { hashToken } from '../src/auth/tokens.ts';
import { designers, visitorSessions } from '../src/db/schema.ts';
import { bearer, createTestApp, errorOf, multipart, registerDesigner, type TestApp } from './helpers.ts';
import { chatTurn, completeConversation, doneOf, genieBase, getSession, jpegImage, pngImage, startRequest, visitor } from './genie-helpers.ts';

describe('the visitor API rules', () => {
  let t: TestApp;
  let linkWords: string;
  let designerToken: string;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: '1000', RATE_LIMIT_VISITOR_START_PER_MINUTE: '1000' });
    const designer = await registerDesigner(t.app, { name: 'Oak Studio' });
    linkWords = designer.genie_name;
    designerToken = designer.token;
  });
  afterAll(() => t.close());

  const messageCount = async () => (await t.app.inject({ method: 'GET', url: '/api/my/credit_usage/', headers: bearer(designerToken) })).json().message_count;

  it("the visitor's clock (x-visitor-utc-offset) is the interview's: a bare \"$\" typed at UTC+11 is Australian dollars, at UTC-5 US dollars", async () => {
    for (const [offset, shown] of [['660', 'A$5,500'], ['-300', 'US$5,500']] as const) {
      const { token } = await startRequest(t.app, linkWords, { project_type: 'website' }, { 'x-visitor-utc-offset': offset });
      await getSession(t.app, linkWords, token);
      const { events } = await chatTurn(t.app, linkWords, token, { text: 'I groom dogs from a van. So $5,500 is the budget' });
      expect(doneOf(events).message.text).toContain(shown);
    }
  });

  it('a retried chat turn replays the stored reply: no duplicate message, no double count', async () => {
    const { token } = await startRequest(t.app, linkWords);
    await getSession(t.app, linkWords, token);
    const before = await messageCount();
    const first = await chatTurn(t.app, linkWords, token, { text: 'A full renovation of our apartment.', client_message_id: 'retry-0001' });
    const again = await chatTurn(t.app, linkWords, token, { text: 'A full renovation of our apartment.', client_message_id: 'retry-0001' });
    expect(doneOf(again.events).message).toEqual(doneOf(first.events).message);
    expect(again.events[0]).toEqual(first.events[0]);
    expect(await messageCount()).toBe(before + 1);
    const session = await getSession(t.app, linkWords, token);
    expect(session.messages.map((m) => m.role)).toEqual(['genie', 'visitor', 'genie']);
    expect(session.messages[1]?.client_message_id).toBe('retry-0001');
  });

  it('a session past its expiry reaches nothing: the visitor is told to start again, and a chat turn stores nothing', async () => {
    const { token } = await startRequest(t.app, linkWords);
    const thisSession = eq(visitorSessions.tokenHash, hashToken(token));
    await getSession(t.app, linkWords, token);
    const before = await messageCount();
    await t.database.db.update(visitorSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(thisSession);
    const session = await t.app.inject({ method: 'GET', url: `${genieBase(linkWords)}/session/`, headers: visitor(token) });
    expect(errorOf(session)).toMatchObject({ status: 401, code: 'unauthorized', msg: 'Your session has expired. Please start again from the home page.' });
    const turn = await chatTurn(t.app, linkWords, token, { text: 'A new home office.' });
    expect(errorOf(turn.res)).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(await messageCount()).toBe(before);
    // Still in date, the same token works.
    await t.database.db.update(visitorSessions).set({ expiresAt: new Date(Date.now() + 60_000) }).where(thisSession);
    await getSession(t.app, linkWords, token);
  });

  it('skip and go back move through the questions', async () => {
    const { token } = await startRequest(t.app, linkWords);
    const first = (await getSession(t.app, linkWords, token)).question!;
    const skipped = doneOf((await chatTurn(t.app, linkWords, token, { action: 'skip' })).events);
    expect(skipped.question?.field_id).not.toBe(first.field_id);
    const back = doneOf((await chatTurn(t.app, linkWords, token, { action: 'back' })).events);
    expect(back.question?.field_id).toBe(first.field_id);
  });

  it('refuses a message over the length limit with a clear error, and an empty one', async () => {
    const { token } = await startRequest(t.app, linkWords);
    const long = await chatTurn(t.app, linkWords, token, { text: 'x'.repeat(2001) });
    expect(errorOf(long.res)).toMatchObject({ status: 400, code: 'validation_failed', msg: 'Your message is too long. Please keep it under 2000 characters.' });
    const empty = await chatTurn(t.app, linkWords, token, { text: '   ' });
    expect(errorOf(empty.res).msg).toBe('Please type a message');
  });

  it('answers not_found for unknown link words, and the home form messages of the spec', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/genie/no-such-studio/client_requests/', payload: { contact_name: 'A', email: 'a@example.com', phone: '1', available_time: '9to12', project_type: 'website' } });
    expect(errorOf(res)).toMatchObject({ status: 404, code: 'not_found' });
    const bad = await t.app.inject({ method: 'POST', url: `${genieBase(linkWords)}/client_requests/`, payload: { contact_name: 'A', email: 'nope', phone: '', project_type: 'website' } });
    expect(errorOf(bad).fields).toMatchObject({ email: 'visitor_email_format', phone: 'phone_required', available_time: 'available_time_required' });
  });

  it('captures the lead of a designer whose subscription expired', async () => {
    const expired = await registerDesigner(t.app);
    await t.database.db.update(designers).set({ trial: false, subscriptionEnd: new Date(Date.now() - 86_400_000) }).where(eq(designers.genieName, expired.genie_name));
    const { token } = await startRequest(t.app, expired.genie_name);
    const { events } = await chatTurn(t.app, expired.genie_name, token, { text: 'A new home office.' });
    expect(doneOf(events).message.role).toBe('genie');
  });

  it("keeps sessions apart: one request's token cannot read or change another's", async () => {
    const other = await registerDesigner(t.app);
    const a = await startRequest(t.app, linkWords, { contact_name: 'Alice' });
    const b = await startRequest(t.app, other.genie_name, { contact_name: 'Bob' });
    // A's token on B's genie, and B's identify key with A's token.
    expect(errorOf(await t.app.inject({ method: 'GET', url: `${genieBase(other.genie_name)}/session/`, headers: visitor(a.token) })).status).toBe(404);
    expect(errorOf(await t.app.inject({ method: 'GET', url: `${genieBase(linkWords)}/brief/?identify_key=${b.identifyKey}`, headers: visitor(a.token) })).status).toBe(404);
    expect(errorOf(await t.app.inject({ method: 'GET', url: `${genieBase(linkWords)}/session/`, headers: visitor('x'.repeat(43)) })).status).toBe(401);
    expect(errorOf(await t.app.inject({ method: 'GET', url: `${genieBase(linkWords)}/session/` })).status).toBe(401);
    const own = await getSession(t.app, linkWords, a.token);
    expect(own.client_request.contact_name).toBe('Alice');
    expect(JSON.stringify(own)).not.toContain('Bob');
    const forB = await chatTurn(t.app, other.genie_name, a.token, { text: 'hello there' });
    expect(forB.res.statusCode).toBe(404);
    expect((await getSession(t.app, other.genie_name, b.token)).messages.filter((m) => m.role === 'visitor')).toHaveLength(0);
  });

  it('validates the brief: ratings, floor plan count, type, size and damage, note image type', async () => {
    const { token } = await startRequest(t.app, linkWords, { project_type: 'commercial_space' });
    await completeConversation(t.app, linkWords, token, 'en-US', 'commercial_space');
    await t.app.inject({ method: 'POST', url: `${genieBase(linkWords)}/reference/skip/`, headers: visitor(token) });
    const url = `${genieBase(linkWords)}/brief/feedback/`;
    const put = (fields: Parameters<typeof multipart>[0]) => {
      const form = multipart(fields);
      return t.app.inject({ method: 'PUT', url, headers: { ...form.headers, ...visitor(token) }, payload: form.payload });
    };
    const png = await pngImage();
    const plans = Array.from({ length: 6 }, (_, i) => ({ filename: `p${i}.png`, data: png, contentType: 'image/png' }));
    // six floor plans in one request
    const six = await (async () => {
      const boundary = '----genie6';
      const parts = plans.map((p) => Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="floor_plans"; filename="${p.filename}"\r\nContent-Type: image/png\r\n\r\n`), p.data, Buffer.from('\r\n')]));
      return t.app.inject({ method: 'PUT', url, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...visitor(token) }, payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]) });
    })();
    expect(errorOf(six)).toMatchObject({ status: 400, code: 'floor_plan_limit' });
    expect(errorOf(await put({ floor_plans: { filename: 'plan.txt', data: Buffer.from('not an image'), contentType: 'text/plain' } }))).toMatchObject({ code: 'image_type_unsupported', msg: 'Floor plans must be image files' });
    expect(errorOf(await put({ floor_plans: { filename: 'plan.png', data: png.subarray(0, 60), contentType: 'image/png' } }))).toMatchObject({ code: 'image_damaged' });
    expect(errorOf(await put({ floor_plans: { filename: 'big.png', data: Buffer.alloc(10 * 1024 * 1024 + 10), contentType: 'image/png' } }))).toMatchObject({ status: 413, code: 'image_too_large' });
    expect(errorOf(await put({ note_image: { filename: 'note.webp', data: png, contentType: 'image/webp' } }))).toMatchObject({ code: 'image_type_unsupported', msg: 'Please upload a .jpg, .jpeg or .png image' });
    expect((await put({ note_image: { filename: 'note.jpeg', data: await jpegImage(), contentType: 'image/jpeg' } })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await put({ floor_plans: { filename: `p${i}.png`, data: png, contentType: 'image/png' } })).statusCode).toBe(200);
    expect(errorOf(await put({ floor_plans: { filename: 'p6.png', data: png, contentType: 'image/png' } })).code).toBe('floor_plan_limit');

    const brief = (await t.app.inject({ method: 'GET', url: `${genieBase(linkWords)}/brief/`, headers: visitor(token) })).json<BriefReply>();
    expect(brief.feedback.floor_plans).toHaveLength(5);
    const removed = await put({ remove_upload_ids: JSON.stringify([brief.feedback.floor_plans[0]!.id]) });
    expect(removed.json().feedback.floor_plans).toHaveLength(4);

    const [firstSample, ...rest] = brief.style_samples;
    await put({ ratings: JSON.stringify({ [firstSample!.id]: 5 }) });
    if (rest.length) {
      const refused = await t.app.inject({ method: 'POST', url: `${genieBase(linkWords)}/brief/confirm/`, headers: visitor(token) });
      expect(errorOf(refused)).toMatchObject({ code: 'rating_required', msg: 'Rating is required' });
    }
    await put({ ratings: JSON.stringify(Object.fromEntries(brief.style_samples.map((s) => [s.id, 3]))) });
    expect((await t.app.inject({ method: 'POST', url: `${genieBase(linkWords)}/brief/confirm/`, headers: visitor(token) })).statusCode).toBe(200);
    expect(errorOf(await put({ comment: 'late' })).code).toBe('wrong_stage');
  });

  it('books a consultation slot on the visitor session', async () => {
    const { token } = await startRequest(t.app, linkWords);
    const res = await t.app.inject({ method: 'POST', url: '/api/genie/book/', headers: visitor(token), payload: { date: '2026-03-02', available_time: '9to12' } });
    expect(res.json()).toMatchObject({ success: true });
    expect(errorOf(await t.app.inject({ method: 'POST', url: '/api/genie/book/', payload: { date: '2026-03-02', available_time: '9to12' } })).status).toBe(401);
  });
});
