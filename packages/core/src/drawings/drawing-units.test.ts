import { describe, expect, it } from 'vitest';
import { DrawingScaleError, scaleDrawing } from './drawing-units.ts';
import type { LineDrawing } from './trace-drawing.ts';

const drawing: LineDrawing = { width: 800, height: 600, paths: [] };

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DrawingScaleError);
    return (error as DrawingScaleError).code;
  }
  return undefined;
}

describe('scaleDrawing', () => {
  it('keeps pixels when no length is known', () => {
    expect(scaleDrawing(drawing)).toEqual({ unit: 'px', unitsPerPixel: 1 });
  });

  it('turns a known length into millimetres per pixel, whatever the direction of the reference', () => {
    expect(scaleDrawing(drawing, { from: [100, 100], to: [300, 100], millimetres: 1000 })).toEqual({ unit: 'mm', unitsPerPixel: 5 });
    const diagonal = scaleDrawing(drawing, { from: [400, 400], to: [100, 0], millimetres: 250 });
    expect(diagonal.unit).toBe('mm');
    expect(diagonal.unitsPerPixel).toBeCloseTo(0.5, 12);
  });

  it('rejects a reference of zero length', () => {
    expect(codeOf(() => scaleDrawing(drawing, { from: [10, 10], to: [10, 10], millimetres: 100 }))).toBe('reference_zero_length');
  });

  it('rejects a known length that is zero, negative or not a number', () => {
    for (const millimetres of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(codeOf(() => scaleDrawing(drawing, { from: [0, 0], to: [100, 0], millimetres }))).toBe('reference_non_positive_length');
    }
  });

  it('rejects reference points off the image or not numbers', () => {
    expect(codeOf(() => scaleDrawing(drawing, { from: [-20, 0], to: [100, 0], millimetres: 10 }))).toBe('reference_invalid_point');
    expect(codeOf(() => scaleDrawing(drawing, { from: [0, 0], to: [100, Number.NaN], millimetres: 10 }))).toBe('reference_invalid_point');
  });
});
