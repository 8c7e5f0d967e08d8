import type { ModelMessage } from 'ai';

/** A turn of the conversation so far, as the phrasing call may see it (its last few only). */
export interface ConversationLine {
  role: 'visitor' | 'genie';
  text: string;
}

const MAX_CLIENT_MESSAGE_CHARS = 4000;
export const HISTORY_LINES = 6;

/**
 * The visitor's words as user content, between tags the system prompt names. A visitor cannot
 * close the tag early: any tag of that name inside the text is dropped.
 */
export function clientMessage(text: string): string {
  const clean = text.replace(/<\s*\/?\s*client_message\s*>/gi, '').slice(0, MAX_CLIENT_MESSAGE_CHARS);
  return `<client_message>\n${clean}\n</client_message>`;
}

/** The recent conversation and the visitor's new message: visitor text only ever as user content. */
export function conversationMessages(history: readonly ConversationLine[], visitorMessage: string | null): ModelMessage[] {
  const messages: ModelMessage[] = history.slice(-HISTORY_LINES).map((line) =>
    line.role === 'visitor' ? { role: 'user', content: clientMessage(line.text) } : { role: 'assistant', content: line.text },
  );
  // Providers want the conversation to start with a user turn.
  while (messages[0]?.role === 'assistant') messages.shift();
  if (visitorMessage !== null) messages.push({ role: 'user', content: clientMessage(visitorMessage) });
  return messages;
}
