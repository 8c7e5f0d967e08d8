import type { VisitorSessionReply } from '@genie/contracts';
import { isComplete, nextQuestion } from '@genie/core';
import { publicDesignerOf } from '../accounts/designer-views.ts';
import type { AppContext } from '../context.ts';
import { subscriptionOf } from '../plans/subscription-of.ts';
import { ensureOpeningTurn } from './ensure-opening-turn.ts';
import type { VisitorScope } from './visitor-session.ts';
import { chatMessageOf, chatProgressOf, chatQuestionOf, visitorClientRequestOf } from './visitor-views.ts';

/**
 * Everything the visitor's pages need to resume, whatever the stage; opens the conversation on first call
 * (its greeting within the interviewer's budget from `startedAt`, the request's arrival).
 */
export async function getVisitorSession(
  ctx: Pick<AppContext, 'db' | 'now' | 'interviewer' | 'log' | 'storage' | 'ownProviders'>,
  scope: VisitorScope,
  startedAt?: number,
): Promise<VisitorSessionReply> {
  const messages = await ensureOpeningTurn(ctx, scope, startedAt);
  return {
    success: true,
    designer: publicDesignerOf(scope.designer, ctx.storage),
    plan: subscriptionOf(scope.designer, ctx.now()).plan,
    client_request: visitorClientRequestOf(scope.request),
    messages: messages.map(chatMessageOf),
    question: chatQuestionOf(nextQuestion(scope.state)),
    progress: chatProgressOf(scope.state),
    complete: isComplete(scope.state),
  };
}
