/**
 * A studio that connects its own language model (issue 23, "with an LLM"): the visitor, on a phone, reads the
 * model's first sentence while it is still writing the next, then the engine's next question follows; the facts
 * the model's extraction reported are in the designer's brief. The model is a local fake (support/fake-llm.ts)
 * that pauses between sentences, so the moment between them can be seen. In three languages; in English the
 * designer connects the model through Account Management, elsewhere through the API.
 */
import type { Page } from '@playwright/test';
import type { Language } from '@genie/contracts';
import enAccount from '../../apps/web/src/i18n/admin/en-US/account.json' with { type: 'json' };
import { expect as baseExpect, loginAs, screenshot, setLanguage, test, type Api, type Designer } from '../support/fixtures.ts';
import { chatScreen, nextApiReply, turnDone } from '../support/genie.ts';
import { fakeLlmKey, fakeLlmModel, fakeLlmOrigin } from '../support/ports.ts';
import { actAsVisitor, designerDetail, startVisitor } from '../support/visitor-api.ts';
import type { FakeLlmScript } from '../support/fake-llm.ts';
import { journeyLanguages } from '../support/languages.ts';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const expect = baseExpect.configure({ timeout: 15_000 });
/**
 * Long enough to see between two sentences (the log's every change is recorded), well inside the turn's budget
 * (LLM_TIMEOUT_MS, 3.5 s by default, from the request's arrival): on a loaded two-core CI host the extraction call and the
 * first sentence have taken over 2.3 s, and a pause of 1.2 s then ran the turn out of budget before the second sentence.
 */
const PAUSE_MS = 400;

/** Per language: the visitor's first message, what the model extracts from it and its lead-in, and how the brief shows it. */
const stories: Record<Language, { message: string; extract: Record<string, string>; sentences: [string, string]; shows: { address: RegExp; space_size: RegExp } }> = {
  'en-US': {
    message: "We bought a 1990s apartment in Da'an, about 30 ping, and want to redo the whole place before our baby arrives in the summer.",
    extract: { address: "Da'an", space_size: 'about 30 ping' },
    sentences: ['Congratulations on the new apartment, and on the baby on the way! ', "Redoing a whole 30 ping flat in Da'an is a lovely project to plan together."],
    shows: { address: /Da'an/, space_size: /30 ping/ },
  },
  'zh-TW': {
    message: '我們在大安區買了一間三十年的老公寓，大約30坪，想在寶寶出生前全部翻新。',
    extract: { address: '大安區', space_size: '大約30坪' },
    sentences: ['恭喜你們買了新家，也恭喜寶寶快來報到了！', '大安區30坪的老公寓全室翻新，很值得我們一起好好規劃。'],
    shows: { address: /大安區/, space_size: /30坪/ },
  },
  'ko-KR': {
    message: '마포구에 30년 된 아파트를 샀는데 32평이고, 아기 태어나기 전에 전체 리모델링하고 싶어요.',
    extract: { address: '마포구', space_size: '32평' },
    sentences: ['새집 장만과 곧 태어날 아기, 모두 축하드려요! ', '마포구 32평 아파트 전체 리모델링, 차근차근 함께 계획해 봐요.'],
    shows: { address: /마포구/, space_size: /32평/ },
  },
};

async function connectInAccountManagement(page: Page, designer: Designer) {
  const p = enAccount.providers;
  await setLanguage(page, 'en-US');
  await loginAs(page, designer.token);
  await page.goto('/account');
  const card = page.locator('section, div').filter({ has: page.getByRole('heading', { name: p.llm.title, exact: true }) }).last();
  await expect(card.getByText(p.llm.description)).toBeVisible();
  await card.getByLabel(p.fields.baseUrl, { exact: true }).fill(`${fakeLlmOrigin()}/v1`);
  await card.getByLabel(p.fields.apiKey, { exact: true }).fill(fakeLlmKey);
  await card.getByLabel(p.fields.model, { exact: true }).fill(fakeLlmModel);
  await card.getByRole('button', { name: p.connect, exact: true }).click();
  await expect(card.getByText(p.llm.saved)).toBeVisible();
  await card.getByRole('button', { name: p.test }).click();
  await expect(card.getByText(p.llm.testOk)).toBeVisible();
  await expect(page.getByText(fakeLlmKey)).toHaveCount(0);
}

async function connectThroughTheApi(api: Api, designer: Designer) {
  const res = await api.request.put('/api/my/providers/llm/', {
    headers: { Authorization: `Bearer ${designer.token}` },
    data: { base_url: `${fakeLlmOrigin()}/v1`, api_key: fakeLlmKey, model: fakeLlmModel },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('with the studio’s own language model, the visitor reads the reply as it is written', () => {
  test.use(phone);

  for (const language of journeyLanguages(['en-US', 'zh-TW', 'ko-KR'] as const, 0)) {
    test(`the first sentence shows while the model writes the next, then the question; the model’s facts are filed (${language})`, async ({ page, api }) => {
      test.setTimeout(90_000);
      const story = stories[language];
      const designer = await api.registerDesigner({ name: 'Lumen Interior Studio', language });
      if (language === 'en-US') await connectInAccountManagement(page, designer);
      else await connectThroughTheApi(api, designer);
      const script: FakeLlmScript = { message: story.message, extract: { project_background: story.message, ...story.extract }, sentences: story.sentences, pauseMs: PAUSE_MS };
      expect((await api.request.post(`${fakeLlmOrigin()}/scripts`, { data: script })).status()).toBe(200);

      const visitor = await startVisitor(api, designer, language);
      await actAsVisitor(page, designer, visitor, language);
      await page.goto(`/genie/${designer.genie_name}/chat`);
      const screen = chatScreen(page, language);
      await expect(screen.log).toContainText(visitor.session.question!.text);

      // Every text the log shows, as it changes: the moment between the two sentences must be among them.
      await page.evaluate(() => {
        const log = document.querySelector('[role="log"]')!;
        const seen: string[] = [];
        (window as unknown as { seenLog: string[] }).seenLog = seen;
        new MutationObserver(() => seen.push(log.textContent ?? '')).observe(log, { subtree: true, childList: true, characterData: true });
      });
      const turn = nextApiReply(page, designer.genie_name, 'chat/', 'POST');
      await screen.input.fill(story.message);
      await screen.send.tap();

      const [first, second] = story.sentences.map((s) => s.trim());
      await expect(screen.log).toContainText(first!);
      await screenshot(page, `model-streaming-${language}-1-first-sentence`, { fullPage: false });
      const done = await turnDone(turn);
      await expect(screen.log).toContainText(second!);
      await expect(screen.log).toContainText(done.question!.text);
      await screenshot(page, `model-streaming-${language}-2-whole-reply`, { fullPage: false });

      // The reply is the model's lead-in, then the engine's question word for word.
      const reply = done.reply ?? '';
      expect(reply.startsWith(first!)).toBe(true);
      expect(reply).toContain(second);
      expect(reply.endsWith(done.question!.text)).toBe(true);
      const seen = await page.evaluate(() => (window as unknown as { seenLog: string[] }).seenLog);
      expect(
        seen.some((text) => text.includes(first!) && !text.includes(second!) && !text.includes(done.question!.text)),
        'the first sentence was on screen before the second was written',
      ).toBe(true);

      // The model was asked with the studio's key; the facts its extraction reported are in the designer's brief.
      const asked = (await (await fetch(`${fakeLlmOrigin()}/requests`)).json()) as { key: string; scripted: boolean; tool: boolean; stream: boolean }[];
      expect(asked.filter((r) => r.scripted && r.tool && r.key === fakeLlmKey).length).toBeGreaterThanOrEqual(1);
      expect(asked.filter((r) => r.scripted && r.stream && r.key === fakeLlmKey).length).toBeGreaterThanOrEqual(1);
      const detail = await designerDetail(api, designer, 'Mia Chen');
      expect(detail.entries.find((e) => e.field_id === 'address')?.display).toMatch(story.shows.address);
      expect(detail.entries.find((e) => e.field_id === 'space_size')?.display).toMatch(story.shows.space_size);
    });
  }
});
