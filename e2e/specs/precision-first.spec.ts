/**
 * Precision first (issue 23), through the real UI, server and built-in interview engine, in the three
 * languages: the visitor checks a value kept "to clarify" on their report and corrects it in one tap;
 * a visitor who switches the page's language mid-chat gets the question again, and the next one, in the
 * new language and is understood in it; a designer's hand-made lead with the client's message pasted in
 * has a filled brief; the demo chat speaks for one studio, the seeded one, in its header and its messages; a first
 * message that only says hello is met with the opening question again, and the story after it is the background.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO_STUDIO_NAME, type ChangeVisitorLanguageReply, type ChatQuestion, type Language } from '@genie/contracts';
import { catalogs } from '../support/catalogs.ts';
import { expect, loginAs, screenshot, setLanguage, test, type Api } from '../support/fixtures.ts';
import { chatScreen, nextApiReply, parseSse, tapChoice, tapTyped } from '../support/genie.ts';
import { actAsVisitor, designerDetail, startVisitor } from '../support/visitor-api.ts';
import { journeyLanguages } from '../support/languages.ts';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Words no budget can be read from, and the budget the visitor then means, per language. */
const budgets: Record<Language, { vague: string; meant: string; shown: RegExp }> = {
  'en-US': { vague: 'the usual kind, like the others', meant: 'NT$2,000,000', shown: /NT\$2,000,000/ },
  'zh-TW': { vague: '就跟別人一樣的那種', meant: '預算200萬', shown: /2,000,000/ },
  'ko-KR': { vague: '그냥 남들 하는 정도로요', meant: '5천만 원', shown: /50,000,000/ },
};

test.describe('the visitor checks a value to clarify before confirming', () => {
  test.use(phone);

  for (const language of journeyLanguages(['en-US', 'zh-TW', 'ko-KR'] as const, 1)) {
    test(`the report marks the budget kept as said and its one-tap correction saves (${language})`, async ({ page, api }) => {
      const { genie, catalog, common } = catalogs[language];
      const designer = await api.registerDesigner({ name: 'Lumen Interior Studio', language });
      const visitor = await startVisitor(api, designer, language);
      // Every question passed but the budget, answered twice in words no amount can be read from: kept as said, to clarify.
      let question: ChatQuestion | null = visitor.session.question;
      for (let turn = 0; question && turn < 40; turn++) {
        const data = question.field_id === 'budget' ? { text: budgets[language].vague } : { action: 'skip' };
        const res = await api.request.post(`/api/genie/${designer.genie_name}/chat/`, { headers: visitor.headers, data: { client_message_id: randomUUID(), ...data } });
        const done = parseSse(await res.text()).find((e) => e.type === 'done');
        if (done?.type !== 'done') throw new Error('a chat turn without its done event');
        question = done.complete ? null : done.question;
      }
      expect((await api.request.post(`/api/genie/${designer.genie_name}/reference/skip/`, { headers: visitor.headers })).status()).toBe(200);

      await actAsVisitor(page, designer, visitor, language);
      await page.goto(`/genie/${designer.genie_name}/design_brief/${visitor.identifyKey}`);
      await expect(page.getByRole('heading', { level: 1, name: genie.brief.title })).toBeVisible();
      const label = catalog.briefFields.budget;
      const row = page.locator('dl > div').filter({ has: page.locator('dt', { hasText: label }) });
      await expect(row.getByText(genie.brief.clarifyBadge, { exact: true })).toBeVisible();
      await expect(row.getByTestId('clarify-note')).toContainText(genie.brief.clarifyNote);
      await expect(row.locator('dd')).toContainText(budgets[language].vague);
      await row.scrollIntoViewIfNeeded();
      await screenshot(page, `precision-clarify-${language}-1-marked`, { fullPage: false });

      await row.getByRole('button', { name: new RegExp(`^${escapeRegExp(genie.brief.clarifyEdit)}`) }).tap();
      const box = row.getByRole('textbox', { name: label });
      await expect(box).toBeFocused();
      await box.fill(budgets[language].meant);
      await screenshot(page, `precision-clarify-${language}-2-correcting`, { fullPage: false });
      const saved = nextApiReply(page, designer.genie_name, 'brief/fields/', 'PUT');
      await row.getByRole('button', { name: common.save, exact: true }).tap();
      expect((await saved).status()).toBe(200);
      await expect(row.locator('dd')).toContainText(budgets[language].shown);
      await expect(row.getByText(genie.brief.clarifyBadge, { exact: true })).toHaveCount(0);
      await expect(page.getByTestId('clarify-note')).toHaveCount(0);
      await screenshot(page, `precision-clarify-${language}-3-corrected`, { fullPage: false });

      // The designer sees the visitor's value, no longer to clarify.
      const budget = (await designerDetail(api, designer, 'Mia Chen')).entries.find((e) => e.field_id === 'budget');
      expect(budget).toMatchObject({ raw: budgets[language].meant, clarify: false });
    });
  }
});

test.describe('an answer that points back at an earlier message still answers the question', () => {
  test.use(phone);

  test('a Korean packaging visitor who says "말씀드렸듯이" is not asked the question again', async ({ page, api }) => {
    const designer = await api.registerDesigner({ name: 'Lumen Packaging Studio', language: 'ko-KR' });
    const visitor = await startVisitor(api, designer, 'ko-KR', 'packaging_design');
    await actAsVisitor(page, designer, visitor, 'ko-KR');
    await page.goto(`/genie/${designer.genie_name}/chat`);
    const screen = chatScreen(page, 'ko-KR');
    await expect(screen.log).toContainText(visitor.session.question!.text);

    const asked = await tapTyped(page, designer.genie_name, screen, '제주에서 수제 잼을 만드는 작은 공방이에요. 이번에 선물용 패키지를 새로 만들고 싶어요.');
    expect(asked.question?.field_id).toBe('product_description');

    const next = await tapTyped(page, designer.genie_name, screen, '말씀드렸듯이 감귤 잼이에요. 감귤, 한라봉, 청귤 세 가지 맛이고 250g 유리병에 담아요.');
    expect(next.question?.field_id).not.toBe('product_description');
    expect(next.reply).not.toContain('찾지 못했어요');
    await expect(screen.log).toContainText(next.question!.text);
    await screenshot(page, 'precision-as-i-said-ko-KR', { fullPage: false });

    const detail = await designerDetail(api, designer, 'Mia Chen');
    expect(detail.entries.find((e) => e.field_id === 'product_description')?.display).toContain('감귤 잼');
  });
});

test.describe("the visitor's clock goes with their words", () => {
  test.use({ ...phone, timezoneId: 'Australia/Melbourne' });

  test('a visitor in Australia who names no place has a budget of "$5,500" in Australian dollars', async ({ page, api }) => {
    const designer = await api.registerDesigner({ name: 'Lumen Web Studio', language: 'en-US' });
    const visitor = await startVisitor(api, designer, 'en-US', 'website');
    await actAsVisitor(page, designer, visitor, 'en-US');
    await page.goto(`/genie/${designer.genie_name}/chat`);
    const screen = chatScreen(page, 'en-US');
    await expect(screen.log).toContainText(visitor.session.question!.text);

    await tapTyped(page, designer.genie_name, screen, 'I groom dogs from a van and need a site where people can book themselves');
    const turn = await tapTyped(page, designer.genie_name, screen, 'Ok my husband reckons we can stretch to $5,500. So $5,500 is the budget');
    expect(turn.reply).toContain('A$5,500');
    await expect(screen.log).toContainText('A$5,500');
    await screenshot(page, 'precision-clock-currency-en-US', { fullPage: false });

    const detail = await designerDetail(api, designer, 'Mia Chen');
    expect(detail.entries.find((e) => e.field_id === 'budget')?.display).toContain('A$5,500');
  });
});

/** A switch of language mid-chat, and the first answer given in the new one with the fact it must yield. */
const switches: { from: Language; to: Language; answer: string; size: RegExp; script: RegExp }[] = [
  { from: 'en-US', to: 'ko-KR', answer: '32평 아파트를 전체 리모델링하고 싶어요', size: /32평/, script: /[가-힣]/ },
  { from: 'ko-KR', to: 'zh-TW', answer: '我們想把30坪的公寓整個翻新', size: /30坪/, script: /[\u4e00-\u9fff]/ },
  { from: 'zh-TW', to: 'en-US', answer: "We'd like to renovate our whole 85 square metre apartment", size: /85 m²/, script: /^[\x20-\x7e’]+$/ },
];

test.describe('the language follows the visitor', () => {
  test.use(phone);

  for (const { from, to, answer, size, script } of switches) {
    test(`a visitor who switches from ${from} to ${to} mid-chat gets the question, its chips and the next one in ${to}, and is understood`, async ({ page, api }) => {
      const designer = await api.registerDesigner({ name: 'Lumen Interior Studio', language: from });
      const visitor = await startVisitor(api, designer, from);
      await actAsVisitor(page, designer, visitor, from);
      await page.goto(`/genie/${designer.genie_name}/chat`);
      const before = chatScreen(page, from);
      await expect(before.log).toContainText(visitor.session.question!.text);

      const switched = page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().endsWith('/session/language/'));
      await page.getByRole('button', { name: `${catalogs[from].common.language} ${catalogs[from].common.languages[from]}`, exact: true }).click();
      await page.getByRole('menuitemradio', { name: catalogs[from].common.languages[to], exact: true }).click();
      const reply = (await (await switched).json()) as ChangeVisitorLanguageReply;
      expect(reply.language).toBe(to);
      expect(reply.question?.field_id).toBe(visitor.session.question!.field_id);
      expect(reply.question?.text).toMatch(script);
      const after = chatScreen(page, to);
      await expect(after.log.locator('> div').last()).toContainText(reply.question!.text);
      await expect(after.input).toHaveAttribute('placeholder', reply.question!.hint ?? catalogs[to].genie.chat.placeholder);
      await screenshot(page, `precision-language-${from}-to-${to}-1-switched`, { fullPage: false });

      const done = await tapTyped(page, designer.genie_name, after, answer);
      expect(done.question?.text).toMatch(script);
      await expect(after.log).toContainText(done.question!.text);
      if (done.question!.chips.length > 0) {
        const group = done.question!.multiple ? after.multiChips : after.chips;
        await expect(group.getByRole('button')).toHaveText(done.question!.chips.map((c) => c.label));
      }
      await screenshot(page, `precision-language-${from}-to-${to}-2-next-question`, { fullPage: false });

      const detail = await designerDetail(api, designer, 'Mia Chen');
      expect(detail.language).toBe(to);
      expect(detail.entries.find((e) => e.field_id === 'space_size')?.display).toMatch(size);
    });
  }
});

/** What a client told the designer, pasted in, and how the overview must show each fact. */
const pasted: Record<Language, { notes: string; shows: Record<'space_size' | 'budget' | 'opening_date' | 'preferred_style', RegExp> }> = {
  'en-US': {
    notes: '35 ping, NT$4.5M, opening April 2027, wabi-sabi',
    shows: { space_size: /35 ping/, budget: /NT\$4,500,000/, opening_date: /April 2027/, preferred_style: /wabi-sabi/ },
  },
  'zh-TW': {
    notes: '咖啡廳，35坪，預算新台幣450萬，2027年4月開幕，侘寂風',
    shows: { space_size: /35坪/, budget: /NT\$4,500,000/, opening_date: /2027年4月/, preferred_style: /侘寂風/ },
  },
  'ko-KR': {
    notes: '카페 35평, 예산 1억 2천만 원, 2027년 4월 오픈, 와비사비 스타일',
    shows: { space_size: /35평/, budget: /₩120,000,000/, opening_date: /2027년 4월/, preferred_style: /와비사비/ },
  },
};

/** Notes a designer pasted, with the headings in brackets the notes were written under. */
const pastedUnderHeadings: Record<Language, { notes: string; shows: Partial<Record<'space_size' | 'budget' | 'problem_need', RegExp>> }> = {
  'en-US': {
    notes: 'Notes from our call:\n[Shop] a coffee bar, 35 ping\n[Problem]\n- the queue blocks the door\n- no seats for laptops\n[Budget] NT$4.5M',
    shows: { space_size: /35 ping/, budget: /NT\$4,500,000/, problem_need: /queue blocks the door/ },
  },
  'zh-TW': {
    notes: '電話筆記：\n【店型】咖啡吧，35坪\n【問題】\n- 排隊擋住門口\n- 沒有可以用筆電的座位\n【預算】450萬',
    shows: { space_size: /35坪/, budget: /NT\$4,500,000/, problem_need: /排隊擋住門口/ },
  },
  'ko-KR': {
    notes: '통화 메모:\n[매장] 커피바, 35평\n[문제]\n- 줄이 입구를 막아요\n- 노트북 할 자리가 없어요\n[예산] 4500만원',
    shows: { space_size: /35평/, budget: /₩45,000,000/, problem_need: /줄이 입구를 막아요/ },
  },
};

/**
 * A designer adds leads by hand, each with the client's words pasted in (after an earlier lead, so the list is not empty);
 * the overview of each shows every fact.
 */
async function handMadeLeads(page: Page, api: Api, language: Language, leads: { notes: string; shows: Partial<Record<string, RegExp>>; shot: string }[]) {
  const { clients, catalog } = catalogs[language];
  const designer = await api.registerDesigner({ name: 'Lumen Interior Studio', language });
  await api.addRequest(designer, { contact_name: 'Earlier Lead', email: 'earlier@visitors.genie.test', project_type: 'website' });
  await setLanguage(page, language);
  await loginAs(page, designer.token);
  for (const [index, { notes, shows, shot }] of leads.entries()) {
    await page.goto('/client_request');
    // The list is in (the earlier lead's row) before the header's button is used.
    await expect(page.getByRole('link', { name: 'Earlier Lead', exact: true })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: clients.actions.newClient }).click({ timeout: 20_000 });
    const dialog = page.getByRole('dialog', { name: clients.create.title });
    await dialog.getByLabel(clients.create.projectType).selectOption({ label: catalog.projectTypes.commercial_space });
    await dialog.getByLabel(clients.create.contactName).fill(`Chen Wei ${index + 1}`);
    await dialog.getByLabel(clients.create.phone).fill('0912 345 678');
    await dialog.getByLabel(clients.create.background).fill(notes);
    await screenshot(page, `${shot}-1-dialog`);
    await dialog.getByRole('button', { name: clients.create.submit }).click();
    await expect(page).toHaveURL(/\/client_request\/[\w-]+$/);
    for (const [field, said] of Object.entries(shows)) {
      // The overview's own terms (the Client & Follow-up tab, kept mounted while hidden, names a budget too).
      const value = page.getByRole('tabpanel').locator('dt', { hasText: new RegExp(`^\\s*${escapeRegExp(catalog.briefFields[field as keyof typeof catalog.briefFields])}\\s*$`) }).locator('xpath=following-sibling::dd[1]');
      await expect(value, field).toContainText(said!);
    }
    await screenshot(page, `${shot}-2-overview`);
  }
}

test.describe('a hand-made lead is read too', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const language of journeyLanguages(['en-US', 'zh-TW', 'ko-KR'] as const, 2)) {
    test(`the client's message pasted into the create-client dialog fills the brief, and so do notes under their own headings in brackets, a heading at a time (${language})`, async ({ page, api }) => {
      await handMadeLeads(page, api, language, [
        { notes: pasted[language].notes, shows: pasted[language].shows, shot: `precision-handmade-${language}` },
        { notes: pastedUnderHeadings[language].notes, shows: pastedUnderHeadings[language].shows, shot: `precision-handmade-headings-${language}` },
      ]);
    });
  }
});

test.describe('the demo speaks for one studio', () => {
  test.use(phone);

  for (const language of journeyLanguages(['en-US', 'zh-TW', 'ko-KR'] as const, 0)) {
    test(`the demo chat's header, greeting and messages name the seeded studio (${language})`, async ({ page }) => {
      const { genie, catalog } = catalogs[language];
      await setLanguage(page, language);
      await page.goto('/genie_demo/chat');
      await expect(page.getByRole('banner')).toContainText(DEMO_STUDIO_NAME);
      await expect(page.getByRole('heading', { level: 1, name: DEMO_STUDIO_NAME })).toBeVisible();
      await expect(page.getByText(DEMO_STUDIO_NAME, { exact: true }).filter({ has: page.locator('xpath=self::strong') })).toBeVisible();
      await screenshot(page, `precision-demo-${language}-1-home`, { fullPage: false });
      const form = page.getByRole('form', { name: genie.home.formLabel });
      await form.getByLabel(genie.home.contactName, { exact: true }).fill('Mia Chen');
      await form.getByLabel(genie.home.email, { exact: true }).fill(`demo.${randomUUID().slice(0, 8)}@visitors.genie.test`);
      await form.getByLabel(genie.home.phone, { exact: true }).fill('+886 912 345 678');
      await tapChoice(form.getByRole('radio', { name: genie.availableTime['9to12'], exact: true }));
      await tapChoice(form.getByRole('radio', { name: catalog.projectTypes.residential_space, exact: true }));
      await form.getByRole('button', { name: genie.home.start, exact: true }).click();
      const log = chatScreen(page, language).log;
      await expect(log).toContainText(DEMO_STUDIO_NAME);
      await expect(page.getByRole('banner')).toContainText(DEMO_STUDIO_NAME);
      await screenshot(page, `precision-demo-${language}-2-chat`, { fullPage: false });
    });
  }
});

/** A story to open with, and a reply that gives nothing to the question after it, per language. */
const nothingSaid: Record<Language, { story: string; nothing: string }> = {
  'en-US': { story: 'We just bought a 30-year-old apartment in Taipei, about 85 square meters, and want to renovate it before we move in.', nothing: "Doesn't matter much to me" },
  'zh-TW': { story: '我們在台北買了一間30年的老公寓，大約26坪，想在搬進去之前整個翻新。', nothing: '這個沒差，你們專業決定' },
  'ko-KR': { story: '서울에 30년 된 아파트를 샀어요. 32평이고 입주 전에 전체 리모델링하려고요.', nothing: '그건 아직 생각 못 해 봤어요' },
};

/**
 * A visitor on their phone who opened the chat of a new studio ("Lumen Interior Studio") and told the opening story:
 * the question asked after it, and a way to send the next message and read its turn.
 */
async function chatAfterStory(page: Page, api: Api, language: Language) {
  const designer = await api.registerDesigner({ name: 'Lumen Interior Studio', language });
  const visitor = await startVisitor(api, designer, language);
  await actAsVisitor(page, designer, visitor, language);
  await page.goto(`/genie/${designer.genie_name}/chat`);
  const screen = chatScreen(page, language);
  await expect(screen.log).toContainText(visitor.session.question!.text);
  const send = (text: string) => tapTyped(page, designer.genie_name, screen, text);
  const asked = (await send(nothingSaid[language].story)).question!;
  await expect(screen.log).toContainText(asked.text);
  return { designer, asked, send, screen };
}

/** A question to the studio, asked in the middle of the conversation, per language. */
const questionForStudio: Record<Language, string> = {
  'en-US': 'How long does a design like this usually take?',
  'zh-TW': '請問你們一般設計要做多久？',
  'ko-KR': '보통 디자인은 얼마나 걸리나요?',
};

/** Another topic left to someone else, per language. */
const leftToSomeoneElse: Record<Language, { words: string; said: string }> = {
  'en-US': { words: "budget I'd have to ask my husband", said: 'No rush, you can tell me later.' },
  'zh-TW': { words: '預算的部分要問我老公', said: '沒關係，之後再告訴我就好。' },
  'ko-KR': { words: '예산은 남편한테 물어봐야 해요', said: '괜찮아요, 나중에 알려 주셔도 돼요.' },
};

test.describe('replies that are no answer, one after another in a conversation', () => {
  test.use(phone);

  for (const language of journeyLanguages(['en-US', 'zh-TW', 'ko-KR'] as const, 1)) {
    test(`a reply that gives nothing, a question to the studio and a topic left to someone else each pass the question on screen and file none of their words (${language})`, async ({ page, api }) => {
      const { designer, asked, send, screen } = await chatAfterStory(page, api, language);

      // "Doesn't matter much to me": the question is passed, and none of its words filed.
      const afterNothing = await send(nothingSaid[language].nothing);
      expect(afterNothing.question?.field_id, 'the genie goes on to another question').not.toBe(asked.field_id);
      await expect(screen.log).toContainText(afterNothing.question!.text);
      await expect(screen.input).toHaveValue('');
      await screenshot(page, `precision-nothing-${language}`, { fullPage: false });

      // A question to the studio: the reply says the studio will answer, by its name, and asks another question (the one
      // on screen comes back later).
      const afterQuestion = await send(questionForStudio[language]);
      expect(afterQuestion.question?.field_id, 'the genie goes on to another question').not.toBe(afterNothing.question!.field_id);
      await expect(screen.log.getByText('Lumen Interior Studio').last()).toBeVisible();
      await expect(screen.log).toContainText(afterQuestion.question!.text);
      await screenshot(page, `precision-question-for-studio-${language}`, { fullPage: false });

      // Another topic left to someone else: something to tell later, and the question on screen is set aside.
      const afterLeft = await send(leftToSomeoneElse[language].words);
      expect(afterLeft.question?.field_id, 'the question on screen is set aside, to come back').not.toBe(afterQuestion.question!.field_id);
      await expect(screen.log).toContainText(leftToSomeoneElse[language].said);
      await expect(screen.log).toContainText(afterLeft.question!.text);
      await screenshot(page, `precision-left-to-someone-${language}`, { fullPage: false });

      // The designer's brief: no value made of those words for the questions passed, no budget, the words left to someone
      // else kept with the project's background, and the question to the studio among the questions to answer.
      const detail = await designerDetail(api, designer, 'Mia Chen');
      const entry = (id: string) => detail.entries.find((e) => e.field_id === id);
      expect(JSON.stringify(entry(asked.field_id) ?? {})).not.toContain(nothingSaid[language].nothing);
      expect(JSON.stringify(detail.entries)).not.toContain(questionForStudio[language]);
      expect(JSON.stringify(entry(afterQuestion.question!.field_id) ?? {})).not.toContain(leftToSomeoneElse[language].words);
      expect(entry('budget')?.display ?? null).toBeNull();
      expect(JSON.stringify(entry('project_background'))).toContain(leftToSomeoneElse[language].words);
      await page.setViewportSize({ width: 1280, height: 800 });
      await setLanguage(page, language);
      await loginAs(page, designer.token);
      await page.goto(`/client_request/${detail.id}`);
      const questions = page.getByRole('region', { name: catalogs[language].clientRequest.clientQuestions.title });
      await expect(questions).toContainText(questionForStudio[language]);
      await screenshot(page, `precision-question-for-studio-${language}-designer`, { fullPage: false });
    });
  }
});

/** A first message that only says hello, and the story the visitor then tells, per language. */
const helloFirst: Record<Language, { hello: string; story: string }> = {
  'en-US': { hello: "Hi there! We'd like some help with a renovation", story: 'We just bought a 1990s 3-bedroom apartment in Da’an and want to redo it for two adults and a cat.' },
  'zh-TW': { hello: '您好 想問室內設計', story: '我們在板橋買了一間30年的中古屋，想整間翻新，管線也要重拉。' },
  'ko-KR': { hello: '안녕하세요 인테리어 문의드려요', story: '춘천 퇴계동 25년 된 아파트인데 전체 리모델링하려고요.' },
};

test.describe('a first message that only says hello leaves the opening question open', () => {
  test.use(phone);

  for (const language of journeyLanguages(['en-US', 'zh-TW', 'ko-KR'] as const, 2)) {
    test(`"${helloFirst[language].hello}" is met with the opening question again, and the story after it is the background (${language})`, async ({ page, api }) => {
      const designer = await api.registerDesigner({ name: 'Lumen Interior Studio', language });
      const visitor = await startVisitor(api, designer, language);
      await actAsVisitor(page, designer, visitor, language);
      await page.goto(`/genie/${designer.genie_name}/chat`);
      const screen = chatScreen(page, language);
      const opening = visitor.session.question!;
      await expect(screen.log).toContainText(opening.text);
      const send = (text: string) => tapTyped(page, designer.genie_name, screen, text);
      const again = await send(helloFirst[language].hello);
      expect(again.question?.field_id, 'the opening question is on screen again').toBe(opening.field_id);
      await expect(screen.log.getByText(opening.text)).toHaveCount(2);
      await screenshot(page, `precision-hello-first-${language}`, { fullPage: false });

      const next = await send(helloFirst[language].story);
      expect(next.question?.field_id, 'the genie goes on').not.toBe(opening.field_id);
      const detail = await designerDetail(api, designer, 'Mia Chen');
      const background = detail.entries.find((e) => e.field_id === 'project_background');
      expect(JSON.stringify(background)).toContain(helloFirst[language].story.slice(0, 12));
      expect(JSON.stringify(background)).not.toContain(helloFirst[language].hello);
    });
  }
});
