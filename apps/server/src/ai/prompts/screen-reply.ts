/**
 * The output filter: a reply the visitor must not see is replaced by the engine's text. It holds
 * back replies that repeat a protected passage (the rules, the designer's private context) verbatim,
 * that claim another identity, or that refuse instead of asking.
 */
export type ScreenVerdict = { ok: true } | { ok: false; reason: 'refusal' | 'unsafe_output'; detail: string };

export interface ScreenReplyInput {
  reply: string;
  protectedTexts: readonly string[];
  /** The designer's team name may legitimately be said, and may even contain a model's name. */
  teamName: string;
}

const CJK = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;

function comparable(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Letters and digits in a row that count as a verbatim passage: about eight words, or fourteen CJK characters. */
function passageLength(text: string): number {
  const chars = Array.from(text);
  const cjk = chars.filter((c) => CJK.test(c)).length;
  return cjk / Math.max(chars.length, 1) > 0.3 ? 14 : 40;
}

/** Whether `reply` repeats a passage of `secret` verbatim (ignoring case, spacing, punctuation and `allowed`). */
export function repeatsPassage(reply: string, secret: string, allowed: readonly string[] = []): boolean {
  const strip = (s: string) => allowed.map(comparable).filter(Boolean).reduce((acc, a) => acc.split(a).join('|'), comparable(s));
  const r = strip(reply);
  const s = strip(secret);
  const k = passageLength(s);
  if (s.length < k) return s.length >= k / 2 && r.includes(s);
  const passages = new Set<string>();
  for (let i = 0; i + k <= s.length; i++) {
    const passage = s.slice(i, i + k);
    if (!passage.includes('|')) passages.add(passage);
  }
  for (let i = 0; i + k <= r.length; i++) if (passages.has(r.slice(i, i + k))) return true;
  return false;
}

const identityClaims: RegExp[] = [
  /\b(?:chat\s?gpt|gpt-?\d\w*|openai|anthropic|claude|gemini|bard|llama|mistral|qwen|deepseek|copilot)\b/i,
  /\b(?:large )?language model\b|\bLLM\b|\bas an ai\b/i,
  /\b(?:i am|i'm)\s+(?:a |an )?(?:real )?(?:human|person|woman|man)\b/i,
  /語言模型|语言模型|我是真人|我是人類|我是人类/,
  /언어\s?모델|저는 사람|사람이에요|사람입니다/,
  /\bsystem prompt\b|\bmy (?:instructions|rules|prompt)\b|系統提示|系统提示|提示詞|提示词|시스템 프롬프트/i,
];

const refusals: RegExp[] = [
  /\b(?:i can(?:no|')t|i cannot|i am unable to|i'm unable to|i won't|i'm not able to|i am not able to)\s+(?:help|assist|comply|do that|continue|provide|respond)/i,
  /(?:無法|无法|不能)(?:協助|协助|提供|回答|幫助|帮助|回應|回应)/,
  /(?:도와드릴|답변드릴|답해 드릴|응답할)\s?수 없/,
];

/** Refusal wording ("I can't help with that", 無法協助, 도와드릴 수 없어요). */
export function looksLikeRefusal(text: string): boolean {
  return refusals.some((p) => p.test(text));
}

export function screenReply(input: ScreenReplyInput): ScreenVerdict {
  const reply = input.reply.trim();
  if (!reply) return { ok: false, reason: 'refusal', detail: 'empty reply' };
  const team = input.teamName.trim();
  if (input.protectedTexts.some((secret) => repeatsPassage(reply, secret, team ? [team] : []))) {
    return { ok: false, reason: 'unsafe_output', detail: 'reply repeats protected text' };
  }
  const withoutTeam = team ? reply.split(team).join(' ') : reply;
  const claim = identityClaims.find((p) => p.test(withoutTeam));
  if (claim) return { ok: false, reason: 'unsafe_output', detail: `reply matches identity rule ${claim.source.slice(0, 40)}` };
  // A polite "I can't share that" followed by the question is fine; a refusal that asks nothing is not.
  if (looksLikeRefusal(reply) && !/[?？]/.test(reply)) return { ok: false, reason: 'refusal', detail: 'model refused' };
  return { ok: true };
}
