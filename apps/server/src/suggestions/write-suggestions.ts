import { aiSuggestionsContent, type AiSuggestionsContent, type Language } from '@genie/contracts';
import { composeSuggestions, type SuggestionsInput } from '@genie/core';
import type { LanguageModel } from 'ai';
import { writeStructured, WritingRejected } from '../ai/writer/write-structured.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Writer } from '../ai/writer/writer.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';
import { buildSuggestionsSystemPrompt, buildSuggestionsUserContent } from './suggestions-prompt.ts';

/** Why the rules wrote the suggestions although an LLM is configured. */
export type SuggestionsFallbackReason = 'timeout' | 'error' | 'invalid_output' | 'wrong_language';

export interface WrittenSuggestions {
  content: AiSuggestionsContent;
  source: 'llm' | 'rules';
  fallbackReason: SuggestionsFallbackReason | null;
}

const suggestionsOutput = {
  name: 'ai_suggestions',
  description: "Suggestions for the designer's first call with a client",
};

/**
 * The LLM writes the suggestions as structured output (`Output.object` with the contract's schema),
 * grounded in the brief, the rules' analysis and the knowledge-base entries of the candidate styles,
 * within the writer's time and token budget. Throws on failure; `writeSuggestions` falls back.
 */
export async function writeSuggestionsWithLlm(
  model: LanguageModel,
  limits: Pick<Writer, 'maxOutputTokens' | 'maxRetries'>,
  input: SuggestionsInput,
  language: Language,
  signal: AbortSignal,
): Promise<AiSuggestionsContent> {
  return writeStructured<AiSuggestionsContent>({
    model,
    limits,
    system: buildSuggestionsSystemPrompt(language),
    user: buildSuggestionsUserContent(input, language),
    output: suggestionsOutput,
    schema: aiSuggestionsContent,
    language,
    languageProbe: (content) => `${content.summary} ${content.next_steps.join(' ')}`,
    signal,
  });
}

function detailOf(error: unknown): string {
  return (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500);
}

/**
 * The suggestions in the designer's language: by the LLM when one is configured, else (or when it
 * times out, fails, or answers something the schema refuses) by the rules, with the reason kept.
 * Even the rules failing (they should not) is "Something went wrong. Please try again."
 */
export async function writeSuggestions(
  ctx: { writer: Writer; log?: Pick<FastifyBaseLogger, 'warn' | 'error'> },
  input: SuggestionsInput,
  language: Language,
): Promise<WrittenSuggestions> {
  let fallbackReason: SuggestionsFallbackReason | null = null;
  const { writer } = ctx;
  if (writer.model) {
    const timeout = AbortSignal.timeout(writer.timeoutMs);
    try {
      const content = await writeSuggestionsWithLlm(writer.model, writer, input, language, timeout);
      return { content, source: 'llm', fallbackReason: null };
    } catch (error) {
      fallbackReason = error instanceof WritingRejected ? error.reason : timeout.aborted ? 'timeout' : 'error';
      ctx.log?.warn({ reason: fallbackReason, detail: detailOf(error) }, 'AI suggestions: the LLM failed, the rules wrote them');
    }
  }
  try {
    return { content: aiSuggestionsContent.parse(composeSuggestions(input, language)), source: 'rules', fallbackReason };
  } catch (error) {
    ctx.log?.error({ err: error }, 'AI suggestions: the rules failed');
    throw new AppError('suggestions_failed', errorMessages.suggestions_failed);
  }
}
