import { randomBytes } from 'node:crypto';

/** A fresh unguessable key (128 random bits) in `folder`. */
export function newFileKey(folder: string, extension: 'webp' | 'png' | 'jpg' | 'pdf' | 'bin'): string {
  return `${folder}/${randomBytes(16).toString('base64url')}.${extension}`;
}
