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
