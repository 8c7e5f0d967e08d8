import type { LanguageModel } from 'ai';
import { reasoningConfigOf, type LlmConfig } from './config.ts';
import { createLanguageModel } from './llm/create-language-model.ts';
import { processLoadShedder } from './interviewer/load-shedder.ts';
import { createProviderBreaker } from './interviewer/provider-breaker.ts';
import { runInterviewTurn, runOpeningTurn } from './interviewer/run-interview-turn.ts';
import type { InterviewTurn, InterviewTurnInput, OpeningTurnInput } from './interviewer/turn-types.ts';

type Bound = 'model' | 'timeoutMs' | 'maxRetries' | 'maxOutputTokens' | 'breaker' | 'shedder';

/** The interviewer with the configured model and limits bound in; what the visitor routes call. */
export interface Interviewer {
  /** null: no LLM configured; every turn is the built-in engine's (fallbackReason `no_model`). */
  readonly model: LanguageModel | null;
  openingTurn(input: Omit<OpeningTurnInput, Bound>): InterviewTurn;
  turn(input: Omit<InterviewTurnInput, Bound>): InterviewTurn;
}

/** From the parsed config (`llmEnvSchema`); tests pass their own model (a mock, or one aimed at the fake server). */
export function createInterviewer(config: LlmConfig, options: { model?: LanguageModel | null } = {}): Interviewer {
  const model = options.model !== undefined ? options.model : createLanguageModel(config);
  // One breaker per interviewer (per process): a provider that keeps failing is skipped for a while.
  const breaker = createProviderBreaker();
  // One shedder per process: the server's CPU is shared by every interviewer.
  const limits = { model, timeoutMs: config.timeoutMs, maxRetries: config.maxRetries, maxOutputTokens: config.maxOutputTokens, breaker, shedder: processLoadShedder() };
  return {
    model,
    openingTurn: (input) => runOpeningTurn({ ...input, ...limits }),
    turn: (input) => runInterviewTurn({ ...input, ...limits }),
  };
}

/**
 * The interviewer of the conversations that ask for the reasoning model (the mood board's chat_o3_mini):
 * LLM_REASONING_MODEL on the same provider, with its own breaker; null when none is configured (those
 * conversations then use the default interviewer). Built once per process, like the default one.
 */
export function createReasoningInterviewer(config: LlmConfig): Interviewer | null {
  const reasoning = reasoningConfigOf(config);
  return reasoning ? createInterviewer(reasoning) : null;
}
