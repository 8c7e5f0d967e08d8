import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { designerReply, fakeApi, loadLanguage, renderGenie } from './test-support.tsx';

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await loadLanguage('en-US');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the thank-you page', () => {
  it("on a studio's own genie, thanks its client without advertising Genie's registration", async () => {
    fakeApi({ 'GET /api/accounts/designer/anna/': { json: designerReply } });
    renderGenie('/genie/anna/thank_you');

    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(await screen.findByText(/Anna Studio will review your brief/)).toBeInTheDocument();
    expect(screen.queryByText('Are you a designer?')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Register|See the demo/ })).not.toBeInTheDocument();
  });

  it('on the demo, offers the demo and registration to the designer trying it (spec §4)', async () => {
    fakeApi({});
    renderGenie('/genie_demo/thank_you');

    expect(await screen.findByText('Are you a designer?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the demo' })).toHaveAttribute('href', '/genie_demo/chat');
    expect(screen.getByRole('link', { name: /Register/ })).toHaveAttribute('href', '/registration');
  });
});
