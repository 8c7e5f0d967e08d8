import { deltaE, hexToLab, isHexColour } from '../references/lab-colour.ts';

/** Where a board's image comes from: the lead's chosen references, the designer's portfolio or gallery, the shared library. */
export type BoardCandidateOrigin = 'lead' | 'portfolio' | 'gallery' | 'library';

export interface BoardCandidate {
  origin: BoardCandidateOrigin;
  style: string | null;
  space: string | null;
  /** The image's dominant colours (`#rrggbb`), largest first; empty when unknown. */
  palette: readonly string[];
  /** False for a picture that is not of a space (a logo, a package, a web page): never on a board of a space. */
  spatial?: boolean;
}

/** What the board is of: its styles (the lead first), its spaces, and the colours it should carry. */
export interface BoardWish {
  styles: readonly string[];
  spaces: readonly string[];
  /** Spaces of the same kind (a family room for a living room): kept after the board's own spaces. */
  nearSpaces?: readonly string[];
  /** `#rrggbb`, most important first (the lead's chosen colours, else the style's palette). */
  palette: readonly string[];
}

/** How far (mean ΔE76 from each of the image's main colours to the nearest wished colour) an image's colours may be and still match. */
export const PALETTE_MATCH_DISTANCE = 20;
/** Further than this from the board's colours, an image is left out (unless the lead chose it). */
export const PALETTE_FAR_DISTANCE = 32;
const ORIGIN_BONUS: Record<BoardCandidateOrigin, number> = { lead: 3, portfolio: 2, gallery: 1.5, library: 1 };

/** Mean distance from the image's three main colours to the nearest wished colour (0 = same colours); null when either is unknown. */
export function paletteDistance(palette: readonly string[], wished: readonly string[]): number | null {
  const own = palette.filter(isHexColour).slice(0, 3).map(hexToLab);
  const targets = wished.filter(isHexColour).map(hexToLab);
  if (own.length === 0 || targets.length === 0) return null;
  return own.reduce((sum, c) => sum + Math.min(...targets.map((t) => deltaE(c, t))), 0) / own.length;
}

export interface RankedCandidate<T> {
  candidate: T;
  score: number;
  styleMatch: boolean;
  paletteMatch: boolean;
}

/**
 * The images a board may use, best first: of one of the board's styles (an image of no style only from
 * the lead's own choices), of one of its spaces (an image of no space is kept, after those of the
 * space; one of a space of the same kind after those; one of another space, or a picture that is not of a
 * space at all, is left out), not far from its colours (the lead's own choices always
 * stay), scored by style (the lead style first), colour closeness
 * and where it comes from (the lead's choices, then the designer's own, then the library). The first
 * is the hero: it always matches the board's style and, when any image does, its palette.
 */
export function rankBoardCandidates<T extends BoardCandidate>(candidates: readonly T[], wish: BoardWish): RankedCandidate<T>[] {
  const styles = wish.styles;
  const ranked = candidates.flatMap((candidate, index) => {
    const styleIndex = candidate.style ? styles.indexOf(candidate.style) : -1;
    if (styles.length > 0 && styleIndex < 0 && !(candidate.origin === 'lead' && candidate.style === null)) return [];
    const exactSpace = candidate.space !== null && wish.spaces.includes(candidate.space);
    const nearSpace = candidate.space !== null && (wish.nearSpaces ?? []).includes(candidate.space);
    if (wish.spaces.length > 0 && ((candidate.space && !exactSpace && !nearSpace) || candidate.spatial === false)) return [];
    const distance = paletteDistance(candidate.palette, wish.palette);
    // Far from the board's colours: left out, unless the lead chose it.
    if (distance !== null && distance > PALETTE_FAR_DISTANCE && candidate.origin !== 'lead') return [];
    const paletteMatch = distance !== null && distance <= PALETTE_MATCH_DISTANCE;
    const styleMatch = styleIndex >= 0 || styles.length === 0;
    const score =
      (styleIndex === 0 ? 4 : styleIndex > 0 ? 2 : 0) +
      (exactSpace ? 2 : nearSpace ? 1 : 0) +
      (distance === null ? 0 : Math.max(0, 3 - distance / 12)) +
      ORIGIN_BONUS[candidate.origin] -
      index * 1e-6;
    return [{ candidate, score, styleMatch, paletteMatch }];
  });
  ranked.sort((a, b) => b.score - a.score);
  // The hero: the best image matching both style and palette, else the best of the style.
  const hero = ranked.find((r) => r.styleMatch && r.paletteMatch) ?? ranked.find((r) => r.styleMatch);
  if (!hero) return ranked;
  return [hero, ...ranked.filter((r) => r !== hero)];
}
