import type { Writer } from '../src/ai/writer/writer.ts';
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';

/**
 * Scripted `MockLanguageModelV3`s for the interviewer: `doGenerate` is the extraction call (a forced
 * tool call), `doStream` the reply. Each handler sees the call options, so a test can read the
 * prompt the model was given.
 */
type DoGenerate = MockLanguageModelV3['doGenerate'];
type DoStream = MockLanguageModelV3['doStream'];
export type MockCallOptions = Parameters<DoGenerate>[0];
export type MockGenerateResult = Awaited<ReturnType<DoGenerate>>;
export type MockStreamResult = Awaited<ReturnType<DoStream>>;

const usage = {
  inputTokens: { total: 40, noCache: 40, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 10, text: 10, reasoning: undefined },
};

/** The extraction tool call, with `input` sent as is when a string (so it may be malformed). */
export function toolCall(input: string | Record<string, unknown>, toolName = 'record_brief_fields'): MockGenerateResult {
  return {
    content: [{ type: 'tool-call', toolCallId: 'call-1', toolName, input: typeof input === 'string' ? input : JSON.stringify(input) }],
    finishReason: { unified: 'tool-calls', raw: 'tool_calls' },
    usage,
    warnings: [],
  };
}

/** A plain text answer where a tool call was expected. */
export function generatedText(text: string): MockGenerateResult {
  return { content: text ? [{ type: 'text', text }] : [], finishReason: { unified: 'stop', raw: 'stop' }, usage, warnings: [] };
}

/** A streamed reply, a few characters per chunk. */
export function streamedText(text: string, finish: 'stop' | 'length' | 'content-filter' = 'stop'): MockStreamResult {
  const pieces = text.match(/[\s\S]{1,8}/g) ?? [];
  return {
    stream: simulateReadableStream({
      chunks: [
        { type: 'stream-start', warnings: [] },
        { type: 'text-start', id: 't1' },
        ...pieces.map((delta) => ({ type: 'text-delta' as const, id: 't1', delta })),
        { type: 'text-end', id: 't1' },
        { type: 'finish', finishReason: { unified: finish, raw: finish }, usage },
      ],
    }),
  };
}

/** A reply stream that sends some text and then fails. */
export function brokenStream(text: string, error: Error): MockStreamResult {
  return {
    stream: new ReadableStream({
      start(controller) {
        controller.enqueue({ type: 'stream-start', warnings: [] });
        controller.enqueue({ type: 'text-start', id: 't1' });
        controller.enqueue({ type: 'text-delta', id: 't1', delta: text });
        controller.error(error);
      },
    }),
  };
}

/**
 * A reply stream written in steps, as a provider writes it: each text is a delta, each promise a pause until it
 * settles; it ends finished, or broken with `error` (read by the client before the connection drops).
 */
export function pacedStream(steps: readonly (string | Promise<unknown>)[], error?: Error): MockStreamResult {
  return {
    stream: new ReadableStream({
      async start(controller) {
        controller.enqueue({ type: 'stream-start', warnings: [] });
        controller.enqueue({ type: 'text-start', id: 't1' });
        for (const step of steps) {
          if (typeof step === 'string') controller.enqueue({ type: 'text-delta', id: 't1', delta: step });
          else await step;
        }
        if (error) return controller.error(error);
        controller.enqueue({ type: 'text-end', id: 't1' });
        controller.enqueue({ type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage });
        controller.close();
      },
    }),
  };
}

/** Resolves never; rejects when the call is aborted (a provider that hangs but honours the signal). */
export function hangUntilAborted<T>(options: MockCallOptions): Promise<T> {
  return new Promise<T>((_, reject) => {
    options.abortSignal?.addEventListener('abort', () => reject(options.abortSignal!.reason), { once: true });
  });
}

/** The system prompt of a call. */
export function systemOf(options: MockCallOptions): string {
  return options.prompt
    .filter((m) => m.role === 'system')
    .map((m) => m.content)
    .join('\n');
}

/** The text of the user messages of a call. */
export function userTextOf(options: MockCallOptions): string[] {
  return options.prompt.flatMap((m) => (m.role === 'user' ? m.content.flatMap((p) => (p.type === 'text' ? [p.text] : [])) : []));
}

export function mockModel(handlers: {
  extract?: (options: MockCallOptions) => MockGenerateResult | Promise<MockGenerateResult>;
  phrase?: (options: MockCallOptions) => MockStreamResult | Promise<MockStreamResult>;
}): MockLanguageModelV3 {
  return new MockLanguageModelV3({
    provider: 'mock',
    modelId: 'mock-interviewer',
    doGenerate: async (options) => {
      if (!handlers.extract) throw new Error('extraction not scripted');
      return handlers.extract(options);
    },
    doStream: async (options) => {
      if (!handlers.phrase) throw new Error('reply not scripted');
      return handlers.phrase(options);
    },
  });
}

/** A writer whose model answers every call with `text` (or fails with it), noting each prompt in `seen`. */
export function writerAnswering(text: string | Error, seen: string[] = []): Writer {
  return {
    timeoutMs: 1000,
    maxRetries: 0,
    maxOutputTokens: 500,
    model: new MockLanguageModelV3({
      doGenerate: async (options) => {
        seen.push(JSON.stringify(options.prompt));
        if (text instanceof Error) throw text;
        return generatedText(text);
      },
    }),
  };
}
