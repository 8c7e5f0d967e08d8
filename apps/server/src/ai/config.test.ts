import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkLlmEnv, llmConfigOf, llmEnvSchema, llmEnvShape, reasoningConfigOf } from './config.ts';
import { createLanguageModel } from './llm/create-language-model.ts';

const problemsOf = (source: Record<string, string>) => {
  const result = llmEnvSchema.safeParse(source);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the LLM configuration', () => {
  it('defaults to no LLM: the built-in interviewer, with nothing to set', () => {
    const config = llmEnvSchema.parse({});
    expect(config).toEqual({ provider: 'none', timeoutMs: 3_500, maxRetries: 1, maxOutputTokens: 800, writerTimeoutMs: 60_000, writerMaxOutputTokens: 4000 });
    expect(createLanguageModel(config)).toBeNull();
    expect(llmEnvSchema.parse({ LLM_PROVIDER: '' }).provider).toBe('none');
  });

  it('takes any OpenAI-compatible server by base URL, a key optional', () => {
    const config = llmEnvSchema.parse({ LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: 'http://127.0.0.1:11434/v1/', LLM_MODEL: 'llama3.1:8b', LLM_TIMEOUT_MS: '3000' });
    expect(config).toMatchObject({ provider: 'openai-compatible', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1:8b', apiKey: undefined, timeoutMs: 3000 });
    const model = createLanguageModel(config);
    expect(model).toMatchObject({ provider: 'openai-compatible.chat', modelId: 'llama3.1:8b' });
  });

  it.each([
    ['openai', 'gpt-4o-mini', 'openai.chat'],
    ['anthropic', 'claude-sonnet-4-5', 'anthropic.messages'],
    ['google', 'gemini-2.5-flash', 'google.generative-ai'],
  ])('builds the %s adapter from its key and model', (provider, modelId, providerName) => {
    const model = createLanguageModel(llmEnvSchema.parse({ LLM_PROVIDER: provider, LLM_MODEL: modelId, LLM_API_KEY: 'sk-test' }));
    expect(model).toMatchObject({ provider: providerName, modelId });
  });

  it('runs the reasoning model on the same provider, key, base URL and limits', () => {
    const config = llmEnvSchema.parse({ LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.1:8b', LLM_REASONING_MODEL: 'deepseek-r1:8b' });
    const reasoning = reasoningConfigOf(config);
    expect(reasoning).toEqual({ ...config, model: 'deepseek-r1:8b' });
    expect(createLanguageModel(reasoning!)).toMatchObject({ provider: 'openai-compatible.chat', modelId: 'deepseek-r1:8b' });
    // Unset, or no LLM at all: no reasoning interviewer, those turns use the default one.
    expect(reasoningConfigOf(llmEnvSchema.parse({ LLM_PROVIDER: 'openai', LLM_MODEL: 'gpt-4o-mini', LLM_API_KEY: 'k' }))).toBeNull();
    expect(reasoningConfigOf(llmEnvSchema.parse({}))).toBeNull();
    expect(problemsOf({ LLM_REASONING_MODEL: 'o3-mini' })).toEqual(['LLM_REASONING_MODEL: needs LLM_PROVIDER (it runs on the same provider as LLM_MODEL)']);
  });

  it('says what each provider is missing', () => {
    expect(problemsOf({ LLM_PROVIDER: 'openai' })).toEqual([
      'LLM_MODEL: is required when LLM_PROVIDER is openai',
      'LLM_API_KEY: is required when LLM_PROVIDER is openai',
    ]);
    expect(problemsOf({ LLM_PROVIDER: 'openai-compatible', LLM_MODEL: 'qwen2.5' })).toEqual([
      'LLM_BASE_URL: is required when LLM_PROVIDER is openai-compatible (e.g. http://127.0.0.1:11434/v1)',
    ]);
    expect(problemsOf({ LLM_PROVIDER: 'openai-compatible', LLM_MODEL: 'qwen2.5', LLM_BASE_URL: 'localhost:11434' })).toEqual([
      'LLM_BASE_URL: must start with http:// or https://',
    ]);
    expect(problemsOf({ LLM_PROVIDER: 'mistral' })).toHaveLength(1);
    expect(problemsOf({ LLM_TIMEOUT_MS: '10' })).toHaveLength(1);
    // A visitor never waits more than 4 s for the first words of a reply.
    expect(problemsOf({ LLM_TIMEOUT_MS: '15000' })).toHaveLength(1);
  });

  it('merges into a larger env schema', () => {
    const env = z
      .object({ PORT: z.coerce.number().default(3000), ...llmEnvShape })
      .superRefine(checkLlmEnv)
      .transform((e) => ({ port: e.PORT, llm: llmConfigOf(e) }));
    expect(env.parse({ PORT: '8080', LLM_PROVIDER: 'anthropic', LLM_MODEL: 'claude-sonnet-4-5', LLM_API_KEY: 'k' })).toMatchObject({
      port: 8080,
      llm: { provider: 'anthropic', model: 'claude-sonnet-4-5', apiKey: 'k' },
    });
    expect(env.safeParse({ LLM_PROVIDER: 'anthropic' }).success).toBe(false);
  });
});
