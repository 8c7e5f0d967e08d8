/** Side of the greyscale image the hash is computed on. */
export const PHASH_INPUT_SIZE = 32;
const LOW = 8;

/**
 * At or below this Hamming distance (of 64 bits) two images are the same picture. Resized and
 * recompressed copies land at 0–4; different pictures of one layout (the demo library's rooms and
 * templates) at 8 and above.
 */
export const PHASH_DUPLICATE_DISTANCE = 6;

// cos((2x + 1) u π / 64) for the 8 lowest frequencies u over the 32 samples x.
const cosTable = new Float64Array(LOW * PHASH_INPUT_SIZE);
for (let u = 0; u < LOW; u++) {
  for (let x = 0; x < PHASH_INPUT_SIZE; x++) {
    cosTable[u * PHASH_INPUT_SIZE + x] = Math.cos(((2 * x + 1) * u * Math.PI) / (2 * PHASH_INPUT_SIZE));
  }
}

/**
 * 64-bit DCT perceptual hash (the classic pHash): 2-D DCT-II of a 32×32 greyscale image, the 8×8
 * lowest frequencies, one bit per coefficient above their median. Returned as 16 hex digits.
 * Resizing, recompression and small colour shifts flip few bits; a different picture about half.
 */
export function perceptualHash(grey: Float32Array | Uint8Array): string {
  const size = PHASH_INPUT_SIZE;
  if (grey.length !== size * size) throw new Error(`pHash needs ${size}×${size} samples, got ${grey.length}`);
  // Rows first: rowDct[y][u] = Σx grey[y][x]·cos(u, x).
  const rowDct = new Float64Array(size * LOW);
  for (let y = 0; y < size; y++) {
    for (let u = 0; u < LOW; u++) {
      let s = 0;
      for (let x = 0; x < size; x++) s += (grey[y * size + x] as number) * (cosTable[u * size + x] as number);
      rowDct[y * LOW + u] = s;
    }
  }
  const coefficients = new Float64Array(LOW * LOW);
  for (let v = 0; v < LOW; v++) {
    for (let u = 0; u < LOW; u++) {
      let s = 0;
      for (let y = 0; y < size; y++) s += (rowDct[y * LOW + u] as number) * (cosTable[v * size + y] as number);
      coefficients[v * LOW + u] = s;
    }
  }
  const sorted = Float64Array.from(coefficients).sort();
  const median = ((sorted[31] as number) + (sorted[32] as number)) / 2;
  let hex = '';
  for (let nibble = 0; nibble < 16; nibble++) {
    let value = 0;
    for (let bit = 0; bit < 4; bit++) value = (value << 1) | ((coefficients[nibble * 4 + bit] as number) > median ? 1 : 0);
    hex += value.toString(16);
  }
  return hex;
}

function popcount32(x: number): number {
  let v = x >>> 0;
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** Number of differing bits between two 64-bit hashes (16 hex digits each). */
export function hammingDistance(a: string, b: string): number {
  if (!/^[0-9a-f]{16}$/.test(a) || !/^[0-9a-f]{16}$/.test(b)) throw new Error('hashes must be 16 hex digits');
  const hi = Number.parseInt(a.slice(0, 8), 16) ^ Number.parseInt(b.slice(0, 8), 16);
  const lo = Number.parseInt(a.slice(8), 16) ^ Number.parseInt(b.slice(8), 16);
  return popcount32(hi) + popcount32(lo);
}

/** Whether two hashes are the same picture (a resized, recompressed or lightly edited copy). */
export function isNearDuplicate(a: string, b: string, maxDistance = PHASH_DUPLICATE_DISTANCE): boolean {
  return hammingDistance(a, b) <= maxDistance;
}

/** The first known hash within `maxDistance` of `hash`, if any (a linear scan; fine to ~100k). */
export function findNearDuplicate<T extends { phash: string }>(
  hash: string,
  known: Iterable<T>,
  maxDistance = PHASH_DUPLICATE_DISTANCE,
): T | undefined {
  for (const candidate of known) if (hammingDistance(hash, candidate.phash) <= maxDistance) return candidate;
  return undefined;
}
