import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component as OutboxPage } from './outbox-page.tsx';
import { fakeApi, renderScreen } from './test-harness.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mails = [
  { id: 'm2', to: 'hello@lumen.studio', subject: 'New project report', text: 'A visitor finished the chat.', html: '<p>A visitor <b>finished</b> the chat.</p><script>alert(1)</script>', created_at: '2026-01-20T10:00:00.000Z' },
  { id: 'm1', to: 'hello@lumen.studio', subject: 'Reset your password', text: 'Open this link to reset your password.', html: '', created_at: '2026-01-19T10:00:00.000Z' },
];

describe('the outbox', () => {
  it('lists the e-mails and shows HTML in a sandbox with no permissions', async () => {
    fakeApi({ 'GET /api/my/outbox/': { json: { success: true, mails, page: 1, page_size: 20, total: 2 } } });
    await renderScreen('/account/outbox', OutboxPage);

    const frame = await screen.findByTitle('E-mail: New project report');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<b>finished</b>');

    await userEvent.click(screen.getByRole('button', { name: /Reset your password/ }));
    expect(await screen.findByText('Open this link to reset your password.')).toBeInTheDocument();
    expect(screen.queryByTitle(/E-mail:/)).not.toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    fakeApi({ 'GET /api/my/outbox/': { json: { success: true, mails: [], page: 1, page_size: 20, total: 0 } } });
    await renderScreen('/account/outbox', OutboxPage);
    expect(await screen.findByText('No e-mails yet')).toBeInTheDocument();
  });
});
