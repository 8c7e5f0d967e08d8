import { describe, expect, it } from 'vitest';
import { generateToken, hashToken, looksLikeToken } from './tokens.ts';

describe('tokens', () => {
  it('are at least 128 random bits, URL-safe and never repeat', () => {
    const tokens = new Set(Array.from({ length: 200 }, generateToken));
    expect(tokens.size).toBe(200);
    for (const t of tokens) {
      expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(t, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
      expect(looksLikeToken(t)).toBe(true);
    }
  });

  it('are stored as a SHA-256 digest, never as themselves', () => {
    const token = generateToken();
    const hash = hashToken(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(hashToken(token)).toBe(hash);
  });

  it('rejects values that cannot be tokens', () => {
    for (const bad of ['', 'short', 'has spaces in it and is quite long enough', 'x'.repeat(200)]) {
      expect(looksLikeToken(bad)).toBe(false);
    }
  });
});
