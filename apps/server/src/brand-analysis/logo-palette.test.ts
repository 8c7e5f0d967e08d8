import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { logoPalette } from './logo-palette.ts';

/** Within a few levels per channel of `target` (resampling blurs the edges a little). */
const near = (hex: string | undefined, target: string) =>
  !!hex && [1, 3, 5].every((i) => Math.abs(parseInt(hex.slice(i, i + 2), 16) - parseInt(target.slice(i, i + 2), 16)) <= 4);

describe('the palette of a logo', () => {
  it('finds its colours, leaving transparency out', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100">
      <rect x="0" y="0" width="120" height="100" fill="#2f4a3a"/><rect x="120" y="0" width="40" height="100" fill="#c8a27a"/></svg>`;
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    const palette = await logoPalette(png);
    expect(palette).toHaveLength(2);
    expect(near(palette[0], '#2f4a3a') && near(palette[1], '#c8a27a')).toBe(true);
    // A JPEG has no transparency: its white background is one of its colours.
    const jpeg = await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).jpeg().toBuffer();
    expect((await logoPalette(jpeg)).some((hex) => near(hex, '#ffffff'))).toBe(true);
  });

  it('is empty for a fully transparent image and refuses what is not an image', async () => {
    const clear = await sharp({ create: { width: 8, height: 8, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    expect(await logoPalette(clear)).toEqual([]);
    await expect(logoPalette(Buffer.from('<html>not an image</html>'))).rejects.toThrow();
  });
});
