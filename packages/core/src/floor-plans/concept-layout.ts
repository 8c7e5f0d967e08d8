/**
 * The plan-level layout the 3D concept and its preview share: where each wall runs (its ends
 * lengthened into the walls it meets, so corners close), where its door and window openings are, the room
 * floors cut into triangles, the concept's colours, and the options both accept (validated here).
 *
 * Everything is in the plan's metres (x right, y down); the 3D builder and the preview lift it
 * into their own space.
 */

import type { FloorPlanModel, Point, Room, RoomFunction, Wall } from './model.ts';

export type Concept3dErrorCode =
  | 'ceiling_height_out_of_range'
  | 'door_height_out_of_range'
  | 'invalid_colour';

/** Options the concept cannot be built with (the transport maps it to a 400 by its `code`). */
export class Concept3dError extends Error {
  constructor(
    public readonly code: Concept3dErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'Concept3dError';
  }
}

export interface Concept3dOptions {
  /** Wall height in metres, 2.2–6. */
  ceilingHeight: number;
  /** Height of the door openings in metres (default 2.1); above it a lintel closes the wall. */
  doorHeight?: number;
  /** Hex colours (`#rgb` or `#rrggbb`) the room functions take, in order of first appearance. */
  palette?: string[];
  /** Hex colour of the walls (default a warm white). */
  wallColour?: string;
  /** A thin slab under the whole plan (default false). */
  slab?: boolean;
  /** Height of the window sills in metres (default 0.9); below it the wall stays closed. */
  sillHeight?: number;
  /** Height of the window heads in metres (default the door height); above it a lintel closes the wall. */
  windowHeadHeight?: number;
  /** The 2D plan's furniture symbols as simple volumes (default false). */
  furniture?: boolean;
}

export const MIN_CEILING_HEIGHT = 2.2;
export const MAX_CEILING_HEIGHT = 6;
export const DEFAULT_DOOR_HEIGHT = 2.1;
export const DEFAULT_SILL_HEIGHT = 0.9;
export const SLAB_THICKNESS = 0.15;
/** The slab's top sits this far under the floors so the two never fight for the same depth. */
export const SLAB_GAP = 0.01;
/** How far the slab reaches beyond the walls, in metres. */
export const SLAB_MARGIN = 0.3;

export const defaultConceptPalette: readonly string[] = [
  '#d9a066', '#8fb3a0', '#e3c16f', '#9db4d1', '#c99bb0', '#a8c686', '#d4876b', '#b7a6d6',
];
const DEFAULT_WALL_COLOUR = '#f2eee6';
const SLAB_COLOUR = '#c9c3b7';
/** How far each palette colour is mixed with white for a floor (a tint, not the full colour). */
const FLOOR_TINT = 0.35;
const EPS = 1e-6;
/** Wall spans shorter than this (1 mm) are dropped rather than built as slivers. */
const MIN_SPAN = 1e-3;

export interface ResolvedConceptOptions {
  ceilingHeight: number;
  doorHeight: number;
  palette: string[];
  wallColour: string;
  slab: boolean;
  sillHeight: number;
  windowHeadHeight: number;
  furniture: boolean;
}

const finiteOr = (value: number | undefined, fallback: number) => (value !== undefined && Number.isFinite(value) ? value : fallback);

/** Checks the options and fills in the defaults; throws a `Concept3dError` when they cannot be used. */
export function resolveConceptOptions(options: Concept3dOptions): ResolvedConceptOptions {
  const { ceilingHeight } = options;
  if (!Number.isFinite(ceilingHeight) || ceilingHeight < MIN_CEILING_HEIGHT || ceilingHeight > MAX_CEILING_HEIGHT) {
    throw new Concept3dError(
      'ceiling_height_out_of_range',
      `Ceiling height must be between ${MIN_CEILING_HEIGHT} and ${MAX_CEILING_HEIGHT} m, got ${ceilingHeight}.`,
    );
  }
  const doorHeight = options.doorHeight ?? DEFAULT_DOOR_HEIGHT;
  if (!Number.isFinite(doorHeight) || doorHeight <= 0 || doorHeight > ceilingHeight) {
    throw new Concept3dError('door_height_out_of_range', `Door height must be above 0 and at most the ceiling height, got ${doorHeight}.`);
  }
  const palette = options.palette && options.palette.length > 0 ? options.palette : [...defaultConceptPalette];
  const wallColour = options.wallColour ?? DEFAULT_WALL_COLOUR;
  for (const colour of [...palette, wallColour]) parseHexColour(colour);
  // Window heights are kept inside the wall: the head at most the ceiling, the sill under the head.
  const windowHeadHeight = Math.min(ceilingHeight, Math.max(0.3, finiteOr(options.windowHeadHeight, doorHeight)));
  const sillHeight = Math.min(windowHeadHeight - 0.3, Math.max(0, finiteOr(options.sillHeight, DEFAULT_SILL_HEIGHT)));
  return { ceilingHeight, doorHeight, palette, wallColour, slab: options.slab ?? false, sillHeight, windowHeadHeight, furniture: options.furniture ?? false };
}

// ---------------------------------------------------------------------------------------------
// Colours

export type Rgba = [r: number, g: number, b: number, a: number];

/** `#rgb` / `#rrggbb` → sRGB channels 0–1; throws `invalid_colour` otherwise. */
export function parseHexColour(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Concept3dError('invalid_colour', `Not a hex colour: ${hex}`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16) / 255) as [number, number, number];
}

export function srgbToLinear(c: number): number {
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function linearToSrgb(c: number): number {
  const v = Math.min(1, Math.max(0, c));
  return v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055;
}

function linearColour(srgb: [number, number, number]): Rgba {
  return [srgbToLinear(srgb[0]), srgbToLinear(srgb[1]), srgbToLinear(srgb[2]), 1];
}

function tint(srgb: [number, number, number], amount: number): [number, number, number] {
  return srgb.map((c) => c + (1 - c) * amount) as [number, number, number];
}

export const WALL_MATERIAL = 'wall';
export const SLAB_MATERIAL = 'slab';
export const FURNITURE_MATERIAL = 'furniture';
const FURNITURE_COLOUR = '#e7e1d6';

export function floorMaterialName(fn: RoomFunction): string {
  return `floor-${fn}`;
}

/** The concept's materials by name, with linear colours: walls, the slab, and one floor per function. */
export function conceptColours(model: FloorPlanModel, options: ResolvedConceptOptions): Map<string, Rgba> {
  const colours = new Map<string, Rgba>([[WALL_MATERIAL, linearColour(parseHexColour(options.wallColour))]]);
  if (options.slab) colours.set(SLAB_MATERIAL, linearColour(parseHexColour(SLAB_COLOUR)));
  if (options.furniture) colours.set(FURNITURE_MATERIAL, linearColour(parseHexColour(FURNITURE_COLOUR)));
  const functions = [...new Set(model.rooms.map((room) => room.function))];
  functions.forEach((fn, i) => {
    const base = parseHexColour(options.palette[i % options.palette.length] ?? defaultConceptPalette[0]!);
    colours.set(floorMaterialName(fn), linearColour(tint(base, FLOOR_TINT)));
  });
  return colours;
}

// ---------------------------------------------------------------------------------------------
// Walls

/** A stretch of a wall along its length `s` (metres from the lengthened start): solid, or an opening. */
export interface WallSpan {
  from: number;
  to: number;
  kind: 'solid' | 'opening';
}

/** One wall as laid out for building: its (lengthened) start, direction, length and spans. */
export interface WallLayout {
  wall: number;
  start: Point;
  /** Unit direction along the wall. */
  dir: Point;
  length: number;
  thickness: number;
  spans: WallSpan[];
  /** Window openings as [from, to] along the (lengthened) wall, inside its solid spans. */
  windows: [number, number][];
}

/** A box-shaped piece of wall: full height where solid, a lintel above an opening, a sill under a window. */
export interface WallPiece {
  /** Index of the wall it belongs to; −1 for a lintel or sill across an opening between two wall ends. */
  wall: number;
  kind: 'solid' | 'lintel' | 'sill';
  /** Centre-line start and end in plan metres. */
  a: Point;
  b: Point;
  thickness: number;
  bottom: number;
  top: number;
}

const sub = (p: Point, q: Point): Point => [p[0] - q[0], p[1] - q[1]];
const dot = (p: Point, q: Point): number => p[0] * q[0] + p[1] * q[1];
const cross = (p: Point, q: Point): number => p[0] * q[1] - p[1] * q[0];
const along = (p: Point, dir: Point, s: number): Point => [p[0] + dir[0] * s, p[1] + dir[1] * s];

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const ab = sub(b, a);
  const len2 = dot(ab, ab);
  const t = len2 === 0 ? 0 : Math.min(1, Math.max(0, dot(sub(p, a), ab) / len2));
  const closest = along(a, ab, t);
  return Math.hypot(p[0] - closest[0], p[1] - closest[1]);
}

function wallLength(wall: Wall): number {
  return Math.hypot(wall.b[0] - wall.a[0], wall.b[1] - wall.a[1]);
}

function isUsable(wall: Wall): boolean {
  return wallLength(wall) > EPS && wall.thickness > EPS;
}

/**
 * How far an end of a wall reaches into the walls it meets at an angle: half the thickest one's
 * thickness, so an L corner is filled; ends that run straight on into another wall, or meet none,
 * stay where they are.
 */
function endExtension(walls: readonly Wall[], index: number, end: Point, dir: Point): number {
  let extension = 0;
  walls.forEach((other, j) => {
    if (j === index || !isUsable(other)) return;
    const tolerance = Math.max(other.thickness / 2, EPS) + 1e-3;
    if (distanceToSegment(end, other.a, other.b) > tolerance) return;
    const otherDir = sub(other.b, other.a);
    const sine = Math.abs(cross(dir, otherDir)) / Math.hypot(otherDir[0], otherDir[1]);
    if (sine < 0.05) return;
    extension = Math.max(extension, other.thickness / 2);
  });
  return extension;
}

/** The openings (doors or windows) on one wall as [from, to] along its original length, merged and clipped. */
function openingsOf(model: FloorPlanModel, index: number, openings: readonly { at: Point; width: number }[], onWall: readonly (number | undefined)[]): [number, number][] {
  const wall = model.walls[index]!;
  const length = wallLength(wall);
  const dir: Point = [(wall.b[0] - wall.a[0]) / length, (wall.b[1] - wall.a[1]) / length];
  const intervals: [number, number][] = [];
  for (const [d, door] of openings.entries()) {
    if (onWall[d] !== index) continue;
    const centre = dot(sub(door.at, wall.a), dir);
    const from = Math.max(0, centre - door.width / 2);
    const to = Math.min(length, centre + door.width / 2);
    if (to - from > 0.01) intervals.push([from, to]);
  }
  intervals.sort((p, q) => p[0] - q[0]);
  const merged: [number, number][] = [];
  for (const interval of intervals) {
    const last = merged[merged.length - 1];
    if (last && interval[0] <= last[1] + EPS) last[1] = Math.max(last[1], interval[1]);
    else merged.push([...interval]);
  }
  return merged;
}

/** The wall a door opens in: the one it names, else the nearest whose body it sits in. */
function wallOfDoor(model: FloorPlanModel, at: Point, named: number | undefined): number | undefined {
  if (named !== undefined && model.walls[named] && isUsable(model.walls[named])) return named;
  let best: number | undefined;
  let bestDistance = Infinity;
  model.walls.forEach((wall, i) => {
    if (!isUsable(wall)) return;
    const distance = distanceToSegment(at, wall.a, wall.b);
    if (distance <= wall.thickness / 2 + 0.1 && distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  });
  return best;
}

/** Every usable wall laid out: lengthened at its corners and cut into solid and open spans. */
export function layOutWalls(model: FloorPlanModel): WallLayout[] {
  const layouts: WallLayout[] = [];
  const doorWalls = model.doors.map((door) => wallOfDoor(model, door.at, door.wall));
  const windows = model.windows ?? [];
  const windowWalls = windows.map((window) => wallOfDoor(model, window.at, window.wall));
  model.walls.forEach((wall, index) => {
    if (!isUsable(wall)) return;
    const length = wallLength(wall);
    const dir: Point = [(wall.b[0] - wall.a[0]) / length, (wall.b[1] - wall.a[1]) / length];
    const back = endExtension(model.walls, index, wall.a, dir);
    const front = endExtension(model.walls, index, wall.b, dir);
    const total = back + length + front;
    const spans: WallSpan[] = [];
    let cursor = 0;
    for (const [from, to] of openingsOf(model, index, model.doors, doorWalls)) {
      if (from + back > cursor + MIN_SPAN) spans.push({ from: cursor, to: from + back, kind: 'solid' });
      spans.push({ from: from + back, to: to + back, kind: 'opening' });
      cursor = to + back;
    }
    if (total > cursor + MIN_SPAN) spans.push({ from: cursor, to: total, kind: 'solid' });
    // Windows only where the wall is solid (a door wins where the two overlap).
    const windowSpans = openingsOf(model, index, windows, windowWalls).flatMap(([from, to]) =>
      spans
        .filter((span) => span.kind === 'solid')
        .map((span): [number, number] => [Math.max(span.from, from + back), Math.min(span.to, to + back)])
        .filter(([a, b]) => b - a > 0.05),
    );
    layouts.push({ wall: index, start: along(wall.a, dir, -back), dir, length: total, thickness: wall.thickness, spans, windows: windowSpans });
  });
  return layouts;
}

/** An opening between two wall ends (as the analysis finds them): bridged by a lintel, and a sill under a window. */
export interface BridgedOpening {
  kind: 'door' | 'window';
  a: Point;
  b: Point;
  thickness: number;
}

/**
 * Doors and windows that no wall body holds — the analysis reads an opening as the gap between two
 * wall ends — each with its ends along its direction and the thickness of the wall it names (else
 * of the nearest wall, else 0.2 m), when both its ends meet a wall. Openings inside a wall are
 * cut out by `layOutWalls` instead.
 */
export function bridgedOpenings(model: FloorPlanModel): BridgedOpening[] {
  const out: BridgedOpening[] = [];
  const openings = [...model.doors.map((d) => ({ ...d, kind: 'door' as const })), ...(model.windows ?? []).map((w) => ({ ...w, kind: 'window' as const }))];
  for (const opening of openings) {
    if (!(opening.width > 0.05)) continue;
    const index = wallOfDoor(model, opening.at, opening.wall);
    const u: Point = [Math.cos(opening.angle), Math.sin(opening.angle)];
    if (index !== undefined) {
      const wall = model.walls[index]!;
      const length = wallLength(wall);
      const dir: Point = [(wall.b[0] - wall.a[0]) / length, (wall.b[1] - wall.a[1]) / length];
      const centre = dot(sub(opening.at, wall.a), dir);
      const inside = Math.min(length, centre + opening.width / 2) - Math.max(0, centre - opening.width / 2);
      const onLine = distanceToSegment(opening.at, wall.a, wall.b) <= wall.thickness / 2 + 0.1;
      if (onLine && inside >= opening.width / 2) continue;
    }
    const named = opening.wall !== undefined ? model.walls[opening.wall] : undefined;
    let thickness = named && isUsable(named) ? named.thickness : 0;
    if (!thickness) {
      let best = Infinity;
      for (const wall of model.walls.filter(isUsable)) {
        const d = distanceToSegment(opening.at, wall.a, wall.b);
        if (d < best) [best, thickness] = [d, wall.thickness];
      }
    }
    const half = opening.width / 2;
    const [a, b] = [along(opening.at, u, -half), along(opening.at, u, half)];
    // Only an opening whose both ends meet a wall is bridged (one standing free is no opening).
    const meetsWall = (p: Point) => model.walls.some((wall) => isUsable(wall) && distanceToSegment(p, wall.a, wall.b) <= wall.thickness / 2 + 0.1);
    if (meetsWall(a) && meetsWall(b)) out.push({ kind: opening.kind, a, b, thickness: thickness || 0.2 });
  }
  return out;
}

/** A solid span less the windows in it: the stretches left solid and the window stretches. */
function splitByWindows(span: WallSpan, windows: readonly [number, number][]): { from: number; to: number; window: boolean }[] {
  const parts: { from: number; to: number; window: boolean }[] = [];
  let cursor = span.from;
  for (const [from, to] of windows.filter(([a, b]) => a >= span.from - EPS && b <= span.to + EPS).sort((p, q) => p[0] - q[0])) {
    if (from > cursor + MIN_SPAN) parts.push({ from: cursor, to: from, window: false });
    parts.push({ from, to, window: true });
    cursor = to;
  }
  if (span.to > cursor + MIN_SPAN) parts.push({ from: cursor, to: span.to, window: false });
  return parts;
}

/**
 * The boxes the walls are built of: solid spans full height, door openings a lintel above the
 * door, window openings a sill up to the sill height and a lintel from the window head up.
 */
export function wallPieces(model: FloorPlanModel, options: Concept3dOptions): WallPiece[] {
  const { ceilingHeight, doorHeight, sillHeight, windowHeadHeight } = resolveConceptOptions(options);
  const pieces: WallPiece[] = [];
  for (const layout of layOutWalls(model)) {
    const piece = (kind: WallPiece['kind'], from: number, to: number, bottom: number, top: number) => {
      if (top - bottom <= 1e-4) return;
      pieces.push({ wall: layout.wall, kind, a: along(layout.start, layout.dir, from), b: along(layout.start, layout.dir, to), thickness: layout.thickness, bottom, top });
    };
    for (const span of layout.spans) {
      if (span.kind === 'opening') {
        piece('lintel', span.from, span.to, doorHeight, ceilingHeight);
        continue;
      }
      for (const part of splitByWindows(span, layout.windows)) {
        if (!part.window) piece('solid', part.from, part.to, 0, ceilingHeight);
        else {
          piece('sill', part.from, part.to, 0, sillHeight);
          piece('lintel', part.from, part.to, windowHeadHeight, ceilingHeight);
        }
      }
    }
  }
  for (const opening of bridgedOpenings(model)) {
    const bridge = (kind: WallPiece['kind'], bottom: number, top: number) => {
      if (top - bottom > 1e-4) pieces.push({ wall: -1, kind, a: opening.a, b: opening.b, thickness: opening.thickness, bottom, top });
    };
    if (opening.kind === 'door') bridge('lintel', doorHeight, ceilingHeight);
    else {
      bridge('sill', 0, sillHeight);
      bridge('lintel', windowHeadHeight, ceilingHeight);
    }
  }
  return pieces;
}

// ---------------------------------------------------------------------------------------------
// Floors

/** Signed area by the shoelace formula (positive when counter-clockwise in x-right, y-up axes). */
export function signedArea(polygon: readonly Point[]): number {
  let sum = 0;
  polygon.forEach((p, i) => {
    const q = polygon[(i + 1) % polygon.length]!;
    sum += p[0] * q[1] - q[0] * p[1];
  });
  return sum / 2;
}

/** The outline without repeated points, a closing duplicate, or points on a straight run. */
export function cleanPolygon(polygon: readonly Point[]): Point[] {
  let points = polygon.filter((p, i) => {
    const q = polygon[(i + 1) % polygon.length]!;
    return Math.hypot(p[0] - q[0], p[1] - q[1]) > EPS;
  });
  let changed = true;
  while (changed && points.length >= 3) {
    changed = false;
    for (let i = 0; i < points.length; i++) {
      const prev = points[(i + points.length - 1) % points.length]!;
      const next = points[(i + 1) % points.length]!;
      const p = points[i]!;
      if (Math.abs(cross(sub(p, prev), sub(next, p))) <= EPS * Math.max(1, Math.hypot(...sub(next, prev)))) {
        points = points.filter((_, j) => j !== i);
        changed = true;
        break;
      }
    }
  }
  return points;
}

function insideTriangle(p: Point, a: Point, b: Point, c: Point): boolean {
  const d1 = cross(sub(b, a), sub(p, a));
  const d2 = cross(sub(c, b), sub(p, b));
  const d3 = cross(sub(a, c), sub(p, c));
  return d1 >= -EPS && d2 >= -EPS && d3 >= -EPS;
}

function isEar(points: readonly Point[], ring: readonly number[], k: number): boolean {
  const n = ring.length;
  const ia = ring[(k + n - 1) % n]!;
  const ib = ring[k]!;
  const ic = ring[(k + 1) % n]!;
  const [a, b, c] = [points[ia]!, points[ib]!, points[ic]!];
  if (cross(sub(b, a), sub(c, b)) <= EPS) return false;
  return ring.every((j) => {
    if (j === ia || j === ib || j === ic) return true;
    const p = points[j]!;
    const samePlace = [a, b, c].some((q) => Math.hypot(p[0] - q[0], p[1] - q[1]) <= EPS);
    return samePlace || !insideTriangle(p, a, b, c);
  });
}

/**
 * Ear clipping: triangles (index triples into `points`) covering a simple polygon, concave or
 * not, all wound counter-clockwise in x-right, y-up axes. A polygon that is not simple still gets
 * triangles (the least bad ear each time) rather than an endless loop.
 */
export function triangulatePolygon(points: readonly Point[]): [number, number, number][] {
  const ring = points.map((_, i) => i);
  if (signedArea(points) < 0) ring.reverse();
  const triangles: [number, number, number][] = [];
  while (ring.length > 3) {
    let k = ring.findIndex((_, i) => isEar(points, ring, i));
    if (k < 0) k = mostConvexCorner(points, ring);
    const n = ring.length;
    const triangle: [number, number, number] = [ring[(k + n - 1) % n]!, ring[k]!, ring[(k + 1) % n]!];
    if (triangleArea(points, triangle) > EPS * EPS) triangles.push(triangle);
    ring.splice(k, 1);
  }
  if (ring.length === 3) {
    const triangle: [number, number, number] = [ring[0]!, ring[1]!, ring[2]!];
    if (triangleArea(points, triangle) > EPS * EPS) triangles.push(triangle);
  }
  return triangles;
}

function mostConvexCorner(points: readonly Point[], ring: readonly number[]): number {
  let best = 0;
  let bestTurn = -Infinity;
  ring.forEach((_, k) => {
    const n = ring.length;
    const [a, b, c] = [points[ring[(k + n - 1) % n]!]!, points[ring[k]!]!, points[ring[(k + 1) % n]!]!];
    const turn = cross(sub(b, a), sub(c, b));
    if (turn > bestTurn) {
      best = k;
      bestTurn = turn;
    }
  });
  return best;
}

function triangleArea(points: readonly Point[], [i, j, k]: [number, number, number]): number {
  const [a, b, c] = [points[i]!, points[j]!, points[k]!];
  return Math.abs(cross(sub(b, a), sub(c, a))) / 2;
}

/** A room's floor: its cleaned outline and the triangles that cover it. */
export interface FloorLayout {
  room: Room;
  outline: Point[];
  triangles: [number, number, number][];
}

export function layOutFloors(model: FloorPlanModel): FloorLayout[] {
  return model.rooms
    .map((room) => {
      const outline = cleanPolygon(room.polygon);
      return { room, outline, triangles: outline.length >= 3 ? triangulatePolygon(outline) : [] };
    })
    .filter((floor) => floor.triangles.length > 0);
}

/** The plan's extent over walls (with their thickness) and rooms, or undefined when it has neither. */
export function planExtent(model: FloorPlanModel): { min: Point; max: Point } | undefined {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const wall of model.walls.filter(isUsable)) {
    for (const p of [wall.a, wall.b]) {
      xs.push(p[0] - wall.thickness / 2, p[0] + wall.thickness / 2);
      ys.push(p[1] - wall.thickness / 2, p[1] + wall.thickness / 2);
    }
  }
  for (const room of model.rooms) {
    for (const p of room.polygon) {
      xs.push(p[0]);
      ys.push(p[1]);
    }
  }
  if (xs.length === 0) return undefined;
  return { min: [Math.min(...xs), Math.min(...ys)], max: [Math.max(...xs), Math.max(...ys)] };
}
