import { studioPlanValidationMessages, validationMessages } from '@genie/contracts';
import {
  Concept3dError,
  DrawingInputError,
  DrawingScaleError,
  FloorPlanAnalysisError,
  type Concept3dErrorCode,
  type DrawingScaleErrorCode,
  type FloorPlanErrorCode,
} from '@genie/core';
import { AppError } from '../../errors.ts';
import { errorMessages } from '../../error-messages.ts';

const messages = { ...validationMessages, ...studioPlanValidationMessages };
type Key = keyof typeof messages;

export const invalidField = (field: string, key: Key) => new AppError('validation_failed', messages[key], { [field]: key });

const damaged = () => new AppError('image_damaged', validationMessages.image_damaged, { image: 'image_damaged' });

type EngineErrorCode = FloorPlanErrorCode | DrawingInputError['code'] | DrawingScaleErrorCode | Concept3dErrorCode;

/** Each core error code of the drawing and floor-plan engines as the reply the designer reads (the type keeps it complete). */
const byCode: Record<EngineErrorCode, () => AppError> = {
  // floor-plan analysis
  invalid_image: damaged,
  image_too_small: () => new AppError('plan_image_too_small', errorMessages.plan_image_too_small),
  image_too_large: () => new AppError('image_too_large', validationMessages.image_too_large, { image: 'image_too_large' }),
  invalid_scale: () => invalidField('ref_mm', 'reference_length'),
  no_walls_found: () => new AppError('plan_no_walls_found', errorMessages.plan_no_walls_found),
  no_rooms_found: () => new AppError('plan_no_rooms_found', errorMessages.plan_no_rooms_found),
  // tracing
  image_empty: damaged,
  image_data_size: damaged,
  reference_invalid_point: () => invalidField('ref_x1', 'reference_point'),
  reference_zero_length: () => invalidField('ref_x2', 'reference_same_point'),
  reference_non_positive_length: () => invalidField('ref_mm', 'reference_length'),
  // 3D concept
  ceiling_height_out_of_range: () => invalidField('ceiling_height', 'ceiling_height'),
  door_height_out_of_range: () => invalidField('ceiling_height', 'ceiling_height'),
  invalid_colour: () => invalidField('palette', 'invalid_value'),
};

const isEngineError = (error: unknown): error is { code: EngineErrorCode } =>
  error instanceof FloorPlanAnalysisError || error instanceof DrawingInputError || error instanceof DrawingScaleError || error instanceof Concept3dError;

/** Runs an engine call, turning its coded errors into the studio's replies (anything else is rethrown). */
export function withPlanErrors<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (isEngineError(error)) throw byCode[error.code]();
    throw error;
  }
}
