import { loadSharp } from '../images/sharp.ts';
import { validationMessages, type FurnitureProduct } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { furnitureProductsRepository } from '../db/repositories/furniture.ts';
import { AppError } from '../errors.ts';
import { ingestImage } from '../images/ingest-image.ts';
import { extensionOf, type UploadedFile } from '../images/uploaded-file.ts';
import { FILES_URL_PREFIX } from '../storage/file-storage.ts';
import { newFileKey } from '../storage/new-file-key.ts';
import { dedupeKeyOf, productOfRow } from './furniture-catalogue.ts';
import { requireFurniturePlan } from './furniture-access.ts';

const PHOTO_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp']);
/** A product photo is shown as a thumbnail, in the shared list and in the PDF: 1,000 px is plenty. */
const PHOTO_MAX_SIDE = 1000;
/** Product photos live in a public folder: they are a catalogue's pictures, shown in shared lists. */
export const PRODUCT_PHOTO_FOLDER = 'products';

type Ctx = Pick<AppContext, 'db' | 'now' | 'storage' | 'uploadSlots'>;

/** The stored key behind a product's image address, when the photo is one the designer uploaded here. */
export function storedPhotoKeyOf(image: string): string | undefined {
  const prefix = `${FILES_URL_PREFIX}${PRODUCT_PHOTO_FOLDER}/`;
  return image.startsWith(prefix) ? image.slice(FILES_URL_PREFIX.length) : undefined;
}

/**
 * The designer's photo of one of their products: a .jpg/.jpeg/.png/.webp of at most 10 MB, decoded
 * whole (the one ingestion path), made upright, stripped of metadata, kept as a WebP of at most
 * 1,000 px, with its transparency (a cut-out stays a cut-out). It replaces the product's image; a
 * photo uploaded earlier is deleted.
 */
export async function setFurnitureProductPhoto(ctx: Ctx, designerId: string, productId: string, file: UploadedFile | undefined): Promise<FurnitureProduct> {
  await requireFurniturePlan(ctx, designerId);
  const repo = furnitureProductsRepository(ctx.db);
  const row = await repo.find(designerId, productId);
  if (!row) throw new AppError('not_found', 'Not found');
  if (!file || file.data.length === 0) throw new AppError('validation_failed', validationMessages.image_required, { photo: 'image_required' });
  if (!PHOTO_EXTENSIONS.has(extensionOf(file.filename))) throw new AppError('image_type_unsupported', validationMessages.image_type, { photo: 'image_type' });

  const webp = await ctx.uploadSlots.images.run(designerId, async () => {
    const sharp = await loadSharp();
    // Proves the file a readable image of a sane size ("Image is damaged" otherwise) before it is re-encoded.
    await ingestImage(file.data, { webWidths: [], jpegFallback: false, originalMaxSide: 64 });
    try {
      return await sharp(file.data, { failOn: 'truncated', limitInputPixels: 50_000_000 })
        .rotate()
        .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82, alphaQuality: 90 })
        .toBuffer();
    } catch {
      throw new AppError('image_damaged', validationMessages.image_damaged, { photo: 'image_damaged' });
    }
  });
  const key = newFileKey(PRODUCT_PHOTO_FOLDER, 'webp');
  await ctx.storage.put(key, webp);

  const product = productOfRow(row);
  const { id: _id, created_at: _created, ...input } = product;
  const next = { ...input, image: ctx.storage.urlFor(key) };
  const updated = await repo.update(designerId, productId, next, dedupeKeyOf(next));
  if (!updated) {
    await ctx.storage.delete(key);
    throw new AppError('not_found', 'Not found');
  }
  const old = storedPhotoKeyOf(product.image);
  if (old) await ctx.storage.delete(old);
  return productOfRow(updated);
}
