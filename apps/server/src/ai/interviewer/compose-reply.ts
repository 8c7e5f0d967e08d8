/** The engine's acknowledgement that precedes its question in its own reply, if any. */
export function acknowledgementIn(engineReply: string, engineQuestion: string | null): string | null {
  if (!engineQuestion || !engineReply.endsWith(engineQuestion)) return null;
  const ack = engineReply.slice(0, -engineQuestion.length).trim();
  return ack || null;
}
