/**
 * Target client intelligence and sales e-mails (issue 24), through the real UI and server. In English, a
 * Master designer opens a lead's "Client & Follow-up" tab, reads who the client is, writes a follow-up
 * e-mail, edits it, is asked before writing it again would replace the edits, sends it, finds it in the
 * client's mailbox (the mail catcher, over SMTP) and in the lead's e-mails sent. The Target Client
 * Intelligence section then shows the leads as charts. A Professional designer reads the intelligence
 * but is offered the upgrade for the e-mail. Each screen is photographed in the three languages.
 *
 * Setup goes through the API only. The server runs with no LLM configured: the rules read the client
 * and write the e-mail.
 */
import type { Page } from '@playwright/test';
import type { ClientRequestListReply, Language } from '@genie/contracts';
import enSales from '../../apps/web/src/i18n/admin/en-US/sales.json' with { type: 'json' };
import zhSales from '../../apps/web/src/i18n/admin/zh-TW/sales.json' with { type: 'json' };
import koSales from '../../apps/web/src/i18n/admin/ko-KR/sales.json' with { type: 'json' };
import zhPlans from '../../apps/web/src/i18n/admin/zh-TW/plans.json' with { type: 'json' };
import { catalogs, fill } from '../support/catalogs.ts';
import { expect, expectNoSeriousA11yViolations, loginAs, screenshot, setLanguage, test, type Api, type Designer } from '../support/fixtures.ts';
import { finishConversation } from '../support/visitor-api.ts';
import { screenLanguages } from '../support/languages.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const languages: Language[] = ['en-US', 'zh-TW', 'ko-KR'];
const salesCatalog: Record<Language, typeof enSales> = { 'en-US': enSales, 'zh-TW': zhSales, 'ko-KR': koSales };

async function choosePlan(api: Api, designer: Designer, plan: 'starter' | 'professional' | 'master') {
  const res = await api.request.post('/api/plans/select/', { headers: { Authorization: `Bearer ${designer.token}` }, data: { plan, billing_cycle: 'monthly' } });
  expect(res.status(), await res.text()).toBe(200);
}

async function requestIdOf(api: Api, designer: Designer, name: string): Promise<string> {
  const res = await api.request.get('/api/client_requests/', { headers: { Authorization: `Bearer ${designer.token}` }, params: { q: name } });
  expect(res.status(), await res.text()).toBe(200);
  const id = ((await res.json()) as ClientRequestListReply).items[0]?.id;
  if (!id) throw new Error(`no request named ${name}`);
  return id;
}

/** The same address, signed in, in each language (a fresh page per language: the language is seeded once per tab). */
async function photograph(page: Page, designer: Designer, path: string, name: string, ready: (page: Page, language: Language) => Promise<void>, turn: number) {
  for (const language of screenLanguages(languages, turn)) {
    const tab = await page.context().newPage();
    await loginAs(tab, designer.token);
    await setLanguage(tab, language);
    await tab.goto(path);
    await ready(tab, language);
    await screenshot(tab, `${name}-${language}`);
    await tab.close();
  }
}

test('a follow-up e-mail from the lead: intelligence, written, edited, sent, kept; the leads as charts', async ({ page, api, mailbox }) => {
  test.setTimeout(180_000);
  const language: Language = 'en-US';
  const { shell, catalog } = catalogs[language];
  const s = enSales;
  const designer = await api.registerDesigner({ name: 'Lumen Interiors', language });
  await choosePlan(api, designer, 'master');
  const clientEmail = `${api.uniqueName('noah').toLowerCase()}@visitors.genie.test`;
  let leadId = '';
  await test.step('setup: a visitor finished the conversation; another lead came by phone', async () => {
    await finishConversation(api, designer.genie_name, {
      contact_name: 'Noah Park',
      email: clientEmail,
      answer: 'My husband and I want it calm, warm and easy to keep tidy with two kids.',
    });
    await api.addRequest(designer, { contact_name: 'Ivy Brand', email: 'ivy@visitors.genie.test', project_type: 'brand_design' });
    leadId = await requestIdOf(api, designer, 'Noah Park');
  });

  await loginAs(page, designer.token);
  await setLanguage(page, language);
  await page.goto(`/client_request/${leadId}`);
  // The first load fetches the app and the page's chunks (slow on a busy machine).
  await expect(page.getByRole('heading', { level: 1, name: 'Noah Park' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: catalogs[language].clientRequest.tabs.sales }).click();

  await test.step('who the client is', async () => {
    await expect(page.getByRole('heading', { level: 2, name: s.intelligence.title })).toBeVisible();
    const card = page.getByTestId('client-intelligence');
    await expect(card).toContainText(catalog.projectTypes.residential_space);
    await expect(card).toContainText(s.intelligence.signalKinds.shared_decision);
    await expect(card).toContainText(s.intelligence.signalKinds.family_needs);
  });

  const subject = page.getByLabel(s.email.subject);
  const body = page.getByLabel(s.email.body);
  await test.step('the e-mail is written from the brief, then edited', async () => {
    await page.getByRole('button', { name: s.email.generate }).click();
    await expect(subject).toHaveValue(/Lumen Interiors/);
    await expect(body).toHaveValue(/Dear Noah Park,/);
    await expect(page.getByText(s.email.byRules)).toBeVisible();
    await subject.fill('Next steps for your home, Noah');
    await body.fill(`${await body.inputValue()}\n\nP.S. We loved your photos.`);
  });

  await test.step('writing it again asks before replacing the edits; keeping them keeps them', async () => {
    await page.getByRole('button', { name: s.email.regenerate }).click();
    const dialog = page.getByRole('dialog', { name: s.email.replaceTitle });
    await expect(dialog).toContainText(s.email.replaceText);
    await screenshot(page, 'sales-email-replace-en-US', { fullPage: false });
    await dialog.getByRole('button', { name: s.email.keep }).click();
    await expect(dialog).toBeHidden();
    await expect(subject).toHaveValue('Next steps for your home, Noah');
    await expect(body).toHaveValue(/P\.S\. We loved your photos\./);
  });

  await test.step('sent to the client, and kept on the lead', async () => {
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: s.email.send }).click();
    const sent = page.getByRole('list', { name: s.history.title });
    await expect(sent.getByRole('listitem')).toHaveCount(1);
    await expect(sent).toContainText('Next steps for your home, Noah');
    await expect(subject).toHaveCount(0);
    const mail = await mailbox.waitFor({ to: clientEmail, subject: 'Next steps for your home, Noah' });
    expect(mail.text).toContain('Dear Noah Park,');
    expect(mail.text).toContain('P.S. We loved your photos.');
    await sent.getByText('Next steps for your home, Noah').click();
    await expect(sent).toContainText('P.S. We loved your photos.');
    await screenshot(page, 'sales-email-sent-en-US');
  });

  await test.step('the leads as charts, from the sidebar', async () => {
    await page.getByRole('navigation', { name: shell.nav.label }).getByRole('link', { name: shell.sections.client_intelligence.title }).click();
    await expect(page).toHaveURL(/\/section\/client_intelligence$/);
    await expect(page.getByRole('heading', { level: 1, name: s.section.title })).toBeVisible();
    await expect(page.getByText(fill(s.section.total_other, { count: 2 }))).toBeVisible();
    const byType = page.getByRole('figure', { name: s.section.charts.byProjectType });
    await expect(byType).toContainText(catalog.projectTypes.residential_space);
    await expect(byType).toContainText(catalog.projectTypes.brand_design);
    await expect(page.getByRole('figure', { name: s.section.charts.byMonth })).toBeVisible();
    await expect(page.getByRole('figure', { name: s.section.charts.byStatus })).toContainText(catalogs[language].clients.status.new);
    await expectNoSeriousA11yViolations(page);
  });

  await photograph(page, designer, `/client_request/${leadId}?tab=sales`, 'sales-tab', async (tab, lang) => {
    // A fresh tab loads the app and the page's chunks first (slow on a busy machine).
    await expect(tab.getByTestId('client-intelligence')).toBeVisible({ timeout: 30_000 });
    await tab.getByRole('button', { name: salesCatalog[lang].email.generate }).click();
    await expect(tab.getByLabel(salesCatalog[lang].email.subject)).toHaveValue(/Lumen Interiors/);
  }, 0);
  await photograph(page, designer, '/section/client_intelligence', 'client-intelligence-section', async (tab, lang) => {
    await expect(tab.getByRole('figure', { name: salesCatalog[lang].section.charts.byProjectType })).toBeVisible({ timeout: 30_000 });
  }, 1);
});

test('a Professional designer reads the intelligence and is offered the upgrade for the e-mail', async ({ page, api }) => {
  const language: Language = 'zh-TW';
  const s = salesCatalog[language];
  const designer = await api.registerDesigner({ name: '光影設計', language });
  await choosePlan(api, designer, 'professional');
  const id = await api.addRequest(designer, { contact_name: '陳美', email: 'mei@visitors.genie.test', project_type: 'residential_space' });
  await loginAs(page, designer.token);
  await setLanguage(page, language);
  await page.goto(`/client_request/${id}?tab=sales`);
  await expect(page.getByTestId('client-intelligence')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('client-intelligence')).toContainText(s.intelligence.bands.unstated);
  const feature = zhPlans.features.sales_email_generation;
  await expect(page.getByRole('heading', { name: fill(zhPlans.upgrade.title, { feature }) })).toBeVisible();
  await expect(page.getByText(zhPlans.upgrade.textMaster)).toBeVisible();
  await expect(page.getByRole('button', { name: s.email.generate })).toHaveCount(0);
  await screenshot(page, `sales-tab-professional-${language}`);
});
