import { describe, expect, it } from 'vitest';
import { floorPieceKinds, type FurnitureListItem } from '@genie/contracts';
import { DRAWN_PIECE_ASPECT, overlapArea } from '@genie/core/compose';
import { placeablePieces, placeInPhotoSearch, placementsOfParam } from './place-in-photo.ts';

const item = (category: FurnitureListItem['category'], pinned: boolean) => ({ category, pinned, slot: `living_room:${category}` }) as FurnitureListItem;

describe('placing pinned pieces into a photo', () => {
  it('takes the pinned pieces the studio can draw, maps chairs to its chair, and names those it cannot', () => {
    const { kinds, skipped } = placeablePieces([item('sofa', true), item('dining_chair', true), item('mirror', true), item('rug', false)]);
    expect(kinds).toEqual(['sofa', 'chair']);
    expect(skipped.map((s) => s.category)).toEqual(['mirror']);
  });

  it("opens the request's image studio with the pieces, each placed where there is room, the rug under them", () => {
    const search = new URLSearchParams(placeInPhotoSearch(['sofa', 'armchair', 'chair', 'floor_lamp', 'rug']));
    expect(search.get('tab')).toBe('inspiration');
    expect(search.get('tool')).toBe('images');
    const placements = placementsOfParam(search.get('compose'));
    expect(placements.map((p) => p.piece)).toEqual(['sofa', 'armchair', 'chair', 'floor_lamp', 'rug']);
    const rug = placements.find((p) => p.piece === 'rug')!;
    expect(rug.scale).toBeGreaterThan(placements[0]!.scale);
    // The standing pieces do not cover one another (the rug lies under them: it is compared only with rugs).
    const boxes = placements.map((p) => ({ floor: floorPieceKinds.has(p.piece), x: p.x, y: p.y, width: p.scale, aspect: DRAWN_PIECE_ASPECT[p.piece] }));
    expect(overlapArea(boxes, 0.75)).toBe(0);
    // Every piece stands on the photo.
    for (const p of placements) {
      expect(p.x - p.scale / 2).toBeGreaterThanOrEqual(0);
      expect(p.x + p.scale / 2).toBeLessThanOrEqual(1);
      expect(p.y).toBeLessThanOrEqual(1);
    }
  });

  it('places two of the same piece side by side, not on one spot', () => {
    const [a, b] = placementsOfParam('armchair,armchair');
    expect([a!.x, a!.y]).not.toEqual([b!.x, b!.y]);
  });

  it('ignores what the studio does not draw in a hand-edited address', () => {
    expect(placementsOfParam('sofa,spaceship,,bed')).toHaveLength(2);
    expect(placementsOfParam(null)).toEqual([]);
  });
});
