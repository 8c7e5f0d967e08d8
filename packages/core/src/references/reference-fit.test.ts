import { designStyleIds, projectTypes, spaceNames, type SpaceName } from '@genie/contracts';
import { describe, expect, it } from 'vitest';
import { spaceEntry, spaceFitsProjectType } from '../styles/space-catalog.ts';
import { areNeighbourStyles, styleNeighbours } from '../styles/style-neighbours.ts';
import { referenceFitRank, referenceImageTypes, spaceNeighbours } from './reference-fit.ts';

describe('which images fit a request', () => {
  it('shows graphic work only of its own kind', () => {
    for (const type of ['brand_design', 'packaging_design', 'website'] as const) {
      for (const imageType of projectTypes) {
        const rank = referenceFitRank({ projectType: imageType, space: imageType.endsWith('_space') ? 'office' : null }, type, []);
        expect(rank === null, `${imageType} for ${type}`).toBe(imageType !== type);
      }
    }
  });

  it('shows a café cafés first, then restaurants and lobbies, then other business rooms, never a home or a hotel bathroom', () => {
    const rank = (space: SpaceName, projectType: 'commercial_space' | 'residential_space' = 'commercial_space') =>
      referenceFitRank({ projectType, space }, 'commercial_space', ['coffee_shop']);
    expect(rank('coffee_shop')).toBe(0);
    expect(rank('restaurant')).toBe(1);
    expect(rank('hotel_lobby')).toBe(1);
    expect(rank('office')).toBe(2);
    expect(rank('clothing_store')).toBe(2);
    expect(rank('hotel_bathroom')).toBeNull();
    expect(rank('hotel_room')).toBeNull();
    expect(rank('bathroom', 'residential_space')).toBeNull();
    expect(rank('bedroom', 'residential_space')).toBeNull();
    // Spatial images are never shown to a graphic project, and graphics never to a room.
    expect(referenceFitRank({ projectType: 'website', space: null }, 'commercial_space', ['coffee_shop'])).toBeNull();
  });

  it('shows a home only homes, the rooms its brief names first', () => {
    const rank = (space: SpaceName) => referenceFitRank({ projectType: 'residential_space', space }, 'residential_space', ['living_room', 'kitchen']);
    expect(rank('living_room')).toBe(0);
    expect(rank('kitchen')).toBe(0);
    expect(rank('dining_room')).toBe(1);
    expect(rank('bathroom')).toBe(2);
    expect(referenceFitRank({ projectType: 'commercial_space', space: 'restaurant' }, 'residential_space', ['dining_room'])).toBeNull();
    for (const space of spaceNames) {
      const r = referenceFitRank({ projectType: 'residential_space', space }, 'residential_space', []);
      // A bath house is a home's only when the brief is about one (a spa or bathroom).
      expect(r === null, space).toBe(!spaceFitsProjectType(space, 'residential_space') || space === 'onsen');
    }
  });

  it('shows an exhibition exhibition spaces first, then shops and lobbies, and no other business rooms', () => {
    expect(referenceFitRank({ projectType: 'exhibition_space', space: 'exhibition_space' }, 'exhibition_space', [])).toBe(0);
    expect(referenceFitRank({ projectType: 'commercial_space', space: 'clothing_store' }, 'exhibition_space', [])).toBe(1);
    expect(referenceFitRank({ projectType: 'commercial_space', space: 'office' }, 'exhibition_space', [])).toBeNull();
  });

  it('lets a project of another kind see every kind, its own first', () => {
    expect(referenceImageTypes.other).toEqual(projectTypes);
    expect(referenceFitRank({ projectType: 'other', space: null }, 'other', [])).toBe(0);
    expect(referenceFitRank({ projectType: 'website', space: null }, 'other', [])).toBe(2);
  });

  it('keeps room neighbours symmetric and within one kind of setting', () => {
    for (const space of spaceNames) {
      for (const near of spaceNeighbours(space)) {
        expect(spaceNeighbours(near), `${near} ↔ ${space}`).toContain(space);
        expect(near).not.toBe(space);
        const settings = [spaceEntry(space).setting, spaceEntry(near).setting];
        expect(settings.includes('residential') && settings.includes('commercial'), `${space} ~ ${near}`).toBe(false);
      }
    }
  });
});

describe('style neighbours', () => {
  it('gives every style at least two neighbours, symmetric, never itself', () => {
    for (const style of designStyleIds) {
      const near = styleNeighbours(style);
      expect(near.length, style).toBeGreaterThanOrEqual(2);
      expect(near).not.toContain(style);
      for (const other of near) expect(areNeighbourStyles(other, style), `${other} ↔ ${style}`).toBe(true);
    }
  });

  it('places Japandi next to the calm Japanese and Nordic styles, not next to Baroque or Coastal', () => {
    expect(styleNeighbours('japandi')).toEqual(expect.arrayContaining(['scandinavian', 'minimalism', 'japanese_design', 'zen', 'wabisabi']));
    expect(areNeighbourStyles('japandi', 'baroque')).toBe(false);
    expect(areNeighbourStyles('japandi', 'coastal')).toBe(false);
  });
});
