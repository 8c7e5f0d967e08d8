import { describe, expect, it } from 'vitest';
import { deltaE, hexToLab, labToHex, rgbToLab } from './lab-colour.ts';
import { mergePalettes } from './merge-palettes.ts';

describe('Lab colour', () => {
  it('converts sRGB to Lab and back', () => {
    const white = rgbToLab(255, 255, 255);
    expect(white.l).toBeCloseTo(100, 1);
    expect(Math.abs(white.a) + Math.abs(white.b)).toBeLessThan(0.5);
    expect(rgbToLab(0, 0, 0).l).toBeCloseTo(0, 5);
    for (const hex of ['#8b7dbe', '#ffc700', '#123456', '#c8643b']) expect(labToHex(hexToLab(hex))).toBe(hex);
    expect(deltaE(hexToLab('#ff0000'), hexToLab('#fe0000'))).toBeLessThan(1);
  });
});

describe('merged palette', () => {
  it('pools near-identical colours, weighs palettes and keeps the largest shares', () => {
    const merged = mergePalettes([
      { palette: [{ hex: '#ffffff', share: 0.6 }, { hex: '#cc2200', share: 0.4 }], weight: 1 },
      { palette: [{ hex: '#fcfcfc', share: 0.5 }, { hex: '#0033cc', share: 0.5 }], weight: 2 },
    ]);
    expect(merged).toHaveLength(3);
    expect(merged[0]!.hex).toMatch(/^#f[cdef]f[cdef]f[cdef]$/);
    expect(merged[0]!.share).toBeCloseTo((0.6 + 1) / 3, 6);
    expect(merged[1]!.hex).toBe('#0033cc');
    expect(merged.reduce((s, e) => s + e.share, 0)).toBeCloseTo(1, 9);
  });

  it('keeps at most the requested number of colours', () => {
    const palette = ['#000000', '#ff0000', '#00ff00', '#0000ff', '#ffff00', '#00ffff', '#ff00ff', '#ffffff'].map(
      (hex, i) => ({ hex, share: (i + 1) / 36 }),
    );
    expect(mergePalettes([{ palette, weight: 1 }], 6)).toHaveLength(6);
  });
});
