import { digitsForEnglishNumberWords } from './english-number-words.ts';
import { escaped, everywhere, hanPause, normalizeAnswer, wordsIn } from './normalize-answer.ts';
import { trackText } from './tracked-text.ts';
import { anyReplyWords, replyPatterns, replyWords, replyWordsByLanguage } from '../words/replies.ts';

function bare(text: string): string {
  return normalizeAnswer(text)
    .replace(/[\s"'“”「」.,!?~。！？…]+$/u, '')
    .replace(/^(?:please|pls|ok|okay|好|那|那就|그럼)\s*/, '')
    .replace(/\s*(?:please|pls|吧|好了|할게요|해 주세요|주세요|요)$/, '')
    .trim();
}

/** A pause typed with no mark: a space between runs of Chinese, a space after a Korean sentence's 요 ("你們決定 耐用就好"). */
const unmarkedPause = String.raw`${hanPause}|(?<=요)\s+`;
/** Where a short reply's parts meet: a comma or a pause; and, read for nothing said, after any mark. */
const partsOfAShortReply = new RegExp(String.raw`\s*[,，、;]\s*|${unmarkedPause}`, 'u');
const partsSaidNothing = new RegExp(String.raw`(?<=[,，、;；.。!！?？~～])\s*|${unmarkedPause}`, 'u');
const partsOfAChoiceLeft = new RegExp(String.raw`[.!?。！？,，、;；\n]+|(?<=[ㅋㅎㅠㅜ]{2})\s+|${unmarkedPause}`, 'u');
/** A reply's parts: at its marks, after laughter, after a Korean sentence's 요, at a space between runs of Chinese. */
const replyParts = (s: string) => s.split(partsOfAChoiceLeft).filter((part) => part.trim() !== '');

/** A message of a few words at most: `length` characters in all when it is written in Chinese or Korean, else `words` words. */
function fewWords(s: string, length: number, words: number): boolean {
  return /[\p{Script=Han}\p{Script=Hangul}]/u.test(s) ? s.length <= length : s.split(/\s+/).length <= words;
}

// The words of each language are data: words/<language>/replies.json (see words/replies.ts); the patterns here join them.
const skipAnswers = new Set(replyWords('skipAnswers'));

/** The visitor asked to skip the question in words ("skip", "跳過", "건너뛸게요"). */
export function isSkipRequest(text: string): boolean {
  return skipAnswers.has(bare(text));
}

// (Longest first: "好嗎" is not "好" and a rest.)
const passFrame = new RegExp(`(?<![\\p{Script=Latin}'])(?:${[...replyWords('passFrame')].sort((a, b) => b.length - a.length).map(escaped).join('|')})(?![\\p{Script=Latin}'])`, 'gu');

/**
 * "這題先跳過好了", "這題可以先跳過嗎", "일단 패스할게요!", "let's skip that one for now": a request to skip the question, with the
 * words that frame it (`passFrame`) and name nothing.
 */
function asksToSkip(clause: string): boolean {
  if (isSkipRequest(clause)) return true;
  const rest = bare(clause).replace(passFrame, ' ').replace(/\s+/g, ' ').trim();
  return rest !== '' && skipAnswers.has(bare(rest));
}

/**
 * "競爭對手喔…我們其實不太看別人的網站耶，合夥人說看了會生氣哈哈，這題先跳過。", "…할머니한테 물어보면 세 시간 걸리니까 일단 패스할게요!",
 * "Ugh, the question I've been dreading. I honestly can't give you a number yet, … Can we come back to that? Sorry!": a reply
 * whose last word on the question (its last clause, but thanks or an apology) asks to skip it ('skipped'), or leaves it for
 * later after not knowing it ('later': not decided yet), passes the question, whatever it tells before of why; null for any
 * other reply. (Whether it names another topic or a value is the caller's to see.)
 */
export function endsByPassing(text: string): 'skipped' | 'later' | null {
  const clauses = normalizeAnswer(text)
    .split(replyClauseBreak)
    .map((clause) => clause.replace(chatFiller, ' ').replace(hesitation, '').replace(/\p{Extended_Pictographic}+/gu, '').trim())
    .filter(Boolean);
  while (clauses.length > 1 && (courtesy.test(clauses.at(-1)!) || apology.test(clauses.at(-1)!))) clauses.pop();
  if (clauses.length < 2) return null;
  const last = clauses.at(-1)!;
  if (asksToSkip(last)) return 'skipped';
  const before = clauses.slice(0, -1);
  return onlyLeftForLater(last) && before.some((clause) => notKnowing.test(clause) || leftOpenWords.test(clause) || notLookedIntoWords.test(clause) || neverConsidered(clause)) ? 'later' : null;
}
/** The words, normalized, without their words of not knowing or of a thing left open ("can't give you a number yet" names no trouble). */
export function withoutNotKnowing(words: string): string {
  return notKnowingEverywhere().reduce((rest, pattern) => rest.replace(pattern, ' '), words);
}
/** The words of not knowing, of a thing left open and of a thing not looked into, each found everywhere (built once, when first read). */
let notKnowingPatterns: RegExp[] | null = null;
const notKnowingEverywhere = () => (notKnowingPatterns ??= [notKnowing, leftOpenWords, notLookedIntoWords].map(everywhere));
/** An apology said alone: "sorry", "抱歉", "죄송해요". */
const apology = new RegExp(`^(?:${anyReplyWords('apologies')})$`, 'u');

const helpAnswers = new RegExp(`^(?:\\?+|${anyReplyWords('helpAnswers')})\\??$`);
const helpPhrases = new RegExp(anyReplyWords('helpPhrases'));

/** The visitor did not understand the question ("?", "what do you mean", "什麼意思", "무슨 뜻이에요"). */
export function isHelpRequest(text: string): boolean {
  const s = normalizeAnswer(text).replace(/[\s.!。！]+$/u, '');
  if (helpAnswers.test(s)) return true;
  if (s.length > 24 || !helpPhrases.test(s)) return false;
  // ("好啊 拜託了 我完全不懂那個流程", "溫暖、有手感，但不要文青到看不懂在賣什麼": a reply that also answers, beside the words of
  // not understanding, asks no help. "這個我不懂，你們看著辦" hands the question over and answers nothing.)
  return replyParts(s)
    .map((part) => part.replace(/[\s"'“”「」…~～\p{Extended_Pictographic}]+$/u, '').trim())
    .filter((part) => part !== '' && !courtesy.test(part))
    .every((part) => helpPhrases.test(part) || saysNothing(part));
}

const undecidedPatterns = replyPatterns('undecided');

/** "We'll decide once we know the loan", "看貸款再決定", "대출 보고 정하려고요": to be decided later, said anywhere in a short message. */
const decidedLater = new RegExp(anyReplyWords('decidedLater'));

/**
 * A reply that opens with not knowing ("not sure yet, I have to dig through the exhibitor manual", "I don't know about
 * materials, my husband decides that kind of thing"): its first clause is an undecided answer, whatever follows.
 */
export function opensUndecided(text: string): boolean {
  const first = normalizeAnswer(text).replace(/^[\s"'“”「」]+/, '').split(/[,，.。;；!！?？]/)[0]!.trim();
  if (first.length === 0 || first.length > 30) return false;
  // (After the topic it names, if any: "材質我不知道耶", "재질은 잘 모르겠어요", "materials, no idea".)
  const afterTopic = [first, first.replace(/^\S+\s+/, ''), first.replace(/^[\p{Script=Han}]{0,4}?(?:我們|我们|我)?(?=還|还|不|沒|没)/u, '')];
  return afterTopic.some((clause) => undecidedPatterns.some((p) => p.test(clause)));
}

/** How far into a reply its opening doubt is looked for: a few words, or a few more characters in Chinese and Korean. */
const OPENING_WORDS = 5;
const OPENING_CHARACTERS = 16;

/**
 * A reply that opens by not knowing, however long its first sentence runs: "음 그건 잘 모르겠어요 아버지 때 했는지 안
 * 했는지…", "不太確定耶 不知道我爸有沒有去註冊過", "no idea honestly, my dad might have…", "not sure if it was ever
 * registered or not". Its opening words, not what it goes on to wonder about, are the answer.
 */
export function opensWithDoubt(text: string): boolean {
  const s = normalizeAnswer(text).replace(/^[\s"'“”「」]+/, '');
  // Its first clause: up to a comma or a full stop, or in Chinese a space ("已經註冊了 不確定logo有沒有" opens sure).
  const han = /^[^a-z]*\p{Script=Han}/u.test(s);
  const clause = s.split(han ? /[,，、;；.。!！?？\s]/ : /[,，、;；.。!！?？]/)[0]!;
  const opening = /[\p{Script=Han}\p{Script=Hangul}]/u.test(clause) ? clause.slice(0, OPENING_CHARACTERS) : clause.split(/\s+/).slice(0, OPENING_WORDS).join(' ');
  return questionOrDoubt.test(opening) || undecidedPatterns.some((p) => p.test(opening));
}

const leftOpenWords = new RegExp(`${anyReplyWords('leftOpen')}|${anyReplyWords('toBeDecided')}`, 'u');
/** The words of a verdict of not decided yet: "TBD", "TBC", "待定", "미정". */
const toBeDecided = new RegExp(anyReplyWords('toBeDecided'), 'u');

/**
 * Where a sentence says that a thing is not known or decided yet, or is someone else's to decide ("Colours I honestly
 * can't tell you yet", "顏色的話要等理事長決定", "표지 색은 아직 정하지 못했습니다", "색깔은 딸이 정한다고 해서"), and adds no wish
 * of its own after it ("…but no pink"): the index its words start at (in the sentence as normalized), or -1.
 */
export function leftOpenAt(sentence: string): number {
  return leftOpenSpan(sentence)?.start ?? -1;
}

/** Where the words that leave a thing open (`leftOpenAt`) start and end, in the sentence as normalized; null if none. */
export function leftOpenSpan(sentence: string): { start: number; end: number } | null {
  const s = normalizeAnswer(sentence);
  const m = leftOpenWords.exec(s);
  if (!m || reservation.test(s.slice(m.index + m[0].length))) return null;
  return { start: m.index, end: m.index + m[0].length };
}

/**
 * A sentence that only leaves its question open, a verdict said alone before anything else is told: "TBC.", "TBD,
 * honestly -", "Not decided yet.", "아직 미정입니다." What the reply goes on to tell is why, or another thing's date ("TBC. The
 * exhibitor manual … should land sometime in Feb").
 */
export function onlyLeavesOpen(sentence: string): boolean {
  return verdictAlone(normalizeAnswer(sentence));
}

/**
 * Words (normalized) that are a verdict of not decided yet and nothing else: the verdict (`toBeDecided`) with only words
 * that frame it (`verdictFrame`: "for now", "這題先", "일단 …로 해주세요"), open a reply (`leftOpenOpeners`), fill a chat or
 * hesitate ("honestly", "sorry"). Not "hall tbc", a verdict on a thing it names.
 */
function verdictAlone(words: string): boolean {
  const verdict = toBeDecided.exec(words);
  if (!verdict) return false;
  const beside = `${words.slice(0, verdict.index)} ${words.slice(verdict.index + verdict[0].length)}`.replace(leftOpenOpeners, ' ').replace(verdictFrame, ' ').replace(chatFiller, ' ');
  return beside.split(/[\s,，、.。!！?？;；:：~～—–-]+/u).every((word) => !/[\p{L}\p{N}]/u.test(word) || wordOfNoWeight.test(word));
}
/** A word a reply opens with that says nothing of its own ("honestly", "sorry", "嗯"). */
const wordOfNoWeight = new RegExp(`^(?:${anyReplyWords('hesitation')}|${anyReplyWords('courtesy')})$`, 'u');
/** The words said around a verdict of not decided that name nothing ("for now", "這題先", "일단 …로 해주세요"). */
const verdictFrame = new RegExp(`(?<![\\p{Script=Latin}'])(?:${anyReplyWords('verdictFrame')})(?![\\p{Script=Latin}'])`, 'gu');

/**
 * A reply whose first sentence opens by leaving its question open ("I don't have the move-out date yet; the exhibitor
 * manual hasn't been released", "開幕時間現在真的說不準 房租是4月開始算"): whatever it goes on to tell, it gives no value of its
 * own. Before the words that leave it open, only words a reply opens with (`leftOpenOpeners`), or the question's own
 * words, in any of its languages, said back ("Move in date I honestly don't know yet"; not "坪數我真的不知道" to how old the
 * home is, which leaves another question open).
 */
export function opensLeftOpen(text: string, question: Readonly<Record<string, string>>): boolean {
  const first = normalizeAnswer(text).split(/[.。!！?？;；\n]/u).find((part) => part.trim() !== '') ?? '';
  const at = leftOpenAt(first);
  if (at < 0) return false;
  const before = first.slice(0, at).replace(leftOpenOpeners, ' ').replace(/[\s,，、]+/gu, ' ').trim();
  return before === '' || (fewWords(before, 20, 6) && echoesTheQuestion(before, normalizeAnswer(Object.values(question).join(' '))));
}
// (Longest first: "아직" is not "아" and a rest.)
const leftOpenOpeners = new RegExp(`(?<![\\p{Script=Latin}'])(?:${[...replyWords('leftOpenOpeners')].sort((a, b) => b.length - a.length).map(escaped).join('|')})(?![\\p{Script=Latin}'])`, 'gu');

/** Whether words say back a word of the question: a Latin word of four letters or more, or two Chinese or Korean characters running. */
function echoesTheQuestion(words: string, question: string): boolean {
  if ((words.match(/\p{Script=Latin}{4,}/gu) ?? []).some((word) => question.includes(word))) return true;
  const runs = words.match(/[\p{Script=Han}\p{Script=Hangul}]{2,}/gu) ?? [];
  return runs.some((run) => [...run].some((_, i) => i + 2 <= run.length && question.includes(run.slice(i, i + 2))));
}

/** Deciding later, or someone else deciding, said anywhere ("my husband decides that kind of thing", "要問我老公"). */
export function leftForLater(text: string): boolean {
  return decidedLater.test(normalizeAnswer(text));
}

/** Where the words of deciding later (`leftForLater`) start, in the text as `normalizeAnswer` writes it; -1 if none. */
export function leftForLaterAt(text: string): number {
  return decidedLater.exec(normalizeAnswer(text))?.index ?? -1;
}

/**
 * "그 부분은 조합장님께 여쭤보고 말씀드리겠습니다", "要問一下老闆": a reply of one clause that leaves the question for later and
 * says little else (a few words of what or whom it speaks of), however long its courtesy.
 */
export function onlyLeftForLater(text: string): boolean {
  // (Laughter and other chat filler are no words of substance: "그 부분은 조합장님께 여쭤보고 말씀드리겠습니다 ㅎㅎ".)
  const s = normalizeAnswer(text).replace(chatFiller, ' ').replace(/[\s.。!！~～]+$/u, '');
  const m = decidedLater.exec(s);
  // (One clause: "中文就好，英文之後再說" answers for the Chinese before it leaves the English for later.)
  if (!m || /\d/.test(s) || /[,，、;；.。!！?？]/.test(s)) return false;
  const rest = s.slice(0, m.index) + ' ' + s.slice(m.index + m[0].length);
  // (Words counted as written: Latin and Korean between spaces, Chinese two characters a word.)
  const latin = rest.match(/\p{Script=Latin}+/gu)?.length ?? 0;
  const korean = rest.match(/\p{Script=Hangul}+/gu)?.length ?? 0;
  const han = rest.match(/\p{Script=Han}/gu)?.length ?? 0;
  return latin + korean + Math.floor(han / 2) <= 4;
}

/** What the visitor has not looked into or been told (`notLookedInto`): why a thing is not known. */
const notLookedIntoWords = new RegExp(anyReplyWords('notLookedInto'), 'iu');

/**
 * "No idea, honestly I've never looked at other firms' websites", "不知道耶，我沒在看別人的網站", "경쟁 업체 사이트는 아직 제대로
 * 찾아본 적이 없어서 모르겠어요", "음 딱히 생각나는 데가 없네요 ㅠ 찾아보고 말씀드릴게요": a reply that does not know, with why
 * (what the visitor has not looked into) or what comes next (they will find out, or leave it to the designer): every clause
 * is one of these, or the topic said back, or courtesy, and one of them does not know. It holds no value to keep.
 */
export function notKnownWithWhy(text: string): boolean {
  const s = normalizeAnswer(text);
  if (!s || /\d/.test(s) || reservation.test(s)) return false;
  // (The topic said back first, "Competitors...", "競爭對手的網站喔", is no clause of its own.)
  const said = s.replace(topicSaidBack, '');
  const clauses = said
    .split(replyClauseBreak)
    .map((clause) => clause.replace(chatFiller, ' ').replace(hesitation, '').replace(/\p{Extended_Pictographic}+/gu, '').trim())
    .filter(Boolean);
  let notKnown = false;
  const allOfThem = clauses.every((clause) => {
    const unknown = isUndecided(clause) || notLookedIntoWords.test(clause) || notKnowing.test(clause);
    if (unknown) notKnown = true;
    return unknown || decidedLater.test(clause) || leftToDesigner.test(clause) || ratherYouSuggest.test(clause) || isSkipRequest(clause) || courtesy.test(clause);
  });
  return notKnown && allOfThem;
}

/**
 * A reply that opens by not knowing and goes on only to say why or what comes next, in its own words: "Honestly I have no
 * idea yet, this is exactly why we are searching a designer. We want to see your proposals first and then decide.",
 * "색깔은 솔직히 아직 잘 모르겠어요. 샘플이랑 옵션 몇개 보고 나서 정하고 싶어요", "Signature 的東西我暫時還沒有 idea 耶，想先聽聽你們有
 * 什麼建議，再決定". Its first sentence does not know, with at most the topic's name before (said back), and nothing after
 * turns to a wish ("…but no pink"), hedges a value ("maybe…"), gives a number or names something by its name: the words
 * after its not knowing (normalized), for the caller to see they name nothing of the question's own ("Cian wants
 * green"); null for any other reply.
 */
export function afterNotKnowing(text: string): string | null {
  const s = normalizeAnswer(text).replace(/^[\s"'“”「」]+/u, '');
  if (!s || /\d/.test(s) || reservation.test(s) || tentative.test(s)) return null;
  // (Nor is a first sentence of only a word of hesitation: "Honestly? No clue. Our entire art education is stick figures…".)
  const first = s.split(/[.。!！?？;；\n]/u).find((part) => /[\p{L}\p{N}]/u.test(part.replace(hesitation, '').replace(leftOpenOpeners, ' '))) ?? '';
  const words = notKnowingIn(first);
  if (!words) return null;
  const at = s.indexOf(first) + words.end;
  // (Not knowing that turns at once to what is known: "잘 모르겠는데 전통적인데 촌스럽지 않은?", "잘 모르겠습니다 종이박스면 됩니다".)
  if (turnsAfterNotKnowing.test(first.slice(words.end))) return null;
  // (Before it, at most the topic's name: "colours", "색깔은", "Signature 的東西"; not "친환경이면 좋겠는데 잘 몰라서요", a wish.)
  const before = first.slice(0, words.start).replace(hesitation, '').replace(leftOpenOpeners, ' ').replace(/[\s,，、…:：]+/gu, ' ').trim();
  if (before !== '' && !topicNameOnly.test(before)) return null;
  // (Nor one that names something by its name or its address: "Not sure honestly. There's Gem State Party Rentals, …",
  // "隔壁縣市有一家「小畫家畫室」…", "We don't have a website yet, just an instagram: @kestrelmobilevet".)
  const raw = text.normalize('NFKC');
  return /[「『“"]|@\w|\w\.\p{L}{2,}/u.test(raw) || namesByName(raw) ? null : s.slice(at);
}
/**
 * "Marcus wants it before the spring bike swap, I'd rather wait until after… So no date yet, sorry.", "…說要等三月的參展說明會，
 * 我現在也不知道": a reply whose last clause (courtesy aside) is a bare verdict of not knowing or not decided, the words of it
 * and at most the topic's name, after clauses that hedge nothing of their own ("maybe…"). Its verdict is the answer: what the
 * clauses before it name is someone else's wish, or the time of a thing it waits on. Not a verdict that turns ("…but the exact
 * day isn't confirmed"), nor one of a part ("we don't know the exact day yet").
 */
export function endsNotKnowing(text: string): boolean {
  const clauses = normalizeAnswer(text)
    .split(replyClauseBreak)
    .map((clause) => clause.replace(chatFiller, ' ').replace(hesitation, '').replace(/\p{Extended_Pictographic}+/gu, '').trim())
    .filter((clause) => clause !== '' && !courtesy.test(clause) && clause.replace(leftOpenOpeners, ' ').trim() !== '');
  const last = clauses.at(-1);
  if (!last || clauses.length < 2 || /\d/.test(last) || reservationFirst.test(last)) return false;
  const words = notKnowingIn(last);
  if (!words) return false;
  const rest = `${last.slice(0, words.start)} ${last.slice(words.end)}`.replace(leftOpenOpeners, ' ').replace(/\s+/gu, ' ').trim();
  if (rest !== '' && !topicNameOnly.test(rest)) return false;
  return !clauses.slice(0, -1).some((clause) => tentative.test(clause));
}
const reasonOpener = new RegExp(anyReplyWords('reasonOpener'), 'u');
const guessWords = new RegExp(anyReplyWords('guessWords'), 'u');
/**
 * "Not sure yet, because the county says 1,850 sq ft but that counts a garage conversion …", "還不確定，因為房東說…": a reply
 * whose first clause is a bare verdict of not knowing, and whose next opens a reason, with no guess after ("maybe", "大概"):
 * what the reason names is why the visitor does not know, no value of theirs.
 */
export function notKnownBecause(text: string): boolean {
  const clauses = normalizeAnswer(text)
    .split(replyClauseBreak)
    .map((clause) => clause.replace(chatFiller, ' ').replace(hesitation, '').trim())
    .filter(Boolean);
  const [first, second] = clauses;
  if (!first || !second || !reasonOpener.test(second)) return false;
  return (isUndecided(first) || opensUndecided(first)) && !/\d/.test(first) && !clauses.slice(1).some((clause) => guessWords.test(clause));
}
/** The name of a topic, said back before a reply: one word (with its particle), or a few Chinese characters after it. */
const topicNameOnly = /^(?:[\p{Script=Latin}\p{Script=Hangul}]{1,14}(?: ?\p{Script=Han}{1,4})?|\p{Script=Han}{1,6})$/u;
/** The words that turn from not knowing to what is known (`turnsFromNotKnowing`: "잘 모르겠는데 …", "…면 됩니다"). */
const turnsAfterNotKnowing = new RegExp(anyReplyWords('turnsFromNotKnowing'), 'u');

/** A capitalised name inside a sentence, not its first word: "There's Gem State Party Rentals", "Cian wants green". */
function namesByName(text: string): boolean {
  return text.split(/[.。!！?？;；\n]+/u).some((sentence) => /(?<=[^\s.!?]\s+|[\p{Script=Han}\p{Script=Hangul}])\p{Lu}\p{Ll}+/u.test(sentence.trim()));
}

/** Where the words of not knowing or of a thing left open start and end in a sentence (normalized), the first found; null if none. */
function notKnowingIn(sentence: string): { start: number; end: number } | null {
  const found = [notKnowing.exec(sentence), leftOpenWords.exec(sentence), notLookedIntoWords.exec(sentence)].filter((m): m is RegExpExecArray => m !== null);
  const m = found.sort((a, b) => a.index - b.index)[0];
  return m ? { start: m.index, end: m.index + m[0].length } : null;
}

/**
 * A reply that marks its question as yet to be decided, in a clause of that verdict and a word or two ("Honestly TBD.
 * Margaret and I haven't talked colour at all yet", "…老闆跟行銷各有想法，這題先 TBD，想等看到提案再一起討論", "…정해질 예정이라
 * 일단 TBD로 해주세요"), and adds no wish of its own ("TBD, but something green"): what else it tells is why, and answers nothing.
 */
export function declaredOpen(text: string): boolean {
  const s = normalizeAnswer(text);
  if (reservation.test(s)) return false;
  // (Not a verdict on one part of an answer given: "회사소개, 제품, 설비, 문의하기 이렇게는 확정이에요. 연혁 페이지는 … 아직 미정이요".)
  const sentences = s.split(/[.。!！?？\n]+/u);
  if (sentences.some((sentence) => !toBeDecided.test(sentence) && sentence.split(/[,，、]/u).length >= 3)) return false;
  return s.split(replyClauseBreak).some(verdictAlone);
}

/**
 * Where a short reply's clauses part: its marks, laughter or an emoji before a space, and each language's own breaks
 * (`replyClauseBreaks`: after a Korean clause's ending, at a space between two Chinese characters).
 */
const replyClauseBreak = new RegExp(`[,，、;；.。!！?？~～\\n]+|(?<=[ㅋㅎㅠㅜ]{2}|\\p{Extended_Pictographic})\\s+|${anyReplyWords('replyClauseBreaks')}`, 'u');
/** A word or a few of the question said back before the reply ("Competitors... ", "競爭對手的網站喔 ", "Teardown? ", "경쟁 업체나 참고할 사이트는... "). */
const topicSaidBack = /^(?:[\p{Script=Han}\p{Script=Hangul}]{1,8}(?:\s[\p{Script=Han}\p{Script=Hangul}]{1,8}){0,3}|[^\s,，、.。!！?？…\p{Script=Han}\p{Script=Hangul}]{1,14}(?:\s[^\s,，、.。!！?？…]{1,14})?)(?:\.{2,}|…|[?？]|喔|哦)\s*/u;

/** "Not sure yet" / 還沒決定 / 아직 미정: a real answer (the designer learns it is open), not a parse failure. */
export function isUndecided(text: string): boolean {
  const s = normalizeAnswer(text).replace(/^[\s"'“”「」]+/, '');
  if (s.length <= 60 && !/\d/.test(s) && decidedLater.test(s)) return true;
  if (s.length > 30) return false;
  return undecidedPatterns.some((p) => p.test(s));
}

/** Whole answers of no preference ("no particular preference", "I've got no requirements for now", "that's all"). */
const noPreferenceWhole = replyPatterns('noPreferenceWhole');
/** The words a short answer of no preference opens with ("沒有特別的想法", but not "無毒", "沒問題"; "딱히 없어요"). */
const noPreferenceOpening = new RegExp(anyReplyWords('noPreferenceOpening'));

/** "Um, no preference", "Honestly, not sure", "嗯，都可以", "음 상관없어요": the hesitation is not part of the answer. */
const hesitation = new RegExp(`^${anyReplyWords('hesitation')}[,\\s，、]*`, 'u');

/** The particles that end a reply with a tone only ("欸" of 沒有欸), with the marks after them. */
const finalParticles = new RegExp(`(?<=\\S)${anyReplyWords('finalParticles')}?[\\s.!。！~～]*$`, 'u');
/** A reply without the marks and tone particles it ends with ("沒有欸～" is "沒有"), normalized. */
export function withoutFinalParticles(text: string): string {
  return normalizeAnswer(text).replace(finalParticles, '');
}

/** Chat words that carry nothing wherever they stand ("no pref tbh", "몰라요 ㅋㅋ 알아서요", "都可以哈哈"): read as a pause. */
export const chatFiller = new RegExp(`\\s*(?:${anyReplyWords('chatFiller')})\\s*`, 'gu');
const withoutChatFiller = (s: string) => s.replace(chatFiller, ', ').replace(/^[\s,]+|[\s,]+$/g, '');

/** Thanks and smileys beside "nothing else" ("沒有了，謝謝", "그 외엔 없어요^^") add nothing. */
const courtesy = new RegExp(`^(?:${anyReplyWords('courtesy')}|\\^\\^|:\\)|x+|\\p{Extended_Pictographic}+)$`, 'u');

/** "u", "y'all", "您們", "貴公司" (`youForms`): read as the plain "you" of the language. */
const youForm = new RegExp(anyReplyWords('youForms'), 'giu');
const chineseYou = /[\p{Script=Han}]/u;
/** "…, honey", "…，老師" (`vocatives`): the name the designer is called by, at the end of a reply or of one of its parts. */
const vocativeEnd = new RegExp(`[,，、\\s]+${anyReplyWords('vocatives')}(?=[\\s.!?~。！？…]*$)`, 'giu');

/**
 * A reply as its intents are read: normalized (`normalizeAnswer`), "you" written plainly ("up to u" is "up to you",
 * "請貴公司建議" is "請你們建議") and the designer's name at its end set aside ("Whatever you think is best, honey").
 */
function forIntents(text: string): string {
  return normalizeAnswer(text)
    .replace(youForm, (form) => (chineseYou.test(form) ? '你們' : 'you'))
    .replace(vocativeEnd, '');
}

function noPreferencePart(part: string): boolean {
  // A sign-off after the words ("that's everything x", "all good 😊") is no part of the answer.
  const s = part
    .replace(hesitation, '')
    .replace(/(?:\s+(?:x+|\p{Extended_Pictographic}+|cheers|thanks|ta))+[\s.!~]*$/u, '')
    .replace(/[\s"'“”「」.!?~。！？…:;^]+$/u, '')
    .trim();
  if (!s || courtesy.test(s)) return true;
  if (noPreferenceWhole.some((p) => p.test(s))) return true;
  // A short answer that opens with the words ("沒有特別的想法", "딱히 없어요").
  // (Counted without spaces: Korean writes them between its words, Chinese does not.)
  return s.replace(/\s+/g, '').length <= 14 && noPreferenceOpening.test(s);
}

/**
 * Whether some sentence or part of a reply, however long, passes a question: opens with words of no preference ("그 부분은
 * 특별히 정해진 바 없습니다. …", "Oh, I don't have any strong feelings about that. You're the experts.") or leaves it to the
 * designer. Not an answer's reading (a reply may go on to say something): a sign that the words are the visitor's way of
 * passing questions, where they are given alike to several.
 */
function passesSomewhere(text: string): boolean {
  const s = withoutChatFiller(forIntents(text));
  if (leftToDesigner.test(s)) return true;
  return s.split(/[,，、;；.。!！?？~～\n]+/).some((part) => {
    const p = part.replace(hesitation, '').replace(/^[\s"'“”「」]+|[\s"'“”「」…:^]+$/gu, '').trim();
    return p !== '' && !courtesy.test(p) && (noPreferenceWhole.some((w) => w.test(p)) || noPreferenceOpening.test(p) || declines.test(p));
  });
}

/**
 * "No particular preference", "not sure", "skip", 沒有 / 都可以 / 沒意見 / 隨便, 없어요 / 상관없어요 / 딱히:
 * the visitor has nothing to give for this question, whatever its kind. Short answers only, so
 * "No, we need 3 bedrooms" is an answer; "not sure, no idea" is read part by part. For a yes/no
 * question read `parseYesNo` first: there "No", 沒有 and 없어요 are the answer no.
 */
export function isNoPreference(text: string): boolean {
  const s = withoutChatFiller(forIntents(text)).replace(/^[\s"'“”「」]+/, '').replace(/[\s"'“”「」.!?~。！？…:;]+$/u, '');
  if (!s || s.length > 48 || /\d/.test(s)) return false;
  if (isSkipRequest(text)) return true;
  // (A wish of one's own beside it is something: "你們決定就好 但是不要粉紅色".)
  if (reservation.test(s)) return false;
  // (Parts apart at a pause too: "你們決定 耐用就好" says 耐用.)
  const parts = s.replace(hesitation, '').split(partsOfAShortReply);
  return parts.some((p) => p && !courtesy.test(p.trim())) && parts.every(noPreferencePart);
}

/** The last word of a message cut off mid-sentence (`unfinishedEnding` in words/<language>/replies.json). */
const unfinishedEnding = new RegExp(anyReplyWords('unfinishedEnding'), 'iu');

/**
 * "the space is about", "預算大概", "공간은": a short message that stops mid-sentence, with no mark of its end. The rest
 * is on its way; it answers nothing yet.
 */
export function isUnfinished(text: string): boolean {
  const s = text.normalize('NFKC').trim();
  if (!s || /[.!?。！？~～…)\]」』"'”’\p{Extended_Pictographic}]$/u.test(s) || /\d/.test(s)) return false;
  return fewWords(s, 12, 6) && unfinishedEnding.test(s);
}

/** Words that ask the genie to wait (`holdOn` in words/<language>/replies.json). */
const holdOnWords = new RegExp(anyReplyWords('holdOn'), 'iu');

/** Words of the visitor's moment (`aside` in words/<language>/replies.json). */
const asideWords = new RegExp(anyReplyWords('aside'), 'iu');

/**
 * "sorry one sec the tech is calling", "ok back", "sorry had a call", "啊我爸在叫我了 等等回", "다시 왔어요": a short sentence of
 * the visitor's moment (called away, back again, sorry for it), which says nothing of the project.
 */
export function isAside(text: string): boolean {
  if (holdsOn(text)) return true;
  const s = text.normalize('NFKC').trim().toLowerCase().replace(/[.!?。！？~～]+$/u, '');
  return s !== '' && !/\d/.test(s) && fewWords(s, 16, 8) && asideWords.test(s);
}

/**
 * "아 손님 ㅠㅠ 잠시만여", "one sec, customer just walked in", "等我一下": a short message that asks the genie to wait, the
 * visitor called away. It answers nothing; the question waits for them.
 */
export function holdsOn(text: string): boolean {
  const s = text.normalize('NFKC').trim();
  if (!s || /\d/.test(s)) return false;
  return fewWords(s, 16, 8) && holdOnWords.test(s.toLowerCase());
}

/**
 * A reply that gives nothing for the question, part by part: no preference, declining words, leaving it to the
 * designer, thanks, or a question back ("No strong feelings on that one, whatever you recommend", "Not sure, what
 * do you usually do?", "這個沒差，你們專業決定", "그런건 잘 몰라요 알아서 잘 해주세요"). A part with words of its own
 * ("no preference on colour, but it must be easy to clean") is something.
 */
export function saysNothing(text: string): boolean {
  const s = withoutChatFiller(forIntents(text)).trim();
  // (Nor one with a number said in English words: "maybe two or three meetings in person"; a lone "one" is a word, "that one".)
  if (!s || s.length > 120 || /\d/.test(digitsForEnglishNumberWords(trackText(s)).s)) return false;
  if (isNoPreference(text)) return true;
  const parts = s.split(partsSaidNothing).map((p) => p.trim()).filter(Boolean);
  return parts.every((part) => {
    const p = part.replace(hesitation, '').replace(/[\s"'“”「」.,，、!！?？~～…:;^]+$/u, '').trim();
    if (!p || courtesy.test(p) || noPreferencePart(p)) return true;
    // (A part that says something besides is something: "느낌은 밝고 희망적으로요 … 색은 잘 모르겠어요 알아서 해주세요".)
    // (Nor one that adds a wish of its own to what it leaves to the designer: "你們決定就好 但是不要粉紅色".)
    if (reservation.test(p)) return false;
    const short = /[\p{Script=Han}\p{Script=Hangul}]/u.test(p) ? p.length <= 20 : p.split(/\s+/).length <= 8;
    return short && (leftToDesigner.test(p) || ratherYouSuggest.test(p) || declines.test(p) || isQuestionOrDoubt(part) || isUndecided(p));
  });
}

const pointsElsewhere = new RegExp(anyReplyWords('pointsElsewhere'), 'u');
const cannotPutIntoWords = new RegExp(anyReplyWords('cannotPutIntoWords'), 'u');
/**
 * "The jar details are all on the supplier's spec sheet, I'll forward it to you", "For the look, I've made a Pinterest
 * board, it says it better than I can", "屋齡喔…591那頁上面有寫，我現在一時想不起來，你們直接看連結比較準", "위치는 배치도 PDF에
 * 표시돼 있는데, 그거 보시면 나와요": a sentence that only says where its answer is, or that it is to come. Each of its parts
 * points elsewhere (`pointsElsewhere`), or says little: a heading or a few words, a doubt, not knowing. It gives no value
 * of any topic; a part with words of its own ("…, but it's a 1990s three-bedroom") makes it a sentence that does.
 */
export function onlyPointsElsewhere(sentence: string): boolean {
  const said = normalizeAnswer(sentence);
  // (Read for every sentence of every message: most point nowhere, and are told so at once.)
  if (!pointsElsewhere.test(said)) return false;
  const parts = said.split(replyClauseBreak).map((part) => part.trim()).filter(Boolean);
  let points = false;
  // (A few words beside it, a heading or "存了快五十張", and no more: "風格喜歡無印良品那種 簡單 乾淨 … 我真的不太會形容" is a style.)
  let fewWords = 0;
  for (const part of parts) {
    if (pointsElsewhere.test(part)) points = true;
    else if (cannotPutIntoWords.test(part) || isUndecided(part) || notKnowing.test(part) || leftOpenAt(part) >= 0 || leftForLater(part)) continue;
    else if ((fewWords += wordsIn(part)) > 6) return false;
  }
  return points;
}

/** Declining words inside a sentence ("colours: no particular preference", "材質沒有特別想法"): the topic it names is passed on. */
export const declines = new RegExp(anyReplyWords('declines'));
/** The same, everywhere in a text (to read a reply without them). */
export const declinesAll = everywhere(declines);

const questionOrDoubt = new RegExp(`${anyReplyWords('questionOrDoubt')}|${anyReplyWords('notKnowing')}`);
/** The words of not knowing ("no idea", "不確定", "잘 모르겠어요"). */
const notKnowing = new RegExp(anyReplyWords('notKnowing'));

/**
 * "hmm not sure, what do you think?", "這樣可以嗎", "어떻게 생각하세요?": a question back or a doubt, never an answer's value.
 * (A question mark alone makes none: "Something like Muji?", "제주 돌담 느낌 살짝?" answer with a shrug.)
 */
export function isQuestionOrDoubt(text: string): boolean {
  const s = normalizeAnswer(text);
  return questionOrDoubt.test(s) || opinionAsked.test(s) || asksTheDesigner(text);
}

/**
 * Options wondered between, not chosen: two or more named in a doubt ("I honestly don't know if a pouch or a tin would be
 * better", "파우치가 나을지 틴케이스가 나을지 모르겠어요", "不知道袋子還是鐵盒比較好"). The words are kept for the designer.
 */
export function wondersBetween(options: readonly string[], text: string): boolean {
  return options.length >= 2 && isQuestionOrDoubt(text);
}

/**
 * A doubt, or a question back, in one sentence of a message: the sentence as read, or the same words ending in
 * a question mark in the message (the sentence reader drops it).
 */
export function asksBack(sentence: string, message: string): boolean {
  return isQuestionOrDoubt(sentence) || markedInMessage(sentence, message);
}

/** A word that hedges one item, not the whole reply ("maybe", "也許", "아마": `tentative` in replies.json). */
const tentative = new RegExp(anyReplyWords('tentative'), 'u');
const tentativeWords = everywhere(tentative);

/** The words without those that hedge an item: "kraft for the gift box maybe" is "kraft for the gift box". */
export function withoutHedge(text: string): string {
  return normalizeAnswer(text).replace(tentativeWords, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * `asksBack`, where a word that hedges one item is no doubt ("kraft for the gift box maybe" names a material, hedged);
 * a question mark after it still asks ("kraft maybe?").
 */
export function asksBackBeyondAHedge(sentence: string, message: string): boolean {
  return isQuestionOrDoubt(withoutHedge(sentence)) || markedInMessage(sentence, message);
}

/** The sentence's words are followed by a question mark in the message (the sentence reader drops it). */
function markedInMessage(sentence: string, message: string): boolean {
  const at = message.indexOf(sentence);
  return at >= 0 && /^\s*[?？]/.test(message.slice(at + sentence.length));
}

const questionForms = new RegExp(anyReplyWords('questionForms'));
/** A statement's tag question at its end (`tagQuestions`): "…, you know what I mean?", "…你們懂我意思嗎", "…아시죠?". */
const tagQuestionEnding = new RegExp(`(?:^|[\\s,，、])${anyReplyWords('tagQuestions')}[\\s?？!！.。~～]*$`, 'iu');
const questionOpenings = new RegExp(anyReplyWords('questionOpenings'));
/** Words checking that the answer just given will do (`approvalCheck`), ending a sentence, alone or after its words. */
const approvalCheckEnding = new RegExp(`(?:^|(?<=[\\s,，、.。!！?？~～]))${anyReplyWords('approvalCheck')}$`, 'iu');
/** What a chat sentence may end with after its words: laughter, emoji, marks. */
const chatEnding = /(?:\s*(?:[ㅋㅎㅠㅜ]+|\p{Extended_Pictographic}+|[.,!?~…。！？～，、"'“”^]+|哈{2,}|\blol\b|\bha(?:ha)+\b))+\s*$/iu;

/**
 * Where a sentence's words checking that the answer just given will do start ("Is that ok?", "…還有常見問題 這樣夠嗎？", "…
 * 베이킹해요 이런 것도 말씀드리면 되는 거 맞죠?"), or -1: they doubt nothing of that answer, and ask the studio nothing it
 * has to answer.
 */
export function approvalCheckAt(sentence: string): number {
  const words = sentence.replace(chatEnding, '');
  return words.toLowerCase().search(approvalCheckEnding);
}
const opinionAsked = new RegExp(anyReplyWords('opinionAsked'));

/** "what do you think?", "你們覺得呢", "어떻게 생각하세요": the visitor asks the designer's opinion. */
export function asksOpinion(text: string): boolean {
  return opinionAsked.test(normalizeAnswer(text));
}

/**
 * A sentence that asks the designer something ("how long does a design like this usually take?", "請問你們有做過喜帖嗎？",
 * "시안은 몇 개 보여주세요?", "do you guys also do the outside sign"): a question, by its form, with or without the mark
 * (the sentence as read, or the same words followed by a question mark in the message). Never an answer to the
 * question on screen; a hedged answer with a mark ("Something like Muji?", "제주 돌담 느낌 살짝?") is not one, nor an idea
 * given with a question of what the designer thinks of it.
 */
export function asksTheDesigner(sentence: string, message: string = sentence): boolean {
  const said = normalizeAnswer(sentence);
  const untagged = said.replace(tagQuestionEnding, '');
  // ("…簡單清楚 你們懂我意思嗎", "like a diner, you know the kind?": a statement checked with a tag question asks nothing;
  // the words before the tag are read as said, without its mark: "Can you do the signage too, right?" still asks.)
  if (untagged !== said) return questionOpenings.test(untagged.replace(/[\s"'“”「」.,，、!~…]+$/u, ''));
  const s = said.replace(/[\s"'“”「」.,!~…]+$/u, '');
  const bare = s.replace(/[?\s]+$/u, '');
  // ("사과꽃 그림 넣으면 예쁠 것 같은데 어떻게 생각하세요?" proposes an idea and asks what the designer thinks of it.)
  if (!bare || opinionAsked.test(bare)) return false;
  if (questionOpenings.test(bare)) return true;
  return (s.endsWith('?') || markedInMessage(sentence, message)) && questionForms.test(bare);
}

const neverConsideredWords = new RegExp(anyReplyWords('neverConsidered'), 'u');
/** "沒想過這個", "그런 건 생각 안 해봤어요", "never thought about it": never having thought of the thing asked. */
export function neverConsidered(text: string): boolean {
  return neverConsideredWords.test(normalizeAnswer(text));
}

const echoEnding = new RegExp(`(?:${anyReplyWords('echoEndings')})?[\\s?？!！.。~～]*$`, 'u');

/**
 * "상표요?", "Trademark?", "商標喔？" before the answer: a word or two of the question on screen said back, as a question,
 * checking what is asked. Not a question to the studio.
 */
export function saysBackTheQuestion(sentence: string, question: string): boolean {
  const s = normalizeAnswer(sentence).replace(echoEnding, '').trim();
  const letters = s.replace(/[^\p{L}\p{N}]/gu, '');
  if (letters.length < 2 || s.split(/\s+/).length > 2) return false;
  return normalizeAnswer(question).includes(s);
}

/** "I'd rather see what you suggest": wanting the designer's idea instead of giving one. */
const ratherYouSuggest = new RegExp(anyReplyWords('ratherYouSuggest'));
/** The visitor leaves the choice to the designer. */
export const leftToDesigner = new RegExp(anyReplyWords('leftToDesigner'));
/** The same, each place they stand ("你們專業的決定" taken out of a reply's topic words). */
export const leftToDesignerAll = new RegExp(leftToDesigner.source, 'g');
/** Words that add a wish of one's own to a choice left to the designer: "you decide, but no pink please". */
const reservation = new RegExp(anyReplyWords('reservation'), 'u');
const reservationFirst = new RegExp(`^[\\s,，、.…]*${anyReplyWords('reservation')}`, 'u');
/** Whether the words open with one that turns from what was said before ("but", "但是", "근데"). */
export function opensWithAReservation(text: string): boolean {
  return reservationFirst.test(normalizeAnswer(text));
}

/** Whether a reply adds a wish of its own ("…but no pink please", "米色 木頭色都可以 不要太暗"): it says something. */
export function addsAWish(text: string): boolean {
  return reservation.test(normalizeAnswer(text));
}

/**
 * A short reply that leaves the choice to the designer and adds no wish of its own ("Man, colors I'll leave to you.
 * You're the designer.", "設計師決定就好 我對這個沒什麼概念", "저희가 스타일은 진짜 잘 몰라서요 ㅠㅠ 디자이너님이 어울리게
 * 골라주세요"): whether it names the topic's own words is for the caller to see.
 */
export function leavesTheChoiceOnly(text: string, withoutTopicName: (words: string) => string = (words) => words): boolean {
  const s = forIntents(text);
  if (!leftToDesigner.test(s) || reservation.test(s) || /[?？]/.test(s)) return false;
  // Part by part, each hands the choice over, says the visitor knows nothing of it, or is a word of chat or the
  // topic's name ("Man,", "colors"); a part that says more is a wish ("up to you, make it sturdy", "你們決定 耐用就好",
  // "알아서 해주세요 튼튼하게요", "수원화성 성곽 모양이 들어가면 좋겠어요 색은 알아서 해주세요" keep their words).
  return replyParts(s).every((part) => {
    if (leftToDesigner.test(part) || declines.test(part) || isUndecided(part)) return true;
    const rest = withoutTopicName(part).replace(chatFiller, ' ');
    const latin = rest.match(/[\p{Script=Latin}\d]+/gu)?.length ?? 0;
    const cjk = rest.match(/[\p{Script=Han}\p{Script=Hangul}]/gu)?.length ?? 0;
    return latin + Math.floor(cjk / 2) <= 1;
  });
}

/**
 * Not knowing and leaving it to the designer, said first and in a few words: "재질은 솔직히 잘 모르겠어요 ㅠ
 * 그건 추천해 주시면 좋겠어요", "colors honestly I'd rather see what you suggest". ("느낌은 밝고 희망적으로요 …
 * 색은 잘 모르겠어요 알아서 해주세요" gives the style before it declines the colours: not this.)
 */
/** "這個我不懂，你們看著辦", "no idea what that means, you decide": a short message that hands the question to the designer. */
export function handsItToDesigner(text: string): boolean {
  const s = forIntents(text);
  return s.length <= 40 && leftToDesigner.test(s);
}

export function leavesItToDesigner(text: string): boolean {
  const s = forIntents(text);
  if (s.length > 80 || !leftToDesigner.test(s) || reservation.test(s)) return false;
  const declinedAt = Math.min(...[declines, ratherYouSuggest].map((p) => s.search(p)).filter((at) => at >= 0));
  return declinedAt <= 24;
}

/** Words that mark what comes first in a message as the plan before it changed: 原本, originally, …였는데. */
export const firstPlanWords = new RegExp(anyReplyWords('firstPlan'));
/** Said after an amount, that it is not to be exceeded: "Budget is $120k, max", "不能超過", "넘으면 안 돼요". */
export const notToExceed = new RegExp(anyReplyWords('notToExceed'), 'u');
/** News just had, before a value: "剛剛我爸說", "방금 사장님이", "just talked to …" (not "剛剛說過", as I said). */
export const justHeard = new RegExp(anyReplyWords('justHeard'));

/**
 * Words before a value in its sentence that make it hang on something not settled ("unless the walls need work, June",
 * "除非…那就延到6月", "떨어지면 900"): `valueOnACondition`.
 */
export const valueOnACondition = new RegExp(anyReplyWords('valueOnACondition'), 'iu');
/** Words between two values of one fact in a message that make the later one the value meant. */
export const changedMindWords = new RegExp(anyReplyWords('changedMind'));
/** The later of two values said as what was agreed or decided, right before it ("we settled on $7,500", "最後說好最多8萬"). */
const settledRightBefore = new RegExp(`(?:${anyReplyWords('settledOn')})[^\\d]{0,8}$`);

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
  // (Past another value said between the two, the words are that one's: "Tom said $6,000 max, I said $9,000. We settled on
  // $7,500" names no first plan of the $7,500.)
  const spoken = `${lowerSlice(text, first.end, later.start)}${laterWordsBeforeNumber(text, later)}`;
  const between = spoken.slice(spoken.search(/\d(?!.*\d)/su) + 1);
  const cut = between.search(/[，,.。;；!！?？]|\s(?:but|and)\s/);
  if (cut < 0) return false;
  const before = `${lowerSlice(text, first.start - 10, first.end)}${between.slice(0, cut)}`;
  return firstPlanWords.test(between.slice(cut)) && !firstPlanWords.test(before) && !changedMindWords.test(between.slice(cut));
}

/**
 * The first of two values of one fact in a message is named as the plan it was at first: first-plan words in its own
 * words or the few after it, before the later value ("입주는 원래 4월 말로 생각했는데 … 5월 중순", "本來想說100萬", "originally $40k").
 */
export function namedAsFirstPlan(text: string, first: SaidAt, later: SaidAt): boolean {
  // (Within the first value's own sentence: "자리는 … 18평이요 원래 세탁소 하던 자리" tells what the place was, after it.)
  const after = lowerSlice(text, first.end, Math.min(later.start, first.end + 12));
  const end = after.search(/[.。!！?？]|(?<=[요다])\s/);
  return firstPlanWords.test(`${lowerSlice(text, first.start - 10, first.end)}${end >= 0 ? after.slice(0, end) : after}`);
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
  // ("希望5月開幕 … 除非拆的時候發現牆壁有什麼問題，那就只能延到6月了": a later value its own sentence makes hang on a condition
  // is what may happen, no change of the first.)
  if (valueOnACondition.test(between.split(/[.。!！?？](?=\s|\p{Script=Han}|\p{Script=Hangul}|$)/u).at(-1)!)) return false;
  return (
    namedAsFirstPlan(text, first, later) ||
    changedMindWords.test(between) ||
    justHeard.test(between) ||
    settledOnBefore(text, first, later) ||
    changedTo.test(lowerSlice(text, later.start, later.end + 16))
  );
}

/**
 * The words of an agreement right before the later value, up to its number: "We settled on $7,500", "最後我們說好最多8萬"
 * (not "四月是我們跟房東講好搬走的時間", whose agreement is of something else, after the value).
 */
function settledOnBefore(text: string, first: SaidAt, later: SaidAt): boolean {
  const words = text.slice(later.start, later.end);
  const digit = words.search(/\d/);
  const before = `${lowerSlice(text, first.end, later.start)} ${digit >= 0 ? lowerSlice(words, 0, digit) : ''}`;
  return settledRightBefore.test(before.trimEnd());
}

/** A value's words up to its first digit (all of them when it has none): the head of its clause when it was read with it. */
function laterWordsBeforeNumber(text: string, later: SaidAt): string {
  const words = text.slice(later.start, later.end);
  const digit = words.search(/\d/);
  return lowerSlice(words, 0, digit >= 0 ? digit : words.length);
}

const alreadyToldPatterns = replyPatterns('alreadyTold');

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
  /** A slip of typing fixed ("*3500", "1500만이요 0하나 빠짐"): the number may differ from the one it fixes by a digit. */
  typo?: true;
}

/** "*3500", "*30坪", "*spa": a word or a number starred at the opening of a message fixes a slip in the one before. */
const starredFix = /^\*\s*([^\s*]+)/;
/** Words that say a slip of typing is being fixed: "typo", "打錯", "오타" (words/<language>/replies.json: `typoFix`). */
const typoFixWords = new RegExp(anyReplyWords('typoFix'), 'i');

/** A slip of typing fixed, when the message says so: the starred word, else the words before (or after) the typo words that hold a number. */
function typoFixed(trimmed: string): Correction | null {
  const starred = starredFix.exec(trimmed);
  if (starred && clean(starred[1]!)) return { phrase: clean(starred[1]!), typo: true };
  const said = typoFixWords.exec(trimmed);
  if (!said) return null;
  const before = clean(trimmed.slice(0, said.index).split(/[.。!！?？\n]/).at(-1) ?? '');
  const after = clean(clean(trimmed.slice(said.index + said[0].length)).split(/[.。!！?？\n,，]/)[0] ?? '');
  const phrase = /\d/.test(before) ? before : /\d/.test(after) ? after : '';
  return phrase ? { phrase, typo: true } : null;
}

/** The words that correct what was said (words/<language>/replies.json: `correctionOpening` after `correctionFiller`, `correctionWords`). */
const correctionCue = new RegExp(
  `(?:^|[,.!?;:]\\s*)(?:${anyReplyWords('correctionFiller')}[,.!]?\\s+)*${anyReplyWords('correctionOpening')}(?=[\\s,.!:]|$)|${anyReplyWords('correctionWords')}`,
  'gi',
);
/** Whether the words say they correct what was said ("scratch what I said about …", "剛剛客群講錯了", "정정할게요"): `correctionCue`. */
export function saysItCorrects(text: string): boolean {
  return [...text.normalize('NFKC').trim().matchAll(correctionCue)].length > 0;
}

/** The words after a reason that open what follows from it ("… end of march so mid april", "…所以4月中", "3월말이라 4월 중순"). */
export const reasonThenMeant = new RegExp(anyReplyWords('reasonThenMeant'), 'i');
/** A change told by its verb ("we cut it down to 20 pages", "改成", "줄였"; `changedTo`). */
export const changedTo = new RegExp(anyReplyWords('changedTo'));
/**
 * "1.5 million, not 1.2", "not 1.2 but 1.5 million", 是20萬，不是15萬, 3월이 아니라 4월: a value taken back beside the one
 * meant (`takenBackMeantSecond`, `takenBackMeantFirst` in words/<language>/replies.json), language by language. The taken-back
 * value is short.
 */
const takenBackPatterns: [RegExp, 'second' | 'first'][] = Object.values(replyWordsByLanguage).flatMap((words) => [
  ...words.takenBackMeantSecond.map((source) => [new RegExp(source, 'i'), 'second'] as [RegExp, 'second']),
  ...words.takenBackMeantFirst.map((source) => [new RegExp(source, 'i'), 'first'] as [RegExp, 'first']),
]);

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
  // ("進場是3/23才對 剛看錯 22是…": the value said to be the right one, before the words owning the slip.)
  const rightBefore = cued ? saidToBeRight.exec(before) : null;
  if (rightBefore && clean(rightBefore[1]!)) return { phrase: clean(rightBefore[1]!) };
  // "부스 2칸으로 줄였어요, 6m x 3m요", "we cut it down to 20 pages": a change told by its verb is a correction of the whole.
  if (!cued && changedTo.test(trimmed)) return { phrase: clean(trimmed) };
  // "剛剛坪數我再看了一下權狀，室內是29坪才對": the value said to be the right one, before the words that say so.
  const rightOne = !cued ? saidToBeRight.exec(trimmed) : null;
  if (rightOne && clean(rightOne[1]!)) return { phrase: clean(rightOne[1]!) };
  if (!cued) return typoFixed(trimmed);
  // "預算可以到250萬 200是我記錯了": the words meant come before a cue that closes the message.
  const phrase = clean(rest) || clean(before);
  return phrase ? { phrase } : null;
}

/**
 * "move back aboard in early May, not mid-April": a value taken back beside the one meant, read as `findCorrection` reads
 * it after a correction word, whatever the values are (a month named alone is one). The caller checks that both are values.
 */
export function takenBackBeside(text: string): Correction | null {
  return takenBack(text.normalize('NFKC').trim(), true);
}

/** The words before "才對" ("it is … that is right"), within their sentence. */
const saidToBeRight = /([^。.!?！？\n]+?)(?:才對|才对|才是對的|才是对的)(?=[，,。.!！?？~～\s]|$)/;

function clean(s: string): string {
  return s
    .replace(/^[\s,，:：.。!！、]+|[\s.。!！,，]+$/g, '')
    .replace(/^(?:是|就是)(?=\S)/, '')
    .trim();
}

const noneOpening = new RegExp(`^(?:${anyReplyWords('noneOpening')})`);

/** A reply that opens with having none ("none yet, just the Nextdoor post", "還沒有，只有LINE群組", "아직 없어요"), whatever follows. */
export function opensWithNone(text: string): boolean {
  return noneOpening.test(normalizeAnswer(text));
}

/** Words that pass a question, wherever in a reply: a doubt, no preference, declining, leaving it to the designer or for later. */
export function passesAQuestion(text: string): boolean {
  return isNoPreference(text) || passesSomewhere(text) || opensWithDoubt(text) || opensUndecided(text) || isUndecided(text) || leftForLater(text) || leavesItToDesigner(text) || handsItToDesigner(text) || declines.test(normalizeAnswer(text));
}
