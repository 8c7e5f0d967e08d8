import { analyseFloorPlan } from '@genie/core';
import type { AnalyseStudioPlanFields, StudioPlan } from '@genie/contracts';
import type { AppContext } from '../../context.ts';
import type { UploadedFile } from '../../images/uploaded-file.ts';
import { requireStudio } from '../studio-access.ts';
import { studioFileUrl } from '../studio-views.ts';
import { inPixels, knownLengthOf, readRaster, requestIdOf, storePlanInput } from './plan-input.ts';
import { withPlanErrors } from './plan-tool-errors.ts';
import { studioPlanView } from './studio-plan-views.ts';
import { studioPlansRepository } from './studio-plans-repository.ts';

type Ctx = Pick<AppContext, 'db' | 'now' | 'storage' | 'fileLinks' | 'uploadSlots'>;

/**
 * Finds the walls, rooms and doors of a floor-plan image (uploaded, or one of a request's floor plans)
 * and keeps the model for the designer to correct. Analysing is free: rendering counts as an image.
 */
export async function analyseStudioPlan(ctx: Ctx, designerId: string, fields: AnalyseStudioPlanFields, image: UploadedFile | undefined): Promise<StudioPlan> {
  await requireStudio(ctx, designerId);
  const clientRequestId = await requestIdOf(ctx, designerId, fields.client_request_id);
  const length = knownLengthOf(fields);
  const inputKey = await storePlanInput(ctx, designerId, fields, image, clientRequestId);
  try {
    const raster = await readRaster(ctx, inputKey);
    const known = length && inPixels(length, raster);
    const analysis = withPlanErrors(() =>
      analyseFloorPlan(raster, {
        language: fields.language,
        ...(known ? { knownLength: { from: known.from, to: known.to, metres: known.millimetres / 1000 } } : {}),
      }),
    );
    const row = await studioPlansRepository(ctx.db).insertPlan(designerId, { clientRequestId, inputKey, model: analysis.model, scaleSource: analysis.scaleSource }, ctx.now());
    return studioPlanView(row, studioFileUrl(ctx, designerId));
  } catch (error) {
    // An upload or a copied floor plan is this analysis's own; a gallery result's file is not.
    if (image || fields.source === 'floor_plan') await ctx.storage.delete(inputKey).catch(() => undefined);
    throw error;
  }
}
