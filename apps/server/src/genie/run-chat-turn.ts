import {
  genieValidationMessages,
  type ChatEvent,
  type ChatTurnInput,
  type InterviewState,
  type Language,
} from '@genie/contracts';
import { closing, goBack, isComplete, isCoreComplete, nextQuestion, skip } from '@genie/core';
import type { InterviewTurnResult } from '../ai/index.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { chatMessagesRepository } from '../db/repositories/chat-messages.ts';
import { clientRequestsRepository } from '../db/repositories/client-requests.ts';
import { usageRepository } from '../db/repositories/usage.ts';
import type { ChatMessageRow, ClientRequestRow } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { designerProfileOf } from './designer-profile.ts';
import { messageQuotaExceeded } from './message-quota.ts';
import { interviewStateOf, type VisitorScope } from './visitor-session.ts';
import { chatMessageOf, chatProgressOf, chatQuestionOf, stageOf } from './visitor-views.ts';

type ChatContext = Pick<AppContext, 'db' | 'now' | 'interviewer' | 'log'>;

const actionLabels: Record<'skip' | 'back', Record<Language, string>> = {
  skip: { 'en-US': 'Skip', 'zh-TW': '跳過', 'ko-KR': '건너뛰기' },
  back: { 'en-US': 'Go back', 'zh-TW': '回上一題', 'ko-KR': '이전 질문으로' },
};

/** One conversation turn at a time per request in this process; across processes the state version decides. */
const turnLocks = new Map<string, Promise<unknown>>();
async function withTurnLock<T>(requestId: string, work: () => Promise<T>): Promise<T> {
  const previous = turnLocks.get(requestId) ?? Promise.resolve();
  const current = previous.catch(() => undefined).then(work);
  turnLocks.set(requestId, current);
  try {
    return await current;
  } finally {
    if (turnLocks.get(requestId) === current) turnLocks.delete(requestId);
  }
}

interface TurnOutcome {
  state: InterviewState;
  reply: string;
  source: 'llm' | 'engine';
  fallbackReason: string | null;
}

/** skip / back buttons: the engine's own moves, no model call. */
function actionTurn(state: InterviewState, action: 'skip' | 'back', now: Date): TurnOutcome {
  if (action === 'back') {
    const next = goBack(state);
    const question = nextQuestion(next);
    return { state: next, reply: question?.text ?? closing(next), source: 'engine', fallbackReason: null };
  }
  const { state: next, outcome } = skip(state, now);
  const question = nextQuestion(next);
  const ack = outcome.type === 'complete' ? null : 'acknowledgement' in outcome ? outcome.acknowledgement : null;
  return { state: next, reply: [ack, question?.text ?? closing(next)].filter(Boolean).join('\n\n'), source: 'engine', fallbackReason: null };
}

function withUtcOffset(state: InterviewState, utcOffsetMinutes: number | undefined): InterviewState {
  if (utcOffsetMinutes === undefined || state.config.utcOffsetMinutes === utcOffsetMinutes) return state;
  return { ...state, config: { ...state.config, utcOffsetMinutes } };
}

function doneEvent(request: ClientRequestRow, reply: ChatMessageRow): ChatEvent {
  const state = interviewStateOf(request);
  return {
    type: 'done',
    message: chatMessageOf(reply),
    question: chatQuestionOf(nextQuestion(state)),
    progress: chatProgressOf(state),
    complete: isComplete(state),
    stage: stageOf(request),
  };
}

/** The reply as the stream sends it: a few pieces, so the chat can show it arriving. */
function* deltasOf(text: string): Generator<ChatEvent> {
  const pieces = text.match(/[^\n]*\n*|[^\n]+/g)?.filter(Boolean) ?? [text];
  for (const piece of pieces) yield { type: 'delta', text: piece };
}

async function* replay(visitor: ChatMessageRow, reply: ChatMessageRow, request: ClientRequestRow): AsyncGenerator<ChatEvent> {
  yield { type: 'accepted', message: chatMessageOf(visitor) };
  yield* deltasOf(reply.text);
  yield doneEvent(request, reply);
}

/**
 * A visitor turn, in two steps. `startChatTurn` (before any byte is sent, so failures are plain
 * errors) stores the visitor's message — idempotent by its client message id, counted once toward
 * the designer's message_count and the request's total — and returns the event stream, which runs
 * the interviewer, stores the new state and the genie's reply together, and only then streams them.
 * A retry of a stored turn replays the stored reply; one whose reply was never stored runs it now.
 */
export async function startChatTurn(
  ctx: ChatContext,
  scope: VisitorScope,
  input: ChatTurnInput,
  utcOffsetMinutes: number | undefined,
): Promise<AsyncIterable<ChatEvent>> {
  const { designer, request } = scope;
  const messages = chatMessagesRepository(ctx.db);
  let visitor = await messages.findByClientMessageId(designer.id, request.id, input.client_message_id);
  if (visitor) {
    const reply = await messages.findReplyTo(designer.id, request.id, visitor.id);
    if (reply) return replay(visitor, reply, request);
  } else {
    if (request.stage !== 'chat') throw new AppError('wrong_stage', 'This conversation is already complete.');
    const action = input.text ? null : (input.action ?? null);
    const now = ctx.now();
    visitor = await messages.insertOnce(
      designer.id,
      request.id,
      {
        role: 'visitor',
        text: input.text || actionLabels[action ?? 'skip'][scope.state.language],
        clientMessageId: input.client_message_id,
        action,
      },
      now,
    );
    if (visitor) {
      await usageRepository(ctx.db).incrementMessageCount(designer.id, now);
      await clientRequestsRepository(ctx.db).incrementMessageCount(designer.id, request.id, now);
    } else {
      // The same message arrived twice at once: the other one is running it.
      visitor = await messages.findByClientMessageId(designer.id, request.id, input.client_message_id);
      if (!visitor) throw new Error('chat message vanished');
    }
  }
  return runTurn(ctx, scope, visitor, utcOffsetMinutes);
}

async function* runTurn(ctx: ChatContext, scope: VisitorScope, visitor: ChatMessageRow, utcOffsetMinutes: number | undefined): AsyncGenerator<ChatEvent> {
  yield { type: 'accepted', message: chatMessageOf(visitor) };
  let stored: { request: ClientRequestRow; reply: ChatMessageRow };
  try {
    stored = await withTurnLock(scope.request.id, () => decideAndStore(ctx, scope, visitor, utcOffsetMinutes));
  } catch (error) {
    ctx.log.error({ err: error, clientRequestId: scope.request.id }, 'chat turn failed');
    yield { type: 'error', code: 'internal_error', msg: genieValidationMessages.chat_error };
    return;
  }
  yield* deltasOf(stored.reply.text);
  yield doneEvent(stored.request, stored.reply);
}

async function decideAndStore(
  ctx: ChatContext,
  scope: VisitorScope,
  visitor: ChatMessageRow,
  utcOffsetMinutes: number | undefined,
): Promise<{ request: ClientRequestRow; reply: ChatMessageRow }> {
  const { designer } = scope;
  const requests = clientRequestsRepository(ctx.db);
  const messages = chatMessagesRepository(ctx.db);
  for (let attempt = 0; attempt < 5; attempt++) {
    const request = await requests.findById(designer.id, scope.request.id);
    if (!request) throw new Error('client request vanished');
    const already = await messages.findReplyTo(designer.id, request.id, visitor.id);
    if (already) return { request, reply: already };

    const state = withUtcOffset(interviewStateOf(request), utcOffsetMinutes);
    const now = ctx.now();
    let outcome: TurnOutcome;
    if (visitor.action === 'skip' || visitor.action === 'back') {
      outcome = actionTurn(state, visitor.action, now);
    } else {
      const history = (await messages.list(designer.id, request.id))
        .filter((m) => m.id !== visitor.id)
        .map((m) => ({ role: m.role === 'visitor' ? ('visitor' as const) : ('genie' as const), text: m.text }));
      const result: InterviewTurnResult = await ctx.interviewer.turn({
        state,
        visitorMessage: visitor.text,
        now,
        designer: designerProfileOf(designer),
        quotaExceeded: await messageQuotaExceeded(ctx, designer),
        history,
      }).result;
      if (result.fallbackReason && result.fallbackReason !== 'no_model') {
        ctx.log.info({ clientRequestId: request.id, fallbackReason: result.fallbackReason, detail: result.fallbackDetail }, 'chat turn fell back to the engine');
      }
      outcome = { state: result.state, reply: result.reply, source: result.source, fallbackReason: result.fallbackReason ?? null };
    }

    const complete = isComplete(outcome.state);
    const saved = await ctx.db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      const updated = await clientRequestsRepository(txDb).saveState(
        designer.id,
        request.id,
        request,
        { interviewState: outcome.state, conversationCompleted: isCoreComplete(outcome.state), ...(complete ? { stage: 'reference' } : {}) },
        ctx.now(),
      );
      if (!updated) return undefined;
      const reply = await chatMessagesRepository(txDb).insertOnce(
        designer.id,
        request.id,
        { role: 'genie', text: outcome.reply, replyToId: visitor.id, source: outcome.source, fallbackReason: outcome.fallbackReason },
        ctx.now(),
      );
      if (!reply) throw new Error('reply already stored');
      return { request: updated, reply };
    });
    if (saved) return saved;
    // Another turn saved a state since this one read it: decide again on the new state.
  }
  throw new Error('chat turn kept conflicting with other turns');
}
