/**
 * A floor plan as the Visual Inspiration tools understand it, in metres, x to the right and y down
 * (the image's orientation; exporters that need y up flip it themselves).
 *
 * Produced from a floor-plan image by `analyseFloorPlan` (walls, rooms, doors, windows found in the pixels,
 * then named or corrected by the designer) and read by the 2D presentation plan and the 3D concept.
 */

export type RoomFunction =
  | 'living'
  | 'dining'
  | 'kitchen'
  | 'bedroom'
  | 'bathroom'
  | 'study'
  | 'entrance'
  | 'corridor'
  | 'storage'
  | 'balcony'
  | 'office'
  | 'meeting'
  | 'retail'
  | 'other';

export const roomFunctions: readonly RoomFunction[] = [
  'living', 'dining', 'kitchen', 'bedroom', 'bathroom', 'study', 'entrance', 'corridor', 'storage', 'balcony', 'office', 'meeting', 'retail', 'other',
];

export type Point = readonly [x: number, y: number];

/** A straight wall piece: its centre line from `a` to `b` and its thickness, in metres. */
export interface Wall {
  a: Point;
  b: Point;
  thickness: number;
}

export interface Room {
  /** Stable within one plan: `room-1`, `room-2`, … */
  id: string;
  /** What the designer called it (or a default from the function, in the designer's language). */
  name: string;
  function: RoomFunction;
  /** The room's outline, clockwise or not, not closed (the last point joins the first). */
  polygon: Point[];
  /** Floor area in m², from the outline. */
  area: number;
}

/** An opening in a wall: its centre on the wall's centre line, its width and the wall's direction. */
export interface Door {
  at: Point;
  width: number;
  /** The wall's direction in radians (0 = along +x); the leaf swings to one side of it. */
  angle: number;
  /** Index into `walls` of the wall it opens in, when known. */
  wall?: number;
}

/**
 * A window in a wall: its centre on the wall's centre line, its width and the wall's direction.
 * Found where a gap in a wall is bridged by thin parallel lines (the glazing), or added by hand.
 */
export interface PlanWindow {
  at: Point;
  width: number;
  /** The wall's direction in radians (0 = along +x). */
  angle: number;
  /** Index into `walls` of the wall it sits in, when known. */
  wall?: number;
}

export interface FloorPlanModel {
  /** Extent of the drawing in metres (the source image's size times the scale). */
  width: number;
  height: number;
  /** Metres per source-image pixel (how image coordinates map to this model). */
  metresPerPixel: number;
  walls: Wall[];
  rooms: Room[];
  doors: Door[];
  /** Absent in plans analysed before windows were read: treat as none. */
  windows?: PlanWindow[];
}
