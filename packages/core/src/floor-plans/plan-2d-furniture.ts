/**
 * Furniture symbols for the 2D presentation plan: one small group per room function, drawn in
 * metres from the group's top-left corner, and a placement that keeps the group inside the room's
 * outline and off the doors' swing squares (or leaves the room empty when it does not fit).
 */
import type { Door, Room, RoomFunction } from './model.ts';
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

export interface PlacedSymbol {
  symbol: Symbol2d;
  /** Top-left corner of the group, in metres. */
  x: number;
  y: number;
}

const MARGIN = 0.12;

function fits(room: Room, doors: readonly Door[], x: number, y: number, w: number, h: number): boolean {
  const probes: Array<[number, number]> = [];
  for (const fx of [0, 0.5, 1]) for (const fy of [0, 0.5, 1]) probes.push([x + fx * w, y + fy * h]);
  if (!probes.every((p) => pointInPolygon(p, room.polygon))) return false;
  return doors.every((d) => x > d.at[0] + d.width || x + w < d.at[0] - d.width || y > d.at[1] + d.width || y + h < d.at[1] - d.width);
}

/** The room's symbol placed where it fits, trying both turns and a few anchor spots. */
export function placeFurniture(room: Room, doors: readonly Door[]): PlacedSymbol | undefined {
  const make = SYMBOLS[room.function];
  if (!make || room.polygon.length < 3) return undefined;
  const symbol = make(room);
  const b = boundsOf(room.polygon);
  const [minX, minY, maxX, maxY] = [b.minX + MARGIN, b.minY + MARGIN, b.maxX - MARGIN, b.maxY - MARGIN];
  const spots: Array<[number, number]> =
    symbol.anchor === 'centre'
      ? [[0.5, 0.5], [0.5, 0.25], [0.5, 0.75], [0.25, 0.5], [0.75, 0.5], [0, 0], [1, 1], [1, 0], [0, 1]]
      : [[0.5, 0], [0, 0], [1, 0], [0.5, 1], [0, 1], [1, 1], [0, 0.5], [1, 0.5], [0.5, 0.5]];
  for (const candidate of [symbol, turned(symbol)]) {
    const room_w = maxX - minX - candidate.w;
    const room_h = maxY - minY - candidate.h;
    if (room_w < 0 || room_h < 0) continue;
    for (const [fx, fy] of spots) {
      const x = minX + fx * room_w;
      const y = minY + fy * room_h;
      if (fits(room, doors, x, y, candidate.w, candidate.h)) return { symbol: candidate, x, y };
    }
  }
  return undefined;
}
