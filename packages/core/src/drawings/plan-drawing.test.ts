import { describe, expect, it } from 'vitest';
import { sampleFlat } from '../floor-plans/test-support.ts';
import { drawingToDxf } from './drawing-dxf.ts';
import { drawingToSvg } from './drawing-svg.ts';
import { scaleDrawing } from './drawing-units.ts';
import { traceWithPlanWindows } from './plan-windows.ts';
import { TestCanvas } from './test-support.ts';
import { traceDrawing, type DrawingPath } from './trace-drawing.ts';

type Pt = [number, number];

/** DXF group pairs (code, value) of a file. */
function pairs(dxf: string): [number, string][] {
  const lines = dxf.split('\r\n');
  const out: [number, string][] = [];
  for (let i = 0; i + 1 < lines.length; i += 2) out.push([Number(lines[i]), lines[i + 1]!]);
  return out;
}

/** Each entity of the ENTITIES section as its type and its group codes. */
function entities(dxf: string): Array<{ type: string; codes: Map<number, string> }> {
  const all = pairs(dxf);
  const start = all.findIndex(([c, v], i) => c === 2 && v === 'ENTITIES' && all[i - 1]?.[1] === 'SECTION');
  const out: Array<{ type: string; codes: Map<number, string> }> = [];
  for (const [code, value] of all.slice(start + 1)) {
    if (code === 0) {
      if (value === 'ENDSEC') break;
      out.push({ type: value, codes: new Map() });
    } else out[out.length - 1]?.codes.set(code, value);
  }
  return out;
}

const inside = (p: Pt, box: { minX: number; minY: number; maxX: number; maxY: number }, margin = 0) =>
  p[0] >= box.minX - margin && p[0] <= box.maxX + margin && p[1] >= box.minY - margin && p[1] <= box.maxY + margin;

describe('image → CAD on a drawn floor plan (the sample flat at 50 px/m)', () => {
  const { canvas } = sampleFlat(50);
  const image = canvas.image(1);
  const drawing = traceWithPlanWindows(image);
  const scale = scaleDrawing(drawing, { from: [50, 0], to: [550, 0], millimetres: 10_000 });
  const dxf = drawingToDxf(drawing, scale);
  const found = entities(dxf);

  it('draws the window on its own WINDOWS layer, where the plan has it', () => {
    const windows = drawing.paths.filter((p) => p.layer === 'window');
    expect(windows).toHaveLength(2); // the opening and its glazing line
    const opening = windows.find((p) => p.closed)!;
    const xs = opening.points.map((p) => p[0]);
    const ys = opening.points.map((p) => p[1]);
    // The 2 m window spans x 2.5–4.5 m in the 0.2 m top wall at y 1–1.2 m.
    expect(Math.min(...xs)).toBeCloseTo(125, -1);
    expect(Math.max(...xs)).toBeCloseTo(225, -1);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(48);
    expect(Math.max(...ys)).toBeLessThanOrEqual(62);
    expect(dxf).toMatch(/ {2}2\r\nWINDOWS\r\n/);
    expect(found.filter((e) => e.codes.get(8) === 'WINDOWS' && ['POLYLINE', 'LINE'].includes(e.type)).map((e) => e.type)).toEqual(['POLYLINE', 'LINE']);
  });

  it('traces the glazing lines only as the window, not again on the outline or detail layers', () => {
    const traced = drawing.paths.filter((p) => p.layer !== 'window');
    const glazing = { minX: 128, maxX: 222, minY: 50, maxY: 60 };
    expect(traced.filter((p) => p.points.every((q) => inside(q, glazing)))).toEqual([]);
  });

  it('fits the two drawn door swings as DXF ARCs of the door width (0.9 m) and about a quarter turn', () => {
    const arcs = found.filter((e) => e.type === 'ARC');
    expect(arcs).toHaveLength(2);
    for (const arc of arcs) {
      expect(Number(arc.codes.get(40))).toBeGreaterThan(850);
      expect(Number(arc.codes.get(40))).toBeLessThan(950);
      const sweep = (Number(arc.codes.get(51)) - Number(arc.codes.get(50)) + 360) % 360;
      expect(sweep).toBeGreaterThan(75);
      expect(sweep).toBeLessThan(105);
    }
    // The hinges: (2, 5.5) m and (6, 2) m on paper, y up in CAD (10 m high drawing).
    const centres = arcs.map((a) => [Number(a.codes.get(10)), Number(a.codes.get(20))]).sort((a, b) => a[0]! - b[0]!);
    expect(centres[0]![0]).toBeCloseTo(2000, -2);
    expect(centres[0]![1]).toBeCloseTo(4500, -2);
    expect(centres[1]![0]).toBeCloseTo(6000, -2);
    expect(centres[1]![1]).toBeCloseTo(8000, -2);
  });

  it('leaves the room labels out instead of tracing glyph scraps', () => {
    // The labels drawn by sampleFlat: 6, 7 and 5 letters of 12 px at these spots (pixels).
    const labels = [
      { minX: 125, minY: 150, maxX: 125 + 6 * 9.6, maxY: 162 },
      { minX: 125, minY: 350, maxX: 125 + 7 * 9.6, maxY: 362 },
      { minX: 375, minY: 125, maxX: 375 + 5 * 9.6, maxY: 137 },
    ];
    for (const label of labels) {
      const scraps = drawing.paths.filter((p: DrawingPath) => p.points.some((q) => inside(q, label, 2)));
      expect(scraps, `paths on the label at ${label.minX},${label.minY}`).toEqual([]);
    }
    expect(drawing.textBoxes?.length).toBeGreaterThanOrEqual(3);
  });

  it('writes the arcs as SVG arcs and the window layer as its own group', () => {
    const svg = drawingToSvg(drawing, { scale });
    expect(svg).toContain('<g id="window"');
    expect(svg.match(/ A\d/g)?.length).toBe(2);
  });
});

describe('image → CAD on the sample flat at 1024 px (filled walls, traced as their faces)', () => {
  const scale = 1024 / 12;
  const drawing = traceWithPlanWindows(sampleFlat(scale).canvas.image(1));

  it('keeps the thin lines as single lines: both door swings as arcs of about 0.9 m, the window on its layer', () => {
    const arcs = drawing.paths.filter((p) => p.arc);
    expect(arcs).toHaveLength(2);
    for (const { arc } of arcs) expect(arc!.radius / scale).toBeCloseTo(0.9, 1);
    expect(drawing.paths.filter((p) => p.layer === 'window' && p.closed)).toHaveLength(1);
  });

  it('traces nothing on the room labels', () => {
    const label = { minX: 2.5 * scale - 2, minY: 3 * scale - 2, maxX: 2.5 * scale + 6 * 9.6 + 2, maxY: 3 * scale + 14 };
    expect(drawing.paths.filter((p) => p.points.some((q) => inside(q, label)))).toEqual([]);
  });
});

describe('image → CAD on images that are no plan', () => {
  it('traces a sketch with no walls as before: no window layer, no error', () => {
    const sketch = new TestCanvas(300, 200).noise(4);
    sketch.rect(40, 40, 200, 120, 3, 40);
    const drawing = traceWithPlanWindows(sketch.toImage());
    expect(drawing.paths.some((p) => p.layer === 'window')).toBe(false);
    expect(drawing.paths.length).toBeGreaterThan(0);
  });

  it('keeps a drawn circle a closed ring, not an arc, and a straight line a line', () => {
    const c = new TestCanvas(300, 300).noise(4);
    c.circle(150, 150, 80, 3, 40).line(20, 270, 280, 270, 3, 40);
    const drawing = traceDrawing(c.toImage());
    expect(drawing.paths.some((p) => p.arc)).toBe(false);
    expect(drawing.paths.some((p) => p.closed)).toBe(true);
  });

  it('fits a lone quarter arc as one arc of its radius', () => {
    const c = new TestCanvas(300, 300).noise(4);
    const points: Pt[] = [];
    for (let k = 0; k <= 60; k++) points.push([60 + 150 * Math.cos((k / 60) * (Math.PI / 2)), 60 + 150 * Math.sin((k / 60) * (Math.PI / 2))]);
    c.polyline(points, 2, 40);
    const arcs = traceDrawing(c.toImage()).paths.filter((p) => p.arc);
    expect(arcs).toHaveLength(1);
    expect(arcs[0]!.arc!.radius).toBeCloseTo(150, -1);
    expect(Math.abs(arcs[0]!.arc!.sweep)).toBeCloseTo(Math.PI / 2, 1);
  });
});
