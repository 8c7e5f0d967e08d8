/** How the 3D viewer looks at the concept: turning around it, from above, or walking through at eye level. */
export type ViewMode = 'orbit' | 'top' | 'walk';
export const viewModes: readonly ViewMode[] = ['orbit', 'top', 'walk'];

type Vec3 = [number, number, number];

export interface Bounds {
  min: Vec3;
  max: Vec3;
}

export interface CameraPose {
  position: Vec3;
  target: Vec3;
  /** What a drag does: turn the view, or move it across the plan. */
  drag: 'rotate' | 'pan';
  /** The nearest and farthest the wheel may zoom. */
  minDistance: number;
  maxDistance: number;
}

/** Eye height for the walk-through, in metres above the floor. */
export const EYE_HEIGHT = 1.6;

/**
 * Where the camera stands for a mode, from the model's bounds (metres, y up). The walk starts at
 * `walkFrom` (x, z: the middle of the largest room, clear of walls) or else the plan's middle.
 */
export function cameraPose(mode: ViewMode, bounds: Bounds, walkFrom?: [x: number, z: number]): CameraPose {
  const centre: Vec3 = [(bounds.min[0] + bounds.max[0]) / 2, (bounds.min[1] + bounds.max[1]) / 2, (bounds.min[2] + bounds.max[2]) / 2];
  const span = Math.max(1, bounds.max[0] - bounds.min[0], bounds.max[2] - bounds.min[2]);
  if (mode === 'top') {
    return { position: [centre[0], bounds.max[1] + span * 1.3, centre[2] + 0.001], target: [centre[0], bounds.min[1], centre[2]], drag: 'pan', minDistance: 1, maxDistance: span * 4 };
  }
  if (mode === 'walk') {
    const eye = bounds.min[1] + EYE_HEIGHT;
    const [x, z] = walkFrom ?? [centre[0], centre[2]];
    // The orbit target a hand's width ahead: dragging turns the head rather than the model.
    return { position: [x, eye, z], target: [x, eye, z - 0.05], drag: 'rotate', minDistance: 0.05, maxDistance: 0.05 };
  }
  return {
    position: [centre[0] + span * 0.7, bounds.max[1] + span * 0.8, centre[2] + span * 0.9],
    target: centre,
    drag: 'rotate',
    minDistance: 1,
    maxDistance: span * 4,
  };
}

/** One step of walking (arrow keys): along the view direction on the floor, or sideways. */
export function walkStep(position: Vec3, target: Vec3, key: string, step = 0.25): Vec3 | undefined {
  const dx = target[0] - position[0];
  const dz = target[2] - position[2];
  const length = Math.hypot(dx, dz) || 1;
  const forward: [number, number] = [dx / length, dz / length];
  const moves: Record<string, [number, number]> = {
    ArrowUp: forward,
    ArrowDown: [-forward[0], -forward[1]],
    ArrowLeft: [forward[1], -forward[0]],
    ArrowRight: [-forward[1], forward[0]],
  };
  const move = moves[key];
  return move ? [move[0] * step, 0, move[1] * step] : undefined;
}

/** The middle of the largest floor (x, z), from each room floor's extent: where a walk-through starts. */
export function largestFloorCentre(floors: Bounds[]): [number, number] | undefined {
  const area = (b: Bounds) => (b.max[0] - b.min[0]) * (b.max[2] - b.min[2]);
  const largest = floors.reduce<Bounds | undefined>((best, b) => (!best || area(b) > area(best) ? b : best), undefined);
  return largest && [(largest.min[0] + largest.max[0]) / 2, (largest.min[2] + largest.max[2]) / 2];
}
