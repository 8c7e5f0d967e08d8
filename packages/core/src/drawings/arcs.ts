/**
 * Circular arcs in traced chains (door swings, rounded corners): a chain of skeleton pixels is
 * first reduced to a fine Ramer–Douglas–Peucker outline; runs of at least three segments that all
 * turn the same way by gentle amounts (3°–50° each) are arc candidates; the candidate's pixels
 * get a least-squares circle (Kåsa's algebraic fit), kept when every pixel lies within
 * max(1.5 px, 5 % of the radius) of it and it sweeps 30°–200°. The chain is cut at the arc's ends:
 * straight pieces before and after, and the arc itself as centre, radius, start angle and sweep.
 */
import type { Point } from './polylines.ts';

/** An arc in image pixels (y down): from `start` radians, turning by `sweep` (positive = clockwise on screen). */
export interface DrawingArc {
  centre: [number, number];
  radius: number;
  start: number;
  sweep: number;
}

export interface ChainPieces {
  /** Stretches of the chain that are not arcs (each ≥ 2 points; the arcs' ends are shared). */
  lines: Point[][];
  arcs: DrawingArc[];
}

const DEG = Math.PI / 180;

function segmentDistance(p: Point, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const l2 = dx * dx + dy * dy;
  const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / l2));
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

/** RDP keeping indices into `points`. */
function rdpIndices(points: readonly Point[], epsilon: number): number[] {
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [a, b] = stack.pop()!;
    let worst = -1;
    let worstDistance = epsilon;
    for (let i = a + 1; i < b; i++) {
      const d = segmentDistance(points[i]!, points[a]!, points[b]!);
      if (d > worstDistance) [worst, worstDistance] = [i, d];
    }
    if (worst >= 0) stack.push([a, worst], [worst, b]);
    if (worst >= 0) keep[worst] = 1;
  }
  const out: number[] = [];
  keep.forEach((k, i) => k && out.push(i));
  return out;
}

/** Kåsa's circle fit: centre and radius minimising the algebraic distance. */
export function fitCircle(points: readonly Point[]): { centre: [number, number]; radius: number } | undefined {
  const n = points.length;
  if (n < 3) return undefined;
  let mx = 0;
  let my = 0;
  for (const [x, y] of points) [mx, my] = [mx + x / n, my + y / n];
  let suu = 0, svv = 0, suv = 0, suuu = 0, svvv = 0, suvv = 0, svuu = 0;
  for (const [x, y] of points) {
    const [u, v] = [x - mx, y - my];
    suu += u * u;
    svv += v * v;
    suv += u * v;
    suuu += u * u * u;
    svvv += v * v * v;
    suvv += u * v * v;
    svuu += v * u * u;
  }
  const det = suu * svv - suv * suv;
  if (Math.abs(det) < 1e-9) return undefined;
  const [bu, bv] = [(suuu + suvv) / 2, (svvv + svuu) / 2];
  const uc = (bu * svv - bv * suv) / det;
  const vc = (bv * suu - bu * suv) / det;
  return { centre: [uc + mx, vc + my], radius: Math.sqrt(uc * uc + vc * vc + (suu + svv) / n) };
}

function turn(a: Point, b: Point, c: Point): number {
  let d = Math.atan2(c[1] - b[1], c[0] - b[0]) - Math.atan2(b[1] - a[1], b[0] - a[0]);
  while (d > Math.PI) d -= 2 * Math.PI;
  while (d < -Math.PI) d += 2 * Math.PI;
  return d;
}

/** The arc through `points` (dense, in order) when they fit a circle well, else undefined. */
function arcThrough(points: readonly Point[], maxRadius: number): DrawingArc | undefined {
  const circle = fitCircle(points);
  if (!circle || circle.radius < 6 || circle.radius > maxRadius) return undefined;
  const tolerance = Math.max(1.5, 0.05 * circle.radius);
  for (const p of points) if (Math.abs(Math.hypot(p[0] - circle.centre[0], p[1] - circle.centre[1]) - circle.radius) > tolerance) return undefined;
  const angle = (p: Point) => Math.atan2(p[1] - circle.centre[1], p[0] - circle.centre[0]);
  let sweep = 0;
  for (let i = 1; i < points.length; i++) {
    let d = angle(points[i]!) - angle(points[i - 1]!);
    while (d > Math.PI) d -= 2 * Math.PI;
    while (d < -Math.PI) d += 2 * Math.PI;
    sweep += d;
  }
  if (Math.abs(sweep) < 30 * DEG || Math.abs(sweep) > 200 * DEG) return undefined;
  return { centre: circle.centre, radius: circle.radius, start: angle(points[0]!), sweep };
}

/**
 * Cuts an open chain of dense points (one per skeleton pixel) into straight stretches and arcs.
 * `epsilon` is the RDP tolerance of the first reduction (about a pixel); `maxRadius` the largest
 * radius read as an arc (larger ones are near-straight lines).
 */
export function splitArcs(points: readonly Point[], epsilon: number, maxRadius: number): ChainPieces {
  if (points.length < 12) return { lines: [points.slice()], arcs: [] };
  const vertices = rdpIndices(points, epsilon);
  const turns = vertices.map((v, k) => (k === 0 || k === vertices.length - 1 ? 0 : turn(points[vertices[k - 1]!]!, points[v]!, points[vertices[k + 1]!]!)));
  const gentle = (k: number, sign: number) => Math.abs(turns[k]!) >= 3 * DEG && Math.abs(turns[k]!) <= 50 * DEG && Math.sign(turns[k]!) === sign;
  const cuts: Array<{ from: number; to: number; arc: DrawingArc }> = [];
  let k = 1;
  while (k < vertices.length - 1) {
    const sign = Math.sign(turns[k]!);
    if (!gentle(k, sign)) {
      k++;
      continue;
    }
    let end = k;
    while (end + 1 < vertices.length - 1 && gentle(end + 1, sign)) end++;
    // Interior vertices k…end turn gently: the segments from vertex k−1 to vertex end+1.
    const [from, to] = [vertices[k - 1]!, vertices[end + 1]!];
    const arc = end - k + 2 >= 3 ? arcThrough(points.slice(from, to + 1), maxRadius) : undefined;
    if (arc) cuts.push({ from, to, arc });
    k = end + 1;
  }
  const lines: Point[][] = [];
  let cursor = 0;
  for (const cut of cuts) {
    if (cut.from - cursor >= 1) lines.push(points.slice(cursor, cut.from + 1));
    cursor = cut.to;
  }
  if (points.length - 1 - cursor >= 1) lines.push(points.slice(cursor));
  return { lines, arcs: cuts.map((c) => c.arc) };
}

/** Points along an arc every `step` radians or less, both ends included. */
export function arcPoints(arc: DrawingArc, step = 10 * DEG): [number, number][] {
  const n = Math.max(2, Math.ceil(Math.abs(arc.sweep) / step));
  return Array.from({ length: n + 1 }, (_, i) => {
    const a = arc.start + (arc.sweep * i) / n;
    return [arc.centre[0] + arc.radius * Math.cos(a), arc.centre[1] + arc.radius * Math.sin(a)] as [number, number];
  });
}
