import type { PaletteEntry } from '@genie/contracts';

const MAX_COLOURS = 6;
/** Colours closer than this (RGB distance) read as the same colour. */
const SAME_COLOUR = 40;
/** A client colour must cover at least this share of their chosen images to lead a palette. */
const MIN_SHARE = 0.08;

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function distance(a: string, b: string): number {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  return Math.hypot(r1 - r2, g1 - g2, b1 - b2);
}

/**
 * A direction's palette: the client's own dominant colours first (from the images they chose; `take`
 * of them, each covering at least 8%), then the style's palette without near-duplicates, 6 at most.
 */
export function blendPalette(stylePalette: readonly string[], clientPalette: readonly PaletteEntry[], take: number): { palette: string[]; blended: number } {
  const palette: string[] = [];
  const push = (hex: string) => {
    const h = hex.toLowerCase();
    if (!/^#[0-9a-f]{6}$/.test(h) || palette.length >= MAX_COLOURS) return false;
    if (palette.some((p) => distance(p, h) < SAME_COLOUR)) return false;
    palette.push(h);
    return true;
  };
  let blended = 0;
  const client = [...clientPalette].filter((c) => c.share >= MIN_SHARE).sort((a, b) => b.share - a.share);
  for (const c of client) {
    if (blended >= take) break;
    if (push(c.hex)) blended += 1;
  }
  for (const hex of stylePalette) push(hex);
  return { palette, blended };
}
