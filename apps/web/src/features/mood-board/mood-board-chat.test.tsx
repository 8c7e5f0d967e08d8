import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatEngine, ChatEvent, MoodBoardReply } from '@genie/contracts';
import { i18n } from '../../i18n/index.ts';
import * as chat from '../genie/chat-page.tsx';
import { designerReply, fakeApi, loadLanguage, renderRoutes, sessionReply, type Call } from '../genie/test-support.tsx';
import { saveSession } from '../genie/visitor-storage.ts';
import * as layout from './mood-board-layout.tsx';

const DESIGNER = 'GET /api/accounts/designer/anna/';
const SESSION = 'GET /api/genie/anna/session/';
const BOARD = 'GET /api/genie/anna/mood_board/';
const CHAT = 'POST /api/genie/anna/chat/';
const emptyBoard: MoodBoardReply = { success: true, board: { uploads: [], concepts: [], busy: false, images_unavailable: false } };

/** The genie's reply repeats the visitor's words, so each turn's reply can be waited for. */
function turn(call: Call, engine: ChatEngine): { sse: ChatEvent[] } {
  const input = call.json as { client_message_id: string; text: string };
  const reply = `Noted: ${input.text}.`;
  const base = sessionReply();
  return {
    sse: [
      { type: 'accepted', message: { id: `v-${input.client_message_id}`, role: 'visitor', text: input.text, created_at: '', client_message_id: input.client_message_id } },
      { type: 'delta', text: reply },
      {
        type: 'done',
        message: { id: `g-${input.client_message_id}`, role: 'genie', text: reply, created_at: '', client_message_id: null },
        question: base.question,
        progress: base.progress,
        complete: false,
        stage: 'chat',
        engine,
      },
    ],
  };
}

function renderMoodBoard(path: string) {
  return renderRoutes(
    [{ path: '/mood_board/:linkWords', Component: layout.Component, children: ['chat', 'chat_o3_mini', 'chat_imagen3'].map((screen) => ({ path: screen, Component: chat.Component })) }],
    path,
  );
}

async function answer(text: string) {
  await userEvent.type(await screen.findByRole('textbox'), `${text}{Enter}`);
  await screen.findByText(`Noted: ${text}.`);
}

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  saveSession('mood_board:anna', { token: 'tok-1', identifyKey: 'key123' });
  await loadLanguage('en-US');
  await i18n.loadNamespaces('mood-board');
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en-US');
});

describe('the mood board chat versions', () => {
  it('chat_o3_mini asks every turn for the reasoning model and says which engine answered', async () => {
    const engines: ChatEngine[] = ['reasoning_model', 'model'];
    const api = fakeApi({ [DESIGNER]: { json: designerReply }, [SESSION]: { json: sessionReply() }, [BOARD]: { json: emptyBoard }, [CHAT]: (call) => turn(call, engines.shift()!) });
    renderMoodBoard('/mood_board/anna/chat_o3_mini');
    await answer('A calm home');
    expect(screen.getByTestId('chat-answered-by')).toHaveTextContent('Answered by the reasoning model');
    // No reasoning model configured (or it fell back): the page says so.
    await answer('Two bedrooms');
    expect(screen.getByTestId('chat-answered-by')).toHaveTextContent('Answered by the default model');
    expect(api.callsTo('POST', '/api/genie/anna/chat/').map((c) => (c.json as { engine?: string }).engine)).toEqual(['reasoning', 'reasoning']);
  });

  it('chat_imagen3 asks for the default engine and names the built-in interviewer in the visitor language', async () => {
    const api = fakeApi({ [DESIGNER]: { json: designerReply }, [SESSION]: { json: sessionReply() }, [BOARD]: { json: emptyBoard }, [CHAT]: (call) => turn(call, 'built_in') });
    await loadLanguage('zh-TW');
    await i18n.loadNamespaces('mood-board');
    renderMoodBoard('/mood_board/anna/chat_imagen3');
    await answer('安靜的家');
    expect(screen.getByTestId('chat-answered-by')).toHaveTextContent('由內建訪談助理回答');
    expect(api.callsTo('POST', '/api/genie/anna/chat/')[0]?.json).not.toHaveProperty('engine');
  });

  it('the mood board chat itself neither asks for an engine nor shows one', async () => {
    const api = fakeApi({ [DESIGNER]: { json: designerReply }, [SESSION]: { json: sessionReply() }, [BOARD]: { json: emptyBoard }, [CHAT]: (call) => turn(call, 'model') });
    renderMoodBoard('/mood_board/anna/chat');
    await answer('A calm home');
    expect(screen.queryByTestId('chat-answered-by')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/genie/anna/chat/')[0]?.json).not.toHaveProperty('engine');
  });

  it("calls the built-in renderer's concept a colour and layout study in the visitor's language, and names a hosted provider", async () => {
    const concept = { parent_id: null, instruction: '', status: 'ready' as const, failure_code: null, url: null, width: 512, height: 384, starred: false, created_at: '2025-01-01T00:00:00.000Z' };
    const board: MoodBoardReply = {
      success: true,
      board: {
        uploads: [],
        concepts: [
          { ...concept, id: 'c1', engine_label: 'Built-in renderer', engine_provider: 'offline' },
          { ...concept, id: 'c2', engine_label: 'Imagen imagen-3.0-generate-002', engine_provider: null },
        ],
        busy: false,
        images_unavailable: false,
      },
    };
    fakeApi({ [DESIGNER]: { json: designerReply }, [SESSION]: { json: sessionReply() }, [BOARD]: { json: board } });
    await loadLanguage('ko-KR');
    await i18n.loadNamespaces('mood-board');
    renderMoodBoard('/mood_board/anna/chat_imagen3');
    expect(await screen.findByText('색상 및 레이아웃 스터디')).toBeInTheDocument();
    expect(screen.getByText(/완성된 그림이 아닙니다/)).toBeInTheDocument();
    expect(screen.getByText('Imagen imagen-3.0-generate-002')).toBeInTheDocument();
    expect(screen.queryByText('Built-in renderer')).not.toBeInTheDocument();
  });

  it('says, in the visitor’s language, that the built-in renderer could not make a refinement', async () => {
    const base = { parent_id: null, instruction: '', status: 'ready' as const, failure_code: null, url: '/api/files/mood-board/c1.webp?sig=1', width: 512, height: 384, starred: false, engine_label: 'Built-in renderer', engine_provider: 'offline', created_at: '2025-01-01T00:00:00.000Z' };
    const board: MoodBoardReply = {
      success: true,
      board: {
        uploads: [],
        concepts: [
          { ...base, id: 'c1' },
          { ...base, id: 'c2', parent_id: 'c1', instruction: '加一張亞麻閱讀椅', status: 'failed', failure_code: 'unchanged', url: null, width: null, height: null },
        ],
        busy: false,
        images_unavailable: false,
      },
    };
    fakeApi({ [DESIGNER]: { json: designerReply }, [SESSION]: { json: sessionReply() }, [BOARD]: { json: board } });
    await loadLanguage('zh-TW');
    await i18n.loadNamespaces('mood-board');
    renderMoodBoard('/mood_board/anna/chat');
    expect(await screen.findByTestId('mood-board-unchanged')).toHaveTextContent('內建繪圖工具無法做出這項修改');
    expect(screen.queryByText('這張圖片無法產生。')).not.toBeInTheDocument();
  });

  it('lets the visitor remove one of their images, in their language', async () => {
    const upload = (n: number) => ({ id: `u${n}`, url: `/api/files/mood-board/u${n}.webp?sig=${n}`, width: 10, height: 10 });
    const withTwo: MoodBoardReply = { success: true, board: { ...emptyBoard.board, uploads: [upload(1), upload(2)] } };
    const withOne: MoodBoardReply = { success: true, board: { ...emptyBoard.board, uploads: [upload(2)] } };
    const api = fakeApi({ [DESIGNER]: { json: designerReply }, [SESSION]: { json: sessionReply() }, [BOARD]: { json: withTwo }, 'DELETE /api/genie/anna/mood_board/images/u1/': { json: withOne } });
    await loadLanguage('zh-TW');
    await i18n.loadNamespaces('mood-board');
    renderMoodBoard('/mood_board/anna/chat');

    expect(await screen.findByRole('img', { name: '您的圖片 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '移除圖片 1' }));

    expect(await screen.findByText('1 / 4 張圖片')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^您的圖片/ })).toHaveLength(1);
    expect(api.callsTo('DELETE', '/api/genie/anna/mood_board/images/u1/')).toHaveLength(1);
    expect(api.callsTo('DELETE', '/api/genie/anna/mood_board/images/u1/')[0]?.headers).toMatchObject({ 'x-visitor-session': 'tok-1' });
  });
});
