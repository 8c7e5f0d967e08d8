/** Where uploaded and generated files live. Local disk now; an S3 adapter can implement the same port. */
export interface StoredFile {
  data: Buffer;
  contentType: string;
}

export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<StoredFile | undefined>;
  delete(key: string): Promise<void>;
  /** The public address of a logo or a reference image; a request's files are reached by signed links (file-links.ts). */
  urlFor(key: string): string;
}

const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
};

/** Keys are `<folder>/<22+ random base64url chars>.<ext>`: unguessable and safe as a path. */
export const fileKeyPattern = /^[a-z][a-z0-9-]{0,30}\/[A-Za-z0-9_-]{22,64}\.(webp|png|jpg|pdf)$/;

export function isFileKey(key: string): boolean {
  return fileKeyPattern.test(key);
}

export function contentTypeOfKey(key: string): string {
  return contentTypes[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

export const FILES_URL_PREFIX = '/api/files/';
