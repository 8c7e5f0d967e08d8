import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProviderConnection, ProviderConnectionsReply } from '@genie/contracts';
import { Component as AccountPage } from './account-page.tsx';
import { fakeApi, personalInfoFixture, planCatalogFixture, renderScreen } from './test-harness.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const connected: ProviderConnection = {
  kind: 'image',
  provider: 'openai',
  base_url: null,
  model: null,
  key_hint: 'wxyz',
  monthly_image_cap: 20,
  images_this_month: 3,
  connected_at: '2026-01-02T00:00:00.000Z',
};

function reply(image: ProviderConnection | null): ProviderConnectionsReply {
  return {
    success: true,
    image,
    llm: null,
    server: { image_provider: 'offline', has_llm: false },
    image_providers: ['openai', 'stability', 'replicate', 'imagen', 'automatic1111', 'comfyui'],
  };
}

const base = {
  'GET /api/accounts/personal_info/': { json: personalInfoFixture() },
  'GET /api/plans/': { json: { success: true, plans: planCatalogFixture, purchase: 'request' } },
};

const imageCard = async () => (await screen.findByRole('heading', { name: 'Image provider' })).closest('div') as HTMLElement;

describe('the image provider card', () => {
  it('connects a provider with its key and cap, and shows only the key’s last four characters', async () => {
    let current: ProviderConnection | null = null;
    const api = fakeApi({
      ...base,
      'GET /api/my/providers/': () => ({ json: reply(current) }),
      'PUT /api/my/providers/image/': (call) => {
        current = { ...connected, key_hint: 'abcd', images_this_month: 0, monthly_image_cap: 10 };
        expect(call.json).toMatchObject({ provider: 'stability', api_key: 'sk-live-0000abcd', monthly_image_cap: 10 });
        return { json: { success: true, connection: current } };
      },
    });
    await renderScreen('/account', AccountPage);
    const card = await imageCard();
    expect(within(card).getByText(/the built-in renderer/)).toBeInTheDocument();
    await userEvent.selectOptions(within(card).getByLabelText('Provider'), 'stability');
    await userEvent.type(within(card).getByLabelText('API key'), 'sk-live-0000abcd');
    await userEvent.type(within(card).getByLabelText('Images per month (cap)'), '10');
    await userEvent.click(within(card).getByRole('button', { name: 'Connect' }));

    expect(await within(card).findByText("Saved. Your studio's images are now made through this provider.")).toBeInTheDocument();
    expect(within(card).getByText('OpenAI, key ending …abcd')).toBeInTheDocument();
    expect(within(card).getByText('0 of 10 images made this month.')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('sk-live-0000abcd');
    expect(api.callsTo('PUT', '/api/my/providers/image/')).toHaveLength(1);
  });

  it('tests the connection and shows the price per image, or the provider’s refusal in plain words', async () => {
    let attempt = 0;
    fakeApi({
      ...base,
      'GET /api/my/providers/': { json: reply(connected) },
      'POST /api/my/providers/image/test/': () =>
        ++attempt === 1
          ? { json: { success: true, kind: 'image', cost_per_image: { amount: 0.04, currency: 'USD' } } }
          : { status: 422, json: { success: false, code: 'provider_key_rejected', msg: 'rejected' } },
    });
    await renderScreen('/account', AccountPage);
    const card = await imageCard();
    expect(within(card).getByText('OpenAI, key ending …wxyz')).toBeInTheDocument();
    expect(within(card).getByText('3 of 20 images made this month.')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Test connection' }));
    expect(await within(card).findByText('The connection works. The provider charges $0.04 per image.')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Test connection' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('The provider did not accept this key (or the model).');
  });

  it('reads in Traditional Chinese', async () => {
    fakeApi({ ...base, 'GET /api/my/providers/': { json: reply(connected) } });
    await renderScreen('/account', AccountPage, { language: 'zh-TW' });
    expect(await screen.findByRole('heading', { name: '圖像服務' })).toBeInTheDocument();
    expect(screen.getByText('OpenAI，金鑰末四碼 …wxyz')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '測試連線' })).toBeInTheDocument();
  });
});
