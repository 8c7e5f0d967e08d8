import { describe, expect, it } from 'vitest';
import { joinEnds, mergeCollinear, sharpenCorners, simplify, snapToAxes, type Point } from './polylines.ts';

describe('polyline straightening', () => {
  it('simplifies a noisy straight run to its two ends', () => {
    const points: Point[] = [];
    for (let x = 0; x <= 100; x++) points.push([x, 10 + (x % 2) * 0.8]);
    expect(simplify({ points, closed: false }, 1.5).points).toEqual([[0, 10], [100, 10]]);
  });

  it('merges a gently bending wobble into one segment but keeps a gentle arc from collapsing', () => {
    const wobble: Point[] = [[0, 0], [30, 1.5], [60, 0.5], [90, 2], [120, 0]];
    expect(mergeCollinear({ points: wobble, closed: false }, 2.5).points).toEqual([[0, 0], [120, 0]]);
    // Each vertex turns by only ~8°, but the arc rises 24 px above its chord.
    const arc: Point[] = [];
    for (let k = 0; k <= 8; k++) {
      const a = Math.PI / 2 + ((k - 4) * 8 * Math.PI) / 180;
      arc.push([200 * Math.cos(a), 200 * Math.sin(a)]);
    }
    expect(mergeCollinear({ points: arc, closed: false }, 2.5).points.length).toBeGreaterThan(3);
  });

  it('snaps segments within 4° of horizontal or vertical exactly, and leaves steeper ones alone', () => {
    const snapped = snapToAxes({ points: [[0, 0], [100, 3], [103, 100], [200, 160]], closed: false });
    const [a, b, c, d] = snapped.points as [Point, Point, Point, Point];
    expect(a[1]).toBe(b[1]);
    expect(b[0]).toBe(c[0]);
    expect(d).toEqual([200, 160]);
    expect(snapToAxes({ points: [[0, 0], [100, 8]], closed: false }).points).toEqual([[0, 0], [100, 8]]);
  });

  it('squares off a corner cut by a short chamfer', () => {
    const cut = sharpenCorners({ points: [[0, 0], [100, 0], [100, 94], [94, 100], [0, 100]], closed: true }, 10);
    expect(cut.points).toEqual([[0, 0], [100, 0], [100, 100], [0, 100]]);
  });

  it('joins ends that almost touch into one path and closes a ring of pieces', () => {
    const pieces = [
      { points: [[0, 0], [100, 0]] as Point[], closed: false },
      { points: [[100, 100], [101, 2]] as Point[], closed: false },
      { points: [[0, 2], [0, 99]] as Point[], closed: false },
      { points: [[2, 100], [98, 100]] as Point[], closed: false },
    ];
    const joined = joinEnds(pieces, 3);
    expect(joined).toHaveLength(1);
    expect(joined[0]!.closed).toBe(true);
    expect(joined[0]!.points.length).toBeGreaterThanOrEqual(4);
    // Far apart ends stay apart.
    expect(joinEnds([pieces[0]!, { points: [[200, 0], [300, 0]], closed: false }], 3)).toHaveLength(2);
  });
});
