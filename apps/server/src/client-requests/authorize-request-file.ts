import type { AppContext } from '../context.ts';
import { briefFeedbacksRepository } from '../db/repositories/brief-feedbacks.ts';
import { clientRequestsRepository } from '../db/repositories/client-requests.ts';
import { studioRepository } from '../db/repositories/studio.ts';
import { boardRepository } from '../studio/moodboards/board-repository.ts';
import type { FileGrant } from '../storage/file-links.ts';
import { studioPlansRepository } from '../studio/plans/studio-plans-repository.ts';

/** Every stored file of a request: the brief feedback's note image and floor plans. */
export async function requestFileKeysOf(ctx: Pick<AppContext, 'db'>, designerId: string, requestId: string): Promise<string[]> {
  const draft = await briefFeedbacksRepository(ctx.db).find(designerId, requestId);
  return [...(draft.noteImage ? [draft.noteImage.key] : []), ...draft.floorPlans.map((f) => f.key)];
}

/**
 * Whether a validly signed link's grant still opens the file, checked each time it is served: a
 * shared view's link only while its share key is the request's current one (a revoke ends it at
 * once) and the file still belongs to that request; a studio link only while the file is one of its
 * designer's studio images. A designer's or a visitor's link was signed for one key of the request
 * they were reading; a deleted file is simply not found.
 */
export async function authorizeRequestFile(ctx: Pick<AppContext, 'db'>, key: string, grant: FileGrant): Promise<boolean> {
  if (grant.kind === 'studio') {
    const designerId = grant.designerId;
    const owners = [studioRepository(ctx.db), studioPlansRepository(ctx.db), boardRepository(ctx.db)];
    for (const owner of owners) if (await owner.ownsFile(designerId, key)) return true;
    return false;
  }
  if (grant.kind !== 'share') return true;
  const request = await clientRequestsRepository(ctx.db).findByShareKey(grant.shareKey);
  if (!request) return false;
  return (await requestFileKeysOf(ctx, request.designerId, request.id)).includes(key);
}
