import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorOf, multipart, registerDesigner, type FilePart, type TestApp } from './helpers.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const fixture = (name: string): FilePart => ({ filename: name, data: fs.readFileSync(path.join(fixtures, name)) });

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await registerDesigner(t.app)).token;
});
afterAll(() => t.close());

const upload = (fields: Parameters<typeof multipart>[0], auth = token) => {
  const body = multipart(fields);
  return t.app.inject({ method: 'POST', url: '/api/accounts/info_file/', headers: { ...bearer(auth), ...body.headers }, payload: body.payload });
};

describe('reading a background-information document', () => {
  it.each(['studio-background.txt', 'studio-background.docx', 'studio-background.doc', 'studio-background.pdf'])(
    'gives back the plain text of %s',
    async (name) => {
      const res = await upload({ file: fixture(name) });
      expect(res.statusCode).toBe(200);
      const body = res.json<{ success: boolean; text: string; msg: string }>();
      expect(body.success).toBe(true);
      expect(body.text).toContain('We design calm residential interiors in Taipei.');
      expect(body.text).toContain('Our clients value natural light, oak and linen.');
      expect(body.text).not.toMatch(/\n{3,}/);
    },
  );

  it('cuts a very long text to what the context field holds (5000 characters)', async () => {
    const long = Buffer.from(Array.from({ length: 2000 }, (_, i) => `word${i}`).join(' '));
    const { text } = (await upload({ file: { filename: 'long.txt', data: long } })).json<{ text: string }>();
    expect(text.length).toBeLessThanOrEqual(5000);
    expect(text.length).toBeGreaterThan(4000);
    expect(text.endsWith(' ')).toBe(false);
  });

  it('refuses other file types', async () => {
    for (const filename of ['notes.rtf', 'photo.png', 'no-extension']) {
      expect(errorOf(await upload({ file: { filename, data: Buffer.from('hello') } }))).toEqual({
        status: 415,
        code: 'file_type_unsupported',
        msg: 'Please upload a .txt, .docx, .doc or .pdf file',
      });
    }
  });

  it('says "Upload file failed, please try again" for a document it cannot read', async () => {
    for (const filename of ['broken.docx', 'broken.doc', 'broken.pdf']) {
      expect(errorOf(await upload({ file: { filename, data: Buffer.from('this is not really a document') } }))).toEqual({
        status: 422,
        code: 'file_unreadable',
        msg: 'Upload file failed, please try again',
      });
    }
    expect(errorOf(await upload({ file: { filename: 'binary.txt', data: Buffer.from([0, 1, 2, 3, 0]) } })).code).toBe('file_unreadable');
    expect(errorOf(await upload({ file: { filename: 'empty.txt', data: Buffer.from('   \n  ') } })).code).toBe('file_unreadable');
  });

  it('refuses a file over 10 MB', async () => {
    expect(errorOf(await upload({ file: { filename: 'big.txt', data: Buffer.alloc(10 * 1024 * 1024 + 1, 97) } }))).toMatchObject({
      status: 413,
      code: 'payload_too_large',
      msg: 'The file size limit is 10MB',
    });
  });

  it('needs a file field', async () => {
    expect(errorOf(await upload({ other: 'x' }))).toMatchObject({ status: 400, code: 'validation_failed', fields: { file: 'info_file_type' } });
  });

  it('is only for signed-in designers', async () => {
    expect(errorOf(await upload({ file: fixture('studio-background.txt') }, 'x'.repeat(43)))).toMatchObject({ status: 401, code: 'unauthorized' });
  });
});
