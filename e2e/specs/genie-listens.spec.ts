/**
 * The genie listens (issue 10), through the real UI, server and built-in interview engine: a visitor on
 * a phone tells their story in their own order — several facts in one message, answers off the
 * question — and the brief they review shows every fact in its field. Then the designer signs in,
 * opens the request and, on a value, sees the visitor's own message it was read from: by hovering on
 * a desktop (the English home) and by tapping on a phone (the Chinese brand).
 */
import type { Browser, Page } from '@playwright/test';
import type { BriefFieldId, BriefReply, ChatQuestion, Language, ProjectType } from '@genie/contracts';
import { catalogs } from '../support/catalogs.ts';
import { expect, expectNoSeriousA11yViolations, screenshot, setLanguage, test, type Api, type Designer } from '../support/fixtures.ts';
import { briefReply, chatScreen, nextApiReply, scrollSettled, sessionReply, tapChoice, turnDone, type TurnState } from '../support/genie.ts';
import { appOrigin } from '../support/ports.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The budget for a talkative visitor's complete brief. */
const MAX_TURNS = 15;

interface Story {
  language: Language;
  projectType: ProjectType;
  teamName: string;
  visitorName: string;
  shots: string;
  /** What the visitor says first, in their own order, whatever is asked. */
  messages: string[];
  /** Answers to the questions asked afterwards, by field; anything else gets `otherwise`. */
  whenAsked: Partial<Record<BriefFieldId, string>>;
  otherwise: string;
  /** Every fact told, as the brief must show it in its field. */
  facts: Partial<Record<BriefFieldId, RegExp>>;
  /** The value the designer checks, and the message (by index) it must show them. */
  check: { field: BriefFieldId; said: number };
}

const residential: Story = {
  language: 'en-US',
  projectType: 'residential_space',
  teamName: 'Lumen Interior Studio',
  visitorName: 'Emma Lin',
  shots: 'listens-en-residential',
  messages: [
    "We just bought a 30-year-old apartment in Taipei, about 85 square meters, in Da'an District, and we want to renovate it before we move in. It's 3 bedrooms and 2 bathrooms, but the kitchen is tiny and closed off.",
    "Budget is around 1.5 million NTD, and we'd love to move in by March 2027.",
    'Style-wise we love Japandi, lots of light wood and white, nothing too dark.',
    'Two adults, a newborn soon, and a cat',
  ],
  whenAsked: {
    lifestyle: 'We both work from home a few days a week and cook almost every night.',
    key_considerations: 'Good storage and sound insulation, the neighbours are close.',
  },
  otherwise: 'No particular preference',
  facts: {
    property_category: /Apartment/,
    age: /30 years/,
    space_size: /85 m²/,
    address: /Da'an District/,
    layout: /3 bedrooms and 2 bathrooms/,
    budget: /NT\$1,500,000/,
    move_in_date: /March 2027/,
    preferred_style: /Japandi/,
    colors_and_elements: /light wood/,
    target_audience: /Two adults, a newborn soon, and a cat/,
  },
  check: { field: 'space_size', said: 0 },
};

const brand: Story = {
  language: 'zh-TW',
  projectType: 'brand_design',
  teamName: '青木設計',
  visitorName: '林小姐',
  shots: 'listens-zh-brand',
  messages: [
    '你好，我們是台中的手工茶飲品牌，叫「山嵐」，名字來自阿里山清晨的雲霧。今年四月初要開第一間店，想做全新的Logo和整套品牌識別。',
    '我們主要賣冷泡茶、手搖茶和茶葉禮盒，客人大多是25到35歲的上班族。',
    '商標還沒註冊，需要你們幫忙。官網還沒有，只有IG：@shanlan.tea',
    '風格希望是侘寂風，顏色喜歡墨綠和米白，不要太花俏。',
  ],
  whenAsked: {
    key_considerations: '要能印在杯子和包裝上，縮小了也要看得清楚。',
  },
  otherwise: '都可以',
  facts: {
    brand_name_story: /雲霧/,
    products_or_services: /冷泡茶.*手搖茶.*茶葉禮盒/,
    target_audience: /上班族/,
    brand_website: /@shanlan\.tea/,
    preferred_style: /侘寂/,
    colors_and_elements: /墨綠.*米白/,
  },
  check: { field: 'brand_website', said: 2 },
};

/** A designer with a team name, through the account API. */
async function createStudio(api: Api, language: Language, teamName: string): Promise<Designer> {
  const designer = await api.registerDesigner({ name: teamName, language });
  const res = await api.request.put('/api/accounts/personal_info/', { headers: { Authorization: `Bearer ${designer.token}` }, multipart: { name: teamName } });
  expect(res.status(), await res.text()).toBe(200);
  return designer;
}

/** The home form, filled and sent; returns the chat's opening state. */
async function startChat(page: Page, story: Story, linkWords: string, email: string): Promise<TurnState> {
  const { genie, catalog } = catalogs[story.language];
  await page.goto(`/genie/${linkWords}`);
  const form = page.getByRole('form', { name: genie.home.formLabel });
  await form.getByLabel(genie.home.contactName, { exact: true }).fill(story.visitorName);
  await form.getByLabel(genie.home.email, { exact: true }).fill(email);
  await form.getByLabel(genie.home.phone, { exact: true }).fill('+886 912 345 678');
  await tapChoice(form.getByRole('radio', { name: genie.availableTime['18to21'], exact: true }));
  await tapChoice(form.getByRole('radio', { name: catalog.projectTypes[story.projectType], exact: true }));
  const session = nextApiReply(page, linkWords, 'session/');
  await form.getByRole('button', { name: genie.home.start, exact: true }).click();
  const opened = await sessionReply(session);
  await expect(page).toHaveURL(new RegExp(`/genie/${linkWords}/chat$`));
  return { question: opened.question, progress: opened.progress, complete: opened.complete, reply: null };
}

/** Types one message and waits for the genie's reply to it. */
async function say(page: Page, story: Story, linkWords: string, text: string): Promise<TurnState> {
  const screen = chatScreen(page, story.language);
  const reply = nextApiReply(page, linkWords, 'chat/', 'POST');
  await screen.input.fill(text);
  // (Once the page keeps still: the scroll the last reply started would move Send from under the click.)
  await scrollSettled(page);
  await screen.send.click();
  const next = await turnDone(reply);
  await expect(screen.log).toContainText(text);
  return next;
}

/**
 * The visitor tells their story whatever is asked, then answers what is still asked (or says they have
 * no preference) until the genie is done; fails past the turn budget.
 */
async function tellStory(page: Page, story: Story, linkWords: string, start: TurnState) {
  const asked: ChatQuestion[] = [];
  let state = start;
  let turns = 0;
  for (const message of story.messages) {
    if (state.question) asked.push(state.question);
    state = await say(page, story, linkWords, message);
    turns += 1;
  }
  await screenshot(page, `${story.shots}-01-story-told`, { fullPage: false });
  while (!state.complete && state.question) {
    expect(turns, `a complete brief within ${MAX_TURNS} visitor turns`).toBeLessThan(MAX_TURNS);
    const question: ChatQuestion = state.question;
    expect(Object.keys(story.facts), `"${question.text}" asks again for a fact the visitor already gave`).not.toContain(question.field_id);
    asked.push(question);
    state = await say(page, story, linkWords, story.whenAsked[question.field_id] ?? story.otherwise);
    turns += 1;
  }
  await expect(chatScreen(page, story.language).toReference).toBeVisible();
  await screenshot(page, `${story.shots}-02-chat-complete`, { fullPage: false });
  return { turns, asked };
}

/** The value of the brief's row labelled `label` (a <dt>/<dd> pair). */
function briefValue(page: Page, label: string) {
  return page.locator('dt', { hasText: new RegExp(`^\\s*${escapeRegExp(label)}\\s*$`) }).locator('xpath=following-sibling::dd[1]');
}

/** Reference step → skip → the visitor's brief, where every fact told shows in its own field. */
async function expectBriefHasEveryFact(page: Page, story: Story, linkWords: string): Promise<BriefReply> {
  const { genie } = catalogs[story.language];
  await chatScreen(page, story.language).toReference.click();
  const loaded = nextApiReply(page, linkWords, 'brief/');
  await page.getByRole('button', { name: genie.reference.skip, exact: true }).click();
  const brief = await briefReply(loaded);
  await expect(page.getByRole('heading', { level: 1, name: genie.brief.title })).toBeVisible();
  const byId = new Map(brief.entries.map((e) => [e.field_id, e]));
  for (const [field, shows] of Object.entries(story.facts) as [BriefFieldId, RegExp][]) {
    const entry = byId.get(field);
    expect(entry, `the brief has a ${field} field`).toBeDefined();
    expect(entry!.display ?? '', `${field} holds what the visitor said`).toMatch(shows);
    expect(entry!.clarify, `${field} was filed with confidence`).toBe(false);
    await expect(briefValue(page, entry!.label), `the brief shows ${field}`).toContainText(entry!.display!.replace(/\s+/g, ' ').trim());
  }
  await screenshot(page, `${story.shots}-03-visitor-brief`);
  return brief;
}

/** Signs the designer in through the login form, in a browser of their own, and opens the request. */
async function designerOpensRequest(browser: Browser, api: Api, designer: Designer, language: Language, device: 'desktop' | 'phone') {
  const { auth } = catalogs[language];
  const context = await browser.newContext({
    baseURL: appOrigin(),
    locale: language,
    ...(device === 'phone' ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : { viewport: { width: 1366, height: 900 } }),
  });
  const page = await context.newPage();
  await setLanguage(page, language);
  await page.goto('/login');
  await page.getByLabel(auth.fields.email, { exact: true }).fill(designer.email);
  await page.getByLabel(auth.fields.password, { exact: true }).fill(designer.password);
  await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/client_request$/);
  const list = await api.request.get('/api/client_requests/', { headers: { Authorization: `Bearer ${designer.token}` } });
  const [request] = ((await list.json()) as { items: { id: string }[] }).items;
  expect(request, 'the visitor’s request is in the list').toBeDefined();
  await page.goto(`/client_request/${request!.id}`);
  return { context, page };
}

/** On the overview, the value opens the visitor's message it was read from, the words it came from marked. */
async function expectValueShowsMessage(page: Page, story: Story, brief: BriefReply, how: 'hover' | 'tap') {
  const { clientRequest: cr } = catalogs[story.language];
  const entry = brief.entries.find((e) => e.field_id === story.check.field)!;
  const message = story.messages[story.check.said]!;
  const row = page.locator(`[data-field="${story.check.field}"]`);
  const trigger = row.getByRole('button', { name: new RegExp(escapeRegExp(cr.overview.showMessage)) });
  await trigger.scrollIntoViewIfNeeded();
  if (how === 'hover') await trigger.hover();
  else await trigger.tap();
  const popover = page.getByRole('dialog', { name: cr.overview.message, exact: true });
  await expect(popover).toBeVisible();
  // The whole message (a closing full stop aside), the words the value was read from marked in it.
  await expect(popover).toContainText(message.replace(/[.。!！?？]+$/u, ''));
  if (entry.source && entry.raw && message.includes(entry.raw)) await expect(popover.locator('mark')).toHaveText(entry.raw);
  await screenshot(page, `${story.shots}-04-designer-sees-message`, { fullPage: false });
  await expectNoSeriousA11yViolations(page);
  // Hovered, it goes with the mouse; tapped, it stays until dismissed.
  if (how === 'hover') await page.mouse.move(0, 0);
  else await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
}

async function listens(page: Page, browser: Browser, api: Api, story: Story, designerDevice: 'desktop' | 'phone') {
  const designer = await createStudio(api, story.language, story.teamName);
  const linkWords = designer.genie_name;
  await setLanguage(page, story.language);
  const email = `${api.uniqueName('visitor').toLowerCase()}@visitors.genie.test`;

  const start = await test.step('the visitor opens the genie on their phone', () => startChat(page, story, linkWords, email));
  await test.step('the visitor tells their story in their own order, then answers what is still asked', () => tellStory(page, story, linkWords, start));
  const brief = await test.step('the visitor’s brief shows every fact in its field', () => expectBriefHasEveryFact(page, story, linkWords));
  await test.step(`the designer signs in, opens the request and ${designerDevice === 'desktop' ? 'hovers' : 'taps'} a value: the visitor's words`, async () => {
    const { context, page: admin } = await designerOpensRequest(browser, api, designer, story.language, designerDevice);
    await expectValueShowsMessage(admin, story, brief, designerDevice === 'desktop' ? 'hover' : 'tap');
    await context.close();
  });
}

test('a visitor tells their home story in English in their own order: every fact in its field, the designer hovers a value and sees their words', async ({ page, browser, api }) => {
  test.setTimeout(120_000);
  await listens(page, browser, api, residential, 'desktop');
});

test('a visitor tells their brand story in zh-TW: every fact in its field, the designer taps a value on a phone and sees their words', async ({ page, browser, api }) => {
  test.setTimeout(120_000);
  await listens(page, browser, api, brand, 'phone');
});
