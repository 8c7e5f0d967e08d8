import { describe, expect, it } from 'vitest';
import { buildConcept3d, type ConceptMesh, type Vec3 } from './concept-3d.ts';
import { Concept3dError, triangulatePolygon, wallPieces } from './concept-layout.ts';
import { lShapedFlat, lShapedFlatWithWindows, messyPlan, singleWall } from './concept-fixture.ts';
import type { Point } from './model.ts';

const options = { ceilingHeight: 2.7 };

function triangles(mesh: ConceptMesh): [Vec3, Vec3, Vec3][] {
  const vertex = (i: number): Vec3 => [mesh.positions[3 * i]!, mesh.positions[3 * i + 1]!, mesh.positions[3 * i + 2]!];
  const out: [Vec3, Vec3, Vec3][] = [];
  for (let t = 0; t < mesh.indices.length; t += 3) out.push([vertex(mesh.indices[t]!), vertex(mesh.indices[t + 1]!), vertex(mesh.indices[t + 2]!)]);
  return out;
}

const cross = (p: Vec3, q: Vec3): Vec3 => [p[1] * q[2] - p[2] * q[1], p[2] * q[0] - p[0] * q[2], p[0] * q[1] - p[1] * q[0]];
const minus = (p: Vec3, q: Vec3): Vec3 => [p[0] - q[0], p[1] - q[1], p[2] - q[2]];
const faceNormal = ([a, b, c]: [Vec3, Vec3, Vec3]): Vec3 => cross(minus(b, a), minus(c, a));
const area = (t: [Vec3, Vec3, Vec3]): number => Math.hypot(...faceNormal(t)) / 2;

function meshNamed(name: string, model = lShapedFlat) {
  const mesh = buildConcept3d(model, options).meshes.find((m) => m.name === name);
  if (!mesh) throw new Error(`no mesh ${name}`);
  return mesh;
}

describe('wallPieces', () => {
  it('splits the wall with the door around the opening and closes it with a lintel from door height to ceiling', () => {
    const pieces = wallPieces(lShapedFlat, options).filter((piece) => piece.wall === 6);
    expect(pieces.map((piece) => piece.kind)).toEqual(['solid', 'lintel', 'solid']);
    const [before, lintel, after] = pieces;
    // The partition runs x = 6 from y = -0.1 to 3.1 (lengthened into the walls it meets); the door spans y 1.05–1.95.
    expect(before!.a[1]).toBeCloseTo(-0.1, 9);
    expect(before!.b[1]).toBeCloseTo(1.05, 9);
    expect(lintel!.a[1]).toBeCloseTo(1.05, 9);
    expect(lintel!.b[1]).toBeCloseTo(1.95, 9);
    expect(after!.a[1]).toBeCloseTo(1.95, 9);
    expect(after!.b[1]).toBeCloseTo(3.1, 9);
    expect([lintel!.bottom, lintel!.top]).toEqual([2.1, 2.7]);
    expect([before!.bottom, before!.top]).toEqual([0, 2.7]);
  });

  it('finds the wall of a door that does not name it, and follows a custom door height', () => {
    const pieces = wallPieces(singleWall, { ceilingHeight: 3, doorHeight: 2.4 });
    expect(pieces.map((piece) => [piece.kind, piece.a[0], piece.b[0], piece.bottom])).toEqual([
      ['solid', 0, 1.5, 0],
      ['lintel', 1.5, 2.5, 2.4],
      ['solid', 2.5, 4, 0],
    ]);
  });

  it('leaves the opening open to the ceiling when the door is as tall as the room', () => {
    const kinds = wallPieces(singleWall, { ceilingHeight: 2.4, doorHeight: 2.4 }).map((piece) => piece.kind);
    expect(kinds).toEqual(['solid', 'solid']);
  });

  it('cuts each window out of its wall: a sill up to the sill height, a lintel from the window head, solid either side', () => {
    const pieces = wallPieces(lShapedFlatWithWindows, { ceilingHeight: 2.7 }).filter((piece) => piece.wall === 0);
    expect(pieces.map((p) => [p.kind, Math.round(p.a[0] * 100) / 100, Math.round(p.b[0] * 100) / 100, p.bottom, p.top])).toEqual([
      ['solid', -0.1, 1.4, 0, 2.7],
      ['sill', 1.4, 2.6, 0, 0.9],
      ['lintel', 1.4, 2.6, 2.1, 2.7],
      ['solid', 2.6, 7, 0, 2.7],
      ['sill', 7, 8.5, 0, 0.9],
      ['lintel', 7, 8.5, 2.1, 2.7],
      ['solid', 8.5, 9.1, 0, 2.7],
    ]);
    const custom = wallPieces(lShapedFlatWithWindows, { ceilingHeight: 3, sillHeight: 0.6, windowHeadHeight: 2.4 }).find((p) => p.kind === 'sill')!;
    expect(custom.top).toBe(0.6);
    expect(wallPieces(lShapedFlatWithWindows, { ceilingHeight: 3, sillHeight: 0.6, windowHeadHeight: 2.4 }).find((p) => p.kind === 'lintel' && p.wall === 0)!.bottom).toBe(2.4);
  });

  it('bridges openings the analysis reads as gaps between wall ends: a lintel over a door, a sill and a lintel at a window', () => {
    const gapped: typeof lShapedFlat = {
      ...lShapedFlat,
      walls: [{ a: [0, 0], b: [1.4, 0], thickness: 0.2 }, { a: [2.6, 0], b: [9, 0], thickness: 0.2 }, ...lShapedFlat.walls.slice(1)],
      windows: [{ at: [2, 0], width: 1.2, angle: 0, wall: 0 }],
      doors: [],
    };
    const bridges = wallPieces(gapped, options).filter((p) => p.wall === -1);
    expect(bridges.map((p) => [p.kind, p.a[0], p.b[0], p.bottom, p.top, p.thickness])).toEqual([
      ['sill', 1.4, 2.6, 0, 0.9, 0.2],
      ['lintel', 1.4, 2.6, 2.1, 2.7, 0.2],
    ]);
    // A window standing free of any wall is not bridged.
    expect(wallPieces({ ...gapped, windows: [{ at: [20, 20], width: 1, angle: 0 }] }, options).some((p) => p.wall === -1)).toBe(false);
  });

  it('keeps a window head under the ceiling and a sill under the head, whatever is asked', () => {
    const pieces = wallPieces(lShapedFlatWithWindows, { ceilingHeight: 2.4, sillHeight: 3, windowHeadHeight: 5 }).filter((p) => p.wall === 0);
    expect(pieces.some((p) => p.kind === 'lintel')).toBe(false);
    const sill = pieces.find((p) => p.kind === 'sill')!;
    expect(sill.top).toBeCloseTo(2.1, 9);
  });

  it('lengthens wall ends into the walls they meet at a corner so the corner is closed', () => {
    const first = wallPieces(lShapedFlat, options).find((piece) => piece.wall === 0)!;
    expect(first.a).toEqual([-0.1, 0]);
    expect(first.b).toEqual([9.1, 0]);
  });
});

describe('buildConcept3d', () => {
  it('builds walls as closed boxes: 12 triangles per piece (6 outer walls + 2 partition parts + 1 lintel)', () => {
    expect(meshNamed('walls').indices.length / 3).toBe(9 * 12);
  });

  it('covers each room floor exactly with its triangles, the L-shaped one included', () => {
    for (const room of lShapedFlat.rooms) {
      const floor = meshNamed(`floor-${room.id}`);
      const total = triangles(floor).reduce((sum, t) => sum + area(t), 0);
      expect(Math.abs(total - room.area)).toBeLessThan(1e-6);
      expect(floor.indices.length / 3).toBe(room.polygon.length - 2);
      expect([...floor.positions].filter((_, i) => i % 3 === 1).every((y) => y === 0)).toBe(true);
    }
  });

  it('gives every vertex a unit normal that agrees with its triangle’s counter-clockwise winding, even on an imperfect plan', () => {
    const meshes = [lShapedFlat, messyPlan].flatMap((model) => buildConcept3d(model, { ...options, slab: true }).meshes);
    for (const mesh of meshes) {
      for (let i = 0; i < mesh.normals.length; i += 3) {
        expect(Math.hypot(mesh.normals[i]!, mesh.normals[i + 1]!, mesh.normals[i + 2]!)).toBeCloseTo(1, 6);
      }
      triangles(mesh).forEach((triangle, t) => {
        expect(area(triangle)).toBeGreaterThan(1e-6);
        const n = faceNormal(triangle);
        const v = mesh.indices[3 * t]!;
        const stored: Vec3 = [mesh.normals[3 * v]!, mesh.normals[3 * v + 1]!, mesh.normals[3 * v + 2]!];
        expect(n[0] * stored[0] + n[1] * stored[1] + n[2] * stored[2]).toBeGreaterThan(0);
      });
    }
  });

  it('points each wall face outwards: just behind it is inside its box, just in front outside', () => {
    const walls = meshNamed('walls', singleWall);
    // singleWall's pieces: solid x 0–1.5, lintel x 1.5–2.5 from 2.1 m, solid x 2.5–4; all z −0.1–0.1, up to 2.7 m.
    const boxes: [Vec3, Vec3][] = [
      [[0, 0, -0.1], [1.5, 2.7, 0.1]],
      [[1.5, 2.1, -0.1], [2.5, 2.7, 0.1]],
      [[2.5, 0, -0.1], [4, 2.7, 0.1]],
    ];
    const inside = (p: Vec3, [lo, hi]: [Vec3, Vec3]): boolean => p.every((c, i) => c > lo[i]! && c < hi[i]!);
    expect(walls.positions.length / 3).toBe(3 * 6 * 4);
    for (let face = 0; face < walls.positions.length / 12; face++) {
      const centre: Vec3 = [0, 1, 2].map((axis) => [0, 1, 2, 3].reduce((sum, k) => sum + walls.positions[(4 * face + k) * 3 + axis]! / 4, 0)) as Vec3;
      const normal: Vec3 = [walls.normals[12 * face]!, walls.normals[12 * face + 1]!, walls.normals[12 * face + 2]!];
      const step = (d: number): Vec3 => [centre[0] + normal[0] * d, centre[1] + normal[1] * d, centre[2] + normal[2] * d];
      const box = boxes.find((b) => inside(step(-0.01), b));
      expect(box).toBeDefined();
      expect(inside(step(0.01), box!)).toBe(false);
    }
  });

  it('spans the ceiling height from the floor, and the plan’s extent in x and z', () => {
    const { bounds } = buildConcept3d(lShapedFlat, options);
    expect(bounds.max[1] - bounds.min[1]).toBeCloseTo(2.7, 6);
    expect(bounds.min[0]).toBeCloseTo(-0.1, 6);
    expect(bounds.max[0]).toBeCloseTo(9.1, 6);
    expect(bounds.min[2]).toBeCloseTo(-0.1, 6);
    expect(bounds.max[2]).toBeCloseTo(5.1, 6);
  });

  it('puts a slab under everything when asked', () => {
    const concept = buildConcept3d(lShapedFlat, { ...options, slab: true });
    expect(concept.meshes[0]!.name).toBe('slab');
    expect(concept.bounds.min[1]).toBeCloseTo(-0.16, 6);
    expect(concept.materials.map((m) => m.name)).toContain('slab');
  });

  it('colours floors per room function from the palette as tints, one material each, in linear colour', () => {
    const concept = buildConcept3d(lShapedFlat, { ...options, palette: ['#ff0000', '#0000ff'], wallColour: '#ffffff' });
    const byName = new Map(concept.materials.map((m) => [m.name, m.colour]));
    expect([...byName.keys()].sort()).toEqual(['floor-bedroom', 'floor-living', 'wall']);
    expect(byName.get('wall')).toEqual([1, 1, 1, 1]);
    const living = byName.get('floor-living')!;
    expect(living[0]).toBeCloseTo(1, 6);
    expect(living[1]).toBeGreaterThan(0.1); // tinted towards white, not pure red
    expect(living[1]).toBeLessThan(0.2);
    const bedroom = byName.get('floor-bedroom')!;
    expect(bedroom[2]).toBeCloseTo(1, 6);
    expect(bedroom[0]).toBeLessThan(0.2);
  });

  it('refuses a ceiling height outside 2.2–6 m with a stable code', () => {
    for (const ceilingHeight of [2.1, 6.5, Number.NaN]) {
      try {
        buildConcept3d(lShapedFlat, { ceilingHeight });
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(Concept3dError);
        expect((error as Concept3dError).code).toBe('ceiling_height_out_of_range');
      }
    }
    expect(() => buildConcept3d(lShapedFlat, { ceilingHeight: 2.2 })).not.toThrow();
    expect(() => buildConcept3d(lShapedFlat, { ceilingHeight: 6 })).not.toThrow();
  });

  it('refuses a door taller than the ceiling and colours that are not hex', () => {
    expect(() => buildConcept3d(lShapedFlat, { ceilingHeight: 2.5, doorHeight: 2.6 })).toThrow(
      expect.objectContaining({ code: 'door_height_out_of_range' }),
    );
    expect(() => buildConcept3d(lShapedFlat, { ceilingHeight: 2.5, palette: ['red'] })).toThrow(expect.objectContaining({ code: 'invalid_colour' }));
  });

  it('skips what cannot be built: zero-length and zero-thickness walls, outlines of fewer than three points', () => {
    const concept = buildConcept3d(messyPlan, options);
    expect(concept.meshes.map((mesh) => mesh.name)).toEqual(['floor-room-1', 'floor-room-2', 'walls']);
    const pieces = wallPieces(messyPlan, options);
    expect(new Set(pieces.map((piece) => piece.wall))).toEqual(new Set([0, 1, 2, 4]));
    // A door wider than its wall opens all of it: only the lintel is left.
    expect(pieces.filter((piece) => piece.wall === 4).map((piece) => piece.kind)).toEqual(['lintel']);
  });

  it('gives an empty plan an empty concept', () => {
    const concept = buildConcept3d({ width: 1, height: 1, metresPerPixel: 0.01, walls: [], rooms: [], doors: [] }, options);
    expect(concept).toEqual({ meshes: [], materials: [], bounds: { min: [0, 0, 0], max: [0, 0, 0] } });
  });
});

describe('triangulatePolygon', () => {
  const polygonArea = (points: Point[], tris: [number, number, number][]): number =>
    tris.reduce((sum, [i, j, k]) => {
      const [a, b, c] = [points[i]!, points[j]!, points[k]!];
      return sum + Math.abs((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])) / 2;
    }, 0);

  it('cuts concave outlines in either winding into n − 2 triangles covering their area', () => {
    const u: Point[] = [[0, 0], [3, 0], [3, 3], [2, 3], [2, 1], [1, 1], [1, 3], [0, 3]];
    for (const outline of [u, [...u].reverse()]) {
      const tris = triangulatePolygon(outline);
      expect(tris).toHaveLength(6);
      expect(polygonArea(outline, tris)).toBeCloseTo(7, 9);
    }
  });
});

describe('buildConcept3d: windows and furniture', () => {
  it('builds the walls around the window openings: nothing of the wall between sill and head there', () => {
    const walls = buildConcept3d(lShapedFlatWithWindows, options).meshes.find((m) => m.name === 'walls')!;
    // A point in the middle of the first window's opening, inside the wall's thickness.
    const inOpening = triangles(walls).some(([a, b, c]) => [a, b, c].every((v) => v[0] > 1.45 && v[0] < 2.55 && v[1] > 0.95 && v[1] < 2.05));
    expect(inOpening).toBe(false);
    // The sill's top face sits at 0.9 m across the opening.
    const sillTop = triangles(walls).filter(([a, b, c]) => [a, b, c].every((v) => Math.abs(v[1] - 0.9) < 1e-5 && v[0] >= 1.4 - 1e-5 && v[0] <= 2.6 + 1e-5));
    expect(sillTop.reduce((sum, t) => sum + area(t), 0)).toBeCloseTo(1.2 * 0.2, 4);
  });

  it('places the 2D plan’s furniture symbols as volumes on the floors when asked, with their own material', () => {
    const plain = buildConcept3d(lShapedFlat, options);
    expect(plain.meshes.some((m) => m.name === 'furniture')).toBe(false);
    const furnished = buildConcept3d(lShapedFlat, { ...options, furniture: true });
    const furniture = furnished.meshes.find((m) => m.name === 'furniture')!;
    expect(furniture.material).toBe('furniture');
    expect(furnished.materials.map((m) => m.name)).toContain('furniture');
    const vertices = triangles(furniture).flat();
    expect(Math.min(...vertices.map((v) => v[1]))).toBe(0);
    expect(Math.max(...vertices.map((v) => v[1]))).toBeLessThanOrEqual(1);
    // A sofa in the living room and a bed in the bedroom: volumes in both rooms.
    expect(vertices.some((v) => v[0] < 6)).toBe(true);
    expect(vertices.some((v) => v[0] > 6)).toBe(true);
    for (const t of triangles(furniture)) expect(area(t)).toBeGreaterThan(0);
  });
});

