import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component as EditPasswordPage } from './edit-password-page.tsx';
import { fakeApi, formFields, renderScreen } from './test-harness.tsx';

const path = '/account/password/edit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('changing the password', () => {
  it('asks for each of the three passwords, in the words of the spec', async () => {
    const api = fakeApi({});
    await renderScreen(path, EditPasswordPage);
    await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Old Password is a required field')).toBeInTheDocument();
    expect(screen.getByText('New Password is a required field')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password is a required field')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/accounts/change_password/')).toHaveLength(0);
  });

  it('says when the new password and its confirmation differ', async () => {
    const api = fakeApi({});
    await renderScreen(path, EditPasswordPage);
    await userEvent.type(await screen.findByLabelText('Old Password'), 'old-secret');
    await userEvent.type(screen.getByLabelText('New Password'), 'new-secret-1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'new-secret-2');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('New Password and Confirm Password do not match')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/accounts/change_password/')).toHaveLength(0);
  });

  it('gives the same messages in Traditional Chinese', async () => {
    fakeApi({});
    await renderScreen(path, EditPasswordPage, { language: 'zh-TW' });
    await userEvent.click(await screen.findByRole('button', { name: '變更密碼' }));
    expect(await screen.findByText('舊密碼為必填欄位')).toBeInTheDocument();
    expect(screen.getByText('新密碼為必填欄位')).toBeInTheDocument();
    expect(screen.getByText('確認密碼為必填欄位')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('舊密碼'), 'old-secret');
    await userEvent.type(screen.getByLabelText('新密碼'), 'new-secret-1');
    await userEvent.type(screen.getByLabelText('確認密碼'), 'new-secret-2');
    await userEvent.click(screen.getByRole('button', { name: '變更密碼' }));
    expect(await screen.findByText('新密碼與確認密碼不一致')).toBeInTheDocument();
  });

  it('sends a form body and tells the designer their other devices were signed out', async () => {
    const api = fakeApi({ 'POST /api/accounts/change_password/': { json: { success: true, msg: 'ok' } } });
    await renderScreen(path, EditPasswordPage);
    await userEvent.type(await screen.findByLabelText('Old Password'), 'old-secret');
    await userEvent.type(screen.getByLabelText('New Password'), 'new-secret-1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'new-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText(/signed out on your other devices/)).toBeInTheDocument();
    const [call] = api.callsTo('POST', '/api/accounts/change_password/');
    expect(formFields(call?.body)).toEqual({ old_password: 'old-secret', new_password: 'new-secret-1', confirm_password: 'new-secret-1' });
    expect(screen.getByLabelText('Old Password')).toHaveValue('');
  });

  it('puts a wrong old password on the old password field', async () => {
    fakeApi({
      'POST /api/accounts/change_password/': { status: 400, json: { success: false, code: 'password_incorrect', msg: 'Old Password is incorrect' } },
    });
    await renderScreen(path, EditPasswordPage);
    await userEvent.type(await screen.findByLabelText('Old Password'), 'not-my-password');
    await userEvent.type(screen.getByLabelText('New Password'), 'new-secret-1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'new-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Old Password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Old Password')).toHaveAttribute('aria-invalid', 'true');
  });
});
