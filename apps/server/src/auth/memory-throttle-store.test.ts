import { describe, expect, it } from 'vitest';
import { memoryThrottleStore } from './memory-throttle-store.ts';

function clock() {
  let at = Date.parse('2026-01-01T00:00:00Z');
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

describe('the in-memory throttle store', () => {
  it('counts hits within a window and starts again once the window has ended', async () => {
    const c = clock();
    const store = memoryThrottleStore(c.now);
    expect(await store.hit('k', 1000)).toEqual({ count: 1, resetInMs: 1000 });
    c.advance(400);
    expect(await store.hit('k', 1000)).toEqual({ count: 2, resetInMs: 600 });
    c.advance(600);
    expect(await store.peek('k')).toEqual({ count: 0, resetInMs: 0 });
    expect(await store.hit('k', 1000)).toEqual({ count: 1, resetInMs: 1000 });
  });

  it('reads a count without adding to it, and forgets a cleared key', async () => {
    const store = memoryThrottleStore(clock().now);
    await store.hit('k', 1000);
    expect(await store.peek('k')).toEqual({ count: 1, resetInMs: 1000 });
    expect(await store.peek('k')).toEqual({ count: 1, resetInMs: 1000 });
    await store.clear('k');
    expect((await store.peek('k')).count).toBe(0);
  });

  it('stays within its size, dropping the keys closest to expiry first', async () => {
    const store = memoryThrottleStore(clock().now, 10);
    await store.hit('long-lived', 60_000);
    for (let i = 0; i < 30; i++) await store.hit(`flood-${i}`, 1000);
    expect((await store.peek('long-lived')).count).toBe(1);
    let kept = 0;
    for (let i = 0; i < 30; i++) kept += (await store.peek(`flood-${i}`)).count;
    expect(kept).toBeLessThanOrEqual(9);
  });
});
