import { loadSharp } from '../images/sharp.ts';
import { floorPieceKinds, type FurniturePieceKind, type FurniturePlacement as StudioPlacement } from '@genie/contracts';
import { layerOrder } from '@genie/core';
import { composeFurniture, drawFurniturePiece, type FurnitureKind, type FurniturePlacement } from '../ai/images/offline/compose-furniture.ts';
import type { ImageStyleHint } from '../ai/images/image-provider.ts';

/** The studio's pieces drawn by the built-in renderer's furniture set. */
const rendererKind: Record<FurniturePieceKind, FurnitureKind> = {
  sofa: 'sofa',
  armchair: 'armchair',
  coffee_table: 'table',
  dining_table: 'dining_table',
  chair: 'chair',
  bed: 'bed',
  floor_lamp: 'lamp',
  plant: 'plant',
  rug: 'rug',
  bookshelf: 'bookcase',
};

/** A built-in piece drawn in a style (the compose's own drawing, and the editor's live preview). */
export function drawStudioPiece(piece: FurniturePieceKind, styleId: string, width: number, styleWords = ''): Promise<Buffer> {
  return drawFurniturePiece(rendererKind[piece], styleId, width, styleWords);
}

/**
 * Places the studio's pieces on the room photo, drawn in the generation's style or, for a placement
 * with `cutout_id`, the designer's own cut-out (`cutouts`, read from their studio files). A placement
 * is the piece's centre across (x) and its base (y, where it stands) as fractions of the photo, its
 * width as a fraction of the photo's width (as the editor shows it); the renderer takes the top-left
 * corner in pixels. Pieces are laid by depth: floor pieces (rugs) first, then from the back (base
 * higher up the photo) to the front.
 */
export async function composeStudioFurniture(
  room: Buffer,
  placements: readonly StudioPlacement[],
  style: ImageStyleHint,
  shadow: boolean,
  options: { signal?: AbortSignal; onProgress?: (fraction: number) => void; cutouts?: ReadonlyMap<string, Buffer> } = {},
): Promise<Buffer> {
  const sharp = await loadSharp();
  // The room is the studio's stored input: upright already, without EXIF.
  const { width = 1024, height = 768 } = await sharp(room).metadata();
  const styleWords = [style.label, style.prompt].filter(Boolean).join(' ');
  const ordered = layerOrder(placements.map((p) => ({ floor: floorPieceKinds.has(p.piece), y: p.y }))).map((i) => placements[i]!);
  const pieces: FurniturePlacement[] = [];
  for (const p of ordered) {
    const pieceWidth = Math.max(8, Math.round(p.scale * width));
    const own = p.cutout_id ? options.cutouts?.get(p.cutout_id) : undefined;
    const image = own ? await sharp(own).resize({ width: pieceWidth }).png().toBuffer() : await drawStudioPiece(p.piece, style.id, pieceWidth, styleWords);
    const pieceHeight = (await sharp(image).metadata()).height ?? pieceWidth;
    // A rug lies flat: no contact shadow.
    pieces.push({ image, x: Math.round(p.x * width - pieceWidth / 2), y: Math.round(p.y * height - pieceHeight), width: pieceWidth, shadow: shadow && !floorPieceKinds.has(p.piece) });
  }
  return composeFurniture(room, pieces, { ...(options.signal ? { signal: options.signal } : {}), ...(options.onProgress ? { onProgress: options.onProgress } : {}) });
}
