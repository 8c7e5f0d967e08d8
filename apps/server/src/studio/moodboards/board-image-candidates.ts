import type { BoardImage, DesignStyleId } from '@genie/contracts';
import type { AppContext } from '../../context.ts';
import { referenceImagesRepository } from '../../db/repositories/reference-images.ts';
import { studioRepository } from '../../db/repositories/studio.ts';
import { requireStudio } from '../studio-access.ts';
import { boardImageView, storedReferenceImage, type StoredBoardImage } from './board-images.ts';

type Ctx = Pick<AppContext, 'db' | 'now' | 'storage' | 'fileLinks'>;
const LIMIT = 60;

/** The designer's own images of a style (all when none): gallery results first, then portfolio images. */
export async function designerImagesOf(ctx: Pick<AppContext, 'db'>, designerId: string, style: string | undefined, limit = LIMIT): Promise<StoredBoardImage[]> {
  const { rows } = await studioRepository(ctx.db).gallery(designerId, style ? { style } : {}, { limit, offset: 0 });
  const results: StoredBoardImage[] = rows.map(({ result, generation }) => ({
    id: result.id,
    source: 'result',
    sourceId: result.id,
    key: result.fileKey,
    width: result.width,
    height: result.height,
    style: generation.style,
  }));
  const portfolio = (await referenceImagesRepository(ctx.db).listForDesigner(designerId, 1, limit)).rows
    .filter((row) => !style || row.style === style)
    .map(storedReferenceImage)
    .filter((image): image is StoredBoardImage => image !== null)
    .map((image) => ({ ...image, id: image.sourceId }));
  return [...results, ...portfolio].slice(0, limit);
}

/** GET /studio/moodboard-images/: what a saved style or an article can be made from. */
export async function listBoardImageCandidates(ctx: Ctx, designerId: string, style: DesignStyleId | undefined): Promise<BoardImage[]> {
  await requireStudio(ctx, designerId);
  return (await designerImagesOf(ctx, designerId, style)).map(boardImageView(ctx, designerId));
}
