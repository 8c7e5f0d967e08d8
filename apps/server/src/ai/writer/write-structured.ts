import type { Language } from '@genie/contracts';
import type { LanguageModel } from 'ai';
import type { z } from 'zod';
import { loadAi } from '../load-ai.ts';
import { withinBudget } from '../within-budget.ts';
import type { Writer } from './writer.ts';

/** Why a structured answer was refused although the provider answered. */
export class WritingRejected extends Error {
  constructor(
    public readonly reason: 'invalid_output' | 'wrong_language',
    detail: string,
  ) {
    super(detail);
    this.name = 'WritingRejected';
  }
}

/** Text of the expected language: Han characters for Chinese, Hangul for Korean, Latin letters for English. */
const scriptOf: Record<Language, RegExp> = {
  'en-US': /[A-Za-z]{3}/,
  'zh-TW': /\p{Script=Han}/u,
  'ko-KR': /\p{Script=Hangul}/u,
};

/** A JSON object in fences or prose (what local models often send), validated by the schema; null when there is none. */
function repairedOutput<T>(schema: z.ZodType<T>, text: string | undefined): T | null {
  if (!text) return null;
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text.slice(start, end + 1)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface StructuredWriting<T> {
  model: LanguageModel;
  limits: Pick<Writer, 'maxOutputTokens' | 'maxRetries'>;
  system: string;
  /** The user content: data only, inside the prompt's delimiters. */
  user: string;
  /** The structured output's name and description for the provider; its schema is `schema`. */
  output: { name: string; description: string };
  schema: z.ZodType<T>;
  language: Language;
  /** The text whose script must be `language`'s. */
  languageProbe: (value: T) => string;
  signal: AbortSignal;
}

/**
 * The designer-side writing's one LLM call: structured output validated by the contract's schema (one
 * lenient re-read of raw text when the provider wrapped the JSON), within the writer's budget, and in
 * the asked language. Throws on a provider error or timeout, and `WritingRejected` otherwise; the
 * callers fall back to their rules.
 */
export async function writeStructured<T>(w: StructuredWriting<T>): Promise<T> {
  const { generateText, NoObjectGeneratedError, NoOutputGeneratedError, Output } = await loadAi();
  let value: T;
  try {
    const result = await withinBudget(
      generateText({
        model: w.model,
        system: w.system,
        messages: [{ role: 'user', content: w.user }],
        // Typed by hand: inferring the output type from the zod schema is too deep for the compiler.
        output: Output.object<T>({ schema: w.schema, ...w.output }),
        // The schema is checked here either way; OpenAI's strict mode refuses its length limits.
        providerOptions: { openai: { strictJsonSchema: false } },
        maxOutputTokens: w.limits.maxOutputTokens,
        maxRetries: w.limits.maxRetries,
        abortSignal: w.signal,
      }),
      w.signal,
    );
    value = w.schema.parse(result.output);
  } catch (error) {
    if (NoOutputGeneratedError.isInstance(error)) throw new WritingRejected('invalid_output', error.message);
    if (!NoObjectGeneratedError.isInstance(error)) throw error;
    const repaired = repairedOutput(w.schema, error.text);
    if (!repaired) throw new WritingRejected('invalid_output', error.message);
    value = repaired;
  }
  if (!scriptOf[w.language].test(w.languageProbe(value))) throw new WritingRejected('wrong_language', `the answer is not in ${w.language}`);
  return value;
}
