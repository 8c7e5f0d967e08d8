import type { PhrasingTask } from '../prompts/phrasing-prompt.ts';

/** A question mark in any of the interview's languages (full-width included). */
const QUESTION_MARK = /[?？]/;

export type ComposedReply = { ok: true; text: string } | { ok: false; detail: string };

/**
 * The reply the visitor sees: the model's lead-in, then the engine's question word for word. The
 * model never writes the question, so it cannot drop or change it; a lead-in that asks something
 * itself (or a closing that asks anything) is refused, and the engine's reply stands instead.
 */
export function composeReply(task: PhrasingTask, phrased: string, engineQuestion: string | null): ComposedReply {
  const lead = phrased.trim();
  if (QUESTION_MARK.test(lead)) return { ok: false, detail: 'the wording asked a question of its own' };
  if (task.type === 'close') return { ok: true, text: lead };
  if (!engineQuestion) return { ok: false, detail: 'no question to ask' };
  return { ok: true, text: `${lead}\n\n${engineQuestion}` };
}

/** The engine's acknowledgement that precedes its question in its own reply, if any. */
export function acknowledgementIn(engineReply: string, engineQuestion: string | null): string | null {
  if (!engineQuestion || !engineReply.endsWith(engineQuestion)) return null;
  const ack = engineReply.slice(0, -engineQuestion.length).trim();
  return ack || null;
}
