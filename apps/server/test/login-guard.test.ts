/**
 * Brute force against the password login is slowed per address, per account and address, and per
 * account over all addresses, without giving an attacker the power to lock the owner out: the owner's
 * usual address is never slowed by others' failures, and a one-time sign-in link works at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { memoryThrottleStore } from '../src/auth/memory-throttle-store.ts';
import { outboxMails } from '../src/db/schema.ts';
import { bearer, createTestApp, errorOf, registerDesigner, type RegisteredDesigner, type TestApp } from './helpers.ts';

// The throttles' own clock, moved by hand: a slow-down interval never runs out while a test is busy.
let throttleMs = Date.parse('2026-03-01T09:00:00Z');
const throttleClock = { now: () => new Date(throttleMs), advance: (ms: number) => (throttleMs += ms) };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { throttleStore: memoryThrottleStore(throttleClock.now) });
});
afterAll(() => t.close());

let addressCounter = 0;
/** A fresh client address, never used before in this file. */
const freshAddress = () => {
  addressCounter += 1;
  return `10.${Math.floor(addressCounter / 250)}.${addressCounter % 250}.7`;
};

const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/login/', payload: { email, password }, remoteAddress });
const askForLink = (email: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/login_link/', payload: { email }, remoteAddress });
const redeem = (token: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/login_link/redeem/', payload: { token }, remoteAddress });
const retryAfter = (res: LightMyRequestResponse) => Number(res.headers['retry-after']);

const slowedReply = {
  status: 429,
  code: 'login_slowed',
  msg: 'Too many failed attempts to log in to this account. Try again later, or log in with a link sent to your e-mail.',
};
const wrongReply = { status: 401, code: 'invalid_credentials', msg: 'Email or Password is incorrect. Please try again.' };

async function mailsTo(email: string) {
  return t.database.db.select().from(outboxMails).where(eq(outboxMails.to, email));
}

/** Delivers queued link mails and returns the token of the newest link mailed to `email`. */
async function linkTokenMailedTo(email: string): Promise<string> {
  await t.app.jobWorker.runDue();
  const links = (await mailsTo(email))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((m) => /\/login\/link\?token=([A-Za-z0-9_-]+)/.exec(m.text)?.[1]);
  const token = links.at(-1);
  if (!token) throw new Error(`no sign-in link mailed to ${email}`);
  return token;
}

/** The attacker's wrong passwords for `email`, one from each of `count` fresh addresses. */
async function attackFromManyAddresses(email: string, count: number) {
  const replies = [];
  for (let i = 0; i < count; i++) replies.push(await login(email, `guess number ${i}`, freshAddress()));
  return replies;
}

async function personalInfoWith(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/accounts/personal_info/', headers: bearer(token) });
}

describe('an attacker guessing from many addresses', () => {
  let owner: RegisteredDesigner;
  const usualAddress = '198.51.100.20';

  beforeAll(async () => {
    owner = await registerDesigner(t.app);
    // The owner has signed in from home before: that address is theirs.
    expect((await login(owner.email, owner.password, usualAddress)).statusCode).toBe(200);
  });

  it('gets the spec\'s "incorrect" reply for the first guesses, then the account is slowed for them', async () => {
    const replies = await attackFromManyAddresses(owner.email, 14);
    // Ten failures are free; the eleventh claims the account's one attempt per interval and fails too.
    expect(replies.slice(0, 11).map(errorOf)).toEqual(Array(11).fill(wrongReply));
    for (const res of replies.slice(11)) {
      expect(errorOf(res)).toEqual(slowedReply);
      expect(retryAfter(res)).toBeGreaterThanOrEqual(1);
    }
  });

  it('does not stop the owner signing in with the password from their usual address', async () => {
    const res = await login(owner.email, owner.password, usualAddress);
    expect(res.statusCode).toBe(200);
    expect((await personalInfoWith(res.json().token)).statusCode).toBe(200);
  });

  it('does not stop the owner signing in at once from a new address with an e-mailed link', async () => {
    const hotel = freshAddress();
    // From an address the account has never signed in from, the password has to wait its turn...
    expect(errorOf(await login(owner.email, owner.password, hotel))).toEqual(slowedReply);
    // ...but a sign-in link works at once.
    expect((await askForLink(owner.email, hotel)).statusCode).toBe(200);
    const res = await redeem(await linkTokenMailedTo(owner.email), hotel);
    expect(res.statusCode).toBe(200);
    expect((await personalInfoWith(res.json().token)).json().data.email).toBe(owner.email);
    // Signed in once from there, that address is the owner's too.
    expect((await login(owner.email, owner.password, hotel)).statusCode).toBe(200);
  });

  it('lets the owner in with the password from a new address once the slow-down allows an attempt', async () => {
    const slowed = await login(owner.email, owner.password, freshAddress());
    expect(errorOf(slowed)).toEqual(slowedReply);
    throttleClock.advance(retryAfter(slowed) * 1000);
    expect((await login(owner.email, owner.password, freshAddress())).statusCode).toBe(200);
  });

  it('leaves the attacker one guess per interval, the interval doubling with each failure up to LOGIN_SLOWDOWN_MAX_SECONDS', async () => {
    const victim = await registerDesigner(t.app);
    await attackFromManyAddresses(victim.email, 10);
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      // Whatever opens, the attacker takes: one checked guess (the spec's reply), then everyone waits again.
      expect(errorOf(await login(victim.email, 'one more guess', freshAddress()))).toEqual(wrongReply);
      const refused = await login(victim.email, 'and another', freshAddress());
      expect(errorOf(refused)).toEqual(slowedReply);
      waits.push(retryAfter(refused));
      throttleClock.advance(retryAfter(refused) * 1000);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 600, 600]);
  });

  it('is slowed in the same way for an e-mail no account uses, so the replies tell nothing', async () => {
    const replies = await attackFromManyAddresses('nobody-here@example.com', 12);
    expect(replies.slice(0, 11).map(errorOf)).toEqual(Array(11).fill(wrongReply));
    expect(errorOf(replies[11]!)).toEqual(slowedReply);
  });
});

describe('the throttles that bite the attacker wherever they guess from', () => {
  it('slows one address guessing one account after LOGIN_FAILURES_PER_ACCOUNT_ADDRESS failures, for 15 minutes', async () => {
    const owner = await registerDesigner(t.app);
    const attacker = freshAddress();
    for (let i = 0; i < 5; i++) expect(errorOf(await login(owner.email, `guess ${i}`, attacker))).toEqual(wrongReply);
    const refused = await login(owner.email, owner.password, attacker);
    expect(errorOf(refused)).toEqual(slowedReply);
    expect(retryAfter(refused)).toBe(15 * 60);
    // Only that address is refused: the account has too few failures to be slowed elsewhere.
    expect((await login(owner.email, owner.password, freshAddress())).statusCode).toBe(200);
    throttleClock.advance(15 * 60_000);
    expect((await login(owner.email, owner.password, attacker)).statusCode).toBe(200);
  });

  it('forgives an address its failures on an account once it signs in there', async () => {
    const owner = await registerDesigner(t.app);
    const home = freshAddress();
    for (let i = 0; i < 4; i++) await login(owner.email, `typo ${i}`, home);
    expect((await login(owner.email, owner.password, home)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect(errorOf(await login(owner.email, `typo ${i}`, home))).toEqual(wrongReply);
  });

  it('refuses an address guessing many accounts after LOGIN_FAILURES_PER_ADDRESS failures, whatever account it tries next', async () => {
    const attacker = freshAddress();
    for (let i = 0; i < 20; i++) {
      expect(errorOf(await login(`stuffed-${i}@example.com`, 'leaked password', attacker))).toEqual(wrongReply);
    }
    const owner = await registerDesigner(t.app);
    const refused = await login(owner.email, owner.password, attacker);
    expect(errorOf(refused)).toEqual({ status: 429, code: 'rate_limited', msg: 'Too many requests. Please wait a moment and try again.' });
    expect(retryAfter(refused)).toBe(15 * 60);
    expect((await login(owner.email, owner.password, freshAddress())).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64, so rotating addresses inside it does not escape the throttle', async () => {
    const owner = await registerDesigner(t.app);
    for (let i = 1; i <= 5; i++) await login(owner.email, `guess ${i}`, `2001:db8:77:1::${i.toString(16)}`);
    expect(errorOf(await login(owner.email, 'guess 6', '2001:db8:77:1::ffff'))).toEqual(slowedReply);
  });
});

describe('one-time sign-in links', () => {
  it('replies the same whether or not an account uses the e-mail, and mails only an account', async () => {
    const owner = await registerDesigner(t.app);
    const known = await askForLink(owner.email, freshAddress());
    const unknown = await askForLink('no-account@example.com', freshAddress());
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({
      success: true,
      msg: 'If an account uses this e-mail, a sign-in link is on its way. It works once, within 15 minutes.',
      expires_in_minutes: 15,
    });
    await t.app.jobWorker.runDue();
    expect(await mailsTo('no-account@example.com')).toHaveLength(0);
    const [mail] = await mailsTo(owner.email);
    expect(mail).toMatchObject({ subject: 'Your Genie sign-in link' });
    expect(mail!.text).toContain('This link works once and expires in 15 minutes.');
    expect(mail!.html).toContain('http://genie.test/login/link?token=');
  });

  it('mails the link in the designer\'s language, and the designer can read it in the outbox', async () => {
    const owner = await registerDesigner(t.app, { language: 'ko-KR' });
    await askForLink(owner.email, freshAddress());
    await linkTokenMailedTo(owner.email);
    const outbox = (await t.app.inject({ method: 'GET', url: '/api/my/outbox/', headers: bearer(owner.token) })).json();
    expect(outbox.mails[0]).toMatchObject({ to: owner.email, subject: 'Genie 로그인 링크' });
    expect(outbox.mails[0].text).toContain('15분 후에 만료됩니다');
  });

  it('signs in once: the same link a second time is refused', async () => {
    const owner = await registerDesigner(t.app);
    await askForLink(owner.email, freshAddress());
    const token = await linkTokenMailedTo(owner.email);
    expect((await redeem(token, freshAddress())).statusCode).toBe(200);
    expect(errorOf(await redeem(token, freshAddress()))).toEqual({
      status: 400,
      code: 'login_link_invalid',
      msg: 'This sign-in link is invalid, has expired or was already used. Please request a new one.',
      fields: { token: 'login_link_invalid' },
    });
  });

  it('expires after LOGIN_LINK_TTL_MINUTES', async () => {
    const owner = await registerDesigner(t.app);
    await askForLink(owner.email, freshAddress());
    const token = await linkTokenMailedTo(owner.email);
    t.clock.advance(15 * 60_000 + 1000);
    try {
      expect(errorOf(await redeem(token, freshAddress()))).toMatchObject({ status: 400, code: 'login_link_invalid' });
    } finally {
      t.clock.advance(-(15 * 60_000 + 1000));
    }
  });

  it('voids the other links once one has signed in', async () => {
    const owner = await registerDesigner(t.app);
    await askForLink(owner.email, freshAddress());
    const first = await linkTokenMailedTo(owner.email);
    await askForLink(owner.email, freshAddress());
    const second = await linkTokenMailedTo(owner.email);
    expect(second).not.toBe(first);
    expect((await redeem(second, freshAddress())).statusCode).toBe(200);
    expect(errorOf(await redeem(first, freshAddress())).code).toBe('login_link_invalid');
  });

  it('refuses a token that was never issued', async () => {
    expect(errorOf(await redeem('x'.repeat(43), freshAddress())).code).toBe('login_link_invalid');
    expect(errorOf(await redeem('not a token', freshAddress())).code).toBe('login_link_invalid');
  });

  it('mails an address 5 links an hour at once, then one per 10 minutes, so its mailbox always holds a live link', async () => {
    const owner = await registerDesigner(t.app);
    const ask = async (times: number) => {
      for (let i = 0; i < times; i++) {
        expect((await askForLink(owner.email, freshAddress())).statusCode).toBe(200);
        await t.app.jobWorker.runDue();
      }
      return (await mailsTo(owner.email)).length;
    };
    expect(await ask(8)).toBe(5);
    throttleClock.advance(10 * 60_000);
    expect(await ask(2)).toBe(6);
  });
});

describe('behind a load balancer (TRUST_PROXY=true)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => proxied.close());

  const loginVia = (email: string, password: string, forwardedFor: string) =>
    proxied.app.inject({
      method: 'POST',
      url: '/api/accounts/login/',
      payload: { email, password },
      remoteAddress: '10.255.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts each client by the address the proxy forwards, not the proxy\'s own', async () => {
    const owner = await registerDesigner(proxied.app);
    for (let i = 0; i < 5; i++) await loginVia(owner.email, `guess ${i}`, '192.0.2.66');
    expect(errorOf(await loginVia(owner.email, owner.password, '192.0.2.66'))).toEqual(slowedReply);
    expect((await loginVia(owner.email, owner.password, '192.0.2.10')).statusCode).toBe(200);
  });
});
