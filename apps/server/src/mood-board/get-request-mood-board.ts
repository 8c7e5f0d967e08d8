import type { RequestMoodBoardReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { clientRequestsRepository } from '../db/repositories/client-requests.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';
import { moodBoardRepository } from './mood-board-repository.ts';
import { moodBoardConceptOf, moodBoardUploadOf } from './mood-board-views.ts';

/** The designer's view of a request's mood board: the visitor's uploads and the concepts they starred. */
export async function getRequestMoodBoard(ctx: Pick<AppContext, 'db' | 'fileLinks'>, designerId: string, requestId: string): Promise<RequestMoodBoardReply> {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(requestId);
  const request = isUuid ? await clientRequestsRepository(ctx.db).findById(designerId, requestId) : undefined;
  if (!request) throw new AppError('not_found', errorMessages.not_found);
  const repo = moodBoardRepository(ctx.db);
  const grant = { kind: 'designer' as const, requestId: request.id };
  const [uploads, concepts] = await Promise.all([repo.uploads(designerId, request.id), repo.concepts(designerId, request.id)]);
  return {
    success: true,
    uploads: uploads.map((u) => moodBoardUploadOf(u, ctx.fileLinks, grant)),
    starred: concepts.filter((c) => c.starred).map((c) => moodBoardConceptOf(c, ctx.fileLinks, grant)),
  };
}
