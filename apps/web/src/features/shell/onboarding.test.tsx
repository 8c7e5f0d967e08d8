import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@genie/contracts';
import { TOKEN_KEY } from '../../app/auth.ts';
import { ONBOARDING_KEY, saveOnboarding } from './onboarding-state.ts';
import * as OnboardingPage from './onboarding-page.tsx';
import * as ClientsPage from '../client-requests/client-requests-page.tsx';
import { fakeApi, personalInfo, renderRoutes } from './test-support.tsx';

const renderAt = (at: string, language: Language = 'en-US') =>
  renderRoutes(
    [
      { path: '/client_request', Component: ClientsPage.Component, loader: ClientsPage.loader },
      { path: '/section/onboarding', Component: OnboardingPage.Component },
    ],
    at,
    { language },
  );

beforeEach(() => {
  localStorage.setItem(TOKEN_KEY, 'tok');
  fakeApi({ 'GET /api/accounts/personal_info/': { json: personalInfo() } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('onboarding', () => {
  it('walks through the beginning and steps 1 to 3, and remembers where the designer stopped', async () => {
    const view = await renderAt('/section/onboarding');
    expect(await screen.findByRole('heading', { name: 'Welcome to Genie' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: "Let's start" }));
    expect(await screen.findByRole('heading', { name: 'Share your genie link' })).toHaveFocus();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Your AI front-desk agent link')).toHaveValue(`${window.location.origin}/genie/lumen`);

    await userEvent.click(screen.getByRole('button', { name: /Next step/ }));
    expect(await screen.findByRole('heading', { name: 'Customise the colours' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Customise colours' })).toHaveAttribute('href', '/account/chatbot_color/edit');

    // Leaving and coming back resumes at step 2.
    view.unmount();
    await renderAt('/section/onboarding');
    expect(await screen.findByRole('heading', { name: 'Customise the colours' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Next step/ }));
    expect(await screen.findByRole('heading', { name: 'Check your plan' })).toBeInTheDocument();
    expect(screen.getByText(/free trial of the Professional plan: 12 days left/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByRole('heading', { name: 'Potential Clients', level: 1 })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(ONBOARDING_KEY)!)).toMatchObject({ status: 'finished' });
    expect(screen.queryByText('Get your genie ready in 3 steps')).not.toBeInTheDocument();
  });

  it('is offered on Potential Clients until the designer puts it aside', async () => {
    await renderAt('/client_request');
    expect(await screen.findByRole('link', { name: "Let's start" })).toHaveAttribute('href', '/section/onboarding');
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByText('Get your genie ready in 3 steps')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(ONBOARDING_KEY)!)).toMatchObject({ status: 'dismissed' });
  });

  it.each([
    ['en-US', 'A welcome, then 3 short steps', 'Step 1 of 3'],
    ['zh-TW', '再完成 3 個簡短步驟', '第 1 步，共 3 步'],
    ['ko-KR', '짧은 3단계', '3단계 중 1단계'],
  ] as const)('counts its steps the same way in the introduction and on each step (%s)', async (language, intro, stepLabel) => {
    saveOnboarding({ step: 1, status: 'started' });
    await renderAt('/section/onboarding', language);
    expect(await screen.findByText(new RegExp(intro))).toBeInTheDocument();
    expect(screen.getByText(stepLabel)).toBeInTheDocument();
  });
});
