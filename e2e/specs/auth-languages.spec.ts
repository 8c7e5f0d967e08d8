/**
 * The login and registration screens in each language: translated from the app's own catalogs,
 * switched with the language switcher (the choice survives a reload), translated validation
 * messages, and no serious accessibility violation. Also: the admin area is closed to visitors.
 */
import type { Page } from '@playwright/test';
import { languages, type Language } from '@genie/contracts';
import { catalogs, transPart } from '../support/catalogs.ts';
import { expect, expectNoSeriousA11yViolations, screenshot, setLanguage, test } from '../support/fixtures.ts';

/** The switcher in the page header (step 2 of the registration has a "Language" field of its own): a button named "Language English". */
const switcher = (page: Page, language: Language) =>
  page.getByRole('banner').getByRole('button', { name: `${catalogs[language].common.language} ${catalogs[language].common.languages[language]}`, exact: true });

for (const [index, language] of languages.entries()) {
  // Each language is reached by switching from another one, so every switch direction is covered once.
  const from = languages[(index + languages.length - 1) % languages.length]!;
  const { auth, validation } = catalogs[language];

  test(`login and registration in ${language} (switched from ${from})`, async ({ page }) => {
    // Two screens, two axe scans and three page loads: room for a CI machine busy with other tests.
    test.setTimeout(60_000);
    await setLanguage(page, from);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: catalogs[from].auth.login.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', from);

    await test.step('the switcher changes the language of the screen', async () => {
      await switcher(page, from).click();
      await page.getByRole('menuitemradio', { name: catalogs[from].common.languages[language], exact: true }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1, name: auth.login.title })).toBeVisible();
      await expect(switcher(page, language)).toBeFocused();
      await expect(page.getByRole('menu')).toHaveCount(0);
    });

    await test.step('the choice survives a reload', async () => {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: auth.login.title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(language);
    });

    await test.step('login: translated labels and validation messages', async () => {
      const emailField = page.getByLabel(auth.fields.email, { exact: true });
      const passwordField = page.getByLabel(auth.fields.password, { exact: true });
      await expect(emailField).toBeVisible();
      await expect(passwordField).toBeVisible();
      await expect(page.getByRole('link', { name: auth.login.forgot })).toBeVisible();

      const submit = page.getByRole('button', { name: auth.login.submit, exact: true });
      await submit.click();
      await expect(page.getByText(validation.email_required, { exact: true })).toBeVisible();
      await expect(page.getByText(validation.password_required, { exact: true })).toBeVisible();
      await expect(passwordField).toHaveAttribute('aria-invalid', 'true');

      await emailField.fill('not-an-email');
      await submit.click();
      await expect(page.getByText(validation.email_format, { exact: true })).toBeVisible();
      await expect(page.getByText(validation.password_required, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `languages-login-${language}`);
    });

    await test.step('registration: translated labels and validation messages', async () => {
      await page.getByRole('link', { name: transPart(auth.login.noAccount, 'action'), exact: true }).click();
      await expect(page).toHaveURL(/\/registration$/);
      await expect(page.getByRole('heading', { level: 1, name: auth.registration.title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: auth.registration.steps['1'].title })).toBeVisible();
      await expect(page.getByLabel(auth.fields.genieName, { exact: true })).toBeVisible();
      await expect(page.getByLabel(auth.fields.email, { exact: true })).toBeVisible();
      await expect(page.getByLabel(auth.fields.password, { exact: true })).toBeVisible();
      await expect(page.getByText(auth.registration.trial)).toBeVisible();

      await page.getByRole('button', { name: catalogs[language].common.next }).click();
      await expect(page.getByText(validation.genie_name_required, { exact: true })).toBeVisible();
      await expect(page.getByText(validation.email_required, { exact: true })).toBeVisible();
      await expect(page.getByText(validation.password_required, { exact: true })).toBeVisible();
      await page.getByLabel(auth.fields.password, { exact: true }).fill('short');
      await page.getByRole('button', { name: catalogs[language].common.next }).click();
      await expect(page.getByText(validation.password_too_short, { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `languages-registration-${language}`);
    });
  });
}

test('an unauthenticated visit to /account goes to /login, and back to /account after logging in', async ({ page, api }) => {
  const { auth, account } = catalogs['en-US'];
  const designer = await api.registerDesigner();
  await setLanguage(page, 'en-US');
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
  await expect(page.getByRole('heading', { level: 1, name: auth.login.title })).toBeVisible();

  await page.getByLabel(auth.fields.email, { exact: true }).fill(designer.email);
  await page.getByLabel(auth.fields.password, { exact: true }).fill(designer.password);
  await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: account.view.title })).toBeVisible();
});
