import { createRequire } from 'node:module';
import type * as AnthropicSdk from '@ai-sdk/anthropic';
import type * as GoogleSdk from '@ai-sdk/google';
import type * as OpenAiSdk from '@ai-sdk/openai';
import type { LanguageModel } from 'ai';
import type { LlmConfig } from '../config.ts';

/**
 * A provider's package, loaded when a model of it is made (each 10–20 MB and a slower start, for a
 * server that may use none or one). Through `require` (their CommonJS builds), so this stays synchronous.
 */
const load = createRequire(import.meta.url);
const openAi = () => load('@ai-sdk/openai') as typeof OpenAiSdk;
const anthropic = () => load('@ai-sdk/anthropic') as typeof AnthropicSdk;
const google = () => load('@ai-sdk/google') as typeof GoogleSdk;

/**
 * The configured model, or null for `none` (the built-in interviewer then runs alone). Every key
 * is passed explicitly so no provider package falls back to reading its own environment variable.
 *
 * OpenAI itself also goes through `.chat()` (Chat Completions): one wire protocol for OpenAI and the
 * compatible servers, the one the fake server exercises, and nothing kept server-side by the
 * Responses API's default storage.
 */
export function createLanguageModel(config: LlmConfig, options: { fetch?: typeof fetch } = {}): LanguageModel | null {
  switch (config.provider) {
    case 'none':
      return null;
    case 'openai':
      return openAi().createOpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl }).chat(config.model);
    case 'openai-compatible':
      // Local servers usually ignore the key, but the adapter always sends one.
      return openAi().createOpenAI({ name: 'openai-compatible', apiKey: config.apiKey ?? 'none', baseURL: config.baseUrl, ...(options.fetch ? { fetch: options.fetch } : {}) }).chat(config.model);
    case 'anthropic':
      return anthropic().createAnthropic({ apiKey: config.apiKey, baseURL: config.baseUrl })(config.model);
    case 'google':
      return google().createGoogleGenerativeAI({ apiKey: config.apiKey, baseURL: config.baseUrl })(config.model);
  }
}
