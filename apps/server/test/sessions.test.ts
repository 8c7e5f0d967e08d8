import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSession } from '@genie/contracts';
import { bearer, createTestApp, errorOf, registerDesigner, type RegisteredDesigner, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MAC_CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Signs the designer in once more, from another browser and address: a second device. */
async function signInFrom(d: RegisteredDesigner, userAgent: string, remoteAddress: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/login/',
    headers: { 'user-agent': userAgent },
    remoteAddress,
    payload: { email: d.email, password: d.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string }>().token;
}

const personalInfo = (token: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url: '/api/accounts/personal_info/', headers: bearer(token), remoteAddress });
const logout = (token: string) => t.app.inject({ method: 'POST', url: '/api/accounts/logout/', headers: bearer(token) });
const signOut = (token: string, id: string) => t.app.inject({ method: 'DELETE', url: `/api/accounts/sessions/${id}/`, headers: bearer(token) });
const signOutOthers = (token: string) => t.app.inject({ method: 'POST', url: '/api/accounts/sessions/sign_out_others/', headers: bearer(token) });

async function sessionsOf(token: string): Promise<AccountSession[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/accounts/sessions/', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ success: true; sessions: AccountSession[] }>().sessions;
}

describe('logging out', () => {
  it('ends the session on the server: the old token gets 401 afterwards, other devices stay signed in', async () => {
    const d = await registerDesigner(t.app);
    const laptop = await signInFrom(d, MAC_CHROME, '203.0.113.7');
    const res = await logout(laptop);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: expect.any(String) });
    expect(errorOf(await personalInfo(laptop))).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(errorOf(await logout(laptop))).toMatchObject({ status: 401, code: 'unauthorized' });
    expect((await personalInfo(d.token)).statusCode).toBe(200);
  });

  it('is only for a signed-in designer', async () => {
    expect(errorOf(await t.app.inject({ method: 'POST', url: '/api/accounts/logout/' }))).toMatchObject({ status: 401, code: 'unauthorized' });
  });
});

describe("the designer's sessions", () => {
  it('lists each device with its browser and system, an anonymised address and its times, this one first and marked', async () => {
    const d = await registerDesigner(t.app);
    const laptop = await signInFrom(d, MAC_CHROME, '203.0.113.7');
    const desktop = await signInFrom(d, WINDOWS_FIREFOX, '2001:db8:85a3:8d3:1319:8a2e:370:7348');

    const sessions = await sessionsOf(desktop);
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ current: true, browser: 'Firefox', os: 'Windows', address: '2001:db8:85a3:…' });
    expect(sessions.find((s) => s.browser === 'Chrome')).toMatchObject({ current: false, os: 'macOS', address: '203.0.113.x' });
    // Registration came through app.inject's own client: no browser to name, and the loopback address.
    expect(sessions.find((s) => s.browser === null)).toMatchObject({ current: false, os: null, address: '127.0.0.x' });
    for (const s of sessions) {
      expect(new Date(s.signed_in_at).toISOString()).toBe(s.signed_in_at);
      expect(s.last_seen_at >= s.signed_in_at).toBe(true);
    }
    expect(JSON.stringify(sessions)).not.toMatch(/203\.0\.113\.7|7348/);

    // The same list from the laptop marks the laptop.
    const fromLaptop = await sessionsOf(laptop);
    expect(fromLaptop[0]).toMatchObject({ current: true, browser: 'Chrome' });
    expect(fromLaptop.map((s) => s.id).sort()).toEqual(sessions.map((s) => s.id).sort());
  });

  it('records "last seen" at most every five minutes, with the address it was used from', async () => {
    const d = await registerDesigner(t.app);
    const phone = await signInFrom(d, IPHONE_SAFARI, '198.51.100.20');
    const idOf = async () => (await sessionsOf(d.token)).find((s) => s.browser === 'Safari')!;
    const signedIn = await idOf();

    t.clock.advance(2 * 60_000);
    expect((await personalInfo(phone, '192.0.2.44')).statusCode).toBe(200);
    expect(await idOf()).toMatchObject({ last_seen_at: signedIn.last_seen_at, address: '198.51.100.x' });

    t.clock.advance(4 * 60_000);
    expect((await personalInfo(phone, '192.0.2.44')).statusCode).toBe(200);
    const later = await idOf();
    expect(later.address).toBe('192.0.2.x');
    expect(new Date(later.last_seen_at).getTime() - new Date(signedIn.last_seen_at).getTime()).toBeGreaterThanOrEqual(6 * 60_000);
    expect(later.signed_in_at).toBe(signedIn.signed_in_at);
  });

  it('signs out one other session: its token gets 401, the list no longer shows it, and a second try is 404', async () => {
    const d = await registerDesigner(t.app);
    const phone = await signInFrom(d, IPHONE_SAFARI, '198.51.100.20');
    const phoneId = (await sessionsOf(d.token)).find((s) => s.browser === 'Safari')!.id;

    const res = await signOut(d.token, phoneId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: expect.any(String) });
    expect(errorOf(await personalInfo(phone))).toMatchObject({ status: 401, code: 'unauthorized' });
    expect((await sessionsOf(d.token)).map((s) => s.id)).not.toContain(phoneId);
    expect(errorOf(await signOut(d.token, phoneId))).toMatchObject({ status: 404, code: 'not_found' });
    expect((await personalInfo(d.token)).statusCode).toBe(200);
  });

  it('signs out everywhere else, keeping only the session that asked', async () => {
    const d = await registerDesigner(t.app);
    const laptop = await signInFrom(d, MAC_CHROME, '203.0.113.7');
    const phone = await signInFrom(d, IPHONE_SAFARI, '198.51.100.20');
    expect(await sessionsOf(laptop)).toHaveLength(3);

    expect((await signOutOthers(laptop)).statusCode).toBe(200);
    expect(await sessionsOf(laptop)).toEqual([expect.objectContaining({ current: true, browser: 'Chrome' })]);
    expect(errorOf(await personalInfo(phone)).status).toBe(401);
    expect(errorOf(await personalInfo(d.token)).status).toBe(401);
  });

  it('does not list expired sessions', async () => {
    const d = await registerDesigner(t.app);
    t.clock.advance((t.env.TOKEN_TTL_DAYS - 1) * 24 * 60 * 60_000);
    const fresh = await signInFrom(d, MAC_CHROME, '203.0.113.7');
    t.clock.advance(2 * 24 * 60 * 60_000);
    expect(await sessionsOf(fresh)).toEqual([expect.objectContaining({ current: true, browser: 'Chrome' })]);
  });

  it('are only for a signed-in designer', async () => {
    expect(errorOf(await t.app.inject({ method: 'GET', url: '/api/accounts/sessions/' })).status).toBe(401);
    expect(errorOf(await t.app.inject({ method: 'POST', url: '/api/accounts/sessions/sign_out_others/' })).status).toBe(401);
    expect(errorOf(await t.app.inject({ method: 'DELETE', url: '/api/accounts/sessions/0b6a1d2e-5c4f-4e8a-9d3b-7f1e2a3c4d5e/' })).status).toBe(401);
  });
});

describe("another designer's sessions", () => {
  it('are neither listed nor signed out: a session of designer A is 404 to designer B, as an unknown one is', async () => {
    const a = await registerDesigner(t.app);
    const b = await registerDesigner(t.app);
    const aLaptop = await signInFrom(a, MAC_CHROME, '203.0.113.7');
    const aIds = (await sessionsOf(a.token)).map((s) => s.id);

    const bSessions = await sessionsOf(b.token);
    expect(bSessions).toHaveLength(1);
    expect(bSessions.map((s) => s.id)).not.toContain(aIds[0]);

    for (const id of aIds) expect(errorOf(await signOut(b.token, id))).toMatchObject({ status: 404, code: 'not_found' });
    expect(errorOf(await signOut(b.token, '0b6a1d2e-5c4f-4e8a-9d3b-7f1e2a3c4d5e'))).toMatchObject({ status: 404, code: 'not_found' });
    expect(errorOf(await signOut(b.token, 'not-a-session'))).toMatchObject({ status: 404, code: 'not_found' });

    // B signing out everywhere else leaves A alone.
    expect((await signOutOthers(b.token)).statusCode).toBe(200);
    expect((await personalInfo(a.token)).statusCode).toBe(200);
    expect((await personalInfo(aLaptop)).statusCode).toBe(200);
    expect(await sessionsOf(a.token)).toHaveLength(2);
  });
});
