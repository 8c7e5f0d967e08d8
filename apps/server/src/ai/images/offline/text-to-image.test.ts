import { hexToLab, deltaE } from '@genie/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { closestBuiltInStyle, parsePrompt } from './prompt-intent.ts';
import { meanLab } from './pixels.ts';
import { renderTextToImage, resolveStyle } from './text-to-image.ts';

const W = 320;
const H = 240;
const render = (prompt: string, seed: number, styleId = 'scandinavian', spaceId = 'living_room') => renderTextToImage({ prompt, styleId, spaceId, width: W, height: H, seed });
const raw = async (png: Buffer) => sharp(png).removeAlpha().raw().toBuffer();

/** Share of pixels within ΔE 12 of a colour. */
function shareNear(data: Buffer, hex: string): number {
  const target = hexToLab(hex);
  let near = 0;
  for (let i = 0; i < data.length; i += 3) if (deltaE(meanLab(data.subarray(i, i + 3), 1), target) < 12) near++;
  return near / (data.length / 3);
}

describe('text→image', () => {
  it('draws a different composition for each seed, and the same picture for the same seed', async () => {
    const a = await raw(await render('a calm living room', 1));
    const b = await raw(await render('a calm living room', 2));
    const again = await raw(await render('a calm living room', 1));
    let diff = 0;
    for (let i = 0; i < a.length; i++) diff += Math.abs(a[i]! - b[i]!);
    expect(diff / a.length).toBeGreaterThan(8);
    expect(a.equals(again)).toBe(true);
  });

  it('honours a colour named in the prompt', async () => {
    const plain = await raw(await render('a living room', 5));
    const navy = await raw(await render('a living room with navy blue walls', 5));
    expect(shareNear(navy, '#1f2f4f')).toBeGreaterThan(0.15);
    expect(shareNear(plain, '#1f2f4f')).toBeLessThan(0.02);
    const sofa = await raw(await render('a living room with a mustard yellow sofa', 5));
    expect(shareNear(sofa, '#d1a32a')).toBeGreaterThan(shareNear(plain, '#d1a32a') + 0.02);
  });

  it('draws plants when asked, and none when told not to', async () => {
    const green = (data: Buffer) => shareNear(data, '#4f7d45') + shareNear(data, '#6a9a55');
    const lush = await raw(await render('a living room full of plants, five plants', 9, 'minimalism'));
    const none = await raw(await render('a living room with no plants', 9, 'minimalism'));
    expect(green(lush)).toBeGreaterThan(green(none) + 0.005);
  });

  it('is darker when the prompt says dark and moody than when it says bright and airy', async () => {
    const dark = await raw(await render('a dark moody bedroom', 3, 'modern', 'bedroom'));
    const bright = await raw(await render('a bright airy bedroom', 3, 'modern', 'bedroom'));
    expect(meanLab(bright, W * H).l).toBeGreaterThan(meanLab(dark, W * H).l + 10);
  });

  it('reads colours, materials, counts and light from the prompt', () => {
    const intent = parsePrompt('Warm living room with sage green walls, walnut cabinets, marble counters, two armchairs and lots of plants');
    expect(intent.colours).toContainEqual({ hex: '#9caf88', target: 'wall' });
    expect(intent.colours).toContainEqual({ hex: '#6b4a32', target: 'cabinets' });
    expect(intent.floor).toBeNull();
    expect(intent.marbleTops).toBe(true);
    expect(intent.armchairs).toBe(2);
    expect(intent.plants).toBe(4);
    expect(intent.temperature).toBe('warm');
    expect(parsePrompt('light oak floor').floor).toBe('light_wood');
    expect(parsePrompt('no plants please').plants).toBe(0);
  });

  it('draws a custom theme in the closest built-in style by its words', () => {
    expect(resolveStyle({ styleId: 'theme-7', styleLabel: 'Client favourite', stylePrompt: 'art deco glamour with brass and velvet', prompt: '' })).toBe('art_deco');
    expect(resolveStyle({ styleId: 'industrial', prompt: 'art deco' })).toBe('industrial');
    expect(closestBuiltInStyle('nothing recognisable here')).toBe('modern');
  });

  it('stops when the designer presses Stop', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(renderTextToImage({ prompt: 'x', width: W, height: H, seed: 1, signal: controller.signal })).rejects.toMatchObject({ reason: 'cancelled' });
  });
});
