import type { Readable } from 'node:stream';

/**
 * Where uploaded and generated files live: local disk (`local-disk-storage.ts`, the default) or an
 * S3-compatible object store (`s3-storage.ts`). Both pass the same contract tests
 * (`test/file-storage-contract.test.ts`). Files are always served by the product's own `/api/files/…`
 * route, never straight from the store.
 */
export interface StoredFile {
  data: Buffer;
  contentType: string;
}

/** A file opened for streaming: its bytes as a stream, its type and its length in bytes. */
export interface OpenedFile {
  body: Readable;
  contentType: string;
  length: number;
}

export interface FileStorage {
  /** Stores the whole file or nothing: a reader never sees half a file, and a failure rejects. */
  put(key: string, data: Buffer): Promise<void>;
  /** The whole file in memory (small files: a logo for the report's PDF); undefined when there is none. */
  get(key: string): Promise<StoredFile | undefined>;
  /** The file as a stream (what the files route sends); undefined when there is none. */
  open(key: string): Promise<OpenedFile | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key (backups, moving to another store). */
  keys(): AsyncIterable<string>;
  /** The public address of a logo or a reference image; a request's files are reached by signed links (file-links.ts). */
  urlFor(key: string): string;
  /** Releases connections (the S3 client's sockets); nothing for local disk. */
  close?(): void;
}

const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
};

/**
 * Keys are `<folder>/<22+ random base64url chars>.<ext>`: unguessable and safe as a path. `.bin` files
 * (the studio's SVG, DXF and 3D exports) are only ever sent as downloads, so never as a document.
 */
export const fileKeyPattern = /^[a-z][a-z0-9-]{0,30}\/[A-Za-z0-9_-]{22,64}\.(webp|png|jpg|pdf|bin)$/;

export function isFileKey(key: string): boolean {
  return fileKeyPattern.test(key);
}

export function contentTypeOfKey(key: string): string {
  return contentTypes[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

export const FILES_URL_PREFIX = '/api/files/';
