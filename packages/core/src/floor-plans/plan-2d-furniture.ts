/**
 * Furniture symbols for the 2D presentation plan: one small group per room function, drawn in
 * metres from the group's top-left corner, and a placement that keeps the group inside the room's
 * outline and off the doors' swing squares (or leaves the room empty when it does not fit).
 */
import type { Door, Point, Room, RoomFunction } from './model.ts';
import { pointInPolygon } from './outline.ts';

export type Shape =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; r?: number }
  | { kind: 'circle'; cx: number; cy: number; r: number }
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number };

export interface Symbol2d {
  name: string;
  w: number;
  h: number;
  shapes: Shape[];
  /** Where to try it first: against the top wall, or in the middle of the room. */
  anchor: 'wall' | 'centre';
}

const rect = (x: number, y: number, w: number, h: number, r = 0.04): Shape => ({ kind: 'rect', x, y, w, h, r });
const circle = (cx: number, cy: number, r: number): Shape => ({ kind: 'circle', cx, cy, r });
const ellipse = (cx: number, cy: number, rx: number, ry: number): Shape => ({ kind: 'ellipse', cx, cy, rx, ry });

function bed(width: number): Symbol2d {
  const pillows = width > 1.2 ? [rect(0.1, 0.08, width / 2 - 0.15, 0.35), rect(width / 2 + 0.05, 0.08, width / 2 - 0.15, 0.35)] : [rect(0.1, 0.08, width - 0.2, 0.35)];
  return { name: 'bed', w: width, h: 2.0, anchor: 'wall', shapes: [rect(0, 0, width, 2.0, 0.06), ...pillows, rect(0, 0.6, width, 1.4, 0.06)] };
}

const SYMBOLS: Partial<Record<RoomFunction, (room: Room) => Symbol2d>> = {
  bedroom: (room) => bed(shortSide(room) >= 2.6 ? 1.6 : 0.9),
  living: () => ({
    name: 'sofa',
    w: 2.1,
    h: 1.85,
    anchor: 'centre',
    shapes: [rect(0, 0, 2.1, 0.85, 0.08), rect(0, 0, 2.1, 0.22, 0.04), rect(0, 0, 0.2, 0.85, 0.04), rect(1.9, 0, 0.2, 0.85, 0.04), rect(0.55, 1.3, 1.0, 0.55, 0.04)],
  }),
  dining: () => ({
    name: 'dining-table',
    w: 1.8,
    h: 1.7,
    anchor: 'centre',
    shapes: [rect(0.2, 0.45, 1.4, 0.8), rect(0.35, 0, 0.45, 0.4), rect(1.0, 0, 0.45, 0.4), rect(0.35, 1.3, 0.45, 0.4), rect(1.0, 1.3, 0.45, 0.4)],
  }),
  kitchen: () => ({
    name: 'counter',
    w: 2.4,
    h: 0.6,
    anchor: 'wall',
    shapes: [rect(0, 0, 2.4, 0.6, 0), rect(0.3, 0.1, 0.6, 0.4, 0.08), circle(1.6, 0.18, 0.09), circle(1.9, 0.18, 0.09), circle(1.6, 0.42, 0.09), circle(1.9, 0.42, 0.09)],
  }),
  bathroom: () => ({
    name: 'wc-basin',
    w: 1.25,
    h: 0.7,
    anchor: 'wall',
    shapes: [rect(0, 0, 0.4, 0.18), ellipse(0.2, 0.42, 0.18, 0.25), rect(0.7, 0, 0.55, 0.42, 0.06), ellipse(0.975, 0.2, 0.18, 0.13)],
  }),
  study: () => desk(),
  office: () => desk(),
  meeting: () => ({
    name: 'meeting-table',
    w: 3.0,
    h: 2.0,
    anchor: 'centre',
    shapes: [rect(0.5, 0.5, 2.0, 1.0, 0.1), ...[0.8, 1.5, 2.2].flatMap((x) => [circle(x, 0.25, 0.2), circle(x, 1.75, 0.2)])],
  }),
};

function desk(): Symbol2d {
  return { name: 'desk', w: 1.2, h: 1.1, anchor: 'wall', shapes: [rect(0, 0, 1.2, 0.6, 0.02), circle(0.6, 0.85, 0.22)] };
}

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function boundsOf(points: ReadonlyArray<readonly [number, number]>): Bounds {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}

function shortSide(room: Room): number {
  const b = boundsOf(room.polygon);
  return Math.min(b.maxX - b.minX, b.maxY - b.minY);
}

/** The same symbol turned a quarter (its width and height swapped). */
function turned(symbol: Symbol2d): Symbol2d {
  const shapes = symbol.shapes.map((s): Shape => {
    if (s.kind === 'rect') return { ...s, x: symbol.h - s.y - s.h, y: s.x, w: s.h, h: s.w };
    if (s.kind === 'circle') return { ...s, cx: symbol.h - s.cy, cy: s.cx };
    return { ...s, cx: symbol.h - s.cy, cy: s.cx, rx: s.ry, ry: s.rx };
  });
  return { ...symbol, w: symbol.h, h: symbol.w, shapes };
}

/** The symbol at `k` times its size (a compact counter, a smaller bed) for rooms it does not fit. */
function scaled(symbol: Symbol2d, k: number): Symbol2d {
  const shapes = symbol.shapes.map((s): Shape => {
    if (s.kind === 'rect') return { ...s, x: s.x * k, y: s.y * k, w: s.w * k, h: s.h * k, r: (s.r ?? 0) * k };
    if (s.kind === 'circle') return { ...s, cx: s.cx * k, cy: s.cy * k, r: s.r * k };
    return { ...s, cx: s.cx * k, cy: s.cy * k, rx: s.rx * k, ry: s.ry * k };
  });
  return { ...symbol, w: symbol.w * k, h: symbol.h * k, shapes };
}

export interface PlacedSymbol {
  symbol: Symbol2d;
  /** Top-left corner of the group, in metres. */
  x: number;
  y: number;
}

const MARGIN = 0.12;

const overlaps = (a: Bounds, b: Bounds) => a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;

/**
 * A door's swing as drawn: hinged at one end of the opening, the leaf standing open on the
 * positive-normal side (the wall direction turned a quarter clockwise on screen).
 */
export function doorSwing(door: Door): { hinge: Point; open: Point; closed: Point } {
  const along: Point = [Math.cos(door.angle), Math.sin(door.angle)];
  const normal: Point = [-along[1], along[0]];
  const half = door.width / 2;
  const hinge: Point = [door.at[0] - along[0] * half, door.at[1] - along[1] * half];
  const closed: Point = [door.at[0] + along[0] * half, door.at[1] + along[1] * half];
  const open: Point = [hinge[0] + normal[0] * door.width, hinge[1] + normal[1] * door.width];
  return { hinge, open, closed };
}

/** The square the leaf sweeps, and a 0.6 m landing on the other side, with a little clearance. */
function swingBox(door: Door): Bounds {
  const { hinge, open, closed } = doorSwing(door);
  const corner: Point = [open[0] + closed[0] - hinge[0], open[1] + closed[1] - hinge[1]];
  const back = (p: Point): Point => [p[0] - ((open[0] - hinge[0]) / door.width) * 0.6, p[1] - ((open[1] - hinge[1]) / door.width) * 0.6];
  const b = boundsOf([hinge, open, closed, corner, back(hinge), back(closed)]);
  return { minX: b.minX - 0.1, minY: b.minY - 0.1, maxX: b.maxX + 0.1, maxY: b.maxY + 0.1 };
}

function fits(room: Room, obstacles: readonly Bounds[], box: Bounds): boolean {
  const probes: Array<[number, number]> = [];
  for (const fx of [0, 0.5, 1]) for (const fy of [0, 0.5, 1]) probes.push([box.minX + fx * (box.maxX - box.minX), box.minY + fy * (box.maxY - box.minY)]);
  return probes.every((p) => pointInPolygon(p, room.polygon)) && obstacles.every((o) => !overlaps(o, box));
}

/** Fractions of the free play in the room's box, a 5 × 5 grid, nearest the preferred spot first. */
function spotsAround(preferred: [number, number]): Array<[number, number]> {
  const steps = [0, 0.25, 0.5, 0.75, 1];
  const spots = steps.flatMap((fx) => steps.map((fy): [number, number] => [fx, fy]));
  const distance = ([fx, fy]: [number, number]) => Math.hypot(fx - preferred[0], fy - preferred[1]);
  return spots.sort((a, b) => distance(a) - distance(b));
}

/**
 * The room's symbol placed where it fits: inside the outline, off the doors' swings and, when
 * possible, clear of `avoid` (the room's label); both turns, a grid of spots and, in tight rooms,
 * smaller versions of the symbol are tried.
 */
export function placeFurniture(room: Room, doors: readonly Door[], avoid: readonly Bounds[] = []): PlacedSymbol | undefined {
  const make = SYMBOLS[room.function];
  if (!make || room.polygon.length < 3) return undefined;
  const symbol = make(room);
  const b = boundsOf(room.polygon);
  const [minX, minY, maxX, maxY] = [b.minX + MARGIN, b.minY + MARGIN, b.maxX - MARGIN, b.maxY - MARGIN];
  const spots = spotsAround(symbol.anchor === 'centre' ? [0.5, 0.5] : [0.5, 0]);
  const swings = doors.map(swingBox);
  const tries = [
    { obstacles: [...swings, ...avoid], sizes: [1, 0.8] },
    { obstacles: swings, sizes: [1, 0.8, 0.65] },
  ];
  for (const { obstacles, sizes } of tries) {
    for (const candidate of sizes.flatMap((k) => [scaled(symbol, k), turned(scaled(symbol, k))])) {
      const playX = maxX - minX - candidate.w;
      const playY = maxY - minY - candidate.h;
      if (playX < 0 || playY < 0) continue;
      for (const [fx, fy] of spots) {
        const [x, y] = [minX + fx * playX, minY + fy * playY];
        if (fits(room, obstacles, { minX: x, minY: y, maxX: x + candidate.w, maxY: y + candidate.h })) return { symbol: candidate, x, y };
      }
    }
  }
  return undefined;
}
