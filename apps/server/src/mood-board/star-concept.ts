import type { MoodBoardReply, StarConceptInput } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';
import type { VisitorScope } from '../genie/visitor-session.ts';
import { getMoodBoard } from './get-mood-board.ts';
import { moodBoardRepository } from './mood-board-repository.ts';

/** Stars (or unstars) a finished concept of the visitor's own board; starred ones go into the brief. */
export async function starConcept(
  ctx: Pick<AppContext, 'db' | 'now' | 'fileLinks'>,
  scope: VisitorScope,
  conceptId: string,
  input: StarConceptInput,
): Promise<MoodBoardReply> {
  const changed = await moodBoardRepository(ctx.db).setStarred(scope.designer.id, scope.request.id, conceptId, input.starred, ctx.now());
  if (!changed) throw new AppError('not_found', errorMessages.not_found);
  return getMoodBoard(ctx, scope);
}
