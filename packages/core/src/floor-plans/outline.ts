/**
 * A labelled region's outer outline as a polygon: traced along the pixel edges (so the polygon's
 * area is the region's pixel count, holes aside), simplified (Douglas–Peucker) to drop the
 * staircase of anti-aliased edges, then snapped so near-horizontal and near-vertical edges are
 * exactly axis-aligned.
 */
export type Vertex = [number, number];

const STEPS: ReadonlyArray<readonly [number, number]> = [
  [1, 0],
  [0, 1],
  [-1, 0],
  [0, -1],
];

/**
 * The outer boundary of the 4-connected region `label` (whose first pixel in raster order is
 * `first`), walked with the region on the right (clockwise on screen), as the corners where the
 * walk turns.
 */
export function traceOutline(labels: Int32Array, width: number, height: number, label: number, first: number): Vertex[] {
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && labels[y * width + x] === label;
  // Pixel on the right / left of the unit edge leaving vertex (x, y) in direction d.
  const edgeIsBoundary = (x: number, y: number, d: number) => {
    const [dx, dy] = STEPS[d]!;
    const mx = x + dx / 2;
    const my = y + dy / 2;
    const right = inside(Math.floor(mx - dy / 2), Math.floor(my + dx / 2));
    const left = inside(Math.floor(mx + dy / 2), Math.floor(my - dx / 2));
    return right && !left;
  };
  const startX = first % width;
  const startY = (first - startX) / width;
  const vertices: Vertex[] = [];
  let x = startX;
  let y = startY;
  let d = 0;
  const limit = 4 * width * height + 8;
  for (let step = 0; step < limit; step++) {
    const next = [(d + 1) % 4, d, (d + 3) % 4].find((candidate) => edgeIsBoundary(x, y, candidate)) ?? (d + 2) % 4;
    if (next !== d || step === 0) vertices.push([x, y]);
    d = next;
    x += STEPS[d]![0];
    y += STEPS[d]![1];
    if (x === startX && y === startY) break;
  }
  return vertices;
}

function distanceToSegment(p: Vertex, a: Vertex, b: Vertex): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / lengthSquared));
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

function douglasPeucker(points: Vertex[], epsilon: number): Vertex[] {
  if (points.length < 3) return points;
  let worst = 0;
  let at = 0;
  for (let i = 1; i < points.length - 1; i++) {
    const d = distanceToSegment(points[i]!, points[0]!, points[points.length - 1]!);
    if (d > worst) {
      worst = d;
      at = i;
    }
  }
  if (worst <= epsilon) return [points[0]!, points[points.length - 1]!];
  return [...douglasPeucker(points.slice(0, at + 1), epsilon).slice(0, -1), ...douglasPeucker(points.slice(at), epsilon)];
}

/** Closed-polygon simplification: split at the vertex farthest from the first, simplify both halves. */
export function simplifyClosed(polygon: Vertex[], epsilon: number): Vertex[] {
  if (polygon.length <= 4) return polygon;
  const origin = polygon[0]!;
  let far = 0;
  polygon.forEach((p, i) => {
    if (Math.hypot(p[0] - origin[0], p[1] - origin[1]) > Math.hypot(polygon[far]![0] - origin[0], polygon[far]![1] - origin[1])) far = i;
  });
  const first = douglasPeucker(polygon.slice(0, far + 1), epsilon);
  const second = douglasPeucker([...polygon.slice(far), origin], epsilon);
  return [...first.slice(0, -1), ...second.slice(0, -1)];
}

type EdgeClass = 'horizontal' | 'vertical' | 'other';

function classify(a: Vertex, b: Vertex, tolerance: number): EdgeClass {
  const angle = Math.abs(Math.atan2(b[1] - a[1], b[0] - a[0]));
  if (angle < tolerance || Math.PI - angle < tolerance) return 'horizontal';
  if (Math.abs(angle - Math.PI / 2) < tolerance) return 'vertical';
  return 'other';
}

/**
 * Edges within `toleranceRadians` of an axis become exactly axis-aligned: each run of consecutive
 * near-horizontal edges takes their length-weighted mean y (likewise x for vertical runs), so a
 * one-pixel jog along a wall disappears; the collinear points left over are removed.
 */
export function snapToAxes(polygon: Vertex[], toleranceRadians = 0.2): Vertex[] {
  const points = polygon.map((p) => [p[0], p[1]] as Vertex);
  const n = points.length;
  const classes = points.map((p, i) => classify(p, points[(i + 1) % n]!, toleranceRadians));
  const first = classes.findIndex((c, i) => c !== classes[(i + n - 1) % n]);
  if (first < 0) return points;
  for (let k = 0; k < n; ) {
    const i = (first + k) % n;
    const cls = classes[i]!;
    let runLength = 1;
    while (runLength < n && classes[(i + runLength) % n] === cls) runLength++;
    if (cls !== 'other') snapRun(points, i, runLength, cls === 'horizontal' ? 1 : 0);
    k += runLength;
  }
  return removeCollinear(points);
}

/** Sets coordinate `axis` of the points of `count` edges from edge `i` to their weighted mean. */
function snapRun(points: Vertex[], i: number, count: number, axis: 0 | 1): void {
  const n = points.length;
  let sum = 0;
  let weights = 0;
  for (let e = 0; e < count; e++) {
    const a = points[(i + e) % n]!;
    const b = points[(i + e + 1) % n]!;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    sum += ((a[axis] + b[axis]) / 2) * length;
    weights += length;
  }
  const mean = weights > 0 ? sum / weights : points[i]![axis];
  for (let e = 0; e <= count; e++) points[(i + e) % n]![axis] = mean;
}

function removeCollinear(points: Vertex[]): Vertex[] {
  const out = points.filter((p, i) => {
    const prev = points[(i + points.length - 1) % points.length]!;
    const next = points[(i + 1) % points.length]!;
    const cross = (p[0] - prev[0]) * (next[1] - p[1]) - (p[1] - prev[1]) * (next[0] - p[0]);
    return Math.abs(cross) > 1e-9 && !(p[0] === prev[0] && p[1] === prev[1]);
  });
  return out.length >= 3 ? out : points;
}

/** Shoelace area (absolute). */
export function polygonArea(polygon: ReadonlyArray<readonly [number, number]>): number {
  let twice = 0;
  for (let i = 0; i < polygon.length; i++) {
    const [x1, y1] = polygon[i]!;
    const [x2, y2] = polygon[(i + 1) % polygon.length]!;
    twice += x1 * y2 - x2 * y1;
  }
  return Math.abs(twice) / 2;
}

/** Even-odd point-in-polygon test. */
export function pointInPolygon(point: readonly [number, number], polygon: ReadonlyArray<readonly [number, number]>): boolean {
  const [px, py] = point;
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
