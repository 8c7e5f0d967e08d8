import type { BriefFieldId, InterviewState } from '@genie/contracts';
import { withinBudget } from '../within-budget.ts';
import { isComplete, nextQuestion } from '@genie/core';
import type { LanguageModel } from 'ai';
import { conversationMessages } from '../prompts/client-message.ts';
import { buildPhrasingPrompt } from '../prompts/phrasing-prompt.ts';
import { acknowledgementIn } from './compose-reply.ts';
import { leadInGate, textChannel, type HeldBack } from './lead-in-gate.ts';
import { extractFields } from './extract-fields.ts';
import { errorDetail, noUsage, type LlmCall } from './llm-call.ts';
import { phraseReply } from './phrase-reply.ts';
import { planEngineTurn, planExtractedTurn, planOpeningTurn, type TurnPlan } from './plan-turn.ts';
import type { ProviderBreaker } from './provider-breaker.ts';
import type {
  FallbackReason,
  InterviewTurn,
  InterviewTurnInput,
  InterviewTurnResult,
  OpeningTurnInput,
  TurnLlmInput,
  TurnUsage,
} from './turn-types.ts';

/*
 * Streaming and fallback design. The extraction (one tool call) is decided first; then the model writes the
 * lead-in, which the visitor reads as it is written, a sentence at a time: each sentence is shown once it, and all
 * shown before it, pass the output filter and it asks nothing of its own (`leadInGate`). The engine's next question
 * follows the lead-in word for word. So:
 * - a failure before any sentence was shown (timeout, provider error, refusal, malformed extraction, filtered
 *   output, a stream that breaks) swaps in the engine's complete text for that turn; the visitor cannot tell a
 *   fallback happened;
 * - a failure, or a sentence held back, after some were shown ends the lead-in there: what was shown stays, and the
 *   engine's question follows it. The visitor never sees half a sentence, nor one the filter would hold back;
 * - the stream's chunks, joined, are exactly `result.reply`; `result` resolves when the reply is whole, with the
 *   state to store (the chat route shows the words meanwhile and saves the turn when it is decided);
 * - the visitor's message is recorded in the returned state on every path: by the extraction when it worked, by
 *   the engine's own `answer()` otherwise.
 * The whole turn is bounded by `timeoutMs` (at most 4 s) from the visitor's request's arrival (`startedAt`): when
 * the budget runs out the lead-in ends where it is (or the engine's text is the reply) and a late answer is
 * dropped. A call that fails is not retried unless the SDK's back-off and another call still fit in what is left
 * (the engine's reply is the quicker retry), a provider that keeps failing is skipped for a while
 * (`ProviderBreaker`) instead of being waited on turn after turn, and while the server itself falls behind new
 * turns skip the model (`LoadShedder`).
 */

const DEFAULT_MAX_OUTPUT_TOKENS = 800;
/** A retry needs the SDK's first back-off (2 s) and then a call's answer (about 1.5 s) before the budget ends. */
const RETRY_ROOM_MS = 3_500;
/** With less than this left when the turn reaches the model, no answer can come back in time: it is not called. */
const MIN_CALL_MS = 50;

function recordedFields(before: InterviewState, after: InterviewState): BriefFieldId[] {
  return (Object.keys(after.answers) as BriefFieldId[]).filter((id) => after.answers[id] !== before.answers[id]);
}

interface Decision {
  plan: TurnPlan;
  reply: string;
  /** The start of `reply` already shown to the visitor while the model wrote it ('' when none was). */
  shown?: string;
  source: 'llm' | 'engine';
  fallbackReason?: FallbackReason;
  fallbackDetail?: string;
  extracted: Partial<Record<BriefFieldId, string>>;
  /** The model was not asked (the budget was spent before the turn reached it): nothing to teach the breaker. */
  untried?: true;
}

function resultOf(before: InterviewState, decision: Decision, usage: TurnUsage): InterviewTurnResult {
  const { plan } = decision;
  return {
    state: plan.state,
    reply: decision.reply,
    source: decision.source,
    ...(decision.fallbackReason ? { fallbackReason: decision.fallbackReason } : {}),
    ...(decision.fallbackDetail ? { fallbackDetail: decision.fallbackDetail } : {}),
    extracted: decision.extracted,
    recorded: recordedFields(before, plan.state),
    outcome: plan.outcome,
    question: nextQuestion(plan.state),
    complete: isComplete(plan.state),
    usage,
  };
}

const fallback = (plan: TurnPlan, reason: FallbackReason, detail?: string, extracted = {}): Decision => ({
  plan,
  reply: plan.engineReply,
  source: 'engine',
  fallbackReason: reason,
  ...(detail ? { fallbackDetail: detail } : {}),
  extracted,
});

/** The time left of the turn's budget, which runs from the request's arrival (or from now). */
function budgetLeftMs(input: TurnLlmInput): number {
  return (input.startedAt ?? performance.now()) + input.timeoutMs - performance.now();
}

/** The turn's budget: what is left of it joined with the caller's signal, and a way to tell which fired. */
function turnBudget(input: TurnLlmInput) {
  const timeout = AbortSignal.timeout(Math.max(1, Math.floor(budgetLeftMs(input))));
  const signal = input.signal ? AbortSignal.any([timeout, input.signal]) : timeout;
  return {
    signal,
    reasonOf: (): FallbackReason => (timeout.aborted ? 'timeout' : 'error'),
  };
}

/** One call's settings; its retries only when one can still end within the budget. */
function llmCallOf(input: TurnLlmInput, model: LanguageModel, signal: AbortSignal): LlmCall {
  return {
    model,
    abortSignal: signal,
    maxRetries: budgetLeftMs(input) >= RETRY_ROOM_MS ? (input.maxRetries ?? 0) : 0,
    maxOutputTokens: input.maxOutputTokens ?? DEFAULT_MAX_OUTPUT_TOKENS,
  };
}

/** The budget was spent before the turn reached the model (a queue, a slow database): the engine answers now. */
const outOfTime = (plan: TurnPlan): Decision => ({ ...fallback(plan, 'timeout', 'no time left for the model when the turn reached it'), untried: true });

/** Shows text to the visitor as soon as it is decided (the turn's stream). */
type Show = (text: string) => void;

/** Step 2 for any plan: the LLM words its lead-in, shown sentence by sentence, or the plan's engine text stands. */
async function phrase(
  input: TurnLlmInput & { show: Show },
  call: LlmCall,
  reasonOf: () => FallbackReason,
  plan: TurnPlan,
  visitorMessage: string | null,
  extracted: Partial<Record<BriefFieldId, string>>,
  usage: TurnUsage,
): Promise<Decision> {
  const state = plan.state;
  const teamName = input.designer.teamName || state.designer.teamName;
  const question = plan.task.type === 'close' ? null : (nextQuestion(state)?.text ?? null);
  const prompt = buildPhrasingPrompt({
    teamName,
    context: input.designer.context ?? null,
    language: input.language ?? state.language,
    task: plan.task,
    noted: acknowledgementIn(plan.engineReply, plan.task.type === 'close' ? plan.task.closing : question),
  });
  const gate = leadInGate({ protectedTexts: prompt.protectedTexts, teamName, show: input.show });
  /** The turn decided: the lead-in shown so far and the engine's question, or the engine's reply when none was shown. */
  const settle = (held: HeldBack | { reason: FallbackReason; detail: string } | null): Decision => {
    gate.close();
    const lead = gate.shown;
    if (!lead) return fallback(plan, held?.reason ?? 'refusal', held?.detail ?? 'empty reply', extracted);
    // A closing is the model's whole; cut short, the engine's closing follows what was shown.
    const ending = plan.task.type === 'close' ? (held ? plan.task.closing : null) : question;
    return {
      plan,
      reply: ending ? `${lead}\n\n${ending}` : lead,
      shown: lead,
      source: 'llm',
      extracted,
      ...(held ? { fallbackReason: held.reason, fallbackDetail: `after the lead-in's shown sentences: ${held.detail}` } : {}),
    };
  };
  // Its own retries: after the extraction there is less time left for one.
  const replyCall = llmCallOf(input, call.model, call.abortSignal);
  try {
    const phrased = await withinBudget(
      phraseReply(replyCall, prompt.system, conversationMessages(input.history ?? [], visitorMessage), usage, (delta) => gate.add(delta)),
      call.abortSignal,
    );
    // Cut off or stopped by the provider's filter: the sentences shown stand, the unfinished one never shows.
    if (!phrased.ok) return settle(phrased);
    gate.finish();
    return settle(gate.held);
  } catch (error) {
    return settle({ reason: reasonOf(), detail: errorDetail(error) });
  }
}

/**
 * The checks before the model is called, in order, each answered by the engine's plan when it fails;
 * then `ask`, counted in flight by the load shedder. The breaker comes last: a trial it grants must be made.
 */
async function throughGates(input: TurnLlmInput, enginePlan: () => TurnPlan, ask: (model: LanguageModel) => Promise<Decision>): Promise<Decision> {
  if (input.quotaExceeded) return fallback(enginePlan(), 'quota_exceeded');
  if (!input.model) return fallback(enginePlan(), 'no_model');
  if (budgetLeftMs(input) < MIN_CALL_MS) return outOfTime(enginePlan());
  const release = input.shedder ? input.shedder.admit() : () => undefined;
  if (!release) return fallback(enginePlan(), 'server_busy');
  try {
    if (input.breaker && !input.breaker.allow()) return fallback(enginePlan(), 'provider_paused');
    return await ask(input.model);
  } finally {
    release();
  }
}

async function decideInterviewTurn(input: InterviewTurnInput & { usage: TurnUsage; show: Show }): Promise<Decision> {
  const { state, visitorMessage, now } = input;
  if (isComplete(state) || !visitorMessage.trim()) {
    // Nothing left to ask (the engine repeats its closing) or nothing said (it asks for an answer): no model call is worth making.
    const plan = planEngineTurn(state, visitorMessage, now);
    return { plan, reply: plan.engineReply, source: 'engine', extracted: {} };
  }
  return throughGates(input, () => planEngineTurn(state, visitorMessage, now), (model) => extractAndPhrase(input, model));
}

async function extractAndPhrase(input: InterviewTurnInput & { usage: TurnUsage; show: Show }, model: LanguageModel): Promise<Decision> {
  const { state, visitorMessage, now, usage } = input;
  const { signal, reasonOf } = turnBudget(input);
  const call = llmCallOf(input, model, signal);
  let plan: TurnPlan;
  let extracted: Partial<Record<BriefFieldId, string>>;
  try {
    const extraction = await withinBudget(extractFields(call, state, visitorMessage, usage), signal);
    if (!extraction.ok) return fallback(planEngineTurn(state, visitorMessage, now), extraction.reason, extraction.detail);
    extracted = extraction.fields;
    plan = planExtractedTurn(state, visitorMessage, extracted, now);
  } catch (error) {
    return fallback(planEngineTurn(state, visitorMessage, now), reasonOf(), errorDetail(error));
  }
  return phrase(input, call, reasonOf, plan, visitorMessage, extracted, usage);
}

async function decideOpeningTurn(input: OpeningTurnInput & { usage: TurnUsage; show: Show }): Promise<Decision> {
  const plan = planOpeningTurn(input.state);
  return throughGates(input, () => plan, (model) => {
    const { signal, reasonOf } = turnBudget(input);
    return phrase(input, llmCallOf(input, model, signal), reasonOf, plan, null, {}, input.usage);
  });
}

/** Timeouts and provider errors count against the provider; any answer it gave (even one refused here) counts for it. */
function teachBreaker(breaker: ProviderBreaker | undefined, decision: Decision): void {
  if (!breaker || decision.untried) return;
  const reason = decision.fallbackReason;
  if (reason === 'timeout' || reason === 'error') breaker.failure();
  else if (decision.source === 'llm' || (reason && providerAnswered.has(reason))) breaker.success();
}

const providerAnswered = new Set<FallbackReason>(['refusal', 'malformed_extraction', 'unsafe_output', 'off_task']);

function turnOf(state: InterviewState, breaker: ProviderBreaker | undefined, decide: (usage: TurnUsage, show: Show) => Promise<Decision>): InterviewTurn {
  const usage = noUsage();
  const channel = textChannel();
  const show: Show = (text) => channel.push(text);
  const result = decide(usage, show).then(
    (decision) => {
      teachBreaker(breaker, decision);
      // The rest of the reply after what was shown while it was written (all of it when nothing was).
      show(decision.reply.slice(decision.shown?.length ?? 0));
      channel.end();
      return resultOf(state, decision, usage);
    },
    (error: unknown) => {
      channel.end();
      throw error;
    },
  );
  return { result, textStream: channel.stream };
}

/**
 * One visitor message: the LLM (when configured, within quota and budget) extracts fields and
 * words the engine's next question; otherwise, or on any failure, the engine answers on its own.
 * The engine decides what is recorded, what is asked next and when the interview is complete.
 */
export function runInterviewTurn(input: InterviewTurnInput): InterviewTurn {
  return turnOf(input.state, input.breaker, (usage, show) => decideInterviewTurn({ ...input, usage, show }));
}

/** The conversation's first message: the engine's greeting and first question, optionally worded by the LLM. */
export function runOpeningTurn(input: OpeningTurnInput): InterviewTurn {
  return turnOf(input.state, input.breaker, (usage, show) => decideOpeningTurn({ ...input, usage, show }));
}
