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
  it('shows the profile, the subscription with trial days left, and this period’s messages', async () => {
    fakeApi({
      'GET /api/accounts/personal_info/': { json: personalInfoFixture() },
      'GET /api/my/credit_usage/': { json: { message_count: 1234, image_count: 42, image_quota: 300, period_start: '2026-01-01T00:00:00.000Z', period_end: '2026-02-01T00:00:00.000Z' } },
      'GET /api/plans/': { json: { success: true, plans: planCatalogFixture } },
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
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(await screen.findByText('of 3,000 messages this period')).toBeInTheDocument();
    expect(screen.getByText('of 300 studio images this period')).toBeInTheDocument();
    for (const name of ['Edit password', 'Edit AI agent custom styles', 'Outbox']) expect(screen.getByRole('link', { name: new RegExp(name) })).toBeInTheDocument();
  });
});
