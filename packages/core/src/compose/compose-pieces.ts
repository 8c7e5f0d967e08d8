import { floorPieceKinds, type FurniturePieceKind, type FurniturePlacement } from '@genie/contracts';
import { placeNewPiece, type ComposeBox } from './compose-layout.ts';

/** Height / width of each built-in drawn piece (until its picture has loaded and says otherwise). */
export const DRAWN_PIECE_ASPECT: Readonly<Record<FurniturePieceKind, number>> = {
  sofa: 0.45,
  armchair: 0.8,
  coffee_table: 0.45,
  dining_table: 0.55,
  chair: 1.3,
  bed: 0.6,
  floor_lamp: 3,
  plant: 1.4,
  rug: 0.4,
  bookshelf: 1.6,
};

/** The width a new piece starts at, as a fraction of the photo's width: a rug wide, a sofa or bed large. */
export function newPieceScale(piece: FurniturePieceKind): number {
  return piece === 'rug' ? 0.5 : piece === 'sofa' || piece === 'bed' ? 0.4 : 0.25;
}

/**
 * Places several new pieces at once (e.g. a request's furniture list) the way the placer adds them one by
 * one: each where there is room (`placeNewPiece`), the largest first so the small ones fill the gaps. The
 * placements come back in the order of `pieces`.
 */
export function placePieces(
  pieces: readonly FurniturePieceKind[],
  roomAspect: number,
  aspectOf: (piece: FurniturePieceKind) => number = (piece) => DRAWN_PIECE_ASPECT[piece],
): FurniturePlacement[] {
  const placed: (FurniturePlacement | undefined)[] = pieces.map(() => undefined);
  const boxes: ComposeBox[] = [];
  const bySize = pieces.map((piece, index) => ({ piece, index })).sort((a, b) => newPieceScale(b.piece) - newPieceScale(a.piece) || a.index - b.index);
  for (const { piece, index } of bySize) {
    const scale = newPieceScale(piece);
    const box = { floor: floorPieceKinds.has(piece), width: scale, aspect: aspectOf(piece) };
    const spot = placeNewPiece(boxes, box, roomAspect);
    boxes.push({ ...box, ...spot });
    placed[index] = { piece, ...spot, scale };
  }
  return placed.filter((p): p is FurniturePlacement => p !== undefined);
}
