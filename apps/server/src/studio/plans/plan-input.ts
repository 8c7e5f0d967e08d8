import { loadSharp } from '../../images/sharp.ts';
import type { KnownLengthFields } from '@genie/contracts';
import type { RasterImage } from '@genie/core';
import type { AppContext } from '../../context.ts';
import { clientRequestsRepository } from '../../db/repositories/client-requests.ts';
import { AppError } from '../../errors.ts';
import { errorMessages } from '../../error-messages.ts';
import type { UploadedFile } from '../../images/uploaded-file.ts';
import { resolveInputKey, storeUploadedInput } from '../studio-input-image.ts';
import { invalidField } from './plan-tool-errors.ts';

type Ctx = Pick<AppContext, 'db' | 'storage' | 'uploadSlots'>;

export interface PlanInputFields {
  client_request_id?: string | undefined;
  source?: 'upload' | 'floor_plan' | 'result' | undefined;
  source_id?: string | undefined;
}

/** The request a plan tool works for, checked to be the designer's (404 otherwise). */
export async function requestIdOf(ctx: Pick<AppContext, 'db'>, designerId: string, clientRequestId: string | undefined): Promise<string | null> {
  if (!clientRequestId) return null;
  const request = await clientRequestsRepository(ctx.db).findById(designerId, clientRequestId);
  if (!request) throw new AppError('not_found', errorMessages.not_found);
  return request.id;
}

/** Stores the input image of a plan tool: the uploaded file, or a copy of a request's floor plan or a gallery result. */
export async function storePlanInput(ctx: Ctx, designerId: string, fields: PlanInputFields, image: UploadedFile | undefined, clientRequestId: string | null): Promise<string> {
  if (image) return storeUploadedInput(ctx, designerId, image);
  if (!fields.source || fields.source === 'upload' || !fields.source_id) throw invalidField('image', 'image_required');
  return resolveInputKey(ctx, designerId, fields.source, fields.source_id, clientRequestId);
}

/** The engines read at most this many pixels a side (a request's floor plan is copied at its full size). */
const RASTER_MAX_SIDE = 2048;

/** A stored input image as raw pixels for the engines (RGB, upright, at most 2048 px a side). */
export async function readRaster(ctx: Pick<AppContext, 'storage'>, key: string): Promise<RasterImage> {
  const sharp = await loadSharp();
  const file = await ctx.storage.get(key);
  if (!file) throw invalidField('image', 'image_required');
  const { data, info } = await sharp(file.data)
    .resize({ width: RASTER_MAX_SIDE, height: RASTER_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: 3, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

/** A known length given as fractions of the image, as points in its pixels; undefined when none was given. */
export interface FractionLength {
  from: [number, number];
  to: [number, number];
  millimetres: number;
}

/** The measured length when all five fields were filled; none at all is fine; some but not all is refused. */
export function knownLengthOf(fields: KnownLengthFields): FractionLength | undefined {
  const values = [fields.ref_x1, fields.ref_y1, fields.ref_x2, fields.ref_y2, fields.ref_mm];
  if (values.every((v) => v === undefined)) return undefined;
  if (values.some((v) => v === undefined)) throw invalidField('ref_mm', 'reference_incomplete');
  if (!(fields.ref_mm! > 0)) throw invalidField('ref_mm', 'reference_length');
  return { from: [fields.ref_x1!, fields.ref_y1!], to: [fields.ref_x2!, fields.ref_y2!], millimetres: fields.ref_mm! };
}

/** The length's points in the pixels of an image of this size. */
export function inPixels(length: FractionLength, size: { width: number; height: number }): FractionLength {
  return {
    from: [length.from[0] * size.width, length.from[1] * size.height],
    to: [length.to[0] * size.width, length.to[1] * size.height],
    millimetres: length.millimetres,
  };
}
