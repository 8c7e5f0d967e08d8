import {
  furniturePlacement,
  studioToolsWithInput,
  validationMessages,
  type CreateStudioGenerationFields,
  type StudioGeneration,
} from '@genie/contracts';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { clientRequestsRepository } from '../db/repositories/client-requests.ts';
import { studioRepository, type NewStudioGeneration } from '../db/repositories/studio.ts';
import { monthOf, providerConnectionsRepository } from '../db/repositories/provider-connections.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';
import type { UploadedFile } from '../images/uploaded-file.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { jobTypes } from '../jobs/job-types.ts';
import { cutoutRepository } from './cutouts/cutout-repository.ts';
import { requireStudio, type StudioAccess } from './studio-access.ts';
import { maskPaints, resolveInputKey, storeMask, storeUploadedInput } from './studio-input-image.ts';
import { resolveSpaceAndStyle } from './studio-settings.ts';
import { studioFileUrl, studioGenerationView } from './studio-views.ts';

type Ctx = Pick<AppContext, 'db' | 'now' | 'storage' | 'fileLinks' | 'uploadSlots'>;

const invalid = (field: string, key: keyof typeof validationMessages) => new AppError('validation_failed', validationMessages[key], { [field]: key });

function parsePieces(raw: string | undefined) {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw invalid('pieces', 'invalid_value');
  }
  const parsed = z.array(furniturePlacement).max(20).safeParse(value);
  if (!parsed.success) throw invalid('pieces', 'invalid_value');
  return parsed.data;
}

/** Refuses a generation that would take the month's images past the plan's allowance (images made stay). */
export async function checkImageQuota(ctx: Pick<AppContext, 'db'>, designerId: string, access: StudioAccess, count: number): Promise<void> {
  const studio = studioRepository(ctx.db);
  const used = (await studio.imageCount(designerId, access.periodStart)) + (await studio.pendingImages(designerId));
  if (used + count > access.quota) throw new AppError('image_quota_exceeded', errorMessages.image_quota_exceeded);
}

/** Refuses a generation that would take the studio's own image provider past the monthly cap its designer set. */
export async function checkOwnProviderCap(ctx: Pick<AppContext, 'db' | 'now'>, designerId: string, count: number): Promise<void> {
  const repo = providerConnectionsRepository(ctx.db);
  const own = await repo.find(designerId, 'image');
  if (!own || own.monthlyImageCap === null) return;
  if (repo.usedIn(own, monthOf(ctx.now())) + count > own.monthlyImageCap) throw new AppError('provider_image_cap_reached', errorMessages.provider_image_cap_reached);
}

/** Queues a generation (the `studio_generation` job does the work) and returns it, queued. */
export async function queueStudioGeneration(ctx: Pick<AppContext, 'db' | 'now' | 'storage' | 'fileLinks'>, designerId: string, values: NewStudioGeneration): Promise<StudioGeneration> {
  const row = await studioRepository(ctx.db).insertGeneration(designerId, values, ctx.now());
  await enqueueStudioGeneration(ctx, designerId, row.id);
  return studioGenerationView(row, [], studioFileUrl(ctx, designerId));
}

/** Queues the `studio_generation` job of a stored generation. */
export async function enqueueStudioGeneration(ctx: Pick<AppContext, 'db' | 'now'>, designerId: string, generationId: string): Promise<void> {
  await enqueueJob(ctx, { type: jobTypes.studioGeneration, payload: { designerId, generationId }, designerId, uniqueKey: `studio:${generationId}`, maxAttempts: 3 });
}

/**
 * Checks a generation's settings with the spec's messages (image, then space and style, then prompt),
 * stores its input image and mask, and queues it.
 */
export async function createStudioGeneration(
  ctx: Ctx,
  designerId: string,
  fields: CreateStudioGenerationFields,
  files: { image?: UploadedFile | undefined; mask?: UploadedFile | undefined },
): Promise<StudioGeneration> {
  const access = await requireStudio(ctx, designerId);
  const tool = fields.tool;
  const needsInput = studioToolsWithInput.includes(tool);
  const source = files.image ? 'upload' : fields.source;
  if (needsInput && !files.image && (!source || source === 'upload' || !fields.source_id)) throw invalid('image', 'image_required');
  await resolveSpaceAndStyle(ctx, designerId, fields.space, fields.style);
  if (tool !== 'furniture_compose' && !fields.prompt) throw invalid('prompt', 'prompt_required');
  if (tool === 'inpaint' && !files.mask) throw invalid('mask', 'mask_required');
  if (tool === 'inpaint' && files.mask && !(await maskPaints(files.mask))) throw invalid('mask', 'mask_empty');
  const pieces = tool === 'furniture_compose' ? parsePieces(fields.pieces) : [];
  if (tool === 'furniture_compose' && pieces.length === 0) throw invalid('pieces', 'furniture_required');
  // A cut-out must be one of the designer's own.
  for (const id of new Set(pieces.flatMap((p) => (p.cutout_id ? [p.cutout_id] : [])))) {
    if (!(await cutoutRepository(ctx.db).find(designerId, id))) throw invalid('pieces', 'invalid_value');
  }

  let clientRequestId: string | null = null;
  if (fields.client_request_id) {
    const request = await clientRequestsRepository(ctx.db).findById(designerId, fields.client_request_id);
    if (!request) throw new AppError('not_found', errorMessages.not_found);
    clientRequestId = request.id;
  }
  const count = tool === 'furniture_compose' ? 1 : fields.count;
  await checkImageQuota(ctx, designerId, access, count);
  if (tool !== 'furniture_compose') await checkOwnProviderCap(ctx, designerId, count);

  let inputKey: string | null = null;
  if (needsInput) {
    if (files.image) inputKey = await storeUploadedInput(ctx, designerId, files.image);
    else if (source && source !== 'upload' && fields.source_id) inputKey = await resolveInputKey(ctx, designerId, source, fields.source_id, clientRequestId);
  }
  const maskKey = tool === 'inpaint' && files.mask ? await storeMask(ctx, files.mask) : null;

  return queueStudioGeneration(ctx, designerId, {
    clientRequestId,
    tool,
    space: fields.space,
    style: fields.style,
    prompt: fields.prompt,
    count,
    inputKey,
    maskKey,
    strength: tool === 'style_to_image' ? (fields.strength ?? 0.6) : null,
    pieces,
    shadow: fields.shadow !== 'false',
    failureReason: null,
    providerId: null,
    providerLabel: null,
    startedAt: null,
    finishedAt: null,
  });
}
