/**
 * Edge masks for the Image → CAD engine (1 = line pixel, 0 = background).
 *
 * - Photos: Canny — Sobel gradients, non-maximum suppression along the gradient direction,
 *   hysteresis between a high threshold (taken from the image's own gradient distribution)
 *   and a low one.
 * - Sketches and scans: dark strokes on light paper, found with an adaptive threshold
 *   (darker than the local mean by a margin), so uneven lighting across a scan is ignored.
 * `looksLikeSketch` decides between the two from the brightness histogram.
 */
import type { GrayImage } from './raster.ts';

export type DrawingDetail = 'low' | 'medium' | 'high';

/** Mostly light, uniform background with a small share of dark pixels → a sketch or scan. */
export function looksLikeSketch(gray: GrayImage): boolean {
  const { data } = gray;
  const histogram = new Uint32Array(256);
  for (let i = 0; i < data.length; i++) histogram[Math.min(255, Math.max(0, Math.round(data[i]!)))]! += 1;
  const paper = percentile(histogram, data.length, 0.5);
  if (paper < 150) return false;
  let nearPaper = 0;
  let dark = 0;
  for (let v = 0; v < 256; v++) {
    if (Math.abs(v - paper) <= 30) nearPaper += histogram[v]!;
    if (v < paper - 60) dark += histogram[v]!;
  }
  if (nearPaper / data.length < 0.7 || dark / data.length > 0.25) return false;
  return filledShare(gray, paper - 60) < MAX_FILLED_SHARE;
}

/** Above this share of dark pixels deep inside dark areas, the dark parts are filled shapes, not strokes. */
const MAX_FILLED_SHARE = 0.35;
/** Pixels this far inside a dark area in all four directions count as "deep inside". */
const STROKE_REACH = 5;

/** Share of dark pixels (below `threshold`) whose neighbours STROKE_REACH pixels away on all four sides are dark too. */
function filledShare(gray: GrayImage, threshold: number): number {
  const { width, height, data } = gray;
  const r = STROKE_REACH;
  let dark = 0;
  let deep = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (data[i]! >= threshold) continue;
      dark++;
      if (x < r || y < r || x >= width - r || y >= height - r) continue;
      if (data[i - r]! < threshold && data[i + r]! < threshold && data[i - r * width]! < threshold && data[i + r * width]! < threshold) deep++;
    }
  }
  return dark === 0 ? 0 : deep / dark;
}

function percentile(histogram: Uint32Array, total: number, share: number): number {
  const target = total * share;
  let seen = 0;
  for (let v = 0; v < histogram.length; v++) {
    seen += histogram[v]!;
    if (seen >= target) return v;
  }
  return histogram.length - 1;
}

/**
 * How much darker than its surroundings a pixel must be to count as stroke: a multiple of the
 * paper's own noise (so faint lines on clean scans survive and grain on rough paper does not),
 * never below a floor per detail level.
 */
const STROKE_MARGIN: Record<DrawingDetail, { floor: number; noiseMultiple: number }> = {
  low: { floor: 16, noiseMultiple: 7 },
  medium: { floor: 10, noiseMultiple: 6 },
  high: { floor: 7, noiseMultiple: 5 },
};

/** Pixels darker than their neighbourhood mean by a margin (integral-image box mean). */
export function darkStrokes(gray: GrayImage, detail: DrawingDetail): Uint8Array {
  const { width, height, data } = gray;
  const radius = Math.max(7, Math.round(Math.min(width, height) / 48));
  const stride = width + 1;
  const integral = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y++) {
    let rowSum = 0;
    for (let x = 0; x < width; x++) {
      rowSum += data[y * width + x]!;
      integral[(y + 1) * stride + x + 1] = integral[y * stride + x + 1]! + rowSum;
    }
  }
  // Darkness relative to the local mean, per pixel.
  const darkness = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(width, x + radius + 1);
      const sum =
        integral[y1 * stride + x1]! - integral[y0 * stride + x1]! - integral[y1 * stride + x0]! + integral[y0 * stride + x0]!;
      darkness[y * width + x] = sum / ((x1 - x0) * (y1 - y0)) - data[y * width + x]!;
    }
  }
  const { floor, noiseMultiple } = STROKE_MARGIN[detail];
  const margin = Math.max(floor, noiseMultiple * paperNoise(darkness));
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < mask.length; i++) if (darkness[i]! > margin) mask[i] = 1;
  fillPinholes(mask, width, height);
  return mask;
}

/**
 * Noise σ of the paper, from the lower quartile of |darkness| (for Gaussian noise that quartile is
 * 0.3186 σ): the quietest quarter of the picture is paper even where lines and text are dense.
 */
function paperNoise(darkness: Float32Array): number {
  const binsPerLevel = 8;
  const histogram = new Uint32Array(64 * binsPerLevel);
  for (let i = 0; i < darkness.length; i++) {
    histogram[Math.min(histogram.length - 1, Math.floor(Math.abs(darkness[i]!) * binsPerLevel))]! += 1;
  }
  return percentile(histogram, darkness.length, 0.25) / binsPerLevel / 0.3186;
}

/** Sets background pixels almost surrounded by stroke, so thinning does not loop round specks of paper. */
function fillPinholes(mask: Uint8Array, width: number, height: number): void {
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      if (mask[i]) continue;
      const around =
        mask[i - width - 1]! + mask[i - width]! + mask[i - width + 1]! + mask[i - 1]! + mask[i + 1]! +
        mask[i + width - 1]! + mask[i + width]! + mask[i + width + 1]!;
      if (around >= 6) mask[i] = 1;
    }
  }
}

const HIGH_PERCENTILE: Record<DrawingDetail, number> = { low: 0.85, medium: 0.75, high: 0.6 };
/** Floor for the high threshold: a blurred step of roughly 16 grey levels. */
const MIN_HIGH = 50;

/** Canny edge detector on an already blurred image. */
export function cannyEdges(gray: GrayImage, detail: DrawingDetail): Uint8Array {
  const { width, height, data } = gray;
  const count = width * height;
  const magnitude = new Float32Array(count);
  const direction = new Uint8Array(count); // 0: horizontal gradient, 1: 45°, 2: vertical, 3: 135°
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const a = data[i - width - 1]!, b = data[i - width]!, c = data[i - width + 1]!;
      const d = data[i - 1]!, f = data[i + 1]!;
      const g = data[i + width - 1]!, h = data[i + width]!, k = data[i + width + 1]!;
      const gx = c + 2 * f + k - a - 2 * d - g;
      const gy = g + 2 * h + k - a - 2 * b - c;
      magnitude[i] = Math.sqrt(gx * gx + gy * gy);
      direction[i] = quantiseDirection(gx, gy);
    }
  }
  const maxima = suppressNonMaxima(magnitude, direction, width, height);
  const [low, high] = hysteresisThresholds(maxima, detail);
  return hysteresis(maxima, width, height, low, high);
}

function quantiseDirection(gx: number, gy: number): number {
  // tan(22.5°) ≈ 0.4142
  const ax = Math.abs(gx);
  const ay = Math.abs(gy);
  if (ay <= ax * 0.4142) return 0;
  if (ax <= ay * 0.4142) return 2;
  return (gx > 0) === (gy > 0) ? 1 : 3;
}

function suppressNonMaxima(magnitude: Float32Array, direction: Uint8Array, width: number, height: number): Float32Array {
  const out = new Float32Array(magnitude.length);
  const offsets = [1, width + 1, width, width - 1];
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const m = magnitude[i]!;
      if (m === 0) continue;
      const o = offsets[direction[i]!]!;
      // Ties resolve to one side so a plateau keeps one pixel, not two.
      if (m > magnitude[i - o]! && m >= magnitude[i + o]!) out[i] = m;
    }
  }
  return out;
}

/** High threshold at a percentile of the local maxima's strengths (1-wide histogram bins), low at 40 % of it. */
function hysteresisThresholds(maxima: Float32Array, detail: DrawingDetail): [number, number] {
  const bins = new Uint32Array(2048);
  let total = 0;
  for (let i = 0; i < maxima.length; i++) {
    const m = maxima[i]!;
    if (m <= 8) continue;
    bins[Math.min(2047, Math.floor(m))]! += 1;
    total += 1;
  }
  const high = total === 0 ? MIN_HIGH : Math.max(MIN_HIGH, percentile(bins, total, HIGH_PERCENTILE[detail]));
  return [high * 0.4, high];
}

function hysteresis(maxima: Float32Array, width: number, height: number, low: number, high: number): Uint8Array {
  const mask = new Uint8Array(maxima.length);
  const stack = new Int32Array(maxima.length);
  let top = 0;
  for (let i = 0; i < maxima.length; i++) {
    if (maxima[i]! >= high && !mask[i]) {
      mask[i] = 1;
      stack[top++] = i;
      while (top > 0) {
        const p = stack[--top]!;
        const px = p % width;
        const py = (p - px) / width;
        for (let dy = -1; dy <= 1; dy++) {
          const ny = py + dy;
          if (ny < 0 || ny >= height) continue;
          for (let dx = -1; dx <= 1; dx++) {
            const nx = px + dx;
            if (nx < 0 || nx >= width) continue;
            const q = ny * width + nx;
            if (!mask[q] && maxima[q]! >= low) {
              mask[q] = 1;
              stack[top++] = q;
            }
          }
        }
      }
    }
  }
  return mask;
}
