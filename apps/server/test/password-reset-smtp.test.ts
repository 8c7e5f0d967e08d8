import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorOf, registerDesigner, type TestApp } from './helpers.ts';
import { startSmtpInbox } from './smtp-inbox.ts';

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ SMTP_URL: inbox.url, MAIL_FROM: 'Genie <no-reply@genie.test>' });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const forget = (email: string) => t.app.inject({ method: 'POST', url: '/api/accounts/forget_password/', payload: { email } });
const reset = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/reset_password/', payload: { token, new_password: password, confirm_password: password } });
const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/accounts/login/', payload: { email, password } });

describe('forgotten password, over a real SMTP server', () => {
  it('mails a one-hour, single-use link; the reset signs out every session and the new password logs in', async () => {
    const d = await registerDesigner(t.app, { name: 'Lumen Team' });
    const secondSession = (await login(d.email, d.password)).json().token;

    const res = await forget(d.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: expect.any(String) });

    const mail = await inbox.nth(1);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe(d.email);
    expect(mail.from?.text).toContain('no-reply@genie.test');
    expect(mail.subject).toBe('Reset your Genie password');
    expect(mail.text).toContain('Hello Lumen Team,');
    const link = /http:\/\/genie\.test\/reset_password\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
    expect(link).not.toBeNull();
    const token = link![1]!;
    expect(mail.html).toContain(`href="http://genie.test/reset_password?token=${token}"`);

    const done = await reset(token, 'my new password');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, msg: expect.any(String) });

    expect(errorOf(await reset(token, 'another password'))).toMatchObject({ status: 400, code: 'reset_token_invalid' });
    for (const old of [d.token, secondSession]) {
      expect(errorOf(await t.app.inject({ method: 'GET', url: '/api/accounts/personal_info/', headers: bearer(old) })).code).toBe('unauthorized');
    }
    expect(errorOf(await login(d.email, d.password)).code).toBe('invalid_credentials');
    expect((await login(d.email, 'my new password')).statusCode).toBe(200);
  });

  it('writes the mail in the designer’s language', async () => {
    const zh = await registerDesigner(t.app, { language: 'zh-TW' });
    const ko = await registerDesigner(t.app, { language: 'ko-KR' });
    const before = inbox.received.length;
    await forget(zh.email);
    await forget(ko.email);
    const subjects = [(await inbox.nth(before + 1)).subject, (await inbox.nth(before + 2)).subject];
    expect(subjects).toEqual(['重設您的 Genie 密碼', 'Genie 비밀번호 재설정']);
  });

  it('keeps nothing in the local outbox when SMTP is configured', async () => {
    const d = await registerDesigner(t.app);
    await forget(d.email);
    const outbox = (await t.app.inject({ method: 'GET', url: '/api/my/outbox/', headers: bearer(d.token) })).json();
    expect(outbox.mails).toEqual([]);
  });
});
