/**
 * The visitor's genie on a phone, through the real UI, server, built-in interview engine and SMTP:
 * home form (validation, then a real start) → guided conversation (chips, typed answers, a skip, a
 * "go back" with a correction) → reference step ("skip to report") → design brief (fields shown,
 * "Rating is required", ratings, a note with an image, two floor plans) → thank-you → the visitor's
 * report mail with its PDF and the designer's new-lead mail → the designer's message_count grew.
 * Also: a reload mid-chat resumes where the visitor was, and an unknown link shows the not-found page.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { spaceProjectTypes, type BriefReply, type CreditUsageReply, type Language, type ProjectType } from '@genie/contracts';
import { catalogs, fill } from '../support/catalogs.ts';
import { expect, expectNoSeriousA11yViolations, loginAs, screenshot, setLanguage, test, type Api, type Designer, type Mailbox } from '../support/fixtures.ts';
import { briefReply, chatScreen, expectTurnShown, nextApiReply, runConversation, sessionReply, tapChoice, turnDone, type ConversationPlan } from '../support/genie.ts';
import { makePng } from '../support/png.ts';
import { appOrigin } from '../support/ports.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Studio {
  designer: Designer;
  teamName: string;
  opening: string;
}

/** A designer with a team name and an opening greeting, through the account API. */
async function createStudio(api: Api, language: Language, teamName: string, opening: string): Promise<Studio> {
  const designer = await api.registerDesigner({ name: teamName, language });
  const res = await api.request.put('/api/accounts/personal_info/', {
    headers: { Authorization: `Bearer ${designer.token}` },
    multipart: { name: teamName, opening },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { designer, teamName, opening };
}

async function messageCount(api: Api, designer: Designer): Promise<number> {
  const res = await api.request.get('/api/my/credit_usage/', { headers: { Authorization: `Bearer ${designer.token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as CreditUsageReply).message_count;
}

interface Visitor {
  name: string;
  email: string;
  phone: string;
  projectType: ProjectType;
}

/** /genie/<name>: the team and greeting, the empty submit's messages, then a real start; returns the chat's opening state. */
async function homeForm(page: Page, language: Language, studio: Studio, visitor: Visitor, shots: string) {
  const { genie, genieValidation, catalog } = catalogs[language];
  await page.goto(`/genie/${studio.designer.genie_name}`);
  await expect(page.getByRole('heading', { level: 1, name: studio.teamName })).toBeVisible();
  await expect(page.getByText(studio.opening, { exact: true })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(studio.teamName);
  const form = page.getByRole('form', { name: genie.home.formLabel });
  await expect(form).toBeVisible();
  await screenshot(page, `${shots}-01-home`);

  // An empty submit: every required field says what is missing, in the visitor's language.
  await form.getByRole('button', { name: genie.home.start, exact: true }).click();
  for (const message of [
    genieValidation.contact_name_required,
    genieValidation.visitor_email_format,
    genieValidation.phone_required,
    genieValidation.available_time_required,
    genieValidation.project_type_required,
  ]) {
    await expect(form.getByRole('alert').filter({ hasText: message })).toHaveText(message);
  }
  await expect(form.getByLabel(genie.home.email, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(new RegExp(`/genie/${studio.designer.genie_name}$`));
  await screenshot(page, `${shots}-02-home-errors`);
  await expectNoSeriousA11yViolations(page);

  await form.getByLabel(genie.home.contactName, { exact: true }).fill(visitor.name);
  await form.getByLabel(genie.home.email, { exact: true }).fill(visitor.email);
  await form.getByLabel(genie.home.phone, { exact: true }).fill(visitor.phone);
  await tapChoice(form.getByRole('radio', { name: genie.availableTime['18to21'], exact: true }));
  await tapChoice(form.getByRole('radio', { name: catalog.projectTypes[visitor.projectType], exact: true }));
  await expect(form.getByRole('alert')).toHaveCount(0);

  const started = nextApiReply(page, studio.designer.genie_name, 'client_requests/', 'POST');
  const session = nextApiReply(page, studio.designer.genie_name, 'session/');
  await form.getByRole('button', { name: genie.home.start, exact: true }).click();
  const start = await started;
  expect(start.status()).toBe(200);
  const opened = await sessionReply(session);
  await expect(page).toHaveURL(new RegExp(`/genie/${studio.designer.genie_name}/chat$`));
  expect(opened.client_request).toMatchObject({ contact_name: visitor.name, email: visitor.email, project_type: visitor.projectType, language, stage: 'chat' });
  expect(opened.client_request.identify_key).toBeTruthy();
  return opened;
}

/** The value of the brief's row labelled `label` (a <dt>/<dd> pair). */
function briefValue(page: Page, label: string) {
  return page.locator('dt', { hasText: new RegExp(`^\\s*${escapeRegExp(label)}\\s*$`) }).locator('xpath=following-sibling::dd[1]');
}

/** The brief shows every collected field: the answers given (the corrected one as corrected), the skipped one as skipped. */
async function expectBriefShowsAnswers(page: Page, language: Language, brief: BriefReply, conversation: Awaited<ReturnType<typeof runConversation>>) {
  const { genie } = catalogs[language];
  const groups = [...new Set(brief.entries.map((e) => e.group))];
  for (const group of groups) {
    const title = (genie.brief.groups as Record<string, string>)[group] ?? group;
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  }
  const byId = new Map(brief.entries.map((e) => [e.field_id, e]));
  for (const [fieldId, text] of conversation.answered) {
    const entry = byId.get(fieldId as BriefReply['entries'][number]['field_id']);
    expect(entry, `the brief has the answered field ${fieldId}`).toBeDefined();
    expect(entry!.skipped).toBe(false);
    expect(entry!.raw, `the brief keeps the visitor's words for ${fieldId}`).toBe(text);
    expect(entry!.display, `the brief shows something for ${fieldId}`).toBeTruthy();
  }
  for (const fieldId of conversation.skipped) {
    const entry = byId.get(fieldId as BriefReply['entries'][number]['field_id']);
    // A skipped question stays skipped, unless a later answer spoke of it: the genie listens to every
    // message, so the field then holds words from that answer.
    if (entry?.skipped) continue;
    const typed = [...conversation.answered.values()];
    expect(entry?.raw && typed.some((text) => text.includes(entry.raw!)), `${fieldId} is skipped, or filled from a later answer`).toBe(true);
  }
  const corrected = conversation.corrected!;
  expect(byId.get(corrected.fieldId as BriefReply['entries'][number]['field_id'])?.raw).toBe(corrected.now);

  for (const entry of brief.entries) {
    const value = briefValue(page, entry.label);
    await expect(value, `one row for ${entry.field_id}`).toHaveCount(1);
    const shown = entry.display ?? entry.raw;
    if (shown) await expect(value).toContainText(shown.replace(/\s+/g, ' ').trim());
    else await expect(value).toContainText(entry.skipped ? genie.brief.skipped : genie.brief.notAnswered);
  }
  await expect(briefValue(page, byId.get(corrected.fieldId as BriefReply['entries'][number]['field_id'])!.label)).toContainText(corrected.now);
}

interface Journey {
  language: Language;
  projectType: ProjectType;
  shots: string;
  teamName: string;
  opening: string;
  visitorName: string;
  phone: string;
  note: string;
  plan: Omit<ConversationPlan, 'onTurn'>;
}

/** Waits until an image has loaded (a refused or broken file never gets a natural width); lazy ones are scrolled to first (the overview renders its files last: room for a busy machine). */
async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded({ timeout: 20_000 });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
}

/**
 * The request's files beyond the visitor's own brief: the designer's overview shows the note image and
 * both floor plans, and so does a shared view, until the share is revoked: then its file links stop
 * while the designer's keep working.
 */
async function requestFilesElsewhere(browser: Browser, api: Api, studio: Studio, language: Language, requestLink: string, shots: string, floorPlans: number) {
  const { clientRequest: cr } = catalogs[language];
  const context = await browser.newContext({ baseURL: appOrigin(), locale: language, viewport: { width: 1366, height: 900 } });
  try {
    const desk = await context.newPage();
    await setLanguage(desk, language);
    await loginAs(desk, studio.designer.token);
    const thumbs = (page: Page) =>
      [cr.feedback.noteImage, ...Array.from({ length: floorPlans }, (_, i) => fill(cr.feedback.floorPlanN, { n: i + 1 }))].map((name) =>
        page.getByRole('button', { name: fill(cr.lightbox.open, { name }), exact: true }).locator('img'),
      );
    const sources = async (page: Page) => Promise.all(thumbs(page).map((img) => img.getAttribute('src').then((src) => src ?? '')));

    await desk.goto(requestLink);
    for (const img of thumbs(desk)) await expectLoaded(img);
    await screenshot(desk, `${shots}-11-designer-request-files`, { fullPage: false });
    const designerFiles = await sources(desk);

    const id = new URL(requestLink).pathname.split('/').at(-1)!;
    const auth = { Authorization: `Bearer ${studio.designer.token}` };
    const detail = await api.request.get(`/api/client_requests/${id}/`, { headers: auth });
    const shareKey = ((await detail.json()) as { client_request: { share_key: string } }).client_request.share_key;
    const shared = await context.newPage();
    await shared.goto(`/client_request/${shareKey}/overview`);
    for (const img of thumbs(shared)) await expectLoaded(img);
    const sharedFiles = await sources(shared);
    expect(sharedFiles.every((src) => src.includes('grant=share.'))).toBe(true);

    expect((await api.request.post(`/api/client_requests/${id}/share/revoke/`, { headers: auth })).status()).toBe(200);
    for (const src of sharedFiles) expect((await api.request.get(src)).status(), src).toBe(404);
    for (const src of designerFiles) expect((await api.request.get(src)).status(), src).toBe(200);
    await shared.reload();
    await expect(shared.getByRole('heading', { level: 1, name: cr.shared.goneTitle })).toBeVisible();
  } finally {
    await context.close();
  }
}

async function visitorJourney(page: Page, browser: Browser, api: Api, mailbox: Mailbox, journey: Journey) {
  const { language, shots } = journey;
  const { genie, genieValidation } = catalogs[language];
  const studio = await createStudio(api, language, journey.teamName, journey.opening);
  const linkWords = studio.designer.genie_name;
  const visitor: Visitor = {
    name: journey.visitorName,
    email: `${api.uniqueName('visitor').toLowerCase()}@visitors.genie.test`,
    phone: journey.phone,
    projectType: journey.projectType,
  };
  expect(await messageCount(api, studio.designer), 'a new designer has no messages yet').toBe(0);
  await setLanguage(page, language);

  const opened = await test.step('home form: greeting, validation messages, start', () => homeForm(page, language, studio, visitor, shots));
  const screen = chatScreen(page, language);

  const conversation = await test.step('chat: the genie greets, asks, and is answered until complete', async () => {
    expect(opened.messages[0]?.role).toBe('genie');
    expect(opened.messages[0]?.text).toContain(studio.opening);
    await expect(screen.log).toContainText(studio.opening);
    expect(opened.question, 'the first question is pending').not.toBeNull();
    await expectTurnShown(page, language, { question: opened.question, progress: opened.progress, complete: opened.complete, reply: null });
    await expect(screen.progress).toHaveAttribute('aria-valuetext', fill(genie.chat.progress, { answered: 0, total: opened.progress.total }));
    await screenshot(page, `${shots}-03-chat-start`);
    const result = await runConversation(page, linkWords, language, { question: opened.question, progress: opened.progress, complete: false, reply: null }, {
      ...journey.plan,
      onTurn: async (turn) => {
        if (turn === 4) {
          await screenshot(page, `${shots}-04-chat-midway`, { fullPage: false });
          await expectNoSeriousA11yViolations(page);
        }
      },
    });
    await expect(page.getByRole('heading', { level: 2, name: genie.chat.completeTitle })).toBeVisible();
    await screenshot(page, `${shots}-05-chat-complete`, { fullPage: false });
    return result;
  });

  const brief = await test.step('reference step → skip to report', async () => {
    await screen.toReference.click();
    await expect(page).toHaveURL(new RegExp(`/genie/${linkWords}/reference_image/${opened.client_request.identify_key}$`));
    await expect(page.getByRole('heading', { level: 1, name: genie.reference.title })).toBeVisible();
    await expect(page.getByRole('list', { name: genie.steps.label }).getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'step');
    await screenshot(page, `${shots}-06-reference`);
    const loaded = nextApiReply(page, linkWords, 'brief/');
    await page.getByRole('button', { name: genie.reference.skip, exact: true }).click();
    const data = await briefReply(loaded);
    await expect(page).toHaveURL(new RegExp(`/genie/${linkWords}/design_brief/${opened.client_request.identify_key}$`));
    await expect(page.getByRole('heading', { level: 1, name: genie.brief.title })).toBeVisible();
    return data;
  });

  await test.step('design brief: the collected fields are shown', async () => {
    expect(brief.client_request.stage).toBe('brief');
    await expectBriefShowsAnswers(page, language, brief, conversation);
    await screenshot(page, `${shots}-07-brief`);
  });

  await test.step('brief: confirming unrated says "Rating is required"; every sample is rated', async () => {
    expect(brief.style_samples.length, 'the brief asks to rate at least one style sample').toBeGreaterThan(0);
    await page.getByRole('button', { name: genie.brief.confirm, exact: true }).click();
    const firstSample = page.getByRole('group', { name: brief.style_samples[0]!.label, exact: true });
    await expect(firstSample.getByRole('alert')).toHaveText(genieValidation.rating_required);
    await expect(page.getByRole('alert').filter({ hasText: genieValidation.rating_required })).toHaveCount(brief.style_samples.length + 1);
    await expect(page).toHaveURL(/\/design_brief\//);
    await screenshot(page, `${shots}-08-brief-rating-required`);
    for (const [i, sample] of brief.style_samples.entries()) {
      const stars = 5 - (i % 3);
      const group = page.getByRole('group', { name: sample.label, exact: true });
      const saved = nextApiReply(page, linkWords, 'brief/feedback/', 'PUT');
      await tapChoice(group.getByRole('radio', { name: fill(genie.brief.stars, { count: stars }), exact: true }));
      expect((await saved).status()).toBe(200);
      await expect(group.getByRole('radio', { name: fill(genie.brief.stars, { count: stars }), exact: true })).toBeChecked();
      await expect(group.getByRole('alert')).toHaveCount(0);
    }
    await expect(page.getByRole('alert').filter({ hasText: genieValidation.rating_required })).toHaveCount(0);
  });

  await test.step('brief: a note with an image, and two floor plans', async () => {
    const noteBox = page.getByLabel(genie.brief.noteTitle, { exact: true });
    await noteBox.fill(journey.note);
    const noteSaved = nextApiReply(page, linkWords, 'brief/feedback/', 'PUT');
    await noteBox.blur();
    expect((await noteSaved).status()).toBe(200);

    const imageSaved = nextApiReply(page, linkWords, 'brief/feedback/', 'PUT');
    await page.getByLabel(genie.brief.addImage, { exact: true }).setInputFiles({ name: 'inspiration.png', mimeType: 'image/png', buffer: makePng(64, [210, 190, 160], [90, 120, 100]) });
    const imageReply = await imageSaved;
    expect(imageReply.status()).toBe(200);
    const afterImage = (await imageReply.json()) as { feedback: BriefReply['feedback'] };
    expect(afterImage.feedback.note).toBe(journey.note);
    expect(afterImage.feedback.note_image).toMatchObject({ width: 64, height: 64 });
    const noteImage = page.getByRole('img', { name: genie.brief.noteImagePreview, exact: true });
    await expect(noteImage).toBeVisible();
    await expect(page.getByRole('button', { name: genie.brief.remove, exact: true })).toBeVisible();
    await expect.poll(() => noteImage.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(64);

    if (!spaceProjectTypes.includes(journey.projectType)) {
      // A brand or packaging client has no floor plan to give: the brief does not ask for one.
      await expect(page.getByLabel(genie.brief.addFloorPlans, { exact: true })).toHaveCount(0);
      await screenshot(page, `${shots}-09-brief-filled`);
      return;
    }
    const plansSaved = nextApiReply(page, linkWords, 'brief/feedback/', 'PUT');
    await page.getByLabel(genie.brief.addFloorPlans, { exact: true }).setInputFiles([
      { name: 'ground-floor.png', mimeType: 'image/png', buffer: makePng(80, [240, 240, 240], [40, 40, 40]) },
      { name: 'upper-floor.png', mimeType: 'image/png', buffer: makePng(96, [200, 220, 255], [20, 60, 120]) },
    ]);
    const plansReply = await plansSaved;
    expect(plansReply.status()).toBe(200);
    const afterPlans = (await plansReply.json()) as { feedback: BriefReply['feedback'] };
    expect(afterPlans.feedback.floor_plans.map((p) => [p.width, p.height])).toEqual([
      [80, 80],
      [96, 96],
    ]);
    for (const n of [1, 2]) {
      const plan = page.getByRole('img', { name: fill(genie.brief.floorPlanN, { n }), exact: true });
      await expect(plan).toBeVisible();
      await expect.poll(() => plan.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
    }
    await expect(page.getByText(fill(genie.brief.floorPlansCount, { count: 2, max: 5 }), { exact: true })).toBeVisible();
    await screenshot(page, `${shots}-09-brief-filled`);
  });

  await test.step("confirm → thank-you page, which never advertises Genie's registration to the studio's client", async () => {
    const confirmed = nextApiReply(page, linkWords, 'brief/confirm/', 'POST');
    await page.getByRole('button', { name: genie.brief.confirm, exact: true }).click();
    expect((await confirmed).status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/genie/${linkWords}/thank_you$`));
    await expect(page.getByRole('heading', { level: 1, name: genie.thanks.title })).toBeVisible();
    await expect(page.getByText(fill(genie.thanks.sentTo, { email: visitor.email }), { exact: true })).toBeVisible();
    await expect(page.getByText(fill(genie.thanks.next, { team: studio.teamName }), { exact: true })).toBeVisible();
    // The demo and registration call to action is the demo's (spec §4), never a studio's.
    await expect(page.getByRole('heading', { level: 2, name: genie.thanks.ctaTitle })).toHaveCount(0);
    await expect(page.getByRole('link', { name: genie.thanks.register, exact: true })).toHaveCount(0);
    await screenshot(page, `${shots}-10-thank-you`);
  });

  const requestLink = await test.step('the report reaches the visitor with a PDF; the designer gets the new lead', async () => {
    const report = await mailbox.waitFor({ to: visitor.email, subject: studio.teamName, timeout: 30_000 });
    expect(report.text).toContain(visitor.name);
    expect(report.text).toContain(conversation.corrected!.now);
    expect(report.attachments).toHaveLength(1);
    const pdf = report.attachments[0]!;
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.filename).toMatch(/\.pdf$/);
    expect(pdf.size).toBeGreaterThan(1_000);

    const lead = await mailbox.waitFor({ to: studio.designer.email, subject: visitor.name, timeout: 30_000 });
    const link = new RegExp(`${escapeRegExp(appOrigin())}/client_request/[\\w-]+`).exec(lead.text)?.[0];
    expect(link, `a link to the request in:\n${lead.text}`).toBeDefined();
    expect(lead.text).toContain(visitor.email);
    expect(lead.text).toContain(visitor.phone);
    return link!;
  });

  await test.step("the designer's overview and a shared view show the note image and the floor plans; a revoke stops the shared view's", () =>
    requestFilesElsewhere(browser, api, studio, language, requestLink, shots, spaceProjectTypes.includes(journey.projectType) ? 2 : 0),
  );

  await test.step("the designer's message_count grew by every visitor message", async () => {
    const sent = conversation.turns.length;
    expect(await messageCount(api, studio.designer)).toBeGreaterThanOrEqual(sent);
    test.info().annotations.push({ type: `${shots} visitor turns`, description: String(sent) });
  });
}

test('a residential-space visitor in English: home form → chat → reference → brief → thank-you, with the mails', async ({ page, browser, api, mailbox }) => {
  test.setTimeout(120_000);
  await visitorJourney(page, browser, api, mailbox, {
    language: 'en-US',
    projectType: 'residential_space',
    shots: 'genie-en-residential',
    teamName: 'Lumen Interior Studio',
    opening: 'Hello! Thanks for stopping by Lumen Interior Studio. A few questions and we will have your home brief ready.',
    visitorName: 'Emma Lin',
    phone: '+886 912 345 678',
    note: 'We would love to keep the old terrazzo floor in the hallway if possible.',
    plan: {
      answers: {
        project_background: 'We just bought a 20-year-old apartment and want to renovate it completely before moving in.',
        layout: 'Three bedrooms, two bathrooms, a closed kitchen and a small balcony.',
        age: 'About 20 years old',
        problem_need: 'The kitchen is dark and cramped, and there is not enough storage anywhere.',
        target_audience: 'My husband and me, our five-year-old daughter and a cat.',
        lifestyle: 'We cook every day, often have friends over, and I work from home twice a week.',
        colors_and_elements: 'Light oak, white walls and a touch of sage green; no glossy surfaces.',
        address: "Da'an District, Taipei",
        space_size: '32 ping',
        budget: 'NT$ 2,000,000',
        key_considerations: 'Safe materials for a child, and a quiet study corner.',
        important_collections: 'About 300 books and a record collection',
        memorable_moments: 'Sunday breakfasts on the balcony with the whole family.',
        other_design_requirements: 'Help with choosing the sofa and the dining table.',
        other_preferences: 'We love Muji and Japanese cafés.',
        number_of_visits: '3 visits',
        distance: '5 km',
        collaboration_notes: 'A weekly update by e-mail; we decide together as a couple.',
        plans_after_project: 'Maybe a second child in a few years, so a flexible room.',
      },
      fallback: 'Nothing special for now, thank you.',
      correction: (_field, earlier) => `Correction: ${earlier.replace(/\.$/, '')}, plus a walk-in closet.`,
      skipAtTurn: 3,
      backFromTurn: 4,
    },
  });
});

test('a brand-design visitor in zh-TW: home form → chat → reference → brief → thank-you, with the mails', async ({ page, browser, api, mailbox }) => {
  test.setTimeout(120_000);
  await visitorJourney(page, browser, api, mailbox, {
    language: 'zh-TW',
    projectType: 'brand_design',
    shots: 'genie-zh-brand',
    teamName: '森光品牌設計',
    opening: '您好！歡迎來到森光品牌設計，回答幾個問題，我們就能為您整理好品牌設計需求。',
    visitorName: '陳小森',
    phone: '0912-345-678',
    note: '希望標誌可以同時用在貼紙和招牌上。',
    plan: {
      answers: {
        project_background: '我們是一家手作甜點店，想要全新的品牌識別，包含標誌與名片。',
        problem_need: '目前的標誌太普通，客人記不住我們的店名。',
        brand_name_story: '店名「小森甜點」，代表森林裡一間溫暖的小店。',
        products_or_services: '手工蛋糕、餅乾、節慶禮盒',
        brand_website: '目前只有 Instagram 帳號',
        target_audience: '25 到 40 歲、喜歡精緻下午茶的上班族。',
        colors_and_elements: '喜歡奶油色和森林綠，想避免螢光色。',
        key_considerations: '標誌縮小在貼紙上也要清楚。',
        other_design_requirements: '也需要設計名片和貼紙。',
        other_preferences: '喜歡日系雜貨店的溫暖感。',
        address: '台北市大安區',
        number_of_visits: '2次',
        distance: '5公里',
        collaboration_notes: '每週用 LINE 更新一次進度，由我做最後決定。',
        plans_after_project: '明年想開第二家分店。',
      },
      fallback: '目前沒有特別的想法，謝謝。',
      correction: (_field, earlier) => `更正：${earlier.replace(/。$/, '')}，也想加入一隻小鹿的圖案。`,
      skipAtTurn: 2,
      backFromTurn: 3,
    },
  });
});

test('a visitor who reloads mid-chat continues where they left off, with the unsent text kept', async ({ page, api }) => {
  const language: Language = 'ko-KR';
  const { genie, catalog } = catalogs[language];
  const studio = await createStudio(api, language, '하늘 디자인', '안녕하세요! 하늘 디자인입니다. 몇 가지 질문에 답해 주시면 브리프를 정리해 드릴게요.');
  const linkWords = studio.designer.genie_name;
  await setLanguage(page, language);
  await page.goto(`/genie/${linkWords}`);
  const form = page.getByRole('form', { name: genie.home.formLabel });
  await form.getByLabel(genie.home.contactName, { exact: true }).fill('김하늘');
  await form.getByLabel(genie.home.email, { exact: true }).fill(`${api.uniqueName('visitor').toLowerCase()}@visitors.genie.test`);
  await form.getByLabel(genie.home.phone, { exact: true }).fill('010-1234-5678');
  await tapChoice(form.getByRole('radio', { name: genie.availableTime['9to12'], exact: true }));
  await tapChoice(form.getByRole('radio', { name: catalog.projectTypes.website, exact: true }));
  const session = nextApiReply(page, linkWords, 'session/');
  await form.getByRole('button', { name: genie.home.start, exact: true }).click();
  const opened = await sessionReply(session);

  const screen = chatScreen(page, language);
  const answer = '작은 요가 스튜디오를 운영하고 있고, 온라인 예약이 되는 새 웹사이트가 필요해요.';
  const turn = nextApiReply(page, linkWords, 'chat/', 'POST');
  await screen.input.fill(answer);
  await screen.send.click();
  await expectTurnShown(page, language, await turnDone(turn));
  const skipped = nextApiReply(page, linkWords, 'chat/', 'POST');
  await screen.skip.click();
  const shown = await turnDone(skipped);
  await expectTurnShown(page, language, shown);

  // What is on screen now, from the server's point of view (a fresh read of the session).
  const unsent = '아직 보내지 않은 답변';
  await screen.input.fill(unsent);
  const before = await screen.log.innerText();
  const resumed = nextApiReply(page, linkWords, 'session/');
  await page.reload();
  const state = await sessionReply(resumed);

  expect(state.client_request.identify_key).toBe(opened.client_request.identify_key);
  expect(state.messages.filter((m) => m.role === 'visitor').map((m) => m.text)).toEqual([answer, expect.any(String)]);
  expect(state.messages.length).toBe(opened.messages.length + 4);
  await expect(page).toHaveURL(new RegExp(`/genie/${linkWords}/chat$`));
  await expectTurnShown(page, language, { question: state.question, progress: state.progress, complete: false, reply: null });
  // The same progress as before the reload (the first answer may have filled more than the question asked).
  expect(state.progress).toEqual(shown.progress);
  expect(state.question?.field_id).toBe(shown.question?.field_id);
  await expect(screen.log).toContainText(answer);
  await expect(screen.log).toContainText(studio.opening);
  expect(await screen.log.innerText()).toBe(before);
  await expect(screen.input, 'the typed but unsent answer is kept across the reload').toHaveValue(unsent);
  await screenshot(page, 'genie-ko-resume-after-reload', { fullPage: false });

  // Opening the genie link again (e.g. from the e-mail client later) goes straight back to the chat.
  const again = nextApiReply(page, linkWords, 'session/');
  await page.goto(`/genie/${linkWords}`);
  await sessionReply(again);
  await expect(page).toHaveURL(new RegExp(`/genie/${linkWords}/chat$`));
  await expect(screen.log).toContainText(answer);
  await expect(screen.log).toContainText(state.question!.text);

  // And the conversation goes on from there.
  const next = nextApiReply(page, linkWords, 'chat/', 'POST');
  await screen.input.fill('https://yoga.example.kr');
  await screen.send.click();
  await expectTurnShown(page, language, await turnDone(next));
  await expect(screen.log).toContainText('https://yoga.example.kr');
  await expect(screen.input).toHaveValue('');
});

test('an unknown genie link shows the friendly not-found page', async ({ page, api }) => {
  const { genie } = catalogs['en-US'];
  await setLanguage(page, 'en-US');
  const response = await page.goto(`/genie/${api.uniqueName('nobody')}`);
  expect(response?.status()).toBeLessThan(500);
  await expect(page.getByRole('heading', { level: 1, name: genie.notFound.title })).toBeVisible();
  await expect(page.getByText(genie.notFound.message, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: genie.notFound.demo, exact: true })).toHaveAttribute('href', '/genie_demo/chat');
  await expect(page.getByRole('form', { name: genie.home.formLabel })).toHaveCount(0);
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(genie.notFound.title)));
  await screenshot(page, 'genie-not-found');
  await expectNoSeriousA11yViolations(page);
});
