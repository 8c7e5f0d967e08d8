import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToken, TOKEN_KEY } from '../../app/auth.ts';
import { ALERT_DISMISS_MS } from '../../ui/alert.tsx';
import { fakeApi, renderRoutes } from '../shell/test-support.tsx';
import * as LoginPage from './login-page.tsx';

const wrong = { status: 401, json: { success: false, code: 'invalid_credentials', msg: 'Email or Password is incorrect. Please try again.' } };

function renderLogin(at = '/login', language: 'en-US' | 'zh-TW' | 'ko-KR' = 'en-US') {
  return renderRoutes([{ path: '/login', Component: LoginPage.Component, loader: LoginPage.loader }], at, { language });
}

async function logIn(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('logging in', () => {
  it('asks for a well-formed e-mail and a password before calling the server', async () => {
    const api = fakeApi({});
    await renderLogin();
    await userEvent.type(await screen.findByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('Password is a required field')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('shows the validation messages in the chosen language', async () => {
    fakeApi({});
    await renderLogin('/login', 'zh-TW');
    await userEvent.type(await screen.findByLabelText('電子郵件'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: '登入' }));
    expect(await screen.findByText('電子郵件格式不正確')).toBeInTheDocument();
    expect(screen.getByText('密碼為必填欄位')).toBeInTheDocument();
  });

  it('says "Email or Password is incorrect" under an "Error" title, and the alert goes away after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({ 'POST /api/accounts/login/': wrong });
    await renderLogin();
    await logIn('maya@studio.com', 'wrong-password');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Email or Password is incorrect. Please try again.');
    expect(api.callsTo('POST', '/api/accounts/login/')).toHaveLength(1);
    expect(getToken()).toBeNull();

    act(() => vi.advanceTimersByTime(ALERT_DISMISS_MS - 100));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // What was typed stays, ready for another try.
    expect(screen.getByLabelText('Email')).toHaveValue('maya@studio.com');
  });

  it('stores the token and goes to the potential clients', async () => {
    const api = fakeApi({ 'POST /api/accounts/login/': { json: { token: 'tok-123' } } });
    await renderLogin();
    await logIn('maya@studio.com', 'right-password');

    expect(await screen.findByTestId('where')).toHaveTextContent('/client_request');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-123');
    expect(api.calls[0]!.json).toEqual({ email: 'maya@studio.com', password: 'right-password' });
  });

  it('retries a server error up to 3 attempts in all', async () => {
    const api = fakeApi({ 'POST /api/accounts/login/': { status: 500, json: {} } });
    await renderLogin();
    await logIn('maya@studio.com', 'right-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(api.callsTo('POST', '/api/accounts/login/')).toHaveLength(3);
  });

  it('returns the designer to the page they were going to', async () => {
    fakeApi({ 'POST /api/accounts/login/': { json: { token: 'tok-123' } } });
    await renderLogin('/login?redirect=%2Faccount%2Finfo%2Fedit');
    await logIn('maya@studio.com', 'right-password');
    expect(await screen.findByTestId('where')).toHaveTextContent('/account/info/edit');
  });

  it('sends a designer who is already logged in straight on', async () => {
    localStorage.setItem(TOKEN_KEY, 'already');
    fakeApi({});
    await renderLogin();
    expect(await screen.findByTestId('where')).toHaveTextContent('/client_request');
  });

  it('links to registration and to the forgotten-password page', async () => {
    fakeApi({});
    await renderLogin();
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/registration');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forget_password');
  });
});


describe('logging in to an account that is being slowed', () => {
  const slowed = (retryAfter: string): { status: number; headers?: Record<string, string>; json: unknown } => ({
    status: 429,
    headers: { 'retry-after': retryAfter },
    json: {
      success: false,
      code: 'login_slowed',
      msg: 'Too many failed attempts to log in to this account. Try again later, or log in with a link sent to your e-mail.',
    },
  });
  const linkSent = {
    json: { success: true, msg: 'If an account uses this e-mail, a sign-in link is on its way.', expires_in_minutes: 15 },
  };

  it('says so, tells when the password can be tried again, and offers a sign-in link by e-mail', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({ 'POST /api/accounts/login/': slowed('240'), 'POST /api/accounts/login_link/': linkSent });
    await renderLogin();
    await logIn('maya@studio.com', 'right-password');

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Logging in to this account is slowed down');
    expect(notice).toHaveTextContent('You can try again in about 4 minutes, or log in right away with a one-time link sent to your e-mail.');
    // Not the 3-second alert of a wrong password: the notice stays until something else happens.
    expect(screen.queryByText('Email or Password is incorrect. Please try again.')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(ALERT_DISMISS_MS * 2));
    expect(screen.getByRole('heading', { name: 'Logging in to this account is slowed down' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('If maya@studio.com belongs to a Genie account, a sign-in link is on its way.');
    expect(screen.getByRole('status')).toHaveTextContent('The link works once and expires in 15 minutes.');
    expect(api.callsTo('POST', '/api/accounts/login_link/').map((c) => c.json)).toEqual([{ email: 'maya@studio.com' }]);
    expect(getToken()).toBeNull();
  });

  it('shows the notice and the offer in Traditional Chinese and in Korean', async () => {
    fakeApi({ 'POST /api/accounts/login/': slowed('20') });
    await renderLogin('/login', 'zh-TW');
    await userEvent.type(await screen.findByLabelText('電子郵件'), 'maya@studio.com');
    await userEvent.type(screen.getByLabelText('密碼'), 'x');
    await userEvent.click(screen.getByRole('button', { name: '登入' }));
    expect(await screen.findByRole('heading', { name: '此帳號的登入已暫時放慢' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('您可以幾秒後再試一次');
    expect(screen.getByRole('button', { name: '寄送登入連結給我' })).toBeInTheDocument();
    cleanup();

    await renderLogin('/login', 'ko-KR');
    await userEvent.type(await screen.findByLabelText('이메일'), 'maya@studio.com');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'x');
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByRole('heading', { name: '이 계정의 로그인이 잠시 느려졌습니다' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '로그인 링크를 이메일로 받기' })).toBeInTheDocument();
  });

  it('keeps the spec\'s message for a wrong password once the account lets attempts through again', async () => {
    let reply = slowed('5');
    fakeApi({ 'POST /api/accounts/login/': () => reply });
    await renderLogin();
    await logIn('maya@studio.com', 'guess');
    expect(await screen.findByRole('heading', { name: 'Logging in to this account is slowed down' })).toBeInTheDocument();
    reply = wrong;
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email or Password is incorrect. Please try again.');
    expect(screen.queryByRole('heading', { name: 'Logging in to this account is slowed down' })).not.toBeInTheDocument();
  });
});
