/**
 * Issue 24, "done means": no screen of the product is a "coming soon" page. For a designer on each plan
 * (Starter, Professional, Master — each in another of the three languages), one page clicks every link
 * of the sidebar and finds a real screen: a level-1 heading, no "coming soon" / "opens here soon" text in
 * any language, no "Page not found". Then it opens the embed dialog and chooses every flow (genie, mood
 * board) in every look (light, dark): the preview is the real panel, never a not-found or a promise.
 */
import type { Page } from '@playwright/test';
import type { Language, PlanId } from '@genie/contracts';
import { catalogs } from '../support/catalogs.ts';
import { expect, loginAs, setLanguage, test, type Api, type Designer } from '../support/fixtures.ts';

test.use({ viewport: { width: 1280, height: 800 } });

/** A screen that promises instead of working, in any of the three languages (as the catalogue test's list). */
const SOON = /coming soon|opens here soon|not built yet|即將推出|即將開放|敬請期待|곧 제공|출시 예정|준비 중/i;
/** Every "not found" title the app and the visitor's genie have (and the genie's "could not load"), in every language. */
const NOT_FOUND = Object.values(catalogs).flatMap((c) => [c.common.notFound.title, c.genie.notFound.title, c.clientRequest.notFound.title, c.genie.loadFailed]);

async function choosePlan(api: Api, designer: Designer, plan: PlanId) {
  const res = await api.request.post('/api/plans/select/', { headers: { Authorization: `Bearer ${designer.token}` }, data: { plan, billing_cycle: 'monthly' } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The visible words of the page (or frame), to look for a promise or a not-found title. */
async function expectRealScreen(page: Page, where: string) {
  const text = await page.locator('body').innerText();
  expect(text, `${where} says "coming soon"`).not.toMatch(SOON);
  for (const title of NOT_FOUND) expect(text, `${where} is a not-found page`).not.toContain(title);
}

/** The sidebar's links (apps/web/src/features/shell/sections.ts), in order: a link added there is walked once it is listed here. */
const SIDEBAR = [
  '/client_request',
  '/section/ai_suggestions',
  '/section/ai_brand_analysis',
  '/section/client_intelligence',
  '/section/conversation_history',
  '/portfolio',
  '/section/visual_inspiration',
  '/section/furniture_suggestions',
  '/section/mood_board',
  '/account',
  '/choosing_plan',
  '/section/tutorial',
  '/section/onboarding',
];

const plans: { plan: PlanId; language: Language }[] = [
  { plan: 'starter', language: 'en-US' },
  { plan: 'professional', language: 'zh-TW' },
  { plan: 'master', language: 'ko-KR' },
];

for (const { plan, language } of plans) {
  test(`every sidebar link and every embed choice is a real screen on the ${plan} plan (${language})`, async ({ page, api }) => {
    test.setTimeout(120_000);
    const { shell } = catalogs[language];
    const designer = await api.registerDesigner({ name: 'Oak Studio', language });
    await choosePlan(api, designer, plan);
    await loginAs(page, designer.token);
    await setLanguage(page, language);
    await page.goto('/client_request');

    const nav = page.getByRole('navigation', { name: shell.nav.label });
    const links = nav.getByRole('link');
    const expected = SIDEBAR;
    await expect(links).toHaveCount(expected.length);
    expect(await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))).toEqual(expected);

    for (const [i, path] of expected.entries()) {
      await links.nth(i).click();
      await expect(page).toHaveURL((url) => url.pathname === path);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await expect(heading, `${path} has a level-1 heading`).toBeVisible();
      await expectRealScreen(page, path);
    }

    // The embed dialog: every flow in every look shows the real panel.
    const open = page.getByRole('button', { name: shell.embed.open });
    await expect(open).toBeEnabled({ timeout: 20_000 });
    await open.click();
    const dialog = page.getByRole('dialog', { name: shell.embed.title });
    await expect(dialog).toBeVisible();
    const flows = [
      ['genie', shell.embed.flows.genie],
      ['mood-board', shell.embed.flows['mood-board']],
    ] as const;
    const themes = [
      ['light', shell.embed.themes.light],
      ['dark', shell.embed.themes.dark],
    ] as const;
    for (const [flow, flowLabel] of flows) {
      for (const [theme, themeLabel] of themes) {
        await dialog.getByText(flowLabel, { exact: true }).click();
        await dialog.getByText(themeLabel, { exact: true }).click();
        const preview = dialog.locator('iframe');
        await expect(preview).toHaveAttribute('src', new RegExp(`/genie-embed/${designer.genie_name}/${flow}\\?theme=${theme}&`));
        const frame = preview.contentFrame();
        // The studio's name in the panel's header, and the flow's first screen under it.
        await expect(frame.getByRole('banner'), `the ${flow} preview (${theme}) shows the studio`).toContainText('Oak Studio');
        await expect(frame.getByRole('heading', { level: 1 }).first(), `the ${flow} preview (${theme}) shows its first screen`).toBeVisible();
        const text = await frame.locator('body').innerText();
        expect(text, `the ${flow} preview (${theme}) says "coming soon"`).not.toMatch(SOON);
        for (const title of NOT_FOUND) expect(text, `the ${flow} preview (${theme}) is a not-found page`).not.toContain(title);
      }
    }
  });
}
