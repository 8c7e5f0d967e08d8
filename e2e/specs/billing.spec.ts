/**
 * Paying for Genie with the local fake Stripe (support/fake-stripe.ts): a trial designer picks
 * Professional yearly, pays on the fake checkout page, comes back to an active plan with usage bars;
 * when Stripe ends the subscription the designer sees "Your subscription has expired" and the locked
 * areas while leads still arrive; the zh-TW plan page states the yearly savings. Screens in three languages.
 */
import { expect, loginAs, screenshot, setLanguage, test } from '../support/fixtures.ts';
import { fakeStripeOrigin } from '../support/ports.ts';

test('a trial designer pays for Professional yearly, then sees the expired notice when Stripe ends it', async ({ page, api, request }) => {
  test.setTimeout(120_000);
  const designer = await api.registerDesigner();
  await setLanguage(page, 'en-US');
  await loginAs(page, designer.token);

  await page.goto('/choosing_plan');
  // The switch's radios are visually hidden inside their labels.
  const yearly = page.getByRole('radio', { name: /^Yearly/ });
  await expect(yearly).toBeAttached({ timeout: 30_000 });
  await yearly.check({ force: true });
  await expect(page.getByText('15% off').first()).toBeVisible();
  await screenshot(page, 'billing-plans-en');
  await page.getByRole('button', { name: 'Subscribe to Professional' }).click();

  // The fake Stripe's checkout page, with the yearly Professional price in US$.
  await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible();
  expect(page.url().startsWith(`${fakeStripeOrigin()}/checkout/`)).toBe(true);
  await expect(page.getByText('price_e2e_pro_y')).toBeVisible();
  await expect(page.getByText('USD')).toBeVisible();
  const sessionId = page.url().split('/checkout/')[1] ?? '';
  await page.getByRole('button', { name: 'Pay' }).click();

  // Back on the account: the plan is paid, with this period's counters against their limits.
  await expect(page).toHaveURL(/\/account\?checkout=success$/);
  await expect(page.getByText('Professional · Yearly')).toBeVisible();
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Visitor messages' })).toHaveAttribute('aria-valuemax', '36000');
  await expect(page.getByRole('progressbar', { name: 'Project requests' })).toHaveAttribute('aria-valuemax', '1200');
  await expect(page.getByRole('button', { name: 'Manage billing and invoices' })).toBeVisible();
  await screenshot(page, 'billing-account-active-en');

  // Stripe gives up on the subscription: the webhook expires it.
  const ended = await request.post(`${fakeStripeOrigin()}/test/end/${sessionId}`);
  expect(ended.ok()).toBe(true);
  await page.reload();
  await expect(page.getByText('Your subscription has expired').first()).toBeVisible();
  await screenshot(page, 'billing-account-expired-en');
  await page.goto('/section/visual_inspiration');
  await expect(page.getByText('Available on the Professional plan and above', { exact: false }).first()).toBeVisible();
  await screenshot(page, 'billing-gate-expired-en');

  // Leads are still captured and readable.
  const lead = await request.post(`/api/genie/${designer.genie_name}/client_requests/`, {
    data: { contact_name: 'Expired Lead', email: 'expired.lead@example.com', phone: '+886 912 345 678', available_time: '18to21', project_type: 'residential_space', language: 'en-US' },
  });
  expect(lead.ok()).toBe(true);
  await page.goto('/client_request');
  await expect(page.getByRole('link', { name: 'Expired Lead' })).toBeVisible();
});

test('the zh-TW plan page states the yearly savings; ko-KR says 15% off in won', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await setLanguage(page, 'zh-TW');
  await page.goto('/plan');
  const yearly = page.getByRole('radio', { name: /^年繳/ });
  await expect(yearly).toBeAttached({ timeout: 30_000 });
  await yearly.check({ force: true });
  for (const amount of ['9,600', '12,000', '19,800']) await expect(page.getByText(amount, { exact: false }).first()).toBeVisible();
  await screenshot(page, 'billing-plans-zh-TW');

  // A page of its own: the language is seeded before the app loads.
  const ko = await browser.newPage({ baseURL: page.url() });
  await setLanguage(ko, 'ko-KR');
  await ko.goto('/plan');
  await expect(ko.getByRole('radio', { name: /^연/ })).toBeAttached({ timeout: 30_000 });
  await expect(ko.getByText('₩', { exact: false }).first()).toBeVisible();
  await expect(ko.getByText('15% 할인').first()).toBeVisible();
  await screenshot(ko, 'billing-plans-ko-KR');
  await ko.close();
});
