import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatEvent } from '@genie/contracts';
import { designerReply, fakeApi, loadLanguage, renderGenie, sessionReply, type Call } from './test-support.tsx';

const DESIGNER = 'GET /api/accounts/designer/anna/';
const SESSION = 'GET /api/genie/anna/session/';
const CHAT = 'POST /api/genie/anna/chat/';

function turnEvents(call: Call, reply: string, extra: Partial<Extract<ChatEvent, { type: 'done' }>> = {}): ChatEvent[] {
  const input = call.json as { client_message_id: string; text?: string };
  const base = sessionReply();
  return [
    { type: 'accepted', message: { id: `v-${input.client_message_id}`, role: 'visitor', text: input.text ?? '', created_at: '', client_message_id: input.client_message_id } },
    { type: 'delta', text: reply.slice(0, 6) },
    { type: 'delta', text: reply.slice(6) },
    {
      type: 'done',
      message: { id: `g-${input.client_message_id}`, role: 'genie', text: reply, created_at: '', client_message_id: null },
      question: { ...base.question!, field_id: 'budget', text: 'Budget?', chips: [{ label: 'Under 1M', value: 'Under 1M' }] },
      progress: { answered: 4, total: 12, topic_index: 2, topic_count: 5 },
      complete: false,
      stage: 'chat',
      engine: 'model',
      ...extra,
    },
  ];
}

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('genie.visitor.anna', JSON.stringify({ token: 'tok-1', identifyKey: 'key123' }));
  await loadLanguage('en-US');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the chat', () => {
  it('shows the conversation, the progress and the chips, and streams the reply to a chip answer', async () => {
    const api = fakeApi({
      [DESIGNER]: { json: designerReply },
      [SESSION]: { json: sessionReply() },
      [CHAT]: (call) => ({ sse: turnEvents(call, 'Lovely, **Japandi** it is. What budget do you have in mind?') }),
    });
    renderGenie('/genie/anna/chat');
    expect(await screen.findByText('style')).toBeInTheDocument();
    expect(screen.getByText('3 of 12')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Japandi' }));
    expect(await screen.findByText('Japandi', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('4 of 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Under 1M' })).toBeInTheDocument();
    const sent = api.callsTo('POST', '/api/genie/anna/chat/')[0];
    expect(sent?.json).toMatchObject({ text: 'Japandi' });
    expect((sent?.json as { client_message_id: string }).client_message_id).toMatch(/^[\w-]{8,64}$/);
    expect(sent?.headers['x-visitor-session']).toBe('tok-1');
    // The visitor's clock goes with every turn: the interview reads dates, areas and dollars by it.
    expect(sent?.headers['x-visitor-utc-offset']).toBe(String(-new Date().getTimezoneOffset()));
  });

  it('a language switched mid-chat asks the question again in it, and every later turn carries it', async () => {
    const asked = { ...sessionReply().question!, text: '어떤 스타일을 좋아하세요?', chips: [{ label: '재팬디', value: '재팬디' }] };
    const api = fakeApi({
      [DESIGNER]: { json: designerReply },
      [SESSION]: { json: sessionReply() },
      'PUT /api/genie/anna/session/language/': {
        json: { success: true, language: 'ko-KR', message: { id: 'g-ko', role: 'genie', text: asked.text, created_at: '', client_message_id: null }, question: asked, progress: sessionReply().progress, complete: false },
      },
      [CHAT]: (call) => ({ sse: turnEvents(call, '좋아요.') }),
    });
    renderGenie('/genie/anna/chat');
    expect(await screen.findByText('style')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Language English' }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: '한국어' }));
    expect(await screen.findByText('어떤 스타일을 좋아하세요?')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/genie/anna/session/language/')[0]?.json).toEqual({ language: 'ko-KR' });
    await userEvent.click(screen.getByRole('button', { name: '재팬디' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/genie/anna/chat/')[0]?.json).toMatchObject({ text: '재팬디', language: 'ko-KR' }));
    expect(api.callsTo('PUT', '/api/genie/anna/session/language/')).toHaveLength(1);
    await loadLanguage('en-US');
  });

  it('a failed send keeps the typed text, shows the error, and the retry reuses the client_message_id', async () => {
    let attempt = 0;
    const api = fakeApi({
      [DESIGNER]: { json: designerReply },
      [SESSION]: { json: sessionReply() },
      [CHAT]: (call) => (++attempt === 1 ? { status: 500, json: { success: false, code: 'internal_error', msg: 'boom' } } : { sse: turnEvents(call, 'Got it, thank you.') }),
    });
    renderGenie('/genie/anna/chat');
    const box = await screen.findByLabelText('Your answer');
    await userEvent.type(box, 'A calm home for two{Enter}');
    expect(await screen.findByText('An error occurred. Please refresh this page.')).toBeInTheDocument();
    expect(box).toHaveValue('A calm home for two');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Got it, thank you.')).toBeInTheDocument();
    const [first, second] = api.callsTo('POST', '/api/genie/anna/chat/').map((c) => c.json as { client_message_id: string; text: string });
    expect(second?.client_message_id).toBe(first?.client_message_id);
    expect(second?.text).toBe('A calm home for two');
    expect(box).toHaveValue('');
    expect(screen.queryByText('An error occurred. Please refresh this page.')).not.toBeInTheDocument();
  });

  it('an error event mid-stream keeps the stored message and retries it with the same id', async () => {
    let attempt = 0;
    const api = fakeApi({
      [DESIGNER]: { json: designerReply },
      [SESSION]: { json: sessionReply() },
      [CHAT]: (call) => {
        const events = turnEvents(call, 'Noted.');
        return ++attempt === 1 ? { sse: [events[0]!, { type: 'error', code: 'internal_error', msg: 'llm down' }] } : { sse: events };
      },
    });
    renderGenie('/genie/anna/chat');
    await userEvent.type(await screen.findByLabelText('Your answer'), 'Wood and linen{Enter}');
    expect(await screen.findByText('An error occurred. Please refresh this page.')).toBeInTheDocument();
    expect(screen.getByText('Wood and linen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Noted.')).toBeInTheDocument();
    const ids = api.callsTo('POST', '/api/genie/anna/chat/').map((c) => (c.json as { client_message_id: string }).client_message_id);
    expect(new Set(ids).size).toBe(1);
    expect(screen.getAllByText('Wood and linen')).toHaveLength(1);
  });

  it('an unsent message survives a reload and is sent again with the same id', async () => {
    const api = fakeApi({
      [DESIGNER]: { json: designerReply },
      [SESSION]: { json: sessionReply() },
      [CHAT]: { status: 503, json: { success: false, code: 'internal_error', msg: 'down' } },
    });
    renderGenie('/genie/anna/chat');
    await userEvent.type(await screen.findByLabelText('Your answer'), 'Two bedrooms{Enter}');
    await screen.findByText('An error occurred. Please refresh this page.');
    cleanup();
    renderGenie('/genie/anna/chat');
    const box = await screen.findByLabelText('Your answer');
    expect(box).toHaveValue('Two bedrooms');
    await userEvent.type(box, '{Enter}');
    await waitFor(() => expect(api.callsTo('POST', '/api/genie/anna/chat/')).toHaveLength(2));
    const ids = api.callsTo('POST', '/api/genie/anna/chat/').map((c) => (c.json as { client_message_id: string }).client_message_id);
    expect(ids[1]).toBe(ids[0]);
  });

  it('refuses a message over the length limit with the error', async () => {
    fakeApi({ [DESIGNER]: { json: designerReply }, [SESSION]: { json: sessionReply() } });
    renderGenie('/genie/anna/chat');
    const box = await screen.findByLabelText('Your answer');
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(2001));
    expect(screen.getByText('Your message is too long. Please keep it under 2000 characters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('says a pasted control character is not allowed and sends nothing until it is gone, line breaks being fine', async () => {
    const api = fakeApi({ [DESIGNER]: { json: designerReply }, [SESSION]: { json: sessionReply() } });
    renderGenie('/genie/anna/chat');
    const box = await screen.findByLabelText('Your answer');
    await userEvent.click(box);
    await userEvent.paste('Two bedrooms\u000b and a study');
    expect(screen.getByText('This contains characters that are not allowed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.clear(box);
    await userEvent.paste('Two bedrooms\nand a study');
    expect(screen.queryByText('This contains characters that are not allowed')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(api.callsTo('POST', '/api/genie/anna/chat/')).toHaveLength(0);
  });

  it('sends skip and go back as actions, and hands over to the reference step when complete', async () => {
    const api = fakeApi({
      [DESIGNER]: { json: designerReply },
      [SESSION]: { json: sessionReply() },
      [CHAT]: (call) => ({ sse: turnEvents(call, 'That is all, thanks!', { complete: true, stage: 'reference', question: null }) }),
    });
    renderGenie('/genie/anna/chat');
    await userEvent.click(await screen.findByRole('button', { name: /Skip/ }));
    expect(api.callsTo('POST', '/api/genie/anna/chat/')[0]?.json).toMatchObject({ action: 'skip' });
    const next = await screen.findByRole('link', { name: 'Continue to reference images' });
    expect(next).toHaveAttribute('href', '/genie/anna/reference_image/key123');
  });

  it('allows several chips when the question takes multiple answers', async () => {
    const api = fakeApi({
      [DESIGNER]: { json: designerReply },
      [SESSION]: { json: sessionReply({ question: { ...sessionReply().question!, multiple: true } }) },
      [CHAT]: (call) => ({ sse: turnEvents(call, 'Both, noted.') }),
    });
    renderGenie('/genie/anna/chat');
    await userEvent.click(await screen.findByRole('button', { name: 'Modern' }));
    await userEvent.click(screen.getByRole('button', { name: 'Japandi' }));
    expect(screen.getByRole('button', { name: 'Modern' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Send (2)' }));
    await screen.findByText('Both, noted.');
    expect(api.callsTo('POST', '/api/genie/anna/chat/')[0]?.json).toMatchObject({ text: 'Modern, Japandi' });
  });
});
