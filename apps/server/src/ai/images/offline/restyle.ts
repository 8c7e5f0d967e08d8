import { hexToLab } from '@genie/core';
import { checkpoint, labToRgbAt, rgbToLabPlanes, type RgbImage } from './pixels.ts';

/**
 * style→image without a model: region-aware colour transfer in Lab. The photo is split into a few colour
 * regions (k-means on a sample), the regions are ranked by lightness and paired with the style's palette
 * ranked the same way (light walls take the palette's light surface colour, dark furniture its dark
 * accent), and each region's colour is moved to its palette entry while its own lightness detail is kept.
 * Pixels belong to regions softly, so region borders never show as seams, and every pixel keeps its
 * lightness offset from its region's mean: edges and textures survive.
 */
export interface RestyleOptions {
  /** The style's colours (any order; sorted by lightness here). */
  palette: readonly string[];
  /** 0 keeps the photo, 1 moves each region fully to its palette colour. */
  strength: number;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

interface Region {
  l: number;
  a: number;
  b: number;
  /** Where the region's colour is moved to. */
  tl: number;
  ta: number;
  tb: number;
  /** How much of the region's own chroma variation is kept. */
  chromaKeep: number;
}

const SAMPLE_TARGET = 6000;
/** The colour transform is smooth in colour, so it is computed on a 33³ RGB lattice and interpolated. */
const GRID = 33;
const ROWS_PER_CHUNK = 128;

export async function restyleImage(image: RgbImage, options: RestyleOptions): Promise<RgbImage> {
  const { width, height } = image;
  const pixels = width * height;
  const strength = Math.max(0, Math.min(1, options.strength));
  const step = Math.max(1, Math.floor(pixels / SAMPLE_TARGET));
  const sampleRgb = Buffer.alloc(Math.ceil(pixels / step) * 3);
  let n = 0;
  for (let p = 0; p < pixels; p += step, n++) image.data.copy(sampleRgb, n * 3, p * 3, p * 3 + 3);
  const samples = rgbToLabPlanes(sampleRgb, n);

  const targets = options.palette.map((hex) => hexToLab(hex));
  const k = Math.max(2, Math.min(5, targets.length));
  const centres = kMeans(samples, n, k);
  const pairing = pairRegions(centres, targets);
  const regions: Region[] = centres.map((c, i) => {
    const t = targets[pairing[i] ?? 0] ?? c;
    return {
      ...c,
      // Lightness moves part of the way (the room's lighting stays), colour all the way.
      tl: c.l + (t.l - c.l) * 0.45,
      ta: t.a,
      tb: t.b,
      chromaKeep: 0.6,
    };
  });
  options.onProgress?.(0.1);
  await checkpoint(options.signal);

  const lut = buildLut(regions, strength);
  options.onProgress?.(0.2);
  await checkpoint(options.signal);

  const out = Buffer.alloc(pixels * 3);
  const src = image.data;
  const scale = (GRID - 1) / 255;
  const G2 = GRID * GRID;
  const R = GRID * 3;
  const S = G2 * 3;
  for (let y0 = 0; y0 < height; y0 += ROWS_PER_CHUNK) {
    const end = Math.min(height, y0 + ROWS_PER_CHUNK) * width * 3;
    for (let i = y0 * width * 3; i < end; i += 3) {
      const fr = src[i]! * scale;
      const fg = src[i + 1]! * scale;
      const fb = src[i + 2]! * scale;
      const r0 = fr >= GRID - 1 ? GRID - 2 : fr | 0;
      const g0 = fg >= GRID - 1 ? GRID - 2 : fg | 0;
      const b0 = fb >= GRID - 1 ? GRID - 2 : fb | 0;
      const dr = fr - r0;
      const dg = fg - g0;
      const db = fb - b0;
      // The eight lattice corners around the colour, blended trilinearly.
      const w000 = (1 - dr) * (1 - dg) * (1 - db);
      const w001 = (1 - dr) * (1 - dg) * db;
      const w010 = (1 - dr) * dg * (1 - db);
      const w011 = (1 - dr) * dg * db;
      const w100 = dr * (1 - dg) * (1 - db);
      const w101 = dr * (1 - dg) * db;
      const w110 = dr * dg * (1 - db);
      const w111 = dr * dg * db;
      const o = (r0 * G2 + g0 * GRID + b0) * 3;
      for (let c = 0; c < 3; c++) {
        const q = o + c;
        out[i + c] =
          w000 * lut[q]! + w001 * lut[q + 3]! + w010 * lut[q + R]! + w011 * lut[q + R + 3]! +
          w100 * lut[q + S]! + w101 * lut[q + S + 3]! + w110 * lut[q + S + R]! + w111 * lut[q + S + R + 3]! + 0.5;
      }
    }
    options.onProgress?.(0.2 + (0.8 * Math.min(height, y0 + ROWS_PER_CHUNK)) / height);
    await checkpoint(options.signal);
  }
  return { width, height, data: out };
}

/** The restyled colour of every lattice point (RGB, as floats for interpolation). */
function buildLut(regions: readonly Region[], strength: number): Float32Array {
  const lattice = Buffer.alloc(GRID * GRID * GRID * 3);
  for (let r = 0, i = 0; r < GRID; r++)
    for (let g = 0; g < GRID; g++)
      for (let b = 0; b < GRID; b++, i += 3) {
        lattice[i] = Math.round((r * 255) / (GRID - 1));
        lattice[i + 1] = Math.round((g * 255) / (GRID - 1));
        lattice[i + 2] = Math.round((b * 255) / (GRID - 1));
      }
  const points = GRID * GRID * GRID;
  const lab = rgbToLabPlanes(lattice, points);
  const rgb = Buffer.alloc(points * 3);
  const tau2 = 2 * 14 * 14;
  const weights = new Float64Array(regions.length);
  for (let p = 0; p < points; p++) {
    const L = lab.l[p] ?? 0;
    const A = lab.a[p] ?? 0;
    const B = lab.b[p] ?? 0;
    let best = Infinity;
    for (let r = 0; r < regions.length; r++) {
      const g = regions[r] as Region;
      const dl = (L - g.l) * 0.6;
      const d = dl * dl + (A - g.a) ** 2 + (B - g.b) ** 2;
      weights[r] = d;
      if (d < best) best = d;
    }
    let sum = 0;
    let nl = 0;
    let na = 0;
    let nb = 0;
    for (let r = 0; r < regions.length; r++) {
      const g = regions[r] as Region;
      const w = Math.exp(-((weights[r] ?? 0) - best) / tau2);
      sum += w;
      nl += w * (L - g.l + g.tl);
      na += w * ((A - g.a) * g.chromaKeep + g.ta);
      nb += w * ((B - g.b) * g.chromaKeep + g.tb);
    }
    labToRgbAt(L + (nl / sum - L) * strength, A + (na / sum - A) * strength, B + (nb / sum - B) * strength, rgb, p * 3);
  }
  return Float32Array.from(rgb);
}

/**
 * Which palette colour each region takes: the injective pairing (or, with fewer colours than regions,
 * any pairing) with the least total cost, where cost is mostly the lightness gap, so walls stay light and
 * dark pieces stay dark, and a little the chroma gap, so neutral surfaces take the neutral colours.
 */
function pairRegions(centres: readonly { l: number; a: number; b: number }[], targets: readonly { l: number; a: number; b: number }[]): number[] {
  const cost = (c: { l: number; a: number; b: number }, t: { l: number; a: number; b: number }) =>
    Math.abs(c.l - t.l) + 0.35 * Math.abs(Math.hypot(c.a, c.b) - Math.hypot(t.a, t.b));
  const injective = targets.length >= centres.length;
  let best: number[] = [];
  let bestCost = Infinity;
  const chosen: number[] = [];
  const used = new Set<number>();
  const walk = (i: number, sum: number) => {
    if (sum >= bestCost) return;
    if (i === centres.length) {
      bestCost = sum;
      best = [...chosen];
      return;
    }
    for (let t = 0; t < targets.length; t++) {
      if (injective && used.has(t)) continue;
      chosen.push(t);
      used.add(t);
      walk(i + 1, sum + cost(centres[i] as { l: number; a: number; b: number }, targets[t] as { l: number; a: number; b: number }));
      chosen.pop();
      used.delete(t);
    }
  };
  walk(0, 0);
  return best;
}

/** Lloyd's k-means on the sample, started from lightness quantiles (deterministic). */
function kMeans(lab: { l: Float32Array; a: Float32Array; b: Float32Array }, count: number, k: number): { l: number; a: number; b: number }[] {
  const samples: [number, number, number][] = [];
  for (let p = 0; p < count; p++) samples.push([lab.l[p] ?? 0, lab.a[p] ?? 0, lab.b[p] ?? 0]);
  const byL = [...samples].sort((p, q) => p[0] - q[0]);
  let centres = Array.from({ length: k }, (_, i) => [...(byL[Math.floor(((i + 0.5) / k) * byL.length)] ?? [50, 0, 0])] as [number, number, number]);
  for (let iter = 0; iter < 12; iter++) {
    const sums = centres.map(() => [0, 0, 0, 0]);
    for (const [l, a, b] of samples) {
      let best = 0;
      let bestD = Infinity;
      for (let c = 0; c < k; c++) {
        const ce = centres[c] as [number, number, number];
        const d = (l - ce[0]) ** 2 + (a - ce[1]) ** 2 + (b - ce[2]) ** 2;
        if (d < bestD) {
          bestD = d;
          best = c;
        }
      }
      const sum = sums[best] as number[];
      sum[0] = (sum[0] ?? 0) + l;
      sum[1] = (sum[1] ?? 0) + a;
      sum[2] = (sum[2] ?? 0) + b;
      sum[3] = (sum[3] ?? 0) + 1;
    }
    centres = centres.map((c, i) => {
      const [sl = 0, sa = 0, sb = 0, m = 0] = sums[i] as number[];
      return m ? [sl / m, sa / m, sb / m] : c;
    });
  }
  return centres.map(([l, a, b]) => ({ l, a, b }));
}
