/**
 * The 3D concept of a floor plan: walls extruded to the ceiling height with the door openings cut
 * out (a lintel above each) and the window openings (a sill below, a lintel above), a coloured
 * floor per room and, if asked, a slab under it all and the 2D plan's furniture symbols as simple
 * volumes (each shape of a symbol a box or a low prism of its outline, at a typical height).
 *
 * The scene follows glTF: metres, y up, plan x → x and plan y → z (so looking down from above the
 * plan reads as it does on paper). Triangles are wound counter-clockwise seen from outside, every
 * face has its own vertices with its flat outward normal, and no triangle is degenerate.
 * `conceptToGlb` and `conceptToObj` write it out; `renderConceptPreviewSvg` draws its picture.
 */

import {
  type Concept3dOptions,
  conceptColours,
  floorMaterialName,
  FURNITURE_MATERIAL,
  layOutFloors,
  planExtent,
  resolveConceptOptions,
  SLAB_GAP,
  SLAB_MARGIN,
  SLAB_MATERIAL,
  SLAB_THICKNESS,
  WALL_MATERIAL,
  wallPieces,
  type Rgba,
  type WallPiece,
} from './concept-layout.ts';
import type { FloorPlanModel, Point } from './model.ts';
import { layOutFurnitureAndLabels } from './plan-2d.ts';
import type { PlacedSymbol, Shape } from './plan-2d-furniture.ts';

export type Vec3 = [x: number, y: number, z: number];

export interface ConceptMesh {
  name: string;
  material: string;
  /** x, y, z per vertex. */
  positions: Float32Array;
  /** Unit outward normal per vertex. */
  normals: Float32Array;
  /** Three vertex indices per triangle, counter-clockwise seen from the normal's side. */
  indices: Uint32Array;
}

export interface ConceptMaterial {
  name: string;
  /** Linear RGBA, 0–1 (glTF's baseColorFactor). */
  colour: Rgba;
}

export interface Concept3d {
  meshes: ConceptMesh[];
  materials: ConceptMaterial[];
  bounds: { min: Vec3; max: Vec3 };
}

/** Collects triangles for one mesh, keeping each one counter-clockwise around its normal. */
class MeshBuilder {
  private readonly positions: number[] = [];
  private readonly normals: number[] = [];
  private readonly indices: number[] = [];

  /** A flat convex polygon (quad, triangle) facing `normal`; flips the winding when needed. */
  addFace(corners: readonly Vec3[], normal: Vec3): void {
    const ordered = dot3(polygonNormal(corners), normal) >= 0 ? corners : [...corners].reverse();
    const base = this.positions.length / 3;
    for (const corner of ordered) {
      this.positions.push(...corner);
      this.normals.push(...normal);
    }
    for (let i = 1; i + 1 < ordered.length; i++) this.indices.push(base, base + i, base + i + 1);
  }

  /** Triangles over shared corners (a floor), each turned to face `normal`. */
  addTriangles(corners: readonly Vec3[], triangles: readonly [number, number, number][], normal: Vec3): void {
    const base = this.positions.length / 3;
    for (const corner of corners) {
      this.positions.push(...corner);
      this.normals.push(...normal);
    }
    for (const [i, j, k] of triangles) {
      const facing = dot3(cross3(sub3(corners[j]!, corners[i]!), sub3(corners[k]!, corners[i]!)), normal);
      if (facing >= 0) this.indices.push(base + i, base + j, base + k);
      else this.indices.push(base + i, base + k, base + j);
    }
  }

  get isEmpty(): boolean {
    return this.indices.length === 0;
  }

  build(name: string, material: string): ConceptMesh {
    return {
      name,
      material,
      positions: new Float32Array(this.positions),
      normals: new Float32Array(this.normals),
      indices: new Uint32Array(this.indices),
    };
  }
}

const sub3 = (p: Vec3, q: Vec3): Vec3 => [p[0] - q[0], p[1] - q[1], p[2] - q[2]];
const dot3 = (p: Vec3, q: Vec3): number => p[0] * q[0] + p[1] * q[1] + p[2] * q[2];
const cross3 = (p: Vec3, q: Vec3): Vec3 => [p[1] * q[2] - p[2] * q[1], p[2] * q[0] - p[0] * q[2], p[0] * q[1] - p[1] * q[0]];

/** Newell's normal of a polygon in the order given (its length is twice the area). */
function polygonNormal(corners: readonly Vec3[]): Vec3 {
  const n: Vec3 = [0, 0, 0];
  corners.forEach((p, i) => {
    const q = corners[(i + 1) % corners.length]!;
    n[0] += (p[1] - q[1]) * (p[2] + q[2]);
    n[1] += (p[2] - q[2]) * (p[0] + q[0]);
    n[2] += (p[0] - q[0]) * (p[1] + q[1]);
  });
  return n;
}

/** Plan point at a height → scene point. */
const lift = (p: Point, y: number): Vec3 => [p[0], y, p[1]];

/** A box standing on the plan quad `corners` (in order around it) from `bottom` to `top`. */
function addPrism(builder: MeshBuilder, corners: readonly Point[], bottom: number, top: number): void {
  builder.addFace(corners.map((p) => lift(p, top)), [0, 1, 0]);
  builder.addFace(corners.map((p) => lift(p, bottom)), [0, -1, 0]);
  const centre = corners.reduce<Point>((c, p) => [c[0] + p[0] / corners.length, c[1] + p[1] / corners.length], [0, 0]);
  corners.forEach((p, i) => {
    const q = corners[(i + 1) % corners.length]!;
    const edge: Point = [q[0] - p[0], q[1] - p[1]];
    const length = Math.hypot(edge[0], edge[1]);
    let normal: Point = [edge[1] / length, -edge[0] / length];
    const mid: Point = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
    if ((mid[0] - centre[0]) * normal[0] + (mid[1] - centre[1]) * normal[1] < 0) normal = [-normal[0], -normal[1]];
    builder.addFace([lift(p, bottom), lift(q, bottom), lift(q, top), lift(p, top)], [normal[0], 0, normal[1]]);
  });
}

/** The plan quad a wall piece stands on: its centre line widened by half its thickness each side. */
export function pieceFootprint(piece: Pick<WallPiece, 'a' | 'b' | 'thickness'>): Point[] {
  const length = Math.hypot(piece.b[0] - piece.a[0], piece.b[1] - piece.a[1]);
  const half = piece.thickness / 2;
  const side: Point = [(-(piece.b[1] - piece.a[1]) / length) * half, ((piece.b[0] - piece.a[0]) / length) * half];
  return [
    [piece.a[0] + side[0], piece.a[1] + side[1]],
    [piece.b[0] + side[0], piece.b[1] + side[1]],
    [piece.b[0] - side[0], piece.b[1] - side[1]],
    [piece.a[0] - side[0], piece.a[1] - side[1]],
  ];
}

function wallMesh(pieces: readonly WallPiece[]): ConceptMesh | undefined {
  const builder = new MeshBuilder();
  for (const piece of pieces) addPrism(builder, pieceFootprint(piece), piece.bottom, piece.top);
  return builder.isEmpty ? undefined : builder.build('walls', WALL_MATERIAL);
}

function floorMeshes(model: FloorPlanModel): ConceptMesh[] {
  return layOutFloors(model).map(({ room, outline, triangles }) => {
    const builder = new MeshBuilder();
    builder.addTriangles(outline.map((p) => lift(p, 0)), triangles, [0, 1, 0]);
    return builder.build(`floor-${room.id}`, floorMaterialName(room.function));
  });
}

function slabMesh(model: FloorPlanModel): ConceptMesh | undefined {
  const extent = planExtent(model);
  if (!extent) return undefined;
  const [x0, y0] = [extent.min[0] - SLAB_MARGIN, extent.min[1] - SLAB_MARGIN];
  const [x1, y1] = [extent.max[0] + SLAB_MARGIN, extent.max[1] + SLAB_MARGIN];
  const builder = new MeshBuilder();
  addPrism(builder, [[x0, y0], [x1, y0], [x1, y1], [x0, y1]], -SLAB_GAP - SLAB_THICKNESS, -SLAB_GAP);
  return builder.build('slab', SLAB_MATERIAL);
}

/** Typical heights (metres) of a symbol's shapes: the first shape, and the others (pillows, chairs, bowls). */
const FURNITURE_HEIGHTS: Record<string, (index: number, shape: Shape) => number> = {
  bed: (i) => (i === 0 ? 0.45 : 0.55),
  sofa: (i) => [0.42, 0.8, 0.62, 0.62, 0.4][i] ?? 0.42,
  'dining-table': (i) => (i === 0 ? 0.75 : 0.45),
  counter: (i) => (i === 0 ? 0.9 : 0.92),
  'wc-basin': (i) => [0.8, 0.42, 0.85, 0.87][i] ?? 0.42,
  desk: (i) => (i === 0 ? 0.75 : 0.45),
  'meeting-table': (i) => (i === 0 ? 0.75 : 0.45),
};

/** A shape's outline in plan metres: a rectangle's corners, a circle's or ellipse's as an octagon. */
function shapeOutline(shape: Shape, x: number, y: number): Point[] {
  if (shape.kind === 'rect') return [[x + shape.x, y + shape.y], [x + shape.x + shape.w, y + shape.y], [x + shape.x + shape.w, y + shape.y + shape.h], [x + shape.x, y + shape.y + shape.h]];
  const [cx, cy, rx, ry] = shape.kind === 'circle' ? [shape.cx, shape.cy, shape.r, shape.r] : [shape.cx, shape.cy, shape.rx, shape.ry];
  return Array.from({ length: 8 }, (_, k): Point => [x + cx + rx * Math.cos((k * Math.PI) / 4), y + cy + ry * Math.sin((k * Math.PI) / 4)]);
}

/** The furniture symbols the 2D plan places (the same spots), each shape standing at its height. */
function furnitureMesh(model: FloorPlanModel): ConceptMesh | undefined {
  const builder = new MeshBuilder();
  const placed = layOutFurnitureAndLabels(model).map((l) => l.placed).filter((p): p is PlacedSymbol => p !== undefined);
  for (const { symbol, x, y } of placed) {
    const height = FURNITURE_HEIGHTS[symbol.name] ?? (() => 0.75);
    symbol.shapes.forEach((shape, i) => addPrism(builder, shapeOutline(shape, x, y), 0, height(i, shape)));
  }
  return builder.isEmpty ? undefined : builder.build('furniture', FURNITURE_MATERIAL);
}

function boundsOf(meshes: readonly ConceptMesh[]): { min: Vec3; max: Vec3 } {
  const min: Vec3 = [Infinity, Infinity, Infinity];
  const max: Vec3 = [-Infinity, -Infinity, -Infinity];
  for (const mesh of meshes) {
    for (let i = 0; i < mesh.positions.length; i++) {
      const axis = i % 3;
      min[axis] = Math.min(min[axis]!, mesh.positions[i]!);
      max[axis] = Math.max(max[axis]!, mesh.positions[i]!);
    }
  }
  return min[0] === Infinity ? { min: [0, 0, 0], max: [0, 0, 0] } : { min, max };
}

/**
 * Builds the 3D concept of a plan. Throws a `Concept3dError` (`ceiling_height_out_of_range`,
 * `door_height_out_of_range`, `invalid_colour`) when the options cannot be used.
 */
export function buildConcept3d(model: FloorPlanModel, options: Concept3dOptions): Concept3d {
  const resolved = resolveConceptOptions(options);
  const meshes = [
    ...(resolved.slab ? [slabMesh(model)] : []),
    ...floorMeshes(model),
    wallMesh(wallPieces(model, resolved)),
    ...(resolved.furniture ? [furnitureMesh(model)] : []),
  ].filter((mesh): mesh is ConceptMesh => mesh !== undefined);
  const used = new Set(meshes.map((mesh) => mesh.material));
  const materials = [...conceptColours(model, resolved)]
    .filter(([name]) => used.has(name))
    .map(([name, colour]) => ({ name, colour }));
  return { meshes, materials, bounds: boundsOf(meshes) };
}
