import type { StudioGeneration, StudioPlanTool } from '@genie/contracts';
import type { AppContext } from '../../context.ts';
import type { StudioGenerationRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { errorMessages } from '../../error-messages.ts';
import { checkImageQuota } from '../create-studio-generation.ts';
import type { StudioAccess } from '../studio-access.ts';
import { queuePlanGeneration } from './queue-plan-generation.ts';
import { studioPlansRepository } from './studio-plans-repository.ts';

/** Regenerate of a plan-tool generation: the same settings and model again, as a new generation (the old result stays). */
export async function rerenderStudioPlanTool(ctx: Pick<AppContext, 'db' | 'now' | 'fileLinks'>, designerId: string, access: StudioAccess, old: StudioGenerationRow): Promise<StudioGeneration> {
  const render = await studioPlansRepository(ctx.db).findRender(designerId, old.id);
  if (!render || !old.inputKey) throw new AppError('not_found', errorMessages.not_found);
  await checkImageQuota(ctx, designerId, access, 1);
  return queuePlanGeneration(
    ctx,
    designerId,
    { tool: old.tool as StudioPlanTool, clientRequestId: old.clientRequestId, inputKey: old.inputKey, title: old.prompt },
    { planId: render.planId, settings: render.settings, model: render.model },
  );
}
