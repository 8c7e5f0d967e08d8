import type { MoodboardLayoutView, UpdateMoodboardInput } from '@genie/contracts';

type Item = MoodboardLayoutView['items'][number];

/** Screen pixels to canvas pixels: the board is drawn `scale` times its canvas size. */
export function canvasDelta(dxScreen: number, dyScreen: number, scale: number): { dx: number; dy: number } {
  const s = scale > 0 ? scale : 1;
  return { dx: Math.round(dxScreen / s), dy: Math.round(dyScreen / s) };
}

const contains = (item: Item, x: number, y: number) => x >= item.x && x < item.x + item.w && y >= item.y && y < item.y + item.h;

/** The topmost other image under a canvas point (where a dragged image was dropped), if any. */
export function imageUnder(layout: MoodboardLayoutView, draggedId: string, x: number, y: number): Item | undefined {
  return [...layout.items]
    .filter((i) => i.kind === 'image' && i.id !== draggedId && contains(i, x, y))
    .sort((a, b) => b.z - a.z)[0];
}

/**
 * What a drop means: an image let go over another image swaps the two; anything else moves by the
 * drag's distance; a click (no movement) changes nothing.
 */
export function dropEdit(layout: MoodboardLayoutView, itemId: string, pointer: { x: number; y: number }, delta: { dx: number; dy: number }): UpdateMoodboardInput | null {
  const item = layout.items.find((i) => i.id === itemId);
  if (!item || (delta.dx === 0 && delta.dy === 0)) return null;
  const target = item.kind === 'image' ? imageUnder(layout, itemId, pointer.x, pointer.y) : undefined;
  if (target) return { swap: { a: itemId, b: target.id } };
  return { move: { item_id: itemId, dx: delta.dx, dy: delta.dy } };
}
