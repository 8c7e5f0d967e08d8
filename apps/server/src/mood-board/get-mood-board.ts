import type { MoodBoardReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import type { VisitorScope } from '../genie/visitor-session.ts';
import { conceptImagesAllowed } from './mood-board-access.ts';
import { moodBoardRepository } from './mood-board-repository.ts';
import { moodBoardOf } from './mood-board-views.ts';

/** The visitor's board: their uploads and every concept version, as signed links for this visitor. */
export async function getMoodBoard(ctx: Pick<AppContext, 'db' | 'now' | 'fileLinks'>, scope: VisitorScope): Promise<MoodBoardReply> {
  const repo = moodBoardRepository(ctx.db);
  const [uploads, concepts] = await Promise.all([repo.uploads(scope.designer.id, scope.request.id), repo.concepts(scope.designer.id, scope.request.id)]);
  const allowed = await conceptImagesAllowed(ctx, scope.designer, 1);
  return { success: true, board: moodBoardOf(uploads, concepts, !allowed, ctx.fileLinks, { kind: 'visitor', requestId: scope.request.id }) };
}
