import type { AppContext } from '../context.ts';
import { chatMessagesRepository } from '../db/repositories/chat-messages.ts';
import type { ChatMessageRow } from '../db/schema.ts';
import { designerProfileOf } from './designer-profile.ts';
import { messageQuotaExceeded } from './message-quota.ts';
import type { VisitorScope } from './visitor-session.ts';

/**
 * The conversation's first message (the designer's greeting and the first question), made when the
 * chat is first opened and stored once: a reload or a second tab gets the same one. Returns the
 * conversation. The interviewer's budget (LLM_TIMEOUT_MS) runs from the request's arrival (`startedAt`,
 * `performance.now()`), as a chat turn's does: the greeting never waits longer, whatever came before it.
 */
export async function ensureOpeningTurn(
  ctx: Pick<AppContext, 'db' | 'now' | 'interviewer' | 'log' | 'ownProviders'>,
  scope: VisitorScope,
  startedAt?: number,
): Promise<ChatMessageRow[]> {
  const messages = chatMessagesRepository(ctx.db);
  const existing = await messages.list(scope.designer.id, scope.request.id);
  if (existing.length > 0 || scope.request.stage !== 'chat') return existing;
  const interviewer = await ctx.ownProviders.interviewerFor(scope.designer.id);
  const turn = interviewer.openingTurn({
    state: scope.state,
    designer: designerProfileOf(scope.designer),
    quotaExceeded: await messageQuotaExceeded(ctx, scope.designer),
    ...(startedAt !== undefined ? { startedAt } : {}),
  });
  const result = await turn.result;
  if (result.fallbackReason && result.fallbackReason !== 'no_model') {
    ctx.log.info({ clientRequestId: scope.request.id, fallbackReason: result.fallbackReason, detail: result.fallbackDetail }, 'opening turn fell back to the engine');
  }
  await messages.insertOnce(
    scope.designer.id,
    scope.request.id,
    { role: 'genie', text: result.reply, isOpening: true, source: result.source, fallbackReason: result.fallbackReason ?? null },
    ctx.now(),
  );
  return messages.list(scope.designer.id, scope.request.id);
}
