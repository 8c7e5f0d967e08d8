/**
 * The designer's account journey in English, through the real UI, server and SMTP:
 * register (duplicate genie name rejected live) → admin area → logout → login (wrong password alert
 * that goes away after ~3 s, then success) → edit info with a logo → change password (another
 * device's token is revoked) → logout → forgot password by mail → reset → login with the new password.
 */
import type { Page } from '@playwright/test';
import { catalogs, fill } from '../support/catalogs.ts';
import { expect, screenshot, setLanguage, test } from '../support/fixtures.ts';
import { makePng } from '../support/png.ts';
import { appOrigin } from '../support/ports.ts';

const { common, validation, errors, auth, account, shell } = catalogs['en-US'];

/** Logs in through the login form (the page must show it). */
async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel(auth.fields.email, { exact: true }).fill(email);
  await page.getByLabel(auth.fields.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
}

async function expectInAdminArea(page: Page) {
  await expect(page).toHaveURL(/\/client_request$/);
  await expect(page.getByRole('heading', { level: 1, name: shell.sections.potential_clients.title })).toBeVisible();
}

/**
 * Records, in the page's own clock, when an alert containing `text` appears and when it goes away, so
 * the auto-dismiss delay is measured exactly instead of by polling from the test.
 */
async function watchAlert(page: Page, text: string) {
  await page.evaluate((wanted) => {
    const times: { shown?: number; hidden?: number } = {};
    (window as unknown as { __alertTimes: typeof times }).__alertTimes = times;
    const check = () => {
      const present = Array.from(document.querySelectorAll('[role="alert"]')).some((el) => el.textContent?.includes(wanted));
      if (present && times.shown === undefined) times.shown = performance.now();
      if (!present && times.shown !== undefined && times.hidden === undefined) times.hidden = performance.now();
    };
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, text);
  return () => page.evaluate(() => (window as unknown as { __alertTimes: { shown?: number; hidden?: number } }).__alertTimes);
}

test('a designer registers, logs in, edits the account, changes and resets the password', async ({ page, browser, api, mailbox, request }) => {
  // One long journey on purpose: each step starts from the state the previous one left. It takes
  // 20–30 s on an idle machine; the limit leaves room for a CI machine busy with other tests.
  test.setTimeout(120_000);

  const taken = await api.registerDesigner();
  const genieName = api.uniqueName('studio');
  const email = `${genieName.toLowerCase()}@designers.genie.test`;
  const firstPassword = 'First-pass-123';
  const secondPassword = 'Second-pass-456';
  const resetPassword = 'Third-pass-789';
  const teamName = 'Lumen Interior Studio';
  const renamedTeam = 'Lumen & Oak Interiors';

  await setLanguage(page, 'en-US');

  await test.step('register, step 1: a taken genie name is rejected while typing, a free one accepted', async () => {
    await page.goto('/registration');
    await expect(page.getByRole('heading', { level: 1, name: auth.registration.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: auth.registration.steps['1'].title })).toBeVisible();

    const genieField = page.getByLabel(auth.fields.genieName, { exact: true });
    await page.getByLabel(auth.fields.email, { exact: true }).fill(email);
    await page.getByLabel(auth.fields.password, { exact: true }).fill(firstPassword);
    await genieField.fill(taken.genie_name);
    await expect(page.getByText(validation.genie_name_taken, { exact: true })).toBeVisible();
    await expect(genieField).toHaveAttribute('aria-invalid', 'true');
    await screenshot(page, 'journey-01-register-name-taken');

    await genieField.fill(genieName);
    await expect(page.getByText(fill(auth.availability.genieAvailable, { link: `${appOrigin()}/genie/${genieName}` }))).toBeVisible();
    await expect(page.getByText(validation.genie_name_taken, { exact: true })).toBeHidden();
    await expect(genieField).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: common.next }).click();
  });

  await test.step('register, step 2: the team profile creates the account and opens the admin area', async () => {
    await expect(page.getByRole('heading', { level: 2, name: auth.registration.steps['2'].title })).toBeVisible();
    await page.getByLabel(auth.fields.teamName, { exact: true }).fill(teamName);
    await screenshot(page, 'journey-02-register-team');
    await page.getByRole('button', { name: auth.registration.submit, exact: true }).click();
    await expectInAdminArea(page);
    // The sidebar names the team.
    await expect(page.getByText(teamName, { exact: true }).filter({ visible: true })).toBeVisible();
    await screenshot(page, 'journey-03-admin-area');
  });

  await test.step('logout', async () => {
    await page.getByRole('button', { name: shell.logout, exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: auth.login.title })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('site'))).toBeNull();
  });

  await test.step('login with a wrong password: the error alert shows, then goes away after about 3 seconds', async () => {
    const alertTimes = await watchAlert(page, errors.invalid_credentials);
    await submitLogin(page, email, 'Not-the-password-1');
    const alert = page.getByRole('alert').filter({ hasText: errors.invalid_credentials });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(common.error);
    await expect(alert).toHaveText(`${common.error}${errors.invalid_credentials}`);
    await screenshot(page, 'journey-04-login-wrong-password');
    await expect(alert).toBeHidden({ timeout: 10_000 });
    const { shown, hidden } = await alertTimes();
    expect(shown, 'the alert was seen').toBeDefined();
    expect(hidden, 'the alert went away').toBeDefined();
    const visibleFor = hidden! - shown!;
    test.info().annotations.push({ type: 'error alert visible (ms)', description: String(Math.round(visibleFor)) });
    expect(visibleFor, `alert visible for ${Math.round(visibleFor)} ms`).toBeGreaterThanOrEqual(2_900);
    expect(visibleFor, `alert visible for ${Math.round(visibleFor)} ms`).toBeLessThan(5_000);
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('login with the right password', async () => {
    await submitLogin(page, email, firstPassword);
    await expectInAdminArea(page);
  });

  // Another browser logs in too (meanwhile, to keep the run short); its token must stop working once
  // the password changes.
  const otherDevice = await browser.newContext({ baseURL: appOrigin(), locale: 'en-US' });
  try {
    const otherPage = await otherDevice.newPage();
    const otherLogin = (async () => {
      await setLanguage(otherPage, 'en-US');
      await otherPage.goto('/login');
      await submitLogin(otherPage, email, firstPassword);
      await expectInAdminArea(otherPage);
      return otherPage.evaluate(() => localStorage.getItem('site'));
    })();
    otherLogin.catch(() => undefined); // awaited below; this only keeps an early failure from going unhandled

    await test.step('edit the account info: a new team name and a logo', async () => {
      await page.getByRole('link', { name: shell.sections.account.title }).click();
      await expect(page.getByRole('heading', { level: 1, name: account.view.title })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: account.links.editInfo }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: account.edit.title })).toBeVisible();

      const teamField = page.getByLabel(account.fields.teamName, { exact: true });
      await expect(teamField).toHaveValue(teamName);
      await teamField.fill(renamedTeam);
      await page.getByLabel(account.edit.chooseLogo, { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng() });
      await expect(page.getByRole('button', { name: account.edit.undoLogo })).toBeVisible();
      await page.getByRole('button', { name: account.edit.save, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: account.edit.saved })).toBeVisible();
      await expect(page.getByText(account.edit.allSaved)).toBeVisible();
      await screenshot(page, 'journey-05-account-edited');
    });

    await test.step('the account page shows the new team name and the logo loads', async () => {
      await page.getByRole('main').getByRole('link', { name: account.backToAccount, exact: true }).click();
      await expect(page).toHaveURL(/\/account$/);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2, name: renamedTeam })).toBeVisible();
      const logo = main.getByRole('img', { name: fill(account.fields.logoAlt, { name: renamedTeam }) });
      await expect(logo).toBeVisible();
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { message: 'the logo image loads' })
        .toBeGreaterThan(0);
      await screenshot(page, 'journey-06-account');
    });

    await test.step('change the password: the other browser is signed out, this one stays in', async () => {
      const otherToken = await otherLogin;
      expect(otherToken, 'the other browser keeps its token under "site"').toBeTruthy();
      const before = await request.get('/api/accounts/personal_info/', { headers: { Authorization: `Bearer ${otherToken}` } });
      expect(before.status(), 'the other token works before the change').toBe(200);

      const ownToken = await page.evaluate(() => localStorage.getItem('site'));
      await page.getByRole('link', { name: account.links.editPassword }).click();
      await expect(page.getByRole('heading', { level: 1, name: account.password.title })).toBeVisible();
      await page.getByLabel(account.password.old, { exact: true }).fill(firstPassword);
      await page.getByLabel(account.password.new, { exact: true }).fill(secondPassword);
      await page.getByLabel(account.password.confirm, { exact: true }).fill(secondPassword);
      await page.getByRole('button', { name: account.password.submit, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: account.password.success })).toBeVisible();
      await screenshot(page, 'journey-07-password-changed');

      const revoked = await request.get('/api/accounts/personal_info/', { headers: { Authorization: `Bearer ${otherToken}` } });
      expect(revoked.status(), 'the token of the other browser is revoked').toBe(401);
      const kept = await request.get('/api/accounts/personal_info/', { headers: { Authorization: `Bearer ${ownToken}` } });
      expect(kept.status(), 'the token that changed the password still works').toBe(200);

      // The other browser notices on its next request and goes back to the login page.
      await otherPage.goto('/account');
      await expect(otherPage.getByRole('heading', { level: 1, name: auth.login.title })).toBeVisible();
      await expect(otherPage).toHaveURL(/\/login(\?|$)/);
    });
  } finally {
    await otherDevice.close();
  }

  await test.step('logout, then forgot password: the reset mail arrives', async () => {
    await page.getByRole('button', { name: shell.logout, exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: auth.login.forgot }).click();
    await expect(page.getByRole('heading', { level: 1, name: auth.forgot.title })).toBeVisible();
    await page.getByLabel(auth.fields.email, { exact: true }).fill(email);
    await page.getByRole('button', { name: auth.forgot.submit, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: auth.forgot.sentTitle })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(email);
    await screenshot(page, 'journey-08-reset-link-sent');
  });

  const mail = await mailbox.waitFor({ to: email, subject: /password/i });
  const link = /https?:\/\/\S+\/reset_password\?token=[^\s"<>]+/.exec(mail.text)?.[0];
  expect(link, `a reset link in:\n${mail.text}`).toBeDefined();
  expect(new URL(link!).origin).toBe(appOrigin());

  await test.step('the link opens the reset page; a new password is saved', async () => {
    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1, name: auth.reset.title })).toBeVisible();
    await page.getByLabel(auth.fields.newPassword, { exact: true }).fill(resetPassword);
    await page.getByLabel(auth.fields.confirmPassword, { exact: true }).fill(resetPassword);
    await screenshot(page, 'journey-09-reset-form');
    await page.getByRole('button', { name: auth.reset.submit, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: auth.reset.doneTitle })).toBeVisible();
    await screenshot(page, 'journey-10-reset-done');
  });

  await test.step('login with the new password', async () => {
    await page.getByRole('link', { name: auth.reset.toLogin, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: auth.login.title })).toBeVisible();
    await submitLogin(page, email, resetPassword);
    await expectInAdminArea(page);
    await expect(page.getByText(renamedTeam, { exact: true }).filter({ visible: true })).toBeVisible();
  });
});

test('registration: Next with a taken genie name stays on step 1, and a free name then clears the error', async ({ page, api }) => {
  const taken = await api.registerDesigner();
  const free = api.uniqueName('free');
  await setLanguage(page, 'en-US');
  await page.goto('/registration');
  const genieField = page.getByLabel(auth.fields.genieName, { exact: true });
  await page.getByLabel(auth.fields.email, { exact: true }).fill(`${free}@designers.genie.test`);
  await page.getByLabel(auth.fields.password, { exact: true }).fill('First-pass-123');
  await genieField.fill(taken.genie_name);
  const takenMessage = page.getByText(validation.genie_name_taken, { exact: true });
  await expect(takenMessage).toBeVisible();

  await page.getByRole('button', { name: common.next }).click();
  await expect(page.getByRole('heading', { level: 2, name: auth.registration.steps['1'].title })).toBeVisible();
  await expect(genieField).toBeFocused();

  const checked = page.waitForResponse((res) => res.url().includes('/api/accounts/info_duplicate_check/') && res.url().includes(free));
  await genieField.fill(free);
  expect(await (await checked).json()).toEqual({ status: 'ok' });
  await expect(takenMessage).toBeHidden({ timeout: 2_000 });
  await expect(page.getByText(fill(auth.availability.genieAvailable, { link: `${appOrigin()}/genie/${free}` }))).toBeVisible();
});
