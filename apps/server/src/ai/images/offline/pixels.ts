import { loadSharp } from '../../../images/sharp.ts';
import { ImageProviderError } from '../image-provider.ts';

/** Shared pixel plumbing of the built-in renderer: decoding, Lab planes, cancellation and yielding. */

export interface RgbImage {
  width: number;
  height: number;
  /** Interleaved 8-bit RGB. */
  data: Buffer;
}

/** Throws the port's 'cancelled' failure when the designer pressed Stop. */
export function throwIfStopped(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new ImageProviderError('cancelled', 'Stopped', 'offline');
}

/** Lets the event loop run (other requests, the Stop button) between chunks of a long loop. */
export function yieldToLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Yields and checks Stop: call between rows/chunks of work. */
export async function checkpoint(signal: AbortSignal | undefined): Promise<void> {
  await yieldToLoop();
  throwIfStopped(signal);
}

/** Decodes any image to RGB at exactly width×height (cover crop), flattening transparency on white. */
export async function decodeRgb(input: Buffer, width: number, height: number): Promise<RgbImage> {
  const sharp = await loadSharp();
  try {
    const data = await sharp(input).rotate().resize(width, height, { fit: 'cover' }).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer();
    return { width, height, data };
  } catch {
    throw new ImageProviderError('rejected', 'Image is damaged', 'offline');
  }
}

/** A single-channel mask at width×height: 1 where the canonical mask is white (repaint), else 0. */
export async function decodeMask(mask: Buffer, width: number, height: number): Promise<Uint8Array> {
  const sharp = await loadSharp();
  let grey: Buffer;
  try {
    // A mask drawn with alpha (transparent = keep) is flattened on black so only painted pixels count.
    grey = await sharp(mask).resize(width, height, { fit: 'fill' }).flatten({ background: '#000000' }).greyscale().raw().toBuffer();
  } catch {
    throw new ImageProviderError('rejected', 'Image is damaged', 'offline');
  }
  const out = new Uint8Array(width * height);
  for (let i = 0; i < out.length; i++) out[i] = (grey[i] ?? 0) > 127 ? 1 : 0;
  return out;
}

export async function encodePng(image: RgbImage): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } }).png({ compressionLevel: 4 }).toBuffer();
}

// ------------------------------------------------------------------ Lab on whole images

const linearByByte = new Float32Array(256);
for (let i = 0; i < 256; i++) {
  const c = i / 255;
  linearByByte[i] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}
// Linear light → sRGB byte through a fine table (4096 steps is below one byte of error).
const GAMMA_STEPS = 4096;
const byteByLinear = new Uint8Array(GAMMA_STEPS + 1);
for (let i = 0; i <= GAMMA_STEPS; i++) {
  const l = i / GAMMA_STEPS;
  const c = l <= 0.0031308 ? 12.92 * l : 1.055 * l ** (1 / 2.4) - 0.055;
  byteByLinear[i] = Math.max(0, Math.min(255, Math.round(c * 255)));
}
const EPS = 216 / 24389;
const KAPPA = 24389 / 27;
const XN = 0.95047;
const ZN = 1.08883;
const f = (t: number) => (t > EPS ? Math.cbrt(t) : (KAPPA * t + 16) / 116);
const fInv = (t: number) => {
  const t3 = t * t * t;
  return t3 > EPS ? t3 : (116 * t - 16) / KAPPA;
};
const toByte = (linear: number) => byteByLinear[Math.round(Math.max(0, Math.min(1, linear)) * GAMMA_STEPS)] ?? 0;

/** Planar L, a, b (Float32) of an RGB image. */
export interface LabPlanes {
  l: Float32Array;
  a: Float32Array;
  b: Float32Array;
}

export function rgbToLabPlanes(rgb: Buffer, pixels: number): LabPlanes {
  const l = new Float32Array(pixels);
  const a = new Float32Array(pixels);
  const b = new Float32Array(pixels);
  for (let p = 0, i = 0; p < pixels; p++, i += 3) {
    const rl = linearByByte[rgb[i] ?? 0] ?? 0;
    const gl = linearByByte[rgb[i + 1] ?? 0] ?? 0;
    const bl = linearByByte[rgb[i + 2] ?? 0] ?? 0;
    const fx = f((0.4124564 * rl + 0.3575761 * gl + 0.1804375 * bl) / XN);
    const fy = f(0.2126729 * rl + 0.7151522 * gl + 0.072175 * bl);
    const fz = f((0.0193339 * rl + 0.119192 * gl + 0.9503041 * bl) / ZN);
    l[p] = 116 * fy - 16;
    a[p] = 500 * (fx - fy);
    b[p] = 200 * (fy - fz);
  }
  return { l, a, b };
}

/** Writes one Lab colour as RGB bytes at `out[i..i+2]` (gamut-clipped). */
export function labToRgbAt(L: number, A: number, B: number, out: Buffer | Uint8Array, i: number): void {
  const fy = (L + 16) / 116;
  const fx = fy + A / 500;
  const fz = fy - B / 200;
  const x = fInv(fx) * XN;
  const y = L > KAPPA * EPS ? fy * fy * fy : L / KAPPA;
  const z = fInv(fz) * ZN;
  out[i] = toByte(3.2404542 * x - 1.5371385 * y - 0.4985314 * z);
  out[i + 1] = toByte(-0.969266 * x + 1.8760108 * y + 0.041556 * z);
  out[i + 2] = toByte(0.0556434 * x - 0.2040259 * y + 1.0572252 * z);
}

/** Mean Lab of an RGB buffer (optionally only where `mask` is 1). */
export function meanLab(rgb: Buffer, pixels: number, mask?: Uint8Array): { l: number; a: number; b: number } {
  const planes = rgbToLabPlanes(rgb, pixels);
  let l = 0;
  let a = 0;
  let b = 0;
  let n = 0;
  for (let p = 0; p < pixels; p++) {
    if (mask && !mask[p]) continue;
    l += planes.l[p] ?? 0;
    a += planes.a[p] ?? 0;
    b += planes.b[p] ?? 0;
    n++;
  }
  return n ? { l: l / n, a: a / n, b: b / n } : { l: 0, a: 0, b: 0 };
}
