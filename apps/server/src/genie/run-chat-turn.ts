import {
  genieValidationMessages,
  type ChatEngine,
  type ChatEngineChoice,
  type ChatEvent,
  type ChatTurnInput,
  type InterviewState,
  type Language,
} from '@genie/contracts';
import { closing, followDerived, goBack, isComplete, isCoreComplete, nextQuestion, requestColumnsOf, skip } from '@genie/core';
import { HISTORY_LINES, type InterviewTurnResult } from '../ai/index.ts';
import type { Interviewer } from '../ai/create-interviewer.ts';
import type { AppContext } from '../context.ts';
import { chatTurnsRepository, type AcceptedTurn } from '../db/repositories/chat-turns.ts';
import type { ChatMessageRow, ClientRequestRow } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { designerProfileOf } from './designer-profile.ts';
import { messagePeriodStart, noteMessageUsage, quotaExceededWith } from './message-quota.ts';
import { interviewStateOf, type VisitorScope } from './visitor-session.ts';
import { chatMessageOf, chatProgressOf, chatQuestionOf, stageOf } from './visitor-views.ts';

type ChatContext = Pick<AppContext, 'db' | 'now' | 'interviewer' | 'reasoningInterviewer' | 'log' | 'ownProviders'>;

/**
 * The interviewer a turn runs with: the reasoning model's when the turn asks for it and one is
 * configured, otherwise the default one (its model, or the built-in engine when there is no LLM).
 * Both are built once with the context; the fallback rules (timeout, breaker, off-task) are each one's own.
 */
async function interviewerFor(ctx: ChatContext, designerId: string, choice: ChatEngineChoice | undefined): Promise<{ interviewer: Interviewer; reasoning: boolean }> {
  if (choice === 'reasoning' && ctx.reasoningInterviewer) return { interviewer: ctx.reasoningInterviewer, reasoning: true };
  // The studio's own LLM when the server has none and the studio has connected one (issue 25).
  return { interviewer: await ctx.ownProviders.interviewerFor(designerId), reasoning: false };
}

/** Which engine wrote a reply: the built-in interviewer whenever the engine's text stands (no model, a fallback, skip/back). */
function engineOf(source: string | null, reasoning: boolean): ChatEngine {
  if (source !== 'llm') return 'built_in';
  return reasoning ? 'reasoning_model' : 'model';
}

const actionLabels: Record<'skip' | 'back', Record<Language, string>> = {
  skip: { 'en-US': 'Skip', 'zh-TW': '跳過', 'ko-KR': '건너뛰기' },
  back: { 'en-US': 'Go back', 'zh-TW': '回上一題', 'ko-KR': '이전 질문으로' },
};

/** A turn's saved result: the request row, the state saved in it, and the genie's stored reply. */
interface StoredTurn {
  request: ClientRequestRow;
  state: InterviewState;
  reply: ChatMessageRow;
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

/** Where the visitor is and what they read: their UTC offset and their page's language, when the request says. */
interface VisitorNow {
  utcOffsetMinutes: number | undefined;
  language: Language | undefined;
  /** When the visitor's request arrived (`performance.now()`). */
  startedAt: number;
}

function withUtcOffset(state: InterviewState, utcOffsetMinutes: number | undefined): InterviewState {
  if (utcOffsetMinutes === undefined || state.config.utcOffsetMinutes === utcOffsetMinutes) return state;
  return { ...state, config: { ...state.config, utcOffsetMinutes } };
}

/** The interview in the visitor's language: their answer is read, and the next question asked, in it. */
export function withVisitorLanguage(state: InterviewState, language: Language | undefined): InterviewState {
  return language === undefined || state.language === language ? state : { ...state, language };
}

/** The turn's end: the reply stored, and the next question and progress of the state saved with it. */
function doneEvent(request: ClientRequestRow, state: InterviewState, reply: ChatMessageRow, reasoning: boolean): ChatEvent {
  return {
    type: 'done',
    message: chatMessageOf(reply),
    question: chatQuestionOf(nextQuestion(state)),
    progress: chatProgressOf(state),
    complete: isComplete(state),
    stage: stageOf(request),
    engine: engineOf(reply.source, reasoning),
  };
}

/** The reply as the stream sends it: a few pieces, so the chat can show it arriving. */
function* deltasOf(text: string): Generator<ChatEvent> {
  const pieces = text.match(/[^\n]*\n*|[^\n]+/g)?.filter(Boolean) ?? [text];
  for (const piece of pieces) yield { type: 'delta', text: piece };
}

/**
 * A stored reply again (a retry of the same message). The row keeps whether a model wrote it, not which
 * one: a model's reply to a turn asking for the reasoning model is the reasoning model's when one is
 * configured, as the interviewers are fixed for the process.
 */
async function* replay(visitor: ChatMessageRow, reply: ChatMessageRow, request: ClientRequestRow, reasoning: boolean): AsyncGenerator<ChatEvent> {
  yield { type: 'accepted', message: chatMessageOf(visitor) };
  yield* deltasOf(reply.text);
  yield doneEvent(request, interviewStateOf(request), reply, reasoning);
}

/**
 * A visitor turn, in two steps and two database round trips. `startChatTurn` (before any byte is
 * sent, so failures are plain errors) runs one statement that stores the visitor's message —
 * idempotent by its client message id, counted once toward the designer's period and the request's
 * total — and reads back the request, the period's count and the last few messages. The event stream
 * then runs the interviewer in memory, streams the reply as it is written (a model's lead-in a sentence at a
 * time, each once the output filter has passed it, then the engine's question), and saves the new state with
 * the reply in one statement, conditional on the state version it decided on; `done` (the
 * stored reply, the next question) follows the save. The save does not depend on the stream: a visitor
 * who leaves mid-stream still has the reply stored.
 *
 * The interviewer's budget (LLM_TIMEOUT_MS) runs from the request's arrival (`startedAt`), so a busy
 * database before the decision takes from the model's time, never from the visitor's, and one after it
 * delays only `done`: the first words come within the budget.
 *
 * No lock is held while the engine (or a model) works. Two turns of one visitor that overlap, on one
 * instance or several, both decide on the same version; the first save wins, the other finds the
 * version moved, reads again and decides on the new state, so turns never interleave. A retry of a
 * stored turn replays the stored reply; a duplicate still running loses the save and replays the
 * winner's reply: a message is answered once.
 */
export async function startChatTurn(
  ctx: ChatContext,
  scope: VisitorScope,
  input: ChatTurnInput,
  utcOffsetMinutes: number | undefined,
  /** When the request arrived (`performance.now()`); the turn's budget runs from then. */
  startedAt = performance.now(),
): Promise<AsyncIterable<ChatEvent>> {
  const { request } = scope;
  const action = input.text ? null : (input.action ?? null);
  const text = input.text || actionLabels[action ?? 'skip'][input.language ?? scope.state.language];
  let accepted = await accept(ctx, scope, input.client_message_id, text, action, request.stage === 'chat');
  if (!accepted.visitor) {
    if (request.stage !== 'chat') throw new AppError('wrong_stage', 'This conversation is already complete.');
    // The same message arrived twice at once and the other copy's insert committed after this
    // statement's snapshot: the next statement sees it.
    accepted = await accept(ctx, scope, input.client_message_id, text, action, false);
  }
  const visitor = accepted.visitor;
  if (!visitor || !accepted.request) throw new Error('chat message vanished');
  const chosen = await interviewerFor(ctx, scope.designer.id, input.engine);
  if (accepted.reply) return replay(visitor, accepted.reply, accepted.request, chosen.reasoning);
  return runTurn(ctx, scope, visitor, accepted, { utcOffsetMinutes, language: input.language, startedAt }, chosen);
}

function accept(ctx: ChatContext, scope: VisitorScope, clientMessageId: string, text: string, action: 'skip' | 'back' | null, store: boolean): Promise<AcceptedTurn> {
  const now = ctx.now();
  return chatTurnsRepository(ctx.db).accept({
    designerId: scope.designer.id,
    clientRequestId: scope.request.id,
    clientMessageId,
    text,
    action,
    store,
    now,
    periodStart: messagePeriodStart(scope.designer, now),
    historyLines: HISTORY_LINES,
  });
}

async function* runTurn(
  ctx: ChatContext,
  scope: VisitorScope,
  visitor: ChatMessageRow,
  accepted: AcceptedTurn,
  visitorNow: VisitorNow,
  chosen: { interviewer: Interviewer; reasoning: boolean },
): AsyncGenerator<ChatEvent> {
  yield { type: 'accepted', message: chatMessageOf(visitor) };
  let writing: (words: AsyncIterable<string>) => void = () => undefined;
  const firstWords = new Promise<AsyncIterable<string>>((resolve) => (writing = resolve));
  // Runs to its end whatever happens to the stream (the visitor may leave once the words are shown).
  const storing = decideAndStore(ctx, scope, visitor, accepted, visitorNow, chosen.interviewer, writing);
  storing.catch(() => undefined);
  let stored: StoredTurn;
  try {
    // The words as they are written (a model's lead-in a sentence at a time, then the question); the save (and a
    // rare re-decision after a conflict) goes on meanwhile. A turn that needs no interviewer (a skip, a stored
    // duplicate) shows its stored reply.
    const words = await Promise.race([firstWords, storing.then((turn) => [turn.reply.text])]);
    for await (const piece of words) yield* deltasOf(piece);
    stored = await storing;
  } catch (error) {
    ctx.log.error({ err: error, clientRequestId: scope.request.id }, 'chat turn failed');
    yield { type: 'error', code: 'internal_error', msg: genieValidationMessages.chat_error };
    return;
  }
  // The stored reply: the one shown, unless another copy of the turn was saved first (the chat then shows that one).
  yield doneEvent(stored.request, stored.state, stored.reply, chosen.reasoning);
}

/** The engine's (or model's) turn on the state as read; no database work. */
async function decide(
  ctx: ChatContext,
  interviewer: Interviewer,
  scope: VisitorScope,
  visitor: ChatMessageRow,
  read: AcceptedTurn,
  stored: InterviewState,
  visitorNow: VisitorNow,
  /** Called with the reply's words as the interviewer writes them, before the turn is decided. */
  onWriting: (words: AsyncIterable<string>) => void,
): Promise<TurnOutcome> {
  const state = withVisitorLanguage(withUtcOffset(stored, visitorNow.utcOffsetMinutes), visitorNow.language);
  const now = ctx.now();
  if (visitor.action === 'skip' || visitor.action === 'back') return actionTurn(state, visitor.action, now);
  await noteMessageUsage(ctx, scope.designer, read.used);
  const history = read.history.map((m) => ({ role: m.role === 'visitor' ? ('visitor' as const) : ('genie' as const), text: m.text }));
  const turn = interviewer.turn({
    state,
    visitorMessage: visitor.text,
    now,
    designer: designerProfileOf(scope.designer),
    quotaExceeded: quotaExceededWith(scope.designer, read.used, now),
    history,
    startedAt: visitorNow.startedAt,
  });
  onWriting(turn.textStream);
  const result: InterviewTurnResult = await turn.result;
  if (result.fallbackReason && result.fallbackReason !== 'no_model') {
    ctx.log.info({ clientRequestId: scope.request.id, fallbackReason: result.fallbackReason, detail: result.fallbackDetail }, 'chat turn fell back to the engine');
  }
  return { state: result.state, reply: result.reply, source: result.source, fallbackReason: result.fallbackReason ?? null };
}

async function decideAndStore(
  ctx: ChatContext,
  scope: VisitorScope,
  visitor: ChatMessageRow,
  first: AcceptedTurn,
  visitorNow: VisitorNow,
  interviewer: Interviewer,
  /** Called with each reply's words as they are written, before it is decided and saved (again after a conflict): the stream shows the first. */
  onWriting: (words: AsyncIterable<string>) => void = () => undefined,
): Promise<StoredTurn> {
  const turns = chatTurnsRepository(ctx.db);
  let read = first;
  for (let attempt = 0; attempt < 5; attempt++) {
    const request = read.request;
    if (!request) throw new Error('client request vanished');
    if (read.reply) return { request, state: interviewStateOf(request), reply: read.reply };
    // The state as read: the scope's (parsed once per call), unless a save has moved its version since.
    const current = request.stateVersion === scope.request.stateVersion ? scope.state : interviewStateOf(request);
    const outcome = await decide(ctx, interviewer, scope, visitor, read, current, visitorNow, onWriting);
    const complete = isComplete(outcome.state);
    const before = requestColumnsOf(current.answers);
    const after = requestColumnsOf(outcome.state.answers);
    try {
      const saved = await turns.save({
        designerId: scope.designer.id,
        clientRequestId: request.id,
        expectedVersion: request.stateVersion,
        values: {
          interviewState: outcome.state,
          conversationCompleted: isCoreComplete(outcome.state),
          stage: complete ? 'reference' : null,
          deadline: followDerived(request.deadline, before.deadline, after.deadline) ?? null,
          websiteUrl: followDerived(request.websiteUrl, before.websiteUrl, after.websiteUrl) ?? null,
          brandName: followDerived(request.brandName, before.brandName, after.brandName) ?? null,
          language: outcome.state.language === current.language ? null : outcome.state.language,
        },
        reply: { text: outcome.reply, replyToId: visitor.id, source: outcome.source, fallbackReason: outcome.fallbackReason },
        now: ctx.now(),
      });
      if (saved) return { ...saved, state: outcome.state };
    } catch (error) {
      // A duplicate of this message saved its reply first (unique reply per message): read it below.
      if (!isUniqueViolation(error)) throw error;
    }
    // Another turn saved a state since this one read it: read again (the reply, if it was a duplicate's) and decide on the new state.
    read = await turns.accept({
      designerId: scope.designer.id,
      clientRequestId: request.id,
      clientMessageId: visitor.clientMessageId ?? '',
      text: visitor.text,
      action: visitor.action === 'skip' || visitor.action === 'back' ? visitor.action : null,
      store: false,
      now: ctx.now(),
      periodStart: messagePeriodStart(scope.designer, ctx.now()),
      historyLines: HISTORY_LINES,
    });
  }
  throw new Error('chat turn kept conflicting with other turns');
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
