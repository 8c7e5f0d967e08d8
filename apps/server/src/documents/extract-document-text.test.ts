import { describe, expect, it } from 'vitest';
import { testEnv } from '../env.ts';
import { extractDocumentText, tidyText } from './extract-document-text.ts';

const limits = testEnv();

const txt = (text: string) => ({ filename: 'notes.txt', mimetype: 'text/plain', data: Buffer.from(text) });

describe('document text', () => {
  it('is tidied: unified newlines, no trailing blanks, at most one empty line in a row', () => {
    expect(tidyText('a  \r\nb\r\r\n\n\n\nc\t\n')).toBe('a\nb\n\nc');
    // What a document may carry but no text field accepts is dropped, so the import saves as it is.
    expect(tidyText('a\u0000b\u0007c\u001bd\ud800e')).toBe('abcde');
  });

  it('reads UTF-8 (with or without BOM) and falls back to Windows-1252', async () => {
    expect(await extractDocumentText(txt('\uFEFF設計工作室 디자인'), 100, limits)).toBe('設計工作室 디자인');
    expect(await extractDocumentText({ filename: 'a.TXT', mimetype: '', data: Buffer.from([0x63, 0x61, 0x66, 0xe9]) }, 100, limits)).toBe('café');
  });

  it('cuts at a word boundary when the text is too long', async () => {
    expect(await extractDocumentText(txt('alpha beta gamma delta'), 19, limits)).toBe('alpha beta gamma');
  });
});
