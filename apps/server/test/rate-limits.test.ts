import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, registerDesigner, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '3', RATE_LIMIT_PASSWORD_RESET_PER_HOUR: '1' });
});
afterAll(() => t.close());

const login = (email: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/login/', payload: { email, password: 'wrong password' }, remoteAddress });

describe('auth throttling (RATE_LIMIT_AUTH_PER_MINUTE)', () => {
  it('replies 429 rate_limited to a client IP trying too many logins', async () => {
    for (let i = 0; i < 3; i++) expect((await login(`ip-user${i}@example.com`, '10.1.0.1')).statusCode).toBe(401);
    const res = await login('ip-user9@example.com', '10.1.0.1');
    expect(errorOf(res)).toEqual({ status: 429, code: 'rate_limited', msg: 'Too many requests. Please wait a moment and try again.' });
    expect((await login('ip-user9@example.com', '10.1.0.2')).statusCode).toBe(401);
  });

  it('does not refuse an e-mail everywhere because others tried it from many IPs (login-guard.test.ts slows it instead)', async () => {
    const owner = { genie_name: 'rl_target', email: 'target@example.com', password: 'correct horse battery' };
    expect((await t.app.inject({ method: 'POST', url: '/api/accounts/register/', payload: owner, remoteAddress: '10.2.0.100' })).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await login(owner.email, `10.2.0.${i}`)).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/api/accounts/login/', payload: { email: 'TARGET@example.com', password: owner.password }, remoteAddress: '10.2.0.9' });
    expect(res.statusCode).toBe(200);
  });

  it('replies 429 to a client IP asking for too many sign-in links (RATE_LIMIT_PASSWORD_RESET_PER_HOUR × 4 an hour)', async () => {
    const ask = (i: number) => t.app.inject({ method: 'POST', url: '/api/accounts/login_link/', payload: { email: `link${i}@example.com` }, remoteAddress: '10.4.0.1' });
    for (let i = 0; i < 4; i++) expect((await ask(i)).statusCode).toBe(200);
    expect(errorOf(await ask(9))).toMatchObject({ status: 429, code: 'rate_limited' });
  });

  it('throttles registration the same way', async () => {
    const ip = '10.3.0.1';
    for (let i = 0; i < 3; i++) await registerDesigner(t.app, {}).catch(() => undefined);
    const tries = [];
    for (let i = 0; i < 4; i++) {
      tries.push(await t.app.inject({ method: 'POST', url: '/api/accounts/register/', payload: { genie_name: `rl_${i}`, email: `rl${i}@example.com`, password: 'correct horse battery' }, remoteAddress: ip }));
    }
    expect(tries.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
  });
});
