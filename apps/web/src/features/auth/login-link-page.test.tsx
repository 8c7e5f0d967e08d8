import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_KEY } from '../../app/auth.ts';
import { fakeApi, renderRoutes } from '../shell/test-support.tsx';
import * as LoginLinkPage from './login-link-page.tsx';

const invalid = {
  status: 400,
  json: {
    success: false,
    code: 'login_link_invalid',
    msg: 'This sign-in link is invalid, has expired or was already used. Please request a new one.',
    fields: { token: 'login_link_invalid' },
  },
};

function renderLinkPage(at: string, language: 'en-US' | 'zh-TW' | 'ko-KR' = 'en-US', strict = false) {
  return renderRoutes([{ path: '/login/link', Component: LoginLinkPage.Component }], at, { language, strict, signedIn: false });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('opening a sign-in link', () => {
  it('logs in with the link once, stores the session and lands among the potential clients', async () => {
    const api = fakeApi({ 'POST /api/accounts/login_link/redeem/': { json: { token: 'tok-from-link' } } });
    // StrictMode runs effects twice: a single-use link must still be sent only once.
    await renderLinkPage('/login/link?token=abc123', 'en-US', true);
    expect(await screen.findByTestId('where')).toHaveTextContent('/client_request');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-from-link');
    expect(api.callsTo('POST', '/api/accounts/login_link/redeem/').map((c) => c.json)).toEqual([{ token: 'abc123' }]);
  });

  it('explains an expired or used link and sends a new one to the e-mail given', async () => {
    const api = fakeApi({
      'POST /api/accounts/login_link/redeem/': invalid,
      'POST /api/accounts/login_link/': { json: { success: true, msg: 'sent', expires_in_minutes: 15 } },
    });
    await renderLinkPage('/login/link?token=used-one');
    expect(await screen.findByRole('heading', { level: 1, name: "This sign-in link can't be used" })).toBeInTheDocument();
    expect(screen.getByText('This sign-in link is invalid, has expired or was already used. Please request a new one.')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();

    await userEvent.type(screen.getByLabelText('Email'), 'maya@');
    await userEvent.click(screen.getByRole('button', { name: 'E-mail me a new link' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'studio.com');
    await userEvent.click(screen.getByRole('button', { name: 'E-mail me a new link' }));
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/accounts/login_link/').map((c) => c.json)).toEqual([{ email: 'maya@studio.com' }]);
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('treats a link without a token as unusable, without asking the server', async () => {
    const api = fakeApi({});
    await renderLinkPage('/login/link', 'zh-TW');
    expect(await screen.findByRole('heading', { level: 1, name: '此登入連結無法使用' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '寄送新的連結給我' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('offers to try again when the server could not be reached, in Korean', async () => {
    let reachable = false;
    fakeApi({ 'POST /api/accounts/login_link/redeem/': () => (reachable ? { json: { token: 'tok-2' } } : { status: 503, json: {} }) });
    await renderLinkPage('/login/link?token=abc123', 'ko-KR');
    expect(await screen.findByRole('heading', { level: 1, name: '로그인하지 못했습니다' })).toBeInTheDocument();
    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/client_request');
  });
});
