/**
 * Copywriting keeps the client's private brief facts out of client-facing text unless the designer asks
 * (issue 25), through the real UI and server. A designer writes an article from a lead whose brief has a
 * budget: the budget is not in the text; with "Include budget" ticked it is; and after the designer edits
 * the title, Regenerate keeps the edited title.
 */
import type { ClientRequestListReply } from '@genie/contracts';
import enBoards from '../../apps/web/src/i18n/admin/en-US/studio-boards.json' with { type: 'json' };
import { expect as baseExpect, loginAs, screenshot, setLanguage, test, type Designer } from '../support/fixtures.ts';
import { finishConversation } from '../support/visitor-api.ts';

test.use({ viewport: { width: 1366, height: 900 } });
const expect = baseExpect.configure({ timeout: 20_000 });
const b = enBoards;
const auth = (d: Designer) => ({ Authorization: `Bearer ${d.token}` });
/** The budget the visitor gave ("$150k"), however the text formats it. */
const budget = /150,000|150k|150 000/i;

test('an article leaves the budget out unless asked, and Regenerate keeps the edited title', async ({ page, api }) => {
  test.setTimeout(90_000);
  const designer = await api.registerDesigner({ language: 'en-US' });
  await finishConversation(api, designer.genie_name, { contact_name: 'Mei Chen', language: 'en-US', answers: { budget: '$150k' } });
  const list = (await (await api.request.get('/api/client_requests/', { headers: auth(designer) })).json()) as ClientRequestListReply;
  const requestId = list.items[0]!.id;
  await setLanguage(page, 'en-US');
  await loginAs(page, designer.token);

  await page.goto('/section/visual_inspiration?tool=article');
  await page.getByLabel(b.request).selectOption(requestId);
  const include = page.getByTestId('article-include');
  await expect(include.getByRole('checkbox', { name: b.article.includes.budget })).not.toBeChecked();

  // A proposal of medium length (a short one names no brief facts at all).
  await page.getByLabel(b.article.prompt, { exact: true }).fill('A warm and friendly tone');
  // Without the toggle: a written article, and no budget in it.
  await page.getByRole('button', { name: b.article.write }).click();
  const title = page.getByLabel(b.article.articleTitle, { exact: true });
  const body = page.getByLabel(b.article.body, { exact: true });
  await expect(body).not.toHaveValue('');
  await expect(page.getByText(b.article.saved, { exact: true })).toBeVisible();
  const withoutBudget = await body.inputValue();
  // The brief's public facts are there (the property type), the budget is not.
  expect(withoutBudget).toMatch(/apartment/i);
  expect(withoutBudget).not.toMatch(budget);
  expect(await title.inputValue()).not.toMatch(budget);

  // With "Include budget": the next article names it.
  await include.getByRole('checkbox', { name: b.article.includes.budget }).check();
  await page.getByRole('button', { name: b.article.write }).click();
  await expect(body).toHaveValue(budget);
  await expect(page.getByText(b.article.saved, { exact: true })).toBeVisible();

  // The designer edits the title; Regenerate writes a new version and keeps that title.
  await title.fill('Pale oak and morning light for Mei');
  await expect(page.getByText(b.article.unsaved)).toBeVisible();
  await page.getByRole('button', { name: b.article.regenerate }).click();
  await expect(page.getByTestId('article-versions').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText(b.article.saved, { exact: true })).toBeVisible();
  await expect(title).toHaveValue('Pale oak and morning light for Mei');
  await screenshot(page, 'studio-article-budget-en-US');
});
