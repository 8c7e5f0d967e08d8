import type { BriefValue } from '@genie/contracts';
import { normalizeAnswer } from './normalize-answer.ts';

type YesNoValue = Extract<BriefValue, { kind: 'yes_no' }>;

// Negatives first: 不需要 contains 需要, 필요 없어요 contains 필요.
const no = [
  // ("No trademark yet", "沒有商標": a "no" that counts a thing out is no answer to a yes/no question.)
  /^(?:nope|nah|not really|not at all|not needed|no thanks|no thank you|no need|negative|n|x)\b(?!\s*idea)/,
  /^no\b(?=\s*(?:$|[,.!;:~)]|please\b|sorry\b|we\b|i\b|it\b|that\b|not\b|just\b|thanks\b|way\b))/,
  /^(?:i|we) (?:don't|do not|won't|will not)\b/,
  /^(?:don't|do not) need\b/,
  /^(?:不|否|無|无|免|別|别)/,
  /^(?:沒有|没有|沒|没)(?=$|[，。,.!！~～\s]|需要|要|喔|耶|啦|欸|哦|了|必要|關係|关系)/,
  /^(?:아니|아뇨|아녜|노\b|없어|없습니다|없음|괜찮아요|괜찮습니다|싫어|안\s?해|안\s?필요)/,
  /필요\s?없|안 해도|하지 않아도/,
  /^(?:👎|❌|✖|🙅)/u,
];
const yes = [
  /^(?:yes|yeah|yea|yep|yup|ya|sure|of course|definitely|absolutely|certainly|please|ok|okay|correct|right|indeed|affirmative|y|o)\b/,
  /^(?:i|we) (?:do|would|will|need)\b/,
  /^(?:that would be|that'd be) (?:great|nice|helpful)/,
  /^(?:是|對|对|要|需要|好|有|可以|當然|当然|沒錯|没错|嗯|恩|行|對的|的確)/,
  /^(?:네(?![가-힣])|넵|넹|예(?![가-힣])|응|그래|그럼요|물론|맞아|맞습니다|좋아|좋습니다|필요해|필요합니다|필요하|있어|있습니다|부탁|원해|해\s?주세요)/,
  /^(?:👍|✅|⭕|🙆|👌)/u,
  // Asking for the help offered, anywhere in the reply: "這部分想請你們幫忙", "please help us with that", "그건 도와주세요"
  // (not "不用麻煩你們", no need to trouble you).
  /(?<!不用|不必|不需要|不要|別|别)(?:請(?:你們|您)(?:幫忙|協助)|麻煩(?:你們|您)|幫我們(?:處理|申請|弄)|\bplease help\b|\bhelp us (?:with|out)\b|\b(?:we|i)(?:'d| would) (?:love|like|appreciate) (?:your |the |some )?help\b|도와\s?주세요|도와주시면|부탁드(?:려요|립니다))/,
];
/** Not a yes or a no: asked again rather than guessed. */
const unsure = [
  /\b(?:maybe|perhaps|not sure|unsure|don't know|dunno|possibly|depends|no idea)\b/,
  /也許|也许|或許|或许|可能|不確定|不确定|不知道|看情況|看情况|再說|再说/,
  /아마|글쎄|모르겠|모름|잘 모르|생각 중|고민 중/,
];

/** yes / no in English, Chinese and Korean words (and 👍/👎); "maybe" is neither. */
export function parseYesNo(text: string): YesNoValue | null {
  const s = normalizeAnswer(text).replace(/^[\s"'“”「」.,!?~]+/, '');
  if (unsure.some((p) => p.test(s))) return null;
  if (no.some((p) => p.test(s))) return { kind: 'yes_no', value: false };
  if (yes.some((p) => p.test(s))) return { kind: 'yes_no', value: true };
  return null;
}
