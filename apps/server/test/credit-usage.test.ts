import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageRepository } from '../src/db/repositories/usage.ts';
import { bearer, createTestApp, errorOf, registerDesigner, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TOKEN_TTL_DAYS: '365' });
});
afterAll(() => t.close());

const usage = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/my/credit_usage/', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json<{ message_count: number; period_start: string; period_end: string }>();
};
const idOf = async (token: string): Promise<string> =>
  (await t.app.inject({ method: 'GET', url: '/api/accounts/personal_info/', headers: bearer(token) })).json().data.id;
const DAY = 24 * 60 * 60 * 1000;

describe('credit usage', () => {
  it('starts at zero for the billing period that begins with the subscription', async () => {
    const d = await registerDesigner(t.app);
    const info = (await t.app.inject({ method: 'GET', url: '/api/accounts/personal_info/', headers: bearer(d.token) })).json();
    const u = await usage(d.token);
    expect(u.message_count).toBe(0);
    expect(u.period_start).toBe(info.subscription.start_date);
    expect(u.period_end).toBe(info.subscription.end_date);
  });

  it('counts visitor messages in the current period and starts again in the next one', async () => {
    const d = await registerDesigner(t.app);
    const designerId = await idOf(d.token);
    const repo = usageRepository(t.database.db);
    expect(await repo.incrementMessageCount(designerId, t.clock.now())).toBe(1);
    expect(await repo.incrementMessageCount(designerId, t.clock.now())).toBe(2);
    await Promise.all(Array.from({ length: 5 }, () => repo.incrementMessageCount(designerId, t.clock.now())));
    expect((await usage(d.token)).message_count).toBe(7);

    const first = await usage(d.token);
    t.clock.advance(32 * DAY);
    try {
      const next = await usage(d.token);
      expect(next.message_count).toBe(0);
      expect(next.period_start).toBe(first.period_end);
      expect(await repo.incrementMessageCount(designerId, t.clock.now())).toBe(1);
      expect((await usage(d.token)).message_count).toBe(1);
    } finally {
      t.clock.advance(-32 * DAY);
    }
    expect((await usage(d.token)).message_count).toBe(7);
  });

  it('is only for signed-in designers', async () => {
    expect(errorOf(await t.app.inject({ method: 'GET', url: '/api/my/credit_usage/' })).status).toBe(401);
  });
});
