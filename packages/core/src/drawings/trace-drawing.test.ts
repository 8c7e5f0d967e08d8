import { describe, expect, it } from 'vitest';
import { TestCanvas } from './test-support.ts';
import { traceDrawing, type DrawingPath } from './trace-drawing.ts';
import { DrawingInputError } from './raster.ts';

type Pt = [number, number];

function bbox(points: Pt[]) {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

function segments(path: DrawingPath): [Pt, Pt][] {
  const out: [Pt, Pt][] = [];
  const n = path.points.length;
  for (let i = 0; i < (path.closed ? n : n - 1); i++) out.push([path.points[i]!, path.points[(i + 1) % n]!]);
  return out;
}

const isAxisAligned = ([a, b]: [Pt, Pt]) => a[0] === b[0] || a[1] === b[1];

/** Each expected corner has a traced corner within `tolerance` pixels. */
function expectCorners(points: Pt[], expected: Pt[], tolerance: number) {
  for (const [x, y] of expected) {
    const nearest = Math.min(...points.map((p) => Math.hypot(p[0] - x, p[1] - y)));
    expect(nearest, `corner ${x},${y}`).toBeLessThanOrEqual(tolerance);
  }
}

describe('traceDrawing: straight lines come back straight', () => {
  const canvas = new TestCanvas(400, 300).noise(6);
  canvas.rect(50, 40, 200, 150, 4, 40);
  canvas.line(290, 60, 370, 250, 4, 40);

  it('traces a drawn rectangle as one closed outline with four corners and exactly horizontal/vertical sides', () => {
    const drawing = traceDrawing(canvas.toImage());
    expect(drawing.width).toBe(400);
    expect(drawing.height).toBe(300);
    const loops = drawing.paths.filter((p) => p.closed);
    expect(loops).toHaveLength(1);
    const rect = loops[0]!;
    expect(rect.layer).toBe('outline');
    expect(rect.points).toHaveLength(4);
    expect(segments(rect).every(isAxisAligned)).toBe(true);
    expectCorners(rect.points, [[50, 40], [250, 40], [250, 190], [50, 190]], 2);
  });

  it('traces the diagonal as a single straight segment along the drawn line', () => {
    const drawing = traceDrawing(canvas.toImage());
    const open = drawing.paths.filter((p) => !p.closed);
    expect(open).toHaveLength(1);
    const diagonal = open[0]!;
    expect(diagonal.points).toHaveLength(2);
    expectCorners(diagonal.points, [[290, 60], [370, 250]], 3);
  });

  it('keeps the rectangle closed and the diagonal whole when the diagonal crosses a side or a corner', () => {
    const cases: [Pt, Pt][] = [
      [[150, 60], [370, 200]], // through the right side
      [[120, 90], [360, 270]], // through the bottom-right corner
    ];
    for (const [from, to] of cases) {
      const crossing = new TestCanvas(400, 300).noise(6);
      crossing.rect(50, 40, 200, 150, 4, 40);
      crossing.line(from[0], from[1], to[0], to[1], 4, 40);
      const drawing = traceDrawing(crossing.toImage());
      const loops = drawing.paths.filter((p) => p.closed);
      expect(loops, JSON.stringify(drawing.paths)).toHaveLength(1);
      expect(loops[0]!.points).toHaveLength(4);
      expect(segments(loops[0]!).every(isAxisAligned)).toBe(true);
      expectCorners(loops[0]!.points, [[50, 40], [250, 40], [250, 190], [50, 190]], 2.5);
      const open = drawing.paths.filter((p) => !p.closed);
      expect(open).toHaveLength(1);
      expect(open[0]!.points).toHaveLength(2);
      expectCorners(open[0]!.points, [from, to], 3);
    }
  });

  it('reads RGBA input the same as grayscale', () => {
    const grey = traceDrawing(canvas.toImage());
    const rgba = traceDrawing(canvas.toRgba());
    expect(rgba.paths).toEqual(grey.paths);
  });

  it('treats a product-style photo on white (a filled dark shape) as a photo and traces its boundary', () => {
    const photo = new TestCanvas(320, 240, 245, 5);
    photo.fillRect(80, 60, 120, 90, 50);
    photo.noise(4);
    const auto = traceDrawing(photo.toImage());
    expect(auto).toEqual(traceDrawing(photo.toImage(), { mode: 'photo' }));
    expect(auto.paths).toHaveLength(1);
    expect(auto.paths[0]!.closed).toBe(true);
    expectCorners(auto.paths[0]!.points, [[80, 60], [200, 60], [200, 150], [80, 150]], 2);
  });

  it('finds the boundary of a filled shape in a photo (gradient edges), snapped square', () => {
    const photo = new TestCanvas(320, 240).gradient(170, 110);
    photo.fillRect(60, 50, 180, 120, 40);
    photo.noise(5);
    const drawing = traceDrawing(photo.toImage(), { mode: 'photo' });
    const loops = drawing.paths.filter((p) => p.closed && p.layer === 'outline');
    expect(loops).toHaveLength(1);
    expect(loops[0]!.points).toHaveLength(4);
    expect(segments(loops[0]!).every(isAxisAligned)).toBe(true);
    expectCorners(loops[0]!.points, [[60, 50], [240, 50], [240, 170], [60, 170]], 2);
  });
});

describe('traceDrawing: sketches and scans', () => {
  function pencilSketch(seed: number) {
    const sketch = new TestCanvas(480, 360, 232, seed).noise(10);
    // A room drawn freehand: four wobbly walls that overshoot a little at the corners, and a diagonal.
    sketch.wobblyLine(58, 60, 422, 62, 2, 3, 120);
    sketch.wobblyLine(420, 57, 421, 302, 2, 3, 120);
    sketch.wobblyLine(424, 300, 57, 299, 2, 3, 120);
    sketch.wobblyLine(60, 303, 59, 58, 2, 3, 120);
    sketch.wobblyLine(120, 250, 300, 110, 1.5, 3, 120);
    return sketch;
  }

  it('detects a pencil sketch on paper and straightens its wobbly strokes into straight lines', () => {
    for (const seed of [1, 2, 3]) {
      const drawing = traceDrawing(pencilSketch(seed).toImage(), { detail: 'medium' });
      const walls = drawing.paths.filter((p) => bbox(p.points).maxX - bbox(p.points).minX > 300 || bbox(p.points).maxY - bbox(p.points).minY > 200);
      expect(walls.length).toBeGreaterThan(0);
      for (const wall of walls) {
        const sides = segments(wall).filter(([a, b]) => Math.hypot(a[0] - b[0], a[1] - b[1]) > 100);
        expect(sides.every(isAxisAligned), JSON.stringify(wall.points)).toBe(true);
      }
      // The four walls as one closed room.
      const room = drawing.paths.find((p) => p.closed && p.layer === 'outline');
      expect(room, JSON.stringify(drawing.paths)).toBeDefined();
      expect(room!.points).toHaveLength(4);
      expectCorners(room!.points, [[59, 61], [421, 61], [421, 300], [59, 300]], 4);
      // The freehand diagonal as one segment.
      const diagonal = drawing.paths.find((p) => !p.closed && bbox(p.points).minX > 100 && bbox(p.points).maxX < 320);
      expect(diagonal?.points).toHaveLength(2);
    }
  });

  it('keeps faint 1-px lines of a clean digital drawing (the stroke margin follows the paper noise)', () => {
    const clean = new TestCanvas(400, 300, 255);
    clean.rect(60, 50, 250, 180, 1, 220);
    const drawing = traceDrawing(clean.toImage(), { detail: 'medium' });
    expect(drawing.paths).toHaveLength(1);
    expect(drawing.paths[0]!.closed).toBe(true);
    expectCorners(drawing.paths[0]!.points, [[60, 50], [310, 50], [310, 230], [60, 230]], 2);
  });

  it('raises the stroke margin on grainy paper: grain alone traces nothing, pencil lines still do', () => {
    const grainy = new TestCanvas(400, 300, 225, 12).noise(28);
    expect(traceDrawing(grainy.toImage(), { mode: 'sketch', detail: 'medium' }).paths).toEqual([]);
    grainy.rect(60, 50, 250, 180, 3, 110);
    const drawing = traceDrawing(grainy.toImage(), { mode: 'sketch', detail: 'medium' });
    expect(drawing.paths).toHaveLength(1);
    expectCorners(drawing.paths[0]!.points, [[60, 50], [310, 50], [310, 230], [60, 230]], 3);
  });

  it('ignores speckle noise on an otherwise empty scan at low and medium detail', () => {
    const scan = new TestCanvas(400, 300, 235, 7).noise(10).speckle(120, 1.5, 110);
    expect(traceDrawing(scan.toImage(), { detail: 'low' }).paths).toEqual([]);
    expect(traceDrawing(scan.toImage(), { detail: 'medium' }).paths).toEqual([]);
  });

  it('ignores speckle and sensor noise on a plain photo at low and medium detail', () => {
    const photo = new TestCanvas(400, 300, 128, 9).noise(12).speckle(80, 1.2, 70);
    expect(traceDrawing(photo.toImage(), { detail: 'low', mode: 'photo' }).paths).toEqual([]);
    expect(traceDrawing(photo.toImage(), { detail: 'medium', mode: 'photo' }).paths).toEqual([]);
  });

  it('keeps the drawing when speckle is added to it', () => {
    const sketch = pencilSketch(4).speckle(120, 1.5, 110);
    const drawing = traceDrawing(sketch.toImage(), { detail: 'medium' });
    expect(drawing.paths.filter((p) => p.layer === 'outline').length).toBeGreaterThan(0);
    // Nothing traced far away from any drawn stroke (speckle sits everywhere).
    for (const path of drawing.paths) expect(path.points.length).toBeLessThan(10);
  });
});

describe('traceDrawing: curves and crossings', () => {
  it('keeps a drawn circle a closed ring of points on the circle, with no chord cutting across it', () => {
    const canvas = new TestCanvas(500, 400, 240, 2).noise(8);
    canvas.circle(250, 200, 120, 3, 60);
    const drawing = traceDrawing(canvas.toImage());
    expect(drawing.paths).toHaveLength(1);
    const ring = drawing.paths[0]!;
    expect(ring.closed).toBe(true);
    expect(ring.layer).toBe('outline');
    expect(ring.points.length).toBeGreaterThanOrEqual(8);
    for (const [a, b] of segments(ring)) {
      expect(Math.abs(Math.hypot(a[0] - 250, a[1] - 200) - 120)).toBeLessThanOrEqual(3);
      const mid: Pt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
      expect(120 - Math.hypot(mid[0] - 250, mid[1] - 200)).toBeLessThanOrEqual(8);
    }
  });

  it('traces two walls crossing as two straight lines through the crossing, not four stubs', () => {
    const canvas = new TestCanvas(400, 400, 245, 4).noise(6);
    canvas.line(50, 200, 350, 200, 4, 40);
    canvas.line(200, 50, 200, 350, 4, 40);
    const drawing = traceDrawing(canvas.toImage());
    expect(drawing.paths).toHaveLength(2);
    for (const path of drawing.paths) {
      expect(path.points).toHaveLength(2);
      expect(isAxisAligned([path.points[0]!, path.points[1]!])).toBe(true);
      const [a, b] = path.points as [Pt, Pt];
      expect(Math.hypot(a[0] - b[0], a[1] - b[1])).toBeGreaterThan(290);
    }
  });
});

describe('traceDrawing: layers', () => {
  it('puts long walls on the outline layer, leaves lettering out and keeps a lone small mark as detail', () => {
    const plan = new TestCanvas(500, 400, 245, 3).noise(6);
    plan.rect(40, 40, 420, 320, 5, 30);
    plan.line(40, 200, 300, 200, 5, 30);
    // "LT" labels: strokes about 12 px tall in the rooms.
    const labels: Pt[] = [[100, 100], [140, 100], [100, 270], [300, 280]];
    for (const [x, y] of labels) {
      plan.polyline([[x, y], [x, y + 12], [x + 7, y + 12]], 2, 60); // L
      plan.polyline([[x + 12, y], [x + 20, y]], 2, 60); // T bar
      plan.polyline([[x + 16, y], [x + 16, y + 12]], 2, 60); // T stem
    }
    // A lone mark (a fixture's corner, a tick): not lettering.
    plan.polyline([[380, 120], [380, 135], [395, 135]], 2, 60);
    const drawing = traceDrawing(plan.toImage(), { detail: 'medium' });
    const near = (x: number, y: number, w: number, h: number) => (p: DrawingPath) =>
      p.points.some(([px, py]) => px >= x - 6 && px <= x + w + 6 && py >= y - 6 && py <= y + h + 6);
    for (const [x, y] of labels) expect(drawing.paths.filter(near(x, y, 20, 12)), `label at ${x},${y}`).toEqual([]);
    expect(drawing.textBoxes?.length).toBeGreaterThanOrEqual(3);
    const mark = drawing.paths.filter(near(380, 120, 15, 15));
    expect(mark.length).toBeGreaterThan(0);
    expect(mark.every((p) => p.layer === 'detail')).toBe(true);
    const walls = drawing.paths.filter((p) => {
      const b = bbox(p.points);
      return b.maxX - b.minX > 200;
    });
    expect(walls.length).toBeGreaterThanOrEqual(1);
    expect(walls.every((p) => p.layer === 'outline')).toBe(true);
  });

  it('drops the small marks entirely at low detail but keeps the walls', () => {
    const plan = new TestCanvas(500, 400, 245, 3).noise(6);
    plan.rect(40, 40, 420, 320, 5, 30);
    plan.polyline([[100, 100], [100, 108], [105, 108]], 2, 60);
    const drawing = traceDrawing(plan.toImage(), { detail: 'low' });
    expect(drawing.paths).toHaveLength(1);
    expect(drawing.paths[0]!.layer).toBe('outline');
  });
});

describe('traceDrawing: input', () => {
  it('rejects pixel data shorter than width × height × channels with a stable code', () => {
    const attempt = () => traceDrawing({ width: 10, height: 10, data: new Uint8Array(50), channels: 1 });
    expect(attempt).toThrow(DrawingInputError);
    try {
      attempt();
    } catch (error) {
      expect((error as DrawingInputError).code).toBe('image_data_size');
    }
  });

  it('traces a 1024 × 1024 photo-like image (gradients, filled shapes, noise) at every detail level', () => {
    const photo = new TestCanvas(1024, 1024, 0, 11).gradient(200, 90);
    photo.fillRect(100, 120, 500, 300, 60);
    photo.fillRect(650, 200, 250, 600, 180);
    photo.fillCircle(400, 700, 180, 30);
    photo.fillCircle(800, 880, 60, 230);
    photo.line(80, 950, 980, 60, 3, 10);
    photo.noise(14).speckle(300, 1.2, 40);
    for (const detail of ['low', 'medium', 'high'] as const) {
      const started = performance.now();
      const drawing = traceDrawing(photo.toRgba(), { detail });
      console.info(`1024² photo at ${detail}: ${Math.round(performance.now() - started)} ms, ${drawing.paths.length} paths`);
      expect(drawing.paths.filter((p) => p.layer === 'outline').length).toBeGreaterThanOrEqual(4);
      for (const path of drawing.paths) {
        for (const [x, y] of path.points) {
          expect(x >= 0 && x <= 1024 && y >= 0 && y <= 1024).toBe(true);
        }
      }
    }
  });
});
