import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lyingHeaderDocx, manyEntriesDocx, zipOf } from '../../test/hostile-documents.ts';
import { openBoundedZip } from './bounded-zip.ts';
import { DocumentLimitError } from './document-limit-error.ts';

const docx = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/studio-background.docx'));
const MB = 1024 * 1024;
const limits = { maxEntries: 100, maxInflatedBytes: MB };
const limitOf = async (attempt: () => unknown) => {
  try {
    await attempt();
  } catch (err) {
    return err instanceof DocumentLimitError ? err.limit : err;
  }
  return 'no error';
};

describe('reading a .docx archive under limits (zip-bomb guard)', () => {
  it('reads the parts of a real .docx', async () => {
    const zip = openBoundedZip(docx, limits);
    expect(zip.exists('word/document.xml')).toBe(true);
    expect(await zip.read('word/document.xml', 'utf-8')).toContain('We design calm residential interiors in Taipei.');
  });

  it('stops inflating at the byte budget whatever size the headers claim', async () => {
    const zip = openBoundedZip(lyingHeaderDocx(50 * MB), limits); // claims 1,000 bytes
    expect(await limitOf(() => zip.read('word/document.xml'))).toBe('inflated_bytes');
    expect(zip.inflatedBytes()).toBe(0);
  });

  it('counts every read against one budget', async () => {
    const part = Buffer.alloc(0.6 * MB, 'x');
    const zip = openBoundedZip(zipOf([{ name: 'a.xml', data: part }, { name: 'b.xml', data: part }]), limits);
    expect((await zip.read('a.xml')).length).toBe(part.length);
    expect(await limitOf(() => zip.read('b.xml'))).toBe('inflated_bytes');
  });

  it('refuses an archive with more entries than allowed before reading any', async () => {
    expect(await limitOf(() => openBoundedZip(manyEntriesDocx(200), limits))).toBe('zip_entries');
    expect(openBoundedZip(manyEntriesDocx(50), limits).names.length).toBe(53);
  });

  it('refuses what is not a whole zip', async () => {
    expect(await limitOf(() => openBoundedZip(Buffer.from('plain text, no zip here at all'), limits))).toBe('not_a_document');
    expect(await limitOf(() => openBoundedZip(docx.subarray(0, docx.length - 30), limits))).toBe('not_a_document');
  });
});
