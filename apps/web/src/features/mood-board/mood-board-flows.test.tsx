import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MoodBoardReply } from '@genie/contracts';
import { i18n } from '../../i18n/index.ts';
import * as chat from '../genie/chat-page.tsx';
import * as embed from '../genie/embed-layout.tsx';
import * as home from '../genie/home-page.tsx';
import { briefReplyFixture, clientRequest, designerReply, fakeApi, fillHomeForm, loadLanguage, renderRoutes, sessionReply } from '../genie/test-support.tsx';
import * as layout from './mood-board-layout.tsx';
import * as single from './mood-board-single-page.tsx';

const emptyBoard: MoodBoardReply = { success: true, board: { uploads: [], concepts: [], busy: false, images_unavailable: false } };

/** The mood board's routes as app/router.tsx has them: v1 and v2 the genie's screens, v3 one page. */
function renderMoodBoard(path: string) {
  return renderRoutes(
    [
      ...['/mood_board/:linkWords', '/mood_board_v2/:linkWords'].map((prefix) => ({
        path: prefix,
        Component: layout.Component,
        children: [
          { index: true, Component: home.Component },
          { path: 'chat', Component: chat.Component },
        ],
      })),
      {
        path: '/mood_board_v3/:linkWords',
        Component: layout.Component,
        children: [
          { index: true, Component: single.Component },
          { path: 'chat', Component: single.Component },
        ],
      },
    ],
    path,
  );
}

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await loadLanguage('en-US');
  await i18n.loadNamespaces('mood-board');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the mood board’s v2 (photos first)', () => {
  it('starts with the board’s upload step, then goes on to the chat, once per session', async () => {
    localStorage.setItem('genie.visitor.mood_board_v2:anna', JSON.stringify({ token: 'tok-1', identifyKey: 'key123' }));
    fakeApi({
      'GET /api/accounts/designer/anna/': { json: designerReply },
      'GET /api/genie/anna/session/': { json: sessionReply() },
      'GET /api/genie/anna/mood_board/': { json: emptyBoard },
    });
    renderMoodBoard('/mood_board_v2/anna/chat');
    expect(await screen.findByRole('heading', { name: 'Start with your photos' })).toBeInTheDocument();
    expect(await screen.findByText('Add photos')).toBeInTheDocument();
    // It promises only what happens: concepts are drawn when the visitor asks for them in the chat.
    expect(screen.getByText(/In the chat, tap “Show me concept images”/)).toBeInTheDocument();
    expect(screen.queryByText(/While you chat/)).not.toBeInTheDocument();
    // Only the uploads: no concepts to propose yet, and no chat box.
    expect(screen.queryByRole('button', { name: 'Show me concept images' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Your answer')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Skip, start chatting' }));
    expect(await screen.findByLabelText('Your answer')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Start with your photos' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('genie.draft.chat-intro.mood_board_v2:anna')).toBe('"tok-1"');
  });

  it('is not in the first mood board, nor once the visitor has written', async () => {
    localStorage.setItem('genie.visitor.mood_board:anna', JSON.stringify({ token: 'tok-1', identifyKey: 'key123' }));
    fakeApi({
      'GET /api/accounts/designer/anna/': { json: designerReply },
      'GET /api/genie/anna/session/': { json: sessionReply() },
      'GET /api/genie/anna/mood_board/': { json: emptyBoard },
    });
    renderMoodBoard('/mood_board/anna/chat');
    expect(await screen.findByLabelText('Your answer')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Start with your photos' })).not.toBeInTheDocument();
    cleanup();

    localStorage.setItem('genie.visitor.mood_board_v2:anna', JSON.stringify({ token: 'tok-2', identifyKey: 'key123' }));
    const messages = [...sessionReply().messages, { id: 'v1', role: 'visitor' as const, text: 'A flat', created_at: '', client_message_id: 'c1' }];
    fakeApi({
      'GET /api/accounts/designer/anna/': { json: designerReply },
      'GET /api/genie/anna/session/': { json: sessionReply({ messages }) },
      'GET /api/genie/anna/mood_board/': { json: emptyBoard },
    });
    renderMoodBoard('/mood_board_v2/anna/chat');
    expect(await screen.findByLabelText('Your answer')).toBeInTheDocument();
  });
});

describe('the mood board’s v3 (one page)', () => {
  it('shows the form, with the chat and the brief waiting below it', async () => {
    fakeApi({ 'GET /api/accounts/designer/anna/': { json: designerReply } });
    renderMoodBoard('/mood_board_v3/anna');
    expect(await screen.findByRole('form', { name: /./ })).toBeInTheDocument();
    expect(screen.getByText('Opens here once you send the form above.')).toBeInTheDocument();
    expect(screen.getByText('Appears here once the conversation is complete.')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
  });

  it('starts a request whose conversation ends by pointing to the brief (no reference rounds on this page)', async () => {
    const api = fakeApi({
      'GET /api/accounts/designer/anna/': { json: designerReply },
      'POST /api/genie/anna/client_requests/': { json: { success: true, session_token: 'tok-1', client_request: clientRequest } },
      'GET /api/genie/anna/session/': { json: sessionReply() },
      'GET /api/genie/anna/mood_board/': { json: emptyBoard },
    });
    renderMoodBoard('/mood_board_v3/anna');
    await fillHomeForm();
    await waitFor(() => expect(api.callsTo('POST', '/api/genie/anna/client_requests/')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/genie/anna/client_requests/')[0]?.json).toMatchObject({ contact_name: 'Lin', reference_rounds: false });
  });

  it('goes past the reference rounds to the brief once the interview is complete, beside the chat', async () => {
    localStorage.setItem('genie.visitor.mood_board_v3:anna', JSON.stringify({ token: 'tok-1', identifyKey: 'key123' }));
    let stage: 'reference' | 'brief' = 'reference';
    const api = fakeApi({
      'GET /api/accounts/designer/anna/': { json: designerReply },
      'GET /api/genie/anna/session/': () => ({ json: sessionReply({ complete: true, question: null, client_request: { ...clientRequest, stage, conversation_completed: true } }) }),
      'POST /api/genie/anna/reference/skip/': () => {
        stage = 'brief';
        return { json: { success: true, stage: 'brief' } };
      },
      'GET /api/genie/anna/brief/': { json: briefReplyFixture() },
      'GET /api/genie/anna/mood_board/': { json: emptyBoard },
    });
    renderMoodBoard('/mood_board_v3/anna/chat');
    expect(await screen.findByText('New flat')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your project report' })).toBeInTheDocument();
    expect(screen.getByText('Your project report is ready below: check it, then confirm to send it.')).toBeInTheDocument();
    expect(screen.getByText(/Sent, thank you Lin/)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', '/api/genie/anna/reference/skip/')).toHaveLength(1));
    expect(screen.queryByText('Appears here once the conversation is complete.')).not.toBeInTheDocument();
  });
});

describe('the mood board in the embed widget’s panel (/genie-embed/{linkWords}/mood-board)', () => {
  /** The embed's routes as app/router.tsx has them. */
  const renderEmbed = (path: string) =>
    renderRoutes(
      [
        {
          path: '/genie-embed/:linkWords/mood-board',
          Component: embed.Component,
          children: [
            { index: true, Component: home.Component },
            { path: 'chat', Component: chat.Component },
          ],
        },
      ],
      path,
    );

  it('opens on the mood board’s home form and goes on to its chat with the board beside it', async () => {
    const api = fakeApi({
      'GET /api/accounts/designer/anna/': { json: designerReply },
      'POST /api/genie/anna/client_requests/': { json: { success: true, session_token: 'tok-1', client_request: clientRequest } },
      'GET /api/genie/anna/session/': { json: sessionReply() },
      'GET /api/genie/anna/mood_board/': { json: emptyBoard },
    });
    const router = renderEmbed('/genie-embed/anna/mood-board?theme=dark');
    expect(await screen.findByRole('form', { name: /./ })).toBeInTheDocument();
    expect(screen.queryByText(/soon/i)).not.toBeInTheDocument();
    await fillHomeForm();
    await waitFor(() => expect(router.state.location.pathname).toBe('/genie-embed/anna/mood-board/chat'));
    expect(api.callsTo('POST', '/api/genie/anna/client_requests/')).toHaveLength(1);
    // The mood board's own session, and its board of images beside the chat.
    expect(JSON.parse(localStorage.getItem('genie.visitor.mood_board:anna') ?? 'null')).toMatchObject({ token: 'tok-1' });
    expect(await screen.findByLabelText('Your answer')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your mood board' })).toBeInTheDocument();
    expect(await screen.findByText('Add photos')).toBeInTheDocument();
  });
});
