import { describe, expect, it } from 'vitest';
import { Concept3dError, DrawingInputError, DrawingScaleError, FloorPlanAnalysisError } from '@genie/core';
import { AppError, httpStatusByCode } from '../../errors.ts';
import { withPlanErrors } from './plan-tool-errors.ts';

const replyTo = (error: Error) => {
  try {
    withPlanErrors(() => {
      throw error;
    });
  } catch (caught) {
    return caught;
  }
  throw new Error('nothing was thrown');
};

describe('the plan tools’ engine errors as replies', () => {
  const cases: [Error, string, number][] = [
    [new FloorPlanAnalysisError('no_walls_found', 'x'), 'plan_no_walls_found', 422],
    [new FloorPlanAnalysisError('no_rooms_found', 'x'), 'plan_no_rooms_found', 422],
    [new FloorPlanAnalysisError('image_too_small', 'x'), 'plan_image_too_small', 422],
    [new FloorPlanAnalysisError('image_too_large', 'x'), 'image_too_large', 413],
    [new FloorPlanAnalysisError('invalid_image', 'x'), 'image_damaged', 422],
    [new FloorPlanAnalysisError('invalid_scale', 'x'), 'validation_failed', 400],
    [new DrawingInputError('image_empty', 'x'), 'image_damaged', 422],
    [new DrawingScaleError('reference_zero_length', 'x'), 'validation_failed', 400],
    [new Concept3dError('ceiling_height_out_of_range', 'x'), 'validation_failed', 400],
  ];
  it.each(cases)('%s → %s', (error, code, status) => {
    const reply = replyTo(error);
    expect(reply).toBeInstanceOf(AppError);
    expect((reply as AppError).code).toBe(code);
    expect(httpStatusByCode[(reply as AppError).code]).toBe(status);
    expect((reply as AppError).message).not.toBe('x');
  });

  it('lets any other error through unchanged', () => {
    const other = new Error('disk full');
    expect(replyTo(other)).toBe(other);
  });
});
