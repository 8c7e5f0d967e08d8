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

/** "We'll decide once we know the loan", "看貸款再決定", "대출 보고 정하려고요": to be decided later, said anywhere in a short message. */
const decidedLater =
  /\b(?:(?:we'll|we will|i'll|i will) (?:decide|know|figure (?:it|that) out) (?:later|once|after|when)|hard to say (?:yet|now|right now)|can't say (?:yet|now|right now))\b|看.{0,10}再(?:決定|决定|說|说|定)|之後再(?:決定|决定|說|说)|還不能確定|还不能确定|보고 정하려|보고 정할|말씀드리기 어려|말하기 어려|아직 정하기 어려|(?:상의|논의|의논|확인)(?:한| 후| 하고|하고|해 보고) [^.。]{0,10}?(?:말씀드리|알려드리)|(?:討論|商量|確認)(?:後|之後|完|了)再(?:跟你|告訴|說)|나중에 [^.。]{0,12}?(?:알려|말씀)드릴|之後再跟你說|\b(?:i'll|i will|we'll) (?:check|find out)(?: and (?:let you know|get back to you))?\b|\blet you know later\b/;

/** "Not sure yet" / 還沒決定 / 아직 미정: a real answer (the designer learns it is open), not a parse failure. */
export function isUndecided(text: string): boolean {
  const s = normalizeAnswer(text).replace(/^[\s"'“”「」]+/, '');
  if (s.length <= 60 && !/\d/.test(s) && decidedLater.test(s)) return true;
  if (s.length > 30) return false;
  return undecidedPatterns.some((p) => p.test(s));
}

const englishNoPreference =
  /^(?:(?:i |we )?(?:have |got )?no (?:particular |real |special |specific |strong )?(?:preferences?|prefs?|opinions?|ideas?|requirements?|requests?|thoughts?|feelings?)(?: (?:on|about) (?:that|this|it))?|(?:i |we )?(?:don't|do not) (?:really )?(?:have (?:a |any )?(?:particular |real |special |specific |strong )?(?:preferences?|opinions?|feelings?)|mind|care)|not really|nothing (?:in )?particular|nothing special|nothing|no|none|nope|nah|n\/a|na|whatever(?: works| you (?:think|suggest|recommend|prefer)(?: is best| works| is right| sounds good)?)?|anything(?: is fine| works| goes)?|either(?: is fine| way| works)?|(?:it )?doesn't matter|(?:it )?does not matter|no matter|(?:it's )?up to you(?: guys)?|(?:(?:we'd|i'd|we|i|we will|i will|we'll|i'll) )?trust (?:your|you)(?: call| judg(?:e)?ment| guys| on (?:that|this))?|(?:(?:we'd|i'd|we would|i would) )?(?:love|welcome|appreciate|take) your (?:suggestions?|ideas?|recommendations?|advice)|(?:i'll |we'll )?leave it (?:up )?to you|your call|you (?:guys )?decide|(?:i'm |i am |we're |we are )?(?:not sure|unsure)|(?:i |we )?(?:don't|do not) know|dunno|no idea|skip(?: it| this(?: one)?)?|pass)(?:[ ,.!]+(?:really|at all|for now|at the moment|thanks|thank you|yet|here|either|honestly|to be honest|i guess|i think|so far|no preference|not sure|sorry|really|please))*$/;
/** Whole answers the pattern above does not cover ("I've got no requirements for now", "nothing comes to mind"). */
const englishNoPreferencePhrases = [
  /^(?:i have |we have |i've got |there's |there is )?no (?:particular |real |strong |special |specific )?(?:preference|preferences|idea|opinion|requirements?|comment|thoughts?)(?: (?:really|here|on that|for (?:this|that)|at the moment|for now))?$/,
  /^(?:nothing (?:specific|really|comes to mind)|not applicable|no prefs?)$/,
  // "That's all", "nope, all good", "I think that's everything": nothing more to add.
  /^(?:(?:nah|nope|no|ok|okay|yeah|um+|hmm+)[ ,]+)?(?:(?:i think |i guess )?(?:that's|thats|that is) (?:all|it|everything|about it|about all)(?: (?:for now|i think|really))?|all good|(?:i'm|im|we're|we are|i am) good|nothing (?:else|more)(?: really| to add| (?:i|we) can think of| comes to mind)?|no(?:thing)? more|(?:i think |i guess )?(?:that|this) (?:about |pretty much )?covers (?:it|everything))$/,
  /^(?:i'm |i am |we're |we are )?(?:not sure|unsure|not certain)(?: (?:yet|really|about that))?$/,
  /^(?:i |we )?(?:don't|do not) (?:know|mind|care|have (?:one|any|a preference|preferences))(?: (?:yet|really|either way|about that))?$/,
  /^(?:anything|whatever|either|any) (?:is |works |would be )?(?:fine|ok|okay|good)$/,
];
/** 沒 / 無 alone or with a particle; the longer words open a short answer ("沒有特別的想法", but not "無毒", "沒問題"). */
const chineseNoPreference =
  /^(?:這部分|这部分|這個部分|这个部分|這個|这个|這點|这点)?(?:應該|应该|大概|好像|暫時|暂时)?(?:(?:沒|没|無|无)(?:了)?(?:[耶喔欸啦呢吧]|$)|沒有|没有|都可以|都行|都好|都不錯|沒意見|没意见|沒想法|没想法|隨便|随便|無所謂|无所谓|不知道|不確定|不确定|沒有特別|没有特别|沒特別|没特别|沒什麼|没什么|看你們|交給你們|你們決定|你們建議|跳過|跳过|沒差|没差|不清楚|還不確定|還不知道|還沒想到|暫時沒有|目前沒有|(?:目前|暫時|大概)?(?:想到的)?就(?:這些|这些|這樣|这样)(?:了)?|沒其他|沒別的|其他沒有|其他没有)/;
const koreanNoPreference =
  /^(?:그건\s?|그거는\s?|그건요\s?|그 부분은\s?|그 부분은요\s?|저는\s?|지금은\s?)?(?:따로 없|없어요|없어|없습니다|없음|없네요|상관없|상관 없|아무거나|잘 모르|모르겠|딱히|글쎄|다 좋아요|다 괜찮아요|괜찮아요|알아서|특별히 없|별로 없|아직 없|생각해 본 적 없|건너뛰|패스|스킵|(?:그 외에?(?:는|엔)?|그 밖에(?:는)?|더는?|다른 건|추가로는?)\s?없|그게 다|그게 전부|이게 다|이 정도면 충분)/;
/** "Um, no preference", "Honestly, not sure", "嗯，都可以", "음 상관없어요": the hesitation is not part of the answer. */
const hesitation = /^(?:um+|hmm+|well|honestly|sorry|oh|ah|嗯+|呃|這個|那個|음+)[,\s，、]*/u;

/** Thanks and smileys beside "nothing else" ("沒有了，謝謝", "그 외엔 없어요^^") add nothing. */
const courtesy = /^(?:thanks|thank you|thx|ty|cheers|ta|謝謝|谢谢|感謝|感恩|감사합니다|감사해요|고맙습니다|\^\^|:\)|x+|\p{Extended_Pictographic}+)$/u;

function noPreferencePart(part: string): boolean {
  // A sign-off after the words ("that's everything x", "all good 😊") is no part of the answer.
  const s = part
    .replace(hesitation, '')
    .replace(/(?:\s+(?:x+|\p{Extended_Pictographic}+|cheers|thanks|ta))+[\s.!~]*$/u, '')
    .replace(/[\s"'“”「」.!?~。！？…:;^]+$/u, '')
    .trim();
  if (!s || courtesy.test(s)) return true;
  if (englishNoPreference.test(s) || englishNoPreferencePhrases.some((p) => p.test(s))) return true;
  // Chinese and Korean: a short answer that opens with the words ("沒有特別的想法", "딱히 없어요").
  return s.length <= 14 && (chineseNoPreference.test(s) || koreanNoPreference.test(s));
}

/**
 * "No particular preference", "not sure", "skip", 沒有 / 都可以 / 沒意見 / 隨便, 없어요 / 상관없어요 / 딱히:
 * the visitor has nothing to give for this question, whatever its kind. Short answers only, so
 * "No, we need 3 bedrooms" is an answer; "not sure, no idea" is read part by part. For a yes/no
 * question read `parseYesNo` first: there "No", 沒有 and 없어요 are the answer no.
 */
export function isNoPreference(text: string): boolean {
  const s = normalizeAnswer(text).replace(/^[\s"'“”「」]+/, '').replace(/[\s"'“”「」.!?~。！？…:;]+$/u, '');
  if (!s || s.length > 48 || /\d/.test(s)) return false;
  if (isSkipRequest(text)) return true;
  const parts = s.replace(hesitation, '').split(/\s*[,，、;]\s*/);
  return parts.some((p) => p && !courtesy.test(p.trim())) && parts.every(noPreferencePart);
}

/** Declining words inside a sentence ("colours: no particular preference", "材質沒有特別想法"): the topic it names is passed on. */
export const declines = /\b(?:no (?:particular |real |strong )?(?:preference|idea|opinion)s?|not sure|don't know|no idea)\b|沒有特別(?:的)?(?:想法|偏好|要求)|沒(?:有)?什麼特別|沒(?:有)?(?:什麼)?想法|沒意見|都可以|你們建議就好|잘 모르겠|모르겠어요|상관없|특별히 없/;

const questionOrDoubt =
  /[?？]\s*$|(?:까요|나요|는지요|ㄴ지요|을까|嗎|吗|呢)\s*[.!~]*$|\b(?:not sure|no idea|no clue|not a clue|don't know|what do you think|any ideas?|maybe|no strong (?:feelings?|opinions?))\b|不(?:太|是很)?(?:確定|确定|知道|清楚)|不太懂|完全不懂|還沒想|잘 모르|모르겠|글쎄/;

/** "hmm not sure, what do you think?", "這樣可以嗎", "어떻게 생각하세요?": a question back or a doubt, never an answer's value. */
export function isQuestionOrDoubt(text: string): boolean {
  return questionOrDoubt.test(normalizeAnswer(text));
}

/**
 * A doubt, or a question back, in one sentence of a message: the sentence as read, or the same words ending in
 * a question mark in the message (the sentence reader drops it).
 */
export function asksBack(sentence: string, message: string): boolean {
  if (isQuestionOrDoubt(sentence)) return true;
  const at = message.indexOf(sentence);
  return at >= 0 && /^\s*[?？]/.test(message.slice(at + sentence.length));
}

/** "I'd rather see what you suggest": wanting the designer's idea instead of giving one. */
const ratherYouSuggest = /\b(?:i'?d rather|i would rather|let'?s see|show me)\b|看你們|看你们|보고 싶어요|보여 주세요/;
/** The visitor leaves the choice to the designer. */
export const leftToDesigner =
  /추천해 ?주|알아서 ?(?:해|정해)|맡길게|맡기겠|你們建議|你们建议|你們(?:[^，,。？?]{0,4}的)?決定|你们(?:[^，,。？?]{0,4}的)?决定|你們覺得(?:好|可以|OK|ok|適合)?就好|你们觉得(?:好|可以)?就好|交給你們|交给你们|由你們|你們推薦|你们推荐|看著辦|看着办|你們處理|你们处理|隨你們|随你们|幫我決定|帮我决定|\b(?:up to you|your call|you decide|leave it to you|you pick|whatever you (?:think|suggest|recommend)|what you (?:suggest|recommend|come up with)|open to (?:your )?(?:suggestions?|ideas)|recommend|(?:you|you guys) (?:handle|sort) it)\b/;

/**
 * Not knowing and leaving it to the designer, said first and in a few words: "재질은 솔직히 잘 모르겠어요 ㅠ
 * 그건 추천해 주시면 좋겠어요", "colors honestly I'd rather see what you suggest". ("느낌은 밝고 희망적으로요 …
 * 색은 잘 모르겠어요 알아서 해주세요" gives the style before it declines the colours: not this.)
 */
/** "這個我不懂，你們看著辦", "no idea what that means, you decide": a short message that hands the question to the designer. */
export function handsItToDesigner(text: string): boolean {
  const s = normalizeAnswer(text);
  return s.length <= 40 && leftToDesigner.test(s);
}

export function leavesItToDesigner(text: string): boolean {
  const s = normalizeAnswer(text);
  if (s.length > 80 || !leftToDesigner.test(s)) return false;
  const declinedAt = Math.min(...[declines, ratherYouSuggest].map((p) => s.search(p)).filter((at) => at >= 0));
  return declinedAt <= 24;
}

/** Words that mark what comes first in a message as the plan before it changed: 原本, originally, …였는데. */
export const firstPlanWords = /原本|本來|本来|\boriginally\b|\b(?:was|were) (?:going|supposed) to\b|\bat first\b|\b(?:we'd|we had|i'd|i had) thought\b|\b(?:were|was) thinking\b|원래|처음엔|처음에는|(?:였|이었)(?:는데|지만)|생각했는데/;
/** News just had, before a value: "剛剛我爸說", "방금 사장님이", "just talked to …" (not "剛剛說過", as I said). */
export const justHeard = /(?:剛剛|刚刚|剛才|刚才)(?!說過|说过|講過|讲过|有講|有說|提過)|방금|\bjust (?:now|talked|heard|told|checked|got off)\b/;

/** Words between two values of one fact in a message that make the later one the value meant. */
export const changedMindWords =
  /不對|不对|不是[，,]|更正|修正|記錯|记错|說錯|说错|改成|改到|確認|确认|其實|其实|查了一下|\b(?:wait|actually|sorry|correction|i mean|i meant|scratch that|nvm|upgraded|changed|instead|turns out|re-?read|just checked|double[- ]checked|rather|on second thought|(?:we|i) measured|it(?:'s| is) really|usable|let'?s say|let'?s make it|(?:way |much |far )?too (?:soon|early|tight))\b|實際量|實測|量過|實坪|實際坪數|실측|실평수|실면적|전용 ?면적|재 ?보니|아니|정정|잘못|늘렸|줄였|할게요|잠깐|실제로는|사실은|알고 보니|확인해 ?보니|다시 보니/;

/** Where a value was said in a message: the offsets of its words. */
export interface SaidAt {
  start: number;
  end: number;
}

const lowerSlice = (text: string, from: number, to?: number) => text.slice(Math.max(0, from), to).normalize('NFKC').toLowerCase();

/**
 * Of two values of one fact in a message, the later is the plan given up: first-plan words open the later
 * value's clause ("預算抓150萬，原本想說100萬就好", "$60k, we originally thought $40k").
 */
export function laterIsTheFirstPlan(text: string, first: SaidAt, later: SaidAt): boolean {
  if (later.start <= first.start) return false;
  // The later value's own words up to its number belong to its clause ("原本想說100萬", "we originally thought $40k").
  const between = `${lowerSlice(text, first.end, later.start)}${laterWordsBeforeNumber(text, later)}`;
  const cut = between.search(/[，,.。;；!！?？]|\s(?:but|and)\s/);
  if (cut < 0) return false;
  const before = `${lowerSlice(text, first.start - 10, first.end)}${between.slice(0, cut)}`;
  return firstPlanWords.test(between.slice(cut)) && !firstPlanWords.test(before) && !changedMindWords.test(between.slice(cut));
}

/**
 * Of two values of one fact in a message, the later is the one meant (never a range, never "which?"): a
 * first plan named at the first ("原本希望二月底前…", "5천만 원 생각했는데 …"), words of a change of mind between
 * them ("actually", "不對", "잠깐"), or the later said as the decision ("…으로 할게요", "cut it to …"). Not
 * when the later is the plan given up (`laterIsTheFirstPlan`). The one judge of budgets, sizes and dates.
 */
export function laterIsMeant(text: string, first: SaidAt, later: SaidAt): boolean {
  if (later.start <= first.start || laterIsTheFirstPlan(text, first, later)) return false;
  // The words between the two, and the later value's own words up to its number ("방금 사장님이 천만 원까지는": the
  // value read with its clause starts at the clause).
  const between = `${lowerSlice(text, first.end, later.start)} ${laterWordsBeforeNumber(text, later)}`;
  return (
    firstPlanWords.test(lowerSlice(text, first.start - 10, Math.min(later.start, first.end + 12))) ||
    changedMindWords.test(between) ||
    justHeard.test(between) ||
    changedTo.test(lowerSlice(text, later.start, later.end + 16))
  );
}

/** A value's words up to its first digit (all of them when it has none): the head of its clause when it was read with it. */
function laterWordsBeforeNumber(text: string, later: SaidAt): string {
  const words = text.slice(later.start, later.end);
  const digit = words.search(/\d/);
  return lowerSlice(words, 0, digit >= 0 ? digit : words.length);
}

const alreadyToldPatterns = [
  /\b(?:i|we)(?:'ve| have)? (?:already )?(?:told|said|mentioned|answered|gave|wrote|explained)\b.*\b(?:already|before|above|earlier|that|this|it)\b/,
  /\b(?:already (?:told|said|mentioned|answered|gave)|as i (?:said|mentioned)|see above|(?:it's|it is|that's) above|scroll up)\b/,
  /\b(?:mentioned (?:it )?(?:above|earlier|before)|said (?:it )?(?:above|earlier|before))\b/,
  /(?:剛剛|剛才|刚刚|刚才|之前|前面|上面|已經|已经).{0,4}(?:說|说|講|讲|提|回答|寫|写|告訴|告诉)(?:過|过|了)/,
  /(?:說過|说过|講過|讲过|提過|提过|回答過|回答过|告訴過|告诉过|寫過|写过)/,
  /(?:아까|이미|앞에서|위에|전에).{0,8}(?:말했|말씀드렸|얘기했|이야기했|말했잖|답했|적었|썼)/,
  /(?:말씀드렸|말했잖|얘기했잖|말했는데)/,
];

/** "I already told you that (above)", 我剛剛說過了, 아까 말했잖아요: the answer is in an earlier message. */
export function isAlreadyToldIntent(text: string): boolean {
  const s = normalizeAnswer(text);
  if (s.length > 120) return false;
  return alreadyToldPatterns.some((p) => p.test(s));
}

/** Where a correction starts, and the words that carry the value the visitor now means. */
export interface Correction {
  /** The corrected phrase ("the budget is 1.5 million TWD"), in the visitor's own writing. */
  phrase: string;
  /** The value taken back, when the visitor names it ("not 1.2"). */
  replaced?: string;
}

/** Words that open a correction; the corrected phrase follows the last of them ("oh wait, actually …"). */
const correctionCue =
  /(?:^|[,.!?;:]\s*)(?:(?:oh|ah|um|uh|sorry|oops|so|and|ok|okay)[,.!]?\s+)*(?:wait|actually|update|updated|quick update|change of plans?|nvm|never ?mind|i mean|i meant|correction|(?:(?:a|one|quick|small|little|tiny)\s+)+correction(?:\s+(?:on|to|about|for)\s+(?:the\s+|my\s+|our\s+)?[a-z-]+|(?=\s*[:,]))|scratch that|my bad|my mistake|let me correct that|to correct myself|아니(?:요|오)?|아 참|사실은)(?=[\s,.!:]|$)|其實|其实|更正一下|更正|修正一下|修正|不對|不对|說錯了|说错了|講錯了|讲错了|打錯了|打错了|記錯了|记错了|搞錯了|搞错了|弄錯了|弄错了|我是說|我是说|我的意思是|應該是|应该是|정정(?:할게요|합니다|하자면)?|잘못 말했(?:어요|네요)?|잘못 적었(?:어요|네요)?|다시 말하면|다시 말씀드리면|다시 말씀드릴게요|수정할게요|다시 (?:얘기|이야기)(?:했는데|해 ?보니|해 ?봤는데)|다시 생각해 ?보니|바뀌었어요|바뀌었는데|변경됐어요|改成|改為|改为|重新討論後|重新讨论后|補充一下|补充一下|剛(?:剛)?(?:跟[^，,。]{1,6})?確認(?:過|过|完)?|刚(?:刚)?(?:跟[^，,。]{1,6})?确认(?:过|完)?|\bturns out\b|\bwe (?:have )?changed (?:it|our minds?|the plan)\b/gi;
export const changedTo =
  /\bgo with (?:that|this|it|the (?:new|second|latter|later) one)\b|\bso go with\b|줄였|늘렸|바꿨|변경했|줄이기로|늘리기로|(?:으로|로) 할게요|(?:으로|로) 바꿀게요|改成|改為|改为|變成|变成|縮小成|缩小成|縮減|缩减|\b(?:reduced|downsized|cut (?:it )?(?:down )?to|bumped (?:it )?up to|increased (?:it )?to|changed (?:it )?to|moved (?:it )?to|upgraded to|we upgraded)\b/;
/** "1.5 million, not 1.2", "not 1.2 but 1.5 million", 是20萬，不是15萬, 3월이 아니라 4월: the taken-back value is short. */
const takenBackPatterns: [RegExp, 'second' | 'first'][] = [
  [/^(?:.*?\s)?not\s+((?:[^,.;]|(?<=\d)\.(?=\d)){1,24}?),?\s+but\s+((?:[^.!?;]|(?<=\d)\.(?=\d))+)/i, 'second'],
  [/^(.+?),?\s+not\s+((?:[^,.;!?]|(?<=\d)\.(?=\d)){1,24}?)(?:[,;!?]|\.(?!\d)|$)/i, 'first'],
  [/不是(.{1,12}?)[，,、\s]*(?:而是|而|是)([^，,。.!！]+)/, 'second'],
  [/^(.+?)[，,]\s*(?:而)?不是(.{1,12}?)(?:[，,。.!！]|$)/, 'first'],
  [/([^\s,.!?]{1,12}?(?: [^\s,.!?]{1,12}?)?)(?:이|가)? ?아니(?:라|고)[\s,]*([^.!?]+)/, 'second'],
];

function shortValue(s: string): boolean {
  return s.trim().split(/\s+/).length <= 3;
}

function takenBack(text: string, cued: boolean): Correction | null {
  for (const [pattern, which] of takenBackPatterns) {
    const m = pattern.exec(text);
    if (!m) continue;
    const [phrase, replaced] = which === 'first' ? [m[1]!, m[2]!] : [m[2]!, m[1]!];
    if (!shortValue(replaced) || !clean(phrase)) continue;
    // Without a correction word, only values ("150萬", "March") are taken back, not descriptions.
    if (!cued && !/\d/.test(`${phrase}${replaced}`)) continue;
    return { phrase: clean(phrase), replaced: clean(replaced) };
  }
  return null;
}

/**
 * A correction ("Oh wait, actually the budget is 1.5 million TWD, not 1.2", "not 1.2 but 1.5 million",
 * 其實是明年三月, 預算更正一下，是20萬，不是15萬, 아니 3천만원이요, 3월이 아니라 4월 말까지예요, 정정: 25평):
 * the phrase with the value meant now, so it can be applied to the field it fits, and the value taken
 * back when the visitor names it. Null when the message corrects nothing.
 */
export function findCorrection(text: string): Correction | null {
  const trimmed = text.normalize('NFKC').trim();
  let rest = trimmed;
  let before = '';
  let cued = false;
  for (const cue of trimmed.matchAll(correctionCue)) {
    rest = trimmed.slice(cue.index + cue[0].length);
    before = trimmed.slice(0, cue.index);
    cued = true;
  }
  const named = takenBack(rest, cued) ?? (cued ? takenBack(trimmed, cued) : null);
  if (named) return named;
  // "부스 2칸으로 줄였어요, 6m x 3m요", "we cut it down to 20 pages": a change told by its verb is a correction of the whole.
  if (!cued && changedTo.test(trimmed)) return { phrase: clean(trimmed) };
  // "剛剛坪數我再看了一下權狀，室內是29坪才對": the value said to be the right one, before the words that say so.
  const rightOne = !cued ? saidToBeRight.exec(trimmed) : null;
  if (rightOne && clean(rightOne[1]!)) return { phrase: clean(rightOne[1]!) };
  if (!cued) return null;
  // "預算可以到250萬 200是我記錯了": the words meant come before a cue that closes the message.
  const phrase = clean(rest) || clean(before);
  return phrase ? { phrase } : null;
}

/** The words before "才對" ("it is … that is right"), within their sentence. */
const saidToBeRight = /([^。.!?！？\n]+?)(?:才對|才对|才是對的|才是对的)(?=[，,。.!！?？~～\s]|$)/;

function clean(s: string): string {
  return s
    .replace(/^[\s,，:：.。!！、]+|[\s.。!！,，]+$/g, '')
    .replace(/^(?:是|就是)(?=\S)/, '')
    .trim();
}
