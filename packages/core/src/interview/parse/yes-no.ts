import type { BriefValue } from '@genie/contracts';
import { normalizeAnswer } from './normalize-answer.ts';
import { replyPatterns } from '../words/replies.ts';

type YesNoValue = Extract<BriefValue, { kind: 'yes_no' }>;

// The words of each language are data: words/<language>/replies.json (`yesNoNo`, `yesNoYes`, `yesNoUnsure`); the emoji are
// every language's. Negatives first: 不需要 contains 需要, 필요 없어요 contains 필요. ("No trademark yet", "沒有商標": a "no"
// that counts a thing out is no answer to a yes/no question.)
const no = [...replyPatterns('yesNoNo'), /^(?:👎|❌|✖|🙅)/u];
const yes = [...replyPatterns('yesNoYes'), /^(?:👍|✅|⭕|🙆|👌)/u];
/** Not a yes or a no: asked again rather than guessed. */
const unsure = replyPatterns('yesNoUnsure');

function readYesNo(s: string): YesNoValue | null {
  if (unsure.some((p) => p.test(s))) return null;
  if (no.some((p) => p.test(s))) return { kind: 'yes_no', value: false };
  if (yes.some((p) => p.test(s))) return { kind: 'yes_no', value: true };
  return null;
}

/**
 * yes / no in English, Chinese and Korean words (and 👍/👎); "maybe" is neither. A yes or a no said first, in a clause
 * of its own, is the answer whatever doubt follows about something else ("Sure, yes please, I have no idea how that
 * works": yes).
 */
export function parseYesNo(text: string): YesNoValue | null {
  const whole = normalizeAnswer(text).replace(/^[\s"'“”「」.,!?~]+/, '');
  // ("does that cost extra? no thanks for now", "要另外收錢嗎 先不用好了": a question back first, then the answer.)
  // (A Chinese question may end with its particle and a space, no mark: "要另外收錢嗎 先不用好了".)
  // (So may a Korean one wondered aloud, trailing off: "음 비용이 얼마나 드는지.. 아니 일단 괜찮아요".)
  const marked = whole.replace(/(?:嗎|吗)(?=\s)/gu, '?').replace(/(?<=[가-힣])지\s*(?:\.{2,}|…)/gu, '지?');
  const afterQuestion = marked.slice(marked.lastIndexOf('?') + 1).replace(/^[\s.,!~]+/, '');
  const s = afterQuestion && afterQuestion !== whole ? afterQuestion : whole;
  const first = s.split(/[,.;!，。；！]/)[0]!.trim();
  const said = first && first !== s ? readYesNo(first) : null;
  return said ?? readYesNo(s);
}
