/**
 * Sessions end on the server: after the sidebar's Logout the token that browser held gets 401 from
 * the API, so a token copied from a shared computer is worthless. The account page lists where the
 * designer is signed in (browser and system, anonymised address, times, this device marked) and signs
 * out another session, or every other one; their tokens get 401 at once. Screenshots in each language.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { languages } from '@genie/contracts';
import { catalogs, fill } from '../support/catalogs.ts';
import { expect, expectNoSeriousA11yViolations, loginAs, screenshot, setLanguage, test, type Designer } from '../support/fixtures.ts';
import { journeyLanguages } from '../support/languages.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const MAC_FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Signs the designer in once more through the API, as another browser would: a session of its own. */
async function signInAs(request: APIRequestContext, d: Designer, userAgent: string): Promise<string> {
  const res = await request.post('/api/accounts/login/', { headers: { 'user-agent': userAgent }, data: { email: d.email, password: d.password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** What the API answers a token now: 200 while its session lives, 401 once it has ended. */
async function statusOf(request: APIRequestContext, token: string): Promise<number> {
  return (await request.get('/api/accounts/personal_info/', { headers: { authorization: `Bearer ${token}` } })).status();
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('site'));

test('Logout ends the session on the server: the token the browser held gets 401 afterwards', async ({ page, api, request }) => {
  const { auth, shell } = catalogs['en-US'];
  const designer = await api.registerDesigner();
  await setLanguage(page, 'en-US');
  await page.goto('/login');
  await page.getByLabel(auth.fields.email, { exact: true }).fill(designer.email);
  await page.getByLabel(auth.fields.password, { exact: true }).fill(designer.password);
  await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/client_request$/);
  const token = await storedToken(page);
  expect(token).toBeTruthy();
  expect(await statusOf(request, token!)).toBe(200);

  await page.getByRole('button', { name: shell.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page)).toBeNull();
  expect(await statusOf(request, token!)).toBe(401);
  // Only that browser's session ended: the one registration opened still works.
  expect(await statusOf(request, designer.token)).toBe(200);
});

test('the account page lists where the designer is signed in and signs out another session, then every other one', async ({ page, api, request }) => {
  const { account, common } = catalogs['en-US'];
  const s = account.sessions;
  const designer = await api.registerDesigner();
  const phone = await signInAs(request, designer, IPHONE_SAFARI);
  const laptop = await signInAs(request, designer, MAC_FIREFOX);
  const here = await api.login(designer.email, designer.password);
  await setLanguage(page, 'en-US');
  await loginAs(page, here);
  await page.goto('/account');

  const list = page.getByRole('list', { name: s.title });
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(4);
  // This browser first, marked; the API context and this page both present Playwright's desktop Chrome.
  await expect(items.first()).toContainText(s.thisDevice);
  await expect(items.first()).toContainText(s.activeNow);
  await expect(items.first()).toContainText(fill(s.address, { address: '127.0.0.x' }));
  const phoneName = fill(s.device, { browser: 'Safari', os: 'iOS' });
  const laptopName = fill(s.device, { browser: 'Firefox', os: 'macOS' });
  await expect(list.getByText(phoneName, { exact: true })).toBeVisible();
  await expect(list.getByText(laptopName, { exact: true })).toBeVisible();
  await expect(page.getByText(common.loading)).toBeHidden();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: fill(s.signOutDevice, { device: phoneName }) }).click();
  await expect(page.getByRole('status').filter({ hasText: fill(s.signedOut, { device: phoneName }) })).toBeVisible();
  await expect(items).toHaveCount(3);
  await expect(list.getByText(phoneName, { exact: true })).toBeHidden();
  expect(await statusOf(request, phone)).toBe(401);
  expect(await statusOf(request, laptop)).toBe(200);

  await page.getByRole('button', { name: s.signOutOthers }).click();
  await expect(page.getByRole('status').filter({ hasText: s.signedOutOthers })).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(page.getByText(s.onlyThis)).toBeVisible();
  expect(await statusOf(request, laptop)).toBe(401);
  expect(await statusOf(request, designer.token)).toBe(401);
  expect(await statusOf(request, here)).toBe(200);
});

for (const language of journeyLanguages(languages, 1)) {
  test(`the sessions list reads well in ${language}`, async ({ page, api, request }) => {
    const s = catalogs[language].account.sessions;
    const designer = await api.registerDesigner({ language });
    await signInAs(request, designer, IPHONE_SAFARI);
    await signInAs(request, designer, MAC_FIREFOX);
    await setLanguage(page, language);
    await loginAs(page, await api.login(designer.email, designer.password));
    await page.goto('/account');
    const list = page.getByRole('list', { name: s.title });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await expect(list.getByText(fill(s.device, { browser: 'Safari', os: 'iOS' }), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: s.signOutOthers })).toBeVisible();
    await list.scrollIntoViewIfNeeded();
    await screenshot(page, `sessions-${language}`);
  });
}
