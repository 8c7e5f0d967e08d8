import { resolveConceptOptions } from '@genie/core';
import type { RenderStudioPlanInput, StudioGeneration } from '@genie/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { errorMessages } from '../../error-messages.ts';
import { checkImageQuota } from '../create-studio-generation.ts';
import { requireStudio } from '../studio-access.ts';
import { requestIdOf } from './plan-input.ts';
import { withPlanErrors } from './plan-tool-errors.ts';
import { queuePlanGeneration } from './queue-plan-generation.ts';
import { modelOf } from './studio-plan-views.ts';
import { studioPlansRepository } from './studio-plans-repository.ts';

type Ctx = Pick<AppContext, 'db' | 'now' | 'fileLinks'>;

/** The 2D/3D settings kept with the generation (settings jsonb of plan_2d and plan_3d). */
export interface PlanRenderSettings {
  title: string;
  language: RenderStudioPlanInput['language'];
  ceilingHeight: number;
  /** plan_3d: the 2D plan's furniture symbols as simple volumes (absent in settings kept before it existed). */
  furniture?: boolean;
}

/**
 * Floor plan → 2D presentation plan or 3D concept: queues the rendering of the plan's corrected model
 * (a snapshot of it is kept with the generation, so later edits do not change this result).
 */
export async function renderStudioPlan(ctx: Ctx, designerId: string, planId: string, input: RenderStudioPlanInput): Promise<StudioGeneration> {
  const access = await requireStudio(ctx, designerId);
  const plan = await studioPlansRepository(ctx.db).findPlan(designerId, planId);
  if (!plan) throw new AppError('not_found', errorMessages.not_found);
  const clientRequestId = input.client_request_id ? await requestIdOf(ctx, designerId, input.client_request_id) : plan.clientRequestId;
  withPlanErrors(() => resolveConceptOptions({ ceilingHeight: input.ceiling_height }));
  await checkImageQuota(ctx, designerId, access, 1);
  const settings: PlanRenderSettings = { title: input.title, language: input.language, ceilingHeight: input.ceiling_height, furniture: input.furniture };
  return queuePlanGeneration(
    ctx,
    designerId,
    { tool: input.tool, clientRequestId, inputKey: plan.inputKey, title: input.title },
    { planId: plan.id, settings, model: modelOf(plan.model) },
  );
}
