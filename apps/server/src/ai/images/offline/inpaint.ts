import { loadSharp } from '../../../images/sharp.ts';
import { loadOpenCv } from './opencv.ts';
import { checkpoint, type RgbImage } from './pixels.ts';

/**
 * Inpainting without a model: removes what the mask covers and fills it from the surroundings.
 *
 * 1. The colour field: OpenCV's Telea inpainting at about 320 px (fast, and at that scale a large hole
 *    is a small one), scaled back up, for small holes; across wide holes, each row is interpolated between
 *    the untouched pixels left and right of it, so the lines a room is made of (where wall meets floor,
 *    skirting, worktops) run straight through where an object was instead of smearing into a blur.
 * 2. The texture: the photo's fine detail (the photo minus a blur of it: grain, plank lines, weave) is
 *    mirrored into each hole from the side of it with the most untouched pixels, and added to the colour
 *    field, so a floor stays a floor and a wall keeps its grain.
 * 3. A feathered edge: the fill is blended into the photo over a few pixels around the mask.
 */
export interface InpaintOptions {
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

const LOW_RES = 320;
const TEXTURE_SIGMA = 2.5;
const MAX_DETAIL = 14;
/** Runs shorter than this keep Telea's 2-D fill; longer ones turn to the row interpolation. */
const SHORT_RUN = 24;

export async function inpaintImage(image: RgbImage, mask: Uint8Array, options: InpaintOptions = {}): Promise<RgbImage> {
  const sharp = await loadSharp();
  const { width, height, data } = image;
  const pixels = width * height;
  let any = false;
  for (let p = 0; p < pixels && !any; p++) any = mask[p] === 1;
  if (!any) return { width, height, data: Buffer.from(data) };

  const hole = dilate(mask, width, height, 3);
  await checkpoint(options.signal);
  const cv = await loadOpenCv();
  await checkpoint(options.signal);
  options.onProgress?.(0.1);

  // 1. Colour field at low resolution.
  const scale = Math.min(1, LOW_RES / Math.max(width, height));
  const lw = Math.max(8, Math.round(width * scale));
  const lh = Math.max(8, Math.round(height * scale));
  const small = await sharp(data, { raw: { width, height, channels: 3 } }).resize(lw, lh, { fit: 'fill' }).raw().toBuffer();
  const smallMask = dilate(maxPool(hole, width, height, lw, lh), lw, lh, 1);
  const src = cv.matFromArray(lh, lw, cv.CV_8UC3, small);
  const msk = cv.matFromArray(lh, lw, cv.CV_8UC1, smallMask.map((v) => v * 255));
  const dst = new cv.Mat();
  let filledSmall: Buffer;
  try {
    cv.inpaint(src, msk, dst, 5, cv.INPAINT_TELEA);
    filledSmall = Buffer.from(dst.data);
  } finally {
    src.delete();
    msk.delete();
    dst.delete();
  }
  const telea = await sharp(filledSmall, { raw: { width: lw, height: lh, channels: 3 } }).resize(width, height, { fit: 'fill', kernel: 'cubic' }).raw().toBuffer();
  options.onProgress?.(0.3);
  await checkpoint(options.signal);
  // What the mask covers must not bleed into the blur the fill is built from: it is replaced by Telea's fill first.
  const clean = Buffer.from(data);
  for (let p = 0; p < pixels; p++) if (hole[p]) telea.copy(clean, p * 3, p * 3, p * 3 + 3);
  const blurred = await sharp(clean, { raw: { width, height, channels: 3 } }).blur(TEXTURE_SIGMA).raw().toBuffer();
  const rows = rowInterpolation(blurred, hole, telea, width, height);
  // A little vertical softening so neighbouring rows do not streak.
  const field = await sharp(rows, { raw: { width, height, channels: 3 } }).blur(1.5).raw().toBuffer();
  options.onProgress?.(0.45);
  await checkpoint(options.signal);

  // 2. Texture: the detail layer, mirrored in from beside each hole.
  const sources = mirrorSources(hole, width, height);
  options.onProgress?.(0.55);
  await checkpoint(options.signal);

  // 3. Blend with a feathered edge: fully filled inside the mask, fading out over the dilated ring.
  const feather = await sharp(Buffer.from(hole.map((v) => v * 255)), { raw: { width, height, channels: 1 } }).blur(2).raw().toBuffer();
  const out = Buffer.from(data);
  const rowsPerChunk = 128;
  for (let y0 = 0; y0 < height; y0 += rowsPerChunk) {
    const end = Math.min(height, y0 + rowsPerChunk) * width;
    for (let p = y0 * width; p < end; p++) {
      const alpha = mask[p] ? 1 : (feather[p] ?? 0) / 255;
      if (alpha === 0) continue;
      const s = sources[p] ?? -1;
      for (let c = 0; c < 3; c++) {
        const i = p * 3 + c;
        // Grain and fine lines only: strong edges (the outline of a chair beside the hole) are not copied.
        const detail = s >= 0 ? Math.max(-MAX_DETAIL, Math.min(MAX_DETAIL, (data[s * 3 + c] ?? 0) - (blurred[s * 3 + c] ?? 0))) : 0;
        const fill = (field[i] ?? 0) + detail;
        out[i] = Math.max(0, Math.min(255, Math.round((data[i] ?? 0) * (1 - alpha) + fill * alpha)));
      }
    }
    await checkpoint(options.signal);
  }
  options.onProgress?.(1);
  return { width, height, data: out };
}

/**
 * The hole filled row by row: each run of hole pixels is interpolated linearly between the (blurred)
 * untouched pixels just left and right of it, or extended from one side at the photo's edge. Short runs
 * blend towards the Telea fill, which handles small holes in every direction.
 */
function rowInterpolation(blurred: Buffer, hole: Uint8Array, telea: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(telea);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let x = 0;
    while (x < width) {
      if (!hole[row + x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < width && hole[row + x]) x++;
      const end = x; // exclusive
      const left = start > 0 ? row + start - 1 : -1;
      const right = end < width ? row + end : -1;
      if (left < 0 && right < 0) continue;
      const run = end - start;
      const weight = Math.max(0, Math.min(1, (run - SHORT_RUN) / (2 * SHORT_RUN)));
      if (weight === 0) continue;
      for (let i = start; i < end; i++) {
        const t = left < 0 ? 1 : right < 0 ? 0 : (i - start + 1) / (run + 1);
        for (let c = 0; c < 3; c++) {
          const a = left < 0 ? 0 : (blurred[left * 3 + c] ?? 0);
          const b = right < 0 ? 0 : (blurred[right * 3 + c] ?? 0);
          const value = a * (1 - t) + b * t;
          const o = (row + i) * 3 + c;
          out[o] = Math.round((telea[o] ?? 0) * (1 - weight) + value * weight);
        }
      }
    }
  }
  return out;
}

/** Square dilation by `r` pixels (separable max). */
function dilate(mask: Uint8Array, width: number, height: number, r: number): Uint8Array {
  const tmp = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    // Forward and backward passes spread each set pixel r to each side.
    let last = -Infinity;
    for (let x = 0; x < width; x++) {
      if (mask[y * width + x]) last = x;
      if (x - last <= r) tmp[y * width + x] = 1;
    }
    last = Infinity;
    for (let x = width - 1; x >= 0; x--) {
      if (mask[y * width + x]) last = x;
      if (last - x <= r) tmp[y * width + x] = 1;
    }
  }
  const out = new Uint8Array(mask.length);
  for (let x = 0; x < width; x++) {
    let last = -Infinity;
    for (let y = 0; y < height; y++) {
      if (tmp[y * width + x]) last = y;
      if (y - last <= r) out[y * width + x] = 1;
    }
    last = Infinity;
    for (let y = height - 1; y >= 0; y--) {
      if (tmp[y * width + x]) last = y;
      if (last - y <= r) out[y * width + x] = 1;
    }
  }
  return out;
}

/** A low-resolution mask where a cell is set if any full-resolution pixel in it is. */
function maxPool(mask: Uint8Array, width: number, height: number, lw: number, lh: number): Uint8Array {
  const out = new Uint8Array(lw * lh);
  for (let y = 0; y < height; y++) {
    const ly = Math.min(lh - 1, Math.floor((y * lh) / height));
    for (let x = 0; x < width; x++) if (mask[y * width + x]) out[ly * lw + Math.min(lw - 1, Math.floor((x * lw) / width))] = 1;
  }
  return out;
}

/**
 * For every hole pixel, the untouched pixel whose detail it takes: each connected hole is mirrored from
 * the side (left, right, above, below) whose mirror image lies most inside the photo and outside any hole.
 * -1 where no such pixel exists.
 */
function mirrorSources(hole: Uint8Array, width: number, height: number): Int32Array {
  const sources = new Int32Array(hole.length).fill(-1);
  const label = new Int32Array(hole.length).fill(-1);
  const stack: number[] = [];
  let next = 0;
  for (let start = 0; start < hole.length; start++) {
    if (!hole[start] || label[start] !== -1) continue;
    // Flood-fill one hole, collecting its pixels and bounding box.
    const members: number[] = [];
    let x0 = width;
    let y0 = height;
    let x1 = -1;
    let y1 = -1;
    label[start] = next;
    stack.push(start);
    while (stack.length) {
      const p = stack.pop() as number;
      members.push(p);
      const x = p % width;
      const y = (p - x) / width;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      for (const q of [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, y > 0 ? p - width : -1, y < height - 1 ? p + width : -1]) {
        if (q >= 0 && hole[q] && label[q] === -1) {
          label[q] = next;
          stack.push(q);
        }
      }
    }
    next++;
    const bw = x1 - x0 + 1;
    const bh = y1 - y0 + 1;
    // Mirror maps: reflect across the hole's edge, repeating (ping-pong) when the hole is wider than the room beside it.
    const pingPong = (d: number, period: number) => {
      const m = d % (2 * period);
      return m < period ? m : 2 * period - 1 - m;
    };
    const candidates: ((x: number, y: number) => number)[] = [
      (x, y) => (x0 > 0 ? y * width + (x0 - 1 - pingPong(x - x0, Math.min(x0, bw + 24))) : -1),
      (x, y) => (x1 < width - 1 ? y * width + (x1 + 1 + pingPong(x1 - x, Math.min(width - 1 - x1, bw + 24))) : -1),
      (x, y) => (y0 > 0 ? (y0 - 1 - pingPong(y - y0, Math.min(y0, bh + 24))) * width + x : -1),
      (x, y) => (y1 < height - 1 ? (y1 + 1 + pingPong(y1 - y, Math.min(height - 1 - y1, bh + 24))) * width + x : -1),
    ];
    let best = candidates[0] as (x: number, y: number) => number;
    let bestScore = -1;
    const stride = Math.max(1, Math.floor(members.length / 400));
    for (const [i, map] of candidates.entries()) {
      let good = 0;
      for (let m = 0; m < members.length; m += stride) {
        const p = members[m] as number;
        const s = map(p % width, Math.floor(p / width));
        if (s >= 0 && !hole[s]) good++;
      }
      // Horizontal neighbours first on a tie: floors and walls run sideways in a room photo.
      const score = good + (i < 2 ? 0.5 : 0);
      if (score > bestScore) {
        bestScore = score;
        best = map;
      }
    }
    for (const p of members) {
      const s = best(p % width, Math.floor(p / width));
      if (s >= 0 && !hole[s]) sources[p] = s;
    }
  }
  return sources;
}
