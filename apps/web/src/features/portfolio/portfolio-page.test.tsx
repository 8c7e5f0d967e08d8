import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PortfolioImage } from '@genie/contracts';
import { i18n } from '../../i18n/index.ts';
import { fakeApi, renderScreen } from '../account/test-harness.tsx';
import { Component } from './portfolio-page.tsx';

const LIST = 'GET /api/portfolio/images/';
const UPLOAD = 'POST /api/portfolio/images/';
const image: PortfolioImage = {
  id: 'p1',
  style: 'japandi',
  space: 'living_room',
  project_type: 'residential_space',
  title: { 'en-US': 'Oak living room' },
  source: { credit: 'Studio Lumen' },
  width: 800,
  height: 600,
  variants: [{ url: '/files/p1.jpg', width: 800, height: 600, format: 'jpeg', bytes: 1000 }],
  palette: [{ hex: '#aabbcc', share: 1 }],
  created_at: '2026-01-01T00:00:00.000Z',
};
const png = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/png' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function render() {
  await renderScreen('/portfolio', Component);
  await i18n.loadNamespaces('portfolio');
}

describe('the portfolio', () => {
  it('uploads each file and shows a refused file with its reason', async () => {
    const api = fakeApi({
      [LIST]: { json: { success: true, images: [image], page: 1, page_size: 24, total: 1 } },
      [UPLOAD]: (call) => {
        const file = (call.body as FormData).get('files') as File;
        return file.name === 'broken.png'
          ? { status: 422, json: { success: false, code: 'image_damaged', msg: 'Image is damaged' } }
          : { json: { success: true, images: [{ ...image, id: 'p2' }], rejected: [] } };
      },
    });
    await render();
    expect(await screen.findByText('Oak living room')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Style'), 'wabisabi');
    await userEvent.upload(screen.getByLabelText('Images'), [png('good.png'), png('broken.png')]);
    await userEvent.click(screen.getByRole('button', { name: 'Upload (2)' }));
    const results = await screen.findByRole('list', { name: 'Upload results' });
    await waitFor(() => expect(within(results).getByText('Image is damaged')).toBeInTheDocument());
    expect(within(results).getByText('Added')).toBeInTheDocument();
    expect(await screen.findByText('1 added, 1 refused')).toBeInTheDocument();
    const sent = api.callsTo('POST', '/api/portfolio/images/');
    expect(sent).toHaveLength(2);
    expect((sent[0]?.body as FormData).get('style')).toBe('wabisabi');
  });

  it('names each image’s style, space and project type in the interface language', async () => {
    fakeApi({ [LIST]: { json: { success: true, images: [image], page: 1, page_size: 24, total: 1 } } });
    await renderScreen('/portfolio', Component, { language: 'ko-KR' });
    const card = (await screen.findByText('재팬디 · 거실')).closest('li')!;
    expect(within(card).getByText('주거 공간')).toBeInTheDocument();
    expect(within(screen.getByLabelText('스타일')).getByRole('option', { name: '와비사비' })).toBeInTheDocument();
  });

  it('shows the reason of a file refused inside a successful reply, translated', async () => {
    fakeApi({
      [LIST]: { json: { success: true, images: [], page: 1, page_size: 24, total: 0 } },
      [UPLOAD]: { json: { success: true, images: [], rejected: [{ filename: 'a.png', code: 'image_damaged', msg: 'Image is damaged' }] } },
    });
    await renderScreen('/portfolio', Component, { language: 'zh-TW' });
    await i18n.loadNamespaces('portfolio');
    await userEvent.upload(await screen.findByLabelText('圖片'), [png('a.png')]);
    await userEvent.click(screen.getByRole('button', { name: '上傳（1）' }));
    const zh = i18n.getFixedT('zh-TW', 'errors')('image_damaged');
    expect(zh).not.toBe('Image is damaged');
    expect(await screen.findByText(zh)).toBeInTheDocument();
  });

  it('deletes an image after confirming', async () => {
    const api = fakeApi({
      [LIST]: { json: { success: true, images: [image], page: 1, page_size: 24, total: 1 } },
      'DELETE /api/portfolio/images/p1/': { json: { success: true, msg: 'ok' } },
    });
    await render();
    await userEvent.click(await screen.findByRole('button', { name: /Delete.*Oak living room/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this image?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete image' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/portfolio/images/p1/')).toHaveLength(1));
  });
});
