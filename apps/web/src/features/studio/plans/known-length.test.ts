import { describe, expect, it } from 'vitest';
import { addPoint, fractionOf, knownLengthFields } from './known-length.ts';

describe('the known length a designer marks on an image', () => {
  it('turns a click into fractions of the displayed image, clamped to it', () => {
    const box = { left: 100, top: 50, width: 400, height: 200 };
    expect(fractionOf(300, 150, box)).toEqual([0.5, 0.5]);
    expect(fractionOf(90, 260, box)).toEqual([0, 1]);
  });

  it('takes two points, and a third click starts again', () => {
    const two = addPoint(addPoint([], [0.1, 0.1]), [0.9, 0.1]);
    expect(two).toEqual([
      [0.1, 0.1],
      [0.9, 0.1],
    ]);
    expect(addPoint(two, [0.5, 0.5])).toEqual([[0.5, 0.5]]);
  });

  it('sends nothing when nothing was given, and every field when all were', () => {
    expect(knownLengthFields({ points: [], millimetres: ' ' })).toEqual({});
    expect(knownLengthFields({ points: [[0.1, 0.2], [0.8, 0.2]], millimetres: '1200' })).toEqual({ ref_x1: '0.1', ref_y1: '0.2', ref_x2: '0.8', ref_y2: '0.2', ref_mm: '1200' });
  });

  it('sends a half-given length as is, for the server to name what is missing', () => {
    expect(knownLengthFields({ points: [[0.1, 0.2]], millimetres: '' })).toEqual({ ref_x1: '0.1', ref_y1: '0.2' });
  });
});
