import { hexToRgb, seededRandom } from '@genie/core';
import type { RgbImage } from './pixels.ts';

/** Images the offline tools' tests make: nothing is downloaded. */

/**
 * A synthetic room photo with known colours: a light wall over a wooden floor, a window, a dark sofa and a
 * green plant, with sensor-like noise so there is texture to keep.
 */
export function syntheticRoom(width = 320, height = 240, seed = 1): RgbImage & { colours: Record<'wall' | 'floor' | 'window' | 'sofa' | 'plant', string> } {
  const colours = { wall: '#d9d6cf', floor: '#9c6b43', window: '#b8d4ea', sofa: '#3b3f4a', plant: '#4f7d45' } as const;
  const rgb = Object.fromEntries(Object.entries(colours).map(([k, v]) => [k, hexToRgb(v)])) as Record<keyof typeof colours, [number, number, number]>;
  const random = seededRandom(seed);
  const data = Buffer.alloc(width * height * 3);
  const horizon = Math.round(height * 0.62);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let c = y < horizon ? rgb.wall : rgb.floor;
      if (x > width * 0.62 && x < width * 0.85 && y > height * 0.15 && y < height * 0.45) c = rgb.window;
      if (x > width * 0.15 && x < width * 0.55 && y > height * 0.45 && y < height * 0.72) c = rgb.sofa;
      if ((x - width * 0.85) ** 2 + (y - height * 0.7) ** 2 < (height * 0.08) ** 2) c = rgb.plant;
      // Light falls off towards the floor; planks every 12 px.
      const light = y < horizon ? 1 - (y / height) * 0.1 : 0.95 - (x % 12 === 0 ? 0.12 : 0);
      const i = (y * width + x) * 3;
      for (let k = 0; k < 3; k++) data[i + k] = Math.max(0, Math.min(255, Math.round(c[k]! * light + (random.next() - 0.5) * 10)));
    }
  }
  return { width, height, data, colours };
}

/** A smooth two-way gradient (the kind of surface inpainting must continue). */
export function gradientImage(width: number, height: number): RgbImage {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      data[i] = Math.round(60 + (x / width) * 150);
      data[i + 1] = Math.round(80 + (y / height) * 120);
      data[i + 2] = 140;
    }
  return { width, height, data };
}

/** Sobel gradient magnitude of the image's grey level. */
export function sobel(image: RgbImage): Float32Array {
  const { width, height, data } = image;
  const grey = new Float32Array(width * height);
  for (let p = 0; p < grey.length; p++) grey[p] = 0.299 * data[p * 3]! + 0.587 * data[p * 3 + 1]! + 0.114 * data[p * 3 + 2]!;
  const out = new Float32Array(width * height);
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++) {
      const g = (dx: number, dy: number) => grey[(y + dy) * width + x + dx]!;
      const gx = g(1, -1) + 2 * g(1, 0) + g(1, 1) - g(-1, -1) - 2 * g(-1, 0) - g(-1, 1);
      const gy = g(-1, 1) + 2 * g(0, 1) + g(1, 1) - g(-1, -1) - 2 * g(0, -1) - g(1, -1);
      out[y * width + x] = Math.hypot(gx, gy);
    }
  return out;
}

export function correlation(a: Float32Array, b: Float32Array): number {
  let ma = 0;
  let mb = 0;
  for (let i = 0; i < a.length; i++) {
    ma += a[i]!;
    mb += b[i]!;
  }
  ma /= a.length;
  mb /= b.length;
  let cov = 0;
  let va = 0;
  let vb = 0;
  for (let i = 0; i < a.length; i++) {
    cov += (a[i]! - ma) * (b[i]! - mb);
    va += (a[i]! - ma) ** 2;
    vb += (b[i]! - mb) ** 2;
  }
  return cov / Math.sqrt(va * vb);
}
