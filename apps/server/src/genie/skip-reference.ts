import type { StageReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { stopReference } from '../references/visitor-reference-rounds.ts';
import type { VisitorScope } from './visitor-session.ts';

/**
 * Skip the reference step: stage reference → brief. When rounds were started, it is "stop": the
 * choices so far become the outcome the brief shows.
 */
export async function skipReference(ctx: Pick<AppContext, 'db' | 'now' | 'storage' | 'references'>, scope: VisitorScope): Promise<StageReply> {
  const stage = scope.request.stage;
  if (stage === 'brief' || stage === 'done') return { success: true, stage };
  if (stage !== 'reference') throw new AppError('wrong_stage', 'Please finish the conversation first.');
  const reply = await stopReference(ctx, scope);
  return { success: true, stage: reply.stage };
}
