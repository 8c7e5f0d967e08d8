import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leasesRepository } from '../src/db/repositories/leases.ts';
import { createTestApp, type TestApp } from './helpers.ts';

describe('leases on shared work (one holder across every instance)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets one holder at a time claim a key, frees it on release, and lets an expired claim be taken over', async () => {
    const leases = leasesRepository(t.database.db);
    const at = new Date('2026-11-25T10:00:00Z');
    const later = (ms: number) => new Date(at.getTime() + ms);
    const claims = await Promise.all(['one', 'two', 'three'].map((holder) => leases.claim('work:1', holder, 60_000, at)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await leases.held('work:1', later(1000))).toBe(true);
    expect(await leases.claim('work:2', 'two', 60_000, at)).toBe(true);

    // Only its holder releases it.
    const winner = ['one', 'two', 'three'][claims.indexOf(true)]!;
    await leases.release('work:1', winner === 'one' ? 'two' : 'one');
    expect(await leases.held('work:1', later(1000))).toBe(true);
    await leases.release('work:1', winner);
    expect(await leases.held('work:1', later(1000))).toBe(false);
    expect(await leases.claim('work:1', 'four', 60_000, later(1000))).toBe(true);

    // A holder that vanished: its claim expires, and the next one takes the key.
    expect(await leases.claim('work:2', 'five', 60_000, later(30_000))).toBe(false);
    expect(await leases.held('work:2', later(60_001))).toBe(false);
    expect(await leases.claim('work:2', 'five', 60_000, later(60_001))).toBe(true);
  });
});
