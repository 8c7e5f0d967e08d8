/**
 * A designer whose account is being guessed at still gets in: after wrong passwords from their
 * address the login screen says the account is slowed and offers a one-time sign-in link; the link
 * arrives by e-mail, opening it lands in the admin area, and opening it again explains that it was
 * used and sends a new one. In each language, each on one device: both devices are covered, and the
 * journey is the same on both (six runs of it cost a CI minute and told nothing more).
 */
import type { Page } from '@playwright/test';
import { languages, type Language } from '@genie/contracts';
import { mailStrings } from '../../apps/server/src/mail/templates/strings.ts';
import { catalogs } from '../support/catalogs.ts';
import { expect, expectNoSeriousA11yViolations, screenshot, setLanguage, test } from '../support/fixtures.ts';

const devices = {
  desktop: { viewport: { width: 1280, height: 860 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
} as const;

/** LOGIN_FAILURES_PER_ACCOUNT_ADDRESS's default: wrong passwords for one account from one address before it is slowed there. */
const FAILURES_BEFORE_SLOWED = 5;

const runs: readonly [Language, keyof typeof devices][] = [
  ['en-US', 'desktop'],
  ['zh-TW', 'phone'],
  ['ko-KR', 'desktop'],
];
// Every language once (the spec's texts are checked in each).
if (new Set(runs.map(([l]) => l)).size !== languages.length) throw new Error('login-protection: a language has no run');

for (const [language, device] of runs) {
  const use = devices[device];
  test.describe(`${language} on a ${device}`, () => {
    test.use(use);

    test('throttled → e-mail me a link → open it from the mail → logged in; the used link cannot be used again', async ({ page, api, mailbox, request }) => {
      // Two page loads, two axe scans, two mails and five screenshots: room for a CI machine busy with other tests.
      test.setTimeout(60_000);
      const { auth, errors, shell } = catalogs[language];
      const name = `${language}-${device}`;
      const designer = await api.registerDesigner({ language });

      await test.step('someone guesses the password from this address until the account is slowed here', async () => {
        for (let i = 0; i < FAILURES_BEFORE_SLOWED; i++) {
          const res = await request.post('/api/accounts/login/', { data: { email: designer.email, password: `wrong guess ${i}` } });
          expect(res.status()).toBe(401);
        }
      });

      await test.step('the owner, with the right password, is told the account is slowed and offered a link', async () => {
        await setLanguage(page, language);
        await page.goto('/login');
        await submitLogin(page, auth, designer.email, designer.password);
        await expect(page.getByRole('heading', { name: auth.login.slowed.title })).toBeVisible();
        await expect(page.getByText(errors.invalid_credentials)).toHaveCount(0);
        await expectNoSeriousA11yViolations(page);
        await screenshot(page, `login-protection-${name}-1-slowed`);
      });

      await test.step('"E-mail me a sign-in link": the screen says to check the inbox', async () => {
        await page.getByRole('button', { name: auth.login.slowed.sendLink }).click();
        await expect(page.getByText(auth.login.slowed.sentTitle)).toBeVisible();
        await expect(page.getByRole('status').getByText(designer.email)).toBeVisible();
        await screenshot(page, `login-protection-${name}-2-link-sent`);
      });

      const mail = await mailbox.waitFor({ to: designer.email, subject: mailStrings[language].loginLinkSubject });
      const link = /https?:\/\/\S+\/login\/link\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
      expect(link, `a sign-in link in:\n${mail.text}`).toBeDefined();

      await test.step('opening the link logs in and lands among the potential clients', async () => {
        await page.goto(link!);
        await expect(page).toHaveURL(/\/client_request$/);
        await expect(page.getByRole('heading', { level: 1, name: shell.sections.potential_clients.title })).toBeVisible();
        expect(await page.evaluate(() => localStorage.getItem('site'))).toBeTruthy();
        await screenshot(page, `login-protection-${name}-3-signed-in`);
      });

      await test.step('the same link a second time explains itself and sends a new one', async () => {
        await page.evaluate(() => localStorage.removeItem('site'));
        await page.goto(link!);
        await expect(page.getByRole('heading', { level: 1, name: auth.link.invalidTitle })).toBeVisible();
        await expect(page.getByText(errors.login_link_invalid)).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await screenshot(page, `login-protection-${name}-4-link-used`);
        await mailbox.clear(designer.email);
        await page.getByLabel(auth.fields.email, { exact: true }).fill(designer.email);
        await page.getByRole('button', { name: auth.link.submit }).click();
        await expect(page.getByText(auth.login.slowed.sentTitle)).toBeVisible();
        await screenshot(page, `login-protection-${name}-5-new-link-sent`);
        await mailbox.waitFor({ to: designer.email, subject: mailStrings[language].loginLinkSubject });
      });
    });
  });
}

async function submitLogin(page: Page, auth: (typeof catalogs)['en-US']['auth'], email: string, password: string) {
  await page.getByLabel(auth.fields.email, { exact: true }).fill(email);
  await page.getByLabel(auth.fields.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
}
