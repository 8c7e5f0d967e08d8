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

/** One 4 m wall along x with a 1 m door in its middle, in front of it a 4 × 3 m room. */
export const singleWall: FloorPlanModel = {
  width: 5,
  height: 4,
  metresPerPixel: 0.01,
  walls: [{ a: [0, 0], b: [4, 0], thickness: 0.2 }],
  rooms: [{ id: 'room-1', name: 'Room', function: 'living', polygon: [[0, 0.1], [4, 0.1], [4, 3], [0, 3]], area: 11.6 }],
  doors: [{ at: [2, 0], width: 1, angle: 0 }],
};
