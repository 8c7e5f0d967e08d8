import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import type { ClientRequestDetailReply, ClientRequestListReply, OutboxReply, UpcomingBookingsReply } from '@genie/contracts';
import { bearer, createTestApp, errorOf, registerDesigner, type RegisteredDesigner, type TestApp } from './helpers.ts';
import { startRequest, visitor } from './genie-helpers.ts';
import { startSmtpInbox } from './smtp-inbox.ts';

/** The visitor's calendar day `days` from now (UTC), as the booking page sends it. */
const dayFromNow = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** The unfolded content lines of an .ics attachment. */
const icsLines = (mail: ParsedMail) => {
  const ics = mail.attachments.find((a) => a.filename?.endsWith('.ics'));
  expect(ics, `attachments of "${mail.subject}": ${mail.attachments.map((a) => a.filename).join(', ')}`).toBeDefined();
  expect(ics!.contentType).toBe('text/calendar');
  return ics!.content.toString('utf8').replace(/\r\n[ \t]/g, '').split('\r\n');
};

async function requestIdOf(t: TestApp, designer: RegisteredDesigner): Promise<string> {
  const list = (await t.app.inject({ url: '/api/client_requests/', headers: bearer(designer.token) })).json<ClientRequestListReply>();
  const id = list.items[0]?.id;
  if (!id) throw new Error('the designer has no request');
  return id;
}

describe('a consultation booked on the booking page, over a real SMTP server', () => {
  const inbox = startSmtpInbox();
  let t: TestApp;
  let designer: RegisteredDesigner;
  let requestId: string;
  let visitorEmail: string;
  let date: string;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: (await inbox).url });
    designer = await registerDesigner(t.app, { name: 'Oak Studio', language: 'zh-TW' });
    const started = await startRequest(t.app, designer.genie_name, { contact_name: 'Kim Minji', language: 'ko-KR' });
    visitorEmail = started.reply.client_request.email;
    requestId = await requestIdOf(t, designer);
    date = dayFromNow(t.clock.now(), 3);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/genie/book/',
      headers: visitor(started.token),
      payload: { date, available_time: '9to12', note: 'Please bring tile samples; we have 2 dogs', utc_offset: 540 },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.jobWorker.runDue();
  });
  afterAll(async () => {
    await t.close();
    await (await inbox).close();
  });

  const mailTo = async (to: string) => {
    const received = (await inbox).received;
    await (await inbox).nth(2);
    const mail = received.find((m) => m.to && !Array.isArray(m.to) && m.to.value.some((a) => a.address === to));
    expect(mail, `mails to ${received.map((m) => JSON.stringify(m.to && !Array.isArray(m.to) ? m.to.text : '')).join(', ')}`).toBeDefined();
    return mail!;
  };

  it("mails the designer in the designer's language with the slot, the note, a link to the request and an .ics", async () => {
    const mail = await mailTo(designer.email);
    expect(mail.subject).toMatch(/^新的諮詢預約：Kim Minji，/);
    expect(mail.text).toContain('Please bring tile samples; we have 2 dogs');
    expect(mail.text).toContain('上午 9 點至 12 點');
    expect(mail.text).toContain('UTC+09:00');
    expect(mail.text).toContain(`http://genie.test/client_request/${requestId}`);
    const lines = icsLines(mail);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines.find((l) => l.startsWith('UID:'))).toMatch(/^UID:booking-[0-9a-f-]{36}@genie\.test$/);
    expect(lines.find((l) => l.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    // 9:00–12:00 at UTC+9 is 0:00–3:00 UTC on the same day.
    expect(lines).toContain(`DTSTART:${date.replace(/-/g, '')}T000000Z`);
    expect(lines).toContain(`DTEND:${date.replace(/-/g, '')}T030000Z`);
    expect(lines).toContain('SUMMARY:諮詢：Kim Minji');
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain('Please bring tile samples\\; we have 2 dogs');
    expect(lines).toContain(`ORGANIZER;CN="Oak Studio":mailto:${designer.email}`);
    expect(lines.some((l) => l.startsWith('ATTENDEE;CN="Kim Minji"') && l.endsWith(`:mailto:${visitorEmail}`))).toBe(true);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it("confirms to the visitor in the visitor's language, with the same event", async () => {
    const visitorMail = await mailTo(visitorEmail);
    expect(visitorMail.subject).toBe('Oak Studio 상담 예약 요청');
    expect(visitorMail.text).toContain('Kim Minji 님, 안녕하세요.');
    expect(visitorMail.text).toContain('.ics');
    const lines = icsLines(visitorMail);
    const uid = (m: string[]) => m.find((l) => l.startsWith('UID:'));
    expect(uid(lines)).toBe(uid(icsLines(await mailTo(designer.email))));
    expect(lines).toContain('SUMMARY:Oak Studio 상담');
    expect(lines).toContain(`DTSTART:${date.replace(/-/g, '')}T000000Z`);
  });

  it('shows the booking on the request and among the upcoming consultations', async () => {
    const detail = (await t.app.inject({ url: `/api/client_requests/${requestId}/`, headers: bearer(designer.token) })).json<ClientRequestDetailReply>();
    expect(detail.client_request.bookings).toEqual([
      expect.objectContaining({
        date,
        available_time: '9to12',
        utc_offset: 540,
        starts_at: `${date}T00:00:00.000Z`,
        ends_at: `${date}T03:00:00.000Z`,
        all_day: false,
        note: 'Please bring tile samples; we have 2 dogs',
      }),
    ]);
    const upcoming = (await t.app.inject({ url: '/api/client_requests/bookings/upcoming/', headers: bearer(designer.token) })).json<UpcomingBookingsReply>();
    expect(upcoming.bookings).toEqual([expect.objectContaining({ client_request_id: requestId, contact_name: 'Kim Minji', project_type: 'residential_space', date })]);
  });
});

describe('upcoming consultations', () => {
  let t: TestApp;
  let owner: RegisteredDesigner;
  let other: RegisteredDesigner;
  let ownerRequestId: string;

  const book = (token: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/genie/book/', headers: visitor(token), payload });
  const upcomingOf = async (who: RegisteredDesigner) =>
    (await t.app.inject({ url: '/api/client_requests/bookings/upcoming/', headers: bearer(who.token) })).json<UpcomingBookingsReply>().bookings;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerDesigner(t.app, { name: 'Owner Studio' });
    other = await registerDesigner(t.app, { name: 'Other Studio' });
    const now = t.clock.now();
    const first = await startRequest(t.app, owner.genie_name, { contact_name: 'Ann Lee' });
    ownerRequestId = await requestIdOf(t, owner);
    const second = await startRequest(t.app, owner.genie_name, { contact_name: 'Bo Park' });
    const stranger = await startRequest(t.app, other.genie_name, { contact_name: 'Cy Wu' });
    for (const [token, payload] of [
      [first.token, { date: dayFromNow(now, 9), available_time: '18to21', utc_offset: 0 }],
      [second.token, { date: dayFromNow(now, 2), available_time: 'other', utc_offset: 480 }],
      [first.token, { date: dayFromNow(now, -3), available_time: '9to12', utc_offset: 0 }],
      [stranger.token, { date: dayFromNow(now, 1), available_time: '12to18', note: 'private', utc_offset: 0 }],
    ] as const) {
      expect((await book(token, payload)).statusCode).toBe(200);
    }
    await t.app.jobWorker.runDue();
  });
  afterAll(() => t.close());

  it('lists slots that have not ended, the soonest first, each naming its request', async () => {
    const list = await upcomingOf(owner);
    expect(list.map((b) => [b.contact_name, b.available_time])).toEqual([
      ['Bo Park', 'other'],
      ['Ann Lee', '18to21'],
    ]);
    expect(list[0]).toMatchObject({ all_day: true, utc_offset: 480 });
    expect(list[1]!.client_request_id).toBe(ownerRequestId);
  });

  it("keeps the past booking on the request's page", async () => {
    const detail = (await t.app.inject({ url: `/api/client_requests/${ownerRequestId}/`, headers: bearer(owner.token) })).json<ClientRequestDetailReply>();
    expect(detail.client_request.bookings.map((b) => b.available_time)).toEqual(['18to21', '9to12']);
  });

  it("puts the designer's mail in the outbox with the calendar file named, and the visitor's confirmation", async () => {
    const outbox = (await t.app.inject({ url: '/api/my/outbox/', headers: bearer(owner.token) })).json<OutboxReply>();
    const booked = outbox.mails.filter((m) => m.subject.startsWith('Consultation booked: '));
    expect(booked).toHaveLength(3);
    expect(booked.every((m) => m.to === owner.email && m.text.includes('[attachments: consultation.ics]'))).toBe(true);
  });

  it("never shows one designer another designer's bookings", async () => {
    expect((await upcomingOf(other)).map((b) => b.contact_name)).toEqual(['Cy Wu']);
    expect((await upcomingOf(owner)).some((b) => b.note === 'private')).toBe(false);
    const theirs = await t.app.inject({ url: `/api/client_requests/${ownerRequestId}/`, headers: bearer(other.token) });
    expect(errorOf(theirs)).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('stops a visitor past five slots on one request, so the designer is not flooded with mails', async () => {
    const visitorOf = await startRequest(t.app, owner.genie_name, { contact_name: 'Dee Eager' });
    const date = dayFromNow(t.clock.now(), 4);
    for (let i = 0; i < 5; i++) expect((await book(visitorOf.token, { date, available_time: '9to12', utc_offset: 0 })).statusCode).toBe(200);
    expect(errorOf(await book(visitorOf.token, { date, available_time: '12to18', utc_offset: 0 }))).toMatchObject({ status: 409, code: 'booking_limit' });
  });

  it('answers 401 without a designer', async () => {
    expect(errorOf(await t.app.inject({ url: '/api/client_requests/bookings/upcoming/' })).status).toBe(401);
  });
});
