import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToken, getToken, TOKEN_KEY } from '../../app/auth.ts';
import * as AdminShell from './admin-shell.tsx';
import * as ClientsPage from '../client-requests/client-requests-page.tsx';
import * as FurniturePage from '../sections/furniture-page.tsx';
import * as MoodBoardPage from '../sections/mood-board-page.tsx';
import * as NotFoundPage from './not-found-page.tsx';
import * as StudioPage from '../studio/studio-page.tsx';
import { fakeApi, personalInfo, renderRoutes } from './test-support.tsx';

function renderShell(at: string) {
  return renderRoutes(
    [
      {
        Component: AdminShell.Component,
        loader: AdminShell.loader,
        children: [
          { path: '/client_request', Component: ClientsPage.Component, loader: ClientsPage.loader },
          { path: '/section/mood_board', Component: MoodBoardPage.Component, loader: MoodBoardPage.loader },
          { path: '/section/furniture_suggestions', Component: FurniturePage.Component, loader: FurniturePage.loader },
          { path: '/section/visual_inspiration', Component: StudioPage.Component, loader: StudioPage.loader },
          { path: '/section/:section', Component: NotFoundPage.Component },
        ],
      },
    ],
    at,
  );
}

function narrowScreen(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => {
  localStorage.setItem(TOKEN_KEY, 'tok');
  narrowScreen(false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the admin shell', () => {
  it('sends a signed-out visitor to login, remembering where they were going', async () => {
    localStorage.clear();
    fakeApi({});
    await renderShell('/section/mood_board');
    expect(await screen.findByTestId('where')).toHaveTextContent('/login?redirect=%2Fsection%2Fmood_board');
  });

  it('goes to login as soon as the token disappears (a 401 anywhere, or logout in another tab)', async () => {
    fakeApi({ 'GET /api/accounts/personal_info/': { json: personalInfo() } });
    await renderShell('/section/mood_board');
    await screen.findByRole('heading', { name: 'Mood Board', level: 1 });
    act(() => clearToken());
    expect(await screen.findByTestId('where')).toHaveTextContent('/login?redirect=%2Fsection%2Fmood_board');
  });

  it('logs out: ends the session on the server with its token, then forgets the token and goes to login', async () => {
    const api = fakeApi({
      'GET /api/accounts/personal_info/': { json: personalInfo() },
      'POST /api/accounts/logout/': { json: { success: true, msg: 'You have been logged out.' } },
    });
    await renderShell('/client_request');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/login$/);
    expect(getToken()).toBeNull();
    const [call] = api.callsTo('POST', '/api/accounts/logout/');
    expect(call?.headers.authorization).toBe('Bearer tok');
  });

  it('logs out in the browser all the same when the server cannot be reached', async () => {
    fakeApi({
      'GET /api/accounts/personal_info/': { json: personalInfo() },
      'POST /api/accounts/logout/': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await renderShell('/client_request');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/login$/);
    expect(getToken()).toBeNull();
  });

  it('lists every section of the admin area in the sidebar', async () => {
    fakeApi({ 'GET /api/accounts/personal_info/': { json: personalInfo() } });
    await renderShell('/client_request');
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Potential Clients', '/client_request'],
      ['AI Suggestions', '/section/ai_suggestions'],
      ['AI Brand Analysis', '/section/ai_brand_analysis'],
      ['Target Client Intelligence', '/section/client_intelligence'],
      ['Conversation History', '/section/conversation_history'],
      ['Portfolio', '/portfolio'],
      ['Visual Inspiration', '/section/visual_inspiration'],
      ['Furniture Suggestions', '/section/furniture_suggestions'],
      ['Mood Board', '/section/mood_board'],
      ['Account Management', '/account'],
      ['Plans', '/choosing_plan'],
      ['Tutorial', '/section/tutorial'],
      ['Getting started', '/section/onboarding'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Potential Clients' })).toHaveAttribute('aria-current', 'page');
  });

  it('copies the AI front-desk agent link and says "Copied"', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/accounts/personal_info/': { json: personalInfo({ data: { genie_name: 'lumen' } }) } });
    await renderShell('/client_request');
    const card = (await screen.findAllByText('Your AI front-desk agent link'))[0]!.closest('section')!;
    await user.click(within(card).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/genie/lumen`);
    expect(within(card).getByRole('button', { name: /Copied/ })).toBeInTheDocument();
  });

  it('shows the support address and hours in the contact-us popover', async () => {
    fakeApi({ 'GET /api/accounts/personal_info/': { json: personalInfo() } });
    await renderShell('/client_request');
    await userEvent.click(await screen.findByRole('button', { name: 'Contact us' }));
    const popover = await screen.findByRole('dialog');
    expect(within(popover).getByRole('link', { name: 'support@genie.localhost' })).toHaveAttribute('href', expect.stringMatching(/^mailto:support@genie\.localhost\?/));
    expect(popover).toHaveTextContent('Monday to Friday');
  });

  it('counts down the free trial', async () => {
    fakeApi({ 'GET /api/accounts/personal_info/': { json: personalInfo({ status: 'trialing' }) } });
    await renderShell('/client_request');
    expect(await screen.findByText('12 days left.')).toBeInTheDocument();
  });

  it('says "Your subscription has expired" with the way to the plans', async () => {
    fakeApi({ 'GET /api/accounts/personal_info/': { json: personalInfo({ status: 'expired' }) } });
    await renderShell('/client_request');
    const notice = (await screen.findByText('Your subscription has expired')).closest('[role=status]')!;
    expect(within(notice as HTMLElement).getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/choosing_plan');
  });

  it('on a phone, folds the sidebar into a menu and reminds that editing is for the desktop', async () => {
    narrowScreen(true);
    fakeApi({ 'GET /api/accounts/personal_info/': { json: personalInfo() } });
    await renderShell('/client_request');
    const reminder = await screen.findByRole('note', { name: 'Reminder' });
    expect(reminder).toHaveTextContent('switch to a desktop to edit');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss reminder' }));
    expect(screen.queryByRole('note', { name: 'Reminder' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Mood Board' }));
    expect(await screen.findByRole('heading', { name: 'Mood Board', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});

describe('every section is a page of its own', () => {
  it('opens the studio for Visual Inspiration, with no "coming soon"', async () => {
    fakeApi({ 'GET /api/accounts/personal_info/': { json: personalInfo({ plan: 'starter', features: ['genie', 'ai_suggestions'] }) } });
    await renderShell('/section/visual_inspiration');
    expect(await screen.findByRole('heading', { name: 'Visual Inspiration', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it('offer Contact Sales when the plan lacks Visual Inspiration', async () => {
    fakeApi({ 'GET /api/accounts/personal_info/': { json: personalInfo({ plan: 'starter', features: ['genie', 'ai_suggestions'] }) } });
    await renderShell('/section/visual_inspiration');
    const contact = await screen.findByRole('link', { name: 'Contact Sales' });
    expect(contact.getAttribute('href')).toMatch(/^mailto:sales@genie\.localhost\?/);
  });

  it('do not ask a Professional designer to upgrade', async () => {
    fakeApi({ 'GET /api/accounts/personal_info/': { json: personalInfo({ plan: 'professional' }) } });
    await renderShell('/section/furniture_suggestions');
    await screen.findByRole('heading', { name: 'Furniture Suggestions', level: 1 });
    await screen.findAllByText('Studio Lumen');
    expect(screen.queryByRole('link', { name: 'Contact Sales' })).not.toBeInTheDocument();
  });

  it('answer "Page not found" for an unknown section', async () => {
    fakeApi({ 'GET /api/accounts/personal_info/': { json: personalInfo() } });
    await renderShell('/section/teleporter');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
