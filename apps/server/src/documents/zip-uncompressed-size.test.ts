import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { zipUncompressedSize } from './zip-uncompressed-size.ts';

const docx = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/studio-background.docx'));

describe('zip size check (zip-bomb guard for .docx)', () => {
  it('adds up the declared uncompressed sizes of a real .docx', () => {
    const size = zipUncompressedSize(docx);
    expect(size).toBeGreaterThan(docx.length);
    expect(size).toBeLessThan(1024 * 1024);
  });

  it('reads a forged huge declared size', () => {
    const forged = Buffer.from(docx);
    const eocd = forged.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const central = forged.readUInt32LE(eocd + 16);
    forged.writeUInt32LE(0xfffffff0, central + 24);
    expect(zipUncompressedSize(forged)).toBeGreaterThan(4_000_000_000);
  });

  it('gives undefined for something that is not a zip', () => {
    expect(zipUncompressedSize(Buffer.from('plain text, no zip here at all'))).toBeUndefined();
    expect(zipUncompressedSize(docx.subarray(0, docx.length - 30))).toBeUndefined();
  });
});
