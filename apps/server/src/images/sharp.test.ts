import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { loadSharp } from './sharp.ts';

/** A pipeline that keeps a pool thread busy for a good while: a large blurred noise image, encoded. */
async function slowDrawing(done: () => void): Promise<void> {
  const sharp = await loadSharp();
  await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .blur(8)
    .png({ compressionLevel: 9 })
    .toBuffer();
  done();
}

describe('loadSharp', () => {
  it('leaves the file-reading pool free while images are drawn: a file read during six drawings ends before the second drawing does', async () => {
    await loadSharp();
    let drawn = 0;
    const drawings = Array.from({ length: 6 }, () => slowDrawing(() => drawn++));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await readFile(new URL(import.meta.url));
    const drawnWhenRead = drawn;
    await Promise.all(drawings);
    // Unthrottled, four drawings take libuv's four threads and the read waits behind three of them.
    expect(drawnWhenRead).toBeLessThan(2);
    expect(drawn).toBe(6);
  });

  it('still hands back every result, and a failure, as before', async () => {
    const sharp = await loadSharp();
    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#ff0000' } }).png().toBuffer();
    await expect(sharp(png).metadata()).resolves.toMatchObject({ width: 4, height: 3, format: 'png' });
    await expect(sharp(Buffer.from('not an image')).metadata()).rejects.toThrow();
  });
});
