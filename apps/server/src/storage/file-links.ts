import { createHmac, timingSafeEqual } from 'node:crypto';
import { FILE_LINK_MIN_LIFETIME_MS } from '@genie/contracts';
import { FILES_URL_PREFIX } from './file-storage.ts';

/**
 * Who a private file's link was issued to. A designer's and a visitor's link to a request file name the
 * request; a shared view's names the share key, so a revoke (a new share key) ends it where it is served.
 * A studio image's link names the designer who owns it.
 */
export type FileGrant =
  | { kind: 'designer' | 'visitor'; requestId: string }
  | { kind: 'share'; shareKey: string }
  | { kind: 'studio'; designerId: string };

/** The query of a signed link: `grant`, `expires` (Unix seconds) and `signature`. */
export interface FileLinkQuery {
  grant?: string | undefined;
  expires?: string | undefined;
  signature?: string | undefined;
}

export type FileLinkCheck = { ok: true; grant: FileGrant } | { ok: false; reason: 'unsigned' | 'invalid' | 'expired' };

/**
 * A link lives 2 to 3 hours (FILE_LINK_MIN_LIFETIME_MS, then its expiry rounded up to the hour, so the
 * address and the browser's cached copy stay the same across re-reads). The web app re-reads a page's
 * request every hour and whenever it is 30 s stale. A share's revoke is checked when the file is served.
 */
const EXPIRY_STEP_MS = 60 * 60_000;

/**
 * Files anyone may load, cached for a year: designers' public logos, the reference images (the
 * shared library and the designers' portfolios, which every visitor of their genie sees) and the
 * photos of designers' furniture products (shown in the lists they share with clients). Every other
 * folder (a request's files, the studio's images and its copies of clients' photos) is served only
 * through a signed link.
 */
const publicFolders = new Set(['logos', 'references', 'products']);

export function isPublicFileKey(key: string): boolean {
  return publicFolders.has(key.slice(0, key.indexOf('/')));
}

const grantPattern = /^(designer|visitor|share|studio)\.([A-Za-z0-9_-]{1,100})$/;

export function grantText(grant: FileGrant): string {
  switch (grant.kind) {
    case 'share':
      return `share.${grant.shareKey}`;
    case 'studio':
      return `studio.${grant.designerId}`;
    default:
      return `${grant.kind}.${grant.requestId}`;
  }
}

function grantOf(text: string): FileGrant | undefined {
  const match = grantPattern.exec(text);
  if (!match) return undefined;
  const [, kind, id] = match as unknown as [string, FileGrant['kind'], string];
  if (kind === 'share') return { kind, shareKey: id };
  if (kind === 'studio') return { kind, designerId: id };
  return { kind, requestId: id };
}

export interface FileLinks {
  /** The address of a private file (a request's, a studio image) for the holder of `grant`, signed until 2–3 hours from now. */
  urlFor(key: string, grant: FileGrant): string;
  /** Whether the link's signature covers this key, grant and expiry, and the expiry has not passed. */
  check(key: string, query: FileLinkQuery): FileLinkCheck;
}

/** Signed links (HMAC-SHA256 over key, expiry and grant with the server's secret) on the clock `now`. */
export function fileLinks(secret: Buffer, now: () => Date): FileLinks {
  const sign = (key: string, expires: string, grant: string) =>
    createHmac('sha256', secret).update(`${key}\n${expires}\n${grant}`).digest('base64url');
  return {
    urlFor(key, grant) {
      const expiresMs = Math.ceil((now().getTime() + FILE_LINK_MIN_LIFETIME_MS) / EXPIRY_STEP_MS) * EXPIRY_STEP_MS;
      const expires = String(expiresMs / 1000);
      const text = grantText(grant);
      const query = new URLSearchParams({ grant: text, expires, signature: sign(key, expires, text) });
      return `${FILES_URL_PREFIX}${key}?${query.toString()}`;
    },
    check(key, { grant, expires, signature }) {
      if (!grant && !expires && !signature) return { ok: false, reason: 'unsigned' };
      if (!grant || !expires || !signature || !/^\d{1,12}$/.test(expires)) return { ok: false, reason: 'invalid' };
      const parsed = grantOf(grant);
      const expected = Buffer.from(sign(key, expires, grant));
      const given = Buffer.from(signature);
      if (!parsed || given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
      if (Number(expires) * 1000 <= now().getTime()) return { ok: false, reason: 'expired' };
      return { ok: true, grant: parsed };
    },
  };
}
