import { describe, expect, it } from 'vitest';
import { contrastRatio, DARK_TEXT, LIGHT_TEXT, readableTextOn } from './color-contrast.ts';

describe('readable text on a chosen colour', () => {
  it('puts white text on dark colours and dark text on light ones', () => {
    expect(readableTextOn('#112233')).toBe(LIGHT_TEXT);
    expect(readableTextOn('#5d5089')).toBe(LIGHT_TEXT);
    expect(readableTextOn('#FFC700')).toBe(DARK_TEXT);
    expect(readableTextOn('#f4f2fa')).toBe(DARK_TEXT);
  });

  it('always reaches at least the 4.5:1 ratio for normal text', () => {
    for (const colour of ['#8b7dbe', '#FFC700', '#777777', '#ff0000', '#00ff00', '#0000ff', '#808080']) {
      expect(contrastRatio(colour, readableTextOn(colour))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('measures black on white as 21:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});
