import sharp from 'sharp';
import type { FurniturePieceKind, FurniturePlacement as StudioPlacement } from '@genie/contracts';
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

/**
 * Places the studio's pieces on the room photo, drawn in the generation's style. A placement is the
 * piece's centre across (x) and its base (y, where it stands) as fractions of the photo, its width as a
 * fraction of the photo's width (as the editor shows it); the renderer takes the top-left corner in pixels.
 */
export async function composeStudioFurniture(
  room: Buffer,
  placements: readonly StudioPlacement[],
  style: ImageStyleHint,
  shadow: boolean,
  options: { signal?: AbortSignal; onProgress?: (fraction: number) => void } = {},
): Promise<Buffer> {
  // The room is the studio's stored input: upright already, without EXIF.
  const { width = 1024, height = 768 } = await sharp(room).metadata();
  const styleWords = [style.label, style.prompt].filter(Boolean).join(' ');
  const pieces: FurniturePlacement[] = [];
  for (const p of placements) {
    const pieceWidth = Math.max(8, Math.round(p.scale * width));
    const image = await drawFurniturePiece(rendererKind[p.piece], style.id, pieceWidth, styleWords);
    const pieceHeight = (await sharp(image).metadata()).height ?? pieceWidth;
    pieces.push({ image, x: Math.round(p.x * width - pieceWidth / 2), y: Math.round(p.y * height - pieceHeight), width: pieceWidth, shadow });
  }
  return composeFurniture(room, pieces, options);
}
