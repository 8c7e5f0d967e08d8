import { loadSharp } from '../images/sharp.ts';
import { quotaPeriodOf } from '../billing/usage-quota.ts';
import { isStudioPlanTool, type StudioPlanTool, type StudioTool } from '@genie/contracts';
import type { JobContext } from '../context.ts';
import { designersRepository } from '../db/repositories/designers.ts';
import { studioRepository, type NewStudioResult } from '../db/repositories/studio.ts';
import type { StudioGenerationRow } from '../db/schema.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { jobTypes } from '../jobs/job-types.ts';
import { newFileKey } from '../storage/new-file-key.ts';
import { ImageProviderError, type GeneratedImage, type ImageOperation, type ImageProvider } from '../ai/images/image-provider.ts';
import { monthOf, providerConnectionsRepository } from '../db/repositories/provider-connections.ts';
import { AppError } from '../errors.ts';
import type { ResolvedImageProvider } from '../provider-connections/own-providers.ts';
import { OFFLINE_PROVIDER_ID, OFFLINE_PROVIDER_LABEL } from '../ai/images/offline/offline-image-provider.ts';
import { cutoutRepository } from './cutouts/cutout-repository.ts';
import { runStudioPlanTool } from './plans/run-studio-plan-tool.ts';
import { composeStudioFurniture } from './studio-furniture.ts';
import { STUDIO_CONCURRENCY_PER_DESIGNER } from './studio-runs.ts';
import { studioFailureText } from './studio-failures.ts';
import { keepChangedImages, UnchangedOutput } from '../ai/images/unchanged-output.ts';
import { resolveSpaceAndStyle } from './studio-settings.ts';
import { placementsOf } from './studio-views.ts';

type Ctx = Pick<JobContext, 'db' | 'now' | 'storage' | 'log' | 'imageProvider' | 'studioRuns' | 'ownProviders'>;

const OUTPUT_MAX_SIDE = 1024;
const TEXT_TO_IMAGE_SIZE = { width: 1024, height: 768 };
/** How long a designer's generation waits when two of theirs already run. */
const BUSY_RETRY_MS = 2_000;

const operationOf: Record<Exclude<StudioTool, 'furniture_compose' | StudioPlanTool>, ImageOperation> = {
  text_to_image: 'text_to_image',
  style_to_image: 'image_to_image',
  inpaint: 'inpaint',
};

function outputSize(width: number, height: number) {
  const scale = Math.min(1, OUTPUT_MAX_SIDE / Math.max(width, height));
  const round8 = (v: number) => Math.max(64, Math.round((v * scale) / 8) * 8);
  return { width: round8(width), height: round8(height) };
}

/** A cut-out a composition places was deleted after it was queued: the composition fails, nothing is drawn in its place. */
class CutoutDeleted extends Error {
  constructor() {
    super('a placed cut-out was deleted');
    this.name = 'CutoutDeleted';
  }
}

async function readFile(ctx: Pick<JobContext, 'storage'>, key: string | null): Promise<Buffer | undefined> {
  return key ? (await ctx.storage.get(key))?.data : undefined;
}

async function generateImages(ctx: Ctx, provider: ImageProvider, generation: StudioGenerationRow, signal: AbortSignal, onProgress: (p: number) => void): Promise<GeneratedImage[]> {
  const sharp = await loadSharp();
  const tool = generation.tool as StudioTool;
  if (isStudioPlanTool(tool)) return runStudioPlanTool(ctx, generation, onProgress);
  const input = await readFile(ctx, generation.inputKey);
  if (tool !== 'text_to_image' && !input) throw new ImageProviderError('rejected', 'The input image is missing', 'studio');
  const { space, style } = await resolveSpaceAndStyle(ctx, generation.designerId, generation.space, generation.style);
  if (tool === 'furniture_compose') {
    const room = await sharp(input).resize({ width: OUTPUT_MAX_SIDE, height: OUTPUT_MAX_SIDE, fit: 'inside', withoutEnlargement: true }).png().toBuffer();
    const placements = placementsOf(generation);
    // The designer's own cut-outs, read through their scope; one deleted since it was placed fails the composition.
    const cutouts = new Map<string, Buffer>();
    for (const id of new Set(placements.flatMap((p) => (p.cutout_id ? [p.cutout_id] : [])))) {
      const row = await cutoutRepository(ctx.db).find(generation.designerId, id);
      const file = row ? await readFile(ctx, row.fileKey) : undefined;
      if (!file) throw new CutoutDeleted();
      cutouts.set(id, file);
    }
    const data = await composeStudioFurniture(room, placements, style, generation.shadow, { signal, onProgress, cutouts });
    return [{ data, mimeType: 'image/png' }];
  }
  const size = input ? await sharp(input).metadata().then((m) => outputSize(m.width ?? 1024, m.height ?? 768)) : TEXT_TO_IMAGE_SIZE;
  const operation = operationOf[tool];
  if (!provider.capabilities.has(operation)) throw new ImageProviderError('unsupported', `${operation} is not supported`, provider.id);
  const prompt = [generation.prompt, style.prompt].filter(Boolean).join(', ');
  return provider.generate({
    operation,
    prompt,
    width: size.width,
    height: size.height,
    count: generation.count,
    ...(input ? { image: input } : {}),
    ...(operation === 'inpaint' ? { mask: await readFile(ctx, generation.maskKey) } : {}),
    ...(generation.strength !== null ? { strength: generation.strength } : {}),
    space,
    style,
    signal,
    onProgress,
  });
}

async function storeImages(ctx: Pick<JobContext, 'storage'>, images: GeneratedImage[]): Promise<NewStudioResult[]> {
  const sharp = await loadSharp();
  const results: NewStudioResult[] = [];
  for (const image of images) {
    // Stored as PNG whatever the provider sent: one format to convert from for downloads.
    const png = await sharp(image.data).png().toBuffer({ resolveWithObject: true });
    const key = newFileKey('studio', 'png');
    await ctx.storage.put(key, png.data);
    results.push({ fileKey: key, mimeType: 'image/png', width: png.info.width, height: png.info.height, seed: image.seed ?? null });
  }
  return results;
}

/**
 * The `studio_generation` job. Safe to run again after a crash: a generation that is no longer queued or
 * generating is left alone, and what an interrupted run stored is removed before it starts over; results
 * and the succeeded status are written in one transaction, so they exist once. Stop aborts the run here,
 * and a generation stopped meanwhile stores nothing.
 */
export async function runStudioGenerationJob(ctx: Ctx, payload: Record<string, unknown>): Promise<void> {
  const { designerId, generationId } = payload;
  if (typeof designerId !== 'string' || typeof generationId !== 'string') throw new Error('job payload lacks the generation');
  const studio = studioRepository(ctx.db);
  const existing = await studio.findGeneration(designerId, generationId);
  if (!existing || (existing.status !== 'queued' && existing.status !== 'generating')) return;

  if ((await studio.countGenerating(designerId, generationId)) >= STUDIO_CONCURRENCY_PER_DESIGNER) {
    await enqueueJob(ctx, {
      type: jobTypes.studioGeneration,
      payload: { designerId, generationId },
      designerId,
      runAt: new Date(ctx.now().getTime() + BUSY_RETRY_MS),
    });
    return;
  }

  for (const key of await studio.clearResults(designerId, generationId)) await ctx.storage.delete(key).catch(() => undefined);
  const builtIn = existing.tool === 'furniture_compose' || isStudioPlanTool(existing.tool);
  // The studio's own provider when it has connected one (issue 25), the server's otherwise.
  let resolved: ResolvedImageProvider = { provider: ctx.imageProvider, own: false };
  if (!builtIn) {
    try {
      resolved = await ctx.ownProviders.imageProviderFor(designerId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await studio.fail(designerId, generationId, studioFailureText.own_provider_refused, ctx.now());
      return;
    }
  }
  const provider = builtIn ? { id: OFFLINE_PROVIDER_ID, label: OFFLINE_PROVIDER_LABEL } : resolved.provider;
  const generation = await studio.markGenerating(designerId, generationId, { id: provider.id, label: provider.label }, ctx.now());
  if (!generation) return;
  if (resolved.own && !builtIn && !(await providerConnectionsRepository(ctx.db).reserveImages(designerId, monthOf(ctx.now()), generation.count, ctx.now()))) {
    await studio.fail(designerId, generationId, studioFailureText.cap_reached, ctx.now());
    return;
  }

  const controller = ctx.studioRuns.start(generationId);
  let progressWrite: Promise<unknown> = Promise.resolve();
  const onProgress = (fraction: number) => {
    progressWrite = progressWrite
      .then(() => studio.setProgress(designerId, generationId, Math.max(0, Math.min(0.99, fraction)), ctx.now()))
      .then((status) => {
        // Stopped from another process: abort here too.
        if (status === 'cancelled') controller.abort();
      })
      .catch(() => undefined);
  };
  try {
    const generated = await generateImages(ctx, resolved.provider, generation, controller.signal, onProgress);
    // A result that is the input unchanged is not kept and not counted; when every one is, the generation fails.
    const input = generation.tool === 'style_to_image' || generation.tool === 'inpaint' ? await readFile(ctx, generation.inputKey) : undefined;
    const images = input ? await keepChangedImages(input, generated) : generated;
    await progressWrite;
    if (controller.signal.aborted) return;
    const designer = await designersRepository(ctx.db).findById(designerId);
    if (!designer) return;
    const results = await storeImages(ctx, images);
    const stored = await studio.succeed(designerId, generationId, results, quotaPeriodOf(designer, ctx.now()).start, ctx.now());
    if (!stored) for (const r of results) await ctx.storage.delete(r.fileKey).catch(() => undefined);
  } catch (error) {
    await progressWrite;
    if (controller.signal.aborted) return;
    const reason =
      studioFailureText[error instanceof ImageProviderError ? error.reason : error instanceof UnchangedOutput ? 'unchanged' : error instanceof CutoutDeleted ? 'cutout_deleted' : 'error'];
    ctx.log.warn({ generationId, err: error instanceof Error ? error.message : String(error) }, 'studio generation failed');
    await studio.fail(designerId, generationId, reason, ctx.now());
  } finally {
    ctx.studioRuns.finish(generationId);
  }
}
