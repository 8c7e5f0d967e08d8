import type { PaletteEntry } from '@genie/contracts';
import { deltaE, labToHex, seededRandom, type Lab } from '@genie/core';
import type { LabPixels } from './lab-pixels.ts';

export const PALETTE_SIZE = 6;
/** Cluster centres closer than this are one colour (CIE76; ~2.3 is just noticeable). */
const MERGE_DELTA_E = 5;
const MAX_ITERATIONS = 16;
/** Clusters smaller than this are resampling slivers along edges, folded into their nearest colour. */
const MIN_SHARE = 0.02;

/**
 * The dominant colours of an image with the share of pixels each covers: k-means (k = 8) in Lab on
 * the downscaled analysis copy, k-means++ seeding from a fixed seed (so the same pixels always give
 * the same palette), near-identical centres merged, slivers under 2% folded into their nearest
 * colour, the largest 6 kept (the rest folded in the same way), largest share first.
 */
export function extractPalette(pixels: LabPixels, size = PALETTE_SIZE): PaletteEntry[] {
  const n = pixels.l.length;
  // A few more clusters than wanted, so that after merging near-identical ones and slivers there
  // are still `size` real colours to keep.
  const k = Math.min(size + 2, n);
  const random = seededRandom(0x9e3779b9);
  const dist2 = (i: number, c: Lab) => {
    const dl = (pixels.l[i] as number) - c.l;
    const da = (pixels.a[i] as number) - c.a;
    const db = (pixels.b[i] as number) - c.b;
    return dl * dl + da * da + db * db;
  };
  const at = (i: number): Lab => ({ l: pixels.l[i] as number, a: pixels.a[i] as number, b: pixels.b[i] as number });

  // k-means++: each next centre drawn with probability proportional to squared distance.
  const centres: Lab[] = [at(random.int(n))];
  const nearest = new Float64Array(n).fill(Infinity);
  while (centres.length < k) {
    const last = centres[centres.length - 1] as Lab;
    let total = 0;
    for (let i = 0; i < n; i++) {
      const d = dist2(i, last);
      if (d < (nearest[i] as number)) nearest[i] = d;
      total += nearest[i] as number;
    }
    if (total === 0) break; // fewer distinct colours than k
    let target = random.next() * total;
    let pick = n - 1;
    for (let i = 0; i < n; i++) {
      target -= nearest[i] as number;
      if (target <= 0) {
        pick = i;
        break;
      }
    }
    centres.push(at(pick));
  }

  const assignment = new Int32Array(n).fill(-1);
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    let changed = 0;
    for (let i = 0; i < n; i++) {
      let best = 0;
      let bestD = Infinity;
      for (let c = 0; c < centres.length; c++) {
        const d = dist2(i, centres[c] as Lab);
        if (d < bestD) {
          bestD = d;
          best = c;
        }
      }
      if (assignment[i] !== best) {
        assignment[i] = best;
        changed++;
      }
    }
    const sums = centres.map(() => ({ l: 0, a: 0, b: 0, count: 0 }));
    for (let i = 0; i < n; i++) {
      const s = sums[assignment[i] as number];
      if (!s) continue;
      s.l += pixels.l[i] as number;
      s.a += pixels.a[i] as number;
      s.b += pixels.b[i] as number;
      s.count++;
    }
    sums.forEach((s, c) => {
      if (s.count > 0) centres[c] = { l: s.l / s.count, a: s.a / s.count, b: s.b / s.count };
    });
    if (changed === 0) break;
  }

  const counts = new Float64Array(centres.length);
  for (let i = 0; i < n; i++) counts[assignment[i] as number] = (counts[assignment[i] as number] ?? 0) + 1;
  const clusters = centres
    .map((lab, c) => ({ lab, share: (counts[c] ?? 0) / n }))
    .filter((c) => c.share > 0)
    .sort((x, y) => y.share - x.share);

  const merged: { lab: Lab; share: number }[] = [];
  for (const c of clusters) {
    const near = merged.find((m) => deltaE(m.lab, c.lab) < MERGE_DELTA_E);
    if (!near) {
      merged.push({ lab: { ...c.lab }, share: c.share });
      continue;
    }
    const total = near.share + c.share;
    near.lab = {
      l: (near.lab.l * near.share + c.lab.l * c.share) / total,
      a: (near.lab.a * near.share + c.lab.a * c.share) / total,
      b: (near.lab.b * near.share + c.lab.b * c.share) / total,
    };
    near.share = total;
  }
  merged.sort((x, y) => y.share - x.share);
  const kept = merged.filter((m, i) => i === 0 || m.share >= MIN_SHARE).slice(0, size);
  for (const sliver of merged.filter((m) => !kept.includes(m))) {
    const nearest = kept.reduce((best, m) => (deltaE(m.lab, sliver.lab) < deltaE(best.lab, sliver.lab) ? m : best));
    nearest.share += sliver.share;
  }
  return kept.sort((x, y) => y.share - x.share).map((m) => ({ hex: labToHex(m.lab), share: m.share }));
}
