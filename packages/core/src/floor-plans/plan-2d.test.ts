import { languages } from '@genie/contracts';
import { describe, expect, it } from 'vitest';
import { analyseFloorPlan } from './analyse-floor-plan.ts';
import type { FloorPlanModel, Room } from './model.ts';
import { renderPlan2d, roomFill } from './plan-2d.ts';
import { roomName } from './room-functions.ts';
import { sampleFlat } from './test-support.ts';

const palette = ['#8a6e55', '#3f5d7d', '#a3b18a', '#d4a373'];

/** Tags balance, attributes are quoted, text holds no raw `<` or stray `&`. */
function expectWellFormed(svg: string): void {
  const body = svg.replace(/^<\?xml[^?]*\?>\s*/, '');
  const stack: string[] = [];
  const tags = /<[^>]*>/g;
  let last = 0;
  for (const match of body.matchAll(tags)) {
    const text = body.slice(last, match.index);
    expect(text, 'text between tags').not.toMatch(/<|&(?!(amp|lt|gt|quot|apos|#\d+);)/);
    last = match.index + match[0].length;
    const tag = match[0];
    expect(tag, 'tag syntax').toMatch(/^<\/?[\w:-]+(\s+[\w:-]+="[^"<]*")*\s*\/?>$/);
    const name = /^<\/?([\w:-]+)/.exec(tag)![1]!;
    if (tag.startsWith('</')) expect(stack.pop(), `closing ${name}`).toBe(name);
    else if (!tag.endsWith('/>')) stack.push(name);
  }
  expect(stack).toEqual([]);
  expect(body.slice(last).trim()).toBe('');
}

const square = (x: number, y: number, w: number, h: number): Room['polygon'] => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
];

/** A hand-made two-room flat: a 5 × 4 m living room and a 3 × 4 m bedroom, one door between. */
const handModel: FloorPlanModel = {
  width: 9,
  height: 5,
  metresPerPixel: 0.01,
  walls: [
    { a: [0.4, 0.4], b: [8.6, 0.4], thickness: 0.2 },
    { a: [0.4, 4.6], b: [8.6, 4.6], thickness: 0.2 },
    { a: [0.4, 0.4], b: [0.4, 4.6], thickness: 0.2 },
    { a: [8.6, 0.4], b: [8.6, 4.6], thickness: 0.2 },
    { a: [5.5, 0.4], b: [5.5, 2.0], thickness: 0.12 },
    { a: [5.5, 2.9], b: [5.5, 4.6], thickness: 0.12 },
  ],
  rooms: [
    { id: 'room-1', name: 'Living room', function: 'living', polygon: square(0.5, 0.5, 4.94, 4), area: 19.76 },
    { id: 'room-2', name: 'Bedroom', function: 'bedroom', polygon: square(5.56, 0.5, 2.94, 4), area: 11.76 },
  ],
  doors: [{ at: [5.5, 2.45], width: 0.9, angle: Math.PI / 2, wall: 4 }],
};

const count = (svg: string, pattern: RegExp) => [...svg.matchAll(pattern)].length;

describe('renderPlan2d', () => {
  it('fills each room once, with a light tint that differs by function', () => {
    const svg = renderPlan2d(handModel, { palette, language: 'en-US' });
    expect(count(svg, /<polygon class="room" /g)).toBe(2);
    const living = roomFill('living', palette);
    const bedroom = roomFill('bedroom', palette);
    expect(living).not.toBe(bedroom);
    expect(svg).toContain(`data-room="room-1" data-function="living" fill="${living}"`);
    for (const fill of [living, bedroom]) {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(fill.slice(i, i + 2), 16) / 255);
      expect(0.2126 * r! + 0.7152 * g! + 0.0722 * b!, fill).toBeGreaterThan(0.6);
    }
    expectWellFormed(svg);
  });

  it('labels every room with its name and area in each language', () => {
    for (const language of languages) {
      const model = { ...handModel, rooms: handModel.rooms.map((r) => ({ ...r, name: roomName(r.function, language) })) };
      const svg = renderPlan2d(model, { palette, language });
      expect(svg).toContain(`>${roomName('living', language)}</text>`);
      expect(svg).toContain(`>${roomName('bedroom', language)}</text>`);
      expect(svg).toContain('>19.8 m²</text>');
      expect(svg).toContain('>11.8 m²</text>');
      expect(svg).toContain(language === 'en-US' ? 'Total floor area: 31.5 m²' : language === 'zh-TW' ? '室內總面積: 31.5 m²' : '총 바닥 면적: 31.5 m²');
      if (language !== 'en-US') expect(svg).toMatch(new RegExp(`font-family="'Noto Sans CJK ${language === 'zh-TW' ? 'TC' : 'KR'}'`));
      expectWellFormed(svg);
    }
  });

  it('draws walls as dark poché, a swing per door, a 0–1–5 m scale bar and an optional north arrow', () => {
    const svg = renderPlan2d(handModel, { palette, language: 'zh-TW', pixelsPerMetre: 40, northArrow: true });
    expect(count(svg, /<polygon class="wall" /g)).toBe(6);
    expect(svg).toContain('<g class="walls" fill="#262626"');
    expect(count(svg, /class="door-arc" d="M [\d.]+ [\d.]+ A 36 36 /g)).toBe(1);
    expect(count(svg, /class="door-leaf"/g)).toBe(1);
    expect(svg).toContain('class="scale-bar"');
    expect(count(svg, /<rect x="[\d.]+" y="[\d.]+" width="40" height="6"/g)).toBe(5);
    expect(svg).toContain('>5 m</text>');
    expect(svg).toContain('class="north-arrow"');
    expect(renderPlan2d(handModel, { palette, language: 'en-US' })).not.toContain('north-arrow');
  });

  it('furnishes rooms by function inside the room and off the door', () => {
    const svg = renderPlan2d(handModel, { palette, language: 'en-US', pixelsPerMetre: 50 });
    const groups = [...svg.matchAll(/<g class="furniture" data-room="([^"]+)" data-symbol="([^"]+)" data-bounds="([^"]+)"/g)];
    expect(groups.map((g) => [g[1], g[2]])).toEqual([
      ['room-1', 'sofa'],
      ['room-2', 'bed'],
    ]);
    // Frame: the drawing starts 40 px in, plus one exterior wall thickness; metres × 50.
    const px = (m: number, origin: number) => 40 + (m - origin + 0.2) * 50;
    for (const [, roomId, , bounds] of groups) {
      const room = handModel.rooms.find((r) => r.id === roomId)!;
      const [x0, y0, x1, y1] = bounds!.split(' ').map(Number);
      const xs = room.polygon.map((p) => px(p[0], 0.4));
      const ys = room.polygon.map((p) => px(p[1], 0.4));
      expect(x0).toBeGreaterThanOrEqual(Math.min(...xs));
      expect(x1).toBeLessThanOrEqual(Math.max(...xs));
      expect(y0).toBeGreaterThanOrEqual(Math.min(...ys));
      expect(y1).toBeLessThanOrEqual(Math.max(...ys));
      // The door at x = 5.5 m swings into the living room (to the left): its square and a landing.
      const [dx0, dx1, dy0, dy1] = [px(4.6, 0.4), px(6.0, 0.4), px(2.0, 0.4), px(2.9, 0.4)];
      const overDoor = x0! < dx1 && x1! > dx0 && y0! < dy1 && y1! > dy0;
      expect(overDoor, `${roomId} furniture over the door`).toBe(false);
    }
  });

  it('escapes the title and names', () => {
    const model = { ...handModel, rooms: [{ ...handModel.rooms[0]!, name: 'Tom & Jerry <den>' }] };
    const svg = renderPlan2d(model, { palette, language: 'en-US', title: 'Flat "A" & <B>' });
    expect(svg).toContain('Flat &quot;A&quot; &amp; &lt;B&gt;');
    expect(svg).toContain('Tom &amp; Jerry &lt;den&gt;');
    expect(svg).not.toContain('<den>');
    expectWellFormed(svg);
  });

  it('presents an analysed plan: a fill and a label per room, a swing per door found', () => {
    const { canvas } = sampleFlat(50);
    const { model } = analyseFloorPlan(canvas.image(1), { metresPerPixel: 0.02, language: 'ko-KR' });
    const svg = renderPlan2d(model, { palette: [], language: 'ko-KR', title: '샘플 아파트' });
    expect(count(svg, /<polygon class="room" /g)).toBe(model.rooms.length);
    expect(count(svg, /class="room-area"/g)).toBe(model.rooms.length);
    expect(count(svg, /class="door-arc"/g)).toBe(model.doors.length);
    expect(model.doors.length).toBe(4);
    expect(svg).toContain('>거실</text>');
    expect(svg).toContain('>샘플 아파트</text>');
    expectWellFormed(svg);
  });

  it('draws each window with the window symbol in its wall: the opening cleared and a glazing line along it', () => {
    const { canvas } = sampleFlat(50);
    const { model } = analyseFloorPlan(canvas.image(1), { metresPerPixel: 0.02 });
    expect(model.windows).toHaveLength(1);
    const svg = renderPlan2d(model, { palette, language: 'en-US', pixelsPerMetre: 50 });
    expect(count(svg, /<g class="window"/g)).toBe(1);
    const glass = /class="window-glass" d="M ([\d.]+) ([\d.]+) L ([\d.]+) ([\d.]+)"/.exec(svg)!;
    const [x0, y0, x1, y1] = glass.slice(1).map(Number);
    expect(y0).toBe(y1);
    expect(x1! - x0!).toBeCloseTo(100, -1); // 2 m at 50 px/m
    // Drawn over the walls, so the wall poché does not hide it.
    expect(svg.indexOf('<g class="windows">')).toBeGreaterThan(svg.indexOf('<g class="walls"'));
    expectWellFormed(svg);
  });

  it('keeps every room label off the furniture symbols, even in a small bathroom next to the WC', () => {
    const sq = (x: number, y: number, w: number, h: number): Room['polygon'] => square(x, y, w, h);
    const small: FloorPlanModel = {
      width: 6,
      height: 4,
      metresPerPixel: 0.01,
      walls: [
        { a: [0, 0], b: [5, 0], thickness: 0.2 },
        { a: [5, 0], b: [5, 2], thickness: 0.2 },
        { a: [5, 2], b: [0, 2], thickness: 0.2 },
        { a: [0, 2], b: [0, 0], thickness: 0.2 },
        { a: [1.6, 0], b: [1.6, 2], thickness: 0.12 },
      ],
      rooms: [
        { id: 'room-1', name: 'Bathroom', function: 'bathroom', polygon: sq(0.1, 0.1, 1.44, 1.8), area: 2.6 },
        { id: 'room-2', name: 'Bedroom', function: 'bedroom', polygon: sq(1.66, 0.1, 3.24, 1.8), area: 5.8 },
      ],
      doors: [{ at: [1.6, 1.4], width: 0.7, angle: Math.PI / 2, wall: 4 }],
      windows: [{ at: [3.3, 0], width: 1.2, angle: 0, wall: 0 }],
    };
    const { canvas } = sampleFlat(50);
    const analysed = analyseFloorPlan(canvas.image(1), { metresPerPixel: 0.02 }).model;
    analysed.rooms[1] = { ...analysed.rooms[1]!, function: 'bathroom', name: 'WC' };
    for (const model of [small, analysed, handModel]) {
      const svg = renderPlan2d(model, { palette, language: 'en-US' });
      const boxes = (cls: string) =>
        [...svg.matchAll(new RegExp(`<g class="${cls}" data-room="([^"]+)"[^>]*? data-bounds="([^"]+)"`, 'g'))].map((m) => ({ room: m[1]!, box: m[2]!.split(' ').map(Number) }));
      const symbols = boxes('furniture');
      const labels = boxes('room-label');
      expect(labels).toHaveLength(model.rooms.length);
      expect(symbols.some((s) => s.room === model.rooms.find((r) => r.function === 'bathroom')?.id) || model === handModel).toBe(true);
      for (const label of labels) {
        for (const symbol of symbols) {
          const [a, b] = [label.box, symbol.box];
          const overlap = a[0]! < b[2]! && b[0]! < a[2]! && a[1]! < b[3]! && b[1]! < a[3]!;
          expect(overlap, `label of ${label.room} over the ${symbol.room} symbol`).toBe(false);
        }
      }
    }
  });
});

