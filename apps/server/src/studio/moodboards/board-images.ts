import { randomUUID } from 'node:crypto';
import { loadSharp } from '../../images/sharp.ts';
import { validationMessages, type BoardImage, type BoardImageRef, type BoardImageSource, type ReferenceImageVariant } from '@genie/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { referenceImagesRepository } from '../../db/repositories/reference-images.ts';
import { studioRepository } from '../../db/repositories/studio.ts';
import type { ReferenceImageRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { isPublicFileKey } from '../../storage/file-links.ts';
import { studioFileUrl } from '../studio-views.ts';
import { boardRepository } from './board-repository.ts';

/** A board's or saved style's image as stored (jsonb): where it came from and the file it shows. */
export interface StoredBoardImage {
  id: string;
  source: BoardImageSource;
  sourceId: string;
  key: string;
  width: number;
  height: number;
  style: string | null;
}

const storedBoardImage = z.object({
  id: z.string(),
  source: z.enum(['result', 'reference', 'upload']),
  sourceId: z.string(),
  key: z.string(),
  width: z.number(),
  height: z.number(),
  style: z.string().nullable(),
});

/** The stored images of a row's jsonb column (anything unreadable is left out). */
export function storedImagesOf(value: unknown): StoredBoardImage[] {
  const parsed = z.array(storedBoardImage).safeParse(value);
  return parsed.success ? parsed.data : [];
}

type ViewCtx = Pick<AppContext, 'storage' | 'fileLinks'>;

/** Reference images are public files; results, uploads and exports open by a link signed for their designer. */
export function boardFileUrl(ctx: ViewCtx, designerId: string): (key: string) => string {
  const signed = studioFileUrl(ctx, designerId);
  return (key) => (isPublicFileKey(key) ? ctx.storage.urlFor(key) : signed(key));
}

export function boardImageView(ctx: ViewCtx, designerId: string): (image: StoredBoardImage) => BoardImage {
  const urlOf = boardFileUrl(ctx, designerId);
  return (image) => ({ id: image.id, source: image.source, source_id: image.sourceId, url: urlOf(image.key), width: image.width, height: image.height, style: image.style });
}

/** A reference image's web size closest to 1024 px wide (the original is kept for downloads only). */
export function storedReferenceImage(row: ReferenceImageRow): StoredBoardImage | null {
  const variants = row.variants as ReferenceImageVariant[];
  const pool = variants.length > 1 ? variants.slice(1) : variants;
  const best = [...pool].sort((a, b) => Math.abs(a.width - 1024) - Math.abs(b.width - 1024))[0];
  if (!best) return null;
  return { id: randomUUID(), source: 'reference', sourceId: row.id, key: best.key, width: best.width, height: best.height, style: row.style };
}

const imageNotFound = () => new AppError('validation_failed', validationMessages.invalid_value, { images: 'invalid_value' });

/** One chosen image, if it is the designer's (a result or an upload) or visible to them (a portfolio or library image). */
async function resolveOne(ctx: Pick<AppContext, 'db'>, designerId: string, ref: BoardImageRef): Promise<StoredBoardImage | null> {
  switch (ref.source) {
    case 'result': {
      const found = await studioRepository(ctx.db).findResult(designerId, ref.id);
      if (!found) return null;
      const { result, generation } = found;
      return { id: randomUUID(), source: 'result', sourceId: result.id, key: result.fileKey, width: result.width, height: result.height, style: generation.style };
    }
    case 'reference': {
      const [row] = await referenceImagesRepository(ctx.db).findVisibleTo(designerId, [ref.id]);
      return row ? storedReferenceImage(row) : null;
    }
    case 'upload': {
      const file = await boardRepository(ctx.db).findUpload(designerId, ref.id);
      return file ? { id: randomUUID(), source: 'upload', sourceId: file.id, key: file.fileKey, width: file.width, height: file.height, style: null } : null;
    }
  }
}

/**
 * The chosen images as stored, in order and without repeats: an image already on the style or board
 * (`kept`) stays as it is; another designer's (or an unknown) image is refused as a whole.
 */
export async function resolveBoardImages(ctx: Pick<AppContext, 'db'>, designerId: string, refs: readonly BoardImageRef[], kept: readonly StoredBoardImage[] = []): Promise<StoredBoardImage[]> {
  const out: StoredBoardImage[] = [];
  const seen = new Set<string>();
  for (const ref of refs) {
    const key = `${ref.source}:${ref.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const image = kept.find((k) => k.source === ref.source && k.sourceId === ref.id) ?? (await resolveOne(ctx, designerId, ref));
    if (!image) throw imageNotFound();
    out.push(image);
  }
  return out;
}

/** The image as JPEG at most `maxSide` px, for a board's export; null when its file is gone or unreadable. */
export async function boardImageJpeg(ctx: Pick<AppContext, 'storage'>, image: StoredBoardImage, maxSide = 1200): Promise<Buffer | null> {
  const sharp = await loadSharp();
  const file = await ctx.storage.get(image.key);
  if (!file) return null;
  try {
    return await sharp(file.data).rotate().resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true }).flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer();
  } catch {
    return null;
  }
}
