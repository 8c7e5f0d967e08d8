import { z } from 'zod';

/**
 * The LLM part of the configuration, as a fragment for `env.ts` (the only reader of process.env):
 * spread `llmEnvShape` into the env object, run `checkLlmEnv` in its `superRefine`, and map with
 * `llmConfigOf` in its `transform`. `llmEnvSchema` is the same thing standalone.
 * Unset, or `LLM_PROVIDER=none`: no model, the built-in interviewer runs every conversation.
 */
export const llmProviders = ['none', 'openai', 'anthropic', 'google', 'openai-compatible'] as const;
export type LlmProvider = (typeof llmProviders)[number];

const blankToUndefined = (v: string | undefined) => (v ? v : undefined);
const optionalText = z.string().trim().optional().transform(blankToUndefined);

export const llmEnvShape = {
  /** Which adapter: a hosted provider, any OpenAI-compatible server (Ollama, vLLM, LM Studio), or none. */
  LLM_PROVIDER: z
    .union([z.enum(llmProviders), z.literal('')])
    .default('none')
    .transform((v): LlmProvider => (v === '' ? 'none' : v)),
  /** The provider's model id, e.g. gpt-4o-mini, claude-sonnet-4-5, gemini-2.5-flash, llama3.1:8b. */
  LLM_MODEL: optionalText,
  /**
   * A second model on the same provider, key and base URL for the conversations that ask for the
   * reasoning model (the mood board's chat_o3_mini), e.g. o3-mini. Unset: those use LLM_MODEL.
   */
  LLM_REASONING_MODEL: optionalText,
  /** Required for openai, anthropic and google; optional for an OpenAI-compatible server. */
  LLM_API_KEY: optionalText,
  /** Required for openai-compatible, including the API prefix (http://127.0.0.1:11434/v1 for Ollama); optional proxy URL for the others. */
  LLM_BASE_URL: optionalText.refine((v) => v === undefined || /^https?:\/\/\S+$/.test(v), {
    message: 'must start with http:// or https://',
  }),
  /**
   * One visitor turn's whole LLM budget (extraction and reply), which is the longest a visitor waits
   * for the first words: past it the built-in interviewer answers that turn. At most 4 s.
   */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(500).max(4_000).default(3_500),
  /** Provider retries within that budget (transient 429/5xx). */
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
  /** Per call; room for reasoning models, which spend output tokens before they answer. */
  LLM_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(64).max(16_384).default(800),
  /** The designer-side writing (AI suggestions, brand analysis): one call's budget; past it the rules write. */
  LLM_WRITER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /** The designer-side writing's output budget per call (a structured document, longer than a chat reply). */
  LLM_WRITER_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(256).max(32_768).default(4000),
};

const llmEnvObject = z.object(llmEnvShape);
export type LlmEnv = z.output<typeof llmEnvObject>;

const hostedProviders = ['openai', 'anthropic', 'google'] as const;
type HostedProvider = (typeof hostedProviders)[number];
const isHosted = (p: LlmProvider): p is HostedProvider => (hostedProviders as readonly string[]).includes(p);

/** Cross-key rules: what each provider needs. For `superRefine` on the env object. */
export function checkLlmEnv(env: LlmEnv, ctx: z.RefinementCtx): void {
  const provider = env.LLM_PROVIDER;
  if (provider === 'none') {
    if (env.LLM_REASONING_MODEL) ctx.addIssue({ code: 'custom', path: ['LLM_REASONING_MODEL'], message: 'needs LLM_PROVIDER (it runs on the same provider as LLM_MODEL)' });
    return;
  }
  if (!env.LLM_MODEL) ctx.addIssue({ code: 'custom', path: ['LLM_MODEL'], message: `is required when LLM_PROVIDER is ${provider}` });
  if (isHosted(provider) && !env.LLM_API_KEY) {
    ctx.addIssue({ code: 'custom', path: ['LLM_API_KEY'], message: `is required when LLM_PROVIDER is ${provider}` });
  }
  if (provider === 'openai-compatible' && !env.LLM_BASE_URL) {
    ctx.addIssue({ code: 'custom', path: ['LLM_BASE_URL'], message: 'is required when LLM_PROVIDER is openai-compatible (e.g. http://127.0.0.1:11434/v1)' });
  }
}

interface LlmLimits {
  timeoutMs: number;
  maxRetries: number;
  maxOutputTokens: number;
  writerTimeoutMs: number;
  writerMaxOutputTokens: number;
}

/** `reasoningModel`: LLM_REASONING_MODEL, the model the reasoning conversations use (undefined: `model`). */
export type LlmConfig =
  | ({ provider: 'none' } & LlmLimits)
  | ({ provider: HostedProvider; model: string; reasoningModel: string | undefined; apiKey: string; baseUrl: string | undefined } & LlmLimits)
  | ({ provider: 'openai-compatible'; model: string; reasoningModel: string | undefined; apiKey: string | undefined; baseUrl: string } & LlmLimits);

/** The parsed LLM keys as the adapter factory takes them. Call after `checkLlmEnv` passed. */
export function llmConfigOf(env: LlmEnv): LlmConfig {
  const limits: LlmLimits = {
    timeoutMs: env.LLM_TIMEOUT_MS,
    maxRetries: env.LLM_MAX_RETRIES,
    maxOutputTokens: env.LLM_MAX_OUTPUT_TOKENS,
    writerTimeoutMs: env.LLM_WRITER_TIMEOUT_MS,
    writerMaxOutputTokens: env.LLM_WRITER_MAX_OUTPUT_TOKENS,
  };
  const provider = env.LLM_PROVIDER;
  const baseUrl = env.LLM_BASE_URL?.replace(/\/+$/, '');
  if (provider === 'none') return { provider, ...limits };
  if (provider === 'openai-compatible') {
    return { provider, model: env.LLM_MODEL!, reasoningModel: env.LLM_REASONING_MODEL, apiKey: env.LLM_API_KEY, baseUrl: baseUrl!, ...limits };
  }
  return { provider, model: env.LLM_MODEL!, reasoningModel: env.LLM_REASONING_MODEL, apiKey: env.LLM_API_KEY!, baseUrl, ...limits };
}

/**
 * The configuration of the reasoning model: the same provider, key, base URL and limits with
 * LLM_REASONING_MODEL as the model; null when none is set (those conversations use the default model,
 * or the built-in interviewer when there is no LLM).
 */
export function reasoningConfigOf(config: LlmConfig): LlmConfig | null {
  if (config.provider === 'none' || !config.reasoningModel) return null;
  return { ...config, model: config.reasoningModel };
}

export const llmEnvSchema = llmEnvObject.superRefine(checkLlmEnv).transform(llmConfigOf);
