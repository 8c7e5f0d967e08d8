import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import { getDocumentProxy } from 'unpdf';
import { openBoundedZip } from './bounded-zip.ts';
import { DocumentLimitError } from './document-limit-error.ts';

export interface DocumentReadLimits {
  /** Bytes a .docx may inflate to, all its parts together, counted while inflating. */
  maxInflatedBytes: number;
  /** Entries a .docx archive may list. */
  maxZipEntries: number;
  /** Pages of a PDF that are read; the rest are not opened. */
  maxPages: number;
  /** Characters of text wanted: reading stops (PDF) or the text is cut (other formats) past this. */
  maxChars: number;
}

/** The file types read in the extraction process (plain text is decoded in place). */
export type ContainerExtension = '.docx' | '.doc' | '.pdf';

const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

async function readDocx(data: Buffer, limits: DocumentReadLimits): Promise<string> {
  const zip = openBoundedZip(data, { maxEntries: limits.maxZipEntries, maxInflatedBytes: limits.maxInflatedBytes });
  // mammoth takes any object with exists/read as its archive (its `file` input): ours counts bytes.
  const input = { file: { exists: zip.exists, read: zip.read } } as unknown as Parameters<typeof mammoth.extractRawText>[0];
  return (await mammoth.extractRawText(input)).value;
}

async function readDoc(data: Buffer): Promise<string> {
  // word-extractor would open a zip (a renamed .docx) with its own unzip: only real Word 97 files here.
  if (!data.subarray(0, OLE_SIGNATURE.length).equals(OLE_SIGNATURE)) throw new DocumentLimitError('not_a_document');
  return (await new WordExtractor().extract(data)).getBody();
}

/** Page by page, in order, stopping at the page limit or once enough text has been read. */
async function readPdf(data: Buffer, limits: DocumentReadLimits): Promise<string> {
  // verbosity 0: pdf.js would print warnings about damaged files to stderr.
  const pdf = await getDocumentProxy(new Uint8Array(data), { verbosity: 0, isEvalSupported: false, disableFontFace: true, stopAtErrors: false });
  try {
    const pages: string[] = [];
    let length = 0;
    for (let n = 1; n <= Math.min(pdf.numPages, limits.maxPages) && length < limits.maxChars; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
      page.cleanup();
      pages.push(text);
      length += text.length;
    }
    return pages.join('\n').replace(/[^\S\n]+/g, ' ').replace(/ ?\n ?/g, '\n');
  } finally {
    await pdf.destroy();
  }
}

/**
 * The raw text of a .docx, .doc or .pdf under hard limits: a .docx is inflated with a byte counter
 * and an entry limit, a PDF is read only up to the page and text limits. Meant to run in the
 * extraction process (extract-in-child.ts), which also caps memory and time.
 */
export async function readDocumentRaw(ext: ContainerExtension, data: Buffer, limits: DocumentReadLimits): Promise<string> {
  const text = ext === '.docx' ? await readDocx(data, limits) : ext === '.doc' ? await readDoc(data) : await readPdf(data, limits);
  return text.length > limits.maxChars ? text.slice(0, limits.maxChars) : text;
}
