import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../shell/test-support.tsx';
import { Component as DemoRequestPage } from './demo-request-page.tsx';
import { detailReply, historyFixture, renderRequestRoutes } from './test-support.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the demo request', () => {
  it('shows the showcase request’s tabs read-only, without an account, with a call to register', async () => {
    const { id: _id, status: _s, status_note: _n, opened_at: _o, share_key: _k, ...overview } = detailReply().client_request;
    const calls = fakeApi({
      'GET /api/shared/client_requests/demo/overview/': { json: { success: true, client_request: overview } },
      'GET /api/shared/client_requests/demo/history/': { json: historyFixture() },
    });
    const { router } = await renderRequestRoutes([{ path: '/client_request_demo', Component: DemoRequestPage }], '/client_request_demo');

    expect(await screen.findByRole('heading', { name: 'This is a demo request' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your account' })).toHaveAttribute('href', '/registration');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia Chen' })).toBeInTheDocument();
    expect(screen.getByRole('tablist').querySelectorAll('[role="tab"]')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: /Conversation History/ }));
    expect(await screen.findByText('What is your budget?')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=history');
    expect(calls.callsTo('GET', '/api/shared/client_requests/demo/history/')[0]?.search.get('lang')).toBe('en-US');
  });
});
