/**
 * Furniture suggestions (issue 14) through the real UI and server. A Professional designer opens a
 * request whose visitor finished the conversation, builds the furniture list (pin two, swap one for an
 * alternative, remove one), reads the total, downloads the CSV and the PDF, includes the list in the
 * shared view and reads it there, then places the pinned pieces in a photo with the studio's furniture
 * compose. A Starter designer sees the upgrade prompt. Screenshots of the tab and the shared view in
 * the three languages.
 */
import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { ClientRequestDetailReply, ClientRequestListReply, Language } from '@genie/contracts';
import enFurniture from '../../apps/web/src/i18n/admin/en-US/furniture.json' with { type: 'json' };
import zhFurniture from '../../apps/web/src/i18n/admin/zh-TW/furniture.json' with { type: 'json' };
import koFurniture from '../../apps/web/src/i18n/admin/ko-KR/furniture.json' with { type: 'json' };
import enStudio from '../../apps/web/src/i18n/admin/en-US/studio.json' with { type: 'json' };
import enPlans from '../../apps/web/src/i18n/admin/en-US/plans.json' with { type: 'json' };
import { expect, loginAs, screenshot, setLanguage, test, type Api, type Designer } from '../support/fixtures.ts';
import { appOrigin } from '../support/ports.ts';
import { finishConversation } from '../support/visitor-api.ts';
import { screenLanguages } from '../support/languages.ts';

test.use({ viewport: { width: 1366, height: 900 } });

const furniture: Record<Language, typeof enFurniture> = { 'en-US': enFurniture, 'zh-TW': zhFurniture, 'ko-KR': koFurniture };
const f = enFurniture;
const auth = (d: Designer) => ({ Authorization: `Bearer ${d.token}` });

/** A designer (Professional trial) with one finished request; returns its id and share key. */
async function requestWithBrief(api: Api, designer: Designer, language: Language) {
  await finishConversation(api, designer.genie_name, { contact_name: 'Mia Chen', language });
  const list = (await (await api.request.get('/api/client_requests/', { headers: auth(designer) })).json()) as ClientRequestListReply;
  const id = list.items[0]!.id;
  const detail = (await (await api.request.get(`/api/client_requests/${id}/`, { headers: auth(designer) })).json()) as ClientRequestDetailReply;
  return { id, shareKey: detail.client_request.share_key };
}

/** The tab's piece rows (each has "Show alternatives"). */
const rows = (page: Page, language: Language) => page.getByRole('listitem').filter({ has: page.getByRole('button', { name: furniture[language].showAlternatives }) });

async function download(page: Page, label: string): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: label, exact: true }).click()]);
  return fs.readFile((await file.path())!);
}

test('a Professional designer builds a furniture list, exports it, shares it and places it in a photo', async ({ page, browser, api }) => {
  test.setTimeout(60_000);
  const designer = await api.registerDesigner({ language: 'en-US' });
  const { id, shareKey } = await requestWithBrief(api, designer, 'en-US');
  await setLanguage(page, 'en-US');
  await loginAs(page, designer.token);
  await page.goto(`/client_request/${id}?tab=furniture`);

  await page.getByRole('button', { name: f.generate }).click({ timeout: 30_000 });
  await expect(rows(page, 'en-US').first()).toBeVisible({ timeout: 15_000 });
  const total = page.getByText(/^Total |budget$/);
  await expect(total).toBeVisible();

  await test.step('pin two, swap one for an alternative, remove one', async () => {
    const count = await rows(page, 'en-US').count();
    expect(count).toBeGreaterThan(3);
    for (const i of [0, 1]) {
      await rows(page, 'en-US').nth(i).getByRole('button', { name: f.pin, exact: true }).click();
      await expect(rows(page, 'en-US').nth(i).getByRole('button', { name: f.pinned, exact: true })).toHaveAttribute('aria-pressed', 'true');
    }
    const second = rows(page, 'en-US').nth(1);
    const before = await second.getByRole('heading').innerText();
    await second.getByRole('button', { name: f.showAlternatives }).click();
    const alternatives = second.getByRole('list', { name: /^Alternatives to / });
    await expect(alternatives.getByRole('listitem').first()).toBeVisible();
    await alternatives.getByRole('button', { name: f.swap }).first().click();
    await expect(rows(page, 'en-US').nth(1).getByRole('heading')).not.toHaveText(before);
    await expect(rows(page, 'en-US').nth(1).getByRole('button', { name: f.pinned, exact: true })).toBeVisible();
    const last = rows(page, 'en-US').last();
    const removed = await last.getByRole('heading').innerText();
    await last.getByRole('button', { name: f.remove, exact: true }).click();
    await expect(rows(page, 'en-US')).toHaveCount(count - 1);
    await expect(page.getByRole('heading', { name: removed })).toHaveCount(0);
    await expect(total).toBeVisible();
  });

  await test.step('export CSV and PDF', async () => {
    const csv = (await download(page, f.exportCsv)).toString('utf8').replace(/^\uFEFF/, '');
    expect(csv.split('\r\n')[0]).toMatch(/^room,category,name,vendor/);
    const pdf = await download(page, f.exportPdf);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  await test.step('include the list in the shared view and read it there', async () => {
    // The box shows the server's answer: click, then wait for it.
    await page.getByRole('checkbox', { name: f.showInShared }).click();
    await expect(page.getByRole('checkbox', { name: f.showInShared })).toBeChecked();
    const context = await browser.newContext({ baseURL: appOrigin(), locale: 'en-US' });
    const shared = await context.newPage();
    await setLanguage(shared, 'en-US');
    await shared.goto(`/client_request/${shareKey}/suggestions`);
    const region = shared.getByRole('region', { name: f.sharedTitle });
    await expect(region).toBeVisible();
    await expect(region.getByText(f.pinned, { exact: true })).toHaveCount(2);
    await expect(region.getByRole('button')).toHaveCount(0);
    await context.close();
  });

  await test.step('place the pinned pieces in a photo', async () => {
    await page.getByRole('link', { name: f.placeInPhoto }).click();
    await expect(page).toHaveURL(/tab=inspiration/);
    await expect(page.getByRole('radio', { name: new RegExp(`^${enStudio.tools.furniture_compose.name}`) })).toHaveAttribute('aria-checked', 'true');
    const note = page.getByTestId('compose-from-list');
    await expect(note).toContainText('From the furniture list:');
    await expect(note).toContainText(enStudio.furniture.pieces.sofa);
  });
});

test('the tab and the shared view in each language', async ({ page, api }) => {
  test.setTimeout(60_000);
  const designer = await api.registerDesigner({ language: 'en-US' });
  const { id, shareKey } = await requestWithBrief(api, designer, 'en-US');
  const base = `/api/client_requests/${id}/furniture`;
  const generated = (await (await api.request.post(`${base}/`, { headers: auth(designer), data: {} })).json()) as { items: { slot: string }[] };
  for (const item of generated.items.slice(0, 2)) await api.request.put(`${base}/slots/${encodeURIComponent(item.slot)}/pin/`, { headers: auth(designer), data: { pinned: true } });
  await api.request.put(`${base}/share/`, { headers: auth(designer), data: { shared: true } });
  await loginAs(page, designer.token);
  for (const language of screenLanguages(['en-US', 'zh-TW', 'ko-KR'] as const, 1)) {
    await page.goto(`/client_request/${id}?tab=furniture`);
    await page.evaluate((l) => localStorage.setItem('language', l), language);
    await page.reload();
    await expect(rows(page, language).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: furniture[language].exportPdf })).toBeVisible();
    await screenshot(page, `furniture-tab-${language}`);
    await page.goto(`/client_request/${shareKey}/suggestions`);
    await expect(page.getByRole('region', { name: furniture[language].sharedTitle })).toBeVisible({ timeout: 20_000 });
    await screenshot(page, `furniture-shared-${language}`);
  }
});

test('a Starter designer sees the upgrade prompt on the furniture tab', async ({ page, api }) => {
  test.setTimeout(60_000);
  const designer = await api.registerDesigner({ language: 'en-US' });
  const res = await api.request.post('/api/plans/select/', { headers: auth(designer), data: { plan: 'starter', billing_cycle: 'monthly' } });
  expect(res.status()).toBe(200);
  const id = await api.addRequest(designer);
  await setLanguage(page, 'en-US');
  await loginAs(page, designer.token);
  await page.goto(`/client_request/${id}?tab=furniture`);
  await expect(page.getByRole('heading', { name: enPlans.upgrade.title.replace('{{feature}}', enPlans.features.furniture_suggestions) })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: enPlans.upgrade.contactSales })).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByRole('button', { name: f.generate })).toHaveCount(0);
});
