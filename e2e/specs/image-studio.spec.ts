/**
 * The designer's image studio (issue 12) through the real UI, server, job worker and the built-in
 * renderer. A Professional designer opens a request's Visual Inspiration tab, restyles the client's
 * photo, generates from text, paints a mask and inpaints, places two pieces of furniture, stops a
 * generation, edits the prompt and regenerates, filters the gallery, and adds and deletes a space
 * ("Space already exists" for a duplicate). A Starter designer sees the upgrade prompt. Screens in the
 * three languages are saved to e2e/.artifacts/screens.
 */
import type { Locator, Page } from '@playwright/test';
import type { Language } from '@genie/contracts';
import enStudio from '../../apps/web/src/i18n/admin/en-US/studio.json' with { type: 'json' };
import zhStudio from '../../apps/web/src/i18n/admin/zh-TW/studio.json' with { type: 'json' };
import koStudio from '../../apps/web/src/i18n/admin/ko-KR/studio.json' with { type: 'json' };
import enPlans from '../../apps/web/src/i18n/admin/en-US/plans.json' with { type: 'json' };
import enValidation from '../../apps/web/src/i18n/shared/en-US/validation.json' with { type: 'json' };
import { expect as baseExpect, loginAs, screenshot, setLanguage, test, type Designer } from '../support/fixtures.ts';
import { makePng, makeProductPng } from '../support/png.ts';
import { screenLanguages } from '../support/languages.ts';

test.use({ viewport: { width: 1366, height: 900 } });
// Images are made by the job worker on a shared machine: allow for a slow renderer.
const expect = baseExpect.configure({ timeout: 20_000 });

const studio: Record<Language, typeof enStudio> = { 'en-US': enStudio, 'zh-TW': zhStudio, 'ko-KR': koStudio };
const s = enStudio;
const auth = (d: Designer) => ({ Authorization: `Bearer ${d.token}` });

const generations = (page: Page) => page.getByTestId('generation');
const tool = (page: Page, name: string) => page.getByRole('radio', { name: new RegExp(`^${name}`) });
const generate = (page: Page) => page.getByRole('button', { name: s.workbench.generate, exact: true });

/** Waits until the newest generation has finished, and that there are `count` generations. */
async function newestDone(page: Page, count: number): Promise<Locator> {
  await expect(generations(page)).toHaveCount(count, { timeout: 30_000 });
  const newest = generations(page).first();
  await expect(newest).toHaveAttribute('data-status', 'succeeded', { timeout: 60_000 });
  return newest;
}

async function pickFromGallery(page: Page) {
  await page.getByRole('button', { name: s.input.fromGallery }).click();
  await page.locator('form').getByRole('listitem').getByRole('button').first().click();
}

test('a Professional designer makes, stops, regenerates and files images for a request', async ({ page, api }) => {
  test.setTimeout(420_000);
  const designer = await api.registerDesigner({ language: 'en-US' });
  const requestId = await api.addRequest(designer);
  await setLanguage(page, 'en-US');
  await loginAs(page, designer.token);
  await page.goto(`/client_request/${requestId}?tab=inspiration`);

  // Opened from the request: the brief's space and its words are filled in.
  await expect(page.getByRole('heading', { name: s.workbench.title })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('#studio-space')).toHaveValue('living_room');
  await expect(page.locator('#studio-prompt')).toHaveValue(/Living Room/);

  // The spec's messages, before anything is sent.
  await tool(page, s.tools.style_to_image.name).click();
  await generate(page).click();
  await expect(page.getByText(enValidation.image_required)).toBeVisible();

  // Restyle the client's photo.
  await page.getByTestId('studio-upload').setInputFiles({ name: 'room.png', mimeType: 'image/png', buffer: makePng(256) });
  await generate(page).click();
  await expect(page.getByText(enValidation.space_style_required)).toBeVisible();
  await page.locator('#studio-style').selectOption('japandi');
  await page.locator('#studio-count').selectOption('1');
  await generate(page).click();
  await newestDone(page, 1);
  await expect(generations(page).first().getByTestId('generation-result')).toHaveCount(1);

  // Generate from text, two images.
  await tool(page, s.tools.text_to_image.name).click();
  await page.locator('#studio-prompt').fill('');
  await generate(page).click();
  await expect(page.getByText(enValidation.prompt_required)).toBeVisible();
  await page.locator('#studio-prompt').fill('sunlit living room, oak floor, linen sofa');
  await page.locator('#studio-count').selectOption('2');
  await generate(page).click();
  const text = await newestDone(page, 2);
  await expect(text.getByTestId('generation-result')).toHaveCount(2);

  // Paint a mask over a gallery image and inpaint.
  await tool(page, s.tools.inpaint.name).click();
  await pickFromGallery(page);
  const canvas = page.getByLabel(s.mask.canvas);
  await expect(canvas).toBeVisible();
  await canvas.hover({ position: { x: 120, y: 120 } });
  await page.mouse.down();
  await canvas.hover({ position: { x: 220, y: 150 } });
  await canvas.hover({ position: { x: 320, y: 180 } });
  await page.mouse.up();
  await expect(page.getByRole('button', { name: s.mask.undo })).toBeEnabled();
  await screenshot(page, 'studio-mask-editor-en-US', { fullPage: false });
  await page.locator('#studio-prompt').fill('a reading nook with a window seat');
  await page.locator('#studio-count').selectOption('1');
  await generate(page).click();
  await newestDone(page, 3);

  // Place two pieces of furniture in a photo.
  await tool(page, s.tools.furniture_compose.name).click();
  await pickFromGallery(page);
  await page.getByRole('button', { name: `+ ${s.furniture.pieces.sofa}` }).click();
  await page.getByRole('button', { name: `+ ${s.furniture.pieces.plant}` }).click();
  const plant = page.getByRole('button', { name: new RegExp(`^${s.furniture.pieces.plant} 2`) });
  await plant.scrollIntoViewIfNeeded();
  const plantBox = (await plant.boundingBox())!;
  await page.mouse.move(plantBox.x + plantBox.width / 2, plantBox.y + plantBox.height / 2);
  await page.mouse.down();
  await page.mouse.move(plantBox.x - 150, plantBox.y + plantBox.height / 2, { steps: 6 });
  await page.mouse.up();
  // Each piece shows as it will be drawn (its picture, not a box), and a new one is not put on top of the first.
  const sofa = page.getByRole('button', { name: new RegExp(`^${s.furniture.pieces.sofa} 1`) });
  await expect.poll(() => sofa.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // A product photo of the designer's own becomes a cut-out (background removed on the server) and is placed where there is room.
  await page.getByLabel(s.furniture.ownKind).selectOption('armchair');
  await page.getByTestId('own-cutouts').locator('input[type="file"]').setInputFiles({ name: 'chair.png', mimeType: 'image/png', buffer: makeProductPng(160) });
  const own = page.getByRole('button', { name: new RegExp(`^${s.furniture.ownPiece.replace('{{piece}}', s.furniture.pieces.armchair)} 3`) });
  await expect(own.locator('img')).toBeVisible();
  const [sofaBox, ownBox] = [(await sofa.boundingBox())!, (await own.boundingBox())!];
  const apart = ownBox.x >= sofaBox.x + sofaBox.width || ownBox.x + ownBox.width <= sofaBox.x || ownBox.y + ownBox.height <= sofaBox.y || ownBox.y >= sofaBox.y + sofaBox.height;
  expect(apart).toBe(true);
  await screenshot(page, 'studio-furniture-en-US', { fullPage: false });
  await generate(page).click();
  const composed = await newestDone(page, 4);
  await expect(composed.getByTestId('generation-result')).toHaveCount(1);
  // The designer deletes their cut-out from "Your own pieces": it leaves the list and the photo.
  const armchair = s.furniture.pieces.armchair;
  await page.getByTestId('own-cutouts').getByRole('button', { name: s.furniture.ownDelete.replace('{{piece}}', armchair) }).click();
  await expect(page.getByText(s.furniture.ownDeleted)).toBeVisible();
  await expect(page.getByTestId('own-cutouts').getByRole('button', { name: s.furniture.ownAdd.replace('{{piece}}', armchair) })).toHaveCount(0);
  await expect(own).toHaveCount(0);
  await expect(sofa).toBeVisible();

  // Stop: another designer's long jobs keep the worker busy, so ours is still waiting when Stop is pressed.
  const busy = await api.registerDesigner();
  for (let i = 0; i < 2; i++) {
    const res = await api.request.post('/api/studio/generations/', {
      headers: auth(busy),
      data: { tool: 'text_to_image', space: 'kitchen', style: 'modern', prompt: 'a busy kitchen', count: 4 },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  await tool(page, s.tools.text_to_image.name).click();
  await page.locator('#studio-prompt').fill('a quiet bedroom');
  await page.locator('#studio-count').selectOption('4');
  await generate(page).click();
  await expect(generations(page)).toHaveCount(5);
  await generations(page).first().getByRole('button', { name: s.stop, exact: true }).click();
  await expect(generations(page).first()).toHaveAttribute('data-status', 'cancelled');
  await expect(generations(page).first().getByText(s.stopped)).toBeVisible();

  // Edit the prompt of the text generation and regenerate: the earlier results stay.
  const textCard = generations(page).nth(3);
  await textCard.getByLabel(s.editPrompt).fill('sunlit living room, more plants');
  await textCard.getByRole('button', { name: s.regenerate, exact: true }).click();
  const again = await newestDone(page, 6);
  await expect(again.getByTestId('generation-result')).toHaveCount(2);
  await expect(generations(page).nth(4).getByTestId('generation-result')).toHaveCount(2);

  // The gallery, filtered by tool.
  const gallery = page.getByTestId('gallery');
  await expect(gallery.getByRole('listitem')).toHaveCount(7);
  await page.getByRole('combobox', { name: s.gallery.tool }).selectOption('inpaint');
  await expect(gallery.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('combobox', { name: s.gallery.tool }).selectOption('');
  await expect(gallery.getByRole('listitem')).toHaveCount(7);

  // Delete an image and undo.
  await gallery.getByRole('listitem').first().getByRole('button').first().click();
  await page.getByRole('button', { name: s.gallery.delete, exact: true }).click();
  await expect(gallery.getByRole('listitem')).toHaveCount(6);
  await page.getByRole('status').getByRole('button', { name: s.gallery.undo }).click();
  await expect(gallery.getByRole('listitem')).toHaveCount(7);
  await screenshot(page, 'studio-request-tab-en-US');

  // A new space; a duplicate of it (other case and width) or of a built-in is refused.
  await page.getByRole('button', { name: s.spaces.new }).click();
  const dialog = page.getByRole('dialog', { name: s.spaces.newTitle });
  await dialog.getByLabel(s.spaces.name).fill('Tea Room');
  await dialog.getByRole('button', { name: s.spaces.create }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('#studio-space')).toHaveValue('Tea Room');
  await page.getByRole('button', { name: s.spaces.new }).click();
  await dialog.getByLabel(s.spaces.name).fill('ＴＥＡ room');
  await dialog.getByRole('button', { name: s.spaces.create }).click();
  await expect(dialog.getByText(enValidation.space_exists)).toBeVisible();
  await dialog.getByLabel(s.spaces.name).fill('living room');
  await dialog.getByRole('button', { name: s.spaces.create }).click();
  await expect(dialog.getByText(enValidation.space_exists)).toBeVisible();
  await screenshot(page, 'studio-space-exists-en-US', { fullPage: false });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: s.spaces.delete, exact: true }).click();
  const remove = page.getByRole('dialog', { name: s.spaces.deleteTitle });
  await remove.getByLabel(s.spaces.name).selectOption('Tea Room');
  await remove.getByRole('button', { name: s.spaces.delete }).click();
  await expect(remove).toBeHidden();
  await expect(page.locator('#studio-space option[value="Tea Room"]')).toHaveCount(0);

  // The section itself, in the three languages.
  for (const language of screenLanguages(['en-US', 'zh-TW', 'ko-KR'] as const, 2)) {
    await setLanguage(page, language);
    await page.evaluate((l) => localStorage.setItem('language', l), language);
    await page.goto('/section/visual_inspiration');
    await expect(page.getByRole('heading', { name: studio[language].workbench.title })).toBeVisible();
    await expect(page.getByTestId('gallery').getByRole('listitem')).toHaveCount(7);
    await screenshot(page, `studio-section-${language}`);
  }
});

test('a Starter designer sees the studio with the upgrade prompt', async ({ page, api }) => {
  test.setTimeout(60_000);
  const designer = await api.registerDesigner({ language: 'en-US' });
  const res = await api.request.post('/api/plans/select/', { headers: auth(designer), data: { plan: 'starter', billing_cycle: 'monthly' } });
  expect(res.status()).toBe(200);
  await setLanguage(page, 'en-US');
  await loginAs(page, designer.token);
  await page.goto('/section/visual_inspiration');
  await expect(page.getByRole('heading', { name: enPlans.upgrade.title.replace('{{feature}}', 'Visual Inspiration') })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('link', { name: enPlans.upgrade.contactSales })).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByRole('heading', { name: s.workbench.title })).toHaveCount(0);
  await screenshot(page, 'studio-starter-en-US');
});
