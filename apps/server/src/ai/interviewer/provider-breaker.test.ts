import { describe, expect, it } from 'vitest';
import { createProviderBreaker } from './provider-breaker.ts';

function clock() {
  let t = 0;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('the provider breaker', () => {
  it('keeps calling a provider that fails now and then', () => {
    const breaker = createProviderBreaker({ failuresToOpen: 3 });
    for (let i = 0; i < 10; i++) {
      expect(breaker.allow()).toBe(true);
      if (i % 3 === 2) breaker.failure();
      else breaker.success();
    }
    expect(breaker.state).toBe('closed');
  });

  it('skips a provider after three failures in a row, for the cooldown', () => {
    const c = clock();
    const breaker = createProviderBreaker({ failuresToOpen: 3, cooldownMs: 30_000, now: c.now });
    for (let i = 0; i < 3; i++) breaker.failure();
    expect(breaker.allow()).toBe(false);
    c.advance(29_999);
    expect(breaker.allow()).toBe(false);
    c.advance(1);
    expect(breaker.allow()).toBe(true);
    // One trial at a time while half-open.
    expect(breaker.allow()).toBe(false);
  });

  it('keeps calling a provider that answers most calls at a busy time, when a few fail in a row by chance', () => {
    const c = clock();
    const breaker = createProviderBreaker({ failuresToOpen: 3, now: c.now });
    // Hundreds of visitors at once: about half the calls fail, and three or four in a row now and then.
    const failed = [0, 0, 1, 1, 1, 0, 1, 0, 1, 1, 1, 1, 0, 0, 0, 1, 0, 1, 1, 1, 0, 0, 1, 1, 1, 0, 0, 0, 1, 1, 1];
    for (const f of failed) {
      expect(breaker.allow()).toBe(true);
      if (f) breaker.failure();
      else breaker.success();
      c.advance(20);
    }
    expect(breaker.state).toBe('closed');
  });

  it('skips a provider that fails most of its calls, and one that went down after a good while', () => {
    const c = clock();
    const breaker = createProviderBreaker({ failuresToOpen: 3, now: c.now });
    for (let i = 0; i < 10; i++) breaker.success();
    for (let i = 0; i < 3; i++) breaker.failure();
    expect(breaker.state).toBe('closed');
    // A minute later the old successes no longer count: the failures since are what it is.
    c.advance(61_000);
    for (let i = 0; i < 3; i++) breaker.failure();
    expect(breaker.state).toBe('open');
    expect(breaker.allow()).toBe(false);
  });

  it('closes after a successful trial and doubles the pause after a failed one', () => {
    const c = clock();
    const breaker = createProviderBreaker({ failuresToOpen: 1, cooldownMs: 1_000, maxCooldownMs: 3_000, now: c.now });
    breaker.failure();
    c.advance(1_000);
    expect(breaker.allow()).toBe(true);
    breaker.failure();
    c.advance(1_999);
    expect(breaker.allow()).toBe(false);
    c.advance(1);
    expect(breaker.allow()).toBe(true);
    breaker.failure();
    c.advance(2_999);
    expect(breaker.allow()).toBe(false);
    c.advance(1);
    expect(breaker.allow()).toBe(true);
    breaker.success();
    expect(breaker.state).toBe('closed');
    expect(breaker.allow()).toBe(true);
  });
});
