import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '../src/db/schema.ts';
import { hashToken } from '../src/auth/tokens.ts';
import { bearer, createTestApp, errorOf, registerDesigner, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TOKEN_TTL_DAYS: '7' });
});
afterAll(() => t.close());

const me = (headers: Record<string, string | undefined> = {}, query = '') => t.app.inject({ method: 'GET', url: `/api/accounts/personal_info/${query}`, headers });
const DAY = 24 * 60 * 60 * 1000;

describe('bearer tokens', () => {
  it('are refused when missing, malformed, unknown or of another scheme', async () => {
    const d = await registerDesigner(t.app);
    for (const headers of [{}, { authorization: 'Bearer' }, { authorization: 'Bearer not-a-token' }, { authorization: `Bearer ${'A'.repeat(43)}` }, { authorization: `Basic ${d.token}` }]) {
      expect(errorOf(await me(headers))).toEqual({ status: 401, code: 'unauthorized', msg: expect.any(String) });
    }
    expect((await me({ authorization: `bearer ${d.token}` })).statusCode).toBe(200);
  });

  it('expire after TOKEN_TTL_DAYS', async () => {
    const d = await registerDesigner(t.app);
    t.clock.advance(7 * DAY - 60_000);
    try {
      expect((await me(bearer(d.token))).statusCode).toBe(200);
      t.clock.advance(120_000);
      expect(errorOf(await me(bearer(d.token))).code).toBe('unauthorized');
    } finally {
      t.clock.advance(-(7 * DAY + 60_000));
    }
  });

  it('are stored only as a SHA-256 digest', async () => {
    const d = await registerDesigner(t.app);
    const rows = await t.database.db.select({ tokenHash: authTokens.tokenHash }).from(authTokens);
    expect(rows.some((r) => r.tokenHash === hashToken(d.token))).toBe(true);
    expect(rows.some((r) => r.tokenHash === d.token)).toBe(false);
  });

  it('travel as a ?token= query parameter only to read personal info', async () => {
    const d = await registerDesigner(t.app);
    expect((await me({}, `?token=${d.token}`)).statusCode).toBe(200);
    for (const url of ['/api/my/credit_usage/', '/api/my/outbox/', '/api/accounts/deisnger_imagen_configs/']) {
      expect(errorOf(await t.app.inject({ method: 'GET', url: `${url}?token=${d.token}` })).status).toBe(401);
    }
  });
});
