import { rgbToLab, type Lab } from '@genie/core';

/** An image's pixels in CIE Lab, one plane per channel, row-major. */
export interface LabPixels {
  readonly width: number;
  readonly height: number;
  readonly l: Float32Array;
  readonly a: Float32Array;
  readonly b: Float32Array;
}

/** Converts packed 8-bit RGB (3 bytes a pixel) to Lab planes. */
export function labPixelsOf(rgb: Uint8Array, width: number, height: number): LabPixels {
  const n = width * height;
  if (rgb.length < n * 3) throw new Error(`expected ${n * 3} bytes of RGB, got ${rgb.length}`);
  const l = new Float32Array(n);
  const a = new Float32Array(n);
  const b = new Float32Array(n);
  const lab: Lab = { l: 0, a: 0, b: 0 };
  for (let i = 0; i < n; i++) {
    rgbToLab(rgb[3 * i] as number, rgb[3 * i + 1] as number, rgb[3 * i + 2] as number, lab);
    l[i] = lab.l;
    a[i] = lab.a;
    b[i] = lab.b;
  }
  return { width, height, l, a, b };
}
