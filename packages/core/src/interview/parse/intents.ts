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
