import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../shell/test-support.tsx';
import { notGenerated, renderOnRequestPage, SUGGESTIONS, suggestionsReply } from './ai-test-support.tsx';
import { SuggestionsTab } from './suggestions-tab.tsx';
import { suggestionsKey } from './ai-api.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const GET = `GET ${SUGGESTIONS}`;
const POST = `POST ${SUGGESTIONS}`;
const tab = <SuggestionsTab clientId="c1" />;

describe('the AI Suggestions tab', () => {
  it('waits for a click when the conversation is incomplete, then shows what was generated', async () => {
    const api = fakeApi({ [GET]: { json: notGenerated() }, [POST]: { json: suggestionsReply() } });
    await renderOnRequestPage(tab);

    expect(await screen.findByText(/conversation with this client isn't complete/)).toBeInTheDocument();
    expect(api.callsTo('POST', SUGGESTIONS)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Generate suggestions' }));

    expect(await screen.findByText(/Mei is renovating a 30 m² studio/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Warm Japandi calm' })).toBeInTheDocument();
    expect(screen.getByText(/Generated on .* · version 1/)).toBeInTheDocument();
    expect(screen.getByText('Written by AI')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Regenerate/ })).toBeInTheDocument();
    expect(api.callsTo('POST', SUGGESTIONS)[0]?.json).toEqual({ language: 'en-US' });
  });

  it('generates by itself, once, when the conversation is complete (even in StrictMode), in the designer’s language', async () => {
    let release: () => void = () => {};
    const replied = new Promise<void>((resolve) => (release = resolve));
    const api = fakeApi({ [GET]: { json: notGenerated({ auto_generate: true }) }, [POST]: { json: suggestionsReply({ suggestions: { ...suggestionsReply().suggestions!, language: 'ko-KR' } }) } });
    const fetchMock = vi.mocked(globalThis.fetch);
    const answer = fetchMock.getMockImplementation()!;
    // Hold the POST so the progress state can be seen.
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') await replied;
      return answer(input, init);
    });
    // Already cached: the effect runs on mount, where StrictMode runs it twice.
    await renderOnRequestPage(tab, { strict: true, language: 'ko-KR', cached: [[suggestionsKey('c1'), notGenerated({ auto_generate: true })]] });

    expect(await screen.findByText('제안을 작성하는 중…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '제안 생성' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByText(/Mei is renovating/)).toBeInTheDocument();
    expect(api.callsTo('POST', SUGGESTIONS)).toHaveLength(1);
    expect(api.callsTo('POST', SUGGESTIONS)[0]?.json).toEqual({ language: 'ko-KR' });
  });

  it('on a phone, reads what was generated but generates nothing, not even by itself', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    const api = fakeApi({ [GET]: { json: notGenerated({ auto_generate: true }) }, [POST]: { json: suggestionsReply() } });
    await renderOnRequestPage(tab);

    expect(await screen.findByText('Editing is on a computer.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate suggestions' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', SUGGESTIONS)).toHaveLength(0);

    cleanup();
    fakeApi({ [GET]: { json: suggestionsReply() } });
    await renderOnRequestPage(tab);
    expect(await screen.findByText(/Mei is renovating a 30 m² studio/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Regenerate/ })).not.toBeInTheDocument();
  });

  it('explains that a missing project type blocks generation, and offers no button', async () => {
    const api = fakeApi({ [GET]: { json: notGenerated({ auto_generate: true, blocked_reason: 'missing_project_type' }) } });
    await renderOnRequestPage(tab);

    expect(await screen.findByText('Choose the project type in the overview before generating suggestions.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the overview' })).toHaveAttribute('href', '/client_request/c1?tab=overview');
    expect(screen.queryByRole('button', { name: /Generate|Regenerate/ })).not.toBeInTheDocument();
    expect(api.callsTo('POST', SUGGESTIONS)).toHaveLength(0);
  });

  it('says "Something went wrong. Please try again." when generation fails, and Try again works', async () => {
    let attempts = 0;
    fakeApi({
      [GET]: { json: notGenerated() },
      [POST]: () => (++attempts === 1 ? { status: 502, json: { success: false, code: 'suggestions_failed', msg: 'Something went wrong. Please try again.' } } : { json: suggestionsReply() }),
    });
    await renderOnRequestPage(tab);

    await userEvent.click(await screen.findByRole('button', { name: 'Generate suggestions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Mei is renovating/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('says the spec message when the suggestions cannot be loaded, and reloads them on Try again', async () => {
    let attempts = 0;
    fakeApi({ [GET]: () => (++attempts === 1 ? { status: 500, json: { success: false, code: 'internal_error', msg: 'boom' } } : { json: suggestionsReply() }) });
    await renderOnRequestPage(tab);

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Mei is renovating/)).toBeInTheDocument();
  });

  it('tells the designer to regenerate when the request was edited since', async () => {
    fakeApi({ [GET]: { json: suggestionsReply({ stale: true }) } });
    await renderOnRequestPage(tab);

    expect(await screen.findByText('The request was edited since these suggestions were written — regenerate to update.')).toBeInTheDocument();
  });

  it('names the language they were written in with its name in the page language, not its own name', async () => {
    fakeApi({ [GET]: { json: suggestionsReply() } });
    await renderOnRequestPage(tab, { language: 'zh-TW' });
    expect(await screen.findByText('這些建議是以英文撰寫的。重新產生即可改為繁體中文。')).toBeInTheDocument();

    cleanup();
    fakeApi({ [GET]: { json: suggestionsReply() } });
    await renderOnRequestPage(tab, { language: 'ko-KR' });
    expect(await screen.findByText('이 제안은 영어(으)로 작성되었습니다. 다시 생성하면 한국어(으)로 받아볼 수 있습니다.')).toBeInTheDocument();

    cleanup();
    fakeApi({ [GET]: { json: suggestionsReply({ suggestions: { ...suggestionsReply().suggestions!, language: 'ko-KR' } }) } });
    await renderOnRequestPage(tab);
    expect(await screen.findByText('These suggestions are written in Korean. Regenerate to have them in English.')).toBeInTheDocument();
  });

  it('says the rules would write the same suggestions again, with the way to a language model, instead of offering Regenerate', async () => {
    const api = fakeApi({ [GET]: { json: suggestionsReply({ same_if_regenerated: true, suggestions: { ...suggestionsReply().suggestions!, source: 'rules' } }) } });
    await renderOnRequestPage(tab);

    expect(await screen.findByText(/The brief has not changed since these suggestions; the built-in rules write the same ones\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect a language model for another take' })).toHaveAttribute('href', '/account#language-model');
    expect(screen.queryByRole('button', { name: /Regenerate/ })).not.toBeInTheDocument();
    expect(api.callsTo('POST', SUGGESTIONS)).toHaveLength(0);

    // Read in another language, they would be another text: Regenerate is offered.
    cleanup();
    fakeApi({ [GET]: { json: suggestionsReply({ same_if_regenerated: true, suggestions: { ...suggestionsReply().suggestions!, source: 'rules' } }) } });
    await renderOnRequestPage(tab, { language: 'ko-KR' });
    expect(await screen.findByRole('button', { name: /다시 생성/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '다른 관점의 제안을 받으려면 언어 모델을 연결하세요' })).not.toBeInTheDocument();
  });

  it('regenerates: the version label goes up', async () => {
    const api = fakeApi({ [GET]: { json: suggestionsReply() }, [POST]: { json: suggestionsReply({}, 2) } });
    await renderOnRequestPage(tab);

    expect(await screen.findByText(/Generated on .* · version 1/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Regenerate/ }));
    expect(await screen.findByText(/Regenerated on .* · version 2/)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', SUGGESTIONS)).toHaveLength(1));
  });

  it('translates the tab (Traditional Chinese)', async () => {
    fakeApi({ [GET]: { json: suggestionsReply({ stale: true }, 3) } });
    await renderOnRequestPage(tab, { language: 'zh-TW' });

    expect(await screen.findByText('這些建議產生後，需求內容已有修改，請重新產生以更新。')).toBeInTheDocument();
    expect(screen.getByText(/第 3 版/)).toBeInTheDocument();
    expect(screen.getByText('以日式北歐風為基礎')).toBeInTheDocument();
  });
});
