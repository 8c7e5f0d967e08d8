import type { Language } from '@genie/contracts';
import type { LanguageModel } from 'ai';
import { z } from 'zod';
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

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * The schema the provider is sent, whole: no `$ref`s. The contracts' schemas carry component ids once the
 * API document is built (GET /api/docs), and with them zod would write a root that is only a `$ref`, which
 * providers and local servers do not all follow.
 */
export function providerJsonSchema(schema: z.ZodType): Record<string, Json> {
  const generated = z.toJSONSchema(schema, { target: 'draft-07', io: 'output', unrepresentable: 'any' }) as Record<string, Json>;
  const definitions = (generated.definitions ?? {}) as Record<string, Json>;
  const inline = (value: Json, depth: number): Json => {
    if (Array.isArray(value)) return value.map((v) => inline(v, depth));
    if (value === null || typeof value !== 'object') return value;
    const ref = value.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/definitions/') && depth < 20) {
      const { $ref: _ref, ...rest } = value;
      return inline({ ...(definitions[ref.slice('#/definitions/'.length)] as Record<string, Json>), ...rest }, depth + 1);
    }
    return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'definitions').map(([key, child]) => [key, inline(child, depth)]));
  };
  return inline(generated, 0) as Record<string, Json>;
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
  const { generateText, jsonSchema, NoObjectGeneratedError, NoOutputGeneratedError, Output } = await loadAi();
  let value: T;
  try {
    const result = await withinBudget(
      generateText({
        model: w.model,
        system: w.system,
        messages: [{ role: 'user', content: w.user }],
        // Typed by hand: inferring the output type from the zod schema is too deep for the compiler.
        // The provider is sent the schema written out whole; the answer is validated by `w.schema`.
        output: Output.object<T>({
          schema: jsonSchema<T>(providerJsonSchema(w.schema) as Parameters<typeof jsonSchema>[0], {
            validate: (input) => {
              const parsed = w.schema.safeParse(input);
              return parsed.success ? { success: true, value: parsed.data } : { success: false, error: parsed.error };
            },
          }),
          ...w.output,
        }),
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
