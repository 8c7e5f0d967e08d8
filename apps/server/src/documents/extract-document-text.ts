import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { INFO_FILE_EXTENSIONS, validationMessages, withoutForbiddenTextCharacters } from '@genie/contracts';
import type { Env } from '../env.ts';
import { AppError } from '../errors.ts';
import { extensionOf, type UploadedFile } from '../images/uploaded-file.ts';
import { DocumentLimitError } from './document-limit-error.ts';
import { extractInChild } from './extract-in-child.ts';
import type { ContainerExtension } from './read-document-raw.ts';

/** The limits a document is read under (env DOCUMENT_*). */
export type DocumentLimits = Pick<
  Env,
  'DOCUMENT_MAX_INFLATED_MB' | 'DOCUMENT_MAX_ZIP_ENTRIES' | 'DOCUMENT_MAX_PDF_PAGES' | 'DOCUMENT_EXTRACTION_TIMEOUT_MS' | 'DOCUMENT_EXTRACTION_MAX_MB'
>;

export const unreadableDocument = () => new AppError('file_unreadable', validationMessages.info_file_failed);

function decodeText(data: Buffer): string {
  if (data.includes(0)) throw unreadableDocument(); // binary, or UTF-16 we do not guess at
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data); // drops a BOM too
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}

/**
 * Tidies extracted text: unified newlines, no trailing spaces, at most one blank line in a row, and no
 * character a text field refuses (control characters, lone surrogates), so the import can be saved as is.
 */
export function tidyText(text: string): string {
  return withoutForbiddenTextCharacters(text.replace(/\r\n?/g, '\n').replace(/[\t\f\v ]+\n/g, '\n'))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Throws `file_type_unsupported` unless the name is a .txt, .docx, .doc or .pdf. */
export function documentExtension(filename: string): string {
  const ext = extensionOf(filename);
  if (!(INFO_FILE_EXTENSIONS as readonly string[]).includes(ext)) {
    throw new AppError('file_type_unsupported', validationMessages.info_file_type);
  }
  return ext;
}

/**
 * Plain text of a background-information document (.txt, .docx, .doc, .pdf), cut at `maxLength`
 * characters on a word boundary so it fits the designer's context field. Plain text is decoded in
 * place; the other formats are read in a separate, memory- and time-capped process under the
 * byte, entry and page limits. Any failure, a broken limit included, is `file_unreadable`.
 */
export async function extractDocumentText(file: UploadedFile, maxLength: number, limits: DocumentLimits): Promise<string> {
  const ext = documentExtension(file.filename);
  let raw: string;
  if (ext === '.txt') {
    raw = decodeText(file.data);
  } else {
    // The bytes go to the extraction process as a private temporary file: passing them over IPC
    // would copy and serialise megabytes on the server's event loop.
    const tempFile = path.join(os.tmpdir(), `genie-document-${randomBytes(12).toString('hex')}${ext}`);
    try {
      await fs.writeFile(tempFile, file.data, { mode: 0o600, flag: 'wx' });
      raw = await extractInChild(
        {
          ext: ext as ContainerExtension,
          path: tempFile,
          limits: {
            maxInflatedBytes: limits.DOCUMENT_MAX_INFLATED_MB * 1024 * 1024,
            maxZipEntries: limits.DOCUMENT_MAX_ZIP_ENTRIES,
            maxPages: limits.DOCUMENT_MAX_PDF_PAGES,
            // Tidying shrinks the text (spaces, blank lines): read a good margin over what is kept.
            maxChars: maxLength * 4,
          },
        },
        { maxRssBytes: limits.DOCUMENT_EXTRACTION_MAX_MB * 1024 * 1024, timeoutMs: limits.DOCUMENT_EXTRACTION_TIMEOUT_MS },
      );
    } catch (err) {
      if (err instanceof DocumentLimitError) throw Object.assign(unreadableDocument(), { limit: err.limit });
      throw err;
    } finally {
      await fs.rm(tempFile, { force: true });
    }
  }
  const text = tidyText(raw);
  if (!text) throw unreadableDocument();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const lastSpace = cut.search(/\s\S*$/);
  return (lastSpace > maxLength * 0.8 ? cut.slice(0, lastSpace) : cut).trimEnd();
}
