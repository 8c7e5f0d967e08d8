/**
 * Real-world units for a traced drawing. With no reference the drawing stays in pixels; with one
 * known length (two points on the image and their true distance in millimetres) every pixel
 * becomes `unitsPerPixel` millimetres.
 */
import type { LineDrawing } from './trace-drawing.ts';

export type DrawingUnit = 'mm' | 'px';

export interface DrawingScale {
  unit: DrawingUnit;
  unitsPerPixel: number;
}

export interface KnownLength {
  from: [number, number];
  to: [number, number];
  millimetres: number;
}

export type DrawingScaleErrorCode = 'reference_invalid_point' | 'reference_zero_length' | 'reference_non_positive_length';

/** A reference length the scale cannot use (the transport maps `code` to a 4xx and a translated message). */
export class DrawingScaleError extends Error {
  constructor(
    public readonly code: DrawingScaleErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DrawingScaleError';
  }
}

/** Shorter references than this (in pixels) are treated as zero: a double click, not a measurement. */
const MIN_REFERENCE_PX = 1;

export function scaleDrawing(drawing: LineDrawing, knownLength?: KnownLength): DrawingScale {
  if (!knownLength) return { unit: 'px', unitsPerPixel: 1 };
  const { from, to, millimetres } = knownLength;
  for (const point of [from, to]) {
    if (!point.every(Number.isFinite) || !insideImage(point, drawing)) {
      throw new DrawingScaleError('reference_invalid_point', 'The reference points must lie on the image.');
    }
  }
  const pixels = Math.hypot(to[0] - from[0], to[1] - from[1]);
  if (pixels < MIN_REFERENCE_PX) {
    throw new DrawingScaleError('reference_zero_length', 'The reference line has no length: pick two different points.');
  }
  if (!Number.isFinite(millimetres) || millimetres <= 0) {
    throw new DrawingScaleError('reference_non_positive_length', 'The known length must be a positive number of millimetres.');
  }
  return { unit: 'mm', unitsPerPixel: millimetres / pixels };
}

function insideImage([x, y]: [number, number], drawing: LineDrawing): boolean {
  return x >= 0 && y >= 0 && x <= drawing.width && y <= drawing.height;
}
