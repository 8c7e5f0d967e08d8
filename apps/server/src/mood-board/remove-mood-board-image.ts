import type { MoodBoardReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors.ts';
import type { VisitorScope } from '../genie/visitor-session.ts';
import { getMoodBoard } from './get-mood-board.ts';
import { moodBoardRepository } from './mood-board-repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Takes one of the visitor's own uploads off their mood board (and its file off the storage); another request's upload is not found. */
export async function removeMoodBoardImage(
  ctx: Pick<AppContext, 'db' | 'now' | 'storage' | 'fileLinks' | 'log'>,
  scope: VisitorScope,
  uploadId: string,
): Promise<MoodBoardReply> {
  const removed = UUID.test(uploadId) ? await moodBoardRepository(ctx.db).removeUpload(scope.designer.id, scope.request.id, uploadId) : undefined;
  if (!removed) throw new AppError('not_found', 'Not found');
  await ctx.storage.delete(removed.fileKey).catch((err: unknown) => ctx.log.warn({ err, key: removed.fileKey }, 'could not delete a removed mood board upload'));
  return getMoodBoard(ctx, scope);
}
