import type { PaletteEntry } from '@genie/contracts';
import { hexToLab } from '@genie/core';
import type { LabPixels } from './lab-pixels.ts';

/**
 * The visual feature vector, version 1: 199 float32 values in five blocks. Each block is scaled by
 * √weight and the whole vector is L2-normalised, so for two images whose blocks are all non-empty
 * the cosine (= dot product) is Σ weight × (the block's own cosine), except for the edge-density
 * block, which keeps its magnitude so that two busy images share more than two calm ones.
 *
 * | block            | offset | length | weight | content                                                        |
 * |------------------|--------|--------|--------|----------------------------------------------------------------|
 * | colourHistogram  | 0      | 100    | 0.55   | Lab histogram, 4 L × 5 a × 5 b bins, soft-binned, √ of shares  |
 * | colourLayout     | 100    | 48     | 0.15   | 4×4 grid of mean (L, a, b) minus the image mean, unit length   |
 * | edgeOrientation  | 148    | 8      | 0.05   | Sobel gradient angle (0–180°), magnitude-weighted, √ of shares |
 * | edgeDensity      | 156    | 16     | 0.05   | 4×4 grid, √(share of pixels on an edge) / 4                    |
 * | palette          | 172    | 27     | 0.20   | palette kernel: Σ share·exp(−ΔE²/2σ²) at 3×3×3 Lab anchors     |
 *
 * The analysis copy is the auto-oriented image flattened on white and resized (aspect ignored) to
 * 64×64; the palette is `extractPalette` of the same copy. Colour carries most of the weight because
 * taste in interiors is read first from colour: on the demo library an image's nearest neighbour
 * shares its style a third of the time (chance: 1 in 59), against a fifth with weights of
 * 0.35/0.25/0.1/0.1/0.2 — layout and edges mostly tell rooms from graphics. Changing the layout or
 * the weights means a new FEATURE_VERSION and re-ingesting the library.
 */
export const FEATURE_VERSION = 1;
export const FEATURE_ANALYSIS_SIZE = 64;

export const featureLayout = {
  colourHistogram: { offset: 0, length: 100, weight: 0.55 },
  colourLayout: { offset: 100, length: 48, weight: 0.15 },
  edgeOrientation: { offset: 148, length: 8, weight: 0.05 },
  edgeDensity: { offset: 156, length: 16, weight: 0.05 },
  palette: { offset: 172, length: 27, weight: 0.2 },
} as const;
export const FEATURE_VECTOR_LENGTH = 199;

const L_BINS = 4;
const AB_BINS = 5;
const AB_LIMIT = 48; // a and b bin centres at −48, −24, 0, 24, 48
const GRID = 4;
const ORIENTATION_BINS = 8;
/** Sobel magnitude counted as an edge: a step of about 5 L units. */
const EDGE_THRESHOLD = 20;
const PALETTE_SIGMA = 20;
const PALETTE_ANCHORS: readonly { l: number; a: number; b: number }[] = [20, 50, 80].flatMap((l) =>
  [-40, 0, 40].flatMap((a) => [-40, 0, 40].map((b) => ({ l, a, b }))),
);
/** Blocks shorter than this are not blown up to unit length (a flat image has no layout to speak of). */
const NORM_FLOOR = 0.05;

/** Position of a value on a ladder of bin centres: lower bin index and the weight of the upper one. */
function softBin(value: number, min: number, step: number, bins: number): [number, number] {
  const t = Math.min(bins - 1, Math.max(0, (value - min) / step));
  const lower = Math.min(bins - 2, Math.floor(t));
  return [lower, t - lower];
}

function normaliseInto(block: Float32Array, floor = NORM_FLOOR): void {
  let norm = 0;
  for (const v of block) norm += v * v;
  norm = Math.sqrt(norm);
  if (norm === 0) return;
  const scale = 1 / Math.max(norm, floor);
  for (let i = 0; i < block.length; i++) block[i] = (block[i] as number) * scale;
}

function colourHistogram(px: LabPixels): Float32Array {
  const hist = new Float32Array(L_BINS * AB_BINS * AB_BINS);
  const n = px.l.length;
  for (let i = 0; i < n; i++) {
    const [l0, lt] = softBin(px.l[i] as number, 12.5, 25, L_BINS);
    const [a0, at] = softBin(px.a[i] as number, -AB_LIMIT, AB_LIMIT / 2, AB_BINS);
    const [b0, bt] = softBin(px.b[i] as number, -AB_LIMIT, AB_LIMIT / 2, AB_BINS);
    for (let dl = 0; dl < 2; dl++) {
      const wl = dl ? lt : 1 - lt;
      for (let da = 0; da < 2; da++) {
        const wa = da ? at : 1 - at;
        for (let db = 0; db < 2; db++) {
          const wb = db ? bt : 1 - bt;
          const index = ((l0 + dl) * AB_BINS + (a0 + da)) * AB_BINS + (b0 + db);
          hist[index] = (hist[index] as number) + wl * wa * wb;
        }
      }
    }
  }
  for (let i = 0; i < hist.length; i++) hist[i] = Math.sqrt((hist[i] as number) / n);
  return hist; // √ of shares summing to 1: already unit length
}

function colourLayout(px: LabPixels): Float32Array {
  const out = new Float32Array(GRID * GRID * 3);
  const counts = new Float32Array(GRID * GRID);
  let ml = 0;
  let ma = 0;
  let mb = 0;
  for (let y = 0; y < px.height; y++) {
    const gy = Math.min(GRID - 1, Math.floor((y * GRID) / px.height));
    for (let x = 0; x < px.width; x++) {
      const gx = Math.min(GRID - 1, Math.floor((x * GRID) / px.width));
      const i = y * px.width + x;
      const cell = gy * GRID + gx;
      out[cell * 3] = (out[cell * 3] as number) + (px.l[i] as number);
      out[cell * 3 + 1] = (out[cell * 3 + 1] as number) + (px.a[i] as number);
      out[cell * 3 + 2] = (out[cell * 3 + 2] as number) + (px.b[i] as number);
      counts[cell] = (counts[cell] as number) + 1;
      ml += px.l[i] as number;
      ma += px.a[i] as number;
      mb += px.b[i] as number;
    }
  }
  const n = px.l.length;
  const mean = [ml / n, ma / n, mb / n];
  for (let cell = 0; cell < GRID * GRID; cell++) {
    const c = Math.max(1, counts[cell] as number);
    for (let ch = 0; ch < 3; ch++) out[cell * 3 + ch] = ((out[cell * 3 + ch] as number) / c - (mean[ch] as number)) / 100;
  }
  normaliseInto(out);
  return out;
}

function edges(px: LabPixels): { orientation: Float32Array; density: Float32Array } {
  const { width: w, height: h, l } = px;
  const orientation = new Float32Array(ORIENTATION_BINS);
  const onEdge = new Float32Array(GRID * GRID);
  const cellPixels = new Float32Array(GRID * GRID);
  let totalMagnitude = 0;
  for (let y = 1; y < h - 1; y++) {
    const gy = Math.min(GRID - 1, Math.floor((y * GRID) / h));
    for (let x = 1; x < w - 1; x++) {
      const p = (dx: number, dy: number) => l[(y + dy) * w + (x + dx)] as number;
      const sx = p(1, -1) + 2 * p(1, 0) + p(1, 1) - p(-1, -1) - 2 * p(-1, 0) - p(-1, 1);
      const sy = p(-1, 1) + 2 * p(0, 1) + p(1, 1) - p(-1, -1) - 2 * p(0, -1) - p(1, -1);
      const magnitude = Math.hypot(sx, sy);
      const cell = gy * GRID + Math.min(GRID - 1, Math.floor((x * GRID) / w));
      cellPixels[cell] = (cellPixels[cell] as number) + 1;
      if (magnitude < 1e-6) continue;
      if (magnitude > EDGE_THRESHOLD) onEdge[cell] = (onEdge[cell] as number) + 1;
      // Angle folded to [0, π), soft-assigned between the two nearest of 8 circular bins.
      let angle = Math.atan2(sy, sx);
      if (angle < 0) angle += Math.PI;
      if (angle >= Math.PI) angle -= Math.PI;
      const t = (angle / Math.PI) * ORIENTATION_BINS;
      const lower = Math.floor(t) % ORIENTATION_BINS;
      const upper = (lower + 1) % ORIENTATION_BINS;
      const frac = t - Math.floor(t);
      orientation[lower] = (orientation[lower] as number) + magnitude * (1 - frac);
      orientation[upper] = (orientation[upper] as number) + magnitude * frac;
      totalMagnitude += magnitude;
    }
  }
  if (totalMagnitude > 0) {
    for (let i = 0; i < ORIENTATION_BINS; i++) orientation[i] = Math.sqrt((orientation[i] as number) / totalMagnitude);
  }
  const density = new Float32Array(GRID * GRID);
  for (let cell = 0; cell < GRID * GRID; cell++) {
    density[cell] = Math.sqrt((onEdge[cell] as number) / Math.max(1, cellPixels[cell] as number)) / GRID;
  }
  return { orientation, density };
}

function paletteKernel(palette: readonly PaletteEntry[]): Float32Array {
  const out = new Float32Array(PALETTE_ANCHORS.length);
  const colours = palette.map((p) => ({ lab: hexToLab(p.hex), share: p.share }));
  PALETTE_ANCHORS.forEach((anchor, j) => {
    let s = 0;
    for (const { lab, share } of colours) {
      const d2 = (lab.l - anchor.l) ** 2 + (lab.a - anchor.a) ** 2 + (lab.b - anchor.b) ** 2;
      s += share * Math.exp(-d2 / (2 * PALETTE_SIGMA * PALETTE_SIGMA));
    }
    out[j] = s;
  });
  normaliseInto(out, 1e-6);
  return out;
}

/** The feature vector of an analysis copy (see the table above). */
export function extractVisualFeatures(pixels: LabPixels, palette: readonly PaletteEntry[]): Float32Array {
  const { orientation, density } = edges(pixels);
  const blocks: [keyof typeof featureLayout, Float32Array][] = [
    ['colourHistogram', colourHistogram(pixels)],
    ['colourLayout', colourLayout(pixels)],
    ['edgeOrientation', orientation],
    ['edgeDensity', density],
    ['palette', paletteKernel(palette)],
  ];
  const vector = new Float32Array(FEATURE_VECTOR_LENGTH);
  for (const [name, block] of blocks) {
    const { offset, length, weight } = featureLayout[name];
    if (block.length !== length) throw new Error(`feature block ${name} has ${block.length} values, expected ${length}`);
    const scale = Math.sqrt(weight);
    for (let i = 0; i < length; i++) vector[offset + i] = (block[i] as number) * scale;
  }
  normaliseInto(vector, 1e-9);
  return vector;
}

/** Cosine similarity of two feature vectors (they are unit length, so a dot product). */
export function featureSimilarity(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const n = Math.min(a.length, b.length);
  let dot = 0;
  for (let i = 0; i < n; i++) dot += (a[i] as number) * (b[i] as number);
  return dot;
}
