import { loadSharp } from '../../../images/sharp.ts';

/** A decoded RGBA image. */
export interface Rgba {
  width: number;
  height: number;
  data: Buffer;
}

/** How close (RGB distance) a border-connected pixel must be to the background colour to be removed. */
export const BACKGROUND_TOLERANCE = 34;
/** Soft edge: pixels up to this much further from the background colour than the tolerance fade in. */
const FEATHER_RANGE = 30;

/**
 * Clears the plain background of a photo of a piece, in place: the border's median colour is
 * flood-filled inward from the border within a colour tolerance (so a white sofa on a white ground
 * keeps its inside), then the edge is feathered: a kept pixel next to the cleared area takes an
 * alpha by how close its colour is to the background, and a one-pixel blur softens the outline.
 * Returns false (and leaves the image) when nearly all of it is "background": the picture is the
 * piece itself (a swatch, a panel), not a photo on a ground.
 */
export function removePlainBackground(image: Rgba, tolerance = BACKGROUND_TOLERANCE): boolean {
  const { width, height, data } = image;
  const border: number[] = [];
  for (let x = 0; x < width; x++) border.push(x, (height - 1) * width + x);
  for (let y = 0; y < height; y++) border.push(y * width, y * width + width - 1);
  const median = (c: number) => {
    const values = border.map((p) => data[p * 4 + c] ?? 0).sort((a, b) => a - b);
    return values[values.length >> 1] ?? 255;
  };
  const bg = [median(0), median(1), median(2)] as const;
  const distance = (p: number) => Math.hypot((data[p * 4] ?? 0) - bg[0], (data[p * 4 + 1] ?? 0) - bg[1], (data[p * 4 + 2] ?? 0) - bg[2]);
  const cleared = new Uint8Array(width * height);
  const stack = border.filter((p) => distance(p) <= tolerance);
  for (const p of stack) cleared[p] = 1;
  let count = stack.length;
  while (stack.length) {
    const p = stack.pop() as number;
    const x = p % width;
    for (const q of [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, p - width, p + width]) {
      if (q >= 0 && q < cleared.length && !cleared[q] && distance(q) <= tolerance) {
        cleared[q] = 1;
        count++;
        stack.push(q);
      }
    }
  }
  if (count > cleared.length * 0.9) return false;
  const alpha = new Uint8Array(width * height);
  for (let p = 0; p < cleared.length; p++) {
    if (cleared[p]) continue;
    const x = p % width;
    const edge = (x > 0 && cleared[p - 1]) || (x < width - 1 && cleared[p + 1]) || cleared[p - width] || cleared[p + width];
    const own = data[p * 4 + 3] ?? 255;
    // Feathered: an edge pixel close to the background colour is mostly background (anti-aliased fringe).
    alpha[p] = edge ? Math.round(own * Math.min(1, Math.max(0.15, (distance(p) - tolerance) / FEATHER_RANGE))) : own;
  }
  // A one-pixel blur of the alpha (3×3), never raising a cleared pixel above what its neighbours give.
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const near = cleared[p] || (x > 0 && cleared[p - 1]) || (x < width - 1 && cleared[p + 1]) || cleared[p - width] || cleared[p + width];
      if (!near) {
        data[p * 4 + 3] = alpha[p] ?? 0;
        continue;
      }
      let sum = 0;
      let n = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          const yy = y + dy;
          if (xx < 0 || yy < 0 || xx >= width || yy >= height) continue;
          sum += alpha[yy * width + xx] ?? 0;
          n++;
        }
      data[p * 4 + 3] = cleared[p] ? Math.round(sum / n / 2) : Math.round((sum / n + (alpha[p] ?? 0)) / 2);
    }
  return true;
}

/** Whether every pixel is (nearly) opaque: a photo, not a cut-out already. */
export function isOpaque(image: Rgba): boolean {
  for (let i = 3; i < image.data.length; i += 4) if ((image.data[i] ?? 255) < 250) return false;
  return true;
}

/**
 * A designer's product photo as a cut-out PNG at most `maxSide` px: a photo with transparency is kept
 * as it is; a photo on a plain ground has the ground removed. Throws when the file is not an image.
 */
export async function cutOutProductPhoto(photo: Buffer, maxSide = 1024): Promise<{ png: Buffer; width: number; height: number; removed: boolean }> {
  const sharp = await loadSharp();
  const decoded = await sharp(photo, { failOn: 'truncated', limitInputPixels: 50_000_000 })
    .rotate()
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const image: Rgba = { width: decoded.info.width, height: decoded.info.height, data: decoded.data };
  const removed = isOpaque(image) && removePlainBackground(image);
  const png = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } }).png({ compressionLevel: 6 }).toBuffer();
  return { png, width: image.width, height: image.height, removed };
}
