/**
 * The visitor's mood board on a phone (issue 14), through the real UI, server, interview engine and the
 * built-in renderer: the visitor uploads two photos, chats, gets concept images (background jobs, the
 * chat goes on), refines one in words, stars two, confirms the brief with the starred images on it —
 * in English and in Korean — and the designer sees the starred images on the request's overview.
 */
import type { BriefReply, ChatEvent, ClientRequestListReply, Language, StartClientRequestReply } from '@genie/contracts';
import enMoodBoard from '../../apps/web/src/i18n/visitor/en-US/mood-board.json' with { type: 'json' };
import koMoodBoard from '../../apps/web/src/i18n/visitor/ko-KR/mood-board.json' with { type: 'json' };
import enClientRequest from '../../apps/web/src/i18n/admin/en-US/client-request.json' with { type: 'json' };
import koClientRequest from '../../apps/web/src/i18n/admin/ko-KR/client-request.json' with { type: 'json' };
import { catalogs } from '../support/catalogs.ts';
import { expect, loginAs, screenshot, setLanguage, test } from '../support/fixtures.ts';
import { chatScreen, parseSse } from '../support/genie.ts';
import { makePng } from '../support/png.ts';
import { journeyLanguages } from '../support/languages.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

const moodBoard = { 'en-US': enMoodBoard, 'ko-KR': koMoodBoard } as const;
const requestTexts = { 'en-US': enClientRequest, 'ko-KR': koClientRequest } as const;
const answers = {
  'en-US': ['A 30-year-old apartment of about 85 m² in Taipei; we love warm Japandi style with oak.', 'The living room and the kitchen.'],
  'ko-KR': ['서울에 있는 30년 된 아파트, 약 85㎡입니다. 따뜻한 재팬디 스타일과 오크를 좋아해요.', '거실과 주방입니다.'],
} as const;
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));

for (const language of journeyLanguages(['en-US', 'ko-KR'] as const satisfies readonly Language[], 1)) {
  test(`a visitor builds a mood board on a phone and the designer sees the starred images (${language})`, async ({ page, api }) => {
    test.setTimeout(90_000);
    const mb = moodBoard[language];
    const { genie } = catalogs[language];
    const designer = await api.registerDesigner({ language });
    const name = designer.genie_name;

    // The home form is the genie's (its own spec covers it): the request starts through the same API.
    const started = await api.request.post(`/api/genie/${name}/client_requests/`, {
      data: { contact_name: 'Mei Chen', email: `mei.${Date.now()}@visitors.genie.test`, phone: '+886 912 345 678', available_time: '18to21', project_type: 'residential_space', language },
    });
    expect(started.status(), await started.text()).toBe(200);
    const reply = (await started.json()) as StartClientRequestReply;
    const session = { token: reply.session_token, identifyKey: reply.client_request.identify_key };
    await setLanguage(page, language);
    await page.addInitScript(([k, v]) => window.localStorage.setItem(k, v), [`genie.visitor.mood_board:${name}`, JSON.stringify(session)] as const);

    await page.goto(`/mood_board/${name}/chat`);
    const chat = chatScreen(page, language);
    await expect(chat.input).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: mb.title })).toBeVisible();

    // Two photos through the picker (accept="image/*"; the camera button beside it on phones).
    await page.getByTestId('mood-board-files').setInputFiles([
      { name: 'living.png', mimeType: 'image/png', buffer: makePng(96) },
      { name: 'kitchen.png', mimeType: 'image/png', buffer: makePng(96, [80, 120, 90], [230, 220, 200]) },
    ]);
    await expect(page.getByRole('list', { name: mb.yourImages }).getByRole('img')).toHaveCount(2);
    await expect(page.getByText(fill(mb.uploadCount, { count: 2, max: 4 }))).toBeVisible();

    for (const text of answers[language]) {
      await chat.input.fill(text);
      const turn = page.waitForResponse((r) => r.url().endsWith('/chat/') && r.request().method() === 'POST');
      await chat.send.click();
      const events = parseSse(await (await turn).text()) as ChatEvent[];
      expect(events.some((e) => e.type === 'done')).toBe(true);
    }
    await screenshot(page, `mood-board-${language}-01-chat-uploads`);

    await page.getByRole('button', { name: mb.propose }).click();
    const concepts = page.getByTestId('mood-board-concept');
    await expect(concepts).toHaveCount(2);
    // The conversation goes on while the images render.
    await chat.input.fill(language === 'en-US' ? 'We move in next spring.' : '내년 봄에 입주해요.');
    await chat.send.click();
    await expect(concepts.getByRole('img')).toHaveCount(2, { timeout: 45_000 });
    await screenshot(page, `mood-board-${language}-02-concepts`, { fullPage: true });

    // Refine the first in words: a new version, the old one kept. (A wall colour, which the built-in renderer
    // reads and paints: "cooler and darker" alone only moved a few pixels of some drawings, and was then
    // rightly refused as unchanged.)
    const first = concepts.first();
    await first.getByLabel(fill(mb.refineLabel, { n: 1 })).fill(language === 'en-US' ? 'navy blue walls and a concrete floor' : '벽은 남색으로, 콘크리트 바닥으로');
    await first.getByRole('button', { name: mb.refine, exact: true }).click();
    await expect(concepts).toHaveCount(3);
    // The built-in renderer reads a refinement's words in English only: in Korean it cannot make the
    // change, says so, and keeps nothing (no image counted); the visitor stars the two concepts instead.
    const understood = language === 'en-US';
    if (understood) await expect(concepts.getByRole('img')).toHaveCount(3, { timeout: 45_000 });
    else await expect(concepts.nth(2).getByText(mb.unchanged)).toBeVisible({ timeout: 45_000 });

    for (const i of understood ? [1, 2] : [0, 1]) await concepts.nth(i).getByRole('button', { name: `☆ ${mb.star}` }).click();
    await expect(page.getByRole('button', { name: `★ ${mb.starred}` })).toHaveCount(2);
    await screenshot(page, `mood-board-${language}-03-starred`, { fullPage: true });

    // The rest of the interview, then the brief with the starred images, confirmed.
    const headers = { 'x-visitor-session': session.token };
    for (let turns = 0; turns < 40; turns += 1) {
      const res = await api.request.post(`/api/genie/${name}/chat/`, { headers, data: { client_message_id: `skip-${turns}-${Date.now()}`, action: 'skip' } });
      const done = parseSse(await res.text()).find((e) => e.type === 'done');
      if (!done || done.complete) break;
    }
    expect((await api.request.post(`/api/genie/${name}/reference/skip/`, { headers })).status()).toBe(200);
    // The style samples are rated (the genie's own spec rates them through the screen).
    const brief = (await (await api.request.get(`/api/genie/${name}/brief/`, { headers })).json()) as BriefReply;
    const ratings = Object.fromEntries(brief.style_samples.map((s) => [s.id, 5]));
    expect((await api.request.put(`/api/genie/${name}/brief/feedback/`, { headers, data: { ratings: JSON.stringify(ratings) } })).status()).toBe(200);
    await page.goto(`/mood_board/${name}/design_brief/${session.identifyKey}`);
    await expect(page.getByRole('heading', { name: mb.briefTitle })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('brief-starred-concept')).toHaveCount(2);
    await screenshot(page, `mood-board-${language}-04-brief`, { fullPage: true });
    await page.getByRole('button', { name: genie.brief.confirm }).click();
    await expect(page).toHaveURL(new RegExp(`/mood_board/${name}/thank_you$`), { timeout: 30_000 });

    // The designer: the starred images on the request's overview.
    const list = await api.request.get('/api/client_requests/', { headers: { Authorization: `Bearer ${designer.token}` } });
    const id = ((await list.json()) as ClientRequestListReply).items[0]!.id;
    await loginAs(page, designer.token);
    await page.goto(`/client_request/${id}`);
    const section = page.getByTestId('request-mood-board-starred');
    await expect(section.getByRole('img')).toHaveCount(2, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: fill(requestTexts[language].moodBoard.starred, { count: 2 }) })).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, `mood-board-${language}-05-designer`);
  });
}
