import { beforeAll, describe, expect, it } from 'vitest';
import { inpaintImage } from './inpaint.ts';
import { loadOpenCv } from './opencv.ts';
import { gradientImage, syntheticRoom } from './test-images.ts';

function squareMask(width: number, height: number, x0: number, y0: number, size: number): Uint8Array {
  const mask = new Uint8Array(width * height);
  for (let y = y0; y < y0 + size; y++) for (let x = x0; x < x0 + size; x++) mask[y * width + x] = 1;
  return mask;
}

/** Mean absolute difference per channel inside the mask. */
function meanErrorInside(a: Buffer, b: Buffer, mask: Uint8Array): number {
  let sum = 0;
  let n = 0;
  for (let p = 0; p < mask.length; p++) {
    if (!mask[p]) continue;
    for (let c = 0; c < 3; c++) sum += Math.abs(a[p * 3 + c]! - b[p * 3 + c]!);
    n += 3;
  }
  return sum / n;
}

describe('inpaint', () => {
  // OpenCV's WebAssembly loads once (seconds on a busy machine), not inside a test's time.
  beforeAll(() => loadOpenCv(), 180_000);

  it('fills a square on a solid background with the background', async () => {
    const width = 256;
    const height = 192;
    const data = Buffer.alloc(width * height * 3);
    for (let p = 0; p < width * height; p++) data.set([182, 160, 131], p * 3);
    const mask = squareMask(width, height, 90, 60, 60);
    const damaged = Buffer.from(data);
    for (let p = 0; p < mask.length; p++) if (mask[p]) damaged.set([250, 20, 20], p * 3); // a red object to remove
    const out = await inpaintImage({ width, height, data: damaged }, mask);
    expect(meanErrorInside(out.data, data, mask)).toBeLessThan(3);
  });

  it('continues a gradient through a large hole', async () => {
    const truth = gradientImage(320, 240);
    const mask = squareMask(320, 240, 110, 70, 90);
    const damaged = Buffer.from(truth.data);
    for (let p = 0; p < mask.length; p++) if (mask[p]) damaged.set([0, 0, 0], p * 3);
    const out = await inpaintImage({ ...truth, data: damaged }, mask);
    expect(meanErrorInside(out.data, truth.data, mask)).toBeLessThan(8);
  });

  it('removes a dark sofa from a room, leaving wall and floor colours, and leaves pixels away from the mask untouched', async () => {
    const room = syntheticRoom(320, 240);
    // The sofa spans x 48..176, y 108..173; the mask covers it with a margin.
    const mask = new Uint8Array(320 * 240);
    for (let y = 100; y < 180; y++) for (let x = 40; x < 184; x++) mask[y * 320 + x] = 1;
    const out = await inpaintImage(room, mask);
    const lum = (buf: Buffer, x: number, y: number) => { const i = (y * 320 + x) * 3; return (buf[i]! + buf[i + 1]! + buf[i + 2]!) / 3; };
    // Where the sofa was, the wall above the horizon and the floor below it (the sofa is far darker than both).
    expect(lum(out.data, 110, 125)).toBeGreaterThan(lum(room.data, 110, 125) + 80);
    expect(Math.abs(lum(out.data, 110, 170) - lum(room.data, 110, 200))).toBeLessThan(25);
    // Far from the mask nothing changes.
    for (const [x, y] of [[5, 5], [300, 230], [250, 60]] as const) {
      for (let c = 0; c < 3; c++) expect(out.data[(y * 320 + x) * 3 + c]).toBe(room.data[(y * 320 + x) * 3 + c]);
    }
  });

  it('returns the photo unchanged for an empty mask, and stops on Stop', async () => {
    const room = syntheticRoom(64, 48);
    const same = await inpaintImage(room, new Uint8Array(64 * 48));
    expect(same.data.equals(room.data)).toBe(true);
    const controller = new AbortController();
    controller.abort();
    await expect(inpaintImage(room, squareMask(64, 48, 10, 10, 10), { signal: controller.signal })).rejects.toMatchObject({ reason: 'cancelled' });
  });
});
