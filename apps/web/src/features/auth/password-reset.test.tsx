import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderRoutes } from '../shell/test-support.tsx';
import * as ForgetPasswordPage from './forget-password-page.tsx';
import * as ResetPasswordPage from './reset-password-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderForgot = () => renderRoutes([{ path: '/forget_password', Component: ForgetPasswordPage.Component }], '/forget_password');
const renderReset = (at: string) => renderRoutes([{ path: '/reset_password', Component: ResetPasswordPage.Component }], at);

async function askForLink(email: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('forgotten password', () => {
  it('checks the e-mail format first', async () => {
    const api = fakeApi({});
    await renderForgot();
    await askForLink('maya-at-studio');
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('confirms that the reset link was sent', async () => {
    const api = fakeApi({ 'POST /api/accounts/forget_password/': { json: { success: true, msg: 'sent' } } });
    await renderForgot();
    await askForLink('maya@studio.com');
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText('maya@studio.com')).toBeInTheDocument();
    expect(api.calls[0]!.json).toEqual({ email: 'maya@studio.com' });
  });

  it('says when no account has that e-mail', async () => {
    fakeApi({ 'POST /api/accounts/forget_password/': { status: 404, json: { success: false, code: 'email_not_found', msg: 'no' } } });
    await renderForgot();
    await askForLink('ghost@studio.com');
    expect(await screen.findByText('We could not find an account with this email.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/registration');
  });

  it('reports a server error in an alert', async () => {
    fakeApi({ 'POST /api/accounts/forget_password/': { status: 500, json: {} } });
    await renderForgot();
    await askForLink('maya@studio.com');
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('maya@studio.com');
  });
});

describe('choosing a new password from the e-mailed link', () => {
  async function choose(password: string, confirm: string) {
    await userEvent.type(await screen.findByLabelText('New Password'), password);
    await userEvent.type(screen.getByLabelText('Confirm Password'), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
  }

  it('says when the two passwords differ', async () => {
    const api = fakeApi({});
    await renderReset('/reset_password?token=abc');
    await choose('new-secret-1', 'new-secret-2');
    expect(await screen.findByText('New Password and Confirm Password do not match')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the token with the new password and then leads to login', async () => {
    const api = fakeApi({ 'POST /api/accounts/reset_password/': { json: { success: true, msg: 'ok' } } });
    await renderReset('/reset_password?token=abc');
    await choose('new-secret-1', 'new-secret-1');
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(api.calls[0]!.json).toEqual({ token: 'abc', new_password: 'new-secret-1', confirm_password: 'new-secret-1' });
  });

  it('offers a new link when the token is invalid or expired', async () => {
    fakeApi({ 'POST /api/accounts/reset_password/': { status: 400, json: { success: false, code: 'reset_token_invalid', msg: 'expired' } } });
    await renderReset('/reset_password?token=old');
    await choose('new-secret-1', 'new-secret-1');
    expect(await screen.findByText('This reset link is invalid or has expired. Please request a new one.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forget_password');
  });

  it('offers a new link straight away when the address has no token', async () => {
    fakeApi({});
    await renderReset('/reset_password');
    expect(await screen.findByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
  });
});
