/**
 * The studio's plan tools (issue 13) through the real UI, server and job worker: a Professional
 * designer turns a request's floor plan (sent by the visitor with the brief) into the 2D concept (rooms listed, one renamed, SVG and PDF
 * downloaded) and the 3D concept (the viewer's canvas turns when dragged), and exports the DXF of a
 * sketch with a known length. The three tools are saved in the three languages to e2e/.artifacts/screens.
 */
import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { Language } from '@genie/contracts';
import enPlans from '../../apps/web/src/i18n/admin/en-US/studio-plans.json' with { type: 'json' };
import zhPlans from '../../apps/web/src/i18n/admin/zh-TW/studio-plans.json' with { type: 'json' };
import koPlans from '../../apps/web/src/i18n/admin/ko-KR/studio-plans.json' with { type: 'json' };
import { sampleFlat } from '../../packages/core/src/floor-plans/test-support.ts';
import { expect as baseExpect, loginAs, screenshot, setLanguage, test } from '../support/fixtures.ts';
import { leadWithFloorPlans } from '../support/visitor-api.ts';
import { screenLanguages } from '../support/languages.ts';

test.use({ viewport: { width: 1366, height: 900 } });
const expect = baseExpect.configure({ timeout: 20_000 });

const catalogs: Record<Language, typeof enPlans> = { 'en-US': enPlans, 'zh-TW': zhPlans, 'ko-KR': koPlans };
const p = enPlans;

async function floorPlanPng(): Promise<Buffer> {
  const { canvas } = sampleFlat(50);
  return sharp(Buffer.from(canvas.data), { raw: { width: canvas.width, height: canvas.height, channels: 1 } }).png().toBuffer();
}

async function sketchPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#fff"/>
    <g fill="none" stroke="#222" stroke-width="4"><rect x="60" y="40" width="280" height="220"/><line x1="200" y1="40" x2="200" y2="260"/></g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/** Clicks a download button and returns the file's text. */
async function downloaded(page: Page, scope: ReturnType<Page['getByTestId']>, label: string): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), scope.getByRole('button', { name: label, exact: true }).click()]);
  return fs.readFile((await download.path())!);
}

/**
 * Clicks a tool's button and waits for the studio to accept the job (the request is answered before the job runs), then
 * for the newest generation to succeed. The job worker is shared with the other journeys running beside this one, so a
 * render may wait its turn: the wait is as long as the image studio's.
 */
async function renderedBy(page: Page, button: ReturnType<Page['getByRole']>) {
  const [accepted] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && /\/studio\/(plans\/[^/]+\/renders|cad)\/$/.test(new URL(r.url()).pathname), { timeout: 60_000 }),
    button.click(),
  ]);
  expect(accepted.ok(), `${accepted.url()} answered ${accepted.status()}`).toBe(true);
  const newest = page.getByTestId('generation').first();
  await expect(newest).toHaveAttribute('data-status', 'succeeded', { timeout: 60_000 });
  return newest;
}

test('a Professional designer makes the 2D and 3D concepts of a floor plan and the DXF of a sketch', async ({ page, api }) => {
  test.setTimeout(240_000);
  const designer = await api.registerDesigner({ language: 'en-US' });
  await setLanguage(page, 'en-US');
  await loginAs(page, designer.token);

  // The client sent their floor plan with the brief; the designer opens the request's Visual Inspiration tab.
  const requestId = await leadWithFloorPlans(api, designer, [{ name: 'flat.png', buffer: await floorPlanPng() }]);
  // Floor plan → 2D concept: the rooms are found, one is renamed, the plan is drawn and downloaded.
  await page.goto(`/client_request/${requestId}?tab=inspiration&tool=plan2d`);
  await expect(page.getByRole('heading', { name: p.plan.title2d })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button').filter({ has: page.getByRole('img', { name: p.input.floorPlanN.replace('{{n}}', '1'), exact: true }) }).click();
  await page.getByRole('button', { name: p.plan.analyse }).click();
  await expect(page.getByTestId('room-row')).toHaveCount(4);
  const planId = new URL(page.url()).searchParams.get('plan');
  expect(planId).toBeTruthy();
  await page.getByLabel(`${p.plan.roomName} 1`).fill('Atelier');
  await page.getByLabel(`${p.plan.roomFunction} 1`).selectOption('study');
  const plan2d = await renderedBy(page, page.getByRole('button', { name: p.plan.render2d }));
  const exports2d = plan2d.getByTestId('plan-exports');
  expect((await downloaded(page, exports2d, p.downloads.svg)).toString()).toContain('Atelier');
  expect((await downloaded(page, exports2d, p.downloads.pdf)).subarray(0, 5).toString()).toBe('%PDF-');
  await screenshot(page, 'studio-plan2d-en-US');

  // The same plan → 3D concept: the viewer loads the GLB, and a drag turns the model.
  await tab(page, p.tabs.plan3d).click();
  await expect(page.getByTestId('room-row').first().getByRole('textbox')).toHaveValue('Atelier');
  await page.getByLabel(p.plan.furnitureVolumes).check();
  await renderedBy(page, page.getByRole('button', { name: p.plan.render3d }));
  const viewer = page.getByTestId('concept-viewer');
  await expect(viewer).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  const canvas = page.getByTestId('concept-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const before = await canvas.screenshot();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 180, box.y + box.height / 2 + 20, { steps: 8 });
  await page.mouse.up();
  const after = await canvas.screenshot();
  expect(after.equals(before)).toBe(false);
  await page.getByRole('button', { name: p.viewer.walk }).click();
  await expect(page.getByText(p.viewer.hintWalk)).toBeVisible();
  const glb = await downloaded(page, page.getByTestId('plan-exports').first(), p.downloads.glb);
  expect(glb.subarray(0, 4).toString()).toBe('glTF');
  // The 2D plan's furniture came along as volumes (their own material in the GLB).
  expect(glb.toString('latin1')).toContain('"name":"furniture"');
  await screenshot(page, 'studio-plan3d-en-US');

  // Image → CAD: a sketch, a known length of 1200 mm across the frame, the DXF in millimetres.
  await tab(page, p.tabs.cad).click();
  await page.getByTestId('plan-input-file').setInputFiles({ name: 'sketch.png', mimeType: 'image/png', buffer: await sketchPng() });
  const image = page.getByTestId('plan-input-image');
  const area = (await image.boundingBox())!;
  await image.click({ position: { x: area.width * 0.15, y: area.height * 0.5 } });
  await image.click({ position: { x: area.width * 0.85, y: area.height * 0.5 } });
  await expect(page.getByText(p.measure.pointsSet)).toBeVisible();
  await page.getByPlaceholder(p.measure.millimetres).fill('1200');
  const cad = await renderedBy(page, page.getByRole('button', { name: p.cad.submit }));
  const dxf = (await downloaded(page, cad.getByTestId('plan-exports'), p.downloads.dxf)).toString();
  expect(dxf).toContain('OUTLINES');
  expect(dxf).toMatch(/\$INSUNITS\r?\n\s*70\r?\n\s*4\r?\n/);
  await screenshot(page, 'studio-cad-en-US');

  // The three tools in the other languages.
  for (const language of screenLanguages(['zh-TW', 'ko-KR'] as const, 1)) {
    const c = catalogs[language];
    await page.evaluate((l) => localStorage.setItem('language', l), language);
    for (const [toolId, heading] of [
      ['cad', c.cad.title],
      ['plan2d', c.plan.title2d],
      ['plan3d', c.plan.title3d],
    ] as const) {
      await page.goto(`/section/visual_inspiration?tool=${toolId}${toolId === 'cad' ? '' : `&plan=${planId}`}`);
      await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
      await expect(page.getByTestId('generation').first()).toBeVisible();
      if (toolId !== 'cad') await expect(page.getByTestId('room-row')).toHaveCount(4);
      await screenshot(page, `studio-${toolId}-${language}`);
    }
  }
});
