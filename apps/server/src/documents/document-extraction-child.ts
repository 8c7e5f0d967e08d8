/**
 * The document extraction process: is told over IPC which (temporary) file to read, reads its text under the byte,
 * entry, page and text limits, answers, and exits. The parent (extract-in-child.ts) caps its memory
 * and time and kills it on overrun, so whatever a document does here cannot reach the server.
 */
import { readFile } from 'node:fs/promises';
import { DocumentLimitError, type DocumentLimit } from './document-limit-error.ts';
import { readDocumentRaw, type ContainerExtension, type DocumentReadLimits } from './read-document-raw.ts';

export interface ExtractionJob {
  ext: ContainerExtension;
  /** A private temporary file holding the upload (the server writes it and deletes it afterwards). */
  path: string;
  limits: DocumentReadLimits;
}

export type ExtractionAnswer = { ok: true; text: string } | { ok: false; limit: DocumentLimit };

function answer(message: ExtractionAnswer) {
  process.send?.(message, undefined, {}, () => process.exit(0));
}

process.once('message', (job: ExtractionJob) => {
  readFile(job.path)
    .then((data) => readDocumentRaw(job.ext, data, job.limits))
    .then(
      (text) => answer({ ok: true, text }),
      (err: unknown) => answer({ ok: false, limit: err instanceof DocumentLimitError ? err.limit : 'not_a_document' }),
    );
});
