/**
 * Furniture compose, the pure part: in which order pieces are laid on the room photo, and where a new
 * piece goes so it does not cover the ones already placed. Positions are fractions of the photo: `x`
 * is the piece's centre across, `y` its base (where it stands), `width` a fraction of the photo's
 * width and `aspect` its height / width in the photo's pixels (height fraction = width × aspect ×
 * photo width / photo height, given here as `roomAspect` = photo height / photo width).
 */
export interface ComposeBox {
  /** Floor pieces (rugs) lie flat: always under everything else. */
  floor: boolean;
  x: number;
  y: number;
  width: number;
  aspect: number;
}

/** The order to draw the pieces in (indices): floor pieces first, then from the back (higher up) to the front. */
export function layerOrder(pieces: readonly Pick<ComposeBox, 'floor' | 'y'>[]): number[] {
  return pieces
    .map((piece, index) => ({ piece, index }))
    .sort((a, b) => Number(b.piece.floor) - Number(a.piece.floor) || a.piece.y - b.piece.y || a.index - b.index)
    .map(({ index }) => index);
}

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The piece's box in photo fractions. */
export function boxOf(piece: Omit<ComposeBox, 'floor'>, roomAspect: number): Rect {
  const height = (piece.width * piece.aspect) / roomAspect;
  return { left: piece.x - piece.width / 2, right: piece.x + piece.width / 2, top: piece.y - height, bottom: piece.y };
}

const overlap = (a: Rect, b: Rect) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/** Where pieces stand: the lower part of the photo (the floor), between these base lines. */
export const FLOOR_BAND = { top: 0.55, bottom: 0.97 } as const;
const STEPS_X = 15;
const STEPS_Y = 8;

/**
 * Where a new piece goes: the place on the floor band, searched on a grid, where it covers the least of
 * the pieces already there (standing pieces are compared with standing ones, rugs with rugs), ties
 * going to the place nearest the middle and the front. A piece that fits nowhere without overlap
 * takes the place with the least.
 */
export function placeNewPiece(existing: readonly ComposeBox[], piece: Pick<ComposeBox, 'floor' | 'width' | 'aspect'>, roomAspect: number): { x: number; y: number } {
  const others = existing.filter((p) => p.floor === piece.floor).map((p) => boxOf(p, roomAspect));
  const half = piece.width / 2;
  const height = (piece.width * piece.aspect) / roomAspect;
  const minX = Math.min(0.5, half);
  const maxX = Math.max(0.5, 1 - half);
  const minY = Math.max(FLOOR_BAND.top, Math.min(FLOOR_BAND.bottom, height));
  const maxY: number = FLOOR_BAND.bottom;
  let best = { x: 0.5, y: maxY, cost: Number.POSITIVE_INFINITY };
  for (let j = 0; j <= STEPS_Y; j++) {
    const y = maxY - ((maxY - minY) * j) / STEPS_Y;
    for (let i = 0; i <= STEPS_X; i++) {
      // From the middle outwards: 0, +1, -1, +2, -2 …
      const k = i === 0 ? 0 : Math.ceil(i / 2) * (i % 2 ? 1 : -1);
      const x = 0.5 + ((maxX - minX) / STEPS_X) * k;
      if (x < minX - 1e-9 || x > maxX + 1e-9) continue;
      const box = boxOf({ x, y, width: piece.width, aspect: piece.aspect }, roomAspect);
      const covered = others.reduce((sum, other) => sum + overlap(box, other), 0);
      // Overlap counts far more than distance from the middle front.
      const cost = covered * 1000 + Math.abs(x - 0.5) + (maxY - y) * 0.5;
      if (cost < best.cost - 1e-12) best = { x, y, cost };
    }
  }
  const round = (v: number) => Math.round(v * 1000) / 1000;
  return { x: round(best.x), y: round(best.y) };
}

/** Whether any two standing pieces (or two rugs) overlap: what the placement avoids. */
export function overlapArea(pieces: readonly ComposeBox[], roomAspect: number): number {
  let total = 0;
  for (let i = 0; i < pieces.length; i++)
    for (let j = i + 1; j < pieces.length; j++) {
      const a = pieces[i]!;
      const b = pieces[j]!;
      if (a.floor === b.floor) total += overlap(boxOf(a, roomAspect), boxOf(b, roomAspect));
    }
  return total;
}
