import type { StudioGeneration, StudioPlanTool } from '@genie/contracts';
import type { AppContext } from '../../context.ts';
import { studioRepository } from '../../db/repositories/studio.ts';
import { enqueueStudioGeneration } from '../create-studio-generation.ts';
import { studioFileUrl, studioGenerationView } from '../studio-views.ts';
import { studioPlansRepository, type NewStudioPlanRender } from './studio-plans-repository.ts';

export interface PlanGenerationValues {
  tool: StudioPlanTool;
  clientRequestId: string | null;
  inputKey: string;
  /** Shown as the generation's prompt in the gallery: the drawing's title. */
  title: string;
}

/**
 * Stores a plan-tool generation (one image against the quota, checked by the caller) with its settings
 * and model, then queues the studio's generation job, which renders it (run-studio-plan-tool.ts).
 */
export async function queuePlanGeneration(
  ctx: Pick<AppContext, 'db' | 'now' | 'fileLinks'>,
  designerId: string,
  values: PlanGenerationValues,
  render: NewStudioPlanRender,
): Promise<StudioGeneration> {
  const row = await studioRepository(ctx.db).insertGeneration(
    designerId,
    {
      clientRequestId: values.clientRequestId,
      tool: values.tool,
      space: '',
      style: '',
      prompt: values.title,
      count: 1,
      inputKey: values.inputKey,
      maskKey: null,
      strength: null,
      pieces: [],
      shadow: false,
      failureReason: null,
      providerId: null,
      providerLabel: null,
      startedAt: null,
      finishedAt: null,
    },
    ctx.now(),
  );
  await studioPlansRepository(ctx.db).insertRender(designerId, row.id, render);
  await enqueueStudioGeneration(ctx, designerId, row.id);
  return studioGenerationView(row, [], studioFileUrl(ctx, designerId));
}
