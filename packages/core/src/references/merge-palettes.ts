import type { PaletteEntry } from '@genie/contracts';
import { deltaE, hexToLab, labToHex, type Lab } from './lab-colour.ts';

/** Colours closer than this (CIE76) are the same colour for a merged palette. */
const SAME_COLOUR_DELTA_E = 12;

export interface WeightedPalette {
  readonly palette: readonly PaletteEntry[];
  readonly weight: number;
}

/**
 * Merges several palettes into one dominant palette: shares are weighted, near-identical colours
 * are pooled (share-weighted mean in Lab), and the largest `size` are kept and renormalised.
 */
export function mergePalettes(palettes: readonly WeightedPalette[], size = 6): PaletteEntry[] {
  const entries: { lab: Lab; share: number }[] = [];
  for (const { palette, weight } of palettes) {
    for (const entry of palette) entries.push({ lab: hexToLab(entry.hex), share: entry.share * weight });
  }
  entries.sort((a, b) => b.share - a.share);

  const clusters: { lab: Lab; share: number }[] = [];
  for (const e of entries) {
    if (e.share <= 0) continue;
    const near = clusters.find((c) => deltaE(c.lab, e.lab) < SAME_COLOUR_DELTA_E);
    if (!near) {
      clusters.push({ lab: { ...e.lab }, share: e.share });
      continue;
    }
    const total = near.share + e.share;
    near.lab = {
      l: (near.lab.l * near.share + e.lab.l * e.share) / total,
      a: (near.lab.a * near.share + e.lab.a * e.share) / total,
      b: (near.lab.b * near.share + e.lab.b * e.share) / total,
    };
    near.share = total;
  }

  const top = clusters.sort((a, b) => b.share - a.share).slice(0, size);
  const total = top.reduce((sum, c) => sum + c.share, 0);
  if (total === 0) return [];
  return top.map((c) => ({ hex: labToHex(c.lab), share: c.share / total }));
}
