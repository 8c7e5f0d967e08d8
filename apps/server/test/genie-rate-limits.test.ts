import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerDesigner, type TestApp } from './helpers.ts';
import { chatTurn, getSession, startRequest } from './genie-helpers.ts';

describe('visitor rate limits', () => {
  let t: TestApp;
  let genie: string;
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: '3',
      RATE_LIMIT_VISITOR_START_PER_MINUTE: '2',
      RATE_LIMIT_VISITOR_PER_MINUTE: '1000',
      // Behind a load balancer: each client is told apart by X-Forwarded-For.
      TRUST_PROXY: 'true',
    });
    genie = (await registerDesigner(t.app)).genie_name;
  });
  afterAll(() => t.close());

  it('slows down one chat session that sends too fast, without touching other visitors', async () => {
    const first = await startRequest(t.app, genie, {}, { 'x-forwarded-for': '203.0.113.1' });
    const second = await startRequest(t.app, genie, {}, { 'x-forwarded-for': '203.0.113.2' });
    await getSession(t.app, genie, first.token);
    await getSession(t.app, genie, second.token);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await chatTurn(t.app, genie, first.token, { action: 'skip' })).res.statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await chatTurn(t.app, genie, first.token, { text: 'hello' });
    expect(limited.res.json()).toMatchObject({ success: false, code: 'rate_limited' });
    expect(Number(limited.res.headers['retry-after'])).toBeGreaterThan(0);
    // Another visitor of the same genie carries on.
    expect((await chatTurn(t.app, genie, second.token, { action: 'skip' })).res.statusCode).toBe(200);
  });

  it('limits how many client requests one address can open per minute', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.7' };
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/genie/${genie}/client_requests/`,
        headers,
        payload: { contact_name: 'Ann', email: `ann${i}@example.com`, phone: '0912 345 678', available_time: '9to12', project_type: 'website' },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 429]);
  });

  it('limits how many visitor calls one address makes per minute', async () => {
    const limited = await createTestApp({ RATE_LIMIT_VISITOR_PER_MINUTE: '3', TRUST_PROXY: 'true' });
    try {
      const slug = (await registerDesigner(limited.app)).genie_name;
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await limited.app.inject({ method: 'GET', url: `/api/genie/${slug}/session/`, headers: { 'x-forwarded-for': '192.0.2.9' } })).statusCode);
      expect(codes.at(-1)).toBe(429);
      // Another address carries on.
      expect((await limited.app.inject({ method: 'GET', url: `/api/genie/${slug}/session/`, headers: { 'x-forwarded-for': '192.0.2.10' } })).statusCode).not.toBe(429);
    } finally {
      await limited.close();
    }
  });
});
