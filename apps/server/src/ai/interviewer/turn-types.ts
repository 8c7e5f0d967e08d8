import type { BriefFieldId, InterviewState, Language } from '@genie/contracts';
import type { AnswerOutcome, InterviewQuestion } from '@genie/core';
import type { LanguageModel } from 'ai';
import type { ConversationLine } from '../prompts/client-message.ts';
import type { LoadShedder } from './load-shedder.ts';
import type { ProviderBreaker } from './provider-breaker.ts';

/**
 * Why a turn's reply came from the built-in engine although the LLM layer was asked: stored with
 * the message so the designer can see it. `unsafe_output`: the output filter held the reply back;
 * `off_task`: the wording asked a question of its own; `provider_paused`: the provider kept failing
 * and is skipped for a while; `server_busy`: the server was too far behind to wait for the model and
 * keep the visitor's first words within the budget.
 */
export const fallbackReasons = [
  'no_model',
  'quota_exceeded',
  'timeout',
  'error',
  'refusal',
  'malformed_extraction',
  'unsafe_output',
  'off_task',
  'provider_paused',
  'server_busy',
] as const;
export type FallbackReason = (typeof fallbackReasons)[number];

export interface DesignerProfile {
  teamName: string;
  opening?: string | null;
  /** Private background: may shape tone and services; never shown to the visitor. */
  context?: string | null;
}

/** What every LLM-backed turn needs besides its own input. */
export interface TurnLlmInput {
  designer: DesignerProfile;
  /** The reply's language; defaults to the interview's. The engine's own text stays in the interview's language. */
  language?: Language;
  /** Absent or null: no LLM configured. */
  model?: LanguageModel | null;
  /** The whole turn's LLM budget (extraction and reply together): the longest a visitor waits for the first words. */
  timeoutMs: number;
  /**
   * When the visitor's request arrived (`performance.now()`): the budget runs from then, so the time the
   * request spent before the interviewer (reading the session, storing the message, a busy database)
   * comes off the model's share and the first words still come within `timeoutMs`. Absent: from the call.
   */
  startedAt?: number;
  /** Skips a provider that keeps failing (one per interviewer); absent: always call it. */
  breaker?: ProviderBreaker;
  /** Answers on the engine while the server is overloaded (one per process); absent: never. */
  shedder?: LoadShedder;
  /** The designer's plan has no LLM turns left: the engine answers and the model is not called. */
  quotaExceeded: boolean;
  /** The request's own signal (e.g. the visitor went away); the turn still completes on the engine. */
  signal?: AbortSignal;
  /** Provider retries within the budget (only when the retry's back-off and a call still fit in what is left); default 0. */
  maxRetries?: number;
  /** Per LLM call; default 800. */
  maxOutputTokens?: number;
  /** The conversation before this message (not including it), oldest first; the last few lines help the wording. Never needed for correctness. */
  history?: readonly ConversationLine[];
}

export interface InterviewTurnInput extends TurnLlmInput {
  state: InterviewState;
  visitorMessage: string;
  now: Date;
}

export interface OpeningTurnInput extends TurnLlmInput {
  state: InterviewState;
}

export interface TurnUsage {
  inputTokens: number;
  outputTokens: number;
}

export interface InterviewTurnResult {
  /** The interview after this turn: the visitor's message is recorded in it whatever the source. */
  state: InterviewState;
  /** The whole reply, exactly the concatenation of the streamed chunks. */
  reply: string;
  source: 'llm' | 'engine';
  /** Set when the LLM layer was asked (or unavailable) and the engine answered instead. */
  fallbackReason?: FallbackReason;
  /** For logs, never for the visitor: the error or the filter rule behind the fallback. */
  fallbackDetail?: string;
  /** The visitor's words per field as the LLM extracted them (empty without a valid extraction). */
  extracted: Partial<Record<BriefFieldId, string>>;
  /** Fields whose answer was recorded or changed by this turn. */
  recorded: BriefFieldId[];
  /** The engine's outcome for the question that was asked, when the turn answered it. */
  outcome: AnswerOutcome | null;
  /** What the engine asks next (chips, progress), or null when the interview is complete. */
  question: InterviewQuestion | null;
  complete: boolean;
  usage: TurnUsage;
}

/**
 * A turn: the reply as a stream of text chunks, and the result. The chunks come as the reply is written (a model's
 * lead-in a sentence at a time, each once the output filter has passed it, then the engine's question; an engine
 * reply at once when it is decided); joined, they are exactly `result.reply`, which resolves when the reply is whole,
 * with the state to store (see run-interview-turn.ts).
 */
export interface InterviewTurn {
  textStream: AsyncIterable<string>;
  result: Promise<InterviewTurnResult>;
}
