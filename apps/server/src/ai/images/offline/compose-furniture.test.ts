import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { composeFurniture, drawFurniturePiece, furnitureKinds } from './compose-furniture.ts';

const W = 400;
const H = 300;
const roomPng = () => sharp({ create: { width: W, height: H, channels: 3, background: '#b0aca4' } }).png().toBuffer();
const pixelsOf = async (png: Buffer) => sharp(png).removeAlpha().raw().toBuffer();
const at = (raw: Buffer, x: number, y: number) => [raw[(y * W + x) * 3]!, raw[(y * W + x) * 3 + 1]!, raw[(y * W + x) * 3 + 2]!];

describe('compose furniture', () => {
  it('places a piece\'s pixels in the requested box and leaves the rest of the room unchanged', async () => {
    const room = await roomPng();
    const piece = await sharp({ create: { width: 100, height: 50, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } } }).png().toBuffer();
    const out = await pixelsOf(await composeFurniture(room, [{ image: piece, x: 120, y: 80, width: 160 }]));
    const before = await pixelsOf(room);
    // Inside the box (160 × 80): red (slightly matched to the room's light).
    for (const [x, y] of [[125, 85], [200, 120], [275, 155]] as const) {
      const [r, g, b] = at(out, x, y);
      expect(r).toBeGreaterThan(150);
      expect(g).toBeLessThan(90);
      expect(b).toBeLessThan(90);
    }
    // Outside the box: exactly the room.
    let changed = 0;
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        if (x >= 119 && x <= 281 && y >= 79 && y <= 161) continue;
        if (at(out, x, y).some((v, c) => v !== at(before, x, y)[c])) changed++;
      }
    expect(changed).toBe(0);
  });

  it('cuts a piece photographed on white out of its background, and lays a shadow under it', async () => {
    const room = await roomPng();
    // A dark blue block on a white ground, no alpha (a JPEG as a shop's product photo would be).
    const piece = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#ffffff' } })
      .composite([{ input: await sharp({ create: { width: 60, height: 60, channels: 3, background: '#203060' } }).png().toBuffer(), left: 30, top: 30 }])
      .jpeg({ quality: 92 })
      .toBuffer();
    const out = await pixelsOf(await composeFurniture(room, [{ image: piece, x: 100, y: 60, width: 120, shadow: true }]));
    // The white ground is gone: the box's corner shows the room.
    const corner = at(out, 104, 64);
    expect(Math.abs(corner[0]! - 0xb0)).toBeLessThan(6);
    // The block is there.
    const middle = at(out, 160, 120);
    expect(middle[2]!).toBeGreaterThan(middle[0]! + 30);
    // Under its base (y = 150) the floor is darker than the room.
    expect(at(out, 160, 152)[0]!).toBeLessThan(0xb0 - 15);
  });

  it('turns a piece with perspective so its far side is shorter', async () => {
    const room = await roomPng();
    const piece = await sharp({ create: { width: 100, height: 100, channels: 4, background: { r: 20, g: 20, b: 20, alpha: 1 } } }).png().toBuffer();
    const out = await pixelsOf(await composeFurniture(room, [{ image: piece, x: 100, y: 100, width: 100, perspective: 1 }]));
    const heightAt = (x: number) => {
      let n = 0;
      for (let y = 90; y < 210; y++) if (at(out, x, y)[0]! < 80) n++;
      return n;
    };
    expect(heightAt(105)).toBeGreaterThan(heightAt(195) + 15);
  });

  it('draws every piece of the furniture set as a PNG with transparency, in the style\'s colours', async () => {
    for (const kind of furnitureKinds) {
      const png = await drawFurniturePiece(kind, 'scandinavian', 200);
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      expect(info.width, kind).toBe(200);
      expect(info.channels, kind).toBe(4);
      let transparent = 0;
      let opaque = 0;
      for (let i = 3; i < data.length; i += 4) {
        if (data[i] === 0) transparent++;
        else opaque++;
      }
      expect(transparent, kind).toBeGreaterThan(0);
      expect(opaque, kind).toBeGreaterThan(info.width * 10);
    }
    // A custom theme's id draws in the built-in style its words are nearest to.
    const art = await drawFurniturePiece('sofa', 'theme-42', 200, 'art deco glamour');
    expect(art.equals(await drawFurniturePiece('sofa', 'art_deco', 200))).toBe(true);
  });
});
