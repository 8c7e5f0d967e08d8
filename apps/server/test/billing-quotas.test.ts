import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBillingSweep } from '../src/billing/billing-jobs.ts';
import type { JobContext } from '../src/context.ts';
import { designersRepository } from '../src/db/repositories/designers.ts';
import { outboxMails, usageCounters } from '../src/db/schema.ts';
import { startRequest } from './genie-helpers.ts';
import { bearer, createTestApp, registerDesigner, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TOKEN_TTL_DAYS: '365' });
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60_000;
const info = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/accounts/personal_info/', headers: bearer(token) })).json();
const list = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/client_requests/?page_size=100', headers: bearer(token) })).json().items as { email: string; over_plan_limit: boolean }[];
const mailsTo = async (email: string) => (await t.database.db.select().from(outboxMails).where(eq(outboxMails.to, email))).map((m) => m.subject);
const sweep = () => runBillingSweep({ db: t.database.db, now: t.clock.now } as unknown as JobContext);

describe('the project-request quota', () => {
  it('never refuses a lead: past the limit requests are captured and flagged, with mails at 80% and 100% once', async () => {
    const a = await registerDesigner(t.app);
    const b = await registerDesigner(t.app);
    // The trial runs on Starter: 30 project requests a month.
    await t.app.inject({ method: 'POST', url: '/api/plans/select/', headers: bearer(a.token), payload: { plan: 'starter', billing_cycle: 'monthly' } });
    const me = await info(a.token);
    await t.database.db.insert(usageCounters).values({ designerId: me.data.id, periodStart: new Date(me.subscription.start_date), projectRequestCount: 23 });

    const emails: string[] = [];
    for (let i = 0; i < 9; i += 1) {
      const email = `lead${i}.${Date.now()}@example.com`;
      emails.push(email);
      await startRequest(t.app, a.genie_name, { email });
    }
    const bLead = `b.${Date.now()}@example.com`;
    await startRequest(t.app, b.genie_name, { email: bLead });

    const items = await list(a.token);
    const flagged = (email: string) => items.find((i) => i.email === email)?.over_plan_limit;
    // Requests 24…30 are within the limit, 31 and 32 are over it.
    expect(emails.slice(0, 7).map(flagged)).toEqual(Array(7).fill(false));
    expect(emails.slice(7).map(flagged)).toEqual([true, true]);
    expect((await list(b.token)).find((i) => i.email === bLead)?.over_plan_limit).toBe(false);

    const usage = (await t.app.inject({ method: 'GET', url: '/api/my/credit_usage/', headers: bearer(a.token) })).json();
    expect(usage.counters).toContainEqual({ kind: 'project_requests', used: 32, limit: 30 });
    expect((await t.app.inject({ method: 'GET', url: '/api/my/credit_usage/', headers: bearer(b.token) })).json().counters).toContainEqual({ kind: 'project_requests', used: 1, limit: 100 });

    await t.app.jobWorker.runDue();
    const subjects = await mailsTo(a.email);
    expect(subjects.filter((s) => s === "You have used 80% of your plan's project requests")).toHaveLength(1);
    expect(subjects.filter((s) => s === "You have reached your plan's project requests limit")).toHaveLength(1);
    expect((await mailsTo(b.email)).filter((s) => s.startsWith('You have'))).toEqual([]);
  });
});

describe('lifecycle mails', () => {
  it('7 days and 1 day before the trial ends, then on expiry: once each, in the designer\'s language', async () => {
    const d = await registerDesigner(t.app);
    const me = await info(d.token);
    await designersRepository(t.database.db).update(me.data.id, { language: 'zh-TW' }, t.clock.now());
    const end = new Date(me.subscription.end_date).getTime();
    const shift = async (to: number) => {
      const by = to - t.clock.now().getTime();
      t.clock.advance(by);
      return by;
    };
    let moved = 0;
    try {
      moved += await shift(end - 6 * DAY);
      await sweep();
      await sweep();
      await t.app.jobWorker.runDue();
      expect(await mailsTo(d.email)).toEqual(['您的免費試用將於 7 天後結束']);

      moved += await shift(end - 12 * 60 * 60_000);
      await sweep();
      await t.app.jobWorker.runDue();
      moved += await shift(end + 60 * 60_000);
      await sweep();
      await sweep();
      await t.app.jobWorker.runDue();
      expect((await mailsTo(d.email)).sort()).toEqual(['您的免費試用將於 7 天後結束', '您的免費試用將於明天結束', '您的訂閱已到期'].sort());
    } finally {
      t.clock.advance(-moved);
    }
  });
});
