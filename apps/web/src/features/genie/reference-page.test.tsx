import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReferenceImageCard, ReferenceRoundReply } from '@genie/contracts';
import { designerReply, fakeApi, loadLanguage, renderGenie } from './test-support.tsx';

const DESIGNER = 'GET /api/accounts/designer/anna/';
const ROUND = 'GET /api/genie/anna/reference/';
const CHOOSE = 'POST /api/genie/anna/reference/choose/';
const NEW = 'POST /api/genie/anna/reference/new_images/';
const STOP = 'POST /api/genie/anna/reference/stop/';
const SKIP = 'POST /api/genie/anna/reference/skip/';
const PAGE = '/genie/anna/reference_image/key123';
const BRIEF_PATH = '/genie/anna/design_brief/key123';

const card = (id: string): ReferenceImageCard => ({
  id,
  alt: `Room ${id}`,
  width: 800,
  height: 600,
  variants: [
    { url: `/files/${id}-480.webp`, width: 480, height: 360, format: 'webp' },
    { url: `/files/${id}-480.jpg`, width: 480, height: 360, format: 'jpeg' },
    { url: `/files/${id}-960.jpg`, width: 960, height: 720, format: 'jpeg' },
  ],
});

function round(n: number, ids: string[], overrides: Partial<ReferenceRoundReply> = {}): ReferenceRoundReply {
  return {
    success: true,
    stage: 'reference',
    available: true,
    status: 'choosing',
    round: n,
    total_rounds: 5,
    images: ids.map(card),
    can_choose: true,
    notice: null,
    fewer_images: false,
    profile: null,
    ...overrides,
  };
}
const over = (status: 'completed' | 'stopped'): ReferenceRoundReply =>
  round(5, [], { stage: 'brief', status, images: [], can_choose: false, profile: { style_profile: [{ style: 'japandi', weight: 1, label: 'Japandi' }], palette: [], chosen_count: 5 } });

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem('genie.visitor.anna', JSON.stringify({ token: 'tok-1', identifyKey: 'key123' }));
  await loadLanguage('en-US');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the reference rounds', () => {
  it('shows the round with lazy, sized images and advances when one is chosen', async () => {
    const api = fakeApi({ [DESIGNER]: { json: designerReply }, [ROUND]: { json: round(1, ['a', 'b', 'c', 'd']) }, [CHOOSE]: { json: round(2, ['e', 'f', 'g', 'h']) } });
    renderGenie(PAGE);
    expect(await screen.findByText('Round 1 of 5')).toBeInTheDocument();
    const img = screen.getByRole('img', { name: 'Room c' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.getAttribute('srcset')).toContain('/files/c-960.jpg 960w');
    await userEvent.click(screen.getByRole('button', { name: /Room b/ }));
    expect(await screen.findByText('Round 2 of 5')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Room e' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/genie/anna/reference/choose/')[0]?.json).toEqual({ image_id: 'b' });
    expect(api.callsTo('POST', '/api/genie/anna/reference/choose/')[0]?.headers['x-visitor-session']).toBe('tok-1');
  });

  it('chooses with the keyboard and moves on to the report after the last round', async () => {
    fakeApi({ [DESIGNER]: { json: designerReply }, [ROUND]: { json: round(5, ['a', 'b', 'c', 'd']) }, [CHOOSE]: { json: over('completed') }, 'GET /api/genie/anna/brief/': { status: 500, json: {} } });
    const router = renderGenie(PAGE);
    const button = await screen.findByRole('button', { name: /Room a/ });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(BRIEF_PATH));
  });

  it('replaces the round with New Images', async () => {
    const api = fakeApi({ [DESIGNER]: { json: designerReply }, [ROUND]: { json: round(2, ['a', 'b', 'c', 'd']) }, [NEW]: { json: round(2, ['w', 'x', 'y', 'z']) } });
    renderGenie(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'New Images' }));
    expect(await screen.findByRole('img', { name: 'Room w' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Room a' })).not.toBeInTheDocument();
    expect(screen.getByText('Round 2 of 5')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/genie/anna/reference/new_images/')).toHaveLength(1);
  });

  it('stops early and goes to the report', async () => {
    const api = fakeApi({ [DESIGNER]: { json: designerReply }, [ROUND]: { json: round(2, ['a', 'b', 'c', 'd']) }, [STOP]: { json: over('stopped') }, 'GET /api/genie/anna/brief/': { status: 500, json: {} } });
    const router = renderGenie(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Stop and go to my report' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(BRIEF_PATH));
    expect(api.callsTo('POST', '/api/genie/anna/reference/stop/')).toHaveLength(1);
  });

  it('says "No similar reference image found" and offers the way on to the report', async () => {
    const exhausted = round(3, [], {
      status: 'no_similar_images',
      can_choose: false,
      notice: { code: 'no_similar_images', msg: 'No similar reference image found' },
    });
    const api = fakeApi({ [DESIGNER]: { json: designerReply }, [ROUND]: { json: round(3, ['a', 'b', 'c', 'd']) }, [NEW]: { json: exhausted }, [STOP]: { json: over('stopped') }, 'GET /api/genie/anna/brief/': { status: 500, json: {} } });
    const router = renderGenie(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'New Images' }));
    expect(await screen.findByRole('heading', { name: 'No similar reference image found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Images' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to my report' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(BRIEF_PATH));
    expect(api.callsTo('POST', '/api/genie/anna/reference/stop/')).toHaveLength(1);
  });

  it('says so when a round is smaller because the library holds no more images of this kind', async () => {
    fakeApi({ [DESIGNER]: { json: designerReply }, [ROUND]: { json: round(4, ['a', 'b', 'c'], { fewer_images: true }) } });
    renderGenie(PAGE);
    expect(await screen.findByRole('note')).toHaveTextContent('Only 3 images of this kind of project are left to show, so this round is smaller.');
    expect(screen.getAllByRole('button', { name: /Room / })).toHaveLength(3);
  });

  it('keeps the skip step while the library is not ready', async () => {
    const api = fakeApi({
      [DESIGNER]: { json: designerReply },
      [ROUND]: { json: round(0, ['a'], { available: false, images: [], can_choose: false }) },
      [SKIP]: { json: { success: true, stage: 'brief' } },
      'GET /api/genie/anna/brief/': { status: 500, json: {} },
    });
    const router = renderGenie(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Skip to report' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(BRIEF_PATH));
    expect(api.callsTo('POST', '/api/genie/anna/reference/skip/')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/genie/anna/reference/choose/')).toHaveLength(0);
  });
});
