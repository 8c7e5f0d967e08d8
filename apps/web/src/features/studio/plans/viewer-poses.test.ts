import { describe, expect, it } from 'vitest';
import { cameraPose, EYE_HEIGHT, largestFloorCentre, walkStep } from './viewer-poses.ts';

const flat = { min: [0, 0, 0] as [number, number, number], max: [10, 2.7, 8] as [number, number, number] };

describe('where the 3D viewer stands', () => {
  it('orbits the middle of the plan from above and outside it', () => {
    const pose = cameraPose('orbit', flat);
    expect(pose.target).toEqual([5, 1.35, 4]);
    expect(pose.position[1]).toBeGreaterThan(2.7);
    expect(pose.position[0]).toBeGreaterThan(10);
    expect(pose.drag).toBe('rotate');
  });

  it('looks straight down in the top view, and a drag moves across the plan', () => {
    const pose = cameraPose('top', flat);
    expect(pose.position[0]).toBe(5);
    expect(pose.position[2]).toBeCloseTo(4, 2);
    expect(pose.position[1]).toBeGreaterThan(10);
    expect(pose.drag).toBe('pan');
  });

  it('walks at eye height inside the plan', () => {
    const pose = cameraPose('walk', flat);
    expect(pose.position).toEqual([5, EYE_HEIGHT, 4]);
    expect(pose.target[1]).toBe(EYE_HEIGHT);
  });

  it('starts the walk in the middle of the largest room, away from the walls between rooms', () => {
    const small = { min: [0, 0, 0] as [number, number, number], max: [3, 0, 3] as [number, number, number] };
    const large = { min: [3, 0, 0] as [number, number, number], max: [10, 0, 6] as [number, number, number] };
    const from = largestFloorCentre([small, large]);
    expect(from).toEqual([6.5, 3]);
    expect(cameraPose('walk', flat, from).position).toEqual([6.5, EYE_HEIGHT, 3]);
    expect(largestFloorCentre([])).toBeUndefined();
  });

  it('steps forward along the view and sideways with the arrow keys, never up', () => {
    expect(walkStep([0, 1.6, 0], [0, 1.6, -1], 'ArrowUp')).toEqual([0, 0, -0.25]);
    expect(walkStep([0, 1.6, 0], [0, 1.6, -1], 'ArrowRight')).toEqual([0.25, 0, expect.closeTo(0)]);
    expect(walkStep([0, 1.6, 0], [0, 1.6, -1], 'a')).toBeUndefined();
  });
});
