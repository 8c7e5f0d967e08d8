import sharp, { type OverlayOptions } from 'sharp';

/**
 * Furniture compose until the offline renderer's own lands (`ai/images/offline/compose-furniture.ts`,
 * same signatures): simple drawn pieces, pasted with sharp, with a soft shadow when asked.
 */
export interface FurniturePiecePlacement {
  /** A cut-out: PNG with transparency. */
  image: Buffer;
  /** Centre of the piece's footprint, as fractions of the room photo. */
  x: number;
  y: number;
  /** The piece's width as a fraction of the photo's width. */
  scale: number;
  shadow: boolean;
}

const colours: Record<string, string> = { body: '#8a7866', accent: '#c9b79c', leaf: '#5f8a5a', metal: '#3c3c3c' };

const shapes: Record<string, (w: number, h: number) => string> = {
  sofa: (w, h) =>
    `<rect x="0" y="${h * 0.35}" width="${w}" height="${h * 0.45}" rx="${h * 0.08}" fill="${colours.body}"/><rect x="${w * 0.08}" y="${h * 0.15}" width="${w * 0.84}" height="${h * 0.35}" rx="${h * 0.08}" fill="${colours.accent}"/><rect x="${w * 0.05}" y="${h * 0.8}" width="${w * 0.04}" height="${h * 0.2}" fill="${colours.metal}"/><rect x="${w * 0.91}" y="${h * 0.8}" width="${w * 0.04}" height="${h * 0.2}" fill="${colours.metal}"/>`,
  armchair: (w, h) =>
    `<rect x="0" y="${h * 0.3}" width="${w}" height="${h * 0.5}" rx="${h * 0.1}" fill="${colours.body}"/><rect x="${w * 0.15}" y="${h * 0.05}" width="${w * 0.7}" height="${h * 0.45}" rx="${h * 0.1}" fill="${colours.accent}"/><rect x="${w * 0.1}" y="${h * 0.8}" width="${w * 0.06}" height="${h * 0.2}" fill="${colours.metal}"/><rect x="${w * 0.84}" y="${h * 0.8}" width="${w * 0.06}" height="${h * 0.2}" fill="${colours.metal}"/>`,
  coffee_table: (w, h) =>
    `<rect x="0" y="${h * 0.3}" width="${w}" height="${h * 0.15}" rx="4" fill="${colours.accent}"/><rect x="${w * 0.08}" y="${h * 0.45}" width="${w * 0.05}" height="${h * 0.55}" fill="${colours.body}"/><rect x="${w * 0.87}" y="${h * 0.45}" width="${w * 0.05}" height="${h * 0.55}" fill="${colours.body}"/>`,
  dining_table: (w, h) =>
    `<rect x="0" y="${h * 0.2}" width="${w}" height="${h * 0.12}" fill="${colours.body}"/><rect x="${w * 0.06}" y="${h * 0.32}" width="${w * 0.05}" height="${h * 0.68}" fill="${colours.body}"/><rect x="${w * 0.89}" y="${h * 0.32}" width="${w * 0.05}" height="${h * 0.68}" fill="${colours.body}"/>`,
  chair: (w, h) =>
    `<rect x="${w * 0.1}" y="0" width="${w * 0.8}" height="${h * 0.5}" rx="6" fill="${colours.accent}"/><rect x="0" y="${h * 0.5}" width="${w}" height="${h * 0.12}" fill="${colours.body}"/><rect x="${w * 0.05}" y="${h * 0.62}" width="${w * 0.08}" height="${h * 0.38}" fill="${colours.body}"/><rect x="${w * 0.87}" y="${h * 0.62}" width="${w * 0.08}" height="${h * 0.38}" fill="${colours.body}"/>`,
  bed: (w, h) =>
    `<rect x="0" y="0" width="${w * 0.12}" height="${h}" fill="${colours.body}"/><rect x="${w * 0.1}" y="${h * 0.4}" width="${w * 0.9}" height="${h * 0.4}" rx="6" fill="#f1ede6"/><rect x="${w * 0.14}" y="${h * 0.3}" width="${w * 0.2}" height="${h * 0.15}" rx="6" fill="#ffffff"/><rect x="${w * 0.4}" y="${h * 0.38}" width="${w * 0.6}" height="${h * 0.42}" fill="${colours.accent}"/><rect x="${w * 0.1}" y="${h * 0.8}" width="${w * 0.9}" height="${h * 0.12}" fill="${colours.body}"/>`,
  floor_lamp: (w, h) =>
    `<path d="M${w * 0.15} ${h * 0.25} L${w * 0.85} ${h * 0.25} L${w * 0.7} 0 L${w * 0.3} 0 Z" fill="#f4e3b5"/><rect x="${w * 0.47}" y="${h * 0.25}" width="${w * 0.06}" height="${h * 0.7}" fill="${colours.metal}"/><rect x="${w * 0.25}" y="${h * 0.94}" width="${w * 0.5}" height="${h * 0.06}" fill="${colours.metal}"/>`,
  plant: (w, h) =>
    `<ellipse cx="${w * 0.5}" cy="${h * 0.35}" rx="${w * 0.45}" ry="${h * 0.33}" fill="${colours.leaf}"/><ellipse cx="${w * 0.35}" cy="${h * 0.3}" rx="${w * 0.2}" ry="${h * 0.2}" fill="#76a36d"/><path d="M${w * 0.25} ${h * 0.62} L${w * 0.75} ${h * 0.62} L${w * 0.68} ${h} L${w * 0.32} ${h} Z" fill="#b0724f"/>`,
  rug: (w, h) => `<ellipse cx="${w / 2}" cy="${h * 0.7}" rx="${w / 2}" ry="${h * 0.3}" fill="#c7b299"/><ellipse cx="${w / 2}" cy="${h * 0.7}" rx="${w * 0.4}" ry="${h * 0.22}" fill="none" stroke="#efe4d3" stroke-width="4"/>`,
  bookshelf: (w, h) =>
    `<rect x="0" y="0" width="${w}" height="${h}" fill="${colours.body}"/>${[0.05, 0.3, 0.55, 0.8]
      .map((t) => `<rect x="${w * 0.06}" y="${h * t}" width="${w * 0.88}" height="${h * 0.18}" fill="#f1ede6"/><rect x="${w * 0.1}" y="${h * (t + 0.03)}" width="${w * 0.1}" height="${h * 0.15}" fill="#9e4b3f"/><rect x="${w * 0.22}" y="${h * (t + 0.05)}" width="${w * 0.08}" height="${h * 0.13}" fill="#3f5e7a"/>`)
      .join('')}`,
};

const aspect: Record<string, number> = { sofa: 0.45, armchair: 0.8, coffee_table: 0.45, dining_table: 0.55, chair: 1.3, bed: 0.6, floor_lamp: 3, plant: 1.4, rug: 0.4, bookshelf: 1.6 };

/** A cut-out (transparent PNG, 512 px wide) of a built-in piece. */
export async function drawFurniturePiece(kind: string, _styleId: string): Promise<Buffer> {
  const w = 512;
  const h = Math.round(w * (aspect[kind] ?? 0.6));
  const shape = shapes[kind] ?? shapes.sofa;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${shape?.(w, h) ?? ''}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Pastes the pieces on the room photo (a PNG of the photo's size comes back). */
export async function composeFurniture(room: Buffer, pieces: FurniturePiecePlacement[]): Promise<Buffer> {
  const base = sharp(room).removeAlpha();
  const { width = 1024, height = 768 } = await base.metadata();
  const layers: OverlayOptions[] = [];
  for (const piece of pieces) {
    const pieceWidth = Math.max(8, Math.round(piece.scale * width));
    const resized = await sharp(piece.image).resize({ width: pieceWidth }).png().toBuffer({ resolveWithObject: true });
    const left = Math.round(piece.x * width - resized.info.width / 2);
    const top = Math.round(piece.y * height - resized.info.height);
    if (piece.shadow) {
      const sw = Math.round(resized.info.width * 1.1);
      const sh = Math.max(6, Math.round(resized.info.height * 0.18));
      const shadow = await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${sw + 40}" height="${sh + 40}"><ellipse cx="${(sw + 40) / 2}" cy="${(sh + 40) / 2}" rx="${sw / 2}" ry="${sh / 2}" fill="black" fill-opacity="0.35"/></svg>`))
        .blur(8)
        .png()
        .toBuffer();
      layers.push({ input: shadow, left: Math.round(piece.x * width - (sw + 40) / 2), top: Math.round(piece.y * height - (sh + 40) / 2) });
    }
    layers.push({ input: resized.data, left, top });
  }
  // Layers outside the photo are cut to it (sharp refuses overlays larger than the base).
  const clipped = await Promise.all(layers.map((layer) => clipLayer(layer, width, height)));
  return sharp(await base.png().toBuffer()).composite(clipped.filter((l): l is OverlayOptions => l !== null)).png().toBuffer();
}

async function clipLayer(layer: OverlayOptions, width: number, height: number): Promise<OverlayOptions | null> {
  const input = layer.input as Buffer;
  const meta = await sharp(input).metadata();
  const lw = meta.width ?? 0;
  const lh = meta.height ?? 0;
  const left = layer.left ?? 0;
  const top = layer.top ?? 0;
  const x0 = Math.max(0, left);
  const y0 = Math.max(0, top);
  const x1 = Math.min(width, left + lw);
  const y1 = Math.min(height, top + lh);
  if (x1 <= x0 || y1 <= y0) return null;
  const cut = await sharp(input).extract({ left: x0 - left, top: y0 - top, width: x1 - x0, height: y1 - y0 }).png().toBuffer();
  return { input: cut, left: x0, top: y0 };
}
