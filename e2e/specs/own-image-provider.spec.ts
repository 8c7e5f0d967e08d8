/**
 * A studio connects its own image provider (issue 25): in Account Management the designer chooses
 * OpenAI, pastes a key, points it at the local fake provider and sets a monthly cap; the key is shown
 * only by its last four characters; "Test connection" reports the provider's price per image; then the
 * studio's generation is made through that provider with that key, and the count shows on the card.
 */
import type { Page } from '@playwright/test';
import enAccount from '../../apps/web/src/i18n/admin/en-US/account.json' with { type: 'json' };
import enStudio from '../../apps/web/src/i18n/admin/en-US/studio.json' with { type: 'json' };
import { expect as baseExpect, loginAs, screenshot, setLanguage, test } from '../support/fixtures.ts';
import { fakeImageProviderKey, fakeImageProviderOrigin } from '../support/ports.ts';

test.use({ viewport: { width: 1366, height: 900 } });
const expect = baseExpect.configure({ timeout: 20_000 });
const p = enAccount.providers;

const imageCard = (page: Page) => page.locator('section, div').filter({ has: page.getByRole('heading', { name: p.image.title, exact: true }) }).last();

test('a studio connects its own image provider and generates through it', async ({ page, api }) => {
  test.setTimeout(180_000);
  const designer = await api.registerDesigner({ language: 'en-US' });
  const requestId = await api.addRequest(designer);
  await setLanguage(page, 'en-US');
  await loginAs(page, designer.token);
  await page.goto('/account');

  const card = imageCard(page);
  await expect(card.getByRole('heading', { name: p.image.title })).toBeVisible();
  await expect(card.getByText(p.image.builtIn, { exact: false })).toBeVisible();

  // A hosted provider needs its key.
  await card.getByRole('button', { name: p.connect, exact: true }).click();
  await expect(card.getByText('Please paste the API key')).toBeVisible();

  await card.getByLabel(p.fields.provider, { exact: true }).selectOption('openai');
  await card.getByLabel(p.fields.apiKey, { exact: true }).fill(fakeImageProviderKey);
  await card.getByLabel(p.fields.baseUrl, { exact: true }).fill(`${fakeImageProviderOrigin()}/v1`);
  await card.getByLabel(p.fields.cap, { exact: true }).fill('5');
  await card.getByRole('button', { name: p.connect, exact: true }).click();

  await expect(card.getByText(p.image.saved)).toBeVisible();
  await expect(card.getByText(`OpenAI, key ending …${fakeImageProviderKey.slice(-4)}`)).toBeVisible();
  await expect(card.getByText('0 of 5 images made this month.')).toBeVisible();
  // The key itself is never on the page again.
  await expect(page.getByText(fakeImageProviderKey)).toHaveCount(0);
  expect(await page.content()).not.toContain(fakeImageProviderKey);

  await card.getByRole('button', { name: p.test }).click();
  await expect(card.getByText('The connection works. The provider charges $0.04 per image.')).toBeVisible();
  await screenshot(page, 'own-image-provider-connected-en-US');

  // The studio's generation goes through the studio's provider, with its key.
  await page.goto(`/client_request/${requestId}?tab=inspiration`);
  await expect(page.getByRole('heading', { name: enStudio.workbench.title })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('radio', { name: new RegExp(`^${enStudio.tools.text_to_image.name}`) }).click();
  await page.locator('#studio-style').selectOption('japandi');
  await page.locator('#studio-prompt').fill('sunlit living room, oak floor, linen sofa');
  await page.locator('#studio-count').selectOption('1');
  await page.getByRole('button', { name: enStudio.workbench.generate, exact: true }).click();
  const newest = page.getByTestId('generation').first();
  await expect(newest).toHaveAttribute('data-status', 'succeeded', { timeout: 60_000 });
  await expect(newest.getByTestId('generation-result')).toHaveCount(1);
  await expect(newest.getByText(/OpenAI gpt-image-1/)).toBeVisible();

  const asked = (await (await fetch(`${fakeImageProviderOrigin()}/requests`)).json()) as { method: string; path: string; key: string }[];
  expect(asked.filter((r) => r.method === 'POST' && r.path === '/v1/images/generations' && r.key === fakeImageProviderKey).length).toBeGreaterThanOrEqual(1);

  // Back in Account Management: the image is counted against the cap.
  await page.goto('/account');
  await expect(imageCard(page).getByText('1 of 5 images made this month.')).toBeVisible();

  // Disconnect: the server's default applies again.
  await imageCard(page).getByRole('button', { name: p.disconnect }).click();
  await expect(imageCard(page).getByText(p.disconnected)).toBeVisible();
  await expect(imageCard(page).getByText(/key ending/)).toHaveCount(0);
});
