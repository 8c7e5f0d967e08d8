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

const MAX_BRIEF_WORDS_CHARS = 300;

/**
 * What the visitor has said so far, per brief field, as user content between tags the extraction prompt names (the
 * visitor's words, so never in a system prompt); each field's words cut short, and no tag of that name kept inside.
 * Null when nothing was said yet.
 */
export function briefSoFar(answers: Readonly<Record<string, { raw: string; skipped: boolean } | undefined>>): string | null {
  const lines = Object.entries(answers)
    .filter((entry): entry is [string, { raw: string; skipped: boolean }] => !!entry[1] && !entry[1].skipped && entry[1].raw.trim() !== '')
    .map(([id, a]) => `${id}: ${a.raw.replace(/<\s*\/?\s*brief_so_far\s*>/gi, '').replace(/\s+/g, ' ').slice(0, MAX_BRIEF_WORDS_CHARS)}`);
  return lines.length > 0 ? `<brief_so_far>\n${lines.join('\n')}\n</brief_so_far>` : null;
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
