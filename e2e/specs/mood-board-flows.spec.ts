/**
 * The mood board's two other versions on a phone (issue 14), through the real UI, server and interview
 * engine: v3, the whole flow on one page (the form, then the chat with the board, then the brief, then
 * the thank-you, in three languages), and v2, image-first (one photo before the chat).
 */
import type { BriefReply, ChatEvent, Language } from '@genie/contracts';
import enMoodBoard from '../../apps/web/src/i18n/visitor/en-US/mood-board.json' with { type: 'json' };
import zhMoodBoard from '../../apps/web/src/i18n/visitor/zh-TW/mood-board.json' with { type: 'json' };
import koMoodBoard from '../../apps/web/src/i18n/visitor/ko-KR/mood-board.json' with { type: 'json' };
import { catalogs, fill } from '../support/catalogs.ts';
import { expect, screenshot, setLanguage, test, type Api } from '../support/fixtures.ts';
import { chatScreen, nextApiReply, parseSse, tapChoice } from '../support/genie.ts';
import { makePng } from '../support/png.ts';
import type { Page } from '@playwright/test';
import { journeyLanguages } from '../support/languages.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

const moodBoard = { 'en-US': enMoodBoard, 'zh-TW': zhMoodBoard, 'ko-KR': koMoodBoard } as const;
/** The end of the genie's closing words on the one-page mood board (packages/core, closingText without reference rounds). */
const closingWords = {
  'en-US': 'Next, you can review your design brief.',
  'zh-TW': '接下來就能確認您的設計需求簡報。',
  'ko-KR': '이제 디자인 브리프를 확인하실 수 있어요.',
} as const;

const visitors = {
  'en-US': { name: 'Mei Chen', phone: '+886 912 345 678', answer: 'A 30-year-old apartment of about 85 m² in Taipei; we love warm Japandi style with oak.' },
  'zh-TW': { name: '陳美玲', phone: '0912-345-678', answer: '台北一間 30 年的老公寓，大約 25 坪，我們喜歡溫暖的日式無印風和橡木。' },
  'ko-KR': { name: '김하늘', phone: '010-1234-5678', answer: '서울에 있는 30년 된 아파트, 약 85㎡입니다. 따뜻한 재팬디 스타일과 오크를 좋아해요.' },
} as const;

/** Fills the genie's home form on the page and sends it; resolves once the request is opened. */
async function sendHomeForm(page: Page, api: Api, language: Language, linkWords: string) {
  const { genie, catalog } = catalogs[language];
  const visitor = visitors[language];
  const form = page.getByRole('form', { name: genie.home.formLabel });
  await form.getByLabel(genie.home.contactName, { exact: true }).fill(visitor.name);
  await form.getByLabel(genie.home.email, { exact: true }).fill(`${api.uniqueName('visitor').toLowerCase()}@visitors.genie.test`);
  await form.getByLabel(genie.home.phone, { exact: true }).fill(visitor.phone);
  await tapChoice(form.getByRole('radio', { name: genie.availableTime['18to21'], exact: true }));
  await tapChoice(form.getByRole('radio', { name: catalog.projectTypes.residential_space, exact: true }));
  const started = nextApiReply(page, linkWords, 'client_requests/', 'POST');
  await form.getByRole('button', { name: genie.home.start, exact: true }).click();
  expect((await started).status()).toBe(200);
}

/** Sends one chat message through the screen and waits for the turn's end. */
async function sendMessage(page: Page, language: Language, linkWords: string, text: string) {
  const chat = chatScreen(page, language);
  await chat.input.fill(text);
  const turn = nextApiReply(page, linkWords, 'chat/', 'POST');
  await chat.send.click();
  const events = parseSse(await (await turn).text()) as ChatEvent[];
  expect(events.some((e) => e.type === 'done')).toBe(true);
}

/** The rest of the interview through the API (the chat has its own specs), and the style samples rated. */
async function finishInterview(api: Api, linkWords: string, token: string) {
  const headers = { 'x-visitor-session': token };
  for (let turns = 0; turns < 40; turns += 1) {
    const res = await api.request.post(`/api/genie/${linkWords}/chat/`, { headers, data: { client_message_id: `skip-${turns}-${Date.now()}`, action: 'skip' } });
    const done = parseSse(await res.text()).find((e) => e.type === 'done');
    if (!done || done.complete) break;
  }
  const brief = (await (await api.request.get(`/api/genie/${linkWords}/brief/`, { headers })).json()) as BriefReply;
  const ratings = Object.fromEntries(brief.style_samples.map((s) => [s.id, 5]));
  expect((await api.request.put(`/api/genie/${linkWords}/brief/feedback/`, { headers, data: { ratings: JSON.stringify(ratings) } })).status()).toBe(200);
}

for (const language of journeyLanguages(['en-US', 'zh-TW', 'ko-KR'] as const satisfies readonly Language[], 0)) {
  test(`v3: the form, the chat with the mood board and the brief on one page, to the thank-you (${language})`, async ({ page, api }) => {
    test.setTimeout(75_000);
    const mb = moodBoard[language];
    const { genie } = catalogs[language];
    const designer = await api.registerDesigner({ language });
    const name = designer.genie_name;
    await setLanguage(page, language);

    // One page: the form open, the chat and the brief waiting below it.
    await page.goto(`/mood_board_v3/${name}`);
    await expect(page.getByRole('form', { name: genie.home.formLabel })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(mb.single.chatLocked)).toBeVisible();
    await expect(page.getByText(mb.single.briefLocked)).toBeVisible();
    await screenshot(page, `mood-board-v3-${language}-01-form`);

    // The form sent, the chat opens on the same page with the board beside it.
    await sendHomeForm(page, api, language, name);
    const chat = chatScreen(page, language);
    await expect(chat.input).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(new RegExp(`/mood_board_v3/${name}$`));
    await expect(page.getByRole('form', { name: genie.home.formLabel })).toHaveCount(0);
    await sendMessage(page, language, name, visitors[language].answer);
    await expect(chat.log).toContainText(visitors[language].answer);
    await expect(page.getByRole('heading', { name: mb.title })).toBeVisible();
    await expect(page.getByText(mb.single.briefLocked)).toBeVisible();
    // The page keeps the chat's end (the box to answer in) in view.
    await expect(chat.input).toBeInViewport();
    await screenshot(page, `mood-board-v3-${language}-02-chat`, { fullPage: false });

    // The interview complete (the rest through the API), the page opens the brief below the chat.
    const session = await page.evaluate((key) => window.localStorage.getItem(key), `genie.visitor.mood_board_v3:${name}`);
    const { token } = JSON.parse(session ?? '{}') as { token: string };
    await finishInterview(api, name, token);
    await page.reload();
    await expect(page.getByRole('heading', { name: genie.brief.title })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(mb.single.briefLocked)).toHaveCount(0);
    await expect(page.getByText(mb.single.chatComplete)).toBeVisible();
    // The genie's last words lead to the brief below, not to reference images this page never shows.
    await expect(page.getByText(closingWords[language])).toBeVisible();
    // The page moves the request past the reference rounds itself, then reads the brief: patient on a busy machine.
    await expect(page.getByRole('heading', { name: mb.briefTitle })).toBeVisible({ timeout: 30_000 });
    // The brief that opened is scrolled to.
    await expect(page.getByRole('heading', { name: mb.briefTitle })).toBeInViewport();
    await screenshot(page, `mood-board-v3-${language}-04-brief`, { fullPage: false });
    await page.getByRole('button', { name: genie.brief.confirm }).click();
    await expect(page.getByRole('heading', { name: genie.thanks.title })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(new RegExp(`/mood_board_v3/${name}$`));
    // The thank-you replaces the long page and is shown from its top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await screenshot(page, `mood-board-v3-${language}-05-thanks`, { fullPage: false });
  });
}

test('v2: the visitor starts with a photo, then chats with it on the board (en-US)', async ({ page, api }) => {
  test.setTimeout(45_000);
  const language = 'en-US';
  const mb = moodBoard[language];
  const designer = await api.registerDesigner({ language });
  const name = designer.genie_name;
  await setLanguage(page, language);

  await page.goto(`/mood_board_v2/${name}`);
  await sendHomeForm(page, api, language, name);
  await expect(page).toHaveURL(new RegExp(`/mood_board_v2/${name}/chat$`));

  // Photos first: the board's upload, same limits, with a way on (or past) it.
  await expect(page.getByRole('heading', { name: mb.photosFirst.title })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: mb.photosFirst.skip })).toBeVisible();
  await expect(chatScreen(page, language).input).toHaveCount(0);
  await page.getByTestId('mood-board-files').setInputFiles({ name: 'living.png', mimeType: 'image/png', buffer: makePng(96) });
  await expect(page.getByRole('list', { name: mb.yourImages }).getByRole('img')).toHaveCount(1);
  await expect(page.getByText(fill(mb.uploadCount, { count: 1, max: 4 }))).toBeVisible();
  await screenshot(page, 'mood-board-v2-en-US-01-photos', { fullPage: false });

  // Then the chat, the photo already on the board.
  await page.getByRole('button', { name: mb.photosFirst.continue }).click();
  const chat = chatScreen(page, language);
  await expect(chat.input).toBeVisible();
  await expect(page.getByRole('list', { name: mb.yourImages }).getByRole('img')).toHaveCount(1);
  await sendMessage(page, language, name, visitors[language].answer);
  // The chat screen scrolls to its end (smoothly): the shot once it is there.
  await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1)).toBe(true);
  await screenshot(page, 'mood-board-v2-en-US-02-chat', { fullPage: false });

  // A reload stays in the chat: the photos step is passed.
  await page.reload();
  await expect(chat.input).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: mb.photosFirst.title })).toHaveCount(0);
});
