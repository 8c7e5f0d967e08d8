/**
 * The visitor's language switcher on a phone, in each language: closed, it shows only the current
 * language's name (no other language's name is laid out, so an English page opens no CJK font before the
 * menu does: bench/README.md, issue 26); opened, a menu of the three languages, used by touch or keyboard,
 * Escape closing it with the focus back on the button, the chosen language taking the whole page.
 */
import { languages, type Language } from '@genie/contracts';
import { catalogs } from '../support/catalogs.ts';
import { expect, expectNoSeriousA11yViolations, screenshot, setLanguage, test } from '../support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

const switcherName = (language: Language) => `${catalogs[language].common.language} ${catalogs[language].common.languages[language]}`;

for (const [index, language] of languages.entries()) {
  const next = languages[(index + 1) % languages.length]!;
  const { common, genie } = catalogs[language];

  test(`the genie's language menu in ${language}: only the current language until opened, then all three, Escape and a choice`, async ({ page, api }) => {
    const designer = await api.registerDesigner({ name: 'Lumen Interior Studio', language });
    await setLanguage(page, language);
    await page.goto(`/genie/${designer.genie_name}`);
    await expect(page.getByRole('button', { name: genie.home.start, exact: true })).toBeVisible();

    const button = page.getByRole('banner').getByRole('button', { name: switcherName(language), exact: true });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('menu')).toHaveCount(0);
    for (const other of languages.filter((l) => l !== language)) await expect(page.locator('body')).not.toContainText(common.languages[other]);
    await screenshot(page, `visitor-language-menu-${language}-closed`, { fullPage: false });

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('menu', { name: common.language, exact: true });
    await expect(menu.getByRole('menuitemradio')).toHaveText(languages.map((l) => common.languages[l]));
    await expect(menu.getByRole('menuitemradio', { name: common.languages[language], exact: true })).toHaveAttribute('aria-checked', 'true');
    await expect(menu.getByRole('menuitemradio', { name: common.languages[language], exact: true })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `visitor-language-menu-${language}-open`, { fullPage: false });

    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    // From the keyboard: the arrow opens the menu on the current language, the next one is chosen with Enter.
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitemradio', { name: common.languages[language], exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', next);
    await expect(page.getByRole('button', { name: catalogs[next].genie.home.start, exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: switcherName(next), exact: true })).toBeFocused();
    await expect(page.getByRole('menu')).toHaveCount(0);
  });
}
