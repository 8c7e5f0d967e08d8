import type { LanguageModel, LanguageModelUsage } from 'ai';
import type { TurnUsage } from './turn-types.ts';

/** Settings shared by the LLM calls of one turn. */
export interface LlmCall {
  model: LanguageModel;
  /** Aborts on the turn's timeout or the caller's signal. */
  abortSignal: AbortSignal;
  maxRetries: number;
  maxOutputTokens: number;
}

export const noUsage = (): TurnUsage => ({ inputTokens: 0, outputTokens: 0 });

export function addUsage(total: TurnUsage, usage: LanguageModelUsage | undefined): void {
  total.inputTokens += usage?.inputTokens ?? 0;
  total.outputTokens += usage?.outputTokens ?? 0;
}

export function errorDetail(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 500);
  return String(error).slice(0, 500);
}
