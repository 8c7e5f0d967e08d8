import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isUnchanged, keepChangedImages, UnchangedOutput } from './unchanged-output.ts';

const plain = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#8899aa' } });
const withSquare = async (width: number, height: number, side: number) =>
  plain(width, height)
    .composite([{ input: await sharp({ create: { width: side, height: side, channels: 3, background: '#ff6600' } }).png().toBuffer(), left: 10, top: 10 }])
    .png()
    .toBuffer();

describe('a result that is the input unchanged', () => {
  it('is the input re-encoded or resized', async () => {
    const input = await plain(400, 300).jpeg().toBuffer();
    expect(await isUnchanged(input, await sharp(input).png().toBuffer())).toBe(true);
    expect(await isUnchanged(input, await sharp(input).resize(200, 150).png().toBuffer())).toBe(true);
  });

  it('is not one where a small object was changed (about 1% of the picture)', async () => {
    const input = await plain(400, 300).png().toBuffer();
    expect(await isUnchanged(input, await withSquare(400, 300, 35))).toBe(false);
  });

  it('keeps the changed results and refuses when none changed', async () => {
    const input = await plain(200, 100).png().toBuffer();
    const changed = { data: await withSquare(200, 100, 20), mimeType: 'image/png' as const };
    const same = { data: input, mimeType: 'image/png' as const };
    expect(await keepChangedImages(input, [same, changed])).toEqual([changed]);
    await expect(keepChangedImages(input, [same])).rejects.toBeInstanceOf(UnchangedOutput);
  });
});
