/**
 * Raster basics for the Image → CAD engine: a grayscale buffer type, conversion from
 * 1/3/4-channel pixels and a light separable blur. Everything works on flat typed arrays,
 * one number per pixel, row-major (index = y * width + x).
 */

export interface RasterImage {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
  channels: 1 | 3 | 4;
}

export interface GrayImage {
  width: number;
  height: number;
  /** Brightness 0 (black) … 255 (white). */
  data: Float32Array;
}

export class DrawingInputError extends Error {
  constructor(
    public readonly code: 'image_empty' | 'image_data_size',
    message: string,
  ) {
    super(message);
    this.name = 'DrawingInputError';
  }
}

/** Luma (Rec. 601); transparent pixels count as white paper. */
export function toGray(image: RasterImage): GrayImage {
  const { width, height, data, channels } = image;
  if (!(width > 0 && height > 0) || !Number.isInteger(width) || !Number.isInteger(height)) {
    throw new DrawingInputError('image_empty', 'The image has no pixels.');
  }
  const count = width * height;
  if (data.length < count * channels) {
    throw new DrawingInputError('image_data_size', `Expected ${count * channels} bytes, got ${data.length}.`);
  }
  const gray = new Float32Array(count);
  if (channels === 1) {
    for (let i = 0; i < count; i++) gray[i] = data[i]!;
    return { width, height, data: gray };
  }
  for (let i = 0, j = 0; i < count; i++, j += channels) {
    const luma = 0.299 * data[j]! + 0.587 * data[j + 1]! + 0.114 * data[j + 2]!;
    if (channels === 4) {
      const alpha = data[j + 3]! / 255;
      gray[i] = luma * alpha + 255 * (1 - alpha);
    } else {
      gray[i] = luma;
    }
  }
  return { width, height, data: gray };
}

/** Separable 3-tap binomial blur (≈ Gaussian σ 0.7), edges clamped: takes the grain off without fading 1-px lines. */
export function lightBlur(image: GrayImage): GrayImage {
  const { width, height, data } = image;
  const tmp = new Float32Array(data.length);
  const out = new Float32Array(data.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      tmp[row + x] = (data[row + Math.max(0, x - 1)]! + 2 * data[row + x]! + data[row + Math.min(width - 1, x + 1)]!) / 4;
    }
  }
  for (let y = 0; y < height; y++) {
    const above = Math.max(0, y - 1) * width;
    const row = y * width;
    const below = Math.min(height - 1, y + 1) * width;
    for (let x = 0; x < width; x++) out[row + x] = (tmp[above + x]! + 2 * tmp[row + x]! + tmp[below + x]!) / 4;
  }
  return { width, height, data: out };
}

/** Separable 5-tap binomial blur (≈ Gaussian σ 1), edges clamped. */
export function blur(image: GrayImage): GrayImage {
  const { width, height, data } = image;
  const tmp = new Float32Array(data.length);
  const out = new Float32Array(data.length);
  const clampX = (x: number) => (x < 0 ? 0 : x >= width ? width - 1 : x);
  const clampY = (y: number) => (y < 0 ? 0 : y >= height ? height - 1 : y);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      tmp[row + x] =
        (data[row + clampX(x - 2)]! +
          4 * data[row + clampX(x - 1)]! +
          6 * data[row + x]! +
          4 * data[row + clampX(x + 1)]! +
          data[row + clampX(x + 2)]!) /
        16;
    }
  }
  for (let y = 0; y < height; y++) {
    const r0 = clampY(y - 2) * width;
    const r1 = clampY(y - 1) * width;
    const r2 = y * width;
    const r3 = clampY(y + 1) * width;
    const r4 = clampY(y + 2) * width;
    for (let x = 0; x < width; x++) {
      out[r2 + x] = (tmp[r0 + x]! + 4 * tmp[r1 + x]! + 6 * tmp[r2 + x]! + 4 * tmp[r3 + x]! + tmp[r4 + x]!) / 16;
    }
  }
  return { width, height, data: out };
}
