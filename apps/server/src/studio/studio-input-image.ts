import { loadSharp } from '../images/sharp.ts';
import { validationMessages, type StudioInputSource } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { briefFeedbacksRepository } from '../db/repositories/brief-feedbacks.ts';
import { referenceImagesRepository } from '../db/repositories/reference-images.ts';
import { studioRepository } from '../db/repositories/studio.ts';
import { AppError } from '../errors.ts';
import { ingestImage } from '../images/ingest-image.ts';
import { extensionOf, type UploadedFile } from '../images/uploaded-file.ts';
import { newFileKey } from '../storage/new-file-key.ts';

const UPLOAD_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp']);
/** Inputs are kept at most this large: providers work at about 1 MP, and the browser shows them. */
const INPUT_MAX_SIDE = 2048;

const imageRequired = () => new AppError('validation_failed', validationMessages.image_required, { image: 'image_required' });

/**
 * An uploaded input: a .jpg/.jpeg/.png/.webp of at most 10 MB, decoded whole to prove it readable,
 * turned upright and stripped of metadata (the one ingestion path), stored as a studio file.
 */
export async function storeUploadedInput(ctx: Pick<AppContext, 'storage' | 'uploadSlots'>, designerId: string, file: UploadedFile): Promise<string> {
  if (!UPLOAD_EXTENSIONS.has(extensionOf(file.filename))) {
    throw new AppError('image_type_unsupported', validationMessages.image_type, { image: 'image_type' });
  }
  const image = await ctx.uploadSlots.images.run(designerId, () => ingestImage(file.data, { webWidths: [], jpegFallback: false, originalMaxSide: INPUT_MAX_SIDE }));
  const key = newFileKey('studio', 'jpg');
  await ctx.storage.put(key, image.original.buffer);
  return key;
}

/** The lightest grey that still counts as "keep": a mask with nothing lighter paints nothing. */
const MASK_PAINTED_LEVEL = 128;

/**
 * Whether a mask paints anything (some pixel white = repaint). A mask only erased paints nothing and is
 * refused before any work: it would return the photo unchanged. A mask that cannot be read is damaged.
 */
export async function maskPaints(file: UploadedFile): Promise<boolean> {
  const sharp = await loadSharp();
  try {
    const stats = await sharp(file.data, { failOn: 'truncated', limitInputPixels: 50_000_000 }).flatten({ background: '#000000' }).greyscale().stats();
    return (stats.channels[0]?.max ?? 0) >= MASK_PAINTED_LEVEL;
  } catch {
    throw new AppError('image_damaged', validationMessages.image_damaged, { mask: 'image_damaged' });
  }
}

/** The mask the editor painted: a PNG, white = repaint, stored as greyscale PNG. */
export async function storeMask(ctx: Pick<AppContext, 'storage'>, file: UploadedFile): Promise<string> {
  const sharp = await loadSharp();
  let png: Buffer;
  try {
    png = await sharp(file.data, { failOn: 'truncated', limitInputPixels: 50_000_000 }).flatten({ background: '#000000' }).greyscale().png().toBuffer();
  } catch {
    throw new AppError('image_damaged', validationMessages.image_damaged, { mask: 'image_damaged' });
  }
  const key = newFileKey('studio', 'png');
  await ctx.storage.put(key, png);
  return key;
}

/** Copies a file the designer may read into the studio (a floor plan's link expires; a studio input must not). */
async function copyIntoStudio(ctx: Pick<AppContext, 'storage'>, key: string): Promise<string> {
  const sharp = await loadSharp();
  const file = await ctx.storage.get(key);
  if (!file) throw imageRequired();
  const jpeg = await sharp(file.data).flatten({ background: '#ffffff' }).jpeg({ quality: 90 }).toBuffer();
  const copy = newFileKey('studio', 'jpg');
  await ctx.storage.put(copy, jpeg);
  return copy;
}

/** The stored key of an input chosen from the gallery, the request's floor plans, the client's references or an earlier generation. */
export async function resolveInputKey(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  designerId: string,
  source: Exclude<StudioInputSource, 'upload'>,
  sourceId: string,
  clientRequestId: string | null,
): Promise<string> {
  const studio = studioRepository(ctx.db);
  switch (source) {
    case 'result': {
      const found = await studio.findResult(designerId, sourceId);
      if (!found) throw imageRequired();
      return found.result.fileKey;
    }
    case 'generation': {
      const generation = await studio.findGeneration(designerId, sourceId);
      if (!generation?.inputKey) throw imageRequired();
      return generation.inputKey;
    }
    case 'floor_plan': {
      if (!clientRequestId) throw imageRequired();
      const feedback = await briefFeedbacksRepository(ctx.db).find(designerId, clientRequestId);
      const plan = feedback.floorPlans.find((p) => p.id === sourceId);
      if (!plan) throw imageRequired();
      return copyIntoStudio(ctx, plan.key);
    }
    case 'reference': {
      const [image] = studio.isUuid(sourceId) ? await referenceImagesRepository(ctx.db).findVisibleTo(designerId, [sourceId]) : [];
      const variants = (image?.variants ?? []) as { key: string }[];
      const key = variants[0]?.key;
      if (!key) throw imageRequired();
      return copyIntoStudio(ctx, key);
    }
  }
}
