import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageRepository } from '../src/db/repositories/usage.ts';
import { bearer, createTestApp, errorOf, registerDesigner, type RegisteredDesigner, type TestApp } from './helpers.ts';

// Two tenants: a victim (A) with data of every kind, and an attacker (B) with a valid token of their own.
let t: TestApp;
let victim: RegisteredDesigner;
let attacker: RegisteredDesigner;
let victimThemeId: string;

const as = (who: RegisteredDesigner) => bearer(who.token);
const configs = '/api/accounts/deisnger_imagen_configs/';
const themeBody = { display_name: 'Mine', data: { input_image_url: 'https://x.example/a.jpg', prompt: 'stolen?' } };

beforeAll(async () => {
  t = await createTestApp();
  victim = await registerDesigner(t.app, { name: 'Victim Studio', phone: '0911 111 111' });
  attacker = await registerDesigner(t.app);
  victimThemeId = (await t.app.inject({ method: 'POST', url: configs, headers: as(victim), payload: { ...themeBody, config_type: 'custom_theme' } })).json().value.id;
  await t.app.inject({ method: 'PUT', url: configs, headers: as(victim), payload: { config_type: 'custom_spaces', data: ['Victim Space'] } });
  await t.app.inject({ method: 'POST', url: '/api/accounts/forget_password/', payload: { email: victim.email } });
  const victimId = (await t.app.inject({ method: 'GET', url: '/api/accounts/personal_info/', headers: as(victim) })).json().data.id;
  await usageRepository(t.database.db).incrementMessageCount(victimId, t.clock.now());
});
afterAll(() => t.close());

describe("one designer can never reach another's data", () => {
  it('personal info: each token reads and changes only its own account', async () => {
    const mine = (await t.app.inject({ method: 'GET', url: '/api/accounts/personal_info/', headers: as(attacker) })).json().data;
    expect(mine.email).toBe(attacker.email);
    await t.app.inject({ method: 'PUT', url: '/api/accounts/personal_info/', headers: as(attacker), payload: { name: 'Attacker Renamed' } });
    const theirs = (await t.app.inject({ method: 'GET', url: '/api/accounts/personal_info/', headers: as(victim) })).json().data;
    expect(theirs).toMatchObject({ name: 'Victim Studio', phone: '0911 111 111' });
  });

  it("image configs: another designer's theme answers 404 to change and delete, and never lists", async () => {
    const put = await t.app.inject({ method: 'PUT', url: `/api/accounts/deisnger_imagen_config/${victimThemeId}/`, headers: as(attacker), payload: themeBody });
    expect(errorOf(put)).toMatchObject({ status: 404, code: 'not_found' });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/accounts/deisnger_imagen_config/${victimThemeId}/`, headers: as(attacker) });
    expect(errorOf(del)).toMatchObject({ status: 404, code: 'not_found' });
    expect((await t.app.inject({ method: 'GET', url: configs, headers: as(attacker) })).json().value).toMatchObject({ custom_spaces: [], custom_themes: [] });
    await t.app.inject({ method: 'PUT', url: configs, headers: as(attacker), payload: { config_type: 'custom_spaces', data: ['Attacker Space'] } });
    const victims = (await t.app.inject({ method: 'GET', url: configs, headers: as(victim) })).json().value;
    expect(victims.custom_spaces).toEqual(['Victim Space']);
    expect(victims.custom_themes).toMatchObject([{ id: victimThemeId, display_name: 'Mine', data: { prompt: 'stolen?' } }]);
  });

  it('outbox: a designer sees only mail addressed to them', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/my/outbox/', headers: as(attacker) })).json()).toMatchObject({ mails: [], total: 0 });
    expect((await t.app.inject({ method: 'GET', url: '/api/my/outbox/', headers: as(victim) })).json().total).toBe(1);
  });

  it("credit usage: a designer's count holds only their own visitors' messages", async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/my/credit_usage/', headers: as(attacker) })).json().message_count).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/my/credit_usage/', headers: as(victim) })).json().message_count).toBe(1);
  });

  it("plans and passwords: one designer's choices and password change leave the other untouched", async () => {
    await t.app.inject({ method: 'POST', url: '/api/plans/select/', headers: as(attacker), payload: { plan: 'starter', billing_cycle: 'yearly' } });
    await t.app.inject({
      method: 'POST',
      url: '/api/accounts/change_password/',
      headers: as(attacker),
      payload: { old_password: attacker.password, new_password: 'attacker new pw', confirm_password: 'attacker new pw' },
    });
    const victimInfo = await t.app.inject({ method: 'GET', url: '/api/accounts/personal_info/', headers: as(victim) });
    expect(victimInfo.statusCode).toBe(200);
    expect(victimInfo.json().subscription).toMatchObject({ plan: 'professional', billing_cycle: 'monthly' });
  });
});
