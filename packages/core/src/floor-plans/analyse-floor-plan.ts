/**
 * Floor-plan image → FloorPlanModel, in plain TypeScript on typed arrays (no canvas, no native code).
 *
 * Pipeline (every step linear in the pixels, bar the small polygon work):
 *  1. grayscale (alpha over white) → dark ink by Otsu's threshold;
 *  2. walls are the thick strokes: each ink pixel's stroke thickness is the shorter of its row and
 *     column runs; the thickness histogram's first clear jump (thin text, dimension and furniture
 *     lines below, walls above — unless what is below is long and straight, i.e. interior walls
 *     next to thicker exterior ones) sizes a square opening that erases everything thinner;
 *  3. the wall mask is vectorised into axis-aligned pieces with a thickness, and what they leave
 *     into slanted pieces by each blob's principal axis (wall-segments.ts);
 *  4. scale: from `knownLength`, else `metresPerPixel`, else from the wall thicknesses (thinnest
 *     walls ≈ 0.12 m interior, thickest ≈ 0.2 m exterior) — reported as `scaleSource`;
 *  5. openings are closed in the mask — doors (0.5–1.3 m, empty, between a free wall end and the
 *     next wall ink on its centre line) and windows (up to 4 m, thin glazing lines across) — and
 *     the free space is labelled: components touching the border, or wrapped around other rooms
 *     (inside a drawing frame), are the exterior, components under 1 m² are specks; each
 *     remaining one is a room, its outline traced, simplified and snapped to the axes (outline.ts);
 *  6. openings with a different room on each side become doors, glazed ones beside a room windows; each room gets a guessed function
 *     and a default name in the asked language (room-functions.ts).
 *
 * Errors are `FloorPlanAnalysisError`s with a stable `code`.
 */
import type { Language } from '@genie/contracts';
import type { Door, FloorPlanModel, PlanWindow, Point, Room, Wall } from './model.ts';
import { pointInPolygon, polygonArea, simplifyClosed, snapToAxes, traceOutline } from './outline.ts';
import { binariseInk, countSet, labelFreeSpace, openSquare, otsuThreshold, strokeRuns, strokeThickness, toGray, type Components, type Mask, type RasterImage } from './raster.ts';
import { defaultRoomNames, guessRoomFunctions } from './room-functions.ts';
import { closeGaps, findGaps, pixelIndex, slantedWalls, vectoriseWalls, type PixelWall, type SlantedWall, type WallGap } from './wall-segments.ts';

export type FloorPlanImage = RasterImage;

export interface AnalyseFloorPlanOptions {
  /** The scale, when known: metres per image pixel. */
  metresPerPixel?: number;
  /** A measured distance on the image (pixel coordinates), which wins over `metresPerPixel`. */
  knownLength?: { from: readonly [number, number]; to: readonly [number, number]; metres: number };
  /** The language of the default room names (en-US by default). */
  language?: Language;
}

/** Where the scale came from: the measured length, the given scale, or the walls' thickness (a guess). */
export type ScaleSource = 'known_length' | 'metres_per_pixel' | 'wall_thickness';

export interface FloorPlanAnalysis {
  model: FloorPlanModel;
  scaleSource: ScaleSource;
}

export type FloorPlanErrorCode = 'invalid_image' | 'image_too_small' | 'image_too_large' | 'invalid_scale' | 'no_walls_found' | 'no_rooms_found';

export class FloorPlanAnalysisError extends Error {
  constructor(
    readonly code: FloorPlanErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'FloorPlanAnalysisError';
  }
}

/** The smallest side an image may have (pixels). */
export const MIN_IMAGE_SIDE = 64;
/** The most pixels analysed at once (the masks take about 20 bytes a pixel): downscale larger scans first. */
export const MAX_IMAGE_PIXELS = 16_000_000;
const MIN_ROOM_AREA = 1; // m²
const DOOR_WIDTH = { min: 0.5, max: 1.3 }; // m, with some tolerance around 0.6–1.2 m
const MAX_WINDOW_WIDTH = 4; // m

function validate(image: FloorPlanImage): void {
  const { width, height, channels, data } = image;
  if (!Number.isInteger(width) || !Number.isInteger(height) || ![1, 3, 4].includes(channels) || data.length < width * height * channels) {
    throw new FloorPlanAnalysisError('invalid_image', 'The image data does not match its width, height and channels.');
  }
  if (width < MIN_IMAGE_SIDE || height < MIN_IMAGE_SIDE) {
    throw new FloorPlanAnalysisError('image_too_small', `The image must be at least ${MIN_IMAGE_SIDE} × ${MIN_IMAGE_SIDE} pixels.`);
  }
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new FloorPlanAnalysisError('image_too_large', `The image may have at most ${MAX_IMAGE_PIXELS} pixels; scale it down first.`);
  }
}

const noWalls = () => new FloorPlanAnalysisError('no_walls_found', 'No walls were found: the plan needs walls drawn as solid dark lines.');

/** The most common gray level: the paper. */
function paperLevel(gray: Uint8Array): number {
  const histogram = new Uint32Array(256);
  for (let i = 0; i < gray.length; i++) histogram[gray[i]!]!++;
  return histogram.indexOf(Math.max(...histogram));
}

/**
 * Dark ink (Otsu), and faint ink (halfway from Otsu's level to the paper: thin lines a scan
 * has greyed, kept to recognise window glazing); an error when the image has no contrast at all.
 */
function inkMasks(image: FloorPlanImage): { ink: Mask; faint: Mask } {
  const gray = toGray(image);
  let min = 255;
  let max = 0;
  for (let i = 0; i < gray.length; i++) {
    if (gray[i]! < min) min = gray[i]!;
    if (gray[i]! > max) max = gray[i]!;
  }
  if (max - min < 48) throw noWalls();
  const threshold = otsuThreshold(gray);
  const faintThreshold = Math.max(threshold, Math.floor((threshold + paperLevel(gray)) / 2));
  return { ink: binariseInk(gray, image.width, image.height, threshold), faint: binariseInk(gray, image.width, image.height, faintThreshold) };
}

/** Thickness histogram of the ink, and per thickness how much of it lies in elongated strokes. */
function thicknessHistogram(ink: Mask): { pixels: Float64Array; elongated: Float64Array; total: number } {
  const { thickness, length } = strokeRuns(ink);
  const pixels = new Float64Array(257);
  const elongated = new Float64Array(257);
  let total = 0;
  for (let i = 0; i < ink.data.length; i++) {
    if (!ink.data[i]) continue;
    const t = Math.min(256, thickness[i]!);
    pixels[t]!++;
    if (length[i]! >= 8 * t) elongated[t]!++;
    total++;
  }
  return { pixels, elongated, total };
}

/**
 * The opening size that separates thin strokes from walls. Thicknesses covering ≥ 1 % of the ink
 * are walked upwards to the first jump of at least 1.6× (and 2 px); the strokes below it are
 * erased (the opening is sized halfway across the jump) unless they look like walls themselves:
 * over 2 px thick and mostly long straight runs (then it is the interior/exterior wall jump, and
 * only what is thinner than the thinnest walls goes).
 */
export function openingSize(ink: Mask): number {
  const { pixels, elongated, total } = thicknessHistogram(ink);
  const significant: number[] = [];
  for (let t = 1; t <= 256; t++) if (pixels[t]! >= 0.01 * total) significant.push(t);
  const thinnest = Math.max(3, Math.round(0.6 * (significant[0] ?? 0)));
  for (let i = 0; i + 1 < significant.length; i++) {
    const [thin, thick] = [significant[i]!, significant[i + 1]!];
    if (thick < 1.6 * thin || thick - thin < 2) continue;
    let below = 0;
    let long = 0;
    for (let t = 1; t <= thin; t++) [below, long] = [below + pixels[t]!, long + elongated[t]!];
    const wallLike = thin > 2 && long > 0.5 * below;
    return wallLike ? thinnest : Math.max(3, Math.round((thin + thick) / 2));
  }
  return thinnest;
}

/** The `q` quantile of the thicknesses of the set pixels of `mask`. */
function thicknessQuantile(mask: Mask, q: number): number {
  const values: number[] = [];
  const thickness = strokeThickness(mask);
  for (let i = 0; i < mask.data.length; i++) if (mask.data[i]) values.push(thickness[i]!);
  values.sort((a, b) => a - b);
  return values[Math.floor(q * (values.length - 1))] ?? 0;
}

interface WallSpan {
  length: number;
  thickness: number;
}

const spanOf = (wall: PixelWall | SlantedWall): WallSpan =>
  'orientation' in wall ? { length: wall.end - wall.start, thickness: wall.thickness } : { length: Math.hypot(wall.b[0] - wall.a[0], wall.b[1] - wall.a[1]), thickness: wall.thickness };

/** Thickness at the length-weighted quantile `q` of the walls. */
function wallThicknessQuantile(walls: WallSpan[], q: number): number {
  const sorted = [...walls].sort((a, b) => a.thickness - b.thickness);
  const total = sorted.reduce((sum, w) => sum + w.length, 0);
  let seen = 0;
  for (const wall of sorted) {
    seen += wall.length;
    if (seen >= q * total) return wall.thickness;
  }
  return sorted[sorted.length - 1]?.thickness ?? 1;
}

function resolveScale(walls: WallSpan[], options: AnalyseFloorPlanOptions): { metresPerPixel: number; scaleSource: ScaleSource } {
  const invalid = () => new FloorPlanAnalysisError('invalid_scale', 'The scale must be a positive length over a non-zero distance.');
  if (options.knownLength) {
    const { from, to, metres } = options.knownLength;
    const pixels = Math.hypot(to[0] - from[0], to[1] - from[1]);
    if (!(pixels > 0) || !(metres > 0)) throw invalid();
    return { metresPerPixel: metres / pixels, scaleSource: 'known_length' };
  }
  if (options.metresPerPixel !== undefined) {
    if (!(options.metresPerPixel > 0) || !Number.isFinite(options.metresPerPixel)) throw invalid();
    return { metresPerPixel: options.metresPerPixel, scaleSource: 'metres_per_pixel' };
  }
  const interior = wallThicknessQuantile(walls, 0.2);
  const exterior = wallThicknessQuantile(walls, 0.9);
  const metresPerPixel = exterior >= 1.3 * interior ? (0.12 / interior + 0.2 / exterior) / 2 : 0.15 / interior;
  return { metresPerPixel, scaleSource: 'wall_thickness' };
}

interface PixelRoom {
  label: number;
  polygon: Point[];
}

/** The first pixel of a component in raster order (its outline's starting corner). */
function firstPixel(components: Components, label: number, width: number): number {
  const s = components.stats[label]!;
  for (let x = s.minX; x <= s.maxX; x++) if (components.labels[s.minY * width + x] === label) return s.minY * width + x;
  return s.minY * width + s.minX;
}

/**
 * The rooms: free-space components off the border and over the speck size, less any that wrap
 * around another (the space between a drawing frame and the building is outside, not a room).
 */
function roomsOf(components: Components, mask: Mask, minPixels: number, epsilon: number): PixelRoom[] {
  const candidates = components.stats
    .filter((s) => s.label > 0 && !s.touchesBorder && s.pixels >= minPixels)
    .sort((a, b) => a.minY - b.minY || a.minX - b.minX)
    .map((s) => {
      const first = firstPixel(components, s.label, mask.width);
      const outline = traceOutline(components.labels, mask.width, mask.height, s.label, first);
      const inside: Point = [(first % mask.width) + 0.5, Math.floor(first / mask.width) + 0.5];
      return { label: s.label, outline, inside };
    });
  const wrapsAnother = (c: (typeof candidates)[number]) => candidates.some((o) => o !== c && pointInPolygon(o.inside, c.outline));
  return candidates.filter((c) => !wrapsAnother(c)).map((c) => ({ label: c.label, polygon: snapToAxes(simplifyClosed(c.outline, epsilon)) }));
}

/** The room label found most often at a few points along one side of an opening. */
function sideLabel(components: Components, mask: Mask, gap: WallGap, offset: number): number {
  const votes = new Map<number, number>();
  for (const f of [0.25, 0.5, 0.75]) {
    const i = pixelIndex(mask, gap.orientation, gap.start + f * (gap.end - gap.start), gap.centre + offset);
    const label = i >= 0 ? components.labels[i]! : 0;
    if (label) votes.set(label, (votes.get(label) ?? 0) + 1);
  }
  return [...votes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
}

function doorsOf(gaps: WallGap[], components: Components, mask: Mask, roomLabels: Set<number>, metresPerPixel: number): Door[] {
  const doors: Door[] = [];
  for (const gap of gaps.filter((g) => g.kind === 'door')) {
    const offset = gap.thickness / 2 + 3;
    const [one, other] = [sideLabel(components, mask, gap, -offset), sideLabel(components, mask, gap, offset)];
    if (one === other || !roomLabels.has(one) || !roomLabels.has(other)) continue;
    const middle = (gap.start + gap.end) / 2;
    const at: Point = gap.orientation === 'horizontal' ? [middle * metresPerPixel, gap.centre * metresPerPixel] : [gap.centre * metresPerPixel, middle * metresPerPixel];
    doors.push({ at, width: (gap.end - gap.start) * metresPerPixel, angle: gap.orientation === 'horizontal' ? 0 : Math.PI / 2, wall: gap.wall });
  }
  return doors;
}

/**
 * Windows: glazed openings (thin lines across a gap in a wall) with a room on at least one side —
 * in an exterior wall the other side is outside; a glazed gap between two rooms is an interior window.
 */
function windowsOf(gaps: WallGap[], components: Components, mask: Mask, roomLabels: Set<number>, metresPerPixel: number): PlanWindow[] {
  const windows: PlanWindow[] = [];
  for (const gap of gaps.filter((g) => g.kind === 'window')) {
    const offset = gap.thickness / 2 + 3;
    const sides = [sideLabel(components, mask, gap, -offset), sideLabel(components, mask, gap, offset)];
    if (!sides.some((label) => roomLabels.has(label))) continue;
    const middle = (gap.start + gap.end) / 2;
    const at: Point = gap.orientation === 'horizontal' ? [middle * metresPerPixel, gap.centre * metresPerPixel] : [gap.centre * metresPerPixel, middle * metresPerPixel];
    windows.push({ at, width: (gap.end - gap.start) * metresPerPixel, angle: gap.orientation === 'horizontal' ? 0 : Math.PI / 2, wall: gap.wall });
  }
  return windows;
}

function toWall(wall: PixelWall | SlantedWall, metresPerPixel: number): Wall {
  const m = (v: number) => v * metresPerPixel;
  if (!('orientation' in wall)) return { a: [m(wall.a[0]), m(wall.a[1])], b: [m(wall.b[0]), m(wall.b[1])], thickness: m(wall.thickness) };
  return wall.orientation === 'horizontal'
    ? { a: [m(wall.start), m(wall.centre)], b: [m(wall.end), m(wall.centre)], thickness: m(wall.thickness) }
    : { a: [m(wall.centre), m(wall.start)], b: [m(wall.centre), m(wall.end)], thickness: m(wall.thickness) };
}

function toRooms(pixelRooms: PixelRoom[], metresPerPixel: number, language: Language): Room[] {
  const shapes = pixelRooms.map((r) => {
    const polygon = r.polygon.map(([x, y]) => [x * metresPerPixel, y * metresPerPixel] as Point);
    return { polygon, area: polygonArea(polygon) };
  });
  const functions = guessRoomFunctions(shapes);
  const names = defaultRoomNames(functions, language);
  return shapes.map((shape, i) => ({ id: `room-${i + 1}`, name: names[i]!, function: functions[i]!, polygon: shape.polygon, area: shape.area }));
}

/** Reads walls, rooms, doors and windows off a floor-plan image (see the module comment for the pipeline). */
export function analyseFloorPlan(image: FloorPlanImage, options: AnalyseFloorPlanOptions = {}): FloorPlanAnalysis {
  validate(image);
  const { ink, faint } = inkMasks(image);
  const walls = openSquare(ink, openingSize(ink));
  if (countSet(walls) === 0) throw noWalls();

  const thickest = thicknessQuantile(walls, 0.9);
  const minLength = Math.max(16, 2 * thickest + 2);
  const pieces = vectoriseWalls(walls, minLength);
  const slanted = slantedWalls(walls, pieces, minLength);
  if (pieces.length + slanted.length === 0) throw noWalls();
  const spans = [...pieces, ...slanted].map(spanOf);

  const { metresPerPixel, scaleSource } = resolveScale(spans, options);
  const gaps = findGaps(walls, pieces, {
    min: Math.max(2, DOOR_WIDTH.min / metresPerPixel),
    maxDoor: DOOR_WIDTH.max / metresPerPixel,
    maxWindow: MAX_WINDOW_WIDTH / metresPerPixel,
    ink: faint,
  });
  const closed = closeGaps(walls, gaps);
  const components = labelFreeSpace(closed);
  const epsilon = Math.max(1.5, wallThicknessQuantile(spans, 0.2) / 3);
  const pixelRooms = roomsOf(components, closed, MIN_ROOM_AREA / metresPerPixel ** 2, epsilon);
  if (pixelRooms.length === 0) throw new FloorPlanAnalysisError('no_rooms_found', 'Walls were found but they enclose no room.');

  const roomLabels = new Set(pixelRooms.map((r) => r.label));
  const doors = doorsOf(gaps, components, closed, roomLabels, metresPerPixel);
  const windows = windowsOf(gaps, components, closed, roomLabels, metresPerPixel);
  const model: FloorPlanModel = {
    width: image.width * metresPerPixel,
    height: image.height * metresPerPixel,
    metresPerPixel,
    walls: [...pieces, ...slanted].map((w) => toWall(w, metresPerPixel)),
    rooms: toRooms(pixelRooms, metresPerPixel, options.language ?? 'en-US'),
    doors,
    windows,
  };
  return { model, scaleSource };
}
