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

