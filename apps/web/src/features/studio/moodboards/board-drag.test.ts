import { describe, expect, it } from 'vitest';
import type { MoodboardLayoutView } from '@genie/contracts';
import { canvasDelta, dropEdit, imageUnder } from './board-drag.ts';

const layout: MoodboardLayoutView = {
  template: 'grid',
  canvas: { width: 1600, height: 1000 },
  items: [
    { id: 'image-0', kind: 'image', x: 0, y: 0, w: 800, h: 600, ref: 'a', z: 1 },
    { id: 'image-1', kind: 'image', x: 820, y: 0, w: 400, h: 300, ref: 'b', z: 1 },
    { id: 'swatch-0', kind: 'swatch', x: 820, y: 320, w: 100, h: 100, ref: '#aabbcc', z: 2 },
  ],
};

describe('moodboard drag maths', () => {
  it('turns screen pixels into canvas pixels at the drawn scale', () => {
    expect(canvasDelta(50, -25, 0.5)).toEqual({ dx: 100, dy: -50 });
    expect(canvasDelta(10, 10, 0)).toEqual({ dx: 10, dy: 10 });
  });

  it('finds the other image under the pointer, never the dragged one', () => {
    expect(imageUnder(layout, 'image-0', 900, 100)?.id).toBe('image-1');
    expect(imageUnder(layout, 'image-0', 100, 100)).toBeUndefined();
    expect(imageUnder(layout, 'image-0', 850, 350)).toBeUndefined();
  });

  it('swaps an image dropped on another image, and moves anything else', () => {
    expect(dropEdit(layout, 'image-0', { x: 900, y: 100 }, { dx: 700, dy: 50 })).toEqual({ swap: { a: 'image-0', b: 'image-1' } });
    expect(dropEdit(layout, 'image-0', { x: 500, y: 800 }, { dx: 40, dy: 200 })).toEqual({ move: { item_id: 'image-0', dx: 40, dy: 200 } });
    expect(dropEdit(layout, 'swatch-0', { x: 900, y: 100 }, { dx: 0, dy: -300 })).toEqual({ move: { item_id: 'swatch-0', dx: 0, dy: -300 } });
  });

  it('ignores a click without movement', () => {
    expect(dropEdit(layout, 'image-0', { x: 10, y: 10 }, { dx: 0, dy: 0 })).toBeNull();
  });
});
