import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { manyEntriesDocx, plainDocx } from '../../test/hostile-documents.ts';
import { DocumentLimitError } from './document-limit-error.ts';
import { readDocumentRaw, type DocumentReadLimits } from './read-document-raw.ts';

const limits: DocumentReadLimits = { maxInflatedBytes: 1024 * 1024, maxZipEntries: 100, maxPages: 300, maxChars: 20_000 };

function pdfOfPages(pages: readonly string[]): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (const text of pages) doc.addPage().text(text);
  doc.end();
  return done;
}

const limitOf = (promise: Promise<unknown>) => promise.then(() => 'no error', (err: unknown) => (err instanceof DocumentLimitError ? err.limit : err));

describe('reading a document under limits', () => {
  it('reads a PDF only up to the page limit', async () => {
    const pdf = await pdfOfPages(['First page.', 'Second page.', 'Third page.']);
    const text = await readDocumentRaw('.pdf', pdf, { ...limits, maxPages: 2 });
    expect(text).toContain('First page.');
    expect(text).toContain('Second page.');
    expect(text).not.toContain('Third page.');
  });

  it('stops opening PDF pages once enough text is read, and cuts any text at the limit', async () => {
    const pdf = await pdfOfPages(['alpha '.repeat(50), 'beta '.repeat(50), 'gamma']);
    const text = await readDocumentRaw('.pdf', pdf, { ...limits, maxChars: 100 });
    expect(text).toHaveLength(100);
    expect(text).not.toContain('beta');
    expect(await readDocumentRaw('.docx', plainDocx('word '.repeat(100)), { ...limits, maxChars: 50 })).toHaveLength(50);
  });

  it('reads a .docx through the counted archive: its entry limit holds', async () => {
    expect(await readDocumentRaw('.docx', plainDocx('Calm oak interiors.'), limits)).toContain('Calm oak interiors.');
    expect(await limitOf(readDocumentRaw('.docx', manyEntriesDocx(500), limits))).toBe('zip_entries');
  });

  it('takes only a real Word 97 file as .doc (a renamed .docx would be unzipped by another reader)', async () => {
    expect(await limitOf(readDocumentRaw('.doc', plainDocx('hello'), limits))).toBe('not_a_document');
  });
});
