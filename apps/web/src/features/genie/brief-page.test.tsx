import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { briefReplyFixture, designerReply, fakeApi, loadLanguage, renderGenie } from './test-support.tsx';

const DESIGNER = 'GET /api/accounts/designer/anna/';
const BRIEF = 'GET /api/genie/anna/brief/';
const FEEDBACK = 'PUT /api/genie/anna/brief/feedback/';
const CONFIRM = 'POST /api/genie/anna/brief/confirm/';
/** An upload as the brief reply carries it: a link signed for the visitor's request. */
const upload = (n: number) => ({ id: `u${n}`, url: `/api/files/floor-plans/u${n}.webp?grant=visitor.cr-1&expires=1893456000&signature=sig${n}`, width: 10, height: 10 });
const png = (name: string, type = 'image/png', size = 100) => new File([new Uint8Array(size)], name, { type });

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

describe('the project report', () => {
  it('shows the collected fields grouped and lets the visitor correct one', async () => {
    const api = fakeApi({ [DESIGNER]: { json: designerReply }, [BRIEF]: { json: briefReplyFixture() }, 'PUT /api/genie/anna/brief/fields/': { json: { success: true } } });
    renderGenie('/genie/anna/design_brief/key123');
    expect(await screen.findByRole('heading', { name: 'Budget and timeline' })).toBeInTheDocument();
    expect(screen.getByText('TWD 1,000,000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Edit.*Budget/ }));
    const box = screen.getByRole('textbox', { name: 'Budget' });
    await userEvent.clear(box);
    await userEvent.type(box, '2m');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/genie/anna/brief/fields/')[0]?.json).toEqual({ fields: { budget: '2m' } }));
  });

  it('asks the visitor gently to confirm words kept as they wrote them, in their language', async () => {
    const kept = { field_id: 'preferred_style' as const, label: '偏好風格', kind: 'free_text' as const, group: 'style', raw: '介於外婆家和飯店大廳之間', display: '介於外婆家和飯店大廳之間', skipped: false, source: null, clarify: true };
    const base = briefReplyFixture();
    const api = fakeApi({
      [DESIGNER]: { json: designerReply },
      [BRIEF]: { json: { ...base, entries: [...base.entries, kept] } },
      'PUT /api/genie/anna/brief/fields/': { json: { success: true } },
    });
    await loadLanguage('zh-TW');
    renderGenie('/genie/anna/design_brief/key123');
    const note = await screen.findByTestId('clarify-note');
    expect(note).toHaveTextContent('我們照您寫的原話保留了這段內容，這樣正確嗎？');
    expect(screen.getAllByTestId('clarify-note')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: /^沒錯，就是這樣 ?: 偏好風格$/ }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/genie/anna/brief/fields/')[0]?.json).toEqual({ fields: { preferred_style: '介於外婆家和飯店大廳之間' } }));
  });

  it('marks a value to clarify and lets the visitor correct it in one tap, on the same edit as any other', async () => {
    const kept = { field_id: 'budget' as const, label: '예산', kind: 'money' as const, group: 'budget_timeline', raw: '그냥 남들 하는 정도로요', display: '그냥 남들 하는 정도로요', skipped: false, source: null, clarify: true };
    const base = briefReplyFixture();
    const api = fakeApi({
      [DESIGNER]: { json: designerReply },
      [BRIEF]: { json: { ...base, entries: [...base.entries.filter((e) => e.field_id !== 'budget'), kept] } },
      'PUT /api/genie/anna/brief/fields/': { json: { success: true } },
    });
    await loadLanguage('ko-KR');
    renderGenie('/genie/anna/design_brief/key123');
    expect(await screen.findByText('확인 필요')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^고쳐 쓰기 ?: 예산$/ }));
    const box = screen.getByRole('textbox', { name: '예산' });
    await userEvent.clear(box);
    await userEvent.type(box, '5천만 원');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/genie/anna/brief/fields/')[0]?.json).toEqual({ fields: { budget: '5천만 원' } }));
    await loadLanguage('en-US');
  });

  it('follows the visitor’s language: a report in another language is switched to theirs and read again', async () => {
    const api = fakeApi({
      [DESIGNER]: { json: designerReply },
      [BRIEF]: { json: briefReplyFixture() },
      'PUT /api/genie/anna/session/language/': { json: { success: true, language: 'zh-TW', message: null, question: null, progress: { answered: 0, total: 0, topic_index: 0, topic_count: 0 }, complete: true } },
    });
    await loadLanguage('zh-TW');
    renderGenie('/genie/anna/design_brief/key123');
    await waitFor(() => expect(api.callsTo('PUT', '/api/genie/anna/session/language/')[0]?.json).toEqual({ language: 'zh-TW' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/genie/anna/brief/').length).toBeGreaterThanOrEqual(2));
    await loadLanguage('en-US');
  });

  it('requires a rating for every style sample before confirming', async () => {
    const api = fakeApi({ [DESIGNER]: { json: designerReply }, [BRIEF]: { json: briefReplyFixture() }, [FEEDBACK]: { json: { success: true } }, [CONFIRM]: { json: { success: true, stage: 'done', msg: 'ok' } } });
    const router = renderGenie('/genie/anna/design_brief/key123');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and send my report' }));
    expect(screen.getAllByText('Rating is required').length).toBeGreaterThanOrEqual(2);
    expect(api.callsTo('POST', '/api/genie/anna/brief/confirm/')).toHaveLength(0);
    const japandi = screen.getByRole('group', { name: 'Japandi' });
    const modern = screen.getByRole('group', { name: 'Modern' });
    await userEvent.click(japandi.querySelectorAll('input')[3]!);
    await userEvent.click(modern.querySelectorAll('input')[1]!);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and send my report' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/genie/anna/thank_you'));
    const saved = api.callsTo('PUT', '/api/genie/anna/brief/feedback/').at(-1)?.form;
    expect(JSON.parse(String(saved?.get('ratings')))).toEqual({ s1: 4, s2: 2 });
  });

  it('shows the uploaded note image and floor plans by the links the reply carries', async () => {
    const noteImage = { ...upload(9), url: '/api/files/brief-notes/u9.webp?grant=visitor.cr-1&expires=1893456000&signature=sig9' };
    fakeApi({
      [DESIGNER]: { json: designerReply },
      [BRIEF]: { json: briefReplyFixture({ feedback: { ratings: {}, comment: '', note: 'See the image', note_image: noteImage, floor_plans: [1, 2].map(upload) } }) },
    });
    renderGenie('/genie/anna/design_brief/key123');
    expect(await screen.findByRole('img', { name: 'The image added to your note' })).toHaveAttribute('src', noteImage.url);
    expect(screen.getByRole('img', { name: 'Floor plan 1' })).toHaveAttribute('src', upload(1).url);
    expect(screen.getByRole('img', { name: 'Floor plan 2' })).toHaveAttribute('src', upload(2).url);
  });

  it('asks a packaging client for no floor plan: only a space has one', async () => {
    const base = briefReplyFixture();
    fakeApi({ [DESIGNER]: { json: designerReply }, [BRIEF]: { json: { ...base, client_request: { ...base.client_request, project_type: 'packaging_design' } } } });
    renderGenie('/genie/anna/design_brief/key123');
    expect(await screen.findByRole('button', { name: /confirm/i })).toBeInTheDocument();
    expect(screen.queryByLabelText('Add floor plans')).not.toBeInTheDocument();
  });

  it('refuses a sixth floor plan', async () => {
    const api = fakeApi({
      [DESIGNER]: { json: designerReply },
      [BRIEF]: { json: briefReplyFixture({ feedback: { ratings: {}, comment: '', note: '', note_image: null, floor_plans: [1, 2, 3, 4].map(upload) } }) },
      [FEEDBACK]: { json: { success: true } },
    });
    renderGenie('/genie/anna/design_brief/key123');
    const input = await screen.findByLabelText('Add floor plans');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, [png('a.png'), png('b.png')]);
    expect(await screen.findByText('You can upload at most 5 floor plans')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/genie/anna/brief/feedback/')).toHaveLength(0);
    await user.upload(input, [png('plan.pdf', 'application/pdf')]);
    expect(await screen.findByText('Floor plans must be image files')).toBeInTheDocument();
    await user.upload(input, [png('a.png')]);
    await waitFor(() => expect(api.callsTo('PUT', '/api/genie/anna/brief/feedback/')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/genie/anna/brief/feedback/')[0]?.form?.getAll('floor_plans')).toHaveLength(1);
  });

  it('never shows a refused note image as attached, and keeps its error until a file is taken', async () => {
    const saved = { ...upload(7), url: '/api/files/brief-notes/u7.webp?grant=visitor.cr-1&expires=1893456000&signature=sig7' };
    const api = fakeApi({
      [DESIGNER]: { json: designerReply },
      [BRIEF]: { json: briefReplyFixture() },
      [FEEDBACK]: (call) => {
        const image = call.form?.get('note_image');
        if (image instanceof File && image.name === 'broken.jpg') return { status: 422, json: { success: false, code: 'image_damaged', msg: 'Image is damaged' } };
        const note_image = image instanceof File ? saved : null;
        return { json: { success: true, feedback: { ratings: {}, comment: '', note: '', note_image, floor_plans: call.form?.getAll('floor_plans').length ? [upload(1)] : [] } } };
      },
    });
    renderGenie('/genie/anna/design_brief/key123');
    const input = await screen.findByLabelText('Choose an image');
    const user = userEvent.setup({ applyAccept: false });

    // Passes the checks here, refused by the server: no thumbnail, the error beside the picker.
    await user.upload(input, png('broken.jpg', 'image/jpeg'));
    expect(await screen.findByText('Image is damaged')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'The image added to your note' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Choose an image')).toBeInTheDocument();

    // Another upload on the page does not wipe it.
    await user.upload(screen.getByLabelText('Add floor plans'), png('plan.png'));
    await waitFor(() => expect(api.callsTo('PUT', '/api/genie/anna/brief/feedback/')).toHaveLength(2));
    expect(screen.getByText('Image is damaged')).toBeInTheDocument();

    // A refused file here keeps an error too; a taken file replaces it.
    await user.upload(input, png('photo.gif', 'image/gif'));
    expect(await screen.findByText('Please upload a .jpg, .jpeg or .png image')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'The image added to your note' })).not.toBeInTheDocument();
    await user.upload(input, png('room.jpg', 'image/jpeg'));
    expect(await screen.findByRole('img', { name: 'The image added to your note' })).toHaveAttribute('src', saved.url);
    expect(screen.queryByText('Please upload a .jpg, .jpeg or .png image')).not.toBeInTheDocument();
    expect(screen.queryByText('Image is damaged')).not.toBeInTheDocument();
  });

  it('refuses a note image that is not .jpg, .jpeg or .png, or over 10MB', async () => {
    const api = fakeApi({ [DESIGNER]: { json: designerReply }, [BRIEF]: { json: briefReplyFixture() }, [FEEDBACK]: { json: { success: true } } });
    renderGenie('/genie/anna/design_brief/key123');
    const input = await screen.findByLabelText('Choose an image');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, png('photo.gif', 'image/gif'));
    expect(await screen.findByText('Please upload a .jpg, .jpeg or .png image')).toBeInTheDocument();
    await user.upload(input, png('big.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1));
    expect(await screen.findByText('The image file size limit is 10MB')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/genie/anna/brief/feedback/')).toHaveLength(0);
    await user.upload(input, png('room.JPEG', 'image/jpeg'));
    await waitFor(() => expect(api.callsTo('PUT', '/api/genie/anna/brief/feedback/')[0]?.form?.get('note_image')).toBeInstanceOf(File));
  });
});

describe('the style profile of the reference rounds', () => {
  it('shows the ranked styles with their weights and the palette above the ratings', async () => {
    fakeApi({
      [DESIGNER]: { json: designerReply },
      [BRIEF]: {
        json: briefReplyFixture({
          reference_profile: {
            style_profile: [
              { style: 'japandi', weight: 0.6, label: 'Japandi' },
              { style: 'modern', weight: 0.4, label: 'Modern' },
            ],
            palette: [{ hex: '#aa8866', share: 0.7 }, { hex: '#223344', share: 0.3 }],
            chosen_count: 5,
          },
        }),
      },
    });
    renderGenie('/genie/anna/design_brief/key123');
    expect(await screen.findByRole('heading', { name: 'Your style profile' })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Japandi' })).toHaveAttribute('aria-valuenow', '60');
    expect(screen.getByRole('meter', { name: 'Modern' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('#aa8866, 70%')).toBeInTheDocument();
  });
});
