import { loadSharp, type OutputInfo, type OverlayOptions, type Sharp } from '../../../images/sharp.ts';
import { ImageProviderError } from '../image-provider.ts';
import { isOpaque, removePlainBackground as removeBackground, type Rgba } from './cut-out.ts';
import { checkpoint, labToRgbAt, rgbToLabPlanes } from './pixels.ts';

export { drawFurniturePiece, furnitureKinds, type FurnitureKind } from './furniture-pieces.ts';

/**
 * Furniture compose: cut-out pieces placed into a room photo where the designer put them.
 *
 * Coordinates are pixels of the room image: (x, y) is the top-left corner of the piece's box and `width`
 * its width; the height follows the piece's own proportions. A piece without transparency has its flat
 * or near-white background removed (flood fill from the borders). `perspective` (-1..1) turns the piece
 * as if seen from the side (positive: the right side recedes), `rotationDeg` tilts it, `shadow` lays a
 * soft contact shadow under it, and every piece takes a little of the room's light (its colour cast and
 * brightness where it stands). Pieces are laid in the order given, later ones in front (the studio
 * orders them by depth first).
 */
export interface FurniturePlacement {
  image: Buffer;
  x: number;
  y: number;
  width: number;
  rotationDeg?: number;
  perspective?: number;
  shadow?: boolean;
}

export interface ComposeOptions {
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

/** Share of the room's colour cast and brightness a piece takes. */
const LIGHT_MATCH = 0.22;

export async function composeFurniture(room: Buffer, pieces: readonly FurniturePlacement[], options: ComposeOptions = {}): Promise<Buffer> {
  const sharp = await loadSharp();
  let base: Sharp;
  let width: number;
  let height: number;
  let roomRgb: Buffer;
  try {
    base = sharp(room).rotate();
    const decoded = await base.clone().removeAlpha().raw().toBuffer({ resolveWithObject: true });
    roomRgb = decoded.data;
    width = decoded.info.width;
    height = decoded.info.height;
  } catch {
    throw new ImageProviderError('rejected', 'Image is damaged', 'offline');
  }
  const layers: OverlayOptions[] = [];
  for (const [index, placement] of pieces.entries()) {
    await checkpoint(options.signal);
    const piece = await preparePiece(placement, roomRgb, width, height);
    if (!piece) continue;
    const { image, left, top } = piece;
    if (placement.shadow) {
      const shadow = await contactShadow(image, left, top, width, height);
      if (shadow) layers.push(shadow);
    }
    const clipped = clip(image, left, top, width, height);
    if (clipped) layers.push({ input: clipped.image.data, raw: { width: clipped.image.width, height: clipped.image.height, channels: 4 }, left: clipped.left, top: clipped.top });
    options.onProgress?.((index + 1) / Math.max(1, pieces.length));
  }
  return sharp(roomRgb, { raw: { width, height, channels: 3 } }).composite(layers).png({ compressionLevel: 4 }).toBuffer();
}

async function preparePiece(p: FurniturePlacement, roomRgb: Buffer, roomWidth: number, roomHeight: number): Promise<{ image: Rgba; left: number; top: number } | null> {
  const sharp = await loadSharp();
  const width = Math.round(p.width);
  if (!(width >= 1)) return null;
  let decoded: { data: Buffer; info: OutputInfo };
  let hadAlpha: boolean;
  try {
    const meta = await sharp(p.image).metadata();
    hadAlpha = meta.hasAlpha === true;
    decoded = await sharp(p.image).rotate().resize({ width, kernel: 'lanczos3' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  } catch {
    throw new ImageProviderError('rejected', 'Image is damaged', 'offline');
  }
  let image: Rgba = { width: decoded.info.width, height: decoded.info.height, data: decoded.data };
  if (!hadAlpha || isOpaque(image)) removeBackground(image);
  const boxHeight = image.height;
  if (p.perspective) image = turn(image, Math.max(-1, Math.min(1, p.perspective)));
  matchLight(image, roomRgb, roomWidth, roomHeight, Math.round(p.x), Math.round(p.y));
  let left = Math.round(p.x);
  let top = Math.round(p.y);
  if (p.rotationDeg) {
    const rotated = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } })
      .rotate(p.rotationDeg, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .raw()
      .toBuffer({ resolveWithObject: true });
    // Rotated about the box's centre.
    left += Math.round((image.width - rotated.info.width) / 2);
    top += Math.round((boxHeight - rotated.info.height) / 2);
    image = { width: rotated.info.width, height: rotated.info.height, data: rotated.data };
  }
  return { image, left, top };
}

/**
 * A simple perspective turn: each column is scaled vertically about 60% of the height, the far side
 * shorter, and the piece a little narrower, as a box turned away from the camera looks.
 */
function turn(image: Rgba, amount: number): Rgba {
  const { width, height, data } = image;
  const out = Buffer.alloc(data.length);
  const squeeze = 1 - Math.abs(amount) * 0.12;
  const pivot = height * 0.6;
  for (let x = 0; x < width; x++) {
    const u = x / Math.max(1, width - 1);
    const far = amount > 0 ? u : 1 - u;
    const scale = 1 - Math.abs(amount) * 0.28 * far;
    // Horizontal: the columns crowd towards the far side.
    const sxf = (amount > 0 ? u ** (1 / squeeze) : 1 - (1 - u) ** (1 / squeeze)) * (width - 1);
    const sx = Math.max(0, Math.min(width - 1, Math.round(sxf)));
    for (let y = 0; y < height; y++) {
      const sy = pivot + (y - pivot) / scale;
      if (sy < 0 || sy > height - 1) continue;
      const y0 = Math.floor(sy);
      const y1 = Math.min(height - 1, y0 + 1);
      const t = sy - y0;
      for (let c = 0; c < 4; c++) {
        out[(y * width + x) * 4 + c] = Math.round((data[(y0 * width + sx) * 4 + c] ?? 0) * (1 - t) + (data[(y1 * width + sx) * 4 + c] ?? 0) * t);
      }
    }
  }
  return { width, height, data: out };
}

/** Moves the piece's mean colour and lightness a little towards the room's around where it stands. */
function matchLight(image: Rgba, roomRgb: Buffer, roomWidth: number, roomHeight: number, left: number, top: number): void {
  const x0 = Math.max(0, left - image.width / 2);
  const x1 = Math.min(roomWidth, left + image.width * 1.5);
  const y0 = Math.max(0, top - image.height / 2);
  const y1 = Math.min(roomHeight, top + image.height * 1.5);
  if (x1 - x0 < 2 || y1 - y0 < 2) return;
  const sample: number[] = [];
  const step = Math.max(1, Math.floor(Math.sqrt(((x1 - x0) * (y1 - y0)) / 4000)));
  for (let y = Math.floor(y0); y < y1; y += step) for (let x = Math.floor(x0); x < x1; x += step) sample.push(roomRgb[(y * roomWidth + x) * 3] ?? 0, roomRgb[(y * roomWidth + x) * 3 + 1] ?? 0, roomRgb[(y * roomWidth + x) * 3 + 2] ?? 0);
  const roomLab = rgbToLabPlanes(Buffer.from(sample), sample.length / 3);
  const mean = (a: Float32Array) => a.reduce((s, v) => s + v, 0) / Math.max(1, a.length);
  const room = { l: mean(roomLab.l), a: mean(roomLab.a), b: mean(roomLab.b) };
  const pixels = image.width * image.height;
  const rgb = Buffer.alloc(pixels * 3);
  for (let p = 0; p < pixels; p++) image.data.copy(rgb, p * 3, p * 4, p * 4 + 3);
  const lab = rgbToLabPlanes(rgb, pixels);
  let n = 0;
  const piece = { l: 0, a: 0, b: 0 };
  for (let p = 0; p < pixels; p++) {
    if ((image.data[p * 4 + 3] ?? 0) < 128) continue;
    piece.l += lab.l[p] ?? 0;
    piece.a += lab.a[p] ?? 0;
    piece.b += lab.b[p] ?? 0;
    n++;
  }
  if (!n) return;
  const dl = Math.max(-10, Math.min(10, (room.l - piece.l / n) * LIGHT_MATCH * 0.5));
  const da = (room.a - piece.a / n) * LIGHT_MATCH;
  const db = (room.b - piece.b / n) * LIGHT_MATCH;
  for (let p = 0; p < pixels; p++) {
    if ((image.data[p * 4 + 3] ?? 0) === 0) continue;
    labToRgbAt((lab.l[p] ?? 0) + dl, (lab.a[p] ?? 0) + da, (lab.b[p] ?? 0) + db, image.data, p * 4);
  }
}

/** A soft shadow on the floor under the piece: its silhouette squashed flat at its base, blurred. */
async function contactShadow(image: Rgba, left: number, top: number, roomWidth: number, roomHeight: number): Promise<OverlayOptions | null> {
  const sharp = await loadSharp();
  const { width, height, data } = image;
  // The piece's lowest opaque row, and its horizontal extent there and overall.
  let bottom = -1;
  let minX = width;
  let maxX = -1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if ((data[(y * width + x) * 4 + 3] ?? 0) > 128) {
        bottom = y;
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
      }
  if (bottom < 0) return null;
  const sw = Math.round((maxX - minX + 1) * 1.08);
  const sh = Math.max(6, Math.round(height * 0.16));
  const blur = Math.max(2, sh * 0.35);
  const pad = Math.ceil(blur * 2);
  const cw = sw + pad * 2;
  const ch = sh + pad * 2;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${cw}" height="${ch}"><defs><filter id="b" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${blur.toFixed(1)}"/></filter></defs>` +
    `<ellipse cx="${cw / 2}" cy="${ch / 2}" rx="${sw / 2}" ry="${sh / 2}" fill="#000" fill-opacity="0.42" filter="url(#b)"/>` +
    `<ellipse cx="${cw / 2}" cy="${ch / 2 - sh * 0.1}" rx="${sw * 0.42}" ry="${sh * 0.22}" fill="#000" fill-opacity="0.35" filter="url(#b)"/></svg>`;
  const x0 = Math.round(left + minX + (maxX - minX + 1) / 2 - cw / 2);
  const y0 = Math.round(top + bottom - ch / 2 + sh * 0.05);
  const rendered = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const clipped = clip({ width: rendered.info.width, height: rendered.info.height, data: rendered.data }, x0, y0, roomWidth, roomHeight);
  if (!clipped) return null;
  return { input: clipped.image.data, raw: { width: clipped.image.width, height: clipped.image.height, channels: 4 }, left: clipped.left, top: clipped.top };
}

/** The part of a piece inside the room, with its position. */
function clip(image: Rgba, left: number, top: number, roomWidth: number, roomHeight: number): { image: Rgba; left: number; top: number } | null {
  const x0 = Math.max(0, left);
  const y0 = Math.max(0, top);
  const x1 = Math.min(roomWidth, left + image.width);
  const y1 = Math.min(roomHeight, top + image.height);
  if (x1 <= x0 || y1 <= y0) return null;
  if (x0 === left && y0 === top && x1 === left + image.width && y1 === top + image.height) return { image, left, top };
  const w = x1 - x0;
  const h = y1 - y0;
  const out = Buffer.alloc(w * h * 4);
  for (let y = 0; y < h; y++) image.data.copy(out, y * w * 4, ((y + y0 - top) * image.width + (x0 - left)) * 4, ((y + y0 - top) * image.width + (x1 - left)) * 4);
  return { image: { width: w, height: h, data: out }, left: x0, top: y0 };
}
