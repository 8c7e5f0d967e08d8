/**
 * Small hand-made plans the 3D concept's tests share (not exported from the package).
 *
 * `lShapedFlat`: an L-shaped living room (6 × 3 m plus 3 × 2 m, 24 m²) beside a 3 × 3 m bedroom,
 * 0.2 m walls along the outline and a partition between them at x = 6 with a 0.9 m door at its middle.
 */

import type { FloorPlanModel } from './model.ts';

export const lShapedFlat: FloorPlanModel = {
  width: 10,
  height: 6,
  metresPerPixel: 0.01,
  walls: [
    { a: [0, 0], b: [9, 0], thickness: 0.2 },
    { a: [9, 0], b: [9, 3], thickness: 0.2 },
    { a: [9, 3], b: [3, 3], thickness: 0.2 },
    { a: [3, 3], b: [3, 5], thickness: 0.2 },
    { a: [3, 5], b: [0, 5], thickness: 0.2 },
    { a: [0, 5], b: [0, 0], thickness: 0.2 },
    { a: [6, 0], b: [6, 3], thickness: 0.2 },
  ],
  rooms: [
    { id: 'room-1', name: 'Living', function: 'living', polygon: [[0, 0], [6, 0], [6, 3], [3, 3], [3, 5], [0, 5]], area: 24 },
    { id: 'room-2', name: 'Bedroom', function: 'bedroom', polygon: [[9, 0], [9, 3], [6, 3], [6, 0]], area: 9 },
  ],
  doors: [{ at: [6, 1.5], width: 0.9, angle: Math.PI / 2, wall: 6 }],
};

/** The L-shaped flat with a 1.2 m window in the living room's top wall (x 1.4–2.6) and one in the bedroom's (x 7–8.5). */
export const lShapedFlatWithWindows: FloorPlanModel = {
  ...lShapedFlat,
  windows: [
    { at: [2, 0], width: 1.2, angle: 0, wall: 0 },
    { at: [7.75, 0], width: 1.5, angle: 0 },
  ],
};

/** One 4 m wall along x with a 1 m door in its middle, in front of it a 4 × 3 m room. */
export const singleWall: FloorPlanModel = {
  width: 5,
  height: 4,
  metresPerPixel: 0.01,
  walls: [{ a: [0, 0], b: [4, 0], thickness: 0.2 }],
  rooms: [{ id: 'room-1', name: 'Room', function: 'living', polygon: [[0, 0.1], [4, 0.1], [4, 3], [0, 3]], area: 11.6 }],
  doors: [{ at: [2, 0], width: 1, angle: 0 }],
};

/**
 * What an imperfect analysis can hand over: a diagonal wall, a T junction, a zero-length wall,
 * a door at a wall's very end, a door wider than its wall, a door on no wall, an outline with
 * repeated and collinear points and one that crosses itself.
 */
export const messyPlan: FloorPlanModel = {
  width: 12,
  height: 8,
  metresPerPixel: 0.02,
  walls: [
    { a: [0, 0], b: [8, 0], thickness: 0.25 },
    { a: [8, 0], b: [11, 4], thickness: 0.15 },
    { a: [4, 0], b: [4, 6], thickness: 0.1 },
    { a: [2, 2], b: [2, 2], thickness: 0.2 },
    { a: [0, 6], b: [1, 6], thickness: 0.2 },
    { a: [0, 0], b: [0, 6], thickness: 0 },
  ],
  rooms: [
    { id: 'room-1', name: 'A', function: 'kitchen', polygon: [[0, 0], [2, 0], [2, 0], [4, 0], [4, 6], [0, 6], [0, 3]], area: 24 },
    { id: 'room-2', name: 'B', function: 'other', polygon: [[4, 0], [8, 0], [4, 6], [8, 6]], area: 0 },
    { id: 'room-3', name: 'C', function: 'bathroom', polygon: [[5, 1], [6, 1]], area: 0 },
  ],
  doors: [
    { at: [7.7, 0], width: 0.8, angle: 0, wall: 0 },
    { at: [0.5, 6], width: 3, angle: 0 },
    { at: [4, 3], width: 0.9, angle: Math.PI / 2, wall: 99 },
    { at: [10, 10], width: 0.9, angle: 0 },
  ],
};
