import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_KEY } from '../../app/auth.ts';
import { fakeApi, renderRoutes, type Call } from '../shell/test-support.tsx';
import * as RegistrationPage from './registration-page.tsx';

const taken = new Set(['lumen']);
/** The duplicate check as the server answers it: ok when free, bad_request with an error when taken. */
const duplicateCheck = (call: Call) =>
  taken.has(call.search.get('genie_name') ?? call.search.get('username') ?? '')
    ? { status: 400, json: { status: 'bad_request', error: 'taken', msg: 'This genie name is already taken' } }
    : { json: { status: 'ok' } };

function renderRegistration(language: 'en-US' | 'zh-TW' = 'en-US') {
  return renderRoutes([{ path: '/registration', Component: RegistrationPage.Component, loader: RegistrationPage.loader }], '/registration', { language });
}

async function fillStepOne({ genie = 'studio-maya', email = 'maya@studio.com', password = 'secret-password' } = {}) {
  await userEvent.type(await screen.findByLabelText('Genie Name'), genie);
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
}

const next = () => userEvent.click(screen.getByRole('button', { name: /Next/ }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('registration', () => {
  it('keeps everything typed in step 1 after going on to step 2 and back', async () => {
    fakeApi({ 'GET /api/accounts/info_duplicate_check/': duplicateCheck });
    await renderRegistration();
    await fillStepOne();
    await next();

    expect(await screen.findByRole('heading', { name: 'Tell us about your team' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Team Name'), 'Studio Maya');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));

    expect(await screen.findByLabelText('Genie Name')).toHaveValue('studio-maya');
    expect(screen.getByLabelText('Email')).toHaveValue('maya@studio.com');
    expect(screen.getByLabelText('Password')).toHaveValue('secret-password');

    await next();
    expect(await screen.findByLabelText('Team Name')).toHaveValue('Studio Maya');
  });

  it('checks the genie name while it is typed and shows the link it will have', async () => {
    const api = fakeApi({ 'GET /api/accounts/info_duplicate_check/': duplicateCheck });
    await renderRegistration();
    await userEvent.type(await screen.findByLabelText('Genie Name'), 'studio-maya');

    expect(await screen.findByText(/Available\. Your genie will live at .*\/genie\/studio-maya/)).toBeInTheDocument();
    // Debounced: one check for the finished name, not one per keystroke.
    expect(api.callsTo('GET', '/api/accounts/info_duplicate_check/').map((c) => c.search.get('genie_name'))).toEqual(['studio-maya']);
  });

  it('says when the genie name is taken and does not move on', async () => {
    fakeApi({ 'GET /api/accounts/info_duplicate_check/': duplicateCheck });
    await renderRegistration();
    await fillStepOne({ genie: 'lumen' });

    expect(await screen.findByText('This genie name is already taken')).toBeInTheDocument();
    await next();
    expect(screen.getByLabelText('Genie Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByLabelText('Team Name')).not.toBeInTheDocument();
  });

  it('says so when the name cannot be checked, without blocking the designer', async () => {
    fakeApi({ 'GET /api/accounts/info_duplicate_check/': { status: 500, json: {} } });
    await renderRegistration();
    await fillStepOne();
    expect(await screen.findByText(/couldn't check this name right now/)).toBeInTheDocument();
    await next();
    expect(await screen.findByLabelText('Team Name')).toBeInTheDocument();
  });

  it('allows only letters, numbers, underscores and hyphens in the genie name', async () => {
    const api = fakeApi({ 'GET /api/accounts/info_duplicate_check/': duplicateCheck });
    await renderRegistration();
    await fillStepOne({ genie: 'studio maya!' });
    await next();
    expect(await screen.findByText('Only letters, numbers, underscores and hyphens are allowed')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/accounts/info_duplicate_check/')).toHaveLength(0);
  });

  it('requires the team name in step 2, in the words of the spec', async () => {
    fakeApi({ 'GET /api/accounts/info_duplicate_check/': duplicateCheck });
    await renderRegistration();
    await fillStepOne();
    await next();
    await userEvent.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Team Name is a required field')).toBeInTheDocument();
  });

  it('creates the account, stores the token and opens the potential clients', async () => {
    const api = fakeApi({
      'GET /api/accounts/info_duplicate_check/': duplicateCheck,
      'POST /api/accounts/register/': { json: { token: 'new-token' } },
    });
    await renderRegistration();
    await fillStepOne();
    await next();
    await userEvent.type(await screen.findByLabelText('Team Name'), 'Studio Maya');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByTestId('where')).toHaveTextContent('/client_request');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('new-token');
    expect(api.callsTo('POST', '/api/accounts/register/')[0]!.json).toEqual({
      genie_name: 'studio-maya',
      email: 'maya@studio.com',
      password: 'secret-password',
      name: 'Studio Maya',
      language: 'en-US',
    });
  });

  it('goes back to step 1 with the message on the field when the server says the e-mail is taken', async () => {
    fakeApi({
      'GET /api/accounts/info_duplicate_check/': duplicateCheck,
      'POST /api/accounts/register/': { status: 409, json: { success: false, code: 'email_taken', msg: 'taken' } },
    });
    await renderRegistration();
    await fillStepOne();
    await next();
    await userEvent.type(await screen.findByLabelText('Team Name'), 'Studio Maya');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('This email is already registered')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('maya@studio.com');
    expect(screen.getByLabelText('Genie Name')).toHaveValue('studio-maya');
    expect(screen.queryByRole('alert', { name: /Error/ })).not.toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'maya@another.com');
    await next();
    expect(await screen.findByLabelText('Team Name')).toHaveValue('Studio Maya');
  });

  it('shows the registration failure alert for any other refusal', async () => {
    fakeApi({
      'GET /api/accounts/info_duplicate_check/': duplicateCheck,
      'POST /api/accounts/register/': { status: 400, json: { success: false, code: 'registration_failed', msg: 'no' } },
    });
    await renderRegistration();
    await fillStepOne();
    await next();
    await userEvent.type(await screen.findByLabelText('Team Name'), 'Studio Maya');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    const alert = await screen.findByText('Genie Name, Email or Password is incorrect. Please try again.');
    expect(alert.closest('[role=alert]')).toHaveTextContent('Error');
    expect(screen.getByLabelText('Team Name')).toHaveValue('Studio Maya');
  });

  it('tells new designers about the 1-month free trial', async () => {
    fakeApi({});
    await renderRegistration();
    expect(await screen.findByText('Every new account starts with a 1-month free trial.')).toBeInTheDocument();
  });
});
