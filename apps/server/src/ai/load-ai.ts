import type * as Ai from 'ai';

let loading: Promise<typeof Ai> | undefined;

/**
 * The AI SDK (`ai`), loaded on the first LLM call instead of at start: a server without an LLM, and
 * one that has not yet called it, does not hold it. Modules import its types statically.
 */
export function loadAi(): Promise<typeof Ai> {
  loading ??= import('ai');
  return loading;
}
