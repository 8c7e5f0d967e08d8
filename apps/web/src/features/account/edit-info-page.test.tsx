import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component as EditInfoPage } from './edit-info-page.tsx';
import { fakeApi, formFields, personalInfoFixture, renderScreen } from './test-harness.tsx';

const path = '/account/info/edit';
const MB = 1024 * 1024;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function image(name: string, bytes: number, type = 'image/png') {
  return new File([new Uint8Array(bytes)], name, { type });
}

describe('editing the account', () => {
  it('rejects a logo over 10MB before uploading anything', async () => {
    const api = fakeApi({ 'GET /api/accounts/personal_info/': { json: personalInfoFixture() } });
    await renderScreen(path, EditInfoPage);
    await userEvent.upload(await screen.findByLabelText('Choose a logo'), image('big-logo.png', 10 * MB + 1));

    expect(await screen.findByText('The image file size limit is 10MB')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(api.callsTo('PUT', '/api/accounts/personal_info/')).toHaveLength(0);
  });

  it('rejects a logo that is not a .jpg, .jpeg, .png or .webp file', async () => {
    fakeApi({ 'GET /api/accounts/personal_info/': { json: personalInfoFixture() } });
    await renderScreen(path, EditInfoPage);
    const input = await screen.findByLabelText('Choose a logo');
    await userEvent.upload(input, image('logo.gif', 2000, 'image/gif'), { applyAccept: false });
    expect(await screen.findByText('Please upload a .jpg, .jpeg, .png or .webp image')).toBeInTheDocument();
  });

  it('sends only the changed fields and the new logo as a multipart form, then shows success', async () => {
    const api = fakeApi({
      'GET /api/accounts/personal_info/': { json: personalInfoFixture() },
      'PUT /api/accounts/personal_info/': { json: { success: true, msg: 'ok' } },
    });
    await renderScreen(path, EditInfoPage);
    const teamName = await screen.findByLabelText(/Team Name/);
    await userEvent.clear(teamName);
    await userEvent.type(teamName, 'Studio Aurora');
    await userEvent.upload(screen.getByLabelText('Choose a logo'), image('logo.png', 2000));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your account has been updated.')).toBeInTheDocument();
    const [put] = api.callsTo('PUT', '/api/accounts/personal_info/');
    expect(formFields(put?.body)).toEqual({ name: 'Studio Aurora', logo: 'file:logo.png' });
  });

  it('requires a team name', async () => {
    const api = fakeApi({ 'GET /api/accounts/personal_info/': { json: personalInfoFixture() } });
    await renderScreen(path, EditInfoPage);
    await userEvent.clear(await screen.findByLabelText(/Team Name/));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Team Name is a required field')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/accounts/personal_info/')).toHaveLength(0);
  });

  it('adds the text of an imported document to the background information for review', async () => {
    const api = fakeApi({
      'GET /api/accounts/personal_info/': { json: personalInfoFixture() },
      'POST /api/accounts/info_file/': { json: { success: true, text: 'We have 12 years of residential work.', msg: 'ok' } },
    });
    await renderScreen(path, EditInfoPage);
    await userEvent.upload(await screen.findByLabelText('Import from a document'), new File(['…'], 'studio.pdf', { type: 'application/pdf' }));

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Background information' })).toHaveValue('We design calm homes.\n\nWe have 12 years of residential work.'));
    expect(formFields(api.callsTo('POST', '/api/accounts/info_file/')[0]?.body)).toEqual({ file: 'file:studio.pdf' });
  });

  it('drops the invisible control characters a document carries, so the imported text can be saved', async () => {
    const api = fakeApi({
      'GET /api/accounts/personal_info/': { json: personalInfoFixture() },
      'POST /api/accounts/info_file/': { json: { success: true, text: 'Page one\fPage two\u000b with a soft return.', msg: 'ok' } },
      'PUT /api/accounts/personal_info/': { json: { success: true, msg: 'Your account has been updated.' } },
    });
    await renderScreen(path, EditInfoPage);
    await userEvent.upload(await screen.findByLabelText('Import from a document'), new File(['…'], 'studio.pdf', { type: 'application/pdf' }));
    const context = screen.getByRole('textbox', { name: 'Background information' });
    await waitFor(() => expect(context).toHaveValue('We design calm homes.\n\nPage onePage two with a soft return.'));
    expect(screen.queryByText('This contains characters that are not allowed')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/accounts/personal_info/')).toHaveLength(1));
  });

  it('says so when a document cannot be read', async () => {
    fakeApi({
      'GET /api/accounts/personal_info/': { json: personalInfoFixture() },
      'POST /api/accounts/info_file/': { status: 422, json: { success: false, code: 'file_unreadable', msg: 'unreadable' } },
    });
    await renderScreen(path, EditInfoPage);
    await userEvent.upload(await screen.findByLabelText('Import from a document'), new File(['…'], 'studio.docx'));
    expect(await screen.findByText('Upload file failed, please try again')).toBeInTheDocument();
  });

  it('asks to try again in a moment when the server is reading too many files', async () => {
    fakeApi({
      'GET /api/accounts/personal_info/': { json: personalInfoFixture() },
      'POST /api/accounts/info_file/': { status: 429, json: { success: false, code: 'uploads_busy', msg: 'busy' } },
    });
    await renderScreen(path, EditInfoPage);
    await userEvent.upload(await screen.findByLabelText('Import from a document'), new File(['…'], 'studio.docx'));
    expect(await screen.findByText('Other files are still being processed. Please try again in a moment.')).toBeInTheDocument();
  });

  it('checks a new genie name while it is typed and warns that the public link changes', async () => {
    fakeApi({
      'GET /api/accounts/personal_info/': { json: personalInfoFixture() },
      'GET /api/accounts/info_duplicate_check/': (call) =>
        call.search.get('genie_name') === 'taken-name'
          ? { json: { status: 'bad_request', error: 'genie_name_taken', msg: 'This genie name is already taken' } }
          : { json: { status: 'ok' } },
    });
    await renderScreen(path, EditInfoPage);
    const genieName = await screen.findByLabelText('Genie name');
    await userEvent.clear(genieName);
    await userEvent.type(genieName, 'taken-name');

    expect(await screen.findByText('This genie name is already taken')).toBeInTheDocument();
    expect(screen.getByText('Changing the genie name changes your public link')).toBeInTheDocument();

    await userEvent.clear(genieName);
    await userEvent.type(genieName, 'aurora');
    expect(await screen.findByText('Available')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    fakeApi({ 'GET /api/accounts/personal_info/': { json: personalInfoFixture() } });
    await renderScreen(path, EditInfoPage);
    await userEvent.type(await screen.findByLabelText('Address'), ', 3F');
    await userEvent.click(screen.getByRole('link', { name: /Account/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByLabelText('Address')).toHaveValue('12 Light Street, Taipei, 3F');

    await userEvent.click(screen.getByRole('link', { name: /Account/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave and discard' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
  });
});
