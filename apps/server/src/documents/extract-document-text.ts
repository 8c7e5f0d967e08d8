import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import { extractText as extractPdfText, getDocumentProxy } from 'unpdf';
import { INFO_FILE_EXTENSIONS, validationMessages } from '@genie/contracts';
import { AppError } from '../errors.ts';
import { extensionOf, type UploadedFile } from '../images/uploaded-file.ts';
import { zipUncompressedSize } from './zip-uncompressed-size.ts';

const MAX_INFLATED_BYTES = 100 * 1024 * 1024;
const EXTRACTION_TIMEOUT_MS = 20_000;

const unreadable = () => new AppError('file_unreadable', validationMessages.info_file_failed);

function decodeText(data: Buffer): string {
  if (data.includes(0)) throw unreadable(); // binary, or UTF-16 we do not guess at
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data); // drops a BOM too
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}

async function extractRaw(ext: string, data: Buffer): Promise<string> {
  switch (ext) {
    case '.txt':
      return decodeText(data);
    case '.docx': {
      const inflated = zipUncompressedSize(data);
      if (inflated === undefined || inflated > MAX_INFLATED_BYTES) throw unreadable();
      return (await mammoth.extractRawText({ buffer: data })).value;
    }
    case '.doc':
      return (await new WordExtractor().extract(data)).getBody();
    case '.pdf': {
      // verbosity 0: pdf.js would print warnings about damaged files to stderr.
      const pdf = await getDocumentProxy(new Uint8Array(data), { verbosity: 0, isEvalSupported: false });
      try {
        return (await extractPdfText(pdf, { mergePages: true })).text;
      } finally {
        await pdf.destroy();
      }
    }
    default:
      throw new AppError('file_type_unsupported', validationMessages.info_file_type);
  }
}

/** Tidies extracted text: unified newlines, no trailing spaces, at most one blank line in a row. */
export function tidyText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\t\f\v ]+\n/g, '\n')
    .replaceAll('\0', '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Plain text of a background-information document (.txt, .docx, .doc, .pdf), cut at `maxLength`
 * characters on a word boundary so it fits the designer's context field.
 */
export async function extractDocumentText(file: UploadedFile, maxLength: number): Promise<string> {
  const ext = extensionOf(file.filename);
  if (!(INFO_FILE_EXTENSIONS as readonly string[]).includes(ext)) {
    throw new AppError('file_type_unsupported', validationMessages.info_file_type);
  }
  let timer: NodeJS.Timeout | undefined;
  let raw: string;
  try {
    raw = await Promise.race([
      extractRaw(ext, file.data),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(unreadable()), EXTRACTION_TIMEOUT_MS);
      }),
    ]);
  } catch (err) {
    throw err instanceof AppError ? err : unreadable();
  } finally {
    clearTimeout(timer);
  }
  const text = tidyText(raw);
  if (!text) throw unreadable();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const lastSpace = cut.search(/\s\S*$/);
  return (lastSpace > maxLength * 0.8 ? cut.slice(0, lastSpace) : cut).trimEnd();
}
