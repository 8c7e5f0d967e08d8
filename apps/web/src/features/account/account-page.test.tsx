import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component as AccountPage } from './account-page.tsx';
import { fakeApi, personalInfoFixture, planCatalogFixture, renderScreen } from './test-harness.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-21T12:00:00.000Z'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the account overview', () => {
  it('shows the profile, the subscription with trial days left, and this period’s counters against their limits', async () => {
    fakeApi({
      'GET /api/accounts/personal_info/': { json: personalInfoFixture() },
      'GET /api/my/credit_usage/': { json: { message_count: 1234, period_start: '2026-01-01T00:00:00.000Z', period_end: '2026-02-01T00:00:00.000Z', counters: [{ kind: 'messages', used: 1234, limit: 3000 }, { kind: 'project_requests', used: 12, limit: 100 }, { kind: 'images', used: 42, limit: 300 }], image_count: 42, image_quota: 300 } },
      'GET /api/plans/': { json: { success: true, plans: planCatalogFixture, purchase: 'request' } },
    });
    await renderScreen('/account', AccountPage);

    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Studio Lumen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${window.location.origin}/genie/lumen` })).toBeInTheDocument();
    expect(screen.getByText('hello@lumen.studio')).toBeInTheDocument();
    expect(screen.getByText('We design calm homes.')).toBeInTheDocument();
    expect(screen.getByText('Welcome to Studio Lumen!')).toBeInTheDocument();
    expect(screen.getByText('Professional · Monthly')).toBeInTheDocument();
    expect(screen.getByText('11 days left')).toBeInTheDocument();
    // Each counter of the period against its limit, as a progress bar.
    const messages = await screen.findByRole('progressbar', { name: 'Visitor messages' });
    expect(messages).toHaveAttribute('aria-valuenow', '1234');
    expect(messages).toHaveAttribute('aria-valuemax', '3000');
    expect(screen.getByText('1,234 of 3,000')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Project requests' })).toHaveAttribute('aria-valuenow', '12');
    expect(screen.getByText('12 of 100')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Studio images' })).toHaveAttribute('aria-valuenow', '42');
    for (const name of ['Edit password', 'Edit AI agent custom styles', 'Outbox']) expect(screen.getByRole('link', { name: new RegExp(name) })).toBeInTheDocument();
  });
});

describe('the subscription card', () => {
  it('gives the last day of a granted plan as its end date, not the next day', async () => {
    const info = personalInfoFixture({ status: 'active' });
    info.subscription = { ...info.subscription, trial: false, billed_by: 'operator', cancel_at_period_end: true, end_date: '2027-12-01T00:00:00.000Z' };
    fakeApi({ 'GET /api/accounts/personal_info/': { json: info }, 'GET /api/plans/': { json: { success: true, plans: planCatalogFixture, purchase: 'request' } } });
    await renderScreen('/account', AccountPage);

    expect(await screen.findByText('Nov 30, 2027')).toBeInTheDocument();
    expect(screen.getByText('Your plan ends on Nov 30, 2027 and will not renew.')).toBeInTheDocument();
    expect(screen.queryByText(/Dec 1, 2027/)).not.toBeInTheDocument();
  });
});

describe('where the designer is signed in', () => {
  const laptop = {
    id: 's-laptop',
    browser: 'Chrome',
    os: 'macOS',
    address: '203.0.113.x',
    signed_in_at: '2026-01-20T09:00:00.000Z',
    last_seen_at: '2026-01-21T11:58:00.000Z',
    current: true,
  };
  const phone = { ...laptop, id: 's-phone', browser: 'Safari', os: 'iOS', address: '198.51.100.x', current: false, last_seen_at: '2026-01-19T08:30:00.000Z' };
  const unknown = { ...laptop, id: 's-unknown', browser: null, os: null, address: '', current: false };
  const sessionsRoute = (sessions: unknown[]) => ({ json: { success: true, sessions } });
  const accountRoutes = { 'GET /api/accounts/personal_info/': { json: personalInfoFixture() }, 'GET /api/plans/': { json: { success: true, plans: planCatalogFixture, purchase: 'request' } } };

  it('lists each session with its device, address and times, marks this device and offers Sign out on the others', async () => {
    fakeApi({ ...accountRoutes, 'GET /api/accounts/sessions/': sessionsRoute([laptop, phone, unknown]) });
    await renderScreen('/account', AccountPage);

    const list = await screen.findByRole('list', { name: "Where you're signed in" });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Chrome on macOS');
    expect(items[0]).toHaveTextContent('This device');
    expect(items[0]).toHaveTextContent('IP 203.0.113.x');
    expect(items[0]).toHaveTextContent('Active now');
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(items[1]).toHaveTextContent('Safari on iOS');
    expect(items[1]).toHaveTextContent('IP 198.51.100.x');
    expect(items[1]).toHaveTextContent(/Last active Jan 19, 2026/);
    expect(items[1]).not.toHaveTextContent('This device');
    expect(within(items[1]!).getByRole('button', { name: 'Sign out Safari on iOS' })).toBeInTheDocument();
    expect(items[2]).toHaveTextContent('Unknown device');
    expect(items[2]).not.toHaveTextContent('IP');
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeInTheDocument();
  });

  it('signs out one other session and shows the list without it', async () => {
    let sessions = [laptop, phone];
    const api = fakeApi({
      ...accountRoutes,
      'GET /api/accounts/sessions/': () => sessionsRoute(sessions),
      'DELETE /api/accounts/sessions/s-phone/': () => {
        sessions = [laptop];
        return { json: { success: true, msg: 'ok' } };
      },
    });
    await renderScreen('/account', AccountPage);

    await userEvent.click(await screen.findByRole('button', { name: 'Sign out Safari on iOS' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Safari on iOS has been signed out.');
    expect(api.callsTo('DELETE', '/api/accounts/sessions/s-phone/')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());
    expect(screen.getByText('You are signed in on this device only.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });

  it('signs out everywhere else at once', async () => {
    let sessions = [laptop, phone, unknown];
    const api = fakeApi({
      ...accountRoutes,
      'GET /api/accounts/sessions/': () => sessionsRoute(sessions),
      'POST /api/accounts/sessions/sign_out_others/': () => {
        sessions = [laptop];
        return { json: { success: true, msg: 'ok' } };
      },
    });
    await renderScreen('/account', AccountPage);

    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You have been signed out on every other device.');
    expect(api.callsTo('POST', '/api/accounts/sessions/sign_out_others/')).toHaveLength(1);
    await waitFor(() => expect(within(screen.getByRole('list', { name: "Where you're signed in" })).getAllByRole('listitem')).toHaveLength(1));
  });

  it('reads in Traditional Chinese and Korean', async () => {
    fakeApi({ ...accountRoutes, 'GET /api/accounts/sessions/': sessionsRoute([laptop, phone]) });
    await renderScreen('/account', AccountPage, { language: 'zh-TW' });
    expect(await screen.findByText('iOS 上的 Safari')).toBeInTheDocument();
    expect(screen.getByText('此裝置')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登出其他所有裝置' })).toBeInTheDocument();
    cleanup();

    fakeApi({ ...accountRoutes, 'GET /api/accounts/sessions/': sessionsRoute([laptop, phone]) });
    await renderScreen('/account', AccountPage, { language: 'ko-KR' });
    expect(await screen.findByText('iOS의 Safari')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'iOS의 Safari 로그아웃' })).toBeInTheDocument();
  });
});
