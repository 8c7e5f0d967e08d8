/** CIE L*a*b* (D65) colour. L 0..100; a and b roughly -128..127. */
export interface Lab {
  l: number;
  a: number;
  b: number;
}

// sRGB 8-bit channel -> linear light, precomputed once (the hot path converts thousands of pixels).
const linearByByte = new Float64Array(256);
for (let i = 0; i < 256; i++) {
  const c = i / 255;
  linearByByte[i] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

const XN = 0.95047;
const ZN = 1.08883;
const EPS = 216 / 24389;
const KAPPA = 24389 / 27;

function f(t: number): number {
  return t > EPS ? Math.cbrt(t) : (KAPPA * t + 16) / 116;
}

function fInv(t: number): number {
  const t3 = t * t * t;
  return t3 > EPS ? t3 : (116 * t - 16) / KAPPA;
}

/** Converts 8-bit sRGB to Lab; writes into `out` when given (to avoid allocation in pixel loops). */
export function rgbToLab(r: number, g: number, b: number, out: Lab = { l: 0, a: 0, b: 0 }): Lab {
  const rl = linearByByte[r & 255] ?? 0;
  const gl = linearByByte[g & 255] ?? 0;
  const bl = linearByByte[b & 255] ?? 0;
  const x = (0.4124564 * rl + 0.3575761 * gl + 0.1804375 * bl) / XN;
  const y = 0.2126729 * rl + 0.7151522 * gl + 0.072175 * bl;
  const z = (0.0193339 * rl + 0.119192 * gl + 0.9503041 * bl) / ZN;
  const fx = f(x);
  const fy = f(y);
  const fz = f(z);
  out.l = 116 * fy - 16;
  out.a = 500 * (fx - fy);
  out.b = 200 * (fy - fz);
  return out;
}

function toByte(linear: number): number {
  const c = linear <= 0.0031308 ? 12.92 * linear : 1.055 * linear ** (1 / 2.4) - 0.055;
  return Math.max(0, Math.min(255, Math.round(c * 255)));
}

/** Converts Lab to 8-bit sRGB, clipping colours outside the sRGB gamut. */
export function labToRgb(lab: Lab): [number, number, number] {
  const fy = (lab.l + 16) / 116;
  const fx = fy + lab.a / 500;
  const fz = fy - lab.b / 200;
  const x = fInv(fx) * XN;
  const y = lab.l > KAPPA * EPS ? fy * fy * fy : lab.l / KAPPA;
  const z = fInv(fz) * ZN;
  const r = 3.2404542 * x - 1.5371385 * y - 0.4985314 * z;
  const g = -0.969266 * x + 1.8760108 * y + 0.041556 * z;
  const b = 0.0556434 * x - 0.2040259 * y + 1.0572252 * z;
  return [toByte(r), toByte(g), toByte(b)];
}

const hexPattern = /^#?([0-9a-fA-F]{6})$/;

export function isHexColour(value: string): boolean {
  return hexPattern.test(value);
}

export function hexToRgb(hex: string): [number, number, number] {
  const m = hexPattern.exec(hex);
  if (!m?.[1]) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Lower-case `#rrggbb`. */
export function rgbToHex(r: number, g: number, b: number): string {
  return `#${[r, g, b].map((c) => Math.max(0, Math.min(255, Math.round(c))).toString(16).padStart(2, '0')).join('')}`;
}

export function hexToLab(hex: string): Lab {
  const [r, g, b] = hexToRgb(hex);
  return rgbToLab(r, g, b);
}

export function labToHex(lab: Lab): string {
  const [r, g, b] = labToRgb(lab);
  return rgbToHex(r, g, b);
}

/** CIE76 colour difference: Euclidean distance in Lab (about 2.3 is a just-noticeable difference). */
export function deltaE(p: Lab, q: Lab): number {
  return Math.hypot(p.l - q.l, p.a - q.a, p.b - q.b);
}
