/**
 * An axonometric picture of the 3D concept as SVG: the room floors in their colours, the walls
 * standing on them with their door openings and window panes (between sill and head), seen from above at an angle and lit from one side.
 * It is the gallery and share-link preview (the server rasterises it to PNG).
 *
 * Drawn with the painter's algorithm on whole faces, not triangles, so each visible face is one
 * clean polygon: the slab first, then the floors (nothing lies under them), then the walls'
 * upright faces ordered back to front, and the wall tops last (nothing stands above the ceiling,
 * so they are never hidden). Upright faces are ordered by comparing their plan segments where they
 * overlap on screen, which is exact for faces that do not cross; the parts of a wall's sides
 * buried in another wall at a corner or T are cut away first so faces rarely cross.
 */

import {
  type Concept3dOptions,
  conceptColours,
  floorMaterialName,
  layOutFloors,
  bridgedOpenings,
  layOutWalls,
  linearToSrgb,
  parseHexColour,
  planExtent,
  resolveConceptOptions,
  SLAB_GAP,
  SLAB_MARGIN,
  SLAB_MATERIAL,
  SLAB_THICKNESS,
  WALL_MATERIAL,
  type Rgba,
  type WallLayout,
} from './concept-layout.ts';
import { pieceFootprint, type Vec3 } from './concept-3d.ts';
import type { FloorPlanModel, Point } from './model.ts';

export interface ConceptPreviewOptions extends Concept3dOptions {
  /** Size of the picture in pixels (default 1200 × 900). */
  width?: number;
  height?: number;
  /** Where the viewer stands, in degrees: 0 = in front of the plan's bottom edge, positive to the right (default −30). */
  azimuth?: number;
  /** How high the viewer looks down from, in degrees above the horizon (default 55). */
  elevation?: number;
  /** Background colour (default a warm paper white). */
  background?: string;
}

/** A flat face to draw: its corners in scene space (y up, plan y → z) and its material. */
export interface PreviewFace {
  corners: Vec3[];
  normal: Vec3;
  material: string;
}

/** An upright face, with the plan segment it stands on (for ordering). */
interface UprightFace extends PreviewFace {
  segment: [Point, Point];
}

interface Camera {
  /** Towards the viewer. */
  toViewer: Vec3;
  right: Vec3;
  up: Vec3;
}

const LIGHT: Vec3 = normalise([-0.75, 1, 0.3]);
const EPS = 1e-6;

function normalise(v: Vec3): Vec3 {
  const length = Math.hypot(...v);
  return [v[0] / length, v[1] / length, v[2] / length];
}

const dot3 = (p: Vec3, q: Vec3): number => p[0] * q[0] + p[1] * q[1] + p[2] * q[2];
const lift = (p: Point, y: number): Vec3 => [p[0], y, p[1]];
const along = (p: Point, dir: Point, s: number): Point => [p[0] + dir[0] * s, p[1] + dir[1] * s];

function cameraFor(azimuthDeg: number, elevationDeg: number): Camera {
  const az = (azimuthDeg * Math.PI) / 180;
  const el = (Math.min(89, Math.max(5, elevationDeg)) * Math.PI) / 180;
  const toViewer: Vec3 = [Math.sin(az) * Math.cos(el), Math.sin(el), Math.cos(az) * Math.cos(el)];
  const right: Vec3 = [Math.cos(az), 0, -Math.sin(az)];
  const up: Vec3 = [
    toViewer[1] * right[2] - toViewer[2] * right[1],
    toViewer[2] * right[0] - toViewer[0] * right[2],
    toViewer[0] * right[1] - toViewer[1] * right[0],
  ];
  return { toViewer, right, up };
}

const facesViewer = (face: PreviewFace, camera: Camera): boolean => dot3(face.normal, camera.toViewer) > EPS;

// ---------------------------------------------------------------------------------------------
// Faces of the scene

function boxFaces(corners: readonly Point[], bottom: number, top: number, material: string): PreviewFace[] {
  const faces: PreviewFace[] = [{ corners: corners.map((p) => lift(p, top)), normal: [0, 1, 0], material }];
  const centre = corners.reduce<Point>((c, p) => [c[0] + p[0] / corners.length, c[1] + p[1] / corners.length], [0, 0]);
  corners.forEach((p, i) => {
    const q = corners[(i + 1) % corners.length]!;
    faces.push(uprightFace([p, q], bottom, top, outwardNormal(p, q, centre), material));
  });
  return faces;
}

function outwardNormal(p: Point, q: Point, inside: Point): Vec3 {
  const length = Math.hypot(q[0] - p[0], q[1] - p[1]);
  let n: Point = [(q[1] - p[1]) / length, -(q[0] - p[0]) / length];
  if ((p[0] - inside[0]) * n[0] + (p[1] - inside[1]) * n[1] < 0) n = [-n[0], -n[1]];
  return [n[0], 0, n[1]];
}

function uprightFace(segment: [Point, Point], bottom: number, top: number, normal: Vec3, material: string): UprightFace {
  const [p, q] = segment;
  return { segment, normal, material, corners: [lift(p, bottom), lift(q, bottom), lift(q, top), lift(p, top)] };
}

function slabFaces(model: FloorPlanModel): PreviewFace[] {
  const extent = planExtent(model);
  if (!extent) return [];
  const [x0, y0] = [extent.min[0] - SLAB_MARGIN, extent.min[1] - SLAB_MARGIN];
  const [x1, y1] = [extent.max[0] + SLAB_MARGIN, extent.max[1] + SLAB_MARGIN];
  return boxFaces([[x0, y0], [x1, y0], [x1, y1], [x0, y1]], -SLAB_GAP - SLAB_THICKNESS, -SLAB_GAP, SLAB_MATERIAL);
}

function floorFaces(model: FloorPlanModel): PreviewFace[] {
  return layOutFloors(model).map(({ room, outline }) => ({
    corners: outline.map((p) => lift(p, 0)),
    normal: [0, 1, 0],
    material: floorMaterialName(room.function),
  }));
}

/** Where along a wall (its `s`) the wall is open below the lintel. */
function bottomAt(layout: WallLayout, s: number, doorHeight: number): number {
  const span = layout.spans.find((candidate) => s >= candidate.from && s <= candidate.to);
  return span?.kind === 'opening' ? doorHeight : 0;
}

/** Parts of [0, length] of a line along `layout` (at `offset` to its left) strictly inside other walls. */
function buriedIntervals(layout: WallLayout, offset: number, others: readonly WallLayout[]): [number, number][] {
  const side: Point = [-layout.dir[1], layout.dir[0]];
  const origin = along(layout.start, side, offset);
  const intervals: [number, number][] = [];
  for (const other of others) {
    const otherSide: Point = [-other.dir[1], other.dir[0]];
    for (const span of other.spans.filter((candidate) => candidate.kind === 'solid')) {
      // Along `layout`, other's local coordinates are linear in s: u = u0 + s·du, v = v0 + s·dv.
      const rel: Point = [origin[0] - other.start[0], origin[1] - other.start[1]];
      const u0 = rel[0] * other.dir[0] + rel[1] * other.dir[1];
      const du = layout.dir[0] * other.dir[0] + layout.dir[1] * other.dir[1];
      const v0 = rel[0] * otherSide[0] + rel[1] * otherSide[1];
      const dv = layout.dir[0] * otherSide[0] + layout.dir[1] * otherSide[1];
      let range: [number, number] = [0, layout.length];
      range = clipLinear(range, u0, du, span.from + EPS, span.to - EPS);
      range = clipLinear(range, v0, dv, -other.thickness / 2 + EPS, other.thickness / 2 - EPS);
      if (range[1] - range[0] > EPS) intervals.push(range);
    }
  }
  return intervals;
}

/** The part of `range` where low < value0 + s·slope < high. */
function clipLinear([from, to]: [number, number], value0: number, slope: number, low: number, high: number): [number, number] {
  if (Math.abs(slope) < 1e-12) return value0 > low && value0 < high ? [from, to] : [1, 0];
  const a = (low - value0) / slope;
  const b = (high - value0) / slope;
  return [Math.max(from, Math.min(a, b)), Math.min(to, Math.max(a, b))];
}

/** [0, length] without the given intervals. */
function subtractIntervals(length: number, holes: [number, number][]): [number, number][] {
  const sorted = [...holes].sort((p, q) => p[0] - q[0]);
  const visible: [number, number][] = [];
  let cursor = 0;
  for (const [from, to] of sorted) {
    if (from > cursor + 1e-3) visible.push([cursor, from]);
    cursor = Math.max(cursor, to);
  }
  if (length > cursor + 1e-3) visible.push([cursor, length]);
  return visible;
}

/** One side of a wall between `from` and `to`: a polygon along the top, stepping up over each opening. */
function wallSideFace(layout: WallLayout, offset: number, [from, to]: [number, number], top: number, doorHeight: number): UprightFace {
  const side: Point = [-layout.dir[1], layout.dir[0]];
  const at = (s: number): Point => along(along(layout.start, side, offset), layout.dir, s);
  const breaks = layout.spans.map((span) => span.from).filter((s) => s > from + EPS && s < to - EPS).sort((p, q) => q - p);
  const profile: [number, number][] = [[from, top], [to, top], [to, bottomAt(layout, to - EPS, doorHeight)]];
  for (const s of breaks) profile.push([s, bottomAt(layout, s + EPS, doorHeight)], [s, bottomAt(layout, s - EPS, doorHeight)]);
  profile.push([from, bottomAt(layout, from + EPS, doorHeight)]);
  const corners = profile
    .filter((p, i) => {
      const q = profile[(i + 1) % profile.length]!;
      return Math.abs(p[0] - q[0]) > EPS || Math.abs(p[1] - q[1]) > EPS;
    })
    .map(([s, y]) => lift(at(s), y));
  const normal: Vec3 = [side[0] * Math.sign(offset), 0, side[1] * Math.sign(offset)];
  return { segment: [at(from), at(to)], normal, material: WALL_MATERIAL, corners };
}

function insideOtherWall(p: Point, others: readonly WallLayout[]): boolean {
  return others.some((other) => {
    const rel: Point = [p[0] - other.start[0], p[1] - other.start[1]];
    const u = rel[0] * other.dir[0] + rel[1] * other.dir[1];
    const v = -rel[0] * other.dir[1] + rel[1] * other.dir[0];
    const solid = other.spans.some((span) => span.kind === 'solid' && u >= span.from - 1e-4 && u <= span.to + 1e-4);
    return solid && Math.abs(v) <= other.thickness / 2 + 1e-4;
  });
}

/** The wall's ends and door jambs: upright faces across its thickness where its bottom changes. */
function wallEndFaces(layout: WallLayout, others: readonly WallLayout[], top: number, doorHeight: number): UprightFace[] {
  const half = layout.thickness / 2;
  const side: Point = [-layout.dir[1], layout.dir[0]];
  const faces: UprightFace[] = [];
  const add = (s: number, low: number, high: number, facing: 1 | -1): void => {
    if (high - low <= 1e-4) return;
    const centre = along(layout.start, layout.dir, s);
    // Hidden when the wall just behind it is also another wall's body (a corner or T it runs into).
    if (insideOtherWall(along(centre, layout.dir, -facing * 1e-3), others)) return;
    const segment: [Point, Point] = [along(centre, side, half), along(centre, side, -half)];
    faces.push(uprightFace(segment, low, high, [layout.dir[0] * facing, 0, layout.dir[1] * facing], WALL_MATERIAL));
  };
  add(0, bottomAt(layout, EPS, doorHeight), top, -1);
  add(layout.length, bottomAt(layout, layout.length - EPS, doorHeight), top, 1);
  for (const span of layout.spans.slice(1)) {
    const before = bottomAt(layout, span.from - EPS, doorHeight);
    const after = bottomAt(layout, span.from + EPS, doorHeight);
    add(span.from, Math.min(before, after), Math.max(before, after), before < after ? 1 : -1);
  }
  return faces;
}

export const GLASS_MATERIAL = 'glass';
const GLASS_COLOUR: Rgba = [0.32, 0.48, 0.62, 1];
/** Panes stand this far (metres) in front of the wall face they sit on, so they are drawn over it. */
const GLASS_OFFSET = 0.002;

/** A window's pane on each side of its wall, from the sill to the head. */
function windowPanes(layout: WallLayout, sill: number, head: number): UprightFace[] {
  const panes: UprightFace[] = [];
  for (const [from, to] of layout.windows) {
    for (const sign of [1, -1]) {
      const offset = sign * (layout.thickness / 2 + GLASS_OFFSET);
      const side: Point = [-layout.dir[1] * offset, layout.dir[0] * offset];
      const a = along(layout.start, layout.dir, from);
      const b = along(layout.start, layout.dir, to);
      const segment: [Point, Point] = [[a[0] + side[0], a[1] + side[1]], [b[0] + side[0], b[1] + side[1]]];
      panes.push(uprightFace(segment, sill, head, [side[0] / Math.abs(offset), 0, side[1] / Math.abs(offset)], GLASS_MATERIAL));
    }
  }
  return panes;
}

function wallFaces(model: FloorPlanModel, top: number, doorHeight: number, windows: { sill: number; head: number }): { upright: UprightFace[]; tops: PreviewFace[] } {
  const layouts = layOutWalls(model);
  const open = doorHeight >= top - 1e-4;
  const upright: UprightFace[] = [];
  const tops: PreviewFace[] = [];
  for (const layout of layouts) {
    const others = layouts.filter((other) => other !== layout);
    const openings: [number, number][] = open ? layout.spans.filter((s) => s.kind === 'opening').map((s) => [s.from, s.to]) : [];
    for (const offset of [layout.thickness / 2, -layout.thickness / 2]) {
      const visible = subtractIntervals(layout.length, [...buriedIntervals(layout, offset, others), ...openings]);
      upright.push(...visible.map((range) => wallSideFace(layout, offset, range, top, doorHeight)));
    }
    upright.push(...wallEndFaces(layout, others, top, doorHeight));
    upright.push(...windowPanes(layout, windows.sill, windows.head));
    for (const span of open ? layout.spans.filter((s) => s.kind === 'solid') : [{ from: 0, to: layout.length }]) {
      tops.push(wallTop(layout, span.from, span.to, top));
    }
  }
  // Lintels and sills across the openings between wall ends, and their panes.
  for (const opening of bridgedOpenings(model)) {
    const footprint = pieceFootprint(opening);
    const boxes = opening.kind === 'door' ? [[doorHeight, top]] : [[0, windows.sill], [windows.head, top]];
    for (const [bottom, up] of boxes) {
      if (up! - bottom! <= 1e-4) continue;
      const faces = boxFaces(footprint, bottom!, up!, WALL_MATERIAL);
      tops.push(faces[0]!);
      upright.push(...(faces.slice(1) as UprightFace[]));
    }
    if (opening.kind === 'window') {
      const length = Math.hypot(opening.b[0] - opening.a[0], opening.b[1] - opening.a[1]);
      const dir: Point = [(opening.b[0] - opening.a[0]) / length, (opening.b[1] - opening.a[1]) / length];
      upright.push(...windowPanes({ wall: -1, start: opening.a, dir, length, thickness: opening.thickness, spans: [], windows: [[0, length]] }, windows.sill, windows.head));
    }
  }
  return { upright, tops };
}

function wallTop(layout: WallLayout, from: number, to: number, top: number): PreviewFace {
  const side: Point = [-layout.dir[1] * (layout.thickness / 2), layout.dir[0] * (layout.thickness / 2)];
  const a = along(layout.start, layout.dir, from);
  const b = along(layout.start, layout.dir, to);
  const corners: Point[] = [
    [a[0] + side[0], a[1] + side[1]],
    [b[0] + side[0], b[1] + side[1]],
    [b[0] - side[0], b[1] - side[1]],
    [a[0] - side[0], a[1] - side[1]],
  ];
  return { corners: corners.map((p) => lift(p, top)), normal: [0, 1, 0], material: WALL_MATERIAL };
}

// ---------------------------------------------------------------------------------------------
// Ordering

/** An upright face as the ordering sees it: its plan segment in screen x (left to right) and depth. */
interface ScreenSegment {
  x0: number;
  x1: number;
  depth0: number;
  depth1: number;
}

function screenSegment(face: UprightFace, camera: Camera): ScreenSegment {
  const screenX = (p: Point): number => p[0] * camera.right[0] + p[1] * camera.right[2];
  const depth = (p: Point): number => p[0] * camera.toViewer[0] + p[1] * camera.toViewer[2];
  const [p, q] = screenX(face.segment[0]) <= screenX(face.segment[1]) ? face.segment : [face.segment[1], face.segment[0]];
  return { x0: screenX(p), x1: screenX(q), depth0: depth(p), depth1: depth(q) };
}

function depthAt(segment: ScreenSegment, x: number): number {
  const span = segment.x1 - segment.x0;
  const t = span < 1e-12 ? 0.5 : (x - segment.x0) / span;
  return segment.depth0 + (segment.depth1 - segment.depth0) * t;
}

/** +1 when `a` is nearer the viewer than `b` where they overlap on screen, −1 when farther, 0 when they do not overlap. */
function compareSegments(a: ScreenSegment, b: ScreenSegment): number {
  const lo = Math.max(a.x0, b.x0);
  const hi = Math.min(a.x1, b.x1);
  if (hi - lo < 1e-6) return 0;
  const difference = depthAt(a, (lo + hi) / 2) - depthAt(b, (lo + hi) / 2);
  return Math.abs(difference) < 1e-9 ? 0 : Math.sign(difference);
}

/** Back to front: a topological order of "is behind", broken by centre depth where it has a cycle. */
function orderUpright(faces: readonly UprightFace[], camera: Camera): UprightFace[] {
  const segments = faces.map((face) => screenSegment(face, camera));
  const centreDepth = segments.map((segment) => (segment.depth0 + segment.depth1) / 2);
  const inFrontOf = faces.map(() => [] as number[]);
  const behindCount = faces.map(() => 0);
  // Sweep in screen x so only faces that can overlap are compared.
  const byLeft = segments.map((_, i) => i).sort((i, j) => segments[i]!.x0 - segments[j]!.x0);
  byLeft.forEach((i, k) => {
    for (let m = k + 1; m < byLeft.length && segments[byLeft[m]!]!.x0 < segments[i]!.x1; m++) {
      const j = byLeft[m]!;
      const order = compareSegments(segments[i]!, segments[j]!);
      const [back, front] = order > 0 ? [j, i] : [i, j];
      if (order === 0) continue;
      inFrontOf[back]!.push(front);
      behindCount[front]!++;
    }
  });
  const done = faces.map(() => false);
  const ordered: UprightFace[] = [];
  while (ordered.length < faces.length) {
    let next = -1;
    for (let i = 0; i < faces.length; i++) {
      if (done[i]) continue;
      const ready = behindCount[i] === 0;
      const bestReady = next >= 0 && behindCount[next] === 0;
      if (next < 0 || (ready && !bestReady) || (ready === bestReady && centreDepth[i]! < centreDepth[next]!)) next = i;
    }
    done[next] = true;
    ordered.push(faces[next]!);
    for (const j of inFrontOf[next]!) behindCount[j]!--;
  }
  return ordered;
}

// ---------------------------------------------------------------------------------------------
// Drawing

function hex(colour: readonly number[]): string {
  return `#${colour.slice(0, 3).map((c) => Math.round(linearToSrgb(c) * 255).toString(16).padStart(2, '0')).join('')}`;
}

function shaded(colour: Rgba, normal: Vec3, factor = 1): number[] {
  const light = (0.58 + 0.42 * Math.max(0, dot3(normal, LIGHT))) * factor;
  return colour.slice(0, 3).map((c) => c * light);
}

/** The faces the preview draws, in drawing order (back to front), in scene space. */
export function conceptPreviewFaces(model: FloorPlanModel, options: ConceptPreviewOptions): PreviewFace[] {
  const camera = cameraFor(options.azimuth ?? -30, options.elevation ?? 55);
  const resolved = resolveConceptOptions(options);
  const walls = wallFaces(model, resolved.ceilingHeight, resolved.doorHeight, { sill: resolved.sillHeight, head: resolved.windowHeadHeight });
  const visible = (faces: PreviewFace[]): PreviewFace[] => faces.filter((face) => facesViewer(face, camera));
  const slab = resolved.slab ? slabFaces(model) : [];
  return [
    ...visible(slab.filter((face) => face.normal[1] === 0)),
    ...visible(slab.filter((face) => face.normal[1] !== 0)),
    ...visible(floorFaces(model)),
    ...orderUpright(walls.upright.filter((face) => facesViewer(face, camera)), camera),
    ...visible(walls.tops),
  ];
}

/** The SVG preview of the plan's 3D concept (throws `Concept3dError` like `buildConcept3d`). */
export function renderConceptPreviewSvg(model: FloorPlanModel, options: ConceptPreviewOptions): string {
  const width = Math.max(16, Math.round(options.width ?? 1200));
  const height = Math.max(16, Math.round(options.height ?? 900));
  const background = options.background ?? '#f7f5f0';
  parseHexColour(background);
  const camera = cameraFor(options.azimuth ?? -30, options.elevation ?? 55);
  const colours = conceptColours(model, resolveConceptOptions(options)).set(GLASS_MATERIAL, GLASS_COLOUR);
  const faces = conceptPreviewFaces(model, options);
  const project = (p: Vec3): Point => [dot3(p, camera.right), -dot3(p, camera.up)];
  const projected = faces.map((face) => face.corners.map(project));
  const all = projected.flat();
  const minX = Math.min(...all.map((p) => p[0]));
  const maxX = Math.max(...all.map((p) => p[0]));
  const minY = Math.min(...all.map((p) => p[1]));
  const maxY = Math.max(...all.map((p) => p[1]));
  const padding = Math.min(width, height) * 0.06;
  const scale = all.length === 0 ? 1 : Math.min((width - 2 * padding) / Math.max(maxX - minX, EPS), (height - 2 * padding) / Math.max(maxY - minY, EPS));
  const offsetX = (width - (maxX - minX) * scale) / 2 - minX * scale;
  const offsetY = (height - (maxY - minY) * scale) / 2 - minY * scale;
  const strokeWidth = Math.max(0.6, Math.min(width, height) / 900).toFixed(2);
  const polygons = faces.map((face, i) => {
    const colour = colours.get(face.material) ?? [0.8, 0.8, 0.8, 1];
    const points = projected[i]!.map(([x, y]) => `${(x * scale + offsetX).toFixed(2)},${(y * scale + offsetY).toFixed(2)}`).join(' ');
    return `<polygon points="${points}" fill="${hex(shaded(colour, face.normal))}" stroke="${hex(shaded(colour, face.normal, 0.72))}"/>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${background}"/>`,
    `<g stroke-width="${strokeWidth}" stroke-linejoin="round">`,
    ...polygons,
    '</g>',
    '</svg>',
  ].join('\n');
}
