import { describe, expect, it } from 'vitest';
import { commitStrokes, emptyMaskHistory, maskPaints, maskToRgba, rasterizeMask, redoMask, undoMask, type MaskStroke } from './mask-raster.ts';

const at = (mask: Uint8Array, width: number, x: number, y: number) => mask[y * width + x];

describe('the mask export', () => {
  it('is white where the brush painted and black elsewhere, at the natural size', () => {
    const stroke: MaskStroke = { mode: 'brush', size: 10, points: [{ x: 20, y: 20 }, { x: 80, y: 20 }] };
    const mask = rasterizeMask([stroke], 100, 50);
    expect(mask).toHaveLength(100 * 50);
    expect(at(mask, 100, 20, 20)).toBe(255);
    expect(at(mask, 100, 50, 22)).toBe(255);
    expect(at(mask, 100, 80, 18)).toBe(255);
    expect(at(mask, 100, 50, 30)).toBe(0);
    expect(at(mask, 100, 95, 20)).toBe(0);
  });

  it('lets the eraser take paint away', () => {
    const mask = rasterizeMask(
      [
        { mode: 'brush', size: 20, points: [{ x: 10, y: 10 }, { x: 90, y: 10 }] },
        { mode: 'erase', size: 20, points: [{ x: 50, y: 10 }] },
      ],
      100,
      20,
    );
    expect(at(mask, 100, 20, 10)).toBe(255);
    expect(at(mask, 100, 50, 10)).toBe(0);
    expect(at(mask, 100, 80, 10)).toBe(255);
  });

  it('keeps a stroke over the edge inside the image', () => {
    const mask = rasterizeMask([{ mode: 'brush', size: 30, points: [{ x: -5, y: -5 }] }], 10, 10);
    expect(at(mask, 10, 0, 0)).toBe(255);
    expect(mask).toHaveLength(100);
  });

  it('makes opaque white-on-black pixels', () => {
    expect([...maskToRgba(Uint8Array.from([255, 0]))]).toEqual([255, 255, 255, 255, 0, 0, 0, 255]);
  });

  it('undoes and redoes strokes and a clear', () => {
    const a: MaskStroke = { mode: 'brush', size: 5, points: [{ x: 1, y: 1 }] };
    let history = commitStrokes(emptyMaskHistory(), [a]);
    history = commitStrokes(history, []);
    expect(history.present).toEqual([]);
    history = undoMask(history);
    expect(history.present).toEqual([a]);
    history = redoMask(history);
    expect(history.present).toEqual([]);
    expect(undoMask(undoMask(undoMask(history))).present).toEqual([]);
  });
});

describe('a mask that paints nothing', () => {
  const stroke = (mode: MaskStroke['mode'], x: number): MaskStroke => ({ mode, size: 6, points: [{ x, y: 10 }, { x: x + 10, y: 10 }] });

  it('is one drawn with the eraser only, or whose paint the eraser took away', () => {
    expect(maskPaints([stroke('erase', 5)], 40, 20)).toBe(false);
    expect(maskPaints([stroke('brush', 5), { mode: 'erase', size: 40, points: [{ x: 10, y: 10 }, { x: 30, y: 10 }] }], 40, 20)).toBe(false);
  });

  it('is not one with paint left', () => {
    expect(maskPaints([stroke('erase', 5), stroke('brush', 20)], 40, 20)).toBe(true);
  });
});
