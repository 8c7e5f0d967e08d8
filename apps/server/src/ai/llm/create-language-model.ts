import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import type { LanguageModel } from 'ai';
import type { LlmConfig } from '../config.ts';

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
      return createOpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl }).chat(config.model);
    case 'openai-compatible':
      // Local servers usually ignore the key, but the adapter always sends one.
      return createOpenAI({ name: 'openai-compatible', apiKey: config.apiKey ?? 'none', baseURL: config.baseUrl, ...(options.fetch ? { fetch: options.fetch } : {}) }).chat(config.model);
    case 'anthropic':
      return createAnthropic({ apiKey: config.apiKey, baseURL: config.baseUrl })(config.model);
    case 'google':
      return createGoogleGenerativeAI({ apiKey: config.apiKey, baseURL: config.baseUrl })(config.model);
  }
}
