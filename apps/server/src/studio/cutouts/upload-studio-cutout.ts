import { validationMessages, type FurniturePieceKind, type StudioCutout } from '@genie/contracts';
import { cutOutProductPhoto } from '../../ai/images/offline/cut-out.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { UploadedFile } from '../../images/uploaded-file.ts';
import { newFileKey } from '../../storage/new-file-key.ts';
import { requireStudio } from '../studio-access.ts';
import { storeUploadedInput } from '../studio-input-image.ts';
import { cutoutRepository } from './cutout-repository.ts';
import { cutoutView } from './cutout-view.ts';

type Ctx = Pick<AppContext, 'db' | 'now' | 'storage' | 'fileLinks' | 'uploadSlots'>;

/**
 * POST /studio/cutouts/: a product photo becomes a cut-out for furniture compose. The photo is
 * checked like any studio input (type, size, readable); a plain background is removed offline
 * (flood fill from the border with a colour tolerance, feathered edge) and the PNG is kept in the
 * designer's studio files. A PNG that already has transparency is kept as it is.
 */
export async function uploadStudioCutout(ctx: Ctx, designerId: string, piece: FurniturePieceKind, file: UploadedFile): Promise<StudioCutout> {
  await requireStudio(ctx, designerId);
  // Transparency matters here, so the photo itself is read (checked first by the one ingestion path).
  const checked = await storeUploadedInput(ctx, designerId, file);
  await ctx.storage.delete(checked);
  let cut: Awaited<ReturnType<typeof cutOutProductPhoto>>;
  try {
    cut = await ctx.uploadSlots.images.run(designerId, () => cutOutProductPhoto(file.data));
  } catch {
    throw new AppError('image_damaged', validationMessages.image_damaged, { image: 'image_damaged' });
  }
  const key = newFileKey('studio', 'png');
  await ctx.storage.put(key, cut.png);
  const row = await cutoutRepository(ctx.db).insert(designerId, { piece, fileKey: key, width: cut.width, height: cut.height }, ctx.now());
  return cutoutView(ctx, designerId)(row);
}
