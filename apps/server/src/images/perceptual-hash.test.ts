import { describe, expect, it } from 'vitest';
import { findNearDuplicate, hammingDistance, isNearDuplicate, perceptualHash, PHASH_DUPLICATE_DISTANCE } from './perceptual-hash.ts';

/** A 32×32 greyscale test card: a gradient with a bright block at (bx, by). */
function card(bx: number, by: number, brightness = 0): Float32Array {
  const grey = new Float32Array(32 * 32);
  for (let y = 0; y < 32; y++) {
    for (let x = 0; x < 32; x++) {
      const inBlock = x >= bx && x < bx + 10 && y >= by && y < by + 10;
      grey[y * 32 + x] = Math.min(255, x * 4 + y * 2 + (inBlock ? 90 : 0) + brightness);
    }
  }
  return grey;
}

describe('perceptual hash', () => {
  it('is 16 hex digits and stable', () => {
    const hash = perceptualHash(card(4, 4));
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(perceptualHash(card(4, 4))).toBe(hash);
  });

  it('barely changes with overall brightness, and changes a lot when the picture changes', () => {
    const base = perceptualHash(card(4, 4));
    expect(hammingDistance(base, perceptualHash(card(4, 4, 12)))).toBeLessThanOrEqual(2);
    expect(hammingDistance(base, perceptualHash(card(20, 18)))).toBeGreaterThan(PHASH_DUPLICATE_DISTANCE);
  });

  it('counts differing bits', () => {
    expect(hammingDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingDistance('8000000000000001', '0000000000000000')).toBe(2);
    expect(hammingDistance('00000000ffffffff', '0000000000000000')).toBe(32);
    expect(() => hammingDistance('xyz', '0000000000000000')).toThrow();
  });

  it('dedupes: finds a known near-duplicate, and nothing for a new picture', () => {
    const known = [
      { id: 'a', phash: '0f0f0f0f0f0f0f0f' },
      { id: 'b', phash: 'ffff0000ffff0000' },
    ];
    expect(findNearDuplicate('0f0f0f0f0f0f0f0e', known)?.id).toBe('a');
    expect(isNearDuplicate('0f0f0f0f0f0f0f0f', '0f0f0f0f0f0f0fff')).toBe(true);
    expect(isNearDuplicate('0f0f0f0f0f0f0f0f', '0f0f0f0f0f0ff0f0')).toBe(false);
    expect(findNearDuplicate('00000000ffffffff', known)).toBeUndefined();
  });
});
