import { MOOD_BOARD_MAX_IMAGES, moodBoardValidationMessages, type MoodBoardReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { storeBriefImage } from '../brief/store-brief-image.ts';
import { AppError } from '../errors.ts';
import type { VisitorScope } from '../genie/visitor-session.ts';
import type { UploadedFile } from '../images/uploaded-file.ts';
import { getMoodBoard } from './get-mood-board.ts';
import { moodBoardRepository } from './mood-board-repository.ts';

/**
 * Attaches one image to the visitor's mood board (spec §5: at most 4, image files only, readable):
 * decoded to prove it whole, auto-oriented, EXIF/GPS dropped, stored as WebP.
 */
export async function addMoodBoardImage(
  ctx: Pick<AppContext, 'db' | 'now' | 'storage' | 'fileLinks' | 'uploadSlots'>,
  scope: VisitorScope,
  file: UploadedFile,
): Promise<MoodBoardReply> {
  const repo = moodBoardRepository(ctx.db);
  const existing = await repo.uploads(scope.designer.id, scope.request.id);
  if (existing.length >= MOOD_BOARD_MAX_IMAGES) throw new AppError('mood_board_image_limit', moodBoardValidationMessages.mood_board_image_limit);
  const stored = await ctx.uploadSlots.images.run(scope.designer.id, () => storeBriefImage(ctx.storage, 'mood_board_image', file));
  await repo.addUpload(scope.designer.id, scope.request.id, { fileKey: stored.key, width: stored.width, height: stored.height }, ctx.now());
  return getMoodBoard(ctx, scope);
}
