import { isStudioPlanTool, type RegenerateStudioInput, type StudioGeneration, type StudioGenerationListQuery } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { studioRepository } from '../db/repositories/studio.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { jobTypes } from '../jobs/job-types.ts';
import { checkImageQuota, checkOwnProviderCap, queueStudioGeneration } from './create-studio-generation.ts';
import { rerenderStudioPlanTool } from './plans/rerender-studio-plan-tool.ts';
import { requireStudio } from './studio-access.ts';
import { studioFileUrl, studioGenerationView } from './studio-views.ts';

type Ctx = Pick<AppContext, 'db' | 'now' | 'storage' | 'fileLinks'>;
const notFound = () => new AppError('not_found', errorMessages.not_found);

export async function listStudioGenerations(ctx: Ctx, designerId: string, query: StudioGenerationListQuery): Promise<StudioGeneration[]> {
  await requireStudio(ctx, designerId);
  const studio = studioRepository(ctx.db);
  const rows = await studio.listGenerations(designerId, query.client_request_id, query.page_size);
  const results = await studio.resultsOf(designerId, rows.map((r) => r.id));
  return rows.map((row) => studioGenerationView(row, results, studioFileUrl(ctx, designerId)));
}

export async function getStudioGeneration(ctx: Ctx, designerId: string, id: string): Promise<StudioGeneration> {
  await requireStudio(ctx, designerId);
  const studio = studioRepository(ctx.db);
  const row = await studio.findGeneration(designerId, id);
  if (!row) throw notFound();
  return studioGenerationView(row, await studio.resultsOf(designerId, [row.id]), studioFileUrl(ctx, designerId));
}

/** Stop: the row is cancelled (a worker checks it before and after running) and a run in this process is aborted. */
export async function stopStudioGeneration(ctx: Ctx & Pick<AppContext, 'studioRuns'>, designerId: string, id: string): Promise<StudioGeneration> {
  await requireStudio(ctx, designerId);
  const studio = studioRepository(ctx.db);
  const row = await studio.cancel(designerId, id, ctx.now());
  if (!row) {
    if (await studio.findGeneration(designerId, id)) throw new AppError('generation_not_stoppable', errorMessages.generation_not_stoppable);
    throw notFound();
  }
  ctx.studioRuns.abort(row.id);
  return studioGenerationView(row, [], studioFileUrl(ctx, designerId));
}

/** The tools an image provider does (the others are the built-in plan and compose work). */
const usesImageProvider = (tool: string) => tool === 'text_to_image' || tool === 'style_to_image' || tool === 'inpaint';

/** Retry: a failed or stopped generation runs again with the same settings. */
export async function retryStudioGeneration(ctx: Ctx, designerId: string, id: string): Promise<StudioGeneration> {
  const access = await requireStudio(ctx, designerId);
  const studio = studioRepository(ctx.db);
  const existing = await studio.findGeneration(designerId, id);
  if (!existing) throw notFound();
  if (existing.status !== 'failed' && existing.status !== 'cancelled') throw new AppError('generation_not_retryable', errorMessages.generation_not_retryable);
  await checkImageQuota(ctx, designerId, access, existing.count);
  if (usesImageProvider(existing.tool)) await checkOwnProviderCap(ctx, designerId, existing.count);
  const row = await studio.requeue(designerId, id, ctx.now());
  if (!row) throw new AppError('generation_not_retryable', errorMessages.generation_not_retryable);
  await enqueueJob(ctx, { type: jobTypes.studioGeneration, payload: { designerId, generationId: row.id }, designerId, uniqueKey: `studio:${row.id}`, maxAttempts: 3 });
  return studioGenerationView(row, [], studioFileUrl(ctx, designerId));
}

/** Regenerate: a new generation from an old one's settings, the prompt (and count) edited; the old results stay. */
export async function regenerateStudioGeneration(ctx: Ctx, designerId: string, id: string, input: RegenerateStudioInput): Promise<StudioGeneration> {
  const access = await requireStudio(ctx, designerId);
  const old = await studioRepository(ctx.db).findGeneration(designerId, id);
  if (!old) throw notFound();
  if (isStudioPlanTool(old.tool)) return rerenderStudioPlanTool(ctx, designerId, access, old);
  const count = old.tool === 'furniture_compose' ? 1 : (input.count ?? old.count);
  const prompt = input.prompt ?? old.prompt;
  if (old.tool !== 'furniture_compose' && !prompt) throw new AppError('validation_failed', 'Please enter the prompt', { prompt: 'prompt_required' });
  await checkImageQuota(ctx, designerId, access, count);
  if (usesImageProvider(old.tool)) await checkOwnProviderCap(ctx, designerId, count);
  return queueStudioGeneration(ctx, designerId, {
    clientRequestId: old.clientRequestId,
    tool: old.tool,
    space: old.space,
    style: old.style,
    prompt,
    count,
    inputKey: old.inputKey,
    maskKey: old.maskKey,
    strength: old.strength,
    pieces: old.pieces,
    shadow: old.shadow,
    failureReason: null,
    providerId: null,
    providerLabel: null,
    startedAt: null,
    finishedAt: null,
  });
}
