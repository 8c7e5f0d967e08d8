/**
 * The designer's workspace (issue 5) through the real UI, server, job worker and a fixture website.
 * A designer whose genie has just received a completed request finds it marked New in Potential
 * Clients, filters and searches, opens it, edits a field, gets AI suggestions and regenerates them,
 * adds the client's website and runs a brand analysis on it, reads the conversation, copies a share
 * link and opens it in a fresh browser (read-only, no admin shell, noindex), then revokes it: the old
 * link says it is no longer shared, the new one works. A shorter pass in Korean covers list → request
 * → suggestions → shared view.
 *
 * Setup goes through the API only: the designer, the visitors' conversations and one lead added by
 * hand. The server runs with no LLM configured, so suggestions and analysis are composed by rules.
 */
import type { Browser, Page } from '@playwright/test';
import type { Language } from '@genie/contracts';
import { catalogs, fill, pattern, plural } from '../support/catalogs.ts';
import { expect, expectNoSeriousA11yViolations, loginAs, screenshot, setLanguage, test, type Api } from '../support/fixtures.ts';
import { appOrigin, brandSiteOrigin } from '../support/ports.ts';
import { finishConversation } from '../support/visitor-api.ts';

test.use({ viewport: { width: 1366, height: 900 } });

/** The fixture site (apps/server/test/fixtures/brand-site): what the analysis must find on it. */
const brandSite = {
  name: 'Atelier Lumen',
  themeColor: /#2F4A3A/i,
  fonts: ['Cormorant Garamond', 'Inter'],
  heading: 'Calm, light-filled spaces crafted around the way you live',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const visitorEmail = (api: Api, name: string) => `${api.uniqueName(name.toLowerCase().replace(/\W+/g, '.'))}@visitors.genie.test`.toLowerCase();

/** Potential Clients' table and its rows (the header row has no link). */
function requestList(page: Page, language: Language) {
  const table = page.getByRole('table', { name: catalogs[language].clients.list.label });
  const rows = table.getByRole('row').filter({ has: page.getByRole('link') });
  const row = (name: string) => rows.filter({ has: page.getByRole('link', { name, exact: true }) });
  /** The "New" chip of a row (its tooltip says "Not opened yet"; the status column may say "New" too). */
  const newMarker = (name: string) => row(name).getByTitle(catalogs[language].clients.row.newHint, { exact: true });
  const count = (n: number) => page.getByText(plural(language, catalogs[language].clients.list, 'count', n), { exact: true });
  return { table, rows, row, newMarker, count };
}

/** A browser with nothing of the designer's: no token, no cookies; the language seeded as a visitor's own choice. */
async function freshBrowser(browser: Browser, language: Language) {
  const context = await browser.newContext({ baseURL: appOrigin(), locale: language, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await setLanguage(page, language);
  return { context, page };
}

/** A shared page is the request alone: no sidebar, no logout, no editing, kept out of search engines. */
async function expectReadOnlySharedPage(page: Page, language: Language, contactName: string) {
  const { shell, clientRequest: cr } = catalogs[language];
  await expect(page.getByRole('heading', { level: 1, name: contactName })).toBeVisible();
  await expect(page.getByText(cr.shared.eyebrow, { exact: true })).toBeVisible();
  await expect(page.getByText(cr.shared.readOnly, { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: cr.shared.views })).toBeVisible();
  await expect(page.getByRole('navigation', { name: shell.nav.label })).toHaveCount(0);
  await expect(page.getByRole('button', { name: shell.logout })).toHaveCount(0);
  await expect(page.getByRole('button', { name: cr.share.button, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: new RegExp(`^${escapeRegExp(cr.edit.edit)}`) })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await page.evaluate(() => localStorage.getItem('site')), 'no designer token in this browser').toBeNull();
}

test('a designer works a new request: list, filters, edit, suggestions, brand analysis, history, share and revoke', async ({ page, browser, context, api }) => {
  // Three requests set up through the API, a brand analysis on the job worker and a second browser:
  // about 30 s on an idle machine, up to about 50 s beside the rest of the suite on two cores.
  test.setTimeout(150_000);
  const language: Language = 'en-US';
  const { common, shell, clients, clientRequest: cr, aiSuggestions: ai, brandAnalysis: ba, catalog } = catalogs[language];

  const designer = await api.registerDesigner({ name: 'Lumen Interiors', language });
  const mia = { contact_name: 'Mia Chen', email: visitorEmail(api, 'mia.chen') };
  await test.step('setup: two visitors finish their conversations and one lead is added by hand', async () => {
    await Promise.all([
      finishConversation(api, designer.genie_name, { contact_name: 'Noah Park', email: visitorEmail(api, 'noah.park') }),
      api.addRequest(designer, {
        project_type: 'brand_design',
        contact_name: 'Olivia Wu',
        email: visitorEmail(api, 'olivia.wu'),
        brand_name: 'Wu Ceramics',
        project_background: 'A new identity for a small ceramics studio.',
      }),
    ]);
    // The genie's newest request, the one the journey follows.
    await finishConversation(api, designer.genie_name, mia);
  });

  await loginAs(page, designer.token);
  await setLanguage(page, language);
  const list = requestList(page, language);

  await test.step('Potential Clients marks the request that just arrived as New', async () => {
    await page.goto('/client_request');
    await expect(page.getByRole('heading', { level: 1, name: shell.sections.potential_clients.title })).toBeVisible();
    await expect(list.count(3)).toBeVisible();
    await expect(list.rows).toHaveCount(3);
    await expect(list.newMarker(mia.contact_name)).toHaveText(clients.row.new);
    await expect(list.row(mia.contact_name)).toContainText(clients.conversation.completed);
    await expect(list.row('Olivia Wu')).toContainText(clients.row.manual);
    await screenshot(page, 'workspace-en-01-list-new');
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('filter by project type, then search by name', async () => {
    const filters = page.getByRole('region', { name: clients.filters.label });
    await filters.getByLabel(clients.filters.projectType, { exact: true }).selectOption({ label: catalog.projectTypes.brand_design });
    await expect(page).toHaveURL(/project_type=brand_design/);
    await expect(list.count(1)).toBeVisible();
    await expect(list.rows).toHaveCount(1);
    await expect(list.row('Olivia Wu')).toBeVisible();

    await filters.getByLabel(clients.filters.projectType, { exact: true }).selectOption({ label: catalog.projectTypes.residential_space });
    await expect(list.count(2)).toBeVisible();
    await expect(list.rows).toHaveCount(2);
    await expect(list.row('Olivia Wu')).toHaveCount(0);

    // (By the whole name: the other visitors' e-mails end in a random suffix that may hold any three letters.)
    await filters.getByLabel(clients.filters.search, { exact: true }).fill('Mia Chen');
    await expect(page).toHaveURL(/[?&]q=Mia(?:\+|%20)Chen(&|$)/);
    await expect(list.count(1)).toBeVisible();
    await expect(list.rows).toHaveCount(1);
    await expect(list.newMarker(mia.contact_name)).toBeVisible();
    await expect(filters.getByText(plural(language, clients.filters, 'active', 2), { exact: true })).toBeVisible();
    await screenshot(page, 'workspace-en-02-list-filtered');
  });

  const requestUrl = /\/client_request\/[^/?]+(\?tab=overview)?$/;
  await test.step('open the request: its overview, marked New for this first visit', async () => {
    await list.row(mia.contact_name).getByRole('link', { name: mia.contact_name, exact: true }).click();
    await expect(page).toHaveURL(requestUrl);
    const title = page.getByRole('heading', { level: 1, name: mia.contact_name });
    await expect(title).toBeVisible();
    // The badges beside the name (the status line below may say "New" too).
    const badges = title.locator('xpath=..');
    await expect(badges.getByText(cr.header.new, { exact: true })).toBeVisible();
    await expect(badges.getByText(cr.header.completed, { exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: cr.tabs.overview })).toHaveAttribute('aria-selected', 'true');
    const contact = page.getByRole('region', { name: cr.overview.contact });
    await expect(contact).toContainText(mia.email);
    await expect(page.getByRole('region', { name: cr.overview.project })).toContainText(catalog.projectTypes.residential_space);
    await screenshot(page, 'workspace-en-03-overview');
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('AI suggestions are written on opening the tab (the conversation is complete)', async () => {
    await page.getByRole('tab', { name: cr.tabs.suggestions }).click();
    await expect(page).toHaveURL(/[?&]tab=suggestions/);
    const panel = page.getByRole('tabpanel', { name: cr.tabs.suggestions });
    // No click: a completed conversation has them written as the tab opens.
    await expect(panel.getByText(pattern(ai.meta.generated, { version: 1 }))).toBeVisible({ timeout: 20_000 });
    for (const section of Object.values(ai.sections)) await expect(panel.getByRole('heading', { name: section })).toBeVisible();
    await expect(panel.getByText(ai.source.rules, { exact: true })).toBeVisible();
    await expect(panel).not.toContainText(brandSite.name);
  });

  await test.step('edit a field: the brand name, and the overview says the suggestions no longer match', async () => {
    await page.getByRole('tab', { name: cr.tabs.overview }).click();
    const project = page.getByRole('region', { name: cr.overview.project });
    // "Edit", with the section's name for screen readers.
    await project.getByRole('button', { name: new RegExp(`^${escapeRegExp(cr.edit.edit)}\\W+${escapeRegExp(cr.overview.project)}$`) }).click();
    const brandField = project.getByLabel(cr.fields.brand_name, { exact: true });
    await expect(brandField).toHaveValue('');
    await brandField.fill(brandSite.name);
    await project.getByRole('button', { name: common.save, exact: true }).click();
    await expect(brandField).toBeHidden();
    await expect(project.getByText(brandSite.name, { exact: true })).toBeVisible();
    await expect(project.getByRole('status')).toContainText(cr.edit.saved);
    await screenshot(page, 'workspace-en-04-overview-edited', { fullPage: false });
  });

  await test.step('the suggestions say they are stale; regenerating writes them from the edited request', async () => {
    // The saved notice links to the suggestions ("regenerate them to update").
    await page.getByRole('link', { name: cr.edit.savedStale }).click();
    await expect(page).toHaveURL(/[?&]tab=suggestions/);
    await expect(page.getByRole('tab', { name: cr.tabs.suggestions })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: cr.tabs.suggestions });
    await expect(panel.getByText(ai.stale)).toBeVisible();

    await panel.getByRole('button', { name: ai.regenerate }).click();
    await expect(panel.getByText(pattern(ai.meta.regenerated, { version: 2 }))).toBeVisible({ timeout: 20_000 });
    await expect(panel.getByText(ai.stale)).toHaveCount(0);
    // Written from the request as edited.
    await expect(panel).toContainText(brandSite.name);
    await screenshot(page, 'workspace-en-05-suggestions');
  });

  await test.step('brand analysis: add the website on the tab, analyze, and read what was found', async () => {
    await page.getByRole('tab', { name: cr.tabs.analysis }).click();
    await expect(page).toHaveURL(/[?&]tab=analysis/);
    const panel = page.getByRole('tabpanel', { name: cr.tabs.analysis });
    await expect(panel.getByRole('heading', { name: ba.unavailable.title })).toBeVisible();
    const website = `${brandSiteOrigin()}/`;
    await panel.getByLabel(ba.unavailable.label, { exact: true }).fill(website);
    await panel.getByRole('button', { name: ba.unavailable.save, exact: true }).click();

    await expect(panel.getByRole('heading', { name: ba.notStarted.title })).toBeVisible();
    await expect(panel).toContainText(fill(ba.notStarted.text, { url: website }));
    await panel.getByRole('button', { name: ba.notStarted.analyze, exact: true }).click();

    // A job on the server's worker fetches the site; the tab polls until it is done.
    await expect(panel.getByText(pattern(ba.done.analysed, { url: website }))).toBeVisible({ timeout: 30_000 });
    await expect(panel.getByRole('heading', { level: 3, name: brandSite.name })).toBeVisible();
    await expect(panel.getByRole('heading', { name: ba.view.writing })).toBeVisible();
    await expect(panel.getByText(ba.source.rules, { exact: true })).toBeVisible();
    const found = panel.getByRole('region', { name: ba.view.found });
    await expect(found.getByText(ba.view.themeColor, { exact: true })).toBeVisible();
    await expect(found).toContainText(brandSite.themeColor);
    for (const font of brandSite.fonts) await expect(found.getByText(font, { exact: true })).toBeVisible();
    await expect(found.getByText(brandSite.heading, { exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: ba.reanalyze })).toBeVisible();
    await screenshot(page, 'workspace-en-06-brand-analysis');

    // The website is on the overview now too.
    await expect(page.getByRole('region', { name: cr.overview.project, includeHidden: true })).toContainText(website.replace(/^https?:\/\//, ''));
  });

  await test.step('the conversation history shows what the client and Genie said', async () => {
    await page.getByRole('tab', { name: cr.tabs.history }).click();
    await expect(page).toHaveURL(/[?&]tab=history/);
    const panel = page.getByRole('tabpanel', { name: cr.tabs.history });
    const transcript = panel.getByRole('list', { name: cr.history.transcript });
    await expect(transcript).toBeVisible();
    const fromClient = await transcript.locator('[data-role="visitor"]').count();
    const fromGenie = await transcript.locator('[data-role="genie"]').count();
    expect(fromClient, 'the client answered').toBeGreaterThan(2);
    expect(fromGenie, 'Genie asked').toBeGreaterThan(2);
    await expect(panel.getByText(fill(cr.history.counts, { client: fromClient, genie: fromGenie }), { exact: true })).toBeVisible();
    await expect(transcript.locator('[data-role="visitor"]').first()).toContainText(mia.contact_name);
    await expect(transcript.locator('[data-role="genie"]').first()).toContainText(cr.history.genie);
    await expect(panel.getByRole('region', { name: cr.history.rounds })).toBeVisible();
    await screenshot(page, 'workspace-en-07-history', { fullPage: false });
  });

  let firstLink = '';
  const dialog = page.getByRole('dialog', { name: cr.share.title });
  await test.step('share: copy the overview link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appOrigin() });
    await page.getByRole('button', { name: cr.share.button, exact: true }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('list', { name: cr.share.links }).getByRole('listitem')).toHaveCount(4);
    const shown = dialog.getByTestId('share-link-overview');
    await expect(shown).toHaveText(new RegExp(`^${escapeRegExp(appOrigin())}/client_request/[^/]+/overview$`));
    await dialog.getByRole('button', { name: fill(cr.share.copy, { view: cr.tabs.overview }) }).click();
    await expect(dialog.getByRole('button', { name: common.copied })).toBeVisible();
    firstLink = await page.evaluate(() => navigator.clipboard.readText());
    expect(firstLink).toBe(await shown.textContent());
    await screenshot(page, 'workspace-en-08-share-dialog', { fullPage: false });
  });

  const visitorBrowser = await freshBrowser(browser, language);
  try {
    const shared = visitorBrowser.page;
    await test.step('the link opens read-only in a fresh browser: overview, suggestions, analysis, history', async () => {
      const reply = shared.waitForResponse((res) => new URL(res.url()).pathname.startsWith('/api/shared/client_requests/') && res.url().includes('/overview/'));
      await shared.goto(firstLink);
      expect((await reply).headers()['x-robots-tag']).toContain('noindex');
      await expectReadOnlySharedPage(shared, language, mia.contact_name);
      await expect(shared.getByRole('region', { name: cr.overview.project })).toContainText(brandSite.name);
      await screenshot(shared, 'workspace-en-09-shared-overview');

      const views = shared.getByRole('navigation', { name: cr.shared.views });
      await views.getByRole('link', { name: cr.tabs.suggestions }).click();
      await expect(shared.getByText(pattern(ai.meta.regenerated, { version: 2 }))).toBeVisible();
      await expect(shared.getByRole('button', { name: ai.regenerate })).toHaveCount(0);

      await views.getByRole('link', { name: cr.tabs.analysis }).click();
      await expect(shared.getByRole('heading', { level: 3, name: brandSite.name })).toBeVisible();
      await expect(shared.getByRole('region', { name: ba.view.found })).toContainText(brandSite.themeColor);
      await expect(shared.getByRole('button', { name: ba.reanalyze })).toHaveCount(0);
      await screenshot(shared, 'workspace-en-10-shared-analysis');

      await views.getByRole('link', { name: cr.tabs.history }).click();
      await expect(shared.getByRole('list', { name: cr.history.transcript })).toBeVisible();
      // Who wrote the genie's replies stays the designer's business.
      await expect(shared.getByTestId('stand-in')).toHaveCount(0);
      await expectReadOnlySharedPage(shared, language, mia.contact_name);
    });

    let newLink = '';
    await test.step('revoke: the dialog shows new links after a confirmation', async () => {
      await dialog.getByRole('button', { name: cr.share.revoke, exact: true }).click();
      const confirm = dialog.getByRole('group', { name: cr.share.confirmTitle });
      await expect(confirm).toContainText(cr.share.confirmText);
      await confirm.getByRole('button', { name: cr.share.confirmRevoke, exact: true }).click();
      await expect(dialog.getByRole('status').filter({ hasText: cr.share.revoked })).toBeVisible();
      const shown = dialog.getByTestId('share-link-overview');
      await expect(shown).not.toHaveText(firstLink);
      newLink = (await shown.textContent()) ?? '';
      expect(newLink).toMatch(new RegExp(`^${escapeRegExp(appOrigin())}/client_request/[^/]+/overview$`));
      await screenshot(page, 'workspace-en-11-revoked-dialog', { fullPage: false });
    });

    await test.step('the old link says it is no longer shared; the new link works', async () => {
      await shared.goto(firstLink);
      await expect(shared.getByRole('heading', { level: 1, name: cr.shared.goneTitle })).toBeVisible();
      await expect(shared.getByText(cr.shared.goneText, { exact: true })).toBeVisible();
      await expect(shared.getByText(mia.contact_name)).toHaveCount(0);
      await expect(shared.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await screenshot(shared, 'workspace-en-12-old-link-revoked');

      await shared.goto(newLink);
      await expectReadOnlySharedPage(shared, language, mia.contact_name);
    });
  } finally {
    await visitorBrowser.context.close();
  }

  await test.step('back to the list, as it was left: the request is no longer New', async () => {
    await dialog.getByRole('button', { name: common.close }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('main').getByRole('link', { name: cr.header.back, exact: true }).click();
    await expect(page).toHaveURL(/\/client_request\?.*q=Mia(?:\+|%20)Chen/);
    await expect(list.rows).toHaveCount(1);
    await expect(list.row(mia.contact_name)).toBeVisible();
    await expect(list.newMarker(mia.contact_name)).toHaveCount(0);
    // The edited brand name shows in the list too.
    await expect(list.row(mia.contact_name)).toContainText(brandSite.name);
  });
});

test.describe('in Korean', () => {
  // The browser's own language too (navigator.language, Accept-Language), as a Korean designer's would be.
  test.use({ locale: 'ko-KR' });

  test('ko-KR: the list, a request, its suggestions and the shared view in Korean', async ({ page, browser, api }) => {
    test.setTimeout(100_000);
    const language: Language = 'ko-KR';
    const { shell, clients, clientRequest: cr, aiSuggestions: ai, catalog } = catalogs[language];
    const designer = await api.registerDesigner({ name: '루멘 인테리어', language });
    const visitor = { contact_name: '김지우', email: visitorEmail(api, 'jiwoo.kim'), language, answer: '따뜻하고 차분한 분위기를 원해요.' };
    await test.step('setup: a visitor finishes the conversation in Korean', () => finishConversation(api, designer.genie_name, visitor));

    await loginAs(page, designer.token);
    await setLanguage(page, language);
    const list = requestList(page, language);

    await test.step('Potential Clients in Korean, the request marked New', async () => {
      await page.goto('/client_request');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1, name: shell.sections.potential_clients.title })).toBeVisible();
      await expect(list.count(1)).toBeVisible();
      await expect(list.newMarker(visitor.contact_name)).toHaveText(clients.row.new);
      await expect(list.row(visitor.contact_name)).toContainText(catalog.projectTypes.residential_space);
      await expect(list.row(visitor.contact_name)).toContainText(clients.conversation.completed);
      await screenshot(page, 'workspace-ko-01-list-new');
    });

    await test.step('the request opens on its overview', async () => {
      await list.row(visitor.contact_name).getByRole('link', { name: visitor.contact_name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: visitor.contact_name })).toBeVisible();
      await expect(page.getByRole('tab', { name: cr.tabs.overview })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('region', { name: cr.overview.contact })).toContainText(visitor.email);
      await expect(page.getByRole('region', { name: cr.overview.project })).toContainText(catalog.projectTypes.residential_space);
      await screenshot(page, 'workspace-ko-02-overview');
    });

    await test.step('AI suggestions are written in Korean', async () => {
      await page.getByRole('tab', { name: cr.tabs.suggestions }).click();
      const panel = page.getByRole('tabpanel', { name: cr.tabs.suggestions });
      await expect(panel.getByText(pattern(ai.meta.generated, { version: 1 }))).toBeVisible({ timeout: 20_000 });
      for (const section of Object.values(ai.sections)) await expect(panel.getByRole('heading', { name: section })).toBeVisible();
      // Written in the designer's language: no "written in another language" notice.
      await expect(panel.getByText(pattern(ai.otherLanguage))).toHaveCount(0);
      await screenshot(page, 'workspace-ko-03-suggestions');
    });

    let link = '';
    await test.step('the share dialog lists the links', async () => {
      await page.getByRole('button', { name: cr.share.button, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: cr.share.title });
      await expect(dialog.getByText(cr.share.readOnlyNote)).toBeVisible();
      link = (await dialog.getByTestId('share-link-overview').textContent()) ?? '';
      expect(link).toMatch(new RegExp(`^${escapeRegExp(appOrigin())}/client_request/[^/]+/overview$`));
      await screenshot(page, 'workspace-ko-04-share-dialog', { fullPage: false });
    });

    const visitorBrowser = await freshBrowser(browser, language);
    try {
      const shared = visitorBrowser.page;
      await test.step('the shared overview and suggestions in a fresh browser, in Korean', async () => {
        await shared.goto(link);
        await expect(shared.locator('html')).toHaveAttribute('lang', language);
        await expectReadOnlySharedPage(shared, language, visitor.contact_name);
        await expect(shared.getByRole('navigation', { name: cr.shared.views }).getByRole('link', { name: cr.tabs.overview })).toHaveAttribute('aria-current', 'page');
        await screenshot(shared, 'workspace-ko-05-shared-overview');
        await expectNoSeriousA11yViolations(shared);

        await shared.getByRole('navigation', { name: cr.shared.views }).getByRole('link', { name: cr.tabs.suggestions }).click();
        await expect(shared.getByText(pattern(ai.meta.generated, { version: 1 }))).toBeVisible();
        await expect(shared.getByRole('heading', { name: ai.sections.questions })).toBeVisible();
        await screenshot(shared, 'workspace-ko-06-shared-suggestions');
      });
    } finally {
      await visitorBrowser.context.close();
    }
  });
});
