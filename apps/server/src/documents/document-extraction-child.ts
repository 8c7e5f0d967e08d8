/**
 * The document extraction process: receives one document over IPC, reads its text under the byte,
 * entry, page and text limits, answers, and exits. The parent (extract-in-child.ts) caps its memory
 * and time and kills it on overrun, so whatever a document does here cannot reach the server.
 */
import { DocumentLimitError, type DocumentLimit } from './document-limit-error.ts';
import { readDocumentRaw, type ContainerExtension, type DocumentReadLimits } from './read-document-raw.ts';

export interface ExtractionJob {
  ext: ContainerExtension;
  data: Uint8Array;
  limits: DocumentReadLimits;
}

export type ExtractionAnswer = { ok: true; text: string } | { ok: false; limit: DocumentLimit };

function answer(message: ExtractionAnswer) {
  process.send?.(message, undefined, {}, () => process.exit(0));
}

process.once('message', (job: ExtractionJob) => {
  const data = Buffer.from(job.data.buffer, job.data.byteOffset, job.data.byteLength);
  readDocumentRaw(job.ext, data, job.limits).then(
    (text) => answer({ ok: true, text }),
    (err: unknown) => answer({ ok: false, limit: err instanceof DocumentLimitError ? err.limit : 'not_a_document' }),
  );
});
