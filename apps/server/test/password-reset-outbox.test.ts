import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { outboxMailer } from '../src/mail/outbox-mailer.ts';
import { bearer, createTestApp, errorOf, registerDesigner, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const forget = (email: string, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/forget_password/', payload: { email }, ...(remoteAddress ? { remoteAddress } : {}) });
const reset = (payload: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/accounts/reset_password/', payload });
const outbox = (token: string, query = '') => t.app.inject({ method: 'GET', url: `/api/my/outbox/${query}`, headers: bearer(token) });
const resetTokenIn = (text: string) => /reset_password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

describe('forgotten password without SMTP (local outbox)', () => {
  it('puts the reset mail in the outbox, where the designer can read it in the app', async () => {
    const d = await registerDesigner(t.app);
    expect((await forget(d.email)).statusCode).toBe(200);
    const res = await outbox(d.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, page: 1, page_size: 20, total: 1 });
    expect(body.mails[0]).toMatchObject({ to: d.email, subject: 'Reset your Genie password' });
    expect(body.mails[0].html).toContain('http://genie.test/reset_password?token=');
    expect(resetTokenIn(body.mails[0].text)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('logs the recipient, subject and link so an operator can pass the link on', async () => {
    const info = vi.fn();
    const mailer = outboxMailer(t.database.db, { info } as unknown as FastifyBaseLogger);
    await mailer.send({ to: 'someone@example.com', subject: 'Reset', text: 'Go to http://genie.test/reset_password?token=abc now', html: '<p>x</p>', designerId: null });
    expect(info).toHaveBeenCalledWith(
      { mail: { to: 'someone@example.com', subject: 'Reset', links: ['http://genie.test/reset_password?token=abc'] } },
      expect.any(String),
    );
  });

  it('lists the newest mail first, a page at a time', async () => {
    const d = await registerDesigner(t.app);
    for (let i = 0; i < 3; i++) {
      await forget(d.email);
      t.clock.advance(1000);
    }
    const first = (await outbox(d.token, '?page=1&page_size=2')).json();
    const second = (await outbox(d.token, '?page=2&page_size=2')).json();
    expect(first).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(first.mails).toHaveLength(2);
    expect(second.mails).toHaveLength(1);
    const times = [...first.mails, ...second.mails].map((m: { created_at: string }) => m.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(errorOf(await outbox(d.token, '?page=0')).status).toBe(400);
    expect(errorOf(await outbox(d.token, '?page_size=500')).status).toBe(400);
  });

  it('replies 404 email_not_found for an unknown address and 400 for a malformed one', async () => {
    expect(errorOf(await forget('nobody@example.com'))).toMatchObject({ status: 404, code: 'email_not_found' });
    expect(errorOf(await forget('not-an-email'))).toMatchObject({ status: 400, code: 'validation_failed', msg: 'Invalid email format' });
  });

  it('accepts a reset link only within the hour', async () => {
    const d = await registerDesigner(t.app);
    await forget(d.email);
    const token = resetTokenIn((await outbox(d.token)).json().mails[0].text);
    t.clock.advance(60 * 60 * 1000 + 1000);
    try {
      expect(errorOf(await reset({ token, new_password: 'too late now', confirm_password: 'too late now' }))).toMatchObject({
        status: 400,
        code: 'reset_token_invalid',
      });
    } finally {
      t.clock.advance(-(60 * 60 * 1000 + 1000));
    }
  });

  it('voids older links once one of them has been used', async () => {
    const d = await registerDesigner(t.app);
    await forget(d.email);
    t.clock.advance(1000);
    await forget(d.email);
    const [newest, oldest] = (await outbox(d.token)).json().mails.map((m: { text: string }) => resetTokenIn(m.text));
    expect((await reset({ token: newest, new_password: 'first reset', confirm_password: 'first reset' })).statusCode).toBe(200);
    expect(errorOf(await reset({ token: oldest, new_password: 'second reset', confirm_password: 'second reset' })).code).toBe('reset_token_invalid');
  });

  it('checks the new password and its confirmation', async () => {
    const valid = 'x'.repeat(43);
    expect(errorOf(await reset({ token: valid, new_password: 'long enough', confirm_password: 'different one' }))).toMatchObject({
      status: 400,
      code: 'validation_failed',
      msg: 'New Password and Confirm Password do not match',
    });
    expect(errorOf(await reset({ token: valid, new_password: 'short', confirm_password: 'short' })).msg).toBe('Password must be at least 8 characters');
    expect(errorOf(await reset({ token: valid, new_password: 'long enough', confirm_password: 'long enough' })).code).toBe('reset_token_invalid');
    expect(errorOf(await reset({ token: 'bad token!', new_password: 'long enough', confirm_password: 'long enough' })).code).toBe('reset_token_invalid');
  });
});

describe('throttling forgotten-password mail', () => {
  it('limits the mails per address, whatever the client IP', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PASSWORD_RESET_PER_HOUR: '2' });
    try {
      const d = await registerDesigner(limited.app);
      const send = (ip: string) => limited.app.inject({ method: 'POST', url: '/api/accounts/forget_password/', payload: { email: d.email }, remoteAddress: ip });
      expect((await send('10.0.0.1')).statusCode).toBe(200);
      expect((await send('10.0.0.2')).statusCode).toBe(200);
      const third = await send('10.0.0.3');
      expect(errorOf(third)).toMatchObject({ status: 429, code: 'rate_limited' });
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
