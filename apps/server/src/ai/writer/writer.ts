import type { LanguageModel } from 'ai';
import type { LlmConfig } from '../config.ts';
import { createLanguageModel } from '../llm/create-language-model.ts';

/**
 * The model and limits for the designer-side writing (AI suggestions, brand analysis). `model` null:
 * no LLM configured; the rules write everything.
 */
export interface Writer {
  readonly model: LanguageModel | null;
  readonly timeoutMs: number;
  readonly maxRetries: number;
  readonly maxOutputTokens: number;
}

/** From the parsed config; tests pass their own model (a mock, or one aimed at the fake server). */
export function createWriter(config: LlmConfig, options: { model?: LanguageModel | null } = {}): Writer {
  return {
    model: options.model !== undefined ? options.model : createLanguageModel(config),
    timeoutMs: config.writerTimeoutMs,
    maxRetries: config.maxRetries,
    maxOutputTokens: config.writerMaxOutputTokens,
  };
}
