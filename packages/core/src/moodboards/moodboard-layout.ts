/**
 * Mood-board layouts: where each image, colour swatch and text sits on a canvas, in pixels, for a
 * few templates. The web app draws and drags them; the server or the browser exports them (PNG/PDF)
 * from `renderMoodboardSvg`. Everything here is pure: a move or a swap returns a new layout.
 */

export const moodboardTemplates = ['grid', 'hero-left', 'collage', 'strip'] as const;
export type MoodboardTemplate = (typeof moodboardTemplates)[number];

export interface MoodboardImage {
  id: string;
  /** Natural size in pixels (the slot crops the image to fill it). */
  width: number;
  height: number;
}

export interface MoodboardSwatch {
  /** `#rrggbb`. */
  hex: string;
  name?: string;
}

export interface MoodboardContent {
  /** The first image is the hero. */
  images: readonly MoodboardImage[];
  palette: readonly MoodboardSwatch[];
  materials: readonly string[];
  concept: string;
  title: string;
}

export interface MoodboardCanvas {
  width: number;
  height: number;
}

export type MoodboardItemKind = 'image' | 'swatch' | 'text' | 'title';

export interface MoodboardItem {
  id: string;
  kind: MoodboardItemKind;
  x: number;
  y: number;
  w: number;
  h: number;
  /** The image id, the swatch's hex code, or the text itself. */
  ref: string;
  /** Drawing order: higher is on top. */
  z: number;
}

export interface MoodboardLayout {
  template: MoodboardTemplate;
  canvas: MoodboardCanvas;
  items: MoodboardItem[];
}

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** How many images each template shows (the hero first); more are left out. */
export const moodboardImageSlots: Readonly<Record<MoodboardTemplate, number>> = { grid: 5, 'hero-left': 5, collage: 5, strip: 5 };
const MAX_SWATCHES = 6;

interface Frame {
  canvas: MoodboardCanvas;
  margin: number;
  gap: number;
  title: Rect;
  body: Rect;
}

function frameOf(canvas: MoodboardCanvas): Frame {
  const short = Math.min(canvas.width, canvas.height);
  const margin = Math.max(8, Math.round(short * 0.04));
  const gap = Math.max(4, Math.round(short * 0.02));
  const titleH = Math.max(24, Math.round(canvas.height * 0.08));
  const title = { x: margin, y: margin, w: canvas.width - 2 * margin, h: titleH };
  const bodyY = margin + titleH + gap;
  return { canvas, margin, gap, title, body: { x: margin, y: bodyY, w: canvas.width - 2 * margin, h: canvas.height - margin - bodyY } };
}

/** Splits a rect into `n` columns (or rows) with gaps, by weights. */
function split(r: Rect, weights: readonly number[], gap: number, direction: 'columns' | 'rows'): Rect[] {
  const total = weights.reduce((a, b) => a + b, 0);
  const length = (direction === 'columns' ? r.w : r.h) - gap * (weights.length - 1);
  let at = direction === 'columns' ? r.x : r.y;
  return weights.map((w) => {
    const size = (length * w) / total;
    const part = direction === 'columns' ? { x: at, y: r.y, w: size, h: r.h } : { x: r.x, y: at, w: r.w, h: size };
    at += size + gap;
    return part;
  });
}
const columns = (r: Rect, weights: readonly number[], gap: number) => split(r, weights, gap, 'columns');
const rows = (r: Rect, weights: readonly number[], gap: number) => split(r, weights, gap, 'rows');
const even = (n: number) => Array.from({ length: n }, () => 1);

/** The slots of one template, before content fills them. */
interface Slots {
  images: Rect[];
  swatches: Rect;
  concept: Rect;
  materials: Rect;
}

function gridSlots(f: Frame, n: number): Slots {
  const [images, band] = rows(f.body, [0.74, 0.26], f.gap) as [Rect, Rect];
  const [swatches, texts] = columns(band, [0.45, 0.55], f.gap) as [Rect, Rect];
  const [concept, materials] = rows(texts, [0.7, 0.3], f.gap) as [Rect, Rect];
  if (n <= 1) return { images: [images], swatches, concept, materials };
  // The hero takes two columns and both rows; the others share the columns left.
  const sideColumns = n <= 3 ? 1 : 2;
  const [hero, side] = columns(images, [2, sideColumns], f.gap) as [Rect, Rect];
  const cells = columns(side, even(sideColumns), f.gap).flatMap((c) => rows(c, [1, 1], f.gap));
  return { images: [hero, ...cells.slice(0, n - 1)], swatches, concept, materials };
}

function heroLeftSlots(f: Frame, n: number): Slots {
  const [hero, right] = columns(f.body, [0.56, 0.44], f.gap) as [Rect, Rect];
  const others = Math.min(4, n - 1);
  if (others <= 0) {
    const [swatches, concept, materials] = rows(right, [0.3, 0.5, 0.2], f.gap) as [Rect, Rect, Rect];
    return { images: [hero], swatches, concept, materials };
  }
  const [grid, swatches, concept, materials] = rows(right, [0.5, 0.14, 0.24, 0.12], f.gap) as [Rect, Rect, Rect, Rect];
  const cells = others === 1 ? [grid] : others === 2 ? columns(grid, [1, 1], f.gap) : rows(grid, [1, 1], f.gap).flatMap((r) => columns(r, [1, 1], f.gap));
  return { images: [hero, ...cells.slice(0, others)], swatches, concept, materials };
}

function collageSlots(f: Frame, n: number): Slots {
  const [left, right] = columns(f.body, [0.6, 0.4], f.gap) as [Rect, Rect];
  const [hero, below] = rows(left, [0.66, 0.34], f.gap) as [Rect, Rect];
  const [rightImages, swatches, concept, materials] = rows(right, [0.56, 0.13, 0.2, 0.11], f.gap) as [Rect, Rect, Rect, Rect];
  // Images 2 and 3 stack on the right (a tall and a short one), 4 and 5 sit under the hero.
  const rightCount = Math.min(2, Math.max(0, n - 1));
  const belowCount = Math.min(2, Math.max(0, n - 3));
  const rightCells = rightCount === 0 ? [] : rightCount === 1 ? [rightImages] : rows(rightImages, [0.58, 0.42], f.gap);
  const belowCells = belowCount === 0 ? [] : belowCount === 1 ? [below] : columns(below, [0.45, 0.55], f.gap);
  if (belowCount === 0) {
    // Nothing under the hero: it grows to the full height.
    return { images: [{ ...hero, h: left.h }, ...rightCells], swatches, concept, materials };
  }
  return { images: [hero, ...rightCells, ...belowCells], swatches, concept, materials };
}

function stripSlots(f: Frame, n: number): Slots {
  const [strip, swatches, texts] = rows(f.body, [0.6, 0.14, 0.26], f.gap) as [Rect, Rect, Rect];
  const [concept, materials] = columns(texts, [0.62, 0.38], f.gap) as [Rect, Rect];
  const images = n <= 1 ? [strip] : columns(strip, [2.2, ...even(n - 1)], f.gap);
  return { images, swatches, concept, materials };
}

const slotsByTemplate: Readonly<Record<MoodboardTemplate, (f: Frame, n: number) => Slots>> = {
  grid: gridSlots,
  'hero-left': heroLeftSlots,
  collage: collageSlots,
  strip: stripSlots,
};

/** Whole pixels inside the canvas: edges are floored, so neighbours a gap apart never overlap. */
function pixels(r: Rect, canvas: MoodboardCanvas): Rect {
  const x = Math.max(0, Math.floor(r.x));
  const y = Math.max(0, Math.floor(r.y));
  const right = Math.min(canvas.width, Math.floor(r.x + r.w));
  const bottom = Math.min(canvas.height, Math.floor(r.y + r.h));
  return { x, y, w: Math.max(0, right - x), h: Math.max(0, bottom - y) };
}

/** Lays a mood board out on a canvas with one of the templates. */
export function layoutMoodboard(template: MoodboardTemplate, content: MoodboardContent, canvas: MoodboardCanvas): MoodboardLayout {
  const size = { width: Math.max(200, Math.round(canvas.width)), height: Math.max(200, Math.round(canvas.height)) };
  const frame = frameOf(size);
  const images = content.images.slice(0, moodboardImageSlots[template]);
  const slots = slotsByTemplate[template](frame, images.length);
  const items: MoodboardItem[] = [];
  const add = (kind: MoodboardItemKind, id: string, rect: Rect, ref: string, z: number) => {
    const r = pixels(rect, size);
    if (r.w > 0 && r.h > 0) items.push({ id, kind, ...r, ref, z });
  };

  add('title', 'title', frame.title, content.title, 3);
  images.forEach((image, i) => add('image', `image-${i}`, slots.images[i]!, image.id, 1));
  const palette = content.palette.slice(0, MAX_SWATCHES);
  if (palette.length) {
    columns(slots.swatches, even(palette.length), frame.gap).forEach((rect, i) => add('swatch', `swatch-${i}`, rect, palette[i]!.hex, 2));
  }
  if (content.concept.trim()) add('text', 'concept', slots.concept, content.concept.trim(), 3);
  const materials = content.materials.map((m) => m.trim()).filter(Boolean);
  if (materials.length) add('text', 'materials', slots.materials, materials.join(' · '), 3);
  return { template, canvas: size, items };
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), Math.max(low, high));

/** Drags one item by (dx, dy), kept on the canvas, and brings it to the top. */
export function moveMoodboardItem(layout: MoodboardLayout, itemId: string, dx: number, dy: number): MoodboardLayout {
  const item = layout.items.find((i) => i.id === itemId);
  if (!item) return layout;
  const top = Math.max(...layout.items.map((i) => i.z));
  const moved: MoodboardItem = {
    ...item,
    x: Math.round(clamp(item.x + dx, 0, layout.canvas.width - item.w)),
    y: Math.round(clamp(item.y + dy, 0, layout.canvas.height - item.h)),
    z: item.z === top && layout.items.filter((i) => i.z === top).length === 1 ? item.z : top + 1,
  };
  return { ...layout, items: layout.items.map((i) => (i.id === itemId ? moved : i)) };
}

/** Two image slots trade images (by item id): a supporting image can become the hero. */
export function swapMoodboardImages(layout: MoodboardLayout, a: string, b: string): MoodboardLayout {
  const first = layout.items.find((i) => i.id === a && i.kind === 'image');
  const second = layout.items.find((i) => i.id === b && i.kind === 'image');
  if (!first || !second || a === b) return layout;
  return {
    ...layout,
    items: layout.items.map((i) => (i.id === a ? { ...i, ref: second.ref } : i.id === b ? { ...i, ref: first.ref } : i)),
  };
}
