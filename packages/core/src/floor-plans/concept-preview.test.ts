import { describe, expect, it } from 'vitest';
import { pieceFootprint } from './concept-3d.ts';
import { Concept3dError, wallPieces } from './concept-layout.ts';
import { lShapedFlat, lShapedFlatWithWindows, singleWall } from './concept-fixture.ts';
import { conceptPreviewFaces, renderConceptPreviewSvg } from './concept-preview.ts';
import type { FloorPlanModel, Point } from './model.ts';

/** Every tag closed in order, attributes quoted: enough of XML well-formedness for our own output. */
function expectWellFormed(svg: string): void {
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z:-]+="[^"<>]*")*)\s*(\/?)>/g)) {
    const [, closing, name, , selfClosing] = match;
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name!);
  }
  expect(stack).toEqual([]);
  const tags = svg.match(/<[^>]*>/g) ?? [];
  expect(svg.replace(/<[^>]*>/g, '').trim()).toBe('');
  expect(tags.every((tag) => /^<\/?[a-zA-Z]+((\s+[a-zA-Z:-]+="[^"<>]*")*)\s*\/?>$/.test(tag))).toBe(true);
}

const polygons = (svg: string): string[] => svg.match(/<polygon [^>]*\/>/g) ?? [];
const pointCount = (polygon: string): number => /points="([^"]*)"/.exec(polygon)![1]!.split(' ').length;
const fill = (polygon: string): number[] => {
  const hex = /fill="#([0-9a-f]{6})"/.exec(polygon)![1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
};

describe('renderConceptPreviewSvg', () => {
  it('shows each window as a pane between the sill and the head on the wall faces seen', () => {
    const panes = conceptPreviewFaces(lShapedFlatWithWindows, { ceilingHeight: 2.7, azimuth: 150 }).filter((f) => f.material === 'glass');
    expect(panes.length).toBeGreaterThanOrEqual(2);
    for (const pane of panes) {
      expect(Math.min(...pane.corners.map((c) => c[1]))).toBeCloseTo(0.9, 6);
      expect(Math.max(...pane.corners.map((c) => c[1]))).toBeCloseTo(2.1, 6);
    }
    expect(conceptPreviewFaces(lShapedFlat, { ceilingHeight: 2.7, azimuth: 150 }).some((f) => f.material === 'glass')).toBe(false);
    expectWellFormed(renderConceptPreviewSvg(lShapedFlatWithWindows, { ceilingHeight: 2.7 }));
  });


  it('draws a well-formed SVG of the requested size', () => {
    const svg = renderConceptPreviewSvg(lShapedFlat, { ceilingHeight: 2.7, slab: true, width: 800, height: 600 });
    expectWellFormed(svg);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="800" height="600" viewBox="0 0 800 600">/);
    for (const polygon of polygons(svg)) {
      const coordinates = /points="([^"]*)"/.exec(polygon)![1]!.split(/[ ,]/).map(Number);
      expect(coordinates.every((c) => c >= 0 && c <= 800)).toBe(true);
    }
  });

  it('draws one polygon per visible face: floor, wall top, front side around the door, near end and the jamb facing the viewer', () => {
    // Seen from the front left and above: of the wall, its top, its front (+z) side, its left end
    // and the right-hand door jamb (which faces left) are visible; the rest faces away.
    const svg = renderConceptPreviewSvg(singleWall, { ceilingHeight: 2.7 });
    const drawn = polygons(svg);
    expect(drawn).toHaveLength(5);
    // The front side is one polygon stepping up over the door: 8 corners.
    expect(drawn.map(pointCount).sort()).toEqual([4, 4, 4, 4, 8]);
    expect(polygons(renderConceptPreviewSvg(singleWall, { ceilingHeight: 2.7, slab: true }))).toHaveLength(8);
    // From behind the wall, the floor is still drawn, and the other jamb and end face the viewer.
    expect(polygons(renderConceptPreviewSvg(singleWall, { ceilingHeight: 2.7, azimuth: 150 }))).toHaveLength(5);
  });

  it('fills each floor with its function’s colour', () => {
    const svg = renderConceptPreviewSvg(lShapedFlat, { ceilingHeight: 2.7, palette: ['#ff0000', '#0000ff'] });
    const fills = polygons(svg).map(fill);
    expect(fills.some(([r, g, b]) => r! > 200 && g! < 200 && b! < 200)).toBe(true); // living: a red tint
    expect(fills.some(([r, g, b]) => b! > 200 && r! < 200 && g! < 200)).toBe(true); // bedroom: a blue tint
  });

  it('draws the back wall before the front wall that hides part of it', () => {
    const corridor: FloorPlanModel = {
      width: 5,
      height: 4,
      metresPerPixel: 0.01,
      walls: [
        { a: [0, 3], b: [4, 3], thickness: 0.2 },
        { a: [0, 0], b: [4, 0], thickness: 0.2 },
      ],
      rooms: [],
      doors: [],
    };
    for (const azimuth of [-30, 0, 40]) {
      const faces = conceptPreviewFaces(corridor, { ceilingHeight: 3, azimuth, elevation: 30 });
      const upright = faces.filter((face) => face.normal[1] === 0);
      const lastBack = Math.max(...upright.map((face, i) => (face.corners[0]![2] < 1.5 ? i : -1)));
      const firstFront = Math.min(...upright.map((face, i) => (face.corners[0]![2] > 1.5 ? i : Infinity)));
      expect(lastBack).toBeLessThan(firstFront);
    }
  });

  it('orders by what hides what, not by centre depth: a short wall in front of a long one’s end comes after it', () => {
    // Seen from the front left, the short wall's centre is farther back than the long wall's
    // centre, yet it stands in front of the long wall's right end.
    const plan: FloorPlanModel = {
      width: 11,
      height: 2,
      metresPerPixel: 0.01,
      walls: [
        { a: [0, 0], b: [10, 0], thickness: 0.2 },
        { a: [9, 1], b: [10, 1], thickness: 0.2 },
      ],
      rooms: [],
      doors: [],
    };
    const faces = conceptPreviewFaces(plan, { ceilingHeight: 3, azimuth: -30 });
    const longFront = faces.findIndex((face) => face.normal[2] === 1 && face.corners[0]![2] < 0.5);
    const shortFront = faces.findIndex((face) => face.normal[2] === 1 && face.corners[0]![2] > 0.5);
    expect(longFront).toBeGreaterThanOrEqual(0);
    expect(shortFront).toBeGreaterThan(longFront);
  });

  it('cuts away the parts of wall sides buried in the walls they meet', () => {
    const faces = conceptPreviewFaces(lShapedFlat, { ceilingHeight: 2.7, azimuth: -30 });
    const footprints = wallPieces(lShapedFlat, { ceilingHeight: 2.7 })
      .filter((piece) => piece.kind === 'solid')
      .map((piece) => pieceFootprint(piece));
    const strictlyInside = (p: Point, quad: Point[]): boolean => {
      const [x0, x1] = [Math.min(...quad.map((q) => q[0])), Math.max(...quad.map((q) => q[0]))];
      const [y0, y1] = [Math.min(...quad.map((q) => q[1])), Math.max(...quad.map((q) => q[1]))];
      return p[0] > x0 + 1e-6 && p[0] < x1 - 1e-6 && p[1] > y0 + 1e-6 && p[1] < y1 - 1e-6;
    };
    for (const face of faces.filter((f) => f.normal[1] === 0)) {
      const xs = face.corners.map((c) => c[0]);
      const zs = face.corners.map((c) => c[2]);
      for (let k = 0; k <= 20; k++) {
        const along: Point = [Math.min(...xs) + ((Math.max(...xs) - Math.min(...xs)) * k) / 20, Math.min(...zs) + ((Math.max(...zs) - Math.min(...zs)) * k) / 20];
        expect(footprints.some((quad) => strictlyInside(along, quad))).toBe(false);
      }
    }
  });

  it('refuses a ceiling height out of range like the 3D concept', () => {
    expect(() => renderConceptPreviewSvg(lShapedFlat, { ceilingHeight: 1.5 })).toThrow(Concept3dError);
  });

  it('draws just the background for an empty plan', () => {
    const svg = renderConceptPreviewSvg({ width: 1, height: 1, metresPerPixel: 0.01, walls: [], rooms: [], doors: [] }, { ceilingHeight: 2.7 });
    expectWellFormed(svg);
    expect(polygons(svg)).toHaveLength(0);
  });
});
