import type { StageReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { clientRequestsRepository } from '../db/repositories/client-requests.ts';
import { AppError } from '../errors.ts';
import type { VisitorScope } from './visitor-session.ts';

/** Until the reference rounds exist (issue 4), the visitor skips to the report: stage reference → brief. */
export async function skipReference(ctx: Pick<AppContext, 'db' | 'now'>, scope: VisitorScope): Promise<StageReply> {
  const stage = scope.request.stage;
  if (stage === 'brief' || stage === 'done') return { success: true, stage };
  if (stage !== 'reference') throw new AppError('wrong_stage', 'Please finish the conversation first.');
  await clientRequestsRepository(ctx.db).update(scope.designer.id, scope.request.id, { stage: 'brief' }, ctx.now());
  return { success: true, stage: 'brief' };
}
