/**
 * The built-in renderer says what it cannot do (issue 25): on a generative tool the studio says that its
 * result is a colour and layout study and links to connecting an image provider; a mask painted only with
 * the eraser is refused before anything is sent, in the designer's language, and nothing is made or counted.
 */
import type { Page } from '@playwright/test';
import type { Language } from '@genie/contracts';
import enStudio from '../../apps/web/src/i18n/admin/en-US/studio.json' with { type: 'json' };
import zhStudio from '../../apps/web/src/i18n/admin/zh-TW/studio.json' with { type: 'json' };
import enValidation from '../../apps/web/src/i18n/shared/en-US/validation.json' with { type: 'json' };
import zhValidation from '../../apps/web/src/i18n/shared/zh-TW/validation.json' with { type: 'json' };
import { expect as baseExpect, loginAs, screenshot, setLanguage, test } from '../support/fixtures.ts';
import { makePng } from '../support/png.ts';
import { journeyLanguages } from '../support/languages.ts';

test.use({ viewport: { width: 1366, height: 900 } });
const expect = baseExpect.configure({ timeout: 20_000 });

const texts = {
  'en-US': { studio: enStudio, validation: enValidation },
  'zh-TW': { studio: zhStudio, validation: zhValidation },
} as const satisfies Partial<Record<Language, unknown>>;

const tool = (page: Page, name: string) => page.getByRole('radio', { name: new RegExp(`^${name}`) });

for (const language of journeyLanguages(['en-US', 'zh-TW'] as const, 1)) {
  test(`an eraser-only mask is refused and a study is called a study (${language})`, async ({ page, api }) => {
    test.setTimeout(180_000);
    const { studio: s, validation: v } = texts[language];
    const designer = await api.registerDesigner({ language });
    const requestId = await api.addRequest(designer);
    await setLanguage(page, language);
    await loginAs(page, designer.token);
    await page.goto(`/client_request/${requestId}?tab=inspiration`);
    await expect(page.getByRole('heading', { name: s.workbench.title })).toBeVisible({ timeout: 60_000 });

    // Text to image (the default tool) with the built-in renderer: said plainly, with the way to a provider.
    const notice = page.getByTestId('study-notice');
    await expect(notice).toContainText(s.study.notice);
    await expect(notice.getByRole('link', { name: s.study.connect })).toHaveAttribute('href', '/account#image-provider');
    await notice.scrollIntoViewIfNeeded();
    await screenshot(page, `studio-study-notice-${language}`, { fullPage: false });

    // Inpainting: paint with the eraser only.
    await tool(page, s.tools.inpaint.name).click();
    await expect(notice).toBeVisible();
    await page.getByTestId('studio-upload').setInputFiles({ name: 'room.png', mimeType: 'image/png', buffer: makePng(256) });
    await page.locator('#studio-style').selectOption('japandi');
    await page.locator('#studio-prompt').fill('a reading chair by the window');
    await page.getByRole('radio', { name: s.mask.erase, exact: true }).click();
    const canvas = page.getByLabel(s.mask.canvas);
    await expect(canvas).toBeVisible();
    await canvas.hover({ position: { x: 60, y: 60 } });
    await page.mouse.down();
    await canvas.hover({ position: { x: 120, y: 90 } });
    await canvas.hover({ position: { x: 180, y: 120 } });
    await page.mouse.up();
    await expect(page.getByRole('button', { name: s.mask.undo })).toBeEnabled();
    await page.getByRole('button', { name: s.workbench.generate, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: v.mask_empty })).toBeVisible();
    await screenshot(page, `studio-eraser-only-mask-${language}`, { fullPage: false });

    // Nothing was made or counted.
    expect((await (await api.request.get('/api/studio/generations/', { headers: { Authorization: `Bearer ${designer.token}` } })).json()).generations).toHaveLength(0);
    const usage = await (await api.request.get('/api/my/credit_usage/', { headers: { Authorization: `Bearer ${designer.token}` } })).json();
    expect(usage.image_count).toBe(0);
  });
}
