import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, personalInfoFixture, planCatalogFixture, renderScreen } from '../account/test-harness.tsx';
import { Component as ChoosingPlanPage } from './choosing-plan-page.tsx';
import { Component as OuterPlansPage } from './outer-plans-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const catalog = { 'GET /api/plans/': { json: { success: true, plans: planCatalogFixture, purchase: 'request' } } };

function card(name: string) {
  return screen.getByRole('article', { name });
}

describe('choosing a plan', () => {
  it('shows Starter, Professional and Master with monthly US$ prices, quotas and the free trial', async () => {
    fakeApi({ ...catalog, 'GET /api/accounts/personal_info/': { json: personalInfoFixture() } });
    await renderScreen('/choosing_plan', ChoosingPlanPage);

    expect(await screen.findByRole('heading', { name: 'Choose your plan' })).toBeInTheDocument();
    expect(within(await screen.findByRole('article', { name: 'Starter' })).getByText('$29')).toBeInTheDocument();
    expect(within(card('Professional')).getByText('$59')).toBeInTheDocument();
    expect(within(card('Master')).getByText('$99')).toBeInTheDocument();
    expect(within(card('Starter')).getByText('1,000')).toBeInTheDocument();
    expect(within(card('Starter')).getByText('≈ 30')).toBeInTheDocument();
    expect(within(card('Starter')).getByText('1-month free trial')).toBeInTheDocument();
    expect(within(card('Starter')).getByText('Visual Inspiration').closest('li')).toHaveTextContent('(not included)');
    expect(within(card('Professional')).getByText('Visual Inspiration').closest('li')).toHaveTextContent('(included)');
  });

  it('labels yearly billing "15% off" in English', async () => {
    fakeApi({ ...catalog, 'GET /api/accounts/personal_info/': { json: personalInfoFixture() } });
    await renderScreen('/choosing_plan', ChoosingPlanPage);
    await userEvent.click(await screen.findByRole('radio', { name: /Yearly/ }));

    for (const name of ['Starter', 'Professional', 'Master']) expect(within(card(name)).getByText('15% off')).toBeInTheDocument();
    expect(within(card('Starter')).getByText('$296')).toBeInTheDocument();
    expect(within(card('Starter')).getByText('12,000')).toBeInTheDocument();
    expect(within(card('Starter')).getByText('Messages per year')).toBeInTheDocument();
  });

  it('states the yearly savings in NT$ in Traditional Chinese', async () => {
    fakeApi({ ...catalog, 'GET /api/accounts/personal_info/': { json: personalInfoFixture() } });
    await renderScreen('/choosing_plan', ChoosingPlanPage, { language: 'zh-TW' });
    expect(await screen.findByText('NT$4,000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /年繳/ }));

    expect(within(card('入門')).getByText('每年省下 NT$9,600')).toBeInTheDocument();
    expect(within(card('專業')).getByText('每年省下 NT$12,000')).toBeInTheDocument();
    expect(within(card('大師')).getByText('每年省下 NT$19,800')).toBeInTheDocument();
    expect(within(card('入門')).getByText('NT$38,400')).toBeInTheDocument();
    expect(screen.queryByText(/15%/)).not.toBeInTheDocument();
  });

  it('labels yearly billing "15% 할인" in Korean', async () => {
    fakeApi({ ...catalog, 'GET /api/accounts/personal_info/': { json: personalInfoFixture() } });
    await renderScreen('/choosing_plan', ChoosingPlanPage, { language: 'ko-KR' });
    await userEvent.click(await screen.findByRole('radio', { name: /연간/ }));
    expect(within(card('마스터')).getByText('15% 할인')).toBeInTheDocument();
    expect(card('스타터')).toBeInTheDocument();
    expect(card('프로페셔널')).toBeInTheDocument();
  });

  it.each([
    ['en-US', 'Ends on Nov 30, 2027'],
    ['zh-TW', '於 2027年11月30日 結束'],
    ['ko-KR', '2027. 11. 30.에 종료'],
  ] as const)('shows a plan granted until Nov 30, 2027 as ending on that day, not the next (%s)', async (language, text) => {
    const info = personalInfoFixture({ status: 'active' });
    // The grant is stored as the exclusive instant after its last day.
    info.subscription = { ...info.subscription, trial: false, billed_by: 'operator', end_date: '2027-12-01T00:00:00.000Z' };
    fakeApi({ ...catalog, 'GET /api/accounts/personal_info/': { json: info } });
    await renderScreen('/choosing_plan', ChoosingPlanPage, { language });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('says "Your subscription has expired" when it has', async () => {
    fakeApi({ ...catalog, 'GET /api/accounts/personal_info/': { json: personalInfoFixture({ status: 'expired' }) } });
    await renderScreen('/choosing_plan', ChoosingPlanPage);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your subscription has expired');
  });

  it('marks the current plan and switches the trial to another one', async () => {
    const api = fakeApi({
      ...catalog,
      'GET /api/accounts/personal_info/': { json: personalInfoFixture() },
      'POST /api/plans/select/': {
        json: {
          success: true,
          outcome: 'trial_plan_changed',
          subscription: { ...personalInfoFixture().subscription, plan: 'starter' },
          plan: { id: 'starter', status: 'trialing', features: ['genie'] },
          msg: 'ok',
        },
      },
    });
    await renderScreen('/choosing_plan', ChoosingPlanPage);
    expect(within(await screen.findByRole('article', { name: 'Professional' })).getByRole('button', { name: 'Your current plan' })).toBeDisabled();

    await userEvent.click(within(card('Starter')).getByRole('button', { name: 'Switch to Starter' }));
    expect(await screen.findByText('Your trial now uses the Starter plan')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/plans/select/')[0]?.body).toBe(JSON.stringify({ plan: 'starter', billing_cycle: 'monthly' }));
  });

  it('passes a request to sales once the trial is over', async () => {
    fakeApi({
      ...catalog,
      'GET /api/accounts/personal_info/': { json: personalInfoFixture({ status: 'expired' }) },
      'POST /api/plans/select/': {
        json: {
          success: true,
          outcome: 'sales_contact_requested',
          subscription: personalInfoFixture({ status: 'expired' }).subscription,
          plan: { id: 'professional', status: 'expired', features: [] },
          msg: 'ok',
        },
      },
    });
    await renderScreen('/choosing_plan', ChoosingPlanPage);
    await userEvent.click(await within(await screen.findByRole('article', { name: 'Master' })).findByRole('button', { name: 'Choose Master' }));
    expect(await screen.findByText('Our team will contact you to complete your subscription')).toBeInTheDocument();
  });

  it('leads with the interior-design features on the interior variant', async () => {
    fakeApi({ ...catalog, 'GET /api/accounts/personal_info/': { json: personalInfoFixture() } });
    await renderScreen('/choosing_interior_plan', ChoosingPlanPage);
    expect(await screen.findByRole('heading', { level: 1, name: 'Plans for interior designers' })).toBeInTheDocument();
    expect(screen.getByText('Floor plans')).toBeInTheDocument();
    const features = within(within(await screen.findByRole('article', { name: 'Professional' })).getByRole('list')).getAllByRole('listitem');
    expect(features[0]).toHaveTextContent('Visual Inspiration');
    expect(features[1]).toHaveTextContent('Furniture Suggestions');
  });
});

describe('the outer plan page', () => {
  it('invites visitors to start the free trial', async () => {
    fakeApi(catalog);
    await renderScreen('/plan', OuterPlansPage, { signedIn: false });
    const ctas = await screen.findAllByRole('link', { name: 'Start your free trial' });
    expect(ctas).toHaveLength(3);
    for (const cta of ctas) expect(cta).toHaveAttribute('href', '/registration');
  });
});
