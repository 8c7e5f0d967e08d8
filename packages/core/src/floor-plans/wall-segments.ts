/**
 * Walls as straight, axis-aligned pieces, from the wall mask (pixels): a run-length "Hough-lite".
 * A pixel belongs to a horizontal wall when its row run is long (at least `minLength`); the
 * horizontal walls are then the bands of such pixels whose column-wise extent (the wall's
 * thickness) stays put from one column to the next. Vertical walls likewise with rows and columns
 * swapped. Ends that stop inside a perpendicular wall are snapped to that wall's centre line, so
 * walls meet at corners. Wall pixels left over once the axis-aligned walls are taken are read as
 * slanted walls, one per blob, along its principal axis (no snapping, no door search on them).
 */
import { labelFreeSpace, runLengths, type Mask } from './raster.ts';

export type Orientation = 'horizontal' | 'vertical';

/** A wall in pixel-edge coordinates: along the axis from `start` to `end`, centred on `centre`. */
export interface PixelWall {
  orientation: Orientation;
  start: number;
  end: number;
  centre: number;
  thickness: number;
  /** Whether each end was snapped into a perpendicular wall (a junction, not a free end). */
  joined: { start: boolean; end: boolean };
}

/**
 * An opening between a free wall end and the next wall ink on its centre line: door-sized and
 * empty, or wider with thin lines drawn across it (a window: glazing lines the opening erased).
 */
export interface WallGap {
  kind: 'door' | 'window';
  orientation: Orientation;
  start: number;
  end: number;
  centre: number;
  thickness: number;
  /** Index of the wall whose end the opening starts from. */
  wall: number;
}

interface Band {
  start: number;
  last: number;
  lastLow: number;
  lastHigh: number;
  centreSum: number;
  thicknesses: number[];
}

/** Reads the mask as if the given orientation's walls ran along x: index = along·strideAlong + across·strideAcross. */
function view(mask: Mask, orientation: Orientation) {
  const { width, height } = mask;
  const horizontal = orientation === 'horizontal';
  const along = horizontal ? width : height;
  const across = horizontal ? height : width;
  const [strideAlong, strideAcross] = horizontal ? [1, width] : [width, 1];
  return { along, across, strideAlong, strideAcross, index: (a: number, c: number) => a * strideAlong + c * strideAcross };
}

/** Runs of set values in `values` at base + c·stride for c in [0, n): [low, high] inclusive. */
function runsOf(values: Uint8Array, base: number, stride: number, n: number): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  let c = 0;
  while (c < n) {
    if (!values[base + c * stride]) {
      c++;
      continue;
    }
    const low = c;
    while (c < n && values[base + c * stride]) c++;
    runs.push([low, c - 1]);
  }
  return runs;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

function closeBand(band: Band, orientation: Orientation, minLength: number, out: PixelWall[]) {
  const length = band.last - band.start + 1;
  if (length < minLength) return;
  out.push({ orientation, start: band.start, end: band.last + 1, centre: band.centreSum / length, thickness: median(band.thicknesses), joined: { start: false, end: false } });
}

/** The walls of one orientation: bands of long-run pixels with a steady cross-section. */
function extractOrientation(mask: Mask, orientation: Orientation, minLength: number, tolerance: number): PixelWall[] {
  const runs = runLengths(mask, orientation);
  const long = new Uint8Array(runs.length);
  for (let i = 0; i < runs.length; i++) long[i] = runs[i]! >= minLength ? 1 : 0;
  const { along, across, strideAlong, strideAcross } = view(mask, orientation);
  const walls: PixelWall[] = [];
  let open: Band[] = [];
  for (let a = 0; a < along; a++) {
    const next: Band[] = [];
    for (const [low, high] of runsOf(long, a * strideAlong, strideAcross, across)) {
      const i = open.findIndex((b) => Math.abs(b.lastLow - low) <= tolerance && Math.abs(b.lastHigh - high) <= tolerance);
      const band = i >= 0 ? open.splice(i, 1)[0]! : { start: a, last: a, lastLow: low, lastHigh: high, centreSum: 0, thicknesses: [] };
      band.last = a;
      band.lastLow = low;
      band.lastHigh = high;
      band.centreSum += (low + high + 1) / 2;
      band.thicknesses.push(high - low + 1);
      next.push(band);
    }
    for (const band of open) closeBand(band, orientation, minLength, walls);
    open = next;
  }
  for (const band of open) closeBand(band, orientation, minLength, walls);
  return walls;
}

/** Moves an end lying inside a perpendicular wall onto that wall's centre line. */
function snapEnds(walls: PixelWall[]): void {
  for (const wall of walls) {
    for (const key of ['start', 'end'] as const) {
      const tip = wall[key];
      const target = walls.find(
        (other) =>
          other.orientation !== wall.orientation &&
          Math.abs(other.centre - tip) <= other.thickness &&
          wall.centre >= other.start - wall.thickness &&
          wall.centre <= other.end + wall.thickness,
      );
      if (!target) continue;
      wall[key] = target.centre;
      wall.joined[key] = true;
    }
  }
}

/** Straight walls in the mask; `minLength` in pixels (shorter pieces are dropped). */
export function vectoriseWalls(mask: Mask, minLength: number): PixelWall[] {
  const tolerance = 2;
  const walls = [...extractOrientation(mask, 'horizontal', minLength, tolerance), ...extractOrientation(mask, 'vertical', minLength, tolerance)];
  snapEnds(walls);
  return walls;
}

export interface GapLimits {
  /** Shortest opening, pixels. */
  min: number;
  /** Longest empty opening (a door), pixels. */
  maxDoor: number;
  /** Longest opening with thin lines across it (a window), pixels. */
  maxWindow: number;
  /** Ink before thin strokes were erased (faint lines included), to see window glazing lines. */
  ink: Mask;
}

/** Share of the opening's rectangle (wall thickness × length) that the original ink covers. */
function inkCoverage(ink: Mask, orientation: Orientation, start: number, end: number, centre: number, thickness: number): number {
  const { across, index } = view(ink, orientation);
  const low = Math.max(0, Math.floor(centre - thickness / 2));
  const high = Math.min(across - 1, Math.ceil(centre + thickness / 2) - 1);
  let inked = 0;
  for (let a = start; a < end; a++) for (let c = low; c <= high; c++) inked += ink.data[index(a, c)]!;
  return inked / Math.max(1, (end - start) * (high - low + 1));
}

/**
 * Openings: from each free wall end (not a junction), along the wall's centre line, past the
 * wall's own ink, the free stretch up to the next wall ink — a door when it is empty and
 * `min`–`maxDoor` long, a window when thin lines cover ≥ 10 % of it and it is up to `maxWindow`.
 */
export function findGaps(mask: Mask, walls: PixelWall[], limits: GapLimits): WallGap[] {
  const gaps: WallGap[] = [];
  walls.forEach((wall, w) => {
    const { along, across, index } = view(mask, wall.orientation);
    const c = Math.min(across - 1, Math.max(0, Math.floor(wall.centre)));
    const inked = (a: number) => mask.data[index(a, c)] === 1;
    for (const direction of [-1, 1] as const) {
      if (wall.joined[direction === 1 ? 'end' : 'start']) continue;
      let a = direction === 1 ? Math.ceil(wall.end) - 1 : Math.floor(wall.start);
      while (a >= 0 && a < along && inked(a)) a += direction;
      const from = a;
      while (a >= 0 && a < along && !inked(a) && Math.abs(a - from) <= limits.maxWindow) a += direction;
      if (a < 0 || a >= along || !inked(a)) continue;
      const length = Math.abs(a - from);
      const [start, end] = direction === 1 ? [from, a] : [a + 1, from + 1];
      const glazed = inkCoverage(limits.ink, wall.orientation, start, end, wall.centre, wall.thickness) >= 0.1;
      const kind = glazed ? 'window' : length <= limits.maxDoor ? 'door' : undefined;
      if (length < limits.min || !kind) continue;
      if (!gaps.some((g) => g.orientation === wall.orientation && Math.abs(g.centre - wall.centre) < wall.thickness && Math.abs(g.start - start) <= 2 && Math.abs(g.end - end) <= 2)) {
        gaps.push({ kind, orientation: wall.orientation, start, end, centre: wall.centre, thickness: wall.thickness, wall: w });
      }
    }
  });
  return gaps;
}

/** Paints each gap's rectangle (full wall thickness) into a copy of the mask: doors closed. */
export function closeGaps(mask: Mask, gaps: WallGap[]): Mask {
  const data = mask.data.slice();
  for (const gap of gaps) {
    const { across, index } = view(mask, gap.orientation);
    const low = Math.max(0, Math.floor(gap.centre - gap.thickness / 2));
    const high = Math.min(across - 1, Math.ceil(gap.centre + gap.thickness / 2) - 1);
    for (let a = gap.start; a < gap.end; a++) for (let c = low; c <= high; c++) data[index(a, c)] = 1;
  }
  return { width: mask.width, height: mask.height, data };
}

/** The pixel at (along, across) in a gap's orientation, as an image index (or -1 outside). */
export function pixelIndex(mask: Mask, orientation: Orientation, along: number, across: number): number {
  const { along: n, across: m, index } = view(mask, orientation);
  const a = Math.round(along);
  const c = Math.round(across);
  return a < 0 || c < 0 || a >= n || c >= m ? -1 : index(a, c);
}

/** A wall at any angle, in pixel coordinates. */
export interface SlantedWall {
  a: [number, number];
  b: [number, number];
  thickness: number;
}

/** The wall pixels no axis-aligned wall (widened by a pixel or two for soft edges) accounts for. */
function leftover(mask: Mask, walls: PixelWall[]): Uint8Array {
  const rest = mask.data.slice();
  for (const wall of walls) {
    const { across, index } = view(mask, wall.orientation);
    const low = Math.max(0, Math.floor(wall.centre - wall.thickness / 2) - 2);
    const high = Math.min(across - 1, Math.ceil(wall.centre + wall.thickness / 2) + 1);
    const [from, to] = [Math.max(0, Math.floor(Math.min(wall.start, wall.end)) - 2), Math.ceil(Math.max(wall.start, wall.end)) + 2];
    for (let a = from; a < Math.min(to, wall.orientation === 'horizontal' ? mask.width : mask.height); a++) {
      for (let c = low; c <= high; c++) rest[index(a, c)] = 0;
    }
  }
  return rest;
}

interface Moments {
  n: number;
  sx: number;
  sy: number;
  sxx: number;
  syy: number;
  sxy: number;
  lo: number;
  hi: number;
}

/**
 * Slanted walls: each leftover blob of wall pixels, by its second moments, is a straight piece
 * along its principal axis (length from the pixels' extreme projections, thickness = area ÷
 * length) when it is long (≥ `minLength`), thin (≥ 4× as long as thick) and off the axes by > 10°.
 */
export function slantedWalls(mask: Mask, walls: PixelWall[], minLength: number): SlantedWall[] {
  const rest = leftover(mask, walls);
  const inverse = new Uint8Array(rest.length);
  for (let i = 0; i < rest.length; i++) inverse[i] = rest[i] ? 0 : 1;
  const { labels, stats } = labelFreeSpace({ width: mask.width, height: mask.height, data: inverse });
  const moments: Moments[] = Array.from({ length: stats.length }, () => ({ n: 0, sx: 0, sy: 0, sxx: 0, syy: 0, sxy: 0, lo: Infinity, hi: -Infinity }));
  const eachPixel = (visit: (m: Moments, x: number, y: number, k: number) => void) => {
    for (let i = 0; i < rest.length; i++) if (rest[i]) visit(moments[labels[i]!]!, (i % mask.width) + 0.5, Math.floor(i / mask.width) + 0.5, labels[i]!);
  };
  eachPixel((m, x, y) => {
    m.n++;
    m.sx += x;
    m.sy += y;
    m.sxx += x * x;
    m.syy += y * y;
    m.sxy += x * y;
  });
  const axis = moments.map((m) => {
    if (m.n === 0) return 0;
    const [cx, cy] = [m.sx / m.n, m.sy / m.n];
    return 0.5 * Math.atan2(2 * (m.sxy / m.n - cx * cy), m.sxx / m.n - cx * cx - (m.syy / m.n - cy * cy));
  });
  eachPixel((m, x, y, k) => {
    const angle = axis[k]!;
    const t = x * Math.cos(angle) + y * Math.sin(angle);
    m.lo = Math.min(m.lo, t);
    m.hi = Math.max(m.hi, t);
  });
  const out: SlantedWall[] = [];
  moments.forEach((m, k) => {
    if (m.n === 0) return;
    const angle = axis[k]!;
    const length = m.hi - m.lo + 1;
    const thickness = m.n / length;
    const offAxis = Math.min(Math.abs(Math.sin(angle)), Math.abs(Math.cos(angle)));
    if (length < minLength || length < 4 * thickness || offAxis < Math.sin(Math.PI / 18)) return;
    const [cx, cy] = [m.sx / m.n, m.sy / m.n];
    const [ux, uy] = [Math.cos(angle), Math.sin(angle)];
    const mid = cx * ux + cy * uy;
    const at = (t: number): [number, number] => [cx + ux * (t - mid), cy + uy * (t - mid)];
    out.push({ a: at(m.lo - 0.5), b: at(m.hi + 0.5), thickness });
  });
  return out;
}
