import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BriefReply } from '@genie/contracts';
import { clientRequests, jobs } from '../src/db/schema.ts';
import type { Mailer, MailMessage } from '../src/mail/mailer.ts';
import { smtpMailer } from '../src/mail/smtp-mailer.ts';
import { createTestApp, errorOf, type TestApp } from './helpers.ts';
import { completeConversation, genieBase, getSession, startRequest, visitor } from './genie-helpers.ts';
import { startSmtpInbox } from './smtp-inbox.ts';

const HOUR = 3_600_000;

/** SMTP that fails until `healthy` is set: the mail server is down for a while. */
function flakyMailer(real: Mailer) {
  const state = { healthy: false, attempts: 0 };
  const mailer: Mailer = {
    kind: 'smtp',
    async send(message: MailMessage) {
      state.attempts += 1;
      if (!state.healthy) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      await real.send(message);
    },
    close: () => real.close(),
  };
  return { mailer, state };
}

async function confirmDemoBrief(t: TestApp, language: 'en-US' | 'ko-KR' = 'en-US') {
  const { token, identifyKey } = await startRequest(t.app, null, { project_type: 'website', language, contact_name: language === 'ko-KR' ? '김민준' : 'Sam Lee' });
  await completeConversation(t.app, null, token, language, 'website');
  const base = genieBase(null);
  await t.app.inject({ method: 'POST', url: `${base}/reference/skip/?identify_key=${identifyKey}`, headers: visitor(token) });
  const brief = (await t.app.inject({ method: 'GET', url: `${base}/brief/`, headers: visitor(token) })).json<BriefReply>();
  await t.app.inject({ method: 'PUT', url: `${base}/brief/feedback/`, headers: visitor(token), payload: { ratings: JSON.stringify(Object.fromEntries(brief.style_samples.map((s) => [s.id, 4]))) } });
  const confirmed = await t.app.inject({ method: 'POST', url: `${base}/brief/confirm/`, headers: visitor(token) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { token, identifyKey };
}

describe('the demo genie and the background jobs', () => {
  let t: TestApp;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let flaky: ReturnType<typeof flakyMailer>;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    flaky = flakyMailer(smtpMailer(inbox.url, 'Genie <no-reply@genie.test>'));
    t = await createTestApp({ RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: '1000' }, { mailer: flaky.mailer });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  it('runs the demo studio without an account, and its demo session cannot reach real genies', async () => {
    const { token } = await startRequest(t.app, null);
    const session = await getSession(t.app, null, token);
    expect(session.designer.genie_name).toBe('demo-studio');
    expect(session.designer.name).toBe('Lumen & Oak Design Studio');
    expect(session.messages[0]?.text).toContain('Lumen & Oak');
    expect(errorOf(await t.app.inject({ method: 'GET', url: '/api/genie/demo-studio/session/', headers: visitor(token) })).status).toBe(404);
    expect(errorOf(await t.app.inject({ method: 'POST', url: '/api/genie/demo-studio/client_requests/', payload: {} })).status).toBeGreaterThanOrEqual(400);
  });

  it.each([
    ['zh-TW', '您好'],
    ['ko-KR', '안녕하세요'],
  ] as const)('welcomes a demo visitor in %s in their own language, not in the studio’s English opening', async (language, hello) => {
    const { token } = await startRequest(t.app, null, { language });
    const session = await getSession(t.app, null, token);
    expect(session.messages[0]?.text).toContain(hello);
    expect(session.messages[0]?.text).not.toContain('Hi, welcome');
  });

  it('retries the report e-mail with backoff after an SMTP failure until it is delivered (Korean report)', async () => {
    await confirmDemoBrief(t, 'ko-KR');
    await t.app.jobWorker.runDue();
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.type, 'visitor_report_mail'));
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job!.lastError).toContain('ECONNREFUSED');
    expect(job!.runAt.getTime()).toBeGreaterThan(t.clock.now().getTime());
    // Not due yet: nothing runs.
    await t.app.jobWorker.runDue();
    expect(flaky.state.attempts).toBe(1);

    flaky.state.healthy = true;
    t.clock.advance(HOUR);
    await t.app.jobWorker.runDue();
    const mail = await inbox.nth(1);
    expect(mail.subject).toContain('프로젝트 보고서');
    expect(mail.attachments[0]!.content.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansKR/);
    const [delivered] = await t.database.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(delivered).toMatchObject({ status: 'done', attempts: 2 });
    // A demo request notifies no designer.
    expect(await t.database.db.select().from(jobs).where(eq(jobs.type, 'new_lead_mail'))).toHaveLength(0);
  });

  it('purges demo requests after a day', async () => {
    const { token } = await startRequest(t.app, null);
    const [row] = await t.database.db.select().from(clientRequests).where(eq(clientRequests.isDemo, true));
    expect(row).toBeDefined();
    t.clock.advance(25 * HOUR);
    await t.app.jobWorker.runDue();
    expect(await t.database.db.select().from(clientRequests).where(eq(clientRequests.isDemo, true))).toHaveLength(0);
    expect(errorOf(await t.app.inject({ method: 'GET', url: `${genieBase(null)}/session/`, headers: visitor(token) })).status).toBe(401);
  });
});
