/**
 * The sidebar's workspaces across every lead (issue 24), through the real UI and server. In English,
 * a designer opens AI Suggestions from the sidebar, writes the suggestions of every lead that has none
 * in one batch, sees one go out of date when the request changes and brings it up to date, and opens a
 * lead's suggestions tab. In Traditional Chinese, a designer opens Conversation History, searches the
 * visitors' words, reads a transcript beside the list and opens the request's history tab. In Korean,
 * a designer opens AI Brand Analysis, analyzes a lead's website from the list (the fixture site) and
 * sees its colours and voice; a Starter designer is offered the upgrade instead. In English again, a
 * designer opens Mood Board, finds the three chat versions' addresses and the embed snippet, and the
 * board a visitor made (a photo, concepts, a starred one) leading to the request. In Traditional
 * Chinese again, a designer opens Furniture Suggestions and finds each lead's selection, filters the
 * ones still waiting and goes to the request's Furniture tab to suggest some. Each
 * section is photographed in the three languages.
 *
 * Setup goes through the API only. The server runs with no LLM configured: the rules write the
 * suggestions.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Language, MoodBoardReply, StartClientRequestReply } from '@genie/contracts';
import koPlans from '../../apps/web/src/i18n/admin/ko-KR/plans.json' with { type: 'json' };
import zhFurniture from '../../apps/web/src/i18n/admin/zh-TW/furniture.json' with { type: 'json' };
import { catalogs, fill, plural } from '../support/catalogs.ts';
import { expect, expectNoSeriousA11yViolations, loginAs, screenshot, setLanguage, test, type Api, type Designer } from '../support/fixtures.ts';
import { makePng } from '../support/png.ts';
import { brandSiteOrigin } from '../support/ports.ts';
import { finishConversation } from '../support/visitor-api.ts';
import { screenLanguages } from '../support/languages.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const languages: Language[] = ['en-US', 'zh-TW', 'ko-KR'];
const visitorEmail = (api: Api, name: string) => `${api.uniqueName(name)}@visitors.genie.test`.toLowerCase();

/** A visitor who opens a request on the designer's genie and says `text` once. Returns the request's identify key. */
async function sayOnce(api: Api, linkWords: string, visitor: { contact_name: string; language: Language }, text: string) {
  const start = await api.request.post(`/api/genie/${linkWords}/client_requests/`, {
    data: { ...visitor, email: visitorEmail(api, 'visitor'), phone: '+886 912 345 678', available_time: '9to12', project_type: 'residential_space' },
  });
  expect(start.status(), await start.text()).toBe(200);
  const started = (await start.json()) as StartClientRequestReply;
  const res = await api.request.post(`/api/genie/${linkWords}/chat/`, {
    headers: { 'x-visitor-session': started.session_token },
    data: { client_message_id: randomUUID(), text },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The same section, signed in, in each language: a fresh page per language (the language is seeded once per tab). */
async function photograph(page: Page, designer: Designer, path: string, name: string, ready: (page: Page, language: Language) => Promise<void>, turn: number) {
  for (const language of screenLanguages(languages, turn)) {
    const tab = await page.context().newPage();
    await loginAs(tab, designer.token);
    await setLanguage(tab, language);
    await tab.goto(path);
    await ready(tab, language);
    await screenshot(tab, `${name}-${language}`, { fullPage: false });
    await tab.close();
  }
}

test('AI Suggestions: every lead in one place, written in one batch, kept up to date', async ({ page, api }) => {
  test.setTimeout(150_000);
  const language: Language = 'en-US';
  const { shell, sections, clientRequest: cr } = catalogs[language];
  const s = sections.suggestions;
  const designer = await api.registerDesigner({ name: 'Lumen Interiors', language });
  const ids: Record<string, string> = {};
  await test.step('setup: two visitors finished their conversations, one lead by phone says nothing of its project', async () => {
    await finishConversation(api, designer.genie_name, { contact_name: 'Noah Park', email: visitorEmail(api, 'noah') });
    await finishConversation(api, designer.genie_name, { contact_name: 'Mia Chen', email: visitorEmail(api, 'mia') });
    ids.ollie = await api.addRequest(designer, { contact_name: 'Ollie Other', email: 'ollie@visitors.genie.test', project_type: 'other' });
  });

  await loginAs(page, designer.token);
  await setLanguage(page, language);
  await page.goto('/client_request');
  await expect(page.getByRole('heading', { level: 1, name: shell.sections.potential_clients.title })).toBeVisible();
  await page.getByRole('navigation', { name: shell.nav.label }).getByRole('link', { name: shell.sections.ai_suggestions.title }).click();
  await expect(page).toHaveURL(/\/section\/ai_suggestions$/);
  await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeVisible();
  await expect(page.getByText(/coming soon|即將推出|곧 제공/i)).toHaveCount(0);

  const table = page.getByRole('table', { name: s.tableLabel });
  const row = (name: string) => table.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  const pill = (state: keyof typeof s.states) => page.getByRole('group', { name: s.stateFilter }).getByRole('button', { name: new RegExp(`^${s.states[state]}`) });

  await test.step('each lead shows its state: two not written, one waiting for a project type', async () => {
    await expect(row('Noah Park').getByText(s.states.none, { exact: true })).toBeVisible();
    await expect(row('Mia Chen').getByText(s.states.none, { exact: true })).toBeVisible();
    await expect(row('Ollie Other').getByText(s.states.blocked, { exact: true })).toBeVisible();
    await expect(row('Ollie Other').getByRole('checkbox')).toBeDisabled();
    await expect(row('Ollie Other').getByRole('link', { name: s.chooseType })).toHaveAttribute('href', `/client_request/${ids.ollie}?tab=overview`);
    await expect(pill('none')).toContainText('2');
    await expect(pill('blocked')).toContainText('1');
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('select every lead that can be written and write them in one batch, with progress', async () => {
    await page.getByRole('checkbox', { name: s.selectAll }).check();
    await page.getByRole('button', { name: plural(language, s, 'generateSelected', 2) }).click();
    await expect(page.getByText(plural(language, s.batch, 'done', 2))).toBeVisible({ timeout: 30_000 });
    await expect(row('Noah Park').getByText(s.states.generated, { exact: true })).toBeVisible();
    await expect(row('Mia Chen').getByText(s.states.generated, { exact: true })).toBeVisible();
    await expect(pill('generated')).toContainText('2');
  });

  await test.step('a lead whose request changed is outdated; filtering shows it alone and Regenerate brings it up to date', async () => {
    const list = (await (await api.request.get('/api/client_requests/?q=Mia', { headers: { Authorization: `Bearer ${designer.token}` } })).json()) as { items: { id: string }[] };
    ids.mia = list.items[0]!.id;
    const patched = await api.request.patch(`/api/client_requests/${ids.mia}/`, {
      headers: { Authorization: `Bearer ${designer.token}` },
      data: { brand_name: 'Chen Bakery' },
    });
    expect(patched.status(), await patched.text()).toBe(200);
    await page.reload();
    await pill('outdated').click();
    await expect(page).toHaveURL(/state=outdated/);
    await expect(table.getByRole('row')).toHaveCount(2); // the header and Mia
    const mia = row('Mia Chen · Chen Bakery');
    await expect(mia.getByText(s.states.outdated, { exact: true })).toBeVisible();
    await screenshot(page, 'section-ai-suggestions-outdated-en-US', { fullPage: false });
    await mia.getByRole('button', { name: s.regenerate }).click();
    await expect(page.getByText(plural(language, s.batch, 'done', 1))).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(s.noMatch)).toBeVisible();
    await expect(pill('outdated')).toContainText('0');
  });

  await test.step("a lead's name opens its suggestions tab, showing what was written", async () => {
    await pill('generated').click();
    await row('Noah Park').getByRole('link', { name: 'Noah Park' }).click();
    await expect(page).toHaveURL(new RegExp(`/client_request/[^/?]+\\?tab=suggestions$`));
    await expect(page.getByRole('tab', { name: cr.tabs.suggestions, selected: true })).toBeVisible();
    // Written by the rules from the brief as it still is: rather than a rewrite into the same words, the tab says so and where another take comes from.
    await expect(page.getByRole('link', { name: catalogs[language].aiSuggestions.sameAgain.connect })).toHaveAttribute('href', '/account#language-model');
    await expect(page.getByRole('button', { name: catalogs[language].aiSuggestions.regenerate })).toHaveCount(0);
  });

  await photograph(page, designer, '/section/ai_suggestions', 'section-ai-suggestions', async (tab, lang) => {
    await expect(tab.getByRole('heading', { level: 1, name: catalogs[lang].sections.suggestions.title })).toBeVisible();
    await expect(tab.getByRole('table', { name: catalogs[lang].sections.suggestions.tableLabel })).toBeVisible();
  }, 0);
});

test('Conversation History: every conversation, searched in the visitors’ words, the transcript beside it', async ({ page, api }) => {
  test.setTimeout(120_000);
  const language: Language = 'zh-TW';
  const { shell, sections, clients, clientRequest: cr } = catalogs[language];
  const h = sections.history;
  const designer = await api.registerDesigner({ name: '光影設計', language });
  await test.step('setup: three visitors, each in their own language', async () => {
    await sayOnce(api, designer.genie_name, { contact_name: '陳美玲', language: 'zh-TW' }, '我們想把老公寓重新裝修，預算大約兩百萬。');
    await sayOnce(api, designer.genie_name, { contact_name: '김지수', language: 'ko-KR' }, '카페 인테리어를 새로 하고 싶어요. 예산은 3천만 원 정도입니다.');
    await finishConversation(api, designer.genie_name, { contact_name: 'Anna Berg', email: visitorEmail(api, 'anna') });
  });

  await loginAs(page, designer.token);
  await setLanguage(page, language);
  await page.goto('/client_request');
  await expect(page.getByRole('heading', { level: 1, name: shell.sections.potential_clients.title })).toBeVisible();
  await page.getByRole('navigation', { name: shell.nav.label }).getByRole('link', { name: shell.sections.conversation_history.title }).click();
  await expect(page).toHaveURL(/\/section\/conversation_history$/);
  await expect(page.getByRole('heading', { level: 1, name: h.title })).toBeVisible();
  const list = page.getByRole('list', { name: h.listLabel, exact: true });

  await test.step('every conversation is listed, the newest first, and the newest is open beside the list', async () => {
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByRole('listitem').first()).toContainText('Anna Berg');
    await expect(page.getByRole('region', { name: fill(h.transcriptOf, { name: 'Anna Berg' }) })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('a search in Chinese finds the message and marks the words; the transcript opens beside it', async () => {
    await page.getByRole('searchbox', { name: clients.filters.search }).fill('預算');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    const card = list.getByRole('listitem').first();
    await expect(card.locator('mark').first()).toHaveText('預算');
    await expect(page.getByText(plural(language, h, 'found', 1, { q: '預算' }))).toBeVisible();
    await card.getByRole('button').click();
    const transcript = page.getByRole('region', { name: fill(h.transcriptOf, { name: '陳美玲' }) });
    await expect(transcript.getByText('我們想把老公寓重新裝修，預算大約兩百萬。')).toBeVisible();
    await screenshot(page, 'section-conversation-history-search-zh-TW', { fullPage: false });
  });

  await test.step('a search in Korean finds the Korean visitor', async () => {
    await page.getByRole('searchbox', { name: clients.filters.search }).fill('예산은');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem').first()).toContainText('김지수');
  });

  await test.step('completed and in-progress conversations are filtered apart', async () => {
    await page.getByRole('searchbox', { name: clients.filters.search }).fill('');
    await page.getByRole('button', { name: clients.conversation.completed, exact: true }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem').first()).toContainText('Anna Berg');
    await page.getByRole('button', { name: h.filters.inProgress, exact: true }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);
  });

  await test.step("Open the request leads to the request's history tab", async () => {
    await list.getByRole('listitem').filter({ hasText: '陳美玲' }).getByRole('button').click();
    await page.getByRole('link', { name: h.openRequest }).click();
    await expect(page).toHaveURL(/\/client_request\/[^/?]+\?tab=history$/);
    await expect(page.getByRole('tab', { name: cr.tabs.history, selected: true })).toBeVisible();
  });

  await photograph(page, designer, '/section/conversation_history', 'section-conversation-history', async (tab, lang) => {
    await expect(tab.getByRole('heading', { level: 1, name: catalogs[lang].sections.history.title })).toBeVisible();
    await expect(tab.getByRole('list', { name: catalogs[lang].sections.history.listLabel, exact: true }).getByRole('listitem')).toHaveCount(3);
  }, 1);
});

test('AI Brand Analysis: every lead with a website, analyzed from the list, the brand at a glance', async ({ page, api }) => {
  test.setTimeout(120_000);
  const language: Language = 'ko-KR';
  const { shell, sections, brandAnalysis: ba } = catalogs[language];
  const b = sections.brand;
  const designer = await api.registerDesigner({ name: '루멘 스튜디오', language });
  await api.addRequest(designer, { contact_name: '박서연', email: 'seoyeon@visitors.genie.test', project_type: 'brand_design', website_url: `${brandSiteOrigin()}/` });
  await api.addRequest(designer, { contact_name: '이도윤', email: 'doyun@visitors.genie.test', project_type: 'commercial_space' });

  await loginAs(page, designer.token);
  await setLanguage(page, language);
  await page.goto('/client_request');
  await expect(page.getByRole('heading', { level: 1, name: shell.sections.potential_clients.title })).toBeVisible();
  await page.getByRole('navigation', { name: shell.nav.label }).getByRole('link', { name: shell.sections.brand_analysis.title }).click();
  await expect(page).toHaveURL(/\/section\/ai_brand_analysis$/);
  await expect(page.getByRole('heading', { level: 1, name: b.title })).toBeVisible();

  const list = page.getByRole('list', { name: b.listLabel, exact: true });
  const card = list.getByRole('listitem', { name: '박서연' });
  await test.step('only the lead with a website is listed, not analyzed yet', async () => {
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(card.getByText(b.states.none, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('Analyze from the list: in progress, then the palette and the voice', async () => {
    await card.getByRole('button', { name: ba.notStarted.analyze }).click();
    await expect(card.getByText(b.states.done, { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(card.getByRole('list', { name: b.palette })).toContainText(/#2f4a3a/i);
    await expect(card.getByText(b.voice, { exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: b.stateFilter }).getByRole('button', { name: new RegExp(`^${b.states.done}`) })).toContainText('1');
    await expect(card.getByRole('button', { name: ba.reanalyze })).toBeVisible();
  });

  await test.step("the card opens the request's analysis tab", async () => {
    await card.getByRole('link', { name: b.open }).click();
    await expect(page).toHaveURL(/\/client_request\/[^/?]+\?tab=analysis$/);
  });

  await test.step('the old address of the section still leads here', async () => {
    await page.goto('/section/brand_analysis');
    await expect(page).toHaveURL(/\/section\/ai_brand_analysis$/);
  });

  await photograph(page, designer, '/section/ai_brand_analysis', 'section-brand-analysis', async (tab, lang) => {
    // (Each language's tab loads the list afresh; on a loaded machine the first paint may come after the default wait.)
    await expect(tab.getByRole('list', { name: catalogs[lang].sections.brand.listLabel, exact: true }).getByText(catalogs[lang].sections.brand.states.done, { exact: true })).toBeVisible({ timeout: 20_000 });
  }, 2);

  await test.step('a Starter designer is offered the upgrade, not the list', async () => {
    const small = await api.registerDesigner({ name: '작은 스튜디오', language });
    const sel = await api.request.post('/api/plans/select/', { headers: { Authorization: `Bearer ${small.token}` }, data: { plan: 'starter', billing_cycle: 'monthly' } });
    expect(sel.status(), await sel.text()).toBe(200);
    const tab = await page.context().newPage();
    await loginAs(tab, small.token);
    await setLanguage(tab, language);
    await tab.goto('/section/ai_brand_analysis');
    await expect(tab.getByRole('heading', { level: 1, name: b.title })).toBeVisible();
    await expect(tab.getByRole('list', { name: b.listLabel })).toHaveCount(0);
    await expect(tab.getByRole('link', { name: koPlans.upgrade.contactSales })).toBeVisible();
    await screenshot(tab, 'section-brand-analysis-starter-ko-KR', { fullPage: false });
    await tab.close();
  });
});

/** A visitor of the mood board who uploads a photo, gets concepts from the built-in renderer and stars the first. */
async function visitorMakesBoard(api: Api, linkWords: string, contact_name: string) {
  const start = await api.request.post(`/api/genie/${linkWords}/client_requests/`, {
    data: { contact_name, email: visitorEmail(api, 'board'), phone: '+886 912 345 678', available_time: '9to12', project_type: 'residential_space', language: 'en-US' },
  });
  expect(start.status(), await start.text()).toBe(200);
  const headers = { 'x-visitor-session': ((await start.json()) as StartClientRequestReply).session_token };
  const base = `/api/genie/${linkWords}/mood_board`;
  // Concepts are drawn from what the visitor said: one turn of the conversation first.
  expect((await api.request.get(`/api/genie/${linkWords}/session/`, { headers })).status()).toBe(200);
  const said = await api.request.post(`/api/genie/${linkWords}/chat/`, { headers, data: { client_message_id: randomUUID(), text: 'A 30-year-old flat in Taipei; we love warm Japandi with oak.' } });
  expect(said.status(), await said.text()).toBe(200);
  const upload = await api.request.post(`${base}/images/`, { headers, multipart: { image: { name: 'room.png', mimeType: 'image/png', buffer: makePng(96) } } });
  expect(upload.status(), await upload.text()).toBe(200);
  const proposed = await api.request.post(`${base}/concepts/`, { headers, data: {} });
  expect(proposed.status(), await proposed.text()).toBe(200);
  let board: MoodBoardReply['board'] | undefined;
  await expect
    .poll(
      async () => {
        board = ((await (await api.request.get(`${base}/`, { headers })).json()) as MoodBoardReply).board;
        return board.concepts.filter((c) => c.status === 'ready').length;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  const ready = board!.concepts.find((c) => c.status === 'ready')!;
  expect((await api.request.put(`${base}/concepts/${ready.id}/star/`, { headers, data: { starred: true } })).status()).toBe(200);
}

test('Mood Board: the versions to offer, the embed snippet, and every board visitors made', async ({ page, api }) => {
  test.setTimeout(150_000);
  const language: Language = 'en-US';
  const { shell, sections } = catalogs[language];
  const m = sections.moodBoard;
  const designer = await api.registerDesigner({ name: 'Lumen Interiors', language });
  await visitorMakesBoard(api, designer.genie_name, 'Bea Board');

  await loginAs(page, designer.token);
  await setLanguage(page, language);
  await page.goto('/client_request');
  await expect(page.getByRole('heading', { level: 1, name: shell.sections.potential_clients.title })).toBeVisible();
  await page.getByRole('navigation', { name: shell.nav.label }).getByRole('link', { name: shell.sections.mood_board.title }).click();
  await expect(page).toHaveURL(/\/section\/mood_board$/);
  await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
  await expect(page.getByText(/coming soon|即將推出|곧 제공/i)).toHaveCount(0);

  await test.step('the three chat versions, each with its address', async () => {
    for (const version of ['mood_board', 'mood_board_v2', 'mood_board_v3'] as const) {
      await expect(page.getByRole('link', { name: fill(m.versions.open, { name: m.versions[version].name }) })).toHaveAttribute('href', new RegExp(`/${version}/${designer.genie_name}$`));
    }
  });

  await test.step('the board the visitor made: the photo and the starred concept, leading to the request', async () => {
    const card = page.getByRole('list', { name: m.listLabel, exact: true }).getByRole('listitem', { name: 'Bea Board' });
    await expect(card.getByRole('img', { name: fill(m.uploadImage, { name: 'Bea Board' }) })).toBeVisible();
    await expect(card.getByRole('img', { name: fill(m.starredImage, { name: 'Bea Board' }) })).toBeVisible();
    await expect(card.getByText(/1 photos · [1-9]\d* concepts · 1 starred/)).toBeVisible();
    await expect.poll(() => card.getByRole('img').first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('the embed dialog opens on the mood board', async () => {
    await page.getByRole('button', { name: m.embed }).click();
    const dialog = page.getByRole('dialog', { name: shell.embed.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: shell.embed.flows['mood-board'] })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await photograph(page, designer, '/section/mood_board', 'section-mood-board', async (tab, lang) => {
    const card = tab.getByRole('list', { name: catalogs[lang].sections.moodBoard.listLabel, exact: true }).getByRole('listitem', { name: 'Bea Board' });
    await expect.poll(() => card.getByRole('img').first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }, 3);

  await test.step('the card opens the request', async () => {
    await page.getByRole('list', { name: m.listLabel, exact: true }).getByRole('link', { name: m.open }).click();
    await expect(page).toHaveURL(/\/client_request\/[^/?]+$/);
  });
});

test('Furniture Suggestions: every lead’s selection, and the way to the ones still waiting', async ({ page, api }) => {
  test.setTimeout(150_000);
  const language: Language = 'zh-TW';
  const { shell, sections, clientRequest: cr } = catalogs[language];
  const f = sections.furnitureSection;
  const designer = await api.registerDesigner({ name: '光影設計', language });
  const auth = { Authorization: `Bearer ${designer.token}` };
  await finishConversation(api, designer.genie_name, { contact_name: 'Chosen Chen', email: visitorEmail(api, 'chosen') });
  const waiting = await api.addRequest(designer, { contact_name: '王小明', email: 'ming@visitors.genie.test', project_type: 'residential_space' });
  const list = (await (await api.request.get('/api/client_requests/?q=Chosen', { headers: auth })).json()) as { items: { id: string }[] };
  const generated = await api.request.post(`/api/client_requests/${list.items[0]!.id}/furniture/`, { headers: auth });
  expect(generated.status(), await generated.text()).toBe(200);

  await loginAs(page, designer.token);
  await setLanguage(page, language);
  await page.goto('/client_request');
  await expect(page.getByRole('heading', { level: 1, name: shell.sections.potential_clients.title })).toBeVisible();
  await page.getByRole('navigation', { name: shell.nav.label }).getByRole('link', { name: shell.sections.furniture_suggestions.title }).click();
  await expect(page).toHaveURL(/\/section\/furniture_suggestions$/);
  await expect(page.getByRole('heading', { level: 1, name: f.title })).toBeVisible();
  await expect(page.getByText(/coming soon|即將推出|곧 제공/i)).toHaveCount(0);

  const cards = page.getByRole('list', { name: f.listLabel, exact: true });
  await test.step('each lead with its selection: pieces and total for one, nothing yet for the other', async () => {
    await expect(cards.getByRole('listitem', { name: 'Chosen Chen' }).getByText(f.generated, { exact: true })).toBeVisible();
    await expect(cards.getByRole('listitem', { name: 'Chosen Chen' }).getByText(/件單品/)).toBeVisible();
    await expect(cards.getByRole('listitem', { name: '王小明' }).getByText(f.waiting)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await photograph(page, designer, '/section/furniture_suggestions', 'section-furniture', async (tab, lang) => {
    const shown = tab.getByRole('list', { name: catalogs[lang].sections.furnitureSection.listLabel, exact: true });
    await expect(shown.getByRole('listitem', { name: 'Chosen Chen' })).toBeVisible();
    await expect(shown.getByRole('listitem', { name: '王小明' })).toBeVisible();
  }, 4);

  await test.step("the leads still waiting, and the way to their Furniture tab", async () => {
    await page.getByRole('group', { name: f.filter }).getByRole('button', { name: f.notGenerated }).click();
    await expect(cards.getByRole('listitem', { name: 'Chosen Chen' })).toHaveCount(0);
    await cards.getByRole('listitem', { name: '王小明' }).getByRole('link', { name: zhFurniture.generate }).click();
    await expect(page).toHaveURL(new RegExp(`/client_request/${waiting}\\?tab=furniture$`));
    await expect(page.getByRole('tab', { name: cr.tabs.furniture, selected: true })).toBeVisible();
  });
});
