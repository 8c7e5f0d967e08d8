import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
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
