/**
 * The genie embedded on a studio's own website (another origin and site than the product), through the
 * snippet the admin dialog gives: the bubble greets with the team name and costs the host page nothing
 * before a click (no request to us but the 2 KB launcher, no cookie, no storage); it opens the genie in a
 * panel where the visitor fills the home form and answers a question; the host page hears the events;
 * Esc closes and focus returns; a page change on the site resumes the conversation; the page URL, UTM
 * tags and campaign reach the designer; a brief confirmed in the panel reaches the host as an event. Also: dark theme and the studio's colour on a page with a strict
 * CSP (only the documented lines), full screen on a phone, and axe on the host page and the panel.
 * The mood board (data-flow="mood-board") runs the hosted mood board's flow in the panel: home form,
 * chat, an upload and a concept image from the built-in renderer, on a phone, in each language and theme.
 */
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { EMBED_LOADER_TEXT, EMBED_SESSION_KEY, type BriefReply, type ClientRequestDetail, type Language } from '@genie/contracts';
import enMoodBoard from '../../apps/web/src/i18n/visitor/en-US/mood-board.json' with { type: 'json' };
import zhMoodBoard from '../../apps/web/src/i18n/visitor/zh-TW/mood-board.json' with { type: 'json' };
import koMoodBoard from '../../apps/web/src/i18n/visitor/ko-KR/mood-board.json' with { type: 'json' };
import { catalogs, fill } from '../support/catalogs.ts';
import { makePng } from '../support/png.ts';
import { finishConversation } from '../support/visitor-api.ts';
import { expect, expectNoSeriousA11yViolations, loginAs, screenshot, setLanguage, test, type Api, type Designer } from '../support/fixtures.ts';
import { appOrigin, embedHostOrigin } from '../support/ports.ts';
import { journeyLanguages } from '../support/languages.ts';

const { genie } = catalogs['en-US'];

async function createStudio(api: Api): Promise<{ designer: Designer; teamName: string }> {
  const teamName = `Oak Studio ${api.uniqueName('t').slice(-5)}`;
  const designer = await api.registerDesigner({ name: teamName, language: 'en-US' });
  return { designer, teamName };
}

function hostPage(path: string, designer: Designer, teamName: string, extra: Record<string, string> = {}) {
  const q = new URLSearchParams({ genie: designer.genie_name, team: teamName, ...extra });
  return `${embedHostOrigin()}${path}?${q}`;
}

const launcher = (page: Page, teamName: string) =>
  page.getByRole('button', { name: EMBED_LOADER_TEXT['en-US'].greeting.replace('{team}', teamName) });
const panel = (page: Page, teamName: string) => page.getByRole('dialog', { name: EMBED_LOADER_TEXT['en-US'].panel.replace('{team}', teamName) });
const panelFrame = (page: Page): FrameLocator => page.frameLocator('iframe[src*="/genie-embed/"]');
const hostEvents = (page: Page) => page.locator('#events li');

/**
 * The panel's controls are used from the keyboard. A pointer's click is computed from the host page through
 * the panel's iframe; on a loaded machine it landed on the element above the one meant (a pill above the start
 * button, the greeting above Send) in every retry for ten seconds, in two CI runs of ten. The visitor-page specs
 * tap the same controls outside a frame.
 */
async function choose(radio: Locator) {
  await radio.focus();
  await radio.press('Space');
  await expect(radio).toBeChecked();
}

/** Presses a button of the panel from the keyboard (see above). */
async function press(button: Locator) {
  await button.focus();
  await button.press('Enter');
}

async function fillHomeForm(frame: FrameLocator, name: string, language: Language = 'en-US') {
  const { genie } = catalogs[language];
  const form = frame.getByRole('form', { name: genie.home.formLabel });
  await form.getByLabel(genie.home.contactName, { exact: true }).fill(name);
  await form.getByLabel(genie.home.email, { exact: true }).fill(`${name.toLowerCase().replace(/\W+/g, '.')}@visitors.genie.test`);
  await form.getByLabel(genie.home.phone, { exact: true }).fill('+886 912 345 678');
  await choose(form.getByRole('radio', { name: genie.availableTime['18to21'], exact: true }));
  await choose(form.getByRole('radio', { name: catalogs[language].catalog.projectTypes.residential_space, exact: true }));
  await press(form.getByRole('button', { name: genie.home.start, exact: true }));
}

test('a visitor on the studio’s site opens the genie, starts a request and chats; the site hears it and the designer sees where it came from', async ({ page, api, context }) => {
  const { designer, teamName } = await createStudio(api);
  const toProduct: string[] = [];
  page.on('request', (req) => {
    if (req.url().startsWith(appOrigin())) toProduct.push(new URL(req.url()).pathname);
  });
  await page.goto(hostPage('/', designer, teamName, { utm_source: 'newsletter', utm_campaign: 'spring' }));

  const bubble = launcher(page, teamName);
  await expect(bubble).toBeVisible();
  // Before the visitor touches it: only the loader came from us; nothing kept in the browser.
  expect(toProduct).toEqual(['/embed/v1.js']);
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  await screenshot(page, 'embed-desktop-light-closed', { fullPage: false });

  await bubble.click();
  await expect(panel(page, teamName)).toBeVisible();
  await expect(bubble).toHaveAttribute('aria-expanded', 'true');
  await expect(hostEvents(page)).toHaveText(['opened']);
  const frame = panelFrame(page);
  await expect(frame.getByRole('heading', { name: teamName })).toBeVisible();
  // Opening hands the focus to the panel's page without scrolling it: the avatar stays whole below the sticky header.
  await expect(frame.locator('#genie-main')).toBeFocused();
  const layout = await frame.locator('#genie-main').evaluate(() => {
    const header = document.querySelector('header')!.getBoundingClientRect();
    const avatar = document.querySelector('#genie-main section > :first-child')!.getBoundingClientRect();
    return { scrollTop: document.scrollingElement!.scrollTop, headerBottom: header.bottom, avatarTop: avatar.top, avatarBottom: avatar.bottom, height: window.innerHeight };
  });
  expect(layout.scrollTop).toBe(0);
  expect(layout.avatarTop).toBeGreaterThanOrEqual(layout.headerBottom);
  expect(layout.avatarBottom).toBeLessThanOrEqual(layout.height);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'embed-desktop-light-open', { fullPage: false });

  await fillHomeForm(frame, 'Lena Park');
  await expect(hostEvents(page)).toHaveText(['opened', 'request_started']);
  const input = frame.getByLabel(genie.chat.inputLabel, { exact: true });
  await input.fill('A calm two-bedroom flat for a family of three, about 80 square metres.');
  await press(frame.getByRole('button', { name: genie.chat.send, exact: true }));
  const log = frame.getByRole('log', { name: genie.chat.logLabel });
  await expect(log).toContainText('A calm two-bedroom flat');
  await expect(frame.getByRole('progressbar', { name: genie.chat.progressLabel })).toHaveAttribute('aria-valuenow', /[1-9]/);

  // Esc in the panel closes it and gives focus back to the bubble.
  await input.press('Escape');
  await expect(panel(page, teamName)).toBeHidden();
  await expect(bubble).toBeFocused();
  await expect(hostEvents(page)).toHaveText(['opened', 'request_started', 'closed']);

  // Another page of the same site: the conversation is where the visitor left it.
  await page.getByRole('link', { name: 'About us' }).click();
  await launcher(page, teamName).click();
  await expect(panelFrame(page).getByRole('log', { name: genie.chat.logLabel })).toContainText('A calm two-bedroom flat');

  // The designer sees the page, the campaign and the UTM tags the visitor came with.
  const headers = { Authorization: `Bearer ${designer.token}` };
  const list = await (await api.request.get('/api/client_requests/', { headers })).json();
  const detail = (await (await api.request.get(`/api/client_requests/${list.items[0].id}/`, { headers })).json()).client_request as ClientRequestDetail;
  expect(detail.contact_name).toBe('Lena Park');
  expect(detail.source).toEqual({
    embed: true,
    page_url: `${embedHostOrigin()}/`,
    utm_source: 'newsletter',
    utm_campaign: 'spring',
    campaign: 'Spring open house',
  });
});

test('a visitor who confirms the brief in the panel tells the host page, and reaches the thank-you screen', async ({ page, api }) => {
  const { designer, teamName } = await createStudio(api);
  // The conversation was had earlier on this site (through the API here), up to the brief.
  const { token, identifyKey } = await finishConversation(api, designer.genie_name);
  const headers = { 'x-visitor-session': token };
  expect((await api.request.post(`/api/genie/${designer.genie_name}/reference/skip/`, { headers, data: {} })).status()).toBe(200);
  const brief = (await (await api.request.get(`/api/genie/${designer.genie_name}/brief/`, { headers })).json()) as BriefReply;
  // The host page kept the session for the panel, as the loader does when the panel's own storage is blocked.
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [`${EMBED_SESSION_KEY}${designer.genie_name}`, JSON.stringify({ token, identifyKey })],
  );
  await page.goto(hostPage('/', designer, teamName));
  await launcher(page, teamName).click();
  const frame = panelFrame(page);
  await expect(frame.getByRole('heading', { level: 1, name: genie.brief.title })).toBeVisible();
  for (const sample of brief.style_samples) {
    const group = frame.getByRole('group', { name: sample.label, exact: true });
    await choose(group.getByRole('radio', { name: fill(genie.brief.stars, { count: 5 }), exact: true }));
  }
  await press(frame.getByRole('button', { name: genie.brief.confirm, exact: true }));
  await expect(frame.getByRole('heading', { level: 1, name: genie.thanks.title })).toBeVisible();
  await expect(hostEvents(page)).toHaveText(['opened', 'brief_confirmed']);
});

test('dark theme and the studio’s colour apply, on a page with a strict Content-Security-Policy', async ({ page, api }) => {
  const { designer, teamName } = await createStudio(api);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const logo = `data:image/png;base64,${makePng(88).toString('base64')}`;
  await page.goto(hostPage('/strict/', designer, teamName, { theme: 'dark', color: '#e4572e', logo }));
  const bubble = launcher(page, teamName);
  await expect(bubble).toBeVisible();
  // The designer's logo, inlined in the snippet, drawn under the strict CSP's img-src data:.
  const avatar = bubble.locator('img.a');
  await expect(avatar).toHaveAttribute('src', logo);
  expect(await avatar.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBe(88);
  await expect(avatar).toHaveCSS('background-color', 'rgb(228, 87, 46)');
  await expect(bubble).toHaveCSS('background-color', 'rgb(31, 29, 43)');

  await bubble.click();
  const frame = panelFrame(page);
  const start = frame.getByRole('button', { name: genie.home.start, exact: true });
  await expect(start).toHaveCSS('background-color', 'rgb(228, 87, 46)');
  await expect(frame.locator('#genie-main')).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'embed-desktop-dark-strict-csp', { fullPage: false });
  expect(refused).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('the panel takes the whole screen and closes back to the bubble', async ({ page, api }) => {
    const { designer, teamName } = await createStudio(api);
    await page.goto(hostPage('/', designer, teamName));
    const bubble = launcher(page, teamName);
    await screenshot(page, 'embed-phone-light-closed', { fullPage: false });
    await bubble.tap();
    const box = await panel(page, teamName).boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await expect(bubble).toBeHidden();
    await expect(panelFrame(page).getByRole('form', { name: genie.home.formLabel })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'embed-phone-light-open', { fullPage: false });
    await page.getByRole('button', { name: EMBED_LOADER_TEXT['en-US'].close }).tap();
    await expect(panel(page, teamName)).toBeHidden();
    await expect(bubble).toBeVisible();
  });
});

const moodBoardTexts = { 'en-US': enMoodBoard, 'zh-TW': zhMoodBoard, 'ko-KR': koMoodBoard } as const;
const firstAnswer = {
  'en-US': 'A 30-year-old flat of about 85 m² in Taipei; we love warm Japandi style with oak.',
  'zh-TW': '台北一間三十年的老公寓，大約 85 平方公尺，我們喜歡溫暖的日式無印風和橡木。',
  'ko-KR': '서울에 있는 30년 된 아파트, 약 85㎡입니다. 따뜻한 재팬디 스타일과 오크를 좋아해요.',
} as const;

// Each language once, and both themes between them (the dark theme's colours under a strict CSP have their own test above).
for (const [language, theme] of journeyLanguages([['en-US', 'light'], ['zh-TW', 'dark'], ['ko-KR', 'light']] as const, 2)) {
  test.describe(`the mood board in the panel (${language}, ${theme})`, () => {
    // The panel speaks the visitor's browser language, as the hosted mood board does.
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: language });

    test('a visitor on the studio’s site starts a mood board on a phone: form, chat, a photo, a concept image', async ({ page, api }) => {
      // A cold start of the renderer's background job on a busy machine.
      test.setTimeout(120_000);
      const mb = moodBoardTexts[language];
      const { genie: texts } = catalogs[language];
      const { designer, teamName } = await createStudio(api);
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      // The site's strict CSP: only the lines the embed dialog documents.
      await page.goto(hostPage('/strict/', designer, teamName, { flow: 'mood-board', theme }));
      await launcher(page, teamName).tap();
      await expect(page.locator('iframe[src*="/genie-embed/"]')).toHaveAttribute('src', new RegExp(`/genie-embed/${designer.genie_name}/mood-board\\?`));
      const frame = panelFrame(page);
      await expect(frame.getByRole('form', { name: texts.home.formLabel })).toBeVisible();
      await screenshot(page, `embed-mood-board-phone-${language}-${theme}-01-home`, { fullPage: false });

      await fillHomeForm(frame, 'Mei Chen', language);
      await expect(hostEvents(page)).toHaveText(['opened', 'request_started']);
      const input = frame.getByLabel(texts.chat.inputLabel, { exact: true });
      await expect(input).toBeVisible({ timeout: 30_000 });
      await expect(frame.getByRole('heading', { name: mb.title })).toBeVisible();
      await input.fill(firstAnswer[language]);
      await press(frame.getByRole('button', { name: texts.chat.send, exact: true }));
      await expect(frame.getByRole('log', { name: texts.chat.logLabel })).toContainText(firstAnswer[language].slice(0, 12));

      // One photo through the board's picker, then the genie's concept images from it.
      await frame.getByTestId('mood-board-files').setInputFiles({ name: 'living.png', mimeType: 'image/png', buffer: makePng(96) });
      await expect(frame.getByRole('list', { name: mb.yourImages }).getByRole('img')).toHaveCount(1);
      await expect(frame.getByText(fill(mb.uploadCount, { count: 1, max: 4 }))).toBeVisible();
      await press(frame.getByRole('button', { name: mb.propose }));
      const concepts = frame.getByTestId('mood-board-concept');
      await expect(concepts.first()).toBeVisible();
      await expect(concepts.first().getByRole('img')).toBeVisible({ timeout: 60_000 });
      await concepts.first().scrollIntoViewIfNeeded();
      await screenshot(page, `embed-mood-board-phone-${language}-${theme}-02-concept`, { fullPage: false });
      expect(refused).toEqual([]);
    });
  });
}

for (const language of journeyLanguages(['en-US', 'zh-TW', 'ko-KR'] as const, 1)) {
  test(`the embed dialog gives the designer the snippet, a live preview and the steps per site builder (${language})`, async ({ page, api }) => {
    // A cold admin shell, a live preview and an accessibility pass: more than the default 30 s on a busy machine.
    test.setTimeout(60_000);
    const { shell } = catalogs[language];
    const designer = await api.registerDesigner({ name: 'Oak Studio', language });
    const logo = await api.request.put('/api/accounts/personal_info/', {
      headers: { Authorization: `Bearer ${designer.token}` },
      multipart: { logo: { name: 'logo.png', mimeType: 'image/png', buffer: makePng(200) } },
    });
    expect(logo.status(), await logo.text()).toBe(200);
    await loginAs(page, designer.token);
    await setLanguage(page, language);
    await page.goto('/client_request');
    // The admin shell loads its first screen before the sidebar's button answers; give it the time a
    // cold start on a small machine takes.
    const open = page.getByRole('button', { name: shell.embed.open });
    await expect(open).toBeEnabled({ timeout: 20_000 });
    await open.click({ timeout: 20_000 });
    const dialog = page.getByRole('dialog', { name: shell.embed.title });
    await expect(dialog).toBeVisible();
    const snippet = dialog.getByLabel(shell.embed.snippet, { exact: true });
    await expect(snippet).toHaveValue(new RegExp(`src="${appOrigin()}/embed/v1.js" data-genie="${designer.genie_name}" data-team="Oak Studio"`));
    await expect(snippet).toHaveValue(new RegExp(`data-greeting="${EMBED_LOADER_TEXT[language].greeting.replace('{team}', 'Oak Studio')}"`));
    // The logo travels inside the snippet, shrunk to the bubble: the host page fetches nothing for it.
    await expect(snippet).toHaveValue(/data-logo="data:image\/(webp|png);base64,/);
    await dialog.getByText(shell.embed.themes.light, { exact: true }).click();
    await expect(snippet).toHaveValue(/data-theme="light"/);
    await expect(dialog.frameLocator('iframe').getByRole('heading', { name: 'Oak Studio' })).toBeVisible();
    for (const platform of ['html', 'wix', 'wordpress', 'webflow', 'hosted'] as const) {
      await expect(dialog.getByText(shell.embed.platforms[platform].name, { exact: true })).toBeVisible();
    }
    await screenshot(page, `embed-dialog-${language}`, { fullPage: false });
    await dialog.getByText(shell.embed.platforms.wordpress.name, { exact: true }).click();
    const download = page.waitForEvent('download');
    await dialog.getByRole('link', { name: shell.embed.platforms.wordpress.download }).click();
    expect((await download).suggestedFilename()).toBe('genie-embed-wordpress.zip');
    // The preview is the visitor's panel, checked on its own above.
    await expectNoSeriousA11yViolations(page, { exclude: ['iframe'] });
  });
}
