import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { designerReply, fakeApi, fillHomeForm, loadLanguage, renderGenie, sessionReply, startReply } from './test-support.tsx';

const DESIGNER = 'GET /api/accounts/designer/anna/';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the home form', () => {
  it('shows each of the spec validation messages, in English', async () => {
    await loadLanguage('en-US');
    fakeApi({ [DESIGNER]: { json: designerReply } });
    renderGenie('/genie/anna');
    expect(await screen.findByRole('heading', { name: 'Anna Studio' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Start the conversation' }));
    expect(await screen.findByText('Invalid Email Format')).toBeInTheDocument();
    expect(screen.getByText('Phone is required')).toBeInTheDocument();
    expect(screen.getByText('Please select a available time')).toBeInTheDocument();
    expect(screen.getByText('Please select the project type')).toBeInTheDocument();
    expect(screen.getByText('Contact Name is a required field')).toBeInTheDocument();
  });

  it('shows the validation messages in Traditional Chinese', async () => {
    await loadLanguage('zh-TW');
    fakeApi({ [DESIGNER]: { json: designerReply } });
    renderGenie('/genie/anna');
    await userEvent.type(await screen.findByLabelText('電子郵件'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: '開始對話' }));
    expect(await screen.findByText('電子郵件格式不正確')).toBeInTheDocument();
    expect(screen.getByText('請填寫電話')).toBeInTheDocument();
    expect(screen.getByText('請選擇方便聯絡的時段')).toBeInTheDocument();
  });

  it('offers the seven project types by their names in the visitor’s language', async () => {
    await loadLanguage('zh-TW');
    fakeApi({ [DESIGNER]: { json: designerReply } });
    renderGenie('/genie/anna');
    const choices = await screen.findByRole('group', { name: '專案類型' });
    expect(within(choices).getAllByRole('radio')).toHaveLength(7);
    expect(within(choices).getByRole('radio', { name: '住宅空間' })).toHaveAttribute('value', 'residential_space');
    expect(within(choices).getByRole('radio', { name: '品牌設計' })).toHaveAttribute('value', 'brand_design');
  });

  it('moves the focus to the first field in error, and clears a message as soon as the field is put right', async () => {
    await loadLanguage('en-US');
    fakeApi({ [DESIGNER]: { json: designerReply } });
    renderGenie('/genie/anna');
    await userEvent.type(await screen.findByLabelText('Your name'), 'Lin');
    await userEvent.click(screen.getByRole('button', { name: 'Start the conversation' }));
    expect(await screen.findByText('Invalid Email Format')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Phone'), '0912345678');
    expect(screen.queryByText('Phone is required')).not.toBeInTheDocument();
    expect(screen.getByText('Invalid Email Format')).toBeInTheDocument();
  });

  it('asks for the free text when the available time is "other"', async () => {
    await loadLanguage('en-US');
    fakeApi({ [DESIGNER]: { json: designerReply } });
    renderGenie('/genie/anna');
    await fillHomeForm({ time: 'other', projectType: 'Website' });
    expect(await screen.findByText('Please tell us when you are available')).toBeInTheDocument();
  });

  it('opens the client request, keeps the session token and goes on to the chat', async () => {
    await loadLanguage('en-US');
    const api = fakeApi({ [DESIGNER]: { json: designerReply }, 'POST /api/genie/anna/client_requests/': { json: startReply } });
    renderGenie('/genie/anna', { stubChat: true });
    await fillHomeForm();
    expect(await screen.findByTestId('where')).toHaveTextContent('/genie/anna/chat');
    expect(api.callsTo('POST', '/api/genie/anna/client_requests/')[0]?.json).toMatchObject({
      contact_name: 'Lin',
      email: 'lin@example.com',
      phone: '0912 345 678',
      available_time: '18to21',
      project_type: 'residential_space',
      language: 'en-US',
    });
    // The genie's flow has its reference rounds: the request does not say otherwise.
    expect(api.callsTo('POST', '/api/genie/anna/client_requests/')[0]?.json).not.toHaveProperty('reference_rounds');
    expect(JSON.parse(localStorage.getItem('genie.visitor.anna') ?? '{}')).toEqual({ token: 'tok-1', identifyKey: 'key123' });
  });

  it('keeps what was typed across a reload', async () => {
    await loadLanguage('en-US');
    fakeApi({ [DESIGNER]: { json: designerReply } });
    renderGenie('/genie/anna');
    await userEvent.type(await screen.findByLabelText('Your name'), 'Lin');
    cleanup();
    renderGenie('/genie/anna');
    expect(await screen.findByLabelText('Your name')).toHaveValue('Lin');
  });

  it('resumes a stored session at its stage', async () => {
    await loadLanguage('en-US');
    localStorage.setItem('genie.visitor.anna', JSON.stringify({ token: 'tok-1', identifyKey: 'key123' }));
    const api = fakeApi({
      [DESIGNER]: { json: designerReply },
      'GET /api/genie/anna/session/': { json: sessionReply({ client_request: { ...startReply.client_request, stage: 'reference' } }) },
    });
    renderGenie('/genie/anna');
    expect(await screen.findByRole('button', { name: 'Skip to report' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/api/genie/anna/session/')[0]?.headers['x-visitor-session']).toBe('tok-1'));
  });

  it('shows a friendly page for an unknown genie link', async () => {
    await loadLanguage('en-US');
    fakeApi({});
    renderGenie('/genie/nobody');
    expect(await screen.findByRole('heading', { name: "We couldn't find this genie" })).toBeInTheDocument();
  });
});

describe('the page behind the genie', () => {
  it("takes the theme's background, so a phone scrolled past the edge shows no other colour, and gives it back on leaving", async () => {
    await loadLanguage('en-US');
    fakeApi({ [DESIGNER]: { json: designerReply } });
    const before = document.body.style.backgroundColor;
    renderGenie('/genie/anna');
    expect(await screen.findByRole('heading', { name: 'Anna Studio' })).toBeInTheDocument();
    // The fixture's studio uses the light theme.
    expect(document.body.style.backgroundColor).toBe('#f7f6fb');
    expect(document.documentElement.style.backgroundColor).toBe('#f7f6fb');
    cleanup();
    expect(document.body.style.backgroundColor).toBe(before);
  });
});
