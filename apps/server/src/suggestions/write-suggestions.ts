import { aiSuggestionsContent, type AiSuggestionsContent, type Language } from '@genie/contracts';
import { composeSuggestions, type SuggestionsInput } from '@genie/core';
import { generateText, NoObjectGeneratedError, NoOutputGeneratedError, Output, type LanguageModel } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import type { Writer } from '../ai/writer/writer.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';
import { buildSuggestionsSystemPrompt, buildSuggestionsUserContent, languageNames } from './suggestions-prompt.ts';

/** Why the rules wrote the suggestions although an LLM is configured. */
export type SuggestionsFallbackReason = 'timeout' | 'error' | 'invalid_output' | 'wrong_language';

export interface WrittenSuggestions {
  content: AiSuggestionsContent;
  source: 'llm' | 'rules';
  fallbackReason: SuggestionsFallbackReason | null;
}

/** Text of the expected language: Han characters for Chinese, Hangul for Korean, Latin letters for English. */
const scriptOf: Record<Language, RegExp> = {
  'en-US': /[A-Za-z]{3}/,
  'zh-TW': /\p{Script=Han}/u,
  'ko-KR': /\p{Script=Hangul}/u,
};

class Rejected extends Error {
  constructor(
    public readonly reason: 'invalid_output' | 'wrong_language',
    detail: string,
  ) {
    super(detail);
  }
}

/** A JSON object in fences or prose (what local models often send), validated by the schema; null when there is none. */
function repairedOutput(text: string | undefined): AiSuggestionsContent | null {
  if (!text) return null;
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    return aiSuggestionsContent.safeParse(JSON.parse(text.slice(start, end + 1))).data ?? null;
  } catch {
    return null;
  }
}

// Typed by hand: inferring the output type from the zod schema is too deep for the compiler.
const suggestionsOutput = Output.object<AiSuggestionsContent>({
  schema: aiSuggestionsContent,
  name: 'ai_suggestions',
  description: "Suggestions for the designer's first call with a client",
});

/** Settles when `work` does or when `signal` aborts: a provider that ignores the signal still cannot hold the request. */
function withinBudget<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  work.catch(() => {});
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

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
  let content: AiSuggestionsContent;
  try {
    const result = await withinBudget(
      generateText({
        model,
        system: buildSuggestionsSystemPrompt(language),
        messages: [{ role: 'user', content: buildSuggestionsUserContent(input, language) }],
        output: suggestionsOutput,
        // The schema is checked here either way; OpenAI's strict mode refuses its length limits.
        providerOptions: { openai: { strictJsonSchema: false } },
        maxOutputTokens: limits.maxOutputTokens,
        maxRetries: limits.maxRetries,
        abortSignal: signal,
      }),
      signal,
    );
    content = aiSuggestionsContent.parse(result.output);
  } catch (error) {
    if (NoOutputGeneratedError.isInstance(error)) throw new Rejected('invalid_output', error.message);
    if (!NoObjectGeneratedError.isInstance(error)) throw error;
    const repaired = repairedOutput(error.text);
    if (!repaired) throw new Rejected('invalid_output', error.message);
    content = repaired;
  }
  if (!scriptOf[language].test(`${content.summary} ${content.next_steps.join(' ')}`)) {
    throw new Rejected('wrong_language', `the suggestions are not in ${languageNames[language]}`);
  }
  return content;
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
      fallbackReason = error instanceof Rejected ? error.reason : timeout.aborted ? 'timeout' : 'error';
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
