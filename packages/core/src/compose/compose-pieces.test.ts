import { describe, expect, it } from 'vitest';
import { floorPieceKinds, type FurniturePieceKind } from '@genie/contracts';
import { overlapArea, placeNewPiece } from './compose-layout.ts';
import { DRAWN_PIECE_ASPECT, newPieceScale, placePieces } from './compose-pieces.ts';

const boxesOf = (placements: ReturnType<typeof placePieces>) =>
  placements.map((p) => ({ floor: floorPieceKinds.has(p.piece), x: p.x, y: p.y, width: p.scale, aspect: DRAWN_PIECE_ASPECT[p.piece] }));

describe('placePieces', () => {
  it('places a living room list without any standing piece covering another, in the order given', () => {
    const kinds: FurniturePieceKind[] = ['chair', 'sofa', 'rug', 'floor_lamp', 'plant'];
    const placed = placePieces(kinds, 0.75);
    expect(placed.map((p) => p.piece)).toEqual(kinds);
    expect(placed.map((p) => p.scale)).toEqual(kinds.map(newPieceScale));
    expect(overlapArea(boxesOf(placed), 0.75)).toBe(0);
  });

  it('gives the largest piece the middle front, as the placer would for a first piece', () => {
    const placed = placePieces(['chair', 'sofa'], 0.75);
    const sofa = placed[1]!;
    expect({ x: sofa.x, y: sofa.y }).toEqual(placeNewPiece([], { floor: false, width: 0.4, aspect: DRAWN_PIECE_ASPECT.sofa }, 0.75));
  });

  it('uses the aspect it is given (a loaded picture) and places nothing for an empty list', () => {
    expect(placePieces([], 0.75)).toEqual([]);
    const tall = placePieces(['bookshelf', 'bookshelf'], 0.75, () => 2);
    expect(overlapArea(tall.map((p) => ({ floor: false, x: p.x, y: p.y, width: p.scale, aspect: 2 })), 0.75)).toBe(0);
  });
});
