import type { SpaceName } from '@genie/contracts';
import type { SeededRandom } from '@genie/core';
import { patternDef } from './patterns.ts';
import type { StyleLook } from './style-look.ts';
import {
  CANVAS_HEIGHT as H,
  CANVAS_WIDTH as W,
  circle,
  ellipse,
  line,
  linearGradient,
  mix,
  path,
  polygon,
  rect,
  shade,
  svgDocument,
  tint,
  type Framing,
} from './svg.ts';

/** The room layouts the demo library can draw. */
export type RoomKind =
  | 'living'
  | 'bedroom'
  | 'dining'
  | 'kitchen'
  | 'bathroom'
  | 'study'
  | 'kids'
  | 'cafe'
  | 'restaurant'
  | 'store'
  | 'lobby'
  | 'office'
  | 'exhibition';

export const roomKindBySpace: Partial<Record<SpaceName, RoomKind>> = {
  living_room: 'living',
  family_room: 'living',
  open_kitchen_living_room: 'living',
  sunroom: 'living',
  bedroom: 'bedroom',
  guest_bedroom: 'bedroom',
  hotel_room: 'bedroom',
  dining_room: 'dining',
  formal_dining_room: 'dining',
  kitchen: 'kitchen',
  home_bar: 'kitchen',
  bathroom: 'bathroom',
  hotel_bathroom: 'bathroom',
  home_spa: 'bathroom',
  study_room: 'study',
  home_office: 'study',
  library: 'study',
  kids_room: 'kids',
  coffee_shop: 'cafe',
  restaurant: 'restaurant',
  clothing_store: 'store',
  hotel_lobby: 'lobby',
  office: 'office',
  meeting_room: 'office',
  coworking_space: 'office',
  exhibition_space: 'exhibition',
};

interface Room {
  look: StyleLook;
  random: SeededRandom;
  /** Back wall: left, top, right, bottom. */
  bx0: number;
  by0: number;
  bx1: number;
  by1: number;
  defs: string[];
  parts: string[];
  extras: RoomExtras;
}

const between = (random: SeededRandom, a: number, b: number) => a + (b - a) * random.next();
/** Items further forward are drawn larger. */
const depthScale = (room: Room, y: number) => 1 + ((y - room.by1) / (H - room.by1)) * 0.9;

/**
 * What a caller may ask of a room beyond its style (the studio's prompts: "two armchairs", "plants",
 * "a floor lamp"). Without extras a room is drawn exactly as before, so the demo library does not change.
 */
export interface RoomExtras {
  /** Living rooms and lobbies: armchairs beside the sofa (0–4). */
  armchairs?: number;
  /** Standing lamps beside the seating (0–2). */
  floorLamps?: number;
  /** A bookcase against the back wall. */
  shelves?: boolean;
  /** Potted plants (0–6), overriding the style's own count. */
  plants?: number;
  /** The rug's ground colour. */
  rug?: string;
  /** Sofa and table shifted sideways by this share of the wall (-1..1), for varied compositions. */
  shift?: number;
}

/** A simple one-point-perspective room in the style, as an SVG document. */
export function drawRoom(
  look: StyleLook,
  kind: RoomKind,
  random: SeededRandom,
  width: number,
  height: number,
  framing?: Framing,
  extras: RoomExtras = {},
): string {
  const { room } = buildRoom(look, kind, random, extras);
  return svgDocument(width, height, room.defs.join(''), room.parts.join(''), framing);
}

/**
 * The same room as two SVG documents: the shell (walls, floor, window, rug, wall decor, lights) and what
 * stands in it (furniture, plants) on a transparent ground, so a renderer can lay a soft shadow between them.
 */
export function drawRoomLayers(
  look: StyleLook,
  kind: RoomKind,
  random: SeededRandom,
  width: number,
  height: number,
  framing?: Framing,
  extras: RoomExtras = {},
): { shell: string; standing: string } {
  const { room, furnitureFrom } = buildRoom(look, kind, random, extras);
  const defs = room.defs.join('');
  return {
    shell: svgDocument(width, height, defs, room.parts.slice(0, furnitureFrom).join(''), framing),
    standing: svgDocument(width, height, defs, room.parts.slice(furnitureFrom).join(''), framing),
  };
}

function buildRoom(look: StyleLook, kind: RoomKind, random: SeededRandom, extras: RoomExtras): { room: Room; furnitureFrom: number } {
  const room: Room = {
    look,
    random,
    bx0: 190 + between(random, -50, 50),
    bx1: 770 + between(random, -50, 50),
    by0: 105 + between(random, -20, 20),
    by1: 430 + between(random, -25, 30),
    defs: [],
    parts: [],
    extras,
  };
  drawShell(room);
  drawWindow(room, kind);
  drawWallDecor(room, kind);
  if (extras.shelves && kind !== 'study' && kind !== 'office') bookshelf(room, room.bx1 - 150, room.by1 - 2, 130, (room.by1 - room.by0) * 0.72);
  drawLighting(room, kind);
  if (kind !== 'bathroom' && kind !== 'kitchen' && kind !== 'exhibition') drawRug(room, kind);
  const furnitureFrom = room.parts.length;
  furnish(room, kind);
  drawExtras(room, kind);
  drawPlants(room);
  drawSignatures(room, kind);
  return { room, furnitureFrom };
}

/** Armchairs and floor lamps asked for through `RoomExtras`. */
function drawExtras(room: Room, kind: RoomKind): void {
  const { bx0, bx1, by1 } = room;
  const armchairs = Math.max(0, Math.min(4, room.extras.armchairs ?? 0));
  const spots: [number, number][] = [
    [bx1 + 40, H - 50],
    [bx0 - 30, H - 50],
    [bx1 - 40, by1 + 120],
    [bx0 + 40, by1 + 120],
  ];
  if (kind === 'living' || kind === 'lobby' || kind === 'bedroom' || kind === 'study') {
    for (let i = 0; i < armchairs; i++) {
      const [x, y] = spots[i] as [number, number];
      armchair(room, x, y);
    }
  }
  const lamps = Math.max(0, Math.min(2, room.extras.floorLamps ?? 0));
  for (let i = 0; i < lamps; i++) floorLamp(room, i === 0 ? bx0 + 50 : bx1 - 50, by1 + 40);
}

function armchair(room: Room, cx: number, baseY: number): void {
  const { look } = room;
  const s = depthScale(room, baseY);
  const w = 120 * s;
  const h = (look.low ? 70 : 90) * s;
  const legH = (look.low ? 4 : 14) * s;
  const rx = look.curvy ? h * 0.35 : 6;
  const body = look.upholstery;
  const x0 = cx - w / 2;
  legs(room, x0 + 6, x0 + w - 6, baseY - legH, baseY);
  room.parts.push(rect(x0 + w * 0.08, baseY - legH - h, w * 0.84, h * 0.65, { fill: shade(body, 0.12), rx }));
  room.parts.push(rect(x0, baseY - legH - h * 0.45, w, h * 0.45, { fill: body, rx: rx * 0.6 }));
  room.parts.push(rect(x0 - 4 * s, baseY - legH - h * 0.7, w * 0.16, h * 0.7, { fill: shade(body, 0.06), rx }));
  room.parts.push(rect(x0 + w * 0.84 + 4 * s, baseY - legH - h * 0.7, w * 0.16, h * 0.7, { fill: shade(body, 0.06), rx }));
  room.parts.push(rect(cx - w * 0.18, baseY - legH - h * 0.78, w * 0.36, h * 0.34, { fill: look.accent, rx: look.curvy ? 10 : 4 }));
}

function floorLamp(room: Room, x: number, baseY: number): void {
  const { look } = room;
  const s = depthScale(room, baseY);
  const metal = look.materials.includes('brass') || look.materials.includes('gold_leaf') ? '#c5a253' : look.dark;
  const top = baseY - 210 * s;
  room.parts.push(ellipse(x, baseY - 2, 18 * s, 5 * s, { fill: metal }));
  room.parts.push(rect(x - 2 * s, top, 4 * s, baseY - top, { fill: metal }));
  const shadeColour = tint(look.palette[1] as string, 0.4);
  if (look.curvy) room.parts.push(ellipse(x, top, 28 * s, 22 * s, { fill: shadeColour }));
  else room.parts.push(polygon([[x - 20 * s, top - 30 * s], [x + 20 * s, top - 30 * s], [x + 32 * s, top + 10 * s], [x - 32 * s, top + 10 * s]], { fill: shadeColour }));
  room.parts.push(ellipse(x, top + 14 * s, 22 * s, 5 * s, { fill: '#fff3c4', opacity: 0.8 }));
}

function drawShell(room: Room): void {
  const { look, bx0, bx1, by0, by1 } = room;
  const wallPatterned = look.pieces.has('bold_wallpaper') || (look.clutter === 2 && look.pattern !== 'plain');
  room.defs.push(linearGradient('ceiling', [[0, tint(look.wall, 0.35)], [1, look.wall]]));
  room.parts.push(polygon([[0, 0], [W, 0], [bx1, by0], [bx0, by0]], { fill: 'url(#ceiling)' }));
  room.parts.push(polygon([[0, 0], [bx0, by0], [bx0, by1], [0, H]], { fill: shade(look.wall, 0.1) }));
  room.parts.push(polygon([[W, 0], [W, H], [bx1, by1], [bx1, by0]], { fill: shade(look.wall, 0.16) }));
  room.parts.push(rect(bx0, by0, bx1 - bx0, by1 - by0, { fill: look.wall }));
  if (wallPatterned) {
    room.defs.push(patternDef('wallpaper', look, look.wall, mix(look.wall, look.accent, 0.45), 1.4));
    room.parts.push(rect(bx0, by0, bx1 - bx0, by1 - by0, { fill: 'url(#wallpaper)', opacity: 0.85 }));
  }
  if (look.ornate) {
    // Crown moulding and wall panels.
    room.parts.push(rect(bx0, by0, bx1 - bx0, 10, { fill: tint(look.wall, 0.5) }));
    const panels = 4;
    const pw = (bx1 - bx0) / panels;
    for (let i = 0; i < panels; i++) {
      room.parts.push(rect(bx0 + i * pw + 12, by1 - 110, pw - 24, 90, { fill: 'none', stroke: shade(look.wall, 0.15), 'stroke-width': 3 }));
    }
  }
  // Floor.
  room.parts.push(polygon([[0, H], [W, H], [bx1, by1], [bx0, by1]], { fill: look.floor }));
  const lineColour = shade(look.floor, look.floorKind === 'concrete' ? 0.08 : 0.22);
  if (look.floorKind === 'planks' || look.floorKind === 'tiles' || look.floorKind === 'tatami') {
    const n = look.floorKind === 'planks' ? 14 : look.floorKind === 'tatami' ? 4 : 8;
    for (let i = 0; i <= n; i++) {
      room.parts.push(line(bx0 + ((bx1 - bx0) * i) / n, by1, (W * i) / n, H, { stroke: lineColour, 'stroke-width': 2 }));
    }
  }
  if (look.floorKind === 'tiles' || look.floorKind === 'tatami') {
    const rows = look.floorKind === 'tatami' ? 3 : 6;
    for (let j = 1; j < rows; j++) {
      const t = (j / rows) ** 1.6;
      const y = by1 + (H - by1) * t;
      room.parts.push(line(bx0 * (1 - t), y, bx1 + (W - bx1) * t, y, { stroke: lineColour, 'stroke-width': look.floorKind === 'tatami' ? 5 : 2 }));
    }
  }
  if (look.floorKind === 'concrete') {
    for (let i = 0; i < 40; i++) {
      room.parts.push(circle(between(room.random, 0, W), between(room.random, by1 + 10, H), between(room.random, 1, 3), { fill: lineColour, opacity: 0.5 }));
    }
  }
  // Skirting.
  room.parts.push(rect(bx0, by1 - 8, bx1 - bx0, 8, { fill: shade(look.wall, 0.2) }));
  if (look.beams) {
    for (let i = 1; i <= 4; i++) {
      const x = bx0 + ((bx1 - bx0) * i) / 5;
      room.parts.push(polygon([[x - 8, by0], [x + 8, by0], [(W * i) / 5 + 26, 0], [(W * i) / 5 - 26, 0]], { fill: look.wood }));
    }
  }
  if (look.ducts) {
    room.parts.push(rect(0, by0 * 0.35, W, 22, { fill: '#8a8d90', opacity: 0.9 }));
    room.parts.push(rect(0, by0 * 0.35 + 24, W, 6, { fill: '#5e6164' }));
  }
}

function drawWindow(room: Room, kind: RoomKind): void {
  if (kind === 'exhibition') return;
  const { look, bx0, bx1, by0, by1 } = room;
  const onLeft = room.random.next() < 0.5;
  const ww = (bx1 - bx0) * (look.window === 'grid' ? 0.34 : 0.24);
  const wx = onLeft ? bx0 + (bx1 - bx0) * 0.08 : bx1 - (bx1 - bx0) * 0.08 - ww;
  const wy = by0 + (by1 - by0) * 0.14;
  const wh = (by1 - by0) * (look.window === 'grid' ? 0.7 : 0.56);
  const frame = look.window === 'grid' ? '#2b2b2b' : look.window === 'lattice' ? look.wood : tint(look.wall, 0.6);
  room.defs.push(linearGradient('sky', [[0, '#a9cbe3'], [1, '#e3eef3']]));
  const glass = look.window === 'lattice' ? tint(look.palette[0] as string, 0.5) : 'url(#sky)';
  const stroke = { stroke: frame, 'stroke-width': 8 };
  switch (look.window) {
    case 'round': {
      const r = Math.min(ww, wh) / 2;
      room.parts.push(circle(wx + ww / 2, wy + wh / 2, r, { fill: glass, ...stroke }));
      room.parts.push(line(wx + ww / 2 - r, wy + wh / 2, wx + ww / 2 + r, wy + wh / 2, { stroke: frame, 'stroke-width': 3 }));
      return;
    }
    case 'arch':
    case 'horseshoe': {
      const r = ww / 2;
      const lift = look.window === 'horseshoe' ? r * 0.35 : 0;
      const d = `M${wx} ${wy + wh} L${wx} ${wy + r} A${r + lift} ${r + lift} 0 1 1 ${wx + ww} ${wy + r} L${wx + ww} ${wy + wh} Z`;
      room.parts.push(path(d, { fill: glass, ...stroke }));
      room.parts.push(line(wx + ww / 2, wy, wx + ww / 2, wy + wh, { stroke: frame, 'stroke-width': 4 }));
      return;
    }
    default: {
      room.parts.push(rect(wx, wy, ww, wh, { fill: glass, ...stroke }));
      const cols = look.window === 'grid' ? 4 : look.window === 'lattice' ? 5 : 2;
      const rows = look.window === 'grid' ? 5 : look.window === 'lattice' ? 7 : 2;
      for (let i = 1; i < cols; i++) room.parts.push(line(wx + (ww * i) / cols, wy, wx + (ww * i) / cols, wy + wh, { stroke: frame, 'stroke-width': 3 }));
      for (let j = 1; j < rows; j++) room.parts.push(line(wx, wy + (wh * j) / rows, wx + ww, wy + (wh * j) / rows, { stroke: frame, 'stroke-width': 3 }));
      if (look.window === 'rect' && look.clutter > 0) {
        // Curtains.
        room.parts.push(rect(wx - 22, wy - 16, 26, wh + 40, { fill: look.upholstery, opacity: 0.9 }));
        room.parts.push(rect(wx + ww - 4, wy - 16, 26, wh + 40, { fill: look.upholstery, opacity: 0.9 }));
      }
    }
  }
}

function frameArt(room: Room, x: number, y: number, w: number, h: number, fill: string): void {
  const { look } = room;
  const frameColour = look.ornate ? '#c9a227' : look.dark;
  room.parts.push(rect(x - 5, y - 5, w + 10, h + 10, { fill: frameColour, rx: look.curvy ? 6 : 0 }));
  room.parts.push(rect(x, y, w, h, { fill }));
  // An abstract composition in the style's colours.
  room.parts.push(circle(x + w * 0.35, y + h * 0.45, Math.min(w, h) * 0.22, { fill: look.accent, opacity: 0.85 }));
  room.parts.push(rect(x + w * 0.5, y + h * 0.2, w * 0.35, h * 0.6, { fill: look.accent2, opacity: 0.7 }));
}

function drawWallDecor(room: Room, kind: RoomKind): void {
  const { look, bx0, bx1, by0, by1, random } = room;
  const cx = (bx0 + bx1) / 2 + between(random, -30, 30);
  const top = by0 + (by1 - by0) * 0.18;
  const p = look.pieces;
  if (kind === 'exhibition') {
    const n = 3;
    const pw = (bx1 - bx0) / (n + 1);
    for (let i = 0; i < n; i++) {
      room.defs.push(patternDef(`panel${i}`, look, look.palette[i % look.palette.length] as string, look.accent, 0.8 + i * 0.3));
      frameArt(room, bx0 + pw * (i + 0.5), top, pw * 0.8, (by1 - by0) * 0.4, `url(#panel${i})`);
    }
    return;
  }
  if (p.has('living_wall')) {
    room.parts.push(rect(bx0 + 20, by0 + 20, (bx1 - bx0) * 0.35, by1 - by0 - 40, { fill: '#3f6b3a' }));
    for (let i = 0; i < 60; i++) {
      room.parts.push(circle(bx0 + 30 + between(random, 0, (bx1 - bx0) * 0.33), by0 + 30 + between(random, 0, by1 - by0 - 60), between(random, 6, 14), { fill: i % 3 ? '#5c9a4f' : '#86b86a' }));
    }
  }
  if (p.has('gallery_wall')) {
    for (let i = 0; i < 6; i++) {
      const fw = between(random, 40, 80);
      const fh = between(random, 40, 90);
      frameArt(room, cx - 170 + (i % 3) * 110 + between(random, -8, 8), top - 10 + Math.floor(i / 3) * 95, fw, fh, look.palette[i % 3] as string);
    }
  } else if (p.has('sunburst_mirror')) {
    for (let i = 0; i < 24; i++) {
      const a = (i / 24) * Math.PI * 2;
      room.parts.push(line(cx + Math.cos(a) * 30, top + 60 + Math.sin(a) * 30, cx + Math.cos(a) * 70, top + 60 + Math.sin(a) * 70, { stroke: '#d4af37', 'stroke-width': 4 }));
    }
    room.parts.push(circle(cx, top + 60, 30, { fill: '#dfe7ea', stroke: '#d4af37', 'stroke-width': 5 }));
  } else if (p.has('gilded_mirror') || p.has('mirrored_furniture')) {
    room.parts.push(ellipse(cx, top + 60, 55, 75, { fill: '#dfe7ea', stroke: '#c9a227', 'stroke-width': 12 }));
  } else if (p.has('ink_painting')) {
    room.parts.push(rect(cx - 35, top - 20, 70, 170, { fill: '#f3eee2', stroke: look.wood, 'stroke-width': 6 }));
    room.parts.push(path(`M${cx - 25} ${top + 110} Q${cx - 5} ${top + 20} ${cx + 25} ${top + 90}`, { fill: 'none', stroke: '#2b2b2b', 'stroke-width': 4 }));
  } else if (p.has('macrame_wall_hanging')) {
    room.parts.push(line(cx - 50, top, cx + 50, top, { stroke: look.wood, 'stroke-width': 6 }));
    for (let i = 0; i < 11; i++) room.parts.push(line(cx - 50 + i * 10, top, cx - 20 + i * 4, top + 120 - Math.abs(5 - i) * 10, { stroke: '#efe3cf', 'stroke-width': 3 }));
  } else if (p.has('arched_niche')) {
    for (const dx of [-90, 90]) {
      room.parts.push(path(`M${cx + dx - 30} ${top + 130} L${cx + dx - 30} ${top + 30} A30 30 0 0 1 ${cx + dx + 30} ${top + 30} L${cx + dx + 30} ${top + 130} Z`, { fill: shade(look.wall, 0.12) }));
      room.parts.push(ellipse(cx + dx, top + 110, 12, 20, { fill: look.accent }));
    }
  } else if (look.clutter > 0 || kind === 'lobby') {
    const aw = look.clutter === 0 ? 90 : 130;
    frameArt(room, cx - aw / 2, top, aw, aw * 0.7, look.palette[1] as string);
  }
  if (p.has('bold_wallpaper') || p.has('chalkboard_wall')) {
    if (p.has('chalkboard_wall')) room.parts.push(rect(bx1 - 150, by0 + 60, 110, 90, { fill: '#2f3b36', stroke: look.wood, 'stroke-width': 5 }));
  }
  if (p.has('folding_screen') || p.has('shoji_screen') || p.has('lattice_screen') || p.has('mashrabiya_screen') || p.has('lattice_door')) {
    const sx = bx1 - 170;
    for (let i = 0; i < 4; i++) {
      room.parts.push(rect(sx + i * 38, by1 - 230, 36, 225, { fill: p.has('shoji_screen') || p.has('lattice_door') ? '#f3ecdc' : look.accent2, stroke: look.wood, 'stroke-width': 4 }));
      for (let j = 1; j < 6; j++) room.parts.push(line(sx + i * 38, by1 - 230 + j * 37, sx + i * 38 + 36, by1 - 230 + j * 37, { stroke: look.wood, 'stroke-width': 2 }));
    }
  }
}

function drawLamp(room: Room, x: number, drop: number, size: number): void {
  const { look } = room;
  const y = room.by0 * 0.5 + drop;
  room.parts.push(line(x, 0, x, y, { stroke: look.dark, 'stroke-width': 2 }));
  const metal = look.materials.includes('brass') || look.materials.includes('gold_leaf') ? '#c5a253' : look.dark;
  switch (look.lamp) {
    case 'globe':
      room.parts.push(circle(x, y + size * 0.6, size * 0.6, { fill: '#fbf6e6', stroke: metal, 'stroke-width': 2 }));
      break;
    case 'linear':
      room.parts.push(rect(x - size * 2, y, size * 4, size * 0.25, { fill: look.dark }));
      room.parts.push(rect(x - size * 2, y + size * 0.25, size * 4, 4, { fill: '#fff7d6' }));
      break;
    case 'chandelier':
      for (let i = -2; i <= 2; i++) {
        room.parts.push(path(`M${x} ${y} Q${x + i * size * 0.4} ${y + size * 0.9} ${x + i * size * 0.55} ${y + size * 0.5}`, { fill: 'none', stroke: metal, 'stroke-width': 3 }));
        room.parts.push(ellipse(x + i * size * 0.55, y + size * 0.45, 4, 8, { fill: '#fff3c4' }));
        room.parts.push(circle(x + i * size * 0.4, y + size * 0.95, 3, { fill: '#eef3f6' }));
      }
      break;
    case 'lantern':
      room.parts.push(rect(x - size * 0.35, y, size * 0.7, size * 1.1, { fill: '#f6e7c1', stroke: metal, 'stroke-width': 3, rx: look.curvy ? size * 0.3 : 2 }));
      room.parts.push(line(x - size * 0.35, y + size * 0.55, x + size * 0.35, y + size * 0.55, { stroke: metal, 'stroke-width': 2 }));
      break;
    case 'sputnik':
      room.parts.push(circle(x, y + size * 0.5, size * 0.15, { fill: metal }));
      for (let i = 0; i < 10; i++) {
        const a = (i / 10) * Math.PI * 2;
        const ex = x + Math.cos(a) * size;
        const ey = y + size * 0.5 + Math.sin(a) * size * 0.6;
        room.parts.push(line(x, y + size * 0.5, ex, ey, { stroke: '#c5a253', 'stroke-width': 2 }));
        room.parts.push(circle(ex, ey, 4, { fill: '#fff3c4' }));
      }
      break;
    case 'woven':
      room.parts.push(path(`M${x - size * 0.7} ${y + size * 0.8} Q${x} ${y - size * 0.4} ${x + size * 0.7} ${y + size * 0.8} Z`, { fill: '#c9a36b' }));
      for (let i = 1; i < 4; i++) room.parts.push(line(x - size * 0.7 + i * size * 0.35, y + size * 0.8, x, y + size * 0.1, { stroke: '#8b6b4a', 'stroke-width': 1.5 }));
      break;
    case 'cone':
      room.parts.push(polygon([[x - size * 0.12, y], [x + size * 0.12, y], [x + size * 0.5, y + size * 0.6], [x - size * 0.5, y + size * 0.6]], { fill: look.accent2 }));
      break;
  }
}

function drawLighting(room: Room, kind: RoomKind): void {
  const { bx0, bx1 } = room;
  const cx = (bx0 + bx1) / 2;
  if (kind === 'exhibition') {
    for (let i = 0; i < 5; i++) {
      const x = bx0 + ((bx1 - bx0) * (i + 0.5)) / 5;
      room.parts.push(polygon([[x - 8, room.by0 - 10], [x + 8, room.by0 - 10], [x + 14, room.by0 + 10], [x - 14, room.by0 + 10]], { fill: '#303030' }));
    }
    return;
  }
  const many = kind === 'cafe' || kind === 'restaurant' || kind === 'dining' || kind === 'kitchen' || kind === 'office';
  if (many) {
    for (let i = -1; i <= 1; i++) drawLamp(room, cx + i * 120, 40, 34);
  } else {
    drawLamp(room, cx + between(room.random, -60, 60), 30, kind === 'lobby' ? 70 : 46);
  }
  if (room.look.pieces.has('ceiling_fan')) {
    const x = cx + 150;
    room.parts.push(line(x, 0, x, 50, { stroke: room.look.dark, 'stroke-width': 3 }));
    room.parts.push(ellipse(x - 55, 55, 55, 7, { fill: room.look.wood }));
    room.parts.push(ellipse(x + 55, 55, 55, 7, { fill: room.look.wood }));
  }
  if (room.look.pieces.has('led_light_lines')) {
    room.parts.push(line(room.bx0, room.by0 + 6, room.bx1, room.by0 + 6, { stroke: room.look.accent, 'stroke-width': 5 }));
    room.parts.push(line(0, H * 0.15, room.bx0, room.by0 + 40, { stroke: room.look.accent, 'stroke-width': 4 }));
    room.parts.push(line(W, H * 0.15, room.bx1, room.by0 + 40, { stroke: room.look.accent2, 'stroke-width': 4 }));
  }
}

function drawRug(room: Room, kind: RoomKind): void {
  const { look, bx0, bx1, by1 } = room;
  const cx = (bx0 + bx1) / 2;
  const top = by1 + 40;
  const bottom = Math.min(H - 20, by1 + (kind === 'bedroom' ? 230 : 200));
  const half = (bx1 - bx0) * 0.36;
  const spread = 1 + ((bottom - by1) / (H - by1)) * 0.9;
  room.defs.push(patternDef('rug', look, room.extras.rug ?? (look.palette[1] as string), look.accent, 1.2));
  const points: [number, number][] = [[cx - half, top], [cx + half, top], [cx + half * spread, bottom], [cx - half * spread, bottom]];
  if (look.curvy) {
    room.parts.push(ellipse(cx, (top + bottom) / 2, half * (1 + spread) * 0.5, (bottom - top) / 2, { fill: 'url(#rug)' }));
  } else {
    room.parts.push(polygon(points, { fill: 'url(#rug)' }));
    room.parts.push(polygon(points, { fill: 'none', stroke: look.accent2, 'stroke-width': 6 }));
  }
}

/** Legs under a piece whose underside spans x0..x1 at height y, standing on the floor at baseY. */
function legs(room: Room, x0: number, x1: number, y: number, baseY: number): void {
  const { look } = room;
  const colour = look.legs === 'metal' ? '#3a3a3a' : look.wood;
  for (const x of [x0 + 8, x1 - 8]) {
    if (look.legs === 'tapered') room.parts.push(polygon([[x - 4, y], [x + 4, y], [x + (x < (x0 + x1) / 2 ? -4 : 4) + 1, baseY], [x + (x < (x0 + x1) / 2 ? -4 : 4) - 1, baseY]], { fill: colour }));
    else if (look.legs === 'turned') {
      room.parts.push(rect(x - 3, y, 6, baseY - y, { fill: colour }));
      room.parts.push(ellipse(x, (y + baseY) / 2, 6, 4, { fill: colour }));
    } else if (look.legs === 'metal') room.parts.push(rect(x - 1.5, y, 3, baseY - y, { fill: colour }));
    else room.parts.push(rect(x - 6, y, 12, baseY - y, { fill: colour }));
  }
}

function sofa(room: Room, cx: number, baseY: number, width: number): void {
  const { look } = room;
  const s = depthScale(room, baseY);
  const w = width * s;
  const h = (look.low ? 78 : 100) * s;
  const legH = (look.low ? 4 : 14) * s;
  const rx = look.curvy ? h * 0.3 : 5;
  const body = look.upholstery;
  const x0 = cx - w / 2;
  legs(room, x0 + 10, x0 + w - 10, baseY - legH, baseY);
  if (look.ornate) {
    const y = (k: number) => baseY - legH - h * k;
    const d = `M${x0 + w * 0.06} ${y(0.5)} Q${x0 + w * 0.06} ${y(1.15)} ${cx} ${y(1.05)} Q${x0 + w * 0.94} ${y(1.15)} ${x0 + w * 0.94} ${y(0.5)} Z`;
    room.parts.push(path(d, { fill: shade(body, 0.12), stroke: '#c9a227', 'stroke-width': 3 }));
  } else {
    room.parts.push(rect(x0 + w * 0.05, baseY - legH - h, w * 0.9, h * 0.6, { fill: shade(body, 0.12), rx }));
  }
  room.parts.push(rect(x0, baseY - legH - h * 0.48, w, h * 0.48, { fill: body, rx: rx * 0.6 }));
  room.parts.push(rect(x0 - 6 * s, baseY - legH - h * 0.72, w * 0.09, h * 0.72, { fill: shade(body, 0.06), rx }));
  room.parts.push(rect(x0 + w - w * 0.09 + 6 * s, baseY - legH - h * 0.72, w * 0.09, h * 0.72, { fill: shade(body, 0.06), rx }));
  if (look.pieces.has('tufted_headboard') || look.ornate) {
    for (let i = 1; i < 8; i++) room.parts.push(circle(x0 + (w * i) / 8, baseY - legH - h * 0.72, 2.5 * s, { fill: shade(body, 0.35) }));
  }
  const cushions = look.clutter + 1;
  room.defs.push(patternDef('cushion', look, look.accent, tint(look.accent2, 0.2), 0.5));
  for (let i = 0; i < cushions; i++) {
    const x = x0 + w * 0.14 + i * w * 0.2;
    room.parts.push(rect(x, baseY - legH - h * 0.82, w * 0.15, h * 0.36, { fill: i % 2 ? look.accent2 : 'url(#cushion)', rx: look.curvy ? 12 : 4 }));
  }
}

function floorCushions(room: Room, cx: number, baseY: number): void {
  const { look } = room;
  room.parts.push(rect(cx - 200, baseY - 40, 400, 40, { fill: look.upholstery, rx: 10 }));
  for (let i = 0; i < 5; i++) room.parts.push(rect(cx - 190 + i * 78, baseY - 85, 66, 50, { fill: i % 2 ? look.accent : look.accent2, rx: 14 }));
}

function table(room: Room, cx: number, baseY: number, width: number, height: number, top: string, round = false): void {
  const s = depthScale(room, baseY);
  const w = width * s;
  const h = height * s;
  legs(room, cx - w / 2 + 6, cx + w / 2 - 6, baseY - h + 8 * s, baseY);
  if (round || room.look.curvy) room.parts.push(ellipse(cx, baseY - h, w / 2, 12 * s, { fill: top }));
  else room.parts.push(rect(cx - w / 2, baseY - h - 6 * s, w, 12 * s, { fill: top }));
}

function chair(room: Room, cx: number, baseY: number, colour: string): void {
  const { look } = room;
  const s = depthScale(room, baseY);
  const w = 44 * s;
  const seatY = baseY - 46 * s;
  legs(room, cx - w / 2, cx + w / 2, seatY, baseY);
  room.parts.push(rect(cx - w / 2, seatY - 8 * s, w, 10 * s, { fill: colour, rx: look.curvy ? 5 : 1 }));
  if (look.pieces.has('wishbone_chair') || look.curvy) {
    room.parts.push(path(`M${cx - w / 2} ${seatY - 6 * s} Q${cx} ${seatY - 60 * s} ${cx + w / 2} ${seatY - 6 * s}`, { fill: 'none', stroke: colour, 'stroke-width': 5 * s }));
  } else {
    room.parts.push(rect(cx - w / 2, seatY - 52 * s, w, 44 * s, { fill: 'none', stroke: colour, 'stroke-width': 5 * s }));
    if (look.pieces.has('ladder_back_chairs')) {
      for (let i = 1; i < 4; i++) {
        const y = seatY - 8 * s - i * 11 * s;
        room.parts.push(line(cx - w / 2, y, cx + w / 2, y, { stroke: colour, 'stroke-width': 3 * s }));
      }
    }
  }
}

function bed(room: Room, cx: number, baseY: number): void {
  const { look } = room;
  const headTop = baseY - (look.low ? 110 : 170);
  const w = 280;
  if (look.pieces.has('canopy_bed') || look.pieces.has('canopy_daybed') || look.pieces.has('luohan_bed')) {
    room.parts.push(rect(cx - w / 2 - 20, headTop - 120, 8, baseY - headTop + 230, { fill: look.wood }));
    room.parts.push(rect(cx + w / 2 + 12, headTop - 120, 8, baseY - headTop + 230, { fill: look.wood }));
    room.parts.push(rect(cx - w / 2 - 20, headTop - 126, w + 40, 12, { fill: look.wood }));
    room.parts.push(path(`M${cx - w / 2 - 12} ${headTop - 114} Q${cx - w / 2 + 10} ${headTop + 40} ${cx - w / 2 - 12} ${baseY + 60}`, { fill: tint(look.upholstery, 0.6), opacity: 0.8 }));
  }
  room.parts.push(rect(cx - w / 2, headTop, w, baseY - headTop, { fill: look.pieces.has('tufted_headboard') ? look.upholstery : look.wood, rx: look.curvy ? 40 : 4 }));
  // Mattress and duvet coming towards the viewer.
  const front = Math.min(H - 30, baseY + 190);
  const spread = depthScale(room, front);
  const mattress: [number, number][] = [
    [cx - w / 2 + 10, baseY - 40],
    [cx + w / 2 - 10, baseY - 40],
    [cx + (w / 2) * spread, front],
    [cx - (w / 2) * spread, front],
  ];
  room.parts.push(polygon(mattress, { fill: tint(look.palette[0] as string, 0.2) }));
  room.defs.push(patternDef('duvet', look, look.upholstery, tint(look.accent, 0.15), 1));
  room.parts.push(polygon([[cx - w / 2 + 6, baseY + 10], [cx + w / 2 - 6, baseY + 10], [cx + (w / 2) * spread + 6, front], [cx - (w / 2) * spread - 6, front]], { fill: 'url(#duvet)' }));
  room.parts.push(rect(cx - w / 2 + 25, baseY - 58, 100, 40, { fill: tint(look.palette[0] as string, 0.3), rx: 14 }));
  room.parts.push(rect(cx + w / 2 - 125, baseY - 58, 100, 40, { fill: tint(look.palette[0] as string, 0.3), rx: 14 }));
  for (const side of [-1, 1]) {
    const nx = cx + side * (w / 2 + 50);
    room.parts.push(rect(nx - 30, baseY - 60, 60, 60, { fill: look.wood, rx: look.curvy ? 10 : 2 }));
    room.parts.push(rect(nx - 4, baseY - 100, 8, 40, { fill: look.dark }));
    room.parts.push(polygon([[nx - 22, baseY - 100], [nx + 22, baseY - 100], [nx + 14, baseY - 125], [nx - 14, baseY - 125]], { fill: tint(look.accent2, 0.3) }));
  }
}

function bookshelf(room: Room, x: number, baseY: number, w: number, h: number): void {
  const { look } = room;
  room.parts.push(rect(x, baseY - h, w, h, { fill: look.wood }));
  const shelves = 5;
  for (let i = 0; i < shelves; i++) {
    const y = baseY - h + 8 + (i * (h - 16)) / shelves;
    room.parts.push(rect(x + 6, y, w - 12, (h - 16) / shelves - 6, { fill: shade(look.wood, 0.35) }));
    let bx = x + 8;
    while (bx < x + w - 16) {
      const bw = between(room.random, 6, 14);
      const bh = ((h - 16) / shelves - 8) * between(room.random, 0.6, 0.95);
      room.parts.push(rect(bx, y + (h - 16) / shelves - 6 - bh, bw, bh, { fill: look.palette[Math.floor(room.random.next() * look.palette.length)] as string }));
      bx += bw + 2;
    }
  }
}

function furnish(room: Room, kind: RoomKind): void {
  const { look, bx0, bx1, by1, random } = room;
  const cx = (bx0 + bx1) / 2 + between(random, -40, 40) + (room.extras.shift ?? 0) * (bx1 - bx0) * 0.25;
  const back = by1 + 30;
  switch (kind) {
    case 'living': {
      if (look.pieces.has('floor_cushions') || look.pieces.has('majlis_seating') || look.pieces.has('meditation_cushion')) floorCushions(room, cx, back + 20);
      else sofa(room, cx, back + 10, 330);
      table(room, cx, back + 150, 200, look.low ? 30 : 50, look.materials.includes('marble') ? '#ecebe8' : look.wood, look.curvy);
      if (look.clutter > 0 && (room.extras.armchairs ?? 0) < 2) sofa(room, bx0 - 40, H - 20, 150);
      break;
    }
    case 'bedroom':
      bed(room, cx, back);
      break;
    case 'kids': {
      // Bunk bed, a play tent and toy boxes.
      const x = bx0 + 40;
      for (const level of [0, 1]) {
        const y = back - level * 130;
        room.parts.push(rect(x, y - 50, 240, 34, { fill: level ? look.accent : look.accent2, rx: 12 }));
        room.parts.push(rect(x, y - 16, 240, 12, { fill: look.wood, rx: 6 }));
      }
      room.parts.push(rect(x - 8, back - 230, 12, 230, { fill: look.wood, rx: 6 }));
      room.parts.push(rect(x + 236, back - 230, 12, 230, { fill: look.wood, rx: 6 }));
      room.parts.push(polygon([[bx1 - 200, back + 120], [bx1 - 40, back + 120], [bx1 - 120, back - 40]], { fill: look.palette[2] as string }));
      room.parts.push(polygon([[bx1 - 140, back + 120], [bx1 - 100, back + 120], [bx1 - 120, back + 20]], { fill: shade(look.palette[2] as string, 0.3) }));
      for (let i = 0; i < 4; i++) room.parts.push(rect(cx - 80 + i * 55, back + 170, 48, 48, { fill: look.palette[(i + 1) % look.palette.length] as string, rx: 10 }));
      break;
    }
    case 'dining':
    case 'restaurant': {
      const tables = kind === 'restaurant' ? [cx - 220, cx, cx + 220] : [cx];
      if (kind === 'restaurant') room.parts.push(rect(bx0 + 10, back - 90, bx1 - bx0 - 20, 80, { fill: look.upholstery, rx: look.curvy ? 20 : 4 }));
      for (const tx of tables) {
        const y = kind === 'restaurant' ? back + 110 : back + 90;
        chair(room, tx - 70, y - 30, look.wood);
        chair(room, tx + 70, y - 30, look.wood);
        table(room, tx, y, kind === 'restaurant' ? 150 : 300, 70, look.materials.includes('marble') ? '#ecebe8' : look.wood, look.curvy);
        chair(room, tx - 60, y + 90, shade(look.wood, 0.1));
        chair(room, tx + 60, y + 90, shade(look.wood, 0.1));
      }
      break;
    }
    case 'kitchen':
    case 'cafe': {
      const counter = kind === 'cafe' ? look.accent2 : look.palette[1] as string;
      const top = look.materials.includes('marble') || look.materials.includes('travertine') ? '#ecebe8' : shade(look.wood, 0.1);
      room.parts.push(rect(bx0, by1 - 120, bx1 - bx0, 120, { fill: counter }));
      room.parts.push(rect(bx0, by1 - 126, bx1 - bx0, 10, { fill: top }));
      if (kind === 'kitchen') {
        const n = 6;
        const door = { fill: counter, stroke: shade(counter, 0.2), 'stroke-width': 3, rx: look.curvy ? 10 : 1 };
        for (let i = 0; i < n; i++) room.parts.push(rect(bx0 + 6 + (i * (bx1 - bx0)) / n, room.by0 + 30, (bx1 - bx0) / n - 12, 90, door));
        room.parts.push(rect(cx - 220, back + 120, 440, 90, { fill: counter }));
        room.parts.push(rect(cx - 230, back + 110, 460, 14, { fill: top }));
      } else {
        room.parts.push(rect(cx - 40, by1 - 180, 80, 56, { fill: '#b9bec4' }));
        room.parts.push(rect(bx1 - 190, room.by0 + 30, 150, 90, { fill: '#2f3433' }));
        for (let i = 0; i < 4; i++) room.parts.push(rect(bx1 - 175, room.by0 + 45 + i * 18, 90 + (i % 2) * 30, 7, { fill: '#e8e2d6' }));
        for (const tx of [cx - 230, cx + 230]) {
          chair(room, tx - 50, back + 160, look.wood);
          table(room, tx, back + 190, 110, 70, look.wood, true);
          chair(room, tx + 50, back + 230, look.wood);
        }
      }
      if (kind === 'kitchen' || look.pieces.has('bar_stools')) for (let i = -2; i <= 2; i++) chair(room, cx + i * 85, back + 230, look.dark);
      break;
    }
    case 'bathroom': {
      for (let i = 0; i < 16; i++) room.parts.push(line(bx0 + ((bx1 - bx0) * i) / 16, by1 - 170, bx0 + ((bx1 - bx0) * i) / 16, by1, { stroke: shade(look.wall, 0.12), 'stroke-width': 2 }));
      room.parts.push(rect(bx0, by1 - 170, bx1 - bx0, 170, { fill: tint(look.palette[1] as string, 0.2), opacity: 0.7 }));
      room.parts.push(rect(bx0 + 30, back - 100, 300, 100, { fill: '#fbfbfa', rx: look.curvy ? 50 : 12, stroke: shade(look.wall, 0.2), 'stroke-width': 3 }));
      room.parts.push(rect(bx1 - 230, back - 110, 190, 110, { fill: look.wood, rx: look.curvy ? 16 : 2 }));
      room.parts.push(ellipse(bx1 - 135, back - 112, 55, 10, { fill: '#fbfbfa' }));
      if (look.curvy) room.parts.push(ellipse(bx1 - 135, room.by0 + 120, 60, 75, { fill: '#dfe7ea', stroke: look.dark, 'stroke-width': 5 }));
      else room.parts.push(rect(bx1 - 205, room.by0 + 50, 140, 150, { fill: '#dfe7ea', stroke: look.dark, 'stroke-width': 5 }));
      break;
    }
    case 'study':
    case 'office': {
      bookshelf(room, bx0 + 10, by1 - 2, 170, by1 - room.by0 - 50);
      if (kind === 'office') {
        room.parts.push(rect(cx - 120, room.by0 + 60, 240, 130, { fill: '#1f2326', rx: 6 }));
        table(room, cx, back + 150, 480, 70, look.wood, look.curvy);
        for (let i = -2; i <= 2; i++) chair(room, cx + i * 100, back + 260, look.upholstery);
      } else {
        table(room, cx + 60, back + 60, 260, 75, look.wood);
        chair(room, cx + 60, back + 150, look.upholstery);
        room.parts.push(rect(cx + 20, back - 60, 70, 42, { fill: '#2b2b2b', rx: 3 }));
      }
      break;
    }
    case 'store': {
      for (const rx of [bx0 + 40, bx1 - 280]) {
        room.parts.push(line(rx, by1 - 220, rx + 240, by1 - 220, { stroke: look.dark, 'stroke-width': 5 }));
        room.parts.push(line(rx + 5, by1 - 220, rx + 5, by1, { stroke: look.dark, 'stroke-width': 4 }));
        room.parts.push(line(rx + 235, by1 - 220, rx + 235, by1, { stroke: look.dark, 'stroke-width': 4 }));
        for (let i = 0; i < 9; i++) {
          const colour = look.palette[(i + (rx > cx ? 2 : 0)) % look.palette.length] as string;
          const length = between(room.random, 90, 140);
          const garment = `M${rx + 14 + i * 25} ${by1 - 215} l-10 14 l2 ${length} l18 0 l2 -${length} Z`;
          room.parts.push(path(garment, { fill: colour, stroke: shade(colour, 0.2), 'stroke-width': 1 }));
        }
      }
      table(room, cx, back + 160, 260, 80, look.wood, look.curvy);
      for (let i = 0; i < 5; i++) room.parts.push(rect(cx - 110 + i * 45, back + 160 - 80 * depthScale(room, back + 160) - 22, 38, 14, { fill: look.palette[i % look.palette.length] as string }));
      break;
    }
    case 'lobby': {
      const deskColour = look.accent2;
      room.parts.push(rect(cx - 200, back - 110, 400, 110, { fill: deskColour, rx: look.curvy ? 50 : 4 }));
      room.parts.push(rect(cx - 210, back - 120, 420, 14, { fill: look.materials.includes('marble') ? '#ecebe8' : look.wood, rx: look.curvy ? 7 : 0 }));
      sofa(room, bx0 + 40, H - 40, 170);
      sofa(room, bx1 - 40, H - 40, 170);
      table(room, cx, H - 60, 160, 40, look.wood, true);
      break;
    }
    case 'exhibition': {
      for (let i = 0; i < 3; i++) {
        const px = bx0 + ((bx1 - bx0) * (i + 0.5)) / 3 + between(random, -20, 20);
        const y = back + 80 + (i % 2) * 90;
        const s = depthScale(room, y);
        room.parts.push(rect(px - 45 * s, y - 120 * s, 90 * s, 120 * s, { fill: tint(look.wall, 0.5), stroke: shade(look.wall, 0.15), 'stroke-width': 2 }));
        const colour = look.palette[(i + 2) % look.palette.length] as string;
        if (look.curvy) room.parts.push(ellipse(px, y - 160 * s, 30 * s, 40 * s, { fill: colour }));
        else room.parts.push(rect(px - 28 * s, y - 190 * s, 56 * s, 70 * s, { fill: colour }));
      }
      break;
    }
  }
}

function plant(room: Room, x: number, baseY: number, size: number): void {
  const { look } = room;
  const potColour = look.materials.includes('terracotta') ? '#c0633e' : look.palette[2] as string;
  room.parts.push(path(`M${x - size * 0.3} ${baseY - size * 0.5} L${x + size * 0.3} ${baseY - size * 0.5} L${x + size * 0.22} ${baseY} L${x - size * 0.22} ${baseY} Z`, { fill: potColour }));
  const palm = look.pieces.has('potted_palms');
  for (let i = 0; i < 7; i++) {
    const a = -Math.PI / 2 + (i - 3) * 0.4;
    const len = size * (palm ? 1.4 : 0.9);
    const ex = x + Math.cos(a) * len;
    const ey = baseY - size * 0.5 + Math.sin(a) * len;
    if (palm) room.parts.push(path(`M${x} ${baseY - size * 0.5} Q${(x + ex) / 2} ${ey - 20} ${ex} ${ey}`, { fill: 'none', stroke: '#3f7a45', 'stroke-width': 7 }));
    else room.parts.push(ellipse(ex, ey, size * 0.22, size * 0.12, { fill: i % 2 ? '#4f7d45' : '#6a9a55', transform: `rotate(${(a * 180) / Math.PI} ${ex} ${ey})` }));
  }
}

function drawPlants(room: Room): void {
  const { look, bx0, bx1, by1, random } = room;
  const count = Math.max(0, Math.min(6, room.extras.plants ?? Math.min(4, look.plants + (look.clutter === 2 ? 1 : 0))));
  const spots: [number, number, number][] = [
    [bx1 + 60, H - 40, 90],
    [bx0 + 30, by1 + 20, 50],
    [bx1 - 30, by1 + 20, 50],
    [60, H - 20, 110],
    [(bx0 + bx1) / 2 + 170, by1 + 10, 45],
    [W - 50, by1 + 70, 70],
  ];
  // Spots taken by armchairs asked for through the extras are left free.
  const armchairs = room.extras.armchairs ?? 0;
  const free = spots.filter(([x, y]) => !(y > H - 90 && ((armchairs > 0 && x > bx1) || (armchairs > 1 && x < bx0 + 40))));
  for (let i = 0; i < Math.min(count, free.length); i++) {
    const [x, y, s] = free[i] as [number, number, number];
    plant(room, x + between(random, -15, 15), y, s);
  }
  if (look.pieces.has('hanging_plants')) {
    room.parts.push(line(bx0 + 80, 0, bx0 + 80, 90, { stroke: '#efe3cf', 'stroke-width': 2 }));
    room.parts.push(ellipse(bx0 + 80, 100, 26, 16, { fill: look.palette[2] as string }));
    for (let i = 0; i < 5; i++) room.parts.push(path(`M${bx0 + 62 + i * 9} 104 q-6 40 ${i * 3} 80`, { fill: 'none', stroke: '#4f7d45', 'stroke-width': 4 }));
  }
}

function drawSignatures(room: Room, kind: RoomKind): void {
  const { look, bx1, by1 } = room;
  const p = look.pieces;
  if (p.has('christmas_tree')) {
    const x = bx1 + 40;
    const base = H - 60;
    for (let i = 0; i < 4; i++) {
      const w = 150 - i * 32;
      room.parts.push(polygon([[x - w / 2, base - i * 70], [x + w / 2, base - i * 70], [x, base - i * 70 - 110]], { fill: '#1e5631' }));
    }
    for (let i = 0; i < 14; i++) room.parts.push(circle(x + between(room.random, -55, 55) * (1 - (i % 4) * 0.2), base - 20 - (i % 4) * 70, 7, { fill: i % 2 ? '#b22222' : '#d9a520' }));
    room.parts.push(polygon([[x, base - 330], [x + 10, base - 305], [x - 10, base - 305]], { fill: '#d9a520' }));
    room.parts.push(path(`M${room.bx0} ${room.by0 + 30} Q${(room.bx0 + bx1) / 2} ${room.by0 + 90} ${bx1} ${room.by0 + 30}`, { fill: 'none', stroke: '#1e5631', 'stroke-width': 14 }));
  }
  if ((p.has('stone_fireplace') || p.has('kiva_fireplace') || p.has('stockings')) && (kind === 'living' || kind === 'lobby')) {
    const x = room.bx0 + 30;
    room.parts.push(rect(x, by1 - 190, 150, 190, { fill: p.has('kiva_fireplace') ? '#d6a77a' : '#8d8a83', rx: p.has('kiva_fireplace') ? 60 : 4 }));
    room.parts.push(rect(x + 35, by1 - 100, 80, 90, { fill: '#2b2118', rx: p.has('kiva_fireplace') ? 36 : 2 }));
    room.parts.push(path(`M${x + 55} ${by1 - 14} q20 -60 40 0 Z`, { fill: '#f28c28' }));
  }
  if (p.has('cacti')) {
    const x = bx1 - 20;
    room.parts.push(rect(x - 12, by1 - 100, 24, 100, { fill: '#5b8a4f', rx: 12 }));
    room.parts.push(rect(x - 40, by1 - 70, 18, 40, { fill: '#5b8a4f', rx: 9 }));
  }
}
