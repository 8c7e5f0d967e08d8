import { describe, expect, it } from 'vitest';
import { designStyle } from '../styles/style-catalog.ts';
import { PALETTE_FAR_DISTANCE, paletteDistance, rankBoardCandidates, type BoardCandidate } from './board-candidates.ts';

const japandi = [...designStyle('japandi').palette];
const navyMustard = ['#1f2a4d', '#d9a21b', '#24305e'];
const img = (name: string, c: Partial<BoardCandidate>): BoardCandidate & { name: string } => ({ name, origin: 'library', style: 'japandi', space: 'living_room', palette: japandi, ...c });
const wish = { styles: ['japandi'], spaces: ['living_room'], palette: japandi };

describe('a board’s image candidates', () => {
  it('never makes a navy-and-mustard image the hero of a Japandi living room, even the designer’s own', () => {
    const ranked = rankBoardCandidates(
      [
        img('own navy', { origin: 'gallery', palette: navyMustard }),
        img('own navy portfolio', { origin: 'portfolio', palette: navyMustard, style: 'japandi' }),
        img('library japandi', {}),
      ],
      wish,
    );
    expect(ranked[0]?.candidate.name).toBe('library japandi');
    expect(ranked[0]?.paletteMatch).toBe(true);
    expect(ranked.map((r) => r.candidate.name)).not.toContain('own navy');
  });

  it('keeps only the board’s styles and spaces (an image of no space after those of the space)', () => {
    const ranked = rankBoardCandidates(
      [
        img('coastal', { style: 'coastal' }),
        img('japandi bedroom', { space: 'bedroom' }),
        img('japandi no space', { space: null }),
        img('japandi living', {}),
        img('japandi packaging', { space: null, spatial: false }),
        img('japandi family room', { space: 'family_room' }),
      ],
      { ...wish, nearSpaces: ['family_room', 'sunroom'] },
    );
    expect(ranked.map((r) => r.candidate.name)).toEqual(['japandi living', 'japandi family room', 'japandi no space']);
  });

  it('puts the lead’s chosen images first, then the designer’s portfolio, then the library', () => {
    const ranked = rankBoardCandidates([img('library', {}), img('portfolio', { origin: 'portfolio' }), img('lead', { origin: 'lead' })], wish);
    expect(ranked.map((r) => r.candidate.name)).toEqual(['lead', 'portfolio', 'library']);
  });

  it('ranks the lead style above a second style', () => {
    const ranked = rankBoardCandidates([img('wabi', { style: 'wabisabi' }), img('japandi', {})], { ...wish, styles: ['japandi', 'wabisabi'] });
    expect(ranked.map((r) => r.candidate.name)).toEqual(['japandi', 'wabi']);
  });

  it('measures colour closeness in Lab', () => {
    expect(paletteDistance(japandi, japandi)).toBe(0);
    expect(paletteDistance(navyMustard, japandi)!).toBeGreaterThan(PALETTE_FAR_DISTANCE);
    expect(paletteDistance([], japandi)).toBeNull();
  });
});
