import { describe, expect, it } from 'vitest';
import type { FurnitureListItem } from '@genie/contracts';
import { placeablePieces, placeInPhotoSearch, placementsOfParam } from './place-in-photo.ts';

const item = (category: FurnitureListItem['category'], pinned: boolean) => ({ category, pinned, slot: `living_room:${category}` }) as FurnitureListItem;

describe('placing pinned pieces into a photo', () => {
  it('takes the pinned pieces the studio can draw, maps chairs to its chair, and names those it cannot', () => {
    const { kinds, skipped } = placeablePieces([item('sofa', true), item('dining_chair', true), item('mirror', true), item('rug', false)]);
    expect(kinds).toEqual(['sofa', 'chair']);
    expect(skipped.map((s) => s.category)).toEqual(['mirror']);
  });

  it("opens the request's image studio with the pieces, spread across the floor", () => {
    const search = new URLSearchParams(placeInPhotoSearch(['sofa', 'rug']));
    expect(search.get('tab')).toBe('inspiration');
    expect(search.get('tool')).toBe('images');
    const placements = placementsOfParam(search.get('compose'));
    expect(placements.map((p) => p.piece)).toEqual(['sofa', 'rug']);
    expect(placements[0]!.x).toBeLessThan(placements[1]!.x);
    expect(placements[1]!.scale).toBeGreaterThan(placements[0]!.scale);
  });

  it('ignores what the studio does not draw in a hand-edited address', () => {
    expect(placementsOfParam('sofa,spaceship,,bed')).toHaveLength(2);
    expect(placementsOfParam(null)).toEqual([]);
  });
});
