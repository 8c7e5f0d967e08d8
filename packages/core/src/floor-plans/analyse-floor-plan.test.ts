import { describe, expect, it } from 'vitest';
import { analyseFloorPlan, FloorPlanAnalysisError, type FloorPlanAnalysis } from './analyse-floor-plan.ts';
import type { Room } from './model.ts';
import { pointInPolygon } from './outline.ts';
import { PlanCanvas, sampleFlat, trueArea, type TrueRoom } from './test-support.ts';

const SCALE = 50; // px per metre in the drawn sample
const tenMetres = { from: [1 * SCALE, 0] as const, to: [11 * SCALE, 0] as const, metres: 10 };

const roomAt = (rooms: Room[], truth: TrueRoom) => rooms.find((r) => pointInPolygon([(truth.x0 + truth.x1) / 2, (truth.y0 + truth.y1) / 2], r.polygon));

const errorCode = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof FloorPlanAnalysisError ? error.code : `not a FloorPlanAnalysisError: ${String(error)}`;
  }
  return 'no error';
};

describe('analyseFloorPlan on a drawn flat', () => {
  const { canvas, rooms: truth, doors: trueDoors } = sampleFlat(SCALE);
  const analysis: FloorPlanAnalysis = analyseFloorPlan(canvas.image(3), { knownLength: tenMetres });
  const { model } = analysis;

  it('finds exactly the four rooms, the exterior left out even through the entrance and the window', () => {
    expect(model.rooms).toHaveLength(4);
    for (const room of truth) expect(roomAt(model.rooms, room), room.name).toBeDefined();
    expect(model.rooms.map((r) => r.id)).toEqual(['room-1', 'room-2', 'room-3', 'room-4']);
  });

  it('measures each room within 5 % of its true area, with the scale from the known length', () => {
    expect(analysis.scaleSource).toBe('known_length');
    expect(model.metresPerPixel).toBeCloseTo(1 / SCALE, 6);
    for (const room of truth) {
      const found = roomAt(model.rooms, room)!;
      expect(Math.abs(found.area - trueArea(room)) / trueArea(room), `${room.name}: ${found.area} vs ${trueArea(room)}`).toBeLessThan(0.05);
    }
  });

  it('outlines rectangular rooms with four axis-aligned corners, text and furniture lines ignored', () => {
    for (const room of model.rooms) {
      expect(room.polygon, room.name).toHaveLength(4);
      for (let i = 0; i < 4; i++) {
        const [a, b] = [room.polygon[i]!, room.polygon[(i + 1) % 4]!];
        expect(a[0] === b[0] || a[1] === b[1]).toBe(true);
      }
    }
  });

  it('finds a door in each interior gap, about 0.9 m wide and along its wall, and none in the entrance to the outside', () => {
    expect(model.doors).toHaveLength(trueDoors.length);
    for (const [x, y] of trueDoors) {
      const door = model.doors.find((d) => Math.hypot(d.at[0] - x, d.at[1] - y) < 0.15);
      expect(door, `door at ${x}, ${y}`).toBeDefined();
      expect(door!.width).toBeGreaterThan(0.8);
      expect(door!.width).toBeLessThan(1.0);
      expect(door!.angle).toBeCloseTo(x === 6 ? Math.PI / 2 : 0, 6);
      expect(door!.wall).toBeDefined();
    }
  });

  it('finds the 2 m window in the top wall (thin glazing lines across the gap), and no other', () => {
    expect(model.windows).toHaveLength(1);
    const window = model.windows![0]!;
    expect(window.at[0]).toBeCloseTo(3.5, 1);
    expect(window.at[1]).toBeCloseTo(1.1, 1);
    expect(window.width).toBeGreaterThan(1.85);
    expect(window.width).toBeLessThan(2.15);
    expect(window.angle).toBe(0);
  });

  it('vectorises the walls as straight pieces, the exterior thicker than the interior', () => {
    const thicknesses = model.walls.map((w) => w.thickness);
    expect(Math.max(...thicknesses)).toBeCloseTo(0.2, 1);
    expect(Math.min(...thicknesses)).toBeCloseTo(0.12, 1);
    for (const wall of model.walls) expect(wall.a[0] === wall.b[0] || wall.a[1] === wall.b[1]).toBe(true);
    const top = model.walls.filter((w) => w.a[1] === w.b[1] && Math.abs(w.a[1] - 1.1) < 0.02).sort((p, q) => p.a[0] - q.a[0]);
    // The top wall runs corner to corner, broken only by the 2 m window from 2.5 to 4.5 m.
    expect(top).toHaveLength(2);
    expect(top[0]!.a[0]).toBeCloseTo(1.1, 1);
    expect(top[0]!.b[0]).toBeCloseTo(2.5, 1);
    expect(top[1]!.a[0]).toBeCloseTo(4.5, 1);
    expect(top[1]!.b[0]).toBeCloseTo(10.9, 1);
  });

  it('guesses functions and names the rooms in the asked language', () => {
    expect(roomAt(model.rooms, truth[2]!)!.function).toBe('living');
    expect(roomAt(model.rooms, truth[2]!)!.name).toBe('Living room');
    const korean = analyseFloorPlan(canvas.image(1), { knownLength: tenMetres, language: 'ko-KR' }).model;
    expect(roomAt(korean.rooms, truth[2]!)!.name).toBe('거실');
  });

  it('takes a given scale, or estimates it from the wall thickness within 20 %', () => {
    const given = analyseFloorPlan(canvas.image(4), { metresPerPixel: 0.02 });
    expect(given.scaleSource).toBe('metres_per_pixel');
    expect(given.model.width).toBeCloseTo(12, 6);
    const estimated = analyseFloorPlan(canvas.image(1));
    expect(estimated.scaleSource).toBe('wall_thickness');
    expect(Math.abs(estimated.model.metresPerPixel - 0.02) / 0.02).toBeLessThan(0.2);
    expect(estimated.model.rooms).toHaveLength(4);
  });

  it('reads a 1024 px plan (its speed is measured by `npm run bench`, not here)', () => {
    const big = sampleFlat(1024 / 12).canvas.image(3);
    expect(analyseFloorPlan(big, { metresPerPixel: 12 / 1024 }).model.rooms).toHaveLength(4);
  });
});

describe('analyseFloorPlan on other shapes', () => {
  it('reads the same flat from a blurred, grainy scan', () => {
    const { canvas, rooms: truth, doors } = sampleFlat(SCALE);
    const { model } = analyseFloorPlan(canvas.scanned().image(3), { knownLength: tenMetres });
    expect(model.rooms).toHaveLength(4);
    for (const room of truth) {
      const found = roomAt(model.rooms, room)!;
      expect(Math.abs(found.area - trueArea(room)) / trueArea(room), room.name).toBeLessThan(0.05);
      expect(found.polygon, room.name).toHaveLength(4);
    }
    expect(model.doors).toHaveLength(doors.length);
  });

  it('finds the window on the blurred, grainy scan too, and none on a flat drawn without one', () => {
    const scanned = analyseFloorPlan(sampleFlat(SCALE).canvas.scanned().image(1), { knownLength: tenMetres }).model;
    expect(scanned.windows?.map((w) => Math.round(w.width * 10) / 10)).toEqual([2]);
    const plain = new PlanCanvas(400, 300, 50);
    plain.wall(1, 1, 7, 1.2).wall(1, 4.8, 7, 5).wall(1, 1, 1.2, 5).wall(6.8, 1, 7, 5).wall(3.94, 1.2, 4.06, 4.8).opening(3.94, 2.5, 4.06, 3.4);
    expect(analyseFloorPlan(plain.image(1), { metresPerPixel: 0.02 }).model.windows).toEqual([]);
  });

  it('reads transparent paper as white (a PNG exported without a background)', () => {
    const { canvas } = sampleFlat(SCALE);
    const data = new Uint8Array(canvas.width * canvas.height * 4);
    canvas.data.forEach((v, i) => data.set(v === 0 ? [0, 0, 0, 255] : [0, 0, 0, 0], i * 4));
    const { model } = analyseFloorPlan({ width: canvas.width, height: canvas.height, channels: 4, data }, { knownLength: tenMetres });
    expect(model.rooms).toHaveLength(4);
  });

  it('takes the space between a drawing frame and the flat for outside, not a room', () => {
    const { canvas, rooms } = sampleFlat(SCALE);
    canvas.fillRect(8, 8, canvas.width - 8, 20).fillRect(8, canvas.height - 20, canvas.width - 8, canvas.height - 8);
    canvas.fillRect(8, 8, 20, canvas.height - 8).fillRect(canvas.width - 20, 8, canvas.width - 8, canvas.height - 8);
    const { model } = analyseFloorPlan(canvas.image(1), { knownLength: tenMetres });
    expect(model.rooms).toHaveLength(rooms.length);
  });

  it('finds a door set right against a corner, between a free wall end and the wall it faces', () => {
    const c = new PlanCanvas(400, 300, 50);
    c.wall(0.8, 0.8, 7.2, 1).wall(0.8, 4.8, 7.2, 5).wall(0.8, 0.8, 1, 5).wall(7, 0.8, 7.2, 5);
    c.wall(3.94, 1, 4.06, 5).opening(3.94, 1, 4.06, 1.9);
    const { model } = analyseFloorPlan(c.image(1), { metresPerPixel: 0.02 });
    expect(model.rooms).toHaveLength(2);
    expect(model.doors).toHaveLength(1);
    expect(model.doors[0]!.at[0]).toBeCloseTo(4, 1);
    expect(model.doors[0]!.at[1]).toBeCloseTo(1.45, 1);
    expect(model.doors[0]!.width).toBeCloseTo(0.9, 1);
  });

  it('outlines an L-shaped room with six corners and its true area', () => {
    const c = new PlanCanvas(400, 400, 50);
    // Outer L (clear inside): 6 × 3 m plus a 3 × 3 m leg below its left part, walls 0.2 m.
    c.wall(0.8, 0.8, 7.2, 1).wall(0.8, 1, 1, 7.2).wall(1, 7, 4.2, 7.2).wall(4, 4, 4.2, 7.2).wall(4, 4, 7.2, 4.2).wall(7, 0.8, 7.2, 4.2);
    c.text(100, 100, 5);
    const { model } = analyseFloorPlan(c.image(1), { metresPerPixel: 0.02 });
    expect(model.rooms).toHaveLength(1);
    const [room] = model.rooms;
    expect(room!.polygon).toHaveLength(6);
    const truth = 6 * 3 + 3 * 3;
    expect(Math.abs(room!.area - truth) / truth).toBeLessThan(0.05);
  });

  it('reads a slanted wall cutting a corner off a room, at its angle and length', () => {
    const c = new PlanCanvas(400, 400, 50);
    // A 6 × 6 m room (clear 1..7 m) whose bottom-right corner is cut by a wall from (7, 4) to (4, 7).
    c.wall(0.8, 0.8, 7.2, 1).wall(0.8, 1, 1, 7.2).wall(1, 7, 4.1, 7.2).wall(7, 1, 7.2, 4.1);
    c.line(7.1 * 50, 4 * 50, 4 * 50, 7.1 * 50, 8);
    const { model } = analyseFloorPlan(c.image(1), { metresPerPixel: 0.02 });
    const slanted = model.walls.filter((w) => w.a[0] !== w.b[0] && w.a[1] !== w.b[1]);
    expect(slanted).toHaveLength(1);
    const [wall] = slanted;
    const angle = Math.atan2(wall!.b[1] - wall!.a[1], wall!.b[0] - wall!.a[0]);
    expect(Math.abs(Math.sin(angle) * Math.cos(angle))).toBeCloseTo(0.5, 1);
    expect(Math.hypot(wall!.b[0] - wall!.a[0], wall!.b[1] - wall!.a[1])).toBeGreaterThan(3.5);
    expect(wall!.thickness).toBeGreaterThan(0.1);
    expect(wall!.thickness).toBeLessThan(0.3);
    expect(model.rooms).toHaveLength(1);
    const truth = 36 - (3 * 3) / 2;
    expect(Math.abs(model.rooms[0]!.area - truth) / truth).toBeLessThan(0.05);
    expect(model.rooms[0]!.polygon).toHaveLength(5);
  });

  it('refuses a blank page, a page of text only, a tiny, a malformed and a huge image with stable codes', () => {
    const blank = new PlanCanvas(200, 200);
    expect(errorCode(() => analyseFloorPlan(blank.image(1)))).toBe('no_walls_found');
    const textOnly = new PlanCanvas(300, 200).text(20, 20, 12).text(20, 80, 10).dimension(20, 150, 280);
    expect(errorCode(() => analyseFloorPlan(textOnly.image(4)))).toBe('no_walls_found');
    expect(errorCode(() => analyseFloorPlan(new PlanCanvas(40, 300).fillRect(10, 10, 20, 290).image(1)))).toBe('image_too_small');
    expect(errorCode(() => analyseFloorPlan({ width: 100, height: 100, channels: 3, data: new Uint8Array(10) }))).toBe('invalid_image');
    expect(errorCode(() => analyseFloorPlan({ width: 5000, height: 4000, channels: 1, data: new Uint8Array(20_000_000) }))).toBe('image_too_large');
  });

  it('says so when walls enclose no room, and rejects a zero-length scale', () => {
    const open = new PlanCanvas(300, 300).fillRect(20, 100, 280, 110);
    expect(errorCode(() => analyseFloorPlan(open.image(1)))).toBe('no_rooms_found');
    const { canvas } = sampleFlat();
    expect(errorCode(() => analyseFloorPlan(canvas.image(1), { knownLength: { from: [5, 5], to: [5, 5], metres: 3 } }))).toBe('invalid_scale');
  });
});
