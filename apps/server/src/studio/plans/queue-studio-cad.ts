import { loadSharp } from '../../images/sharp.ts';
import { scaleDrawing } from '@genie/core';
import type { CreateStudioCadFields, StudioGeneration } from '@genie/contracts';
import type { AppContext } from '../../context.ts';
import type { UploadedFile } from '../../images/uploaded-file.ts';
import { checkImageQuota } from '../create-studio-generation.ts';
import { requireStudio } from '../studio-access.ts';
import { inPixels, knownLengthOf, requestIdOf, storePlanInput, type FractionLength } from './plan-input.ts';
import { withPlanErrors } from './plan-tool-errors.ts';
import { queuePlanGeneration } from './queue-plan-generation.ts';

type Ctx = Pick<AppContext, 'db' | 'now' | 'storage' | 'fileLinks' | 'uploadSlots'>;

/** The CAD settings kept with the generation (settings jsonb of image_to_cad). */
export interface CadSettings {
  detail: CreateStudioCadFields['detail'];
  mode: CreateStudioCadFields['mode'];
  knownLength: FractionLength | null;
}

/** Refuses a known length the drawing could not be scaled by, before anything is queued. */
async function checkKnownLength(ctx: Pick<AppContext, 'storage'>, inputKey: string, length: FractionLength): Promise<void> {
  const sharp = await loadSharp();
  const file = await ctx.storage.get(inputKey);
  const { width = 1, height = 1 } = file ? await sharp(file.data).metadata() : {};
  const known = inPixels(length, { width, height });
  withPlanErrors(() => scaleDrawing({ width, height, paths: [] }, known));
}

/** Image → CAD: queues the tracing of a photo, sketch or scan into a line drawing (SVG, DXF and a PNG preview). */
export async function queueStudioCad(ctx: Ctx, designerId: string, fields: CreateStudioCadFields, image: UploadedFile | undefined): Promise<StudioGeneration> {
  const access = await requireStudio(ctx, designerId);
  const clientRequestId = await requestIdOf(ctx, designerId, fields.client_request_id);
  const knownLength = knownLengthOf(fields) ?? null;
  await checkImageQuota(ctx, designerId, access, 1);
  const inputKey = await storePlanInput(ctx, designerId, fields, image, clientRequestId);
  if (knownLength) await checkKnownLength(ctx, inputKey, knownLength);
  const settings: CadSettings = { detail: fields.detail, mode: fields.mode, knownLength };
  return queuePlanGeneration(ctx, designerId, { tool: 'image_to_cad', clientRequestId, inputKey, title: fields.title }, { planId: null, settings, model: null });
}
