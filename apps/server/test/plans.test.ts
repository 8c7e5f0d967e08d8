import { planCatalog } from '@genie/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planRequestsRepository } from '../src/db/repositories/plan-requests.ts';
import { outboxMails } from '../src/db/schema.ts';
import { bearer, createTestApp, errorOf, registerDesigner, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SALES_EMAIL: 'sales@genie.test' });
});
afterAll(() => t.close());

const select = (token: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/plans/select/', headers: bearer(token), payload });
const info = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/accounts/personal_info/', headers: bearer(token) })).json();
const designerIdOf = async (token: string): Promise<string> => (await info(token)).data.id;
const DAY = 24 * 60 * 60 * 1000;

describe('plans', () => {
  it('are listed publicly from the plan catalogue', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/plans/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, plans: planCatalog, purchase: 'request' });
  });

  it('can be switched freely during the trial', async () => {
    const d = await registerDesigner(t.app);
    const res = await select(d.token, { plan: 'starter', billing_cycle: 'yearly' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      outcome: 'trial_plan_changed',
      subscription: { status: 'trialing', plan: 'starter', billing_cycle: 'yearly', trial: true },
      plan: { id: 'starter', status: 'trialing' },
    });
    expect(body.plan.features).not.toContain('visual_inspiration');
    expect((await info(d.token)).subscription).toMatchObject({ plan: 'starter', billing_cycle: 'yearly' });
    expect(await planRequestsRepository(t.database.db).list(await designerIdOf(d.token))).toEqual([]);
  });

  it('after the trial, records the request and tells sales by mail', async () => {
    const d = await registerDesigner(t.app);
    const designerId = await designerIdOf(d.token);
    t.clock.advance(35 * DAY);
    try {
      // The first token has expired by now; an expired subscription still logs in.
      const login = await t.app.inject({ method: 'POST', url: '/api/accounts/login/', payload: { email: d.email, password: d.password } });
      const token: string = login.json().token;
      const res = await select(token, { plan: 'master', billing_cycle: 'monthly' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        outcome: 'sales_contact_requested',
        subscription: { status: 'expired', plan: 'professional' },
        plan: { id: 'professional', status: 'expired', features: [] },
        msg: expect.any(String),
      });
      expect(await planRequestsRepository(t.database.db).list(designerId)).toMatchObject([{ plan: 'master', billingCycle: 'monthly' }]);
      const mails = await t.database.db.select().from(outboxMails);
      const toSales = mails.filter((m) => m.to === 'sales@genie.test' && m.text.includes(d.email));
      expect(toSales).toHaveLength(1);
      expect(toSales[0]).toMatchObject({ designerId: null, subject: expect.stringContaining('master') });
      // Sales mail is internal: it does not show in the designer's outbox.
      expect((await t.app.inject({ method: 'GET', url: '/api/my/outbox/', headers: bearer(token) })).json().mails).toEqual([]);
    } finally {
      t.clock.advance(-35 * DAY);
    }
  });

  it('refuses an unknown plan or billing cycle', async () => {
    const d = await registerDesigner(t.app);
    expect(errorOf(await select(d.token, { plan: 'platinum', billing_cycle: 'monthly' }))).toMatchObject({ status: 400, fields: { plan: 'invalid_value' } });
    expect(errorOf(await select(d.token, { plan: 'starter', billing_cycle: 'weekly' }))).toMatchObject({ status: 400, fields: { billing_cycle: 'invalid_value' } });
  });

  it('can be chosen only when signed in', async () => {
    expect(errorOf(await t.app.inject({ method: 'POST', url: '/api/plans/select/', payload: { plan: 'starter', billing_cycle: 'monthly' } })).status).toBe(401);
  });
});
