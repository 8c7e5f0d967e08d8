import { loadSharp } from '../../images/sharp.ts';
import type { BoardImage } from '@genie/contracts';
import type { AppContext } from '../../context.ts';
import type { UploadedFile } from '../../images/uploaded-file.ts';
import { requireStudio } from '../studio-access.ts';
import { storeUploadedInput } from '../studio-input-image.ts';
import { boardImageView } from './board-images.ts';
import { boardRepository } from './board-repository.ts';

type Ctx = Pick<AppContext, 'db' | 'now' | 'storage' | 'fileLinks' | 'uploadSlots'>;

/** An uploaded image for a saved style (checked and stored like a studio input), chosen afterwards by its id. */
export async function uploadBoardImage(ctx: Ctx, designerId: string, file: UploadedFile): Promise<BoardImage> {
  const sharp = await loadSharp();
  await requireStudio(ctx, designerId);
  const key = await storeUploadedInput(ctx, designerId, file);
  const stored = await ctx.storage.get(key);
  const { width = 0, height = 0 } = stored ? await sharp(stored.data).metadata() : {};
  const row = await boardRepository(ctx.db).insertFile(designerId, { kind: 'upload', fileKey: key, width, height }, ctx.now());
  return boardImageView(ctx, designerId)({ id: row.id, source: 'upload', sourceId: row.id, key, width, height, style: null });
}
