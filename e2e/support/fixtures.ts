/**
 * The Playwright `test` every spec imports: the built-in fixtures plus
 *  - `mailbox`  — reads what the product sent through the mail catcher (support/mail-catcher.ts)
 *  - `api`      — creates designers straight through the account API
 * and helpers for language, login, accessibility and screenshots.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import type { CreateClientRequestInput, Language, TokenReply } from '@genie/contracts';
import type { CaughtMessage } from './mail-catcher.ts';
import { appOrigin, mailCatcherOrigin } from './ports.ts';
import { screensKept } from './languages.ts';

export { expect };
export type { CaughtMessage };

const screensDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '.artifacts', 'screens');

// ---------------------------------------------------------------- mailbox

export interface MailQuery {
  to: string;
  subject?: string | RegExp;
  /** How long to wait for the message, in ms (default 15 s). */
  timeout?: number;
}

export interface Mailbox {
  /** Every message received so far for `to` (all messages when omitted). */
  list(to?: string): Promise<CaughtMessage[]>;
  /** The newest message for `to` whose subject matches, waiting for it to arrive. */
  waitFor(query: MailQuery): Promise<CaughtMessage>;
  /** Forgets messages for `to` (all messages when omitted). */
  clear(to?: string): Promise<void>;
}

function messagesUrl(to?: string) {
  const url = new URL('/messages', mailCatcherOrigin());
  if (to) url.searchParams.set('to', to);
  return url;
}

function subjectMatches(subject: string, wanted: string | RegExp | undefined) {
  if (wanted === undefined) return true;
  return typeof wanted === 'string' ? subject.includes(wanted) : wanted.test(subject);
}

export function createMailbox(): Mailbox {
  const list = async (to?: string) => {
    const res = await fetch(messagesUrl(to));
    if (!res.ok) throw new Error(`mail catcher answered ${res.status}`);
    return (await res.json()) as CaughtMessage[];
  };
  return {
    list,
    async waitFor({ to, subject, timeout = 15_000 }) {
      const deadline = Date.now() + timeout;
      let seen: CaughtMessage[] = [];
      while (Date.now() < deadline) {
        seen = await list(to);
        const found = seen.filter((m) => subjectMatches(m.subject, subject)).at(-1);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 200));
      }
      const subjects = seen.map((m) => JSON.stringify(m.subject)).join(', ') || 'none';
      throw new Error(`No e-mail to ${to}${subject ? ` with subject ${String(subject)}` : ''} within ${timeout} ms (received: ${subjects})`);
    },
    async clear(to?: string) {
      const res = await fetch(messagesUrl(to), { method: 'DELETE' });
      if (!res.ok) throw new Error(`mail catcher answered ${res.status}`);
    },
  };
}

// ---------------------------------------------------------------- api

export interface Designer {
  token: string;
  email: string;
  password: string;
  genie_name: string;
}

export interface RegisterOptions {
  genie_name?: string;
  email?: string;
  password?: string;
  name?: string;
  username?: string;
  phone?: string;
  language?: Language;
}

export interface Api {
  request: APIRequestContext;
  /** A name unique across workers and runs, valid as genie name or username (letters, digits, _ and -). */
  uniqueName(prefix?: string): string;
  /** Registers a designer through POST /api/accounts/register/ and returns the credentials and token. */
  registerDesigner(options?: RegisterOptions): Promise<Designer>;
  /** Logs in through POST /api/accounts/login/ and returns the token. */
  login(email: string, password: string): Promise<string>;
  /** A lead the designer adds by hand (POST /api/client_requests/, as the create-client dialog does); returns its id. */
  addRequest(designer: Designer, input?: CreateClientRequestInput): Promise<string>;
}

let counter = 0;

export function uniqueName(prefix = 'e2e'): string {
  const worker = process.env.TEST_WORKER_INDEX ?? '0';
  return `${prefix}_${Date.now().toString(36)}${worker}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export function createApi(request: APIRequestContext): Api {
  return {
    request,
    uniqueName,
    async registerDesigner(options = {}) {
      const genie_name = options.genie_name ?? uniqueName('genie');
      const email = options.email ?? `${genie_name.toLowerCase()}@designers.genie.test`;
      const password = options.password ?? `Pw-${uniqueName('s')}`;
      const res = await request.post('/api/accounts/register/', { data: { ...options, genie_name, email, password } });
      const body = (await res.json().catch(() => null)) as Partial<TokenReply> | null;
      if (!res.ok() || typeof body?.token !== 'string') {
        throw new Error(`register failed: ${res.status()} ${JSON.stringify(body)}`);
      }
      return { token: body.token, email, password, genie_name };
    },
    async login(email, password) {
      const res = await request.post('/api/accounts/login/', { data: { email, password } });
      const body = (await res.json().catch(() => null)) as Partial<TokenReply> | null;
      if (!res.ok() || typeof body?.token !== 'string') throw new Error(`login failed: ${res.status()} ${JSON.stringify(body)}`);
      return body.token;
    },
    async addRequest(designer, input = { contact_name: 'Mei Chen', email: 'mei.chen@visitors.genie.test', project_type: 'residential_space' }) {
      const res = await request.post('/api/client_requests/', { headers: { Authorization: `Bearer ${designer.token}` }, data: input });
      const body = (await res.json().catch(() => null)) as { id?: unknown } | null;
      if (!res.ok() || typeof body?.id !== 'string') throw new Error(`adding a request failed: ${res.status()} ${JSON.stringify(body)}`);
      return body.id;
    },
  };
}

// ---------------------------------------------------------------- page helpers

/**
 * Puts `value` into the app's local storage under `key` before the app's scripts run, once per tab
 * (a reload keeps whatever the app changed since, e.g. after a logout or a language switch).
 */
async function seedLocalStorage(page: Page, key: string, value: string) {
  const origin = appOrigin();
  await page.addInitScript(
    ([k, v, o]) => {
      try {
        if (window.location.origin !== o) return;
        const marker = `__e2e_seeded_${k}`;
        if (window.sessionStorage.getItem(marker)) return;
        window.localStorage.setItem(k, v);
        window.sessionStorage.setItem(marker, '1');
      } catch {
        /* storage unavailable on this document */
      }
    },
    [key, value, origin] as const,
  );
}

/** Sets the stored language preference (local storage 'language') for the page's next loads. */
export async function setLanguage(page: Page, language: Language) {
  await seedLocalStorage(page, 'language', language);
}

/** Signs the page in with a token (local storage 'site', as the app keeps it). */
export async function loginAs(page: Page, token: string) {
  await seedLocalStorage(page, 'site', token);
}

/** Fails on any axe violation of impact serious or critical, listing each with its nodes. */
export async function expectNoSeriousA11yViolations(page: Page, options: { exclude?: string[]; disableRules?: string[] } = {}) {
  let builder = new AxeBuilder({ page });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((v) => `${v.impact}: ${v.id} — ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`);
  expect(report, `axe violations on ${page.url()}`).toEqual([]);
}


/**
 * Saves a full-page screenshot to e2e/.artifacts/screens/<name>.png and returns its path (undefined when
 * screens are not kept). `fullPage: false` keeps what the viewport shows (e.g. a scrolled chat with
 * sticky header and input).
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string | undefined> {
  // (A failing test's screenshot and trace are kept either way: see playwright.config.ts.)
  if (!screensKept) return undefined;
  const file = path.join(screensDir, `${name.replace(/[^\w.-]+/g, '_')}.png`);
  await page.screenshot({ path: file, fullPage: options.fullPage ?? true });
  return file;
}

// ---------------------------------------------------------------- the test object

export const test = base.extend<{ mailbox: Mailbox; api: Api }>({
  // eslint-disable-next-line no-empty-pattern
  mailbox: async ({}, use) => {
    await use(createMailbox());
  },
  api: async ({ request }, use) => {
    await use(createApi(request));
  },
});
