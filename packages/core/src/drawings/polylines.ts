/**
 * Polyline geometry for the Image → CAD engine: simplification (Ramer–Douglas–Peucker),
 * straightening (near-collinear vertices dropped, near-horizontal/vertical runs snapped exactly)
 * and joining of paths whose ends almost touch.
 */

export type Point = [number, number];

export interface Polyline {
  points: Point[];
  closed: boolean;
}

export function polylineLength(points: readonly Point[], closed: boolean): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += distance(points[i - 1]!, points[i]!);
  if (closed && points.length > 2) total += distance(points[points.length - 1]!, points[0]!);
  return total;
}

/** The longer side of the bounding box. */
export function polylineExtent(points: readonly Point[]): number {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const [x, y] of points) {
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return points.length === 0 ? 0 : Math.max(maxX - minX, maxY - minY);
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

/** Distance from p to the segment a–b. */
function segmentDistance(p: Point, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const lengthSq = dx * dx + dy * dy;
  if (lengthSq === 0) return distance(p, a);
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / lengthSq));
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

/** Ramer–Douglas–Peucker; a closed ring is split at its first point and the point farthest from it. */
export function simplify(line: Polyline, epsilon: number): Polyline {
  const { points, closed } = line;
  if (points.length < 3) return { points: points.slice(), closed };
  if (!closed) return { points: rdp(points, 0, points.length - 1, epsilon), closed };
  let far = 0;
  let farDistance = -1;
  for (let i = 1; i < points.length; i++) {
    const d = distance(points[0]!, points[i]!);
    if (d > farDistance) {
      farDistance = d;
      far = i;
    }
  }
  const ring = points.concat([points[0]!]);
  const first = rdp(ring, 0, far, epsilon);
  const second = rdp(ring, far, ring.length - 1, epsilon);
  return { points: first.concat(second.slice(1, -1)), closed };
}

function rdp(points: readonly Point[], from: number, to: number, epsilon: number): Point[] {
  const keep = new Uint8Array(to - from + 1);
  keep[0] = 1;
  keep[to - from] = 1;
  const stack: [number, number][] = [[from, to]];
  while (stack.length > 0) {
    const [a, b] = stack.pop()!;
    let worst = -1;
    let worstDistance = epsilon;
    for (let i = a + 1; i < b; i++) {
      const d = segmentDistance(points[i]!, points[a]!, points[b]!);
      if (d > worstDistance) {
        worstDistance = d;
        worst = i;
      }
    }
    if (worst >= 0) {
      keep[worst - from] = 1;
      stack.push([a, worst], [worst, b]);
    }
  }
  const out: Point[] = [];
  for (let i = from; i <= to; i++) if (keep[i - from]) out.push([points[i]![0], points[i]![1]]);
  return out;
}

/**
 * Drops vertices where the path barely turns (under `maxTurnDegrees`) and where every vertex
 * dropped so far between the neighbours stays within `epsilon` of the line joining them, so a
 * wobbly stroke becomes one segment but a gentle curve does not collapse into a chord.
 */
export function mergeCollinear(line: Polyline, epsilon: number, maxTurnDegrees = 12): Polyline {
  const original = line.points;
  const { closed } = line;
  const points = original.slice();
  const source = original.map((_, i) => i); // index in `original` of each kept point
  const maxTurn = (maxTurnDegrees * Math.PI) / 180;
  const minimum = closed ? 3 : 2;
  const coveredWithin = (from: number, to: number): boolean => {
    const a = original[from]!;
    const b = original[to]!;
    for (let k = (from + 1) % original.length; k !== to; k = (k + 1) % original.length) {
      if (segmentDistance(original[k]!, a, b) > epsilon) return false;
    }
    return true;
  };
  let changed = true;
  while (changed && points.length > minimum) {
    changed = false;
    for (let i = closed ? 0 : 1; i < (closed ? points.length : points.length - 1) && points.length > minimum; i++) {
      const before = (i - 1 + points.length) % points.length;
      const after = (i + 1) % points.length;
      if (turnAngle(points[before]!, points[i]!, points[after]!) >= maxTurn) continue;
      if (!coveredWithin(source[before]!, source[after]!)) continue;
      points.splice(i, 1);
      source.splice(i, 1);
      changed = true;
      i--;
    }
  }
  return { points: dropDuplicates(points, closed), closed };
}

function turnAngle(a: Point, b: Point, c: Point): number {
  const a1 = Math.atan2(b[1] - a[1], b[0] - a[0]);
  const a2 = Math.atan2(c[1] - b[1], c[0] - b[0]);
  let d = Math.abs(a2 - a1);
  if (d > Math.PI) d = 2 * Math.PI - d;
  return d;
}

function dropDuplicates(points: Point[], closed: boolean): Point[] {
  const out: Point[] = [];
  for (const p of points) {
    const last = out[out.length - 1];
    if (!last || distance(last, p) > 1e-9) out.push(p);
  }
  if (closed && out.length > 1 && distance(out[0]!, out[out.length - 1]!) <= 1e-9) out.pop();
  return out;
}

type Axis = 'h' | 'v' | null;

/**
 * Segments within `toleranceDegrees` of horizontal or vertical become exactly so: each run of
 * consecutive near-horizontal segments shares its mean y (near-vertical: mean x).
 */
export function snapToAxes(line: Polyline, toleranceDegrees = 4): Polyline {
  const points = line.points.map((p): Point => [p[0], p[1]]);
  const { closed } = line;
  const segments = closed ? points.length : points.length - 1;
  if (segments < 1 || (closed && points.length < 3)) return { points, closed };
  const tolerance = Math.tan((toleranceDegrees * Math.PI) / 180);
  const axes: Axis[] = [];
  for (let s = 0; s < segments; s++) axes.push(axisOf(points[s]!, points[(s + 1) % points.length]!, tolerance));
  // Start each run at a segment whose predecessor has a different axis (closed rings wrap round).
  let start = 0;
  if (closed) {
    start = axes.findIndex((axis, s) => axis !== axes[(s - 1 + segments) % segments]);
    if (start < 0) return { points, closed }; // every segment on one axis: a degenerate ring
  }
  for (let k = 0; k < segments; ) {
    const s = (start + k) % segments;
    const axis = axes[s];
    let run = 1;
    while (k + run < segments && axes[(start + k + run) % segments] === axis) run++;
    if (axis) snapRun(points, s, run, axis);
    k += run;
  }
  return mergeCollinear({ points, closed }, 1e-6, 1e-3);
}

function axisOf(a: Point, b: Point, tolerance: number): Axis {
  const dx = Math.abs(b[0] - a[0]);
  const dy = Math.abs(b[1] - a[1]);
  if (dx === 0 && dy === 0) return null;
  if (dy <= dx * tolerance) return 'h';
  if (dx <= dy * tolerance) return 'v';
  return null;
}

function snapRun(points: Point[], firstSegment: number, run: number, axis: 'h' | 'v'): void {
  const c = axis === 'h' ? 1 : 0;
  const indices: number[] = [];
  for (let k = 0; k <= run; k++) indices.push((firstSegment + k) % points.length);
  let sum = 0;
  for (const i of indices) sum += points[i]![c];
  const mean = sum / indices.length;
  for (const i of indices) points[i]![c] = mean;
}

/**
 * Closes paths whose own ends lie within `maxGap`, and joins open paths whose ends lie within
 * `maxGap` of each other, nearest pairs first, each end at most once. Chains of joined paths
 * become one path; a ring of them becomes one closed path.
 */
export function joinEnds(lines: Polyline[], maxGap: number): Polyline[] {
  const open = lines.filter((l) => !l.closed && l.points.length >= 2);
  const out: Polyline[] = lines.filter((l) => l.closed || l.points.length < 2).map((l) => ({ points: l.points.slice(), closed: l.closed }));
  // End id 2k is the start of open[k], 2k + 1 its end; link[end] is the end it joins (-1: none).
  const link = new Int32Array(open.length * 2).fill(-1);
  for (const [a, b] of candidatePairs(open, maxGap)) {
    if (link[a] !== -1 || link[b] !== -1) continue;
    link[a] = b;
    link[b] = a;
  }
  const done = new Uint8Array(open.length);
  const assemble = (first: number, entry: number): Polyline => {
    const points: Point[] = [];
    let k = first;
    let enter = entry;
    for (;;) {
      done[k] = 1;
      const path = open[k]!.points;
      const oriented = enter === 2 * k ? path : path.slice().reverse();
      points.push(...(points.length > 0 && distance(points[points.length - 1]!, oriented[0]!) < 1e-9 ? oriented.slice(1) : oriented));
      const exit = enter ^ 1;
      const next = link[exit]!;
      if (next < 0) return { points, closed: false };
      const nk = next >> 1;
      if (done[nk]) {
        // The ring's last point stands for its first one, a gap apart.
        if (points.length > 3 && distance(points[0]!, points[points.length - 1]!) <= maxGap) points.pop();
        return { points, closed: true };
      }
      k = nk;
      enter = next;
    }
  };
  for (let k = 0; k < open.length; k++) {
    if (done[k]) continue;
    if (link[2 * k] === -1) out.push(assemble(k, 2 * k));
    else if (link[2 * k + 1] === -1) out.push(assemble(k, 2 * k + 1));
  }
  for (let k = 0; k < open.length; k++) if (!done[k]) out.push(assemble(k, 2 * k));
  return out.map((l) => ({ points: dropDuplicates(l.points, l.closed), closed: l.closed && l.points.length >= 3 }));
}

/** Pairs of path ends within maxGap, nearest first (a grid of cell size maxGap finds them). */
function candidatePairs(open: Polyline[], maxGap: number): [number, number][] {
  const cell = Math.max(maxGap, 1e-6);
  const endPoint = (end: number): Point => {
    const points = open[end >> 1]!.points;
    return end & 1 ? points[points.length - 1]! : points[0]!;
  };
  const grid = new Map<string, number[]>();
  for (let end = 0; end < open.length * 2; end++) {
    const p = endPoint(end);
    const key = `${Math.floor(p[0] / cell)},${Math.floor(p[1] / cell)}`;
    const bucket = grid.get(key);
    if (bucket) bucket.push(end);
    else grid.set(key, [end]);
  }
  const pairs: [number, number, number][] = [];
  for (let a = 0; a < open.length * 2; a++) {
    const p = endPoint(a);
    const cx = Math.floor(p[0] / cell);
    const cy = Math.floor(p[1] / cell);
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        for (const b of grid.get(`${cx + dx},${cy + dy}`) ?? []) {
          if (b <= a) continue;
          const d = distance(p, endPoint(b));
          if (d > maxGap) continue;
          // A path's own two ends close it only when it is more than a short hook.
          if (b >> 1 === a >> 1 && polylineExtent(open[a >> 1]!.points) <= 2 * maxGap) continue;
          pairs.push([d, a, b]);
        }
      }
    }
  }
  return pairs.sort((x, y) => x[0] - y[0]).map(([, a, b]) => [a, b]);
}

/**
 * Edge detectors and thinning cut corners off: a short segment between two much longer ones that
 * turn by at least 45° is replaced by the corner where the long ones' lines meet.
 */
export function sharpenCorners(line: Polyline, maxChamfer: number): Polyline {
  const points = line.points.map((p): Point => [p[0], p[1]]);
  const { closed } = line;
  for (let i = closed ? 0 : 1; points.length >= 4 && i < (closed ? points.length : points.length - 2); i++) {
    const n = points.length;
    const a = points[(i - 1 + n) % n]!;
    const b = points[i]!;
    const c = points[(i + 1) % n]!;
    const d = points[(i + 2) % n]!;
    const short = distance(b, c);
    if (short > maxChamfer || distance(a, b) < 2 * short || distance(c, d) < 2 * short) continue;
    if (turnAngle(a, b, c) + turnAngle(b, c, d) > Math.PI * 0.75 || angleBetween(a, b, c, d) < Math.PI / 4) continue;
    const corner = intersect(a, b, c, d);
    if (!corner || distance(corner, b) > maxChamfer || distance(corner, c) > maxChamfer) continue;
    points.splice(i, 1, corner);
    points.splice((i + 1) % points.length, 1);
    if (!closed || i < points.length) i--;
  }
  return { points: dropDuplicates(points, closed), closed };
}

/** Angle (0 … π) between the directions a→b and c→d. */
function angleBetween(a: Point, b: Point, c: Point, d: Point): number {
  const u = Math.atan2(b[1] - a[1], b[0] - a[0]);
  const v = Math.atan2(d[1] - c[1], d[0] - c[0]);
  let diff = Math.abs(u - v);
  if (diff > Math.PI) diff = 2 * Math.PI - diff;
  return diff;
}

/** Where the lines a–b and c–d cross; axis-aligned lines keep their exact coordinate. */
function intersect(a: Point, b: Point, c: Point, d: Point): Point | null {
  const r: Point = [b[0] - a[0], b[1] - a[1]];
  const s: Point = [d[0] - c[0], d[1] - c[1]];
  const denominator = r[0] * s[1] - r[1] * s[0];
  if (Math.abs(denominator) < 1e-12) return null;
  const t = ((c[0] - a[0]) * s[1] - (c[1] - a[1]) * s[0]) / denominator;
  const p: Point = [a[0] + t * r[0], a[1] + t * r[1]];
  if (a[1] === b[1]) p[1] = a[1];
  if (a[0] === b[0]) p[0] = a[0];
  if (c[1] === d[1]) p[1] = c[1];
  if (c[0] === d[0]) p[0] = c[0];
  return p;
}
