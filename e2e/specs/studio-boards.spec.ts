/**
 * The studio's moodboards and copywriting articles (issue 13) through the real UI and server. A
 * Professional designer builds a board from a style and a space, drags an image, exports a PNG, saves
 * the board as a style and builds the next board from the "Saved style" tab; then writes an article
 * for a request, edits and saves it, regenerates it (the first version is kept) and sees "Failed to
 * save article" when a save fails, with the typed text still there. Screens of both tools in the
 * three languages go to e2e/.artifacts/screens (the other two languages in a test of their own, run in parallel).
 */
import type { Page } from '@playwright/test';
import type { Language, StudioGeneration } from '@genie/contracts';
import enBoards from '../../apps/web/src/i18n/admin/en-US/studio-boards.json' with { type: 'json' };
import zhBoards from '../../apps/web/src/i18n/admin/zh-TW/studio-boards.json' with { type: 'json' };
import koBoards from '../../apps/web/src/i18n/admin/ko-KR/studio-boards.json' with { type: 'json' };
import enErrors from '../../apps/web/src/i18n/shared/en-US/errors.json' with { type: 'json' };
import { expect as baseExpect, loginAs, screenshot, setLanguage, test, type Api, type Designer } from '../support/fixtures.ts';
import { screenLanguages } from '../support/languages.ts';

test.use({ viewport: { width: 1366, height: 900 } });
const expect = baseExpect.configure({ timeout: 20_000 });

const boards: Record<Language, typeof enBoards> = { 'en-US': enBoards, 'zh-TW': zhBoards, 'ko-KR': koBoards };
const b = enBoards;
const auth = (d: Designer) => ({ Authorization: `Bearer ${d.token}` });

/** Two japandi images in the designer's gallery, made by the job worker. */
async function galleryImages(api: Api, d: Designer) {
  const res = await api.request.post('/api/studio/generations/', {
    headers: auth(d),
    data: { tool: 'text_to_image', space: 'living_room', style: 'japandi', prompt: 'oak and linen', count: 2 },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { id } = ((await res.json()) as { generation: StudioGeneration }).generation;
  await expect
    .poll(async () => ((await (await api.request.get(`/api/studio/generations/${id}/`, { headers: auth(d) })).json()) as { generation: StudioGeneration }).generation.status, {
      timeout: 60_000,
    })
    .toBe('succeeded');
}

const canvas = (page: Page) => page.getByTestId('moodboard-canvas');

async function buildBoard(page: Page, t: typeof enBoards) {
  await page.getByLabel(t.moodboard.style, { exact: true }).selectOption('japandi');
  await page.getByLabel(t.moodboard.space, { exact: true }).selectOption('living_room');
  await page.getByRole('button', { name: t.moodboard.build }).click();
  await expect(canvas(page).locator('[data-kind="image"]')).toHaveCount(2);
}

test('a designer builds, drags, exports and reuses a moodboard, and writes an article', async ({ page, api }) => {
  test.setTimeout(90_000);
  const designer = await api.registerDesigner({ language: 'en-US' });
  const [requestId] = await Promise.all([api.addRequest(designer), galleryImages(api, designer)]);
  await setLanguage(page, 'en-US');
  await loginAs(page, designer.token);

  // ---- a board from a new style: style + space
  await page.goto('/section/visual_inspiration?tool=moodboard');
  await expect(page.getByRole('heading', { name: b.moodboard.title })).toBeVisible({ timeout: 60_000 });
  await buildBoard(page, b);
  await expect(canvas(page).locator('[data-kind="swatch"]').first()).toContainText(/#[0-9A-F]{6}/);

  // Drag the second image a little: the server keeps it where it was dropped.
  // (Measured once the board's images have loaded: before that the board may still lay itself out, and the item move.)
  await expect.poll(() => canvas(page).locator('img').evaluateAll((images) => images.every((img) => (img as HTMLImageElement).complete))).toBe(true);
  const item = canvas(page).locator('[data-item="image-1"]');
  const before = await item.boundingBox();
  await page.mouse.move(before!.x + before!.width / 2, before!.y + before!.height / 2);
  await page.mouse.down();
  await page.mouse.move(before!.x + before!.width / 2 - 30, before!.y + before!.height / 2 + 20, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => Math.round((await item.boundingBox())!.x - before!.x)).toBeLessThan(-20);

  // Export a PNG.
  await page.getByRole('button', { name: b.moodboard.exportPng }).click();
  const download = page.getByRole('link', { name: b.moodboard.download });
  await expect(download).toBeVisible();
  // The export's second click is right under the first, without scrolling.
  await expect(download).toBeInViewport();
  const png = await page.request.get((await download.getAttribute('href'))!);
  expect((await png.body()).subarray(1, 4).toString()).toBe('PNG');
  await screenshot(page, 'studio-moodboard-en-US');

  // Save it as a style and build the next board from the "Saved style" tab.
  await page.getByLabel(b.moodboard.styleName).fill('Calm oak');
  await page.getByRole('button', { name: b.moodboard.saveAsStyle }).click();
  await expect(page.getByText('Saved as the style “Calm oak”.')).toBeVisible();
  await page.getByRole('tab', { name: b.moodboard.tabs.saved }).click();
  const saved = page.getByTestId('saved-style').filter({ hasText: 'Calm oak' });
  await expect(saved).toBeVisible();
  await page.getByLabel(b.moodboard.space, { exact: true }).selectOption('bedroom');
  await saved.getByRole('button', { name: b.moodboard.use }).click();
  await expect(page.getByRole('heading', { name: /Calm oak/ })).toBeVisible();
  await screenshot(page, 'studio-saved-styles-en-US');

  // ---- an article for the request
  await page.goto('/section/visual_inspiration?tool=article');
  await page.getByLabel(enBoards.request).selectOption(requestId);
  await page.getByRole('button', { name: b.article.write }).click();
  const body = page.getByLabel(b.article.body, { exact: true });
  await expect(body).not.toHaveValue('');
  await body.fill('Morning light on pale oak, for Mei.');
  await expect(page.getByText(b.article.unsaved)).toBeVisible();
  await page.getByRole('button', { name: b.article.save, exact: true }).click();
  await expect(page.getByText(b.article.saved, { exact: true })).toBeVisible();

  // Regenerate: a second version, the first one kept.
  await page.getByRole('button', { name: b.article.regenerate }).click();
  const versions = page.getByTestId('article-versions').getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await expect(body).not.toHaveValue('Morning light on pale oak, for Mei.');
  await screenshot(page, 'studio-article-en-US');

  // A save that fails says so, and the typed text stays (in the editor and on the device).
  await page.route('**/api/studio/articles/*/', (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 500, json: { success: false, code: 'internal_error', msg: 'boom' } }) : route.continue(),
  );
  await body.fill('Words that must not be lost.');
  await page.getByRole('button', { name: b.article.save, exact: true }).click();
  await expect(page.getByText(enErrors.article_save_failed)).toBeVisible();
  await expect(body).toHaveValue('Words that must not be lost.');
  const drafts = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('genie.studio.article-draft.')).map((k) => localStorage.getItem(k)));
  expect(drafts.join()).toContain('Words that must not be lost.');
  await page.unroute('**/api/studio/articles/*/');
});

test('both tools read in Traditional Chinese and Korean', async ({ page, api }) => {
  test.setTimeout(90_000);
  const designer = await api.registerDesigner({ language: 'en-US' });
  await galleryImages(api, designer);
  await setLanguage(page, 'zh-TW');
  await loginAs(page, designer.token);
  for (const language of screenLanguages(['zh-TW', 'ko-KR'] as const, 0)) {
    const t = boards[language];
    // After the first load the page itself keeps the preference.
    if (page.url().startsWith('http')) await page.evaluate((l) => localStorage.setItem('language', l), language);
    await page.goto('/section/visual_inspiration?tool=moodboard');
    await expect(page.getByRole('heading', { name: t.moodboard.title })).toBeVisible();
    await buildBoard(page, t);
    await screenshot(page, `studio-moodboard-${language}`);
    await page.goto('/section/visual_inspiration?tool=article');
    await page.getByRole('button', { name: t.article.write }).click();
    await expect(page.getByLabel(t.article.body, { exact: true })).not.toHaveValue('');
    await screenshot(page, `studio-article-${language}`);
  }
});
