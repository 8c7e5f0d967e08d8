/**
 * The designer's own furniture catalogue (issue 24, Furniture Suggestions): in English a designer
 * imports a folder (its furniture.csv and the photo it names), reads which rows were not added and
 * why, adds a product by hand after the form says what is missing, changes its price and deletes it.
 * (That a lead's suggestions use the designer's products first is the server's test.) The catalogue is
 * photographed in the three languages, and on a phone it is browse-only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Language } from '@genie/contracts';
import enFurniture from '../../apps/web/src/i18n/admin/en-US/furniture.json' with { type: 'json' };
import { catalogs, fill, plural } from '../support/catalogs.ts';
import { expect, expectNoSeriousA11yViolations, loginAs, screenshot, setLanguage, test } from '../support/fixtures.ts';
import { makePng } from '../support/png.ts';
import { screenLanguages } from '../support/languages.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const en = catalogs['en-US'];
const c = en.sections.furnitureCatalogue;

/** A catalogue folder as a studio keeps one: the sidecar, a photo in a sub-folder, and a row with a mistake. */
function catalogueFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'genie-catalogue-'));
  const folder = path.join(dir, 'Oak Studio catalogue');
  fs.mkdirSync(path.join(folder, 'photos'), { recursive: true });
  fs.writeFileSync(
    path.join(folder, 'furniture.csv'),
    [
      'name,category,style,width,depth,height,colour,material,price,currency,vendor,image',
      'Teak Lounge Sofa,sofa,Japandi,190,85,78,#a0683c,teak,2000,TWD,Oak Studio,photos/teak-sofa.png',
      'Linen Reading Chair,armchair,japandi,75,80,85,#d8c8b0,linen,900,TWD,Oak Studio,',
      'Tiny Lamp,floor_lamp,japandi,-3,40,160,#222222,steel,100,TWD,Oak Studio,',
    ].join('\n'),
  );
  fs.writeFileSync(path.join(folder, 'photos', 'teak-sofa.png'), makePng(240, [160, 104, 60], [240, 232, 220]));
  return folder;
}

test('a designer imports a catalogue folder, adds, changes and deletes a product', async ({ page, api }) => {
  test.setTimeout(120_000);
  const designer = await api.registerDesigner({ name: 'Oak Studio', language: 'en-US' });
  await loginAs(page, designer.token);
  await setLanguage(page, 'en-US');
  await page.goto('/section/furniture_suggestions');
  await page.getByRole('tab', { name: en.sections.furnitureSection.tabs.catalogue }).click();
  await expect(page).toHaveURL(/view=catalogue/);
  await expect(page.getByText(c.empty)).toBeVisible();

  await test.step('a folder: the sidecar rows, the photo it names, and the row that was not added', async () => {
    await page.getByTestId('catalogue-folder').setInputFiles(catalogueFolder());
    const result = page.getByRole('region', { name: c.import.resultLabel });
    await expect(result.getByText(plural('en-US', c.import, 'added', 2, { file: 'furniture.csv' }), { exact: false })).toBeVisible();
    await expect(result.getByText(plural('en-US', c.import, 'photos', 1), { exact: false })).toBeVisible();
    await expect(result.getByText(fill(c.import.rowBad, { row: 3, field: c.fields.width, message: en.validation.product_size }))).toBeVisible();
    const products = page.getByRole('list', { name: c.listLabel });
    const sofa = products.getByRole('listitem', { name: 'Teak Lounge Sofa' });
    await expect(sofa.getByRole('img', { name: 'Teak Lounge Sofa' })).toBeVisible();
    await expect.poll(() => sofa.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(products.getByRole('listitem', { name: 'Linen Reading Chair' }).getByText(c.noPhoto)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('a product added by hand: the form says what is missing, then saves it', async () => {
    await page.getByRole('button', { name: c.add }).click();
    const dialog = page.getByRole('dialog', { name: c.addTitle });
    await dialog.getByLabel(c.fields.name).fill('Walnut Side Table');
    await dialog.getByRole('button', { name: c.save }).click();
    await expect(dialog.getByText(en.validation.product_styles_required)).toBeVisible();
    await expect(dialog.getByText(en.validation.product_material_required)).toBeVisible();
    await dialog.getByLabel(c.fields.category).selectOption({ label: enFurniture.categories.side_table });
    await dialog.getByRole('checkbox', { name: en.catalog.styles.midcentury_modern }).check();
    await dialog.getByLabel(c.fields.width).fill('50');
    await dialog.getByLabel(c.fields.depth).fill('50');
    await dialog.getByLabel(c.fields.height).fill('55');
    await dialog.getByLabel(c.fields.material).fill('walnut');
    await dialog.getByLabel(c.fields.price).fill('300');
    await dialog.getByLabel(c.fields.photo).setInputFiles({ name: 'table.png', mimeType: 'image/png', buffer: makePng(120) });
    await dialog.getByRole('button', { name: c.save }).click();
    await expect(dialog).toBeHidden();
    const table = page.getByRole('list', { name: c.listLabel }).getByRole('listitem', { name: 'Walnut Side Table' });
    await expect(table.getByRole('img', { name: 'Walnut Side Table' })).toBeVisible();

    await table.getByRole('button', { name: fill(c.editNamed, { name: 'Walnut Side Table' }) }).click();
    const edit = page.getByRole('dialog', { name: c.editTitle });
    await expect(edit.getByText(c.keepsPhoto)).toBeVisible();
    await edit.getByLabel(c.fields.price).fill('450');
    await edit.getByRole('button', { name: c.save }).click();
    await expect(edit).toBeHidden();
    await expect(table.getByText(/450/)).toBeVisible();
    await expect(table.getByRole('img', { name: 'Walnut Side Table' })).toBeVisible();

    await table.getByRole('button', { name: fill(c.deleteNamed, { name: 'Walnut Side Table' }) }).click();
    await table.getByRole('button', { name: c.confirmDelete }).click();
    await expect(table).toHaveCount(0);
  });

  for (const language of screenLanguages(['en-US', 'zh-TW', 'ko-KR'] as Language[], 0)) {
    const tab = await page.context().newPage();
    await loginAs(tab, designer.token);
    await setLanguage(tab, language);
    await tab.goto('/section/furniture_suggestions?view=catalogue');
    await expect(tab.getByRole('list', { name: catalogs[language].sections.furnitureCatalogue.listLabel })).toBeVisible();
    await screenshot(tab, `furniture-catalogue-${language}`, { fullPage: false });
    await tab.close();
  }
});

test('on a phone the catalogue is read, not edited', async ({ browser, api }) => {
  const designer = await api.registerDesigner({ name: 'Phone Studio', language: 'en-US' });
  const auth = { Authorization: `Bearer ${designer.token}` };
  const added = await api.request.post('/api/furniture/products/', {
    headers: auth,
    data: { name: 'Rattan Chair', category: 'armchair', styles: ['bali'], width_cm: 70, depth_cm: 70, height_cm: 80, colour: '#c9a36b', material: 'rattan', price: 150, currency: 'USD' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await loginAs(page, designer.token);
  await setLanguage(page, 'en-US');
  await page.goto('/section/furniture_suggestions?view=catalogue');
  await expect(page.getByRole('list', { name: c.listLabel }).getByRole('listitem', { name: 'Rattan Chair' })).toBeVisible();
  await expect(page.getByRole('button', { name: c.add })).toHaveCount(0);
  await expect(page.getByRole('button', { name: c.import.folder })).toHaveCount(0);
  await expect(page.getByRole('button', { name: fill(c.editNamed, { name: 'Rattan Chair' }) })).toHaveCount(0);
  await screenshot(page, 'furniture-catalogue-phone');
  await phone.close();
});
