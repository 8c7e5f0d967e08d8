import type { ReferenceImageDraft, ReferenceImageVariant } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { referenceImagesRepository } from '../db/repositories/reference-images.ts';
import type { ReferenceImageRow } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { analyseImage, ingestImage, type EncodedImage, type IngestedImage, type IngestImageOptions } from '../images/ingest-image.ts';
import { newFileKey } from '../storage/new-file-key.ts';
import { featureBytes } from './reference-catalog.ts';

export type AddReferenceImageContext = Pick<AppContext, 'db' | 'storage' | 'references' | 'now'>;

/** A near-duplicate of an image the owner already has (a resized or recompressed copy). */
export class DuplicateImageError extends AppError {
  constructor(public readonly duplicateOf: string, owner: ReferenceImageDraft['owner']) {
    super('image_duplicate', owner.kind === 'library' ? 'This image is already in the library' : 'This image is already in your portfolio');
    this.name = 'DuplicateImageError';
  }
}

export interface AddReferenceImageInput {
  data: Buffer;
  draft: ReferenceImageDraft;
  /** A stable name of the image's origin (a demo image id, an imported file); unique in the library. */
  sourceKey?: string;
  ingest?: IngestImageOptions;
}

/**
 * The one way an image enters the library or a portfolio: decode to verify (ImageRejectedError:
 * "Image is damaged"…), refuse a near-duplicate of the owner's images (DuplicateImageError), store the
 * metadata-stripped original and the web variants, insert the row, and update the process's index.
 */
export async function addReferenceImage(ctx: AddReferenceImageContext, input: AddReferenceImageInput): Promise<ReferenceImageRow> {
  await ctx.references.ensureFresh();
  // Verify and hash before encoding anything: damaged files and duplicates cost little.
  const analysis = await analyseImage(input.data, input.ingest);
  const duplicate = ctx.references.nearDuplicate(input.draft.owner, analysis.phash);
  if (duplicate) throw new DuplicateImageError(duplicate.id, input.draft.owner);
  return storeReferenceImage(ctx, { image: await ingestImage(input.data, input.ingest), draft: input.draft, sourceKey: input.sourceKey });
}

type IngestedInput = { image: IngestedImage; draft: ReferenceImageDraft; sourceKey?: string | undefined };

/**
 * An image already decoded, encoded and analysed (`ingestImage`, e.g. in a process of its own): refused
 * when it nearly duplicates one of the owner's, else stored as `addReferenceImage` stores it.
 */
export async function addIngestedReferenceImage(ctx: AddReferenceImageContext, input: IngestedInput): Promise<ReferenceImageRow> {
  await ctx.references.ensureFresh();
  const duplicate = ctx.references.nearDuplicate(input.draft.owner, input.image.phash);
  if (duplicate) throw new DuplicateImageError(duplicate.id, input.draft.owner);
  return storeReferenceImage(ctx, input);
}

/** Stores an ingested image's files, inserts its row and updates the process's index (its checks are the caller's). */
async function storeReferenceImage(ctx: AddReferenceImageContext, input: IngestedInput): Promise<ReferenceImageRow> {
  const { image } = input;
  const stored: ReferenceImageVariant[] = [];
  const store = async (encoded: EncodedImage) => {
    const key = newFileKey('references', encoded.format === 'webp' ? 'webp' : 'jpg');
    await ctx.storage.put(key, encoded.buffer);
    return { width: encoded.width, height: encoded.height, format: encoded.format, key, bytes: encoded.bytes } satisfies ReferenceImageVariant;
  };
  stored.push(await store(image.original));
  stored.push(...(await Promise.all(image.variants.map(store))));

  const now = ctx.now();
  const { draft } = input;
  try {
    const row = await referenceImagesRepository(ctx.db).insert({
      designerId: draft.owner.kind === 'designer' ? draft.owner.designer_id : null,
      style: draft.style,
      space: draft.space,
      projectType: draft.project_type,
      titles: draft.title,
      source: draft.source,
      sourceKey: input.sourceKey ?? null,
      width: image.width,
      height: image.height,
      variants: stored,
      palette: image.palette,
      phash: image.phash,
      features: featureBytes(image.features),
      featureVersion: image.featureVersion,
      createdAt: now,
      updatedAt: now,
    });
    ctx.references.added(row);
    return row;
  } catch (err) {
    await Promise.all(stored.map((v) => ctx.storage.delete(v.key).catch(() => undefined)));
    throw err;
  }
}

/** Removes the stored files of an image whose row is gone. */
export async function deleteReferenceFiles(ctx: Pick<AppContext, 'storage'>, row: ReferenceImageRow): Promise<void> {
  const variants = row.variants as ReferenceImageVariant[];
  await Promise.all(variants.map((v) => ctx.storage.delete(v.key).catch(() => undefined)));
}
