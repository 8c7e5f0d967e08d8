import { designStyle, hexToLab, deltaE } from '@genie/core';
import { describe, expect, it } from 'vitest';
import { meanLab } from './pixels.ts';
import { restyleImage } from './restyle.ts';
import { correlation, sobel, syntheticRoom } from './test-images.ts';

/** Mean distance of the image's pixels to their nearest palette colour (ΔE, on a sample). */
function distanceToPalette(data: Buffer, palette: readonly string[]): number {
  const labs = palette.map((hex) => hexToLab(hex));
  let sum = 0;
  let n = 0;
  for (let i = 0; i < data.length; i += 3 * 17) {
    const lab = meanLab(data.subarray(i, i + 3), 1);
    sum += Math.min(...labs.map((t) => deltaE(lab, t)));
    n++;
  }
  return sum / n;
}

describe('restyle (style→image)', () => {
  const room = syntheticRoom(320, 240);
  const palette = designStyle('art_deco').palette;

  it('moves the photo\'s colours towards the style\'s palette, more with more strength', async () => {
    const before = distanceToPalette(room.data, palette);
    const half = await restyleImage(room, { palette, strength: 0.5 });
    const full = await restyleImage(room, { palette, strength: 1 });
    const dHalf = distanceToPalette(half.data, palette);
    const dFull = distanceToPalette(full.data, palette);
    expect(dHalf).toBeLessThan(before * 0.8);
    expect(dFull).toBeLessThan(dHalf);
    // The mean colour too moves towards the palette's.
    const paletteMean = palette.map(hexToLab).reduce((m, c) => ({ l: m.l + c.l / palette.length, a: m.a + c.a / palette.length, b: m.b + c.b / palette.length }), { l: 0, a: 0, b: 0 });
    expect(deltaE(meanLab(full.data, 320 * 240), paletteMean)).toBeLessThan(deltaE(meanLab(room.data, 320 * 240), paletteMean));
  });

  it('keeps the photo\'s structure: its edges correlate with the input\'s above 0.8', async () => {
    const out = await restyleImage(room, { palette, strength: 1 });
    expect(correlation(sobel(room), sobel(out))).toBeGreaterThan(0.8);
  });

  it('gives light surfaces the palette\'s light colours and dark pieces its dark ones', async () => {
    const out = await restyleImage(room, { palette, strength: 1 });
    const at = (x: number, y: number) => meanLab(out.data.subarray((y * 320 + x) * 3, (y * 320 + x) * 3 + 3), 1);
    // Wall (top left) stays lighter than the sofa.
    expect(at(20, 20).l).toBeGreaterThan(at(110, 140).l + 20);
  });

  it('changes nothing at strength 0', async () => {
    const out = await restyleImage(room, { palette, strength: 0 });
    let worst = 0;
    for (let i = 0; i < out.data.length; i++) worst = Math.max(worst, Math.abs(out.data[i]! - room.data[i]!));
    expect(worst).toBeLessThanOrEqual(3);
  });

  it('stops when the designer presses Stop', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(restyleImage(room, { palette, strength: 1, signal: controller.signal })).rejects.toMatchObject({ reason: 'cancelled' });
  });
});
