import { normalizeAnswer } from './normalize-answer.ts';

function bare(text: string): string {
  return normalizeAnswer(text)
    .replace(/[\s"'“”「」.,!?~。！？…]+$/u, '')
    .replace(/^(?:please|pls|ok|okay|好|那|那就|그럼)\s*/, '')
    .replace(/\s*(?:please|pls|吧|好了|할게요|해 주세요|주세요|요)$/, '')
    .trim();
}

const skipAnswers = new Set([
  'skip', 'skip it', 'skip this', 'skip this one', 'skip this question', 'next', 'next question', 'pass',
  "i'd rather not say", 'rather not say', 'prefer not to say', "i'd rather not answer", 'no comment',
  '跳過', '跳过', '略過', '略过', '先跳過', '先跳过', '下一題', '下一题', '不想回答', '不方便回答', '不方便說',
  '건너뛰기', '건너뛸게', '건너뛰어', '건너뛰', '넘어갈게', '넘어가', '다음', '다음 질문', '패스', '스킵',
  '말하고 싶지 않아', '대답하고 싶지 않아', '답하기 어려워',
]);

/** The visitor asked to skip the question in words ("skip", "跳過", "건너뛸게요"). */
export function isSkipRequest(text: string): boolean {
  return skipAnswers.has(bare(text));
}

const helpAnswers = /^(?:\?+|what|huh|sorry|pardon|example|examples|for example|like what|예시|예를 들면|예를 들어|뭐라고|什麼|什么|例如|比如|舉例|举例|舉個例子|可以舉例嗎)\??$/;
const helpPhrases = [
  /\bwhat do you mean\b|\bi don't understand\b|\bdon't get it\b|\bcan you explain\b|\bgive me an example\b|\bwhat kind of answer\b/,
  /什麼意思|什么意思|不懂|不太懂|不明白|聽不懂|怎麼回答|怎么回答/,
  /무슨 뜻|무슨 말|이해가 안|어떻게 답/,
];

/** The visitor did not understand the question ("?", "what do you mean", "什麼意思", "무슨 뜻이에요"). */
export function isHelpRequest(text: string): boolean {
  const s = normalizeAnswer(text).replace(/[\s.!。！]+$/u, '');
  if (helpAnswers.test(s)) return true;
  return s.length <= 24 && helpPhrases.some((p) => p.test(s));
}

const undecidedPatterns = [
  /^(?:i'm |i am |we're |we are |i |we )?(?:not sure|unsure|undecided|not decided|don't know|do not know|dunno|no idea|tbd|to be decided|to be determined|haven't decided|have not decided|not yet decided|no clue|not certain|still deciding|still thinking)\b/,
  /^(?:還|还|目前|暫時|暂时|現在|现在)?(?:不確定|不确定|不知道|沒想法|没想法|沒想過|没想过|還沒決定|还没决定|還沒想好|还没想好|沒決定|未定|待定|尚未決定|尚未确定|不清楚|還在想|还在想)/,
  /^(?:아직\s?)?(?:모르겠|잘 모르|미정|안 정했|정하지 않|정해지지 않|생각 중|고민 중|결정 못|결정하지 못|결정 안)/,
];

/** "Not sure yet" / 還沒決定 / 아직 미정: a real answer (the designer learns it is open), not a parse failure. */
export function isUndecided(text: string): boolean {
  const s = normalizeAnswer(text).replace(/^[\s"'“”「」]+/, '');
  if (s.length > 30) return false;
  return undecidedPatterns.some((p) => p.test(s));
}

const noPreferencePatterns = [
  /^(?:(?:i |we )?(?:have |got )?no (?:particular |real |special |specific |strong )?(?:preferences?|opinion|idea|requirements?|requests?)|(?:i |we )?(?:don't|do not) (?:really )?(?:have|mind|care)(?: a| any)?(?: particular| real| special| specific| strong)?(?: preferences?| opinion)?|not really|nothing (?:in )?particular|nothing special|no|none|nope|nah|n\/a|whatever|any(?:thing)?(?: is fine| works| goes)?|either(?: is fine| way)?|doesn't matter|does not matter|it doesn't matter|no matter|up to you|your call|you decide|(?:i'm |i am )?(?:not sure|unsure)|don't know|dunno|no idea|skip(?: it| this(?: one)?)?|pass)\b/,
  /^(?:沒有|没有|沒|没|無|无|都可以|都行|都好|沒意見|没意见|沒想法|没想法|隨便|随便|無所謂|无所谓|不知道|不確定|不确定|沒有特別|没有特别|沒特別|没特别|看你們|交給你們|你們決定|跳過|跳过|沒差|没差|不清楚)/,
  /^(?:없어요|없어|없습니다|없음|없네요|상관없|상관 없|아무거나|잘 모르|모르겠|딱히|글쎄|괜찮아요|다 좋아요|알아서|특별히 없|별로 없|건너뛰|패스|스킵)/,
];

/**
 * "No particular preference", "not sure", "skip", 沒有 / 都可以 / 沒意見 / 隨便, 없어요 / 상관없어요 / 딱히:
 * the visitor has nothing to give for this question, whatever its kind. Short answers only, so
 * "No, we need 3 bedrooms" is an answer.
 */
export function isNoPreference(text: string): boolean {
  const s = normalizeAnswer(text).replace(/^[\s"'“”「」]+/, '').replace(/[\s"'“”「」.!?~。！？…]+$/u, '');
  if (!s || s.length > 40) return false;
  if (/\d/.test(s)) return false;
  return noPreferencePatterns.some((p) => p.test(s)) || isSkipRequest(text);
}

const alreadyToldPatterns = [
  /\b(?:i|we)(?:'ve| have)? (?:already )?(?:told|said|mentioned|answered|gave|wrote|explained)\b.*\b(?:already|before|above|earlier|that|this|it)\b/,
  /\b(?:already (?:told|said|mentioned|answered)|as i (?:said|mentioned)|see above|(?:it's|it is|that's) above|scroll up)\b/,
  /(?:剛剛|剛才|刚刚|刚才|之前|前面|上面|已經|已经).{0,4}(?:說|说|講|讲|提|回答|寫|写|告訴|告诉)(?:過|过|了)/,
  /(?:아까|이미|앞에서|위에|전에).{0,8}(?:말했|말씀드렸|얘기했|이야기했|말했잖|답했|적었|썼)/,
];

/** "I already told you that (above)", 我剛剛說過了, 아까 말했잖아요: the answer is in an earlier message. */
export function isAlreadyToldIntent(text: string): boolean {
  const s = normalizeAnswer(text);
  if (s.length > 80) return false;
  return alreadyToldPatterns.some((p) => p.test(s));
}

/** Where a correction starts, and the words that carry the value the visitor now means. */
export interface Correction {
  /** The corrected phrase ("the budget is 1.5 million TWD"), in the visitor's own writing. */
  phrase: string;
  /** The value taken back, when the visitor names it ("not 1.2"). */
  replaced?: string;
}

const correctionCues = [
  /\b(?:oh )?wait\b[,.!]?\s*/i,
  /\bsorry\b[,.!]?\s*/i,
  /\bactually\b[,.!]?\s*/i,
  /\bi mean\b[,.!]?\s*/i,
  /\bcorrection\b[:,.!]?\s*/i,
  /\bscratch that\b[,.!]?\s*/i,
  /\bmy (?:bad|mistake)\b[,.!]?\s*/i,
  /(?:其實|其实|更正|修正|不對|不对|說錯了|说错了|打錯了|打错了|我是說|我是说|應該是|应该是)[，,:：。!！]?\s*/,
  /(?:아니(?:요|오)?|아 참|정정|정정할게요|다시 말하면|잘못 말했|수정할게요|사실은?)[,.!]?\s*/,
];
const notXButY = [
  /\bnot ([^,.;]+?),?\s+but\s+(.+)$/i,
  /\b(.+?),\s*not\s+([^,.;]+)$/i,
  /(?:不是)(.+?)[，,]?\s*(?:而)?是(.+)$/,
  /(.+?)(?:이|가)?\s*아니(?:라|고)\s*(.+)$/,
];

/**
 * A correction ("actually the budget is 2 million", "not 1.2 but 1.5 million", 其實是明年三月,
 * 不是100萬是150萬, 아니 3천만원이요, 정정: 25평): the phrase with the value meant now, so it can be
 * applied to the field it fits. Null when the message corrects nothing.
 */
export function findCorrection(text: string): Correction | null {
  const trimmed = text.normalize('NFKC').trim();
  for (const pattern of notXButY) {
    const m = pattern.exec(trimmed);
    if (!m) continue;
    if (pattern === notXButY[1]) return { phrase: clean(m[1]!), replaced: clean(m[2]!) };
    return { phrase: clean(m[2]!), replaced: clean(m[1]!) };
  }
  let best: { index: number; length: number } | null = null;
  for (const cue of correctionCues) {
    const m = cue.exec(trimmed);
    if (m && (best === null || m.index < best.index)) best = { index: m.index, length: m[0].length };
  }
  if (!best) return null;
  const phrase = clean(trimmed.slice(best.index + best.length));
  return phrase ? { phrase } : null;
}

function clean(s: string): string {
  return s.replace(/^[\s,，:：.。!！]+|[\s.。!！]+$/g, '').trim();
}
