/**
 * The 2D presentation plan: a standalone SVG of a FloorPlanModel, drawn in this order — paper,
 * rooms filled by function (light tints of the style's palette so labels read), furniture symbols,
 * walls as solid dark poché, windows (the standard symbol: the opening framed, a glazing line along
 * it), door leaves and swings, room labels (name and area, placed clear of the furniture symbols)
 * with a paper halo, then the title block with the title, the total area, a 0–1–5 m scale bar and, if asked, a north arrow
 * (up = north).
 * Every text is XML-escaped; fonts are a generic sans-serif with CJK fallbacks first in zh-TW/ko-KR.
 */
import type { Language } from '@genie/contracts';
import { catalogLabel } from '../i18n/catalog.ts';
import { roomFunctions, type Door, type FloorPlanModel, type PlanWindow, type Point, type Room, type RoomFunction, type Wall } from './model.ts';
import { pointInPolygon } from './outline.ts';
import { boundsOf, doorSwing, placeFurniture, type Bounds, type PlacedSymbol, type Shape } from './plan-2d-furniture.ts';

export interface Plan2dOptions {
  /** Hex colours of the style (`#rgb` or `#rrggbb`); rooms get light tints of them by function. */
  palette: string[];
  language: Language;
  /** The title block's heading (default: "Floor plan" in the language). */
  title?: string;
  /** Drawing scale in SVG pixels per metre (default 50). */
  pixelsPerMetre?: number;
  /** Draw a north arrow (up = north), off by default since a plan's orientation is rarely known. */
  northArrow?: boolean;
}

const INK = '#262626';
const PAPER = '#ffffff';
const MARGIN = 40;
const TITLE_BLOCK = 96;
const FALLBACK_PALETTE = ['#c9a27e', '#7d9cc4', '#8fbf8a', '#d6a3b1', '#b3a6d6', '#d9c27a'];

const FONTS: Record<Language, string> = {
  'en-US': "'Helvetica Neue', Arial, 'Noto Sans CJK TC', 'Noto Sans CJK KR', sans-serif",
  'zh-TW': "'Noto Sans CJK TC', 'Noto Sans TC', 'PingFang TC', 'Microsoft JhengHei', sans-serif",
  'ko-KR': "'Noto Sans CJK KR', 'Noto Sans KR', 'Apple SD Gothic Neo', 'Malgun Gothic', sans-serif",
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

const num = (n: number) => String(Math.round(n * 100) / 100);

/** "12.4 m²" — the same in every interface language. */
export function formatArea(area: number): string {
  return `${area.toFixed(1)} m²`;
}

function parseHex(hex: string): [number, number, number] | undefined {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return undefined;
  const digits = m[1]!.length === 3 ? [...m[1]!].map((d) => d + d).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (rgb: number[]) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** A function's fill: its palette colour (cycling) mixed with white, lighter on each cycle. */
export function roomFill(fn: RoomFunction, palette: readonly string[]): string {
  const colours = palette.map(parseHex).filter((c) => c !== undefined);
  const usable = colours.length > 0 ? colours : FALLBACK_PALETTE.map((c) => parseHex(c)!);
  const index = Math.max(0, roomFunctions.indexOf(fn));
  const base = usable[index % usable.length]!;
  const white = [0.72, 0.82, 0.62][Math.floor(index / usable.length) % 3]!;
  return toHex(base.map((v) => v + (255 - v) * white));
}

/** Maps model metres to SVG pixels. */
interface Frame {
  x: (m: number) => number;
  y: (m: number) => number;
  ppm: number;
  width: number;
  height: number;
  planBottom: number;
}

function frameFor(model: FloorPlanModel, ppm: number): Frame {
  const points: Point[] = [...model.rooms.flatMap((r) => r.polygon), ...model.walls.flatMap((w) => [w.a, w.b])];
  const b: Bounds = points.length > 0 ? boundsOf(points) : { minX: 0, minY: 0, maxX: model.width, maxY: model.height };
  const pad = Math.max(0, ...model.walls.map((w) => w.thickness));
  const planWidth = (b.maxX - b.minX + 2 * pad) * ppm;
  const planHeight = (b.maxY - b.minY + 2 * pad) * ppm;
  return {
    x: (m) => MARGIN + (m - b.minX + pad) * ppm,
    y: (m) => MARGIN + (m - b.minY + pad) * ppm,
    ppm,
    width: Math.max(planWidth + 2 * MARGIN, 360 + 5 * ppm),
    height: planHeight + 2 * MARGIN + TITLE_BLOCK,
    planBottom: MARGIN + planHeight,
  };
}

const pointsAttr = (points: readonly Point[], f: Frame) => points.map(([x, y]) => `${num(f.x(x))},${num(f.y(y))}`).join(' ');

function roomsSvg(model: FloorPlanModel, f: Frame, palette: readonly string[]): string {
  const polygons = model.rooms.map(
    (r) => `<polygon class="room" data-room="${escapeXml(r.id)}" data-function="${r.function}" fill="${roomFill(r.function, palette)}" points="${pointsAttr(r.polygon, f)}"/>`,
  );
  return `<g class="rooms">${polygons.join('')}</g>`;
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const l2 = dx * dx + dy * dy;
  const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / l2));
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

/** How far to lengthen a wall end so it fills the corner with the wall it meets (0 at a free end). */
function junctionExtension(end: Point, wall: Wall, walls: readonly Wall[]): number {
  const others = walls.filter((w) => w !== wall && distanceToSegment(end, w.a, w.b) <= w.thickness / 2 + 0.02);
  return others.length > 0 ? Math.max(wall.thickness, ...others.map((w) => w.thickness)) / 2 : 0;
}

function wallPolygon(wall: Wall, walls: readonly Wall[]): Point[] {
  const length = Math.hypot(wall.b[0] - wall.a[0], wall.b[1] - wall.a[1]) || 1;
  const u: Point = [(wall.b[0] - wall.a[0]) / length, (wall.b[1] - wall.a[1]) / length];
  const n: Point = [-u[1] * (wall.thickness / 2), u[0] * (wall.thickness / 2)];
  const ea = junctionExtension(wall.a, wall, walls);
  const eb = junctionExtension(wall.b, wall, walls);
  const a: Point = [wall.a[0] - u[0] * ea, wall.a[1] - u[1] * ea];
  const b: Point = [wall.b[0] + u[0] * eb, wall.b[1] + u[1] * eb];
  return [
    [a[0] + n[0], a[1] + n[1]],
    [b[0] + n[0], b[1] + n[1]],
    [b[0] - n[0], b[1] - n[1]],
    [a[0] - n[0], a[1] - n[1]],
  ];
}

function wallsSvg(model: FloorPlanModel, f: Frame): string {
  const polygons = model.walls.map((w) => `<polygon class="wall" points="${pointsAttr(wallPolygon(w, model.walls), f)}"/>`);
  return `<g class="walls" fill="${INK}" stroke="${INK}" stroke-width="0.5">${polygons.join('')}</g>`;
}

/** A door: the leaf standing open at a right angle from the hinge and the quarter arc it sweeps. */
function doorSvg(door: Door, f: Frame): string {
  const { hinge, open, closed } = doorSwing(door);
  const cross = (open[0] - hinge[0]) * (closed[1] - hinge[1]) - (open[1] - hinge[1]) * (closed[0] - hinge[0]);
  const r = num(door.width * f.ppm);
  const p = (pt: Point) => `${num(f.x(pt[0]))} ${num(f.y(pt[1]))}`;
  return (
    `<g class="door"><path class="door-leaf" d="M ${p(hinge)} L ${p(open)}" stroke="${INK}" stroke-width="2"/>` +
    `<path class="door-arc" d="M ${p(open)} A ${r} ${r} 0 0 ${cross > 0 ? 1 : 0} ${p(closed)}" fill="none" stroke="${INK}" stroke-width="0.8" stroke-dasharray="4 3"/></g>`
  );
}

/** The thickness of the wall a window sits in: the one it names, else the nearest, else 0.2 m. */
export function windowWallThickness(window: PlanWindow, walls: readonly Wall[]): number {
  const named = window.wall !== undefined ? walls[window.wall] : undefined;
  if (named && named.thickness > 0) return named.thickness;
  let best = 0.2;
  let bestDistance = Infinity;
  for (const wall of walls) {
    const d = distanceToSegment(window.at, wall.a, wall.b);
    if (d <= wall.thickness / 2 + 0.1 && d < bestDistance && wall.thickness > 0) [best, bestDistance] = [wall.thickness, d];
  }
  return best;
}

/**
 * A window as drawn on plans: the opening cleared to paper across the wall, its two faces as
 * frame lines, and a glazing line along the middle.
 */
function windowSvg(window: PlanWindow, walls: readonly Wall[], f: Frame): string {
  const u: Point = [Math.cos(window.angle), Math.sin(window.angle)];
  const n: Point = [-u[1], u[0]];
  const half = window.width / 2;
  const t = windowWallThickness(window, walls) / 2;
  const at = (s: number, o: number): Point => [window.at[0] + u[0] * s + n[0] * o, window.at[1] + u[1] * s + n[1] * o];
  const line = (o: number, cls: string, width: number) => {
    const [a, b] = [at(-half, o), at(half, o)];
    return `<path class="${cls}" d="M ${num(f.x(a[0]))} ${num(f.y(a[1]))} L ${num(f.x(b[0]))} ${num(f.y(b[1]))}" stroke-width="${width}"/>`;
  };
  return (
    `<g class="window" stroke="${INK}"><polygon class="window-opening" fill="${PAPER}" stroke-width="1" points="${pointsAttr([at(-half, -t), at(half, -t), at(half, t), at(-half, t)], f)}"/>` +
    `${line(0, 'window-glass', 1.2)}</g>`
  );
}

function shapeSvg(shape: Shape, x: number, y: number, f: Frame): string {
  const X = (v: number) => num(f.x(x + v));
  const Y = (v: number) => num(f.y(y + v));
  const s = (v: number) => num(v * f.ppm);
  if (shape.kind === 'rect') return `<rect x="${X(shape.x)}" y="${Y(shape.y)}" width="${s(shape.w)}" height="${s(shape.h)}" rx="${s(shape.r ?? 0)}"/>`;
  if (shape.kind === 'circle') return `<circle cx="${X(shape.cx)}" cy="${Y(shape.cy)}" r="${s(shape.r)}"/>`;
  return `<ellipse cx="${X(shape.cx)}" cy="${Y(shape.cy)}" rx="${s(shape.rx)}" ry="${s(shape.ry)}"/>`;
}

function furnitureSvg(room: Room, placed: PlacedSymbol, f: Frame): string {
  const { symbol, x, y } = placed;
  const bounds = [f.x(x), f.y(y), f.x(x + symbol.w), f.y(y + symbol.h)].map(num).join(' ');
  const shapes = symbol.shapes.map((s) => shapeSvg(s, x, y, f)).join('');
  return `<g class="furniture" data-room="${escapeXml(room.id)}" data-symbol="${symbol.name}" data-bounds="${bounds}" fill="${PAPER}" fill-opacity="0.85" stroke="#5a5a5a" stroke-width="1">${shapes}</g>`;
}

const overlapArea = (a: Bounds, b: Bounds) => Math.max(0, Math.min(a.maxX, b.maxX) - Math.max(a.minX, b.minX)) * Math.max(0, Math.min(a.maxY, b.maxY) - Math.max(a.minY, b.minY));

/**
 * A label spot: the grid point inside the room farthest from its walls (ties: nearest the middle),
 * away from doors and, when `avoid` is given, where the label's box covers as little of those
 * boxes (the room's furniture symbol) as the room allows — none at all wherever it fits.
 */
function labelSpot(room: Room, doors: readonly Door[], ppm: number, avoid: readonly Bounds[] = []): Point {
  const b = boundsOf(room.polygon);
  let best: Point = [(b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2];
  let bestScore = -Infinity;
  let bestCovered = Infinity;
  const steps = avoid.length > 0 ? 24 : 12;
  for (let i = 1; i < steps; i++) {
    for (let j = 1; j < steps; j++) {
      const p: Point = [b.minX + ((b.maxX - b.minX) * i) / steps, b.minY + ((b.maxY - b.minY) * j) / steps];
      if (!pointInPolygon(p, room.polygon)) continue;
      const box = labelBox(room, p, ppm);
      const covered = avoid.reduce((sum, a) => sum + overlapArea(a, box), 0);
      const clearance = Math.min(...room.polygon.map((a, k) => distanceToSegment(p, a, room.polygon[(k + 1) % room.polygon.length]!)));
      const nearDoor = doors.some((d) => Math.hypot(p[0] - d.at[0], p[1] - d.at[1]) < d.width * 1.2);
      const offCentre = Math.hypot(p[0] - (b.minX + b.maxX) / 2, p[1] - (b.minY + b.maxY) / 2);
      const score = clearance * (nearDoor ? 0.3 : 1) - 0.05 * offCentre;
      if (covered < bestCovered - 1e-9 || (Math.abs(covered - bestCovered) <= 1e-9 && score > bestScore)) [best, bestScore, bestCovered] = [p, score, covered];
    }
  }
  return best;
}

/** The box (metres) a placed symbol takes. */
const symbolBounds = (placed: PlacedSymbol): Bounds => ({ minX: placed.x, minY: placed.y, maxX: placed.x + placed.symbol.w, maxY: placed.y + placed.symbol.h });

/**
 * Furniture and labels together: each room's symbol is placed clear of the label's first spot
 * where it fits; where it does not (a small bathroom), the label moves off the symbol instead.
 * `ppm` sizes the labels (SVG pixels per metre of the drawing).
 */
export function layOutFurnitureAndLabels(model: FloorPlanModel, ppm = 50): Array<{ room: Room; label: Point; placed: PlacedSymbol | undefined }> {
  return model.rooms.map((room) => {
    const first = labelSpot(room, model.doors, ppm);
    const placed = placeFurniture(room, model.doors, [labelBox(room, first, ppm)]);
    if (!placed || overlapArea(symbolBounds(placed), labelBox(room, first, ppm)) === 0) return { room, label: first, placed };
    return { room, label: labelSpot(room, model.doors, ppm, [symbolBounds(placed)]), placed };
  });
}

/** The box (metres) the two label lines take around their spot, roughly, from the text lengths. */
function labelBox(room: Room, at: Point, ppm: number): Bounds {
  const width = (text: string, size: number) => [...text].reduce((w, c) => w + (c.charCodeAt(0) > 0x2e80 ? size : size * 0.58), 0);
  const half = (Math.max(width(room.name, 13), width(formatArea(room.area), 11)) / 2 + 6) / ppm;
  return { minX: at[0] - half, maxX: at[0] + half, minY: at[1] - 18 / ppm, maxY: at[1] + 18 / ppm };
}

function labelSvg(room: Room, at: Point, f: Frame): string {
  const [x, y] = [num(f.x(at[0])), f.y(at[1])];
  const halo = `stroke="${PAPER}" stroke-width="3" paint-order="stroke" stroke-linejoin="round"`;
  const box = labelBox(room, at, f.ppm);
  const bounds = [f.x(box.minX), f.y(box.minY), f.x(box.maxX), f.y(box.maxY)].map(num).join(' ');
  return (
    `<g class="room-label" data-room="${escapeXml(room.id)}" data-bounds="${bounds}" text-anchor="middle" fill="${INK}" ${halo}>` +
    `<text class="room-name" x="${x}" y="${num(y - 2)}" font-size="13" font-weight="600">${escapeXml(room.name)}</text>` +
    `<text class="room-area" x="${x}" y="${num(y + 13)}" font-size="11">${escapeXml(formatArea(room.area))}</text></g>`
  );
}

/** A 5 m bar in 1 m cells, alternately inked, labelled 0, 1 and 5 m. */
function scaleBarSvg(x: number, y: number, f: Frame, language: Language): string {
  const cells = [0, 1, 2, 3, 4].map(
    (i) => `<rect x="${num(x + i * f.ppm)}" y="${num(y)}" width="${num(f.ppm)}" height="6" fill="${i % 2 === 0 ? INK : PAPER}" stroke="${INK}" stroke-width="0.8"/>`,
  );
  const tick = (metres: number, text: string) => `<text x="${num(x + metres * f.ppm)}" y="${num(y + 20)}" font-size="10" text-anchor="middle">${text}</text>`;
  const caption = `<text x="${num(x)}" y="${num(y - 6)}" font-size="10">${escapeXml(catalogLabel(language, 'floorPlanLabels', 'scale'))}</text>`;
  return `<g class="scale-bar" fill="${INK}">${caption}${cells.join('')}${tick(0, '0')}${tick(1, '1')}${tick(5, '5 m')}</g>`;
}

function northArrowSvg(x: number, y: number, language: Language): string {
  return (
    `<g class="north-arrow" fill="${INK}"><path d="M ${x} ${y} L ${x + 9} ${y + 26} L ${x} ${y + 20} L ${x - 9} ${y + 26} Z"/>` +
    `<text x="${x}" y="${y + 42}" font-size="12" text-anchor="middle">${escapeXml(catalogLabel(language, 'floorPlanLabels', 'north'))}</text></g>`
  );
}

function titleBlockSvg(model: FloorPlanModel, f: Frame, options: Plan2dOptions): string {
  const top = f.planBottom + MARGIN / 2;
  const title = options.title?.trim() || catalogLabel(options.language, 'floorPlanLabels', 'title');
  const total = model.rooms.reduce((sum, r) => sum + r.area, 0);
  const totalText = `${catalogLabel(options.language, 'floorPlanLabels', 'totalArea')}: ${formatArea(total)}`;
  const arrowRoom = options.northArrow ? 50 : 0;
  const barX = Math.max(MARGIN + 200, f.width - MARGIN - 5 * f.ppm - 10 - arrowRoom);
  const arrow = options.northArrow ? northArrowSvg(f.width - MARGIN - 10, top + 18, options.language) : '';
  return (
    `<g class="title-block"><rect x="${MARGIN / 2}" y="${num(top)}" width="${num(f.width - MARGIN)}" height="${TITLE_BLOCK - 10}" fill="none" stroke="${INK}" stroke-width="1"/>` +
    `<text class="title" x="${MARGIN}" y="${num(top + 32)}" font-size="18" font-weight="700" fill="${INK}">${escapeXml(title)}</text>` +
    `<text class="total-area" x="${MARGIN}" y="${num(top + 56)}" font-size="12" fill="${INK}">${escapeXml(totalText)}</text>` +
    `${scaleBarSvg(barX, top + 36, f, options.language)}${arrow}</g>`
  );
}

/** The presentation plan as a standalone SVG document. */
export function renderPlan2d(model: FloorPlanModel, options: Plan2dOptions): string {
  const f = frameFor(model, options.pixelsPerMetre ?? 50);
  const layout = layOutFurnitureAndLabels(model, f.ppm);
  const furniture = layout.map(({ room, placed }) => (placed ? furnitureSvg(room, placed, f) : '')).join('');
  const labels = layout.map(({ room, label }) => labelSvg(room, label, f)).join('');
  const doors = model.doors.map((d) => doorSvg(d, f)).join('');
  const windows = (model.windows ?? []).map((w) => windowSvg(w, model.walls, f)).join('');
  const [w, h] = [num(f.width), num(f.height)];
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" xml:lang="${options.language}" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="${FONTS[options.language]}">`,
    `<rect class="paper" x="0" y="0" width="${w}" height="${h}" fill="${PAPER}"/>`,
    roomsSvg(model, f, options.palette),
    `<g class="furnishing">${furniture}</g>`,
    wallsSvg(model, f),
    `<g class="windows">${windows}</g>`,
    `<g class="doors">${doors}</g>`,
    `<g class="labels">${labels}</g>`,
    titleBlockSvg(model, f, options),
    `</svg>`,
  ].join('\n');
}
