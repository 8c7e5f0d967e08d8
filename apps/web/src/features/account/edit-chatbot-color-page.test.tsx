import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component as EditChatbotColorPage } from './edit-chatbot-color-page.tsx';
import { fakeApi, formFields, personalInfoFixture, renderScreen } from './test-harness.tsx';

const path = '/account/chatbot_color/edit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function setHex(label: string, value: string) {
  const field = screen.getByRole('textbox', { name: label });
  await userEvent.clear(field);
  await userEvent.type(field, value);
}

describe('the AI agent custom styles', () => {
  it('shows the visitor chat in the chosen colours and theme as they change', async () => {
    fakeApi({ 'GET /api/accounts/personal_info/': { json: personalInfoFixture() } });
    await renderScreen(path, EditChatbotColorPage);
    const preview = await screen.findByRole('region', { name: 'Preview of your visitor chat' });
    const visitorBubble = within(preview).getByText(/renovating our apartment/);
    const button = within(preview).getByText('See reference images');
    expect(within(preview).getByText('Welcome to Studio Lumen!')).toBeInTheDocument();
    expect(visitorBubble).toHaveStyle({ backgroundColor: '#8b7dbe' });
    expect(preview).toHaveAttribute('data-theme', 'dark');

    await setHex('Primary colour', '#112233');
    expect(visitorBubble).toHaveStyle({ backgroundColor: '#112233', color: '#ffffff' });

    await setHex('Secondary colour', '#f5f5f5');
    expect(button).toHaveStyle({ backgroundColor: '#f5f5f5', color: '#000000' });

    await userEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(preview).toHaveAttribute('data-theme', 'light');
  });

  it('saves the styles as the custom_styles JSON string', async () => {
    const api = fakeApi({
      'GET /api/accounts/personal_info/': { json: personalInfoFixture() },
      'PUT /api/accounts/personal_info/': { json: { success: true, msg: 'ok' } },
    });
    await renderScreen(path, EditChatbotColorPage);
    await screen.findByRole('region', { name: 'Preview of your visitor chat' });
    await setHex('Primary colour', '#112233');
    await userEvent.click(screen.getByRole('radio', { name: 'Light' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save styles' }));

    expect(await screen.findByText('Your chat styles have been saved.')).toBeInTheDocument();
    const [put] = api.callsTo('PUT', '/api/accounts/personal_info/');
    expect(formFields(put?.body)).toEqual({ custom_styles: '{"theme":"light","primary":"#112233","secondary":"#FFC700"}' });
  });

  it('keeps a half-typed colour out of the preview and refuses to save it', async () => {
    const api = fakeApi({ 'GET /api/accounts/personal_info/': { json: personalInfoFixture() } });
    await renderScreen(path, EditChatbotColorPage);
    const preview = await screen.findByRole('region', { name: 'Preview of your visitor chat' });
    await setHex('Primary colour', '#12');

    expect(within(preview).getByText(/renovating our apartment/)).toHaveStyle({ backgroundColor: '#8b7dbe' });
    expect(await screen.findByText('Use a colour like #8b7dbe')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save styles' }));
    expect(api.callsTo('PUT', '/api/accounts/personal_info/')).toHaveLength(0);
  });

  it('puts the defaults back: dark, #8b7dbe and #FFC700', async () => {
    fakeApi({
      'GET /api/accounts/personal_info/': {
        json: personalInfoFixture({ data: { custom_styles: '{"theme":"light","primary":"#000000","secondary":"#ffffff"}' } }),
      },
    });
    await renderScreen(path, EditChatbotColorPage);
    await userEvent.click(await screen.findByRole('button', { name: 'Reset to defaults' }));

    expect(screen.getByRole('textbox', { name: 'Primary colour' })).toHaveValue('#8b7dbe');
    expect(screen.getByRole('textbox', { name: 'Secondary colour' })).toHaveValue('#FFC700');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
  });
});
