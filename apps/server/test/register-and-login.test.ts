import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorOf, registerDesigner, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/accounts/register/', payload });
const login = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/accounts/login/', payload });

describe('registration', () => {
  it('opens an account and replies with a bearer token that works at once', async () => {
    const res = await register({ genie_name: 'lumen_studio', email: 'hello@lumen.example', password: 'correct horse battery' });
    expect(res.statusCode).toBe(200);
    const { token } = res.json<{ token: string }>();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await t.app.inject({ method: 'GET', url: '/api/accounts/personal_info/', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ genie_name: 'lumen_studio', email: 'hello@lumen.example', name: 'lumen_studio', language: 'en-US' });
  });

  it('starts a one-month free trial on the Professional plan', async () => {
    const { token } = await registerDesigner(t.app);
    const body = (await t.app.inject({ method: 'GET', url: '/api/accounts/personal_info/', headers: bearer(token) })).json();
    expect(body.subscription).toMatchObject({ status: 'trialing', plan: 'professional', trial: true, billing_cycle: 'monthly' });
    const start = new Date(body.subscription.start_date);
    const end = new Date(body.subscription.end_date);
    expect(end.getUTCMonth()).toBe((start.getUTCMonth() + 1) % 12);
    expect(body.plan).toMatchObject({ id: 'professional', status: 'trialing' });
    expect(body.plan.features).toContain('visual_inspiration');
  });

  it('keeps the optional step-2 profile: team name, username, phone and language', async () => {
    const { token } = await registerDesigner(t.app, { name: 'Lumen Team', username: 'lumen_owner', phone: '+886 2 1234 5678', language: 'zh-TW' });
    const data = (await t.app.inject({ method: 'GET', url: '/api/accounts/personal_info/', headers: bearer(token) })).json().data;
    expect(data).toMatchObject({ name: 'Lumen Team', username: 'lumen_owner', phone: '+886 2 1234 5678', language: 'zh-TW' });
  });

  it.each([
    [{ email: 'a@example.com', password: 'correct horse battery' }, 'genie_name', 'Genie Name is a required field'],
    [{ genie_name: '', email: 'a@example.com', password: 'correct horse battery' }, 'genie_name', 'Genie Name is a required field'],
    [{ genie_name: 'has space', email: 'a@example.com', password: 'correct horse battery' }, 'genie_name', 'Only letters, numbers, underscores and hyphens are allowed'],
    [{ genie_name: 'ok_name', password: 'correct horse battery' }, 'email', 'Email is a required field'],
    [{ genie_name: 'ok_name', email: 'not-an-email', password: 'correct horse battery' }, 'email', 'Invalid email format'],
    [{ genie_name: 'ok_name', email: 'a@example.com' }, 'password', 'Password is a required field'],
    [{ genie_name: 'ok_name', email: 'a@example.com', password: 'short' }, 'password', 'Password must be at least 8 characters'],
    [{ genie_name: 'ok_name', email: 'a@example.com', password: 'correct horse battery', language: 'fr-FR' }, 'language', 'Please check this value'],
  ])('rejects %j with "%s: %s"', async (payload, field, msg) => {
    const res = await register(payload);
    const err = errorOf(res);
    expect(err).toMatchObject({ status: 400, code: 'validation_failed', msg });
    expect(err.fields).toHaveProperty(field);
    expect(res.json()).not.toHaveProperty('token');
  });

  it('refuses a genie name, e-mail or username already in use, whatever its case', async () => {
    const taken = await registerDesigner(t.app, { username: 'Taken_User' });
    expect(errorOf(await register({ genie_name: taken.genie_name.toUpperCase(), email: 'new1@example.com', password: 'correct horse battery' }))).toMatchObject({
      status: 409,
      code: 'genie_name_taken',
      msg: 'This genie name is already taken',
    });
    expect(errorOf(await register({ genie_name: 'fresh_name_1', email: taken.email.toUpperCase(), password: 'correct horse battery' }))).toMatchObject({
      status: 409,
      code: 'email_taken',
      msg: 'This email is already registered',
    });
    expect(errorOf(await register({ genie_name: 'fresh_name_2', email: 'new2@example.com', password: 'correct horse battery', username: 'taken_user' }))).toMatchObject({
      status: 409,
      code: 'username_taken',
      msg: 'This username is already taken',
    });
  });

  it('treats reserved route and brand words as taken genie names', async () => {
    for (const genie_name of ['admin', 'API', 'demo', 'genie', 'login']) {
      expect(errorOf(await register({ genie_name, email: `${genie_name}@example.com`, password: 'correct horse battery' })).code).toBe('genie_name_taken');
    }
  });

  it('lets exactly one of two simultaneous sign-ups with the same e-mail win', async () => {
    const results = await Promise.all(
      [1, 2, 3].map((n) => register({ genie_name: `racer_${n}`, email: 'race@example.com', password: 'correct horse battery' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    for (const r of results.filter((r) => r.statusCode === 409)) expect(errorOf(r).code).toBe('email_taken');
  });
});

describe('login', () => {
  it('gives a new token for the right e-mail (any case) and password', async () => {
    const d = await registerDesigner(t.app);
    const res = await login({ email: d.email.toUpperCase(), password: d.password });
    expect(res.statusCode).toBe(200);
    const { token } = res.json<{ token: string }>();
    expect(token).not.toBe(d.token);
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts/personal_info/', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail alike, without a token', async () => {
    const d = await registerDesigner(t.app);
    for (const payload of [
      { email: d.email, password: 'wrong password' },
      { email: 'nobody@example.com', password: d.password },
    ]) {
      const res = await login(payload);
      expect(errorOf(res)).toEqual({ status: 401, code: 'invalid_credentials', msg: 'Email or Password is incorrect. Please try again.' });
      expect(res.json()).not.toHaveProperty('token');
    }
  });

  it('checks the e-mail format and that a password is given', async () => {
    expect(errorOf(await login({ email: 'nope', password: 'x' }))).toMatchObject({ status: 400, msg: 'Invalid email format' });
    expect(errorOf(await login({ email: 'a@example.com', password: '' }))).toMatchObject({ status: 400, msg: 'Password is a required field' });
  });

  it('still logs in a designer whose subscription has expired', async () => {
    const d = await registerDesigner(t.app);
    t.clock.advance(40 * 24 * 60 * 60 * 1000);
    try {
      const res = await login({ email: d.email, password: d.password });
      expect(res.statusCode).toBe(200);
      const info = (await t.app.inject({ method: 'GET', url: '/api/accounts/personal_info/', headers: bearer(res.json().token) })).json();
      expect(info.subscription.status).toBe('expired');
      expect(info.plan).toEqual({ id: 'professional', status: 'expired', features: [] });
    } finally {
      t.clock.advance(-40 * 24 * 60 * 60 * 1000);
    }
  });
});
