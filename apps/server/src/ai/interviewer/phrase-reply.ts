import type { ModelMessage } from 'ai';
import { loadAi } from '../load-ai.ts';
import { addUsage, type LlmCall } from './llm-call.ts';
import type { TurnUsage } from './turn-types.ts';

export type PhrasingResult = { ok: true; text: string } | { ok: false; reason: 'refusal' | 'error'; detail: string };

/** The user turn of a call with no visitor message yet (the greeting): providers want one. */
const OPENED_CHAT = '(The client has just opened the chat and has not written anything yet.)';

/**
 * Step 2 of a turn: the LLM words the reply, streamed from the provider. Each piece goes to `onText` as it comes
 * (the lead-in gate shows it sentence by sentence, each once the output filter has passed it); the whole text is
 * returned at the end. Transport failures (including a stream that breaks midway) are thrown for the caller to classify.
 */
export async function phraseReply(
  call: LlmCall,
  system: string,
  messages: ModelMessage[],
  usage: TurnUsage,
  onText: (delta: string) => void = () => undefined,
): Promise<PhrasingResult> {
  const { streamText } = await loadAi();
  const result = streamText({
    model: call.model,
    system,
    messages: messages.length ? messages : [{ role: 'user', content: OPENED_CHAT }],
    maxOutputTokens: call.maxOutputTokens,
    maxRetries: call.maxRetries,
    abortSignal: call.abortSignal,
    // Errors surface as stream parts and are handled below; the default handler would log them.
    onError: () => {},
  });
  let text = '';
  let finishReason: string | undefined;
  for await (const part of result.fullStream) {
    switch (part.type) {
      case 'text-delta':
        text += part.text;
        onText(part.text);
        break;
      case 'error':
        throw part.error;
      case 'abort':
        throw new Error(`reply stream aborted${part.reason ? `: ${part.reason}` : ''}`);
      case 'finish':
        finishReason = part.finishReason;
        addUsage(usage, part.totalUsage);
        break;
    }
  }
  if (finishReason === undefined) throw new Error('reply stream ended without finishing');
  if (finishReason === 'content-filter') return { ok: false, reason: 'refusal', detail: 'reply stopped by the content filter' };
  if (finishReason === 'length') return { ok: false, reason: 'error', detail: 'reply cut off at maxOutputTokens' };
  return { ok: true, text: text.trim() };
}
