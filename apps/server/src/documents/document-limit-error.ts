/** Which hard limit a document broke while it was being read. */
export type DocumentLimit = 'inflated_bytes' | 'zip_entries' | 'memory' | 'time' | 'not_a_document';

/**
 * A document refused while it was being read: it inflated past the byte budget, had too many
 * entries, took too much memory or time, or is not the kind of file its name says. The info-file
 * route answers every one of them with the spec's "Upload file failed, please try again".
 */
export class DocumentLimitError extends Error {
  constructor(public readonly limit: DocumentLimit) {
    super(`document refused: ${limit}`);
    this.name = 'DocumentLimitError';
  }
}
