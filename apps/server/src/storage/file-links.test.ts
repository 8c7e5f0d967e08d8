import { describe, expect, it } from 'vitest';
import { fileLinks, isPublicFileKey, type FileGrant, type FileLinkQuery } from './file-links.ts';

const planA = 'floor-plans/AAAAAAAAAAAAAAAAAAAAAA.webp';
const planB = 'floor-plans/BBBBBBBBBBBBBBBBBBBBBB.webp';
const designer: FileGrant = { kind: 'designer', requestId: '5f0c3a52-7c1e-4a53-9d59-0a4f3e1b2c3d' };
const share: FileGrant = { kind: 'share', shareKey: 'k3yOfTheShareLink_abcd' };

function clockAt(iso: string) {
  let now = new Date(iso);
  return { now: () => now, set: (next: string) => (now = new Date(next)) };
}

function split(url: string): { key: string; query: FileLinkQuery } {
  const parsed = new URL(url, 'http://genie.test');
  return { key: parsed.pathname.slice('/api/files/'.length), query: Object.fromEntries(parsed.searchParams) };
}

describe('signed links to request files', () => {
  const clock = clockAt('2026-03-01T10:20:00Z');
  const links = fileLinks(Buffer.from('a test secret of thirty-two chars!'), clock.now);

  it('open the file they were signed for, naming whom they were issued to', () => {
    const { key, query } = split(links.urlFor(planA, share));
    expect(key).toBe(planA);
    expect(query.grant).toBe('share.k3yOfTheShareLink_abcd');
    expect(links.check(key, query)).toEqual({ ok: true, grant: share });
  });

  it('end two to three hours after they were issued, the expiry rounded up to the hour so re-reads give the same address', () => {
    const first = links.urlFor(planA, designer);
    clock.set('2026-03-01T10:55:00Z');
    expect(links.urlFor(planA, designer)).toBe(first);
    const { query } = split(first);
    expect(new Date(Number(query.expires) * 1000).toISOString()).toBe('2026-03-01T13:00:00.000Z');
    clock.set('2026-03-01T12:59:59Z');
    expect(links.check(planA, query).ok).toBe(true);
    clock.set('2026-03-01T13:00:00Z');
    expect(links.check(planA, query)).toEqual({ ok: false, reason: 'expired' });
    clock.set('2026-03-01T10:20:00Z');
  });

  it('do not open another file, another grant or a later expiry', () => {
    const { query } = split(links.urlFor(planA, designer));
    expect(links.check(planB, query)).toEqual({ ok: false, reason: 'invalid' });
    expect(links.check(planA, { ...query, grant: 'designer.another-request' })).toEqual({ ok: false, reason: 'invalid' });
    expect(links.check(planA, { ...query, expires: String(Number(query.expires) + 3600) })).toEqual({ ok: false, reason: 'invalid' });
    expect(links.check(planA, { ...query, signature: `${query.signature?.slice(0, -1)}A` }).ok).toBe(false);
  });

  it('are refused when unsigned, incomplete, or signed with another secret', () => {
    expect(links.check(planA, {})).toEqual({ ok: false, reason: 'unsigned' });
    const { query } = split(links.urlFor(planA, designer));
    expect(links.check(planA, { grant: query.grant, expires: query.expires })).toEqual({ ok: false, reason: 'invalid' });
    const other = fileLinks(Buffer.from('another secret, thirty-two chars!!'), clock.now);
    expect(other.check(planA, query)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('public files', () => {
  it('are the logos and the reference images only; every other folder belongs to a request', () => {
    expect(isPublicFileKey('logos/AAAAAAAAAAAAAAAAAAAAAA.webp')).toBe(true);
    expect(isPublicFileKey('references/AAAAAAAAAAAAAAAAAAAAAA.jpg')).toBe(true);
    expect(isPublicFileKey(planA)).toBe(false);
    expect(isPublicFileKey('brief-notes/AAAAAAAAAAAAAAAAAAAAAA.webp')).toBe(false);
    expect(isPublicFileKey('reports/AAAAAAAAAAAAAAAAAAAAAA.pdf')).toBe(false);
  });
});
