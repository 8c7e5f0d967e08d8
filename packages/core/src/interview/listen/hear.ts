import type { BriefFieldId, BriefValue, InterviewState } from '@genie/contracts';
import type { InterviewField } from '../catalogue.ts';
import { asGuess, parseAnswer } from '../parse-answer.ts';
import { everywhere, normalizeAnswer, wordsOnly } from '../parse/normalize-answer.ts';
import { spacedChineseItems, spacedKoreanItems } from '../parse/list.ts';
import { findDates, withoutWeekdayNotes } from '../parse/date.ts';
import type { ParseContext } from '../parse/parse-context.ts';
import { audienceWords, canAnswer, considerationWords, freeTextCues, freeTextCuesFor, householdCue } from './free-text-cues.ts';
import { afterthought, forgotToTell, ifItGoesWell, audienceMakeup, budgetCue, dateRoleCues, identityPieces, likesOrWants, mattersMost, namesALook, rightNow, colourWords, countsPeople, nounBeforeCount, numberWord, unitAfterNumber, dateish, goesOn, materialTerms, namesAWebAddress, noWebsiteCue, siteWord, webPresence, workNotDone } from './lexicon.ts';
import { findMoney, spentAmountInReply, tellsOnlyOfMoneySpent, withoutNotTheBudget } from '../parse/money.ts';
import { competitorWords, headedAsTheList, itemLike, listWords, namesMarked, saysMoreOfTheList, withoutListHeading } from './list-words.ts';
import { withoutAnotherProject } from './another-project.ts';
import { withoutOverruledViews } from './overruled-view.ts';
import { previousVersionClauses, previousVersionPriced, withoutPreviousVersion } from './previous-version.ts';
import { isMeasured, sameValue } from '../brief-values.ts';
import { wordsOf } from '../words/reader.ts';
import { clausesOf, listBullet, sentencesOf, wordsIn, type Piece } from './pieces.ts';
import { findEmails, findPhones } from '../parse/recognize.ts';
import { dateOutOfReach, dueByWhenSaidSo, moneyForSure, namesAColourKept, onlyPeopleInPassing, pastOrToday, personsTimeOnly, quantitySaidAgain, readMessage, shortReply, type Finding, type MessageReading } from './read-message.ts';
import { onlyLeavesOpen, asksBack, asksBackBeyondAHedge, withoutHedge, asksOpinion, asksTheDesigner, declines, findCorrection, isAside, isNoPreference, isQuestionOrDoubt, isUndecided, saysItCorrects, leavesItToDesigner, leftForLater, leftOpenAt, opensLeftOpen, opensWithDoubt, opensWithNone, passesAQuestion, saysNothing, wondersBetween } from '../parse/intents.ts';
import { parseYesNo } from '../parse/yes-no.ts';


/** The asked list's items from the sentences that answer it; null when they read as sentences, not items. */
function listValue(field: InterviewField, said: readonly string[], message: string, ctx: ParseContext): BriefValue | null {
  // Languages are named, and the reader knows their names: other words are no language. A doubt or a question back is no list;
  // a sentence of doubt after a list said plainly is no more of it ("home, services, book online, about us, reviews. maybe
  // financing?": the five pages, the doubt kept in the visitor's words).
  if (field.id === 'languages') return null;
  const sure = said.filter((sentence) => !isQuestionOrDoubt(sentence) && !asksBack(sentence, message));
  // (A list said plainly: two items or more, first. "Competitors... honestly I don't track them, no idea" lists nothing.)
  const listedFirst = sure.length > 0 && said.indexOf(sure[0]!) === 0 && sure.flatMap((sentence) => listWords(sentence, field.id)).length >= 2;
  const sentences = sure.length === said.length || listedFirst ? sure : [];
  if (sentences.length === 0 || isQuestionOrDoubt(sentences.join(' '))) return null;
  // A later sentence that speaks of items already listed is a remark on them, not more of them
  // ("파는 건 순두부, 모두부, 콩물. 택배는 모두부랑 콩물만 돼요").
  const items: string[] = [];
  for (const sentence of sentences) {
    const plainSentence = sentence.normalize('NFKC').toLowerCase();
    if (items.length >= 2 && items.some((item) => plainSentence.includes(item.normalize('NFKC').toLowerCase()))) continue;
    items.push(...listWords(sentence, field.id));
  }
  const value = items.length > 0 ? ({ kind: 'list', items } as const) : parseAnswer(field, sentences.join(', '), ctx);
  // Several "items" that are each a sentence are the sentence cut at its commas, not a list; a list the
  // visitor heads ("what we do: …, and we've just started selling our own scrub") may end in a longer one.
  // (So may one headed with what it is of: "지금 팔고 있는 건 닭가슴살 육포랑 고구마 쿠키, 그리고 생일 케이크 주문제작도 받고 있어요".)
  const headed = sentences.length === 1 && (/[:：]/.test(sentences[0]!) || headedAsTheList(sentences[0]!, field.id)) && value?.kind === 'list' && value.items.filter(itemLike).length >= Math.max(2, value.items.length - 1);
  if (value?.kind === 'list' && value.items.length >= 2 && !value.items.every(itemLike) && !headed) return null;
  // Nor is a whole sentence one item ("예산은 많지 않아요… 작업실 월세도 내야 해서" while competitors are asked): it is kept to clarify.
  if (value?.kind === 'list' && value.items.length === 1 && !itemLike(value.items[0]!)) return null;
  return value;
}

/**
 * The reply to the competitors' question in the visitor's own words, an item a site: each clause that names a site picked
 * out of it starts an item, and the clauses after it that name none go on with it ("I like how clean the TurboTax site is,
 * but we are not that", not "clean the TurboTax"). Nothing is dropped; when a name is not found whole in one clause, none.
 */
function namingClauses(text: string, names: readonly string[]): string[] {
  const items: string[] = [];
  for (const sentence of sentencesOf(text)) {
    let opensSentence = true;
    for (const part of sentence.text.split(/(?<=[,，、;；])\s*|\s+(?=(?:and|but)\s)|(?=그리고|還有|还有)/u)) {
      const clause = part.trim();
      if (!clause) continue;
      // (A clause that names two sites is cut before the second: "참고하는 데는 귤메달이랑" and "제주삼촌농장 사이트요".)
      const cuts = [0, ...names.map((name) => clause.indexOf(name)).filter((at) => at >= 0).sort((a, b) => a - b).slice(1)];
      const pieces = cuts.map((at, i) => clause.slice(at, cuts[i + 1] ?? clause.length).trim()).filter(Boolean);
      for (const piece of pieces) {
        if (names.some((name) => piece.includes(name)) || items.length === 0) items.push(piece);
        else items[items.length - 1] = joinedClause(items[items.length - 1]!, piece, opensSentence);
        opensSentence = false;
      }
    }
  }
  // (Clauses before the first name go with it: "參考的話，台北「佳佳唱片」的網站還不錯".)
  while (items.length > 1 && !names.some((name) => items[0]!.includes(name))) items.splice(0, 2, joinedClause(items[0]!, items[1]!));
  const cleaned = items.map((item) => item.replace(/[\s,，、;；.。!！]+$/u, ''));
  return names.every((name) => cleaned.some((item) => item.includes(name))) ? cleaned : [];
}

function joinedClause(before: string, after: string, newSentence = false): string {
  const han = /[\p{Script=Han}，、；。]$/u.test(before);
  // (A sentence after another keeps the full stop between them: "… but we are not that. Goettl and …".)
  if (newSentence && !/[.。!！?？]$/u.test(before)) return han ? `${before}。${after}` : `${before}. ${after}`;
  return han ? `${before}${after}` : `${before} ${after}`;
}

/** A free text guessed from a story, "to clarify" and never asked: it waits for the visitor's own words on it. */
export function guessedFromAStory(state: InterviewState, id: BriefFieldId): boolean {
  const known = state.answers[id];
  return known?.clarify === true && known.value?.kind === 'free_text' && !state.order.includes(id);
}

/**
 * A free-text field whose filed words have none of its topic's: a story's sentence that came while its
 * question was on screen ("我媽是澎湖人…" while the problem was asked). The visitor's own words on it are still to come.
 */
export function answeredOffTopic(state: InterviewState, id: BriefFieldId): boolean {
  const known = state.answers[id];
  const cue = freeTextCuesFor(state.projectType)[id];
  if (!known || known.skipped || known.value?.kind !== 'free_text' || !cue) return false;
  return !cue.test(known.raw.normalize('NFKC').toLowerCase());
}

/**
 * What the brief's dates say to the reading of a new message, from one pass over them:
 * - `knownMonths`: date fields known to a month said as "around then" ("8월에", "in August"), by the month (YYYY-MM);
 * - `monthOfDates`: the one month every dated field falls in (a day or a month of it), or null: "5월 14일~17일" then
 *   "철수는 17일";
 * - `knownDays`: date fields known to a day (YYYY-MM-DD), which a day taken back names ("이삿날 16일 아니고 23일").
 */
function datesOfBrief(state: InterviewState): { knownMonths: Map<BriefFieldId, string>; monthOfDates: number | null; knownDays: Map<BriefFieldId, string> } {
  const knownMonths = new Map<BriefFieldId, string>();
  const knownDays = new Map<BriefFieldId, string>();
  const months = new Set<string>();
  // (The design's deadline aside: "설치가 13일 하루가 아니라 12일 …" after the show's days in May and the design due in April
  // speaks of the show's month, as the days of the work on site are what a day said alone is most often of.)
  const eventMonths = new Set<string>();
  for (const [id, a] of Object.entries(state.answers) as [BriefFieldId, InterviewState['answers'][BriefFieldId]][]) {
    const v = a && !a.skipped ? a.value : null;
    if (v?.kind !== 'date' || !v.date) continue;
    if (v.precision === 'day' || v.precision === 'month') months.add(v.date.slice(0, 7));
    if ((v.precision === 'day' || v.precision === 'month') && id !== 'expected_deadline') eventMonths.add(v.date.slice(0, 7));
    if (v.precision === 'month' && v.relation === 'on' && !v.part) knownMonths.set(id, v.date.slice(0, 7));
    if (v.precision === 'day') knownDays.set(id, v.date);
  }
  const one = months.size === 1 ? months : eventMonths.size === 1 ? eventMonths : null;
  return { knownMonths, monthOfDates: one ? Number([...one][0]!.slice(5, 7)) : null, knownDays };
}

/** What one visitor message says for the asked field and for the others. */
export interface Heard {
  /** The asked field's value, with the words it came from; null when the message does not answer it. */
  asked: { value: BriefValue; raw: string; clarify?: true } | null;
  /** Values for other fields of the project type. */
  others: Finding[];
  /** Sentences that cannot answer the question on screen (no people, to who the customers are) and that nothing else took: the visitor telling something else. */
  elsewhere?: string[];
  /** Per choice field, the options the message names only to rule them out ("不要鐵罐了 改成紙盒"). */
  ruledOut?: ReadonlyMap<BriefFieldId, ReadonlySet<string>>;
}


/** A material's words (`materialTerms`, read once per test: that list's pattern is global). */
const namesAMaterial = new RegExp(materialTerms.source, 'u');

/**
 * Whether a clause of the materials' answer says something of them: a material named, or two words or more; not a
 * question or a hand-over ("Open to your advice"), nor a clause that gives another field a date, an amount or a size.
 */
function saysOfMaterials(clause: string, message: string, others: readonly Finding[]): boolean {
  if (wordsIn(clause) < 2 && !namesAMaterial.test(clause.toLowerCase())) return false;
  // ("kraft for the gift box maybe": a material hedged is still the visitor's; "kraft maybe?" asks.)
  if (asksBackBeyondAHedge(clause, message) || saysNothing(withoutHedge(clause))) return false;
  return !others.some((f) => isMeasured(f.value.kind) && (clause.includes(f.raw) || f.raw.includes(clause)));
}

/** Topics a sentence may feed beside the answer it gives (a style sentence may name colours too). */
const sharedTopics = new Set<BriefFieldId>(['preferred_style', 'colors_and_elements', 'target_audience', 'brand_value', 'specification', 'unique_design']);
/**
 * Whether words that answered the question on screen may also feed another topic: the shared topics may, but colours
 * only where the words name colours or elements as such (`colourWords`: "sage and cream tones", "白色跟淺木色", "베이지 톤").
 * "Warm, lots of wood, a little Scandinavian" answers the style, whole; the colours are still asked. ("It's a roasted
 * green chile salsa" answers the product, and names no colour of the design.)
 */
function sharesPart(id: BriefFieldId, words: string): boolean {
  if (id === 'colors_and_elements') return colourWords.test(words.normalize('NFKC').toLowerCase()) && namesAColourKept(words);
  return sharedTopics.has(id);
}
/** The word for colours or a palette (the colours' `topicLabels`: "colours", "顏色", "색깔"). */
const coloursNamed = wordsOf((l) => l.topicLabels.colors_and_elements, () => []);
const coloursNamedEverywhere = new RegExp(coloursNamed.source, `${coloursNamed.flags}g`);
/** Every word of a style, or of colours and elements, in a text (their topic words), to count them. */
const styleWordsEverywhere = everywhere(freeTextCues.preferred_style!);
const colourWordsEverywhere = everywhere(freeTextCues.colors_and_elements!);
/** The word for a style or a look (the style's `topicLabels`: "style", "look", "feel", "風格", "스타일"). */
const lookNamed = wordsOf((l) => l.topicLabels.preferred_style, () => []);

/** "None", 沒有, 아직 없어요: no website yet (an answer to a web address question). */
const noneYet = /^(?:none|no|nope|not yet|no website|沒有|没有|還沒有|还没有|無|아직 없어요|없어요|없습니다|없음)[.!。]?$/;

/** A number in figures, or in a language's words (`numberWord`). */
const numberFound = new RegExp(`\\d[\\d,.]*|${numberWord.source}`, 'g');
const unitRightAfter = new RegExp(`^\\s*(?:${unitAfterNumber.source})`, 'u');
/**
 * A typed field takes a value of its type, not any number in the words: "二手" or "一整面牆" is no budget, "that one" no
 * age, "two adults and a cat" no age, size, amount or count of visits. Such a reply is kept in the visitor's words, to clarify.
 */
function numberFits(field: InterviewField, text: string): boolean {
  if (field.kind !== 'number_with_unit' && field.kind !== 'money') return true;
  // "Two adults and a cat" is not an age, a size, an amount or a count of visits.
  const s = text.normalize('NFKC').toLowerCase();
  const numbers = [...s.matchAll(numberFound)];
  if (numbers.length === 0) return true;
  // ("방3 화장실2": in Korean a number written right after a noun, with no unit of its own, counts that thing.)
  const countsTheNounBefore = (m: RegExpMatchArray) => nounBeforeCount.test(s.slice(0, m.index)) && !unitRightAfter.test(s.slice(m.index! + m[0].length));
  return numbers.some((m) => !countsPeople.test(s.slice(m.index + m[0].length)) && !countsTheNounBefore(m));
}

/** Whether every number written in figures in the words is part of a date said there ("August 31", "3/25"). */
function numbersAllInDates(text: string, ctx: ParseContext): boolean {
  const dates = findDates(text, ctx);
  const numbers = [...text.matchAll(/\d+/g)];
  return dates.length > 0 && numbers.length > 0 && numbers.every((n) => dates.some((d) => d.start <= n.index && n.index < d.end));
}

function typedValueSaid(value: BriefValue, text: string): boolean {
  if (value.kind === 'money' && value.currencyAssumed && value.amount < 1000) return false;
  // A number without its unit is a value of the question only when written in figures: "one long room", "a Visit", "two
  // people" count other things. (Its own figures: "…one long room …, a basement of maybe 450" gives no 1.)
  // (A year's figures give an age: "The building's from 1911.")
  if (value.kind === 'number_with_unit' && value.unitAssumed && !figuresOf(text).some((n) => n === value.amount || (value.unit === 'years' && n >= 1800 && n <= 2100))) return false;
  return true;
}

/**
 * The value of a reply read again without the amount it took, when that amount is money another spent or spent before, in a
 * clause of its own, whatever else the reply says of the budget (`spentAmountInReply`): "Budget: honestly we haven't settled
 * on a number yet … Ron's sister spent $80,000 just on her kitchen" gives none; "친구네는 4천 들었다는데 저희는 … 5천만 원 정도
 * 생각하고 있어요" gives the visitor's own.
 */
function withoutMoneySpent(value: BriefValue | null, field: InterviewField, text: string, ctx: ParseContext): BriefValue | null {
  let read = value;
  let words = text;
  for (let tries = 0; read?.kind === 'money' && tries < 3; tries++) {
    const spent = spentAmountInReply(words, read.amount, ctx);
    if (!spent) break;
    words = spent.reduce((w, a) => w.slice(0, a.start) + ' '.repeat(a.end - a.start) + w.slice(a.end), words);
    read = parseAnswer(field, words, ctx);
  }
  return read;
}

/** The numbers the words write in figures ("1,400" is 1400, "1.5" is 1.5). */
function figuresOf(text: string): number[] {
  return [...text.normalize('NFKC').matchAll(/\d+(?:,\d{3})*(?:\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, '')));
}

/** A reply's words before a question back that closes it ("no not yet, do we need to?" → "no not yet"); all of them if none. */
function beforeAQuestionBack(text: string): string {
  // (The last clause only: after a mark that ends one, or a space between Chinese words.)
  const m = /(?:[ㅠㅜㅎㅋ~!.。,，?？]+\s*|(?<=\p{Script=Han})\s+)([^ㅠㅜㅎㅋ~!.。,，?？]+[?？]+)\s*$/u.exec(text);
  return m && asksTheDesigner(m[1]!, text) ? text.slice(0, m.index) : text;
}

/**
 * Whether every date of the words is said after a plan on the project's success opens, in its sentence ("If it goes well, …
 * in November"; not "opening in March, and if it goes well …").
 */
function datesOnlyOfAPlanOnSuccess(text: string, ctx: ParseContext): boolean {
  const dated = sentencesOf(text)
    .map((sentence) => ({ sentence: sentence.text, dates: findDates(sentence.text, ctx) }))
    .filter(({ dates }) => dates.length > 0);
  return (
    dated.length > 0 &&
    dated.every(({ sentence, dates }) => {
      const plan = ifItGoesWell.exec(sentence.normalize('NFKC').toLowerCase());
      return plan !== null && dates.every((date) => date.start >= plan.index);
    })
  );
}

function looseStructured(field: InterviewField, text: string, ctx: ParseContext, quantitiesSaid: readonly number[] = []): BriefValue | null {
  if (!numberFits(field, text)) return null;
  // A long message names its option outright (the reader finds those); a "no" inside a story is no answer.
  // (A short reply with a question back after it is short: "아니요 아직 안 했어요ㅠ 해야 되는 거죠?", "還沒耶 需要嗎？".)
  if (field.kind === 'choice' && !shortReply(text) && !shortReply(beforeAQuestionBack(text))) return null;
  const value = withoutMoneySpent(parseAnswer(field, text, ctx), field, text, ctx);
  if (!value) return null;
  if (!typedValueSaid(value, text)) return null;
  // ("oh correction on the size … the 1,150 includes the balcony" to the budget: a bare number the brief holds with its unit is
  // that quantity said again.)
  if (quantitySaidAgain(value, text, quantitiesSaid)) return null;
  // ("Our house sale closes August 31, so September 1st" to how old the home is: a number that is a date's day is no
  // age, size or count.)
  if (value.kind === 'number_with_unit' && value.unitAssumed && numbersAllInDates(text, ctx)) return null;
  // "theyre 8 and 11" to how old the home is: a number without its unit in words about people is a person's age.
  if (field.quantity === 'age' && value.kind === 'number_with_unit' && value.unitAssumed && householdCue.test(normalizeAnswer(text))) return null;
  // (Nor is a day already past or the day of telling: "Update from the contractor today though" dates nothing of the work.)
  if (value.kind === 'date' && (pastOrToday(value, ctx) || dateOutOfReach(text, ctx))) return null;
  // ("對了我3月開始要外派去日本半年", "FYI I'm on leave 2 to 13 March" to a date's question: a person's time away, or a birth, is
  // theirs, no date of the work; unless the work is said to be due before it, "저는 4월부터 출장이라 그 전에 끝났으면 좋겠어요".)
  if (value.kind === 'date' && personsTimeOnly(normalizeAnswer(text))) return null;
  // ("…，其他用視訊討論, 如果這次效果不錯，11月台中的食品展也想沿用這個攤位" to the move-out: dates said only in a plan on the project's
  // success are that plan's.)
  if (value.kind === 'date' && datesOnlyOfAPlanOnSuccess(text, ctx)) return null;
  // ("禮盒今年先不做了" to the deadline: a year named of a piece of work not done is no date of the work.)
  if (value.kind === 'date' && value.precision === 'year' && workNotDone.test(text.normalize('NFKC').toLowerCase())) return null;
  // ("我朋友的網站做了15萬", "작년에 500 들었어요" to the budget: money spent or someone else's, said without the budget's word, is
  // no budget.)
  // (Words that say it is not the budget name none: "The extra $6,500 for the space is coming out of marketing, not your budget".)
  if (value.kind === 'money' && !budgetCue.test(withoutNotTheBudget(normalizeAnswer(text))) && tellsOnlyOfMoneySpent(text, ctx)) return null;
  if (field.id === 'expected_deadline') return dueByWhenSaidSo(value, text);
  // Words that name none of a choice's options are no "Other" option: they are kept as said, to clarify ("회사 소개하는
  // 홈페이지입니다" is a company's site in other words; "8 oz" to the form of the packaging is its size). The visitor names
  // "Other" by its own name or chip.
  if (value.kind === 'choice' && value.otherText !== undefined) return null;
  // (Nor options wondered between: "不知道袋子還是鐵盒比較好".)
  if (value.kind === 'choice' && field.multiple && wondersBetween(value.selected, text)) return null;
  return value;
}

/**
 * Sentences of no topic that nothing took ("I spend my lunch breaks returning voicemails." after "Biggest
 * issue: …") go on with the topic of the sentence before them, filed with it: a visitor's words are not
 * dropped between two facts.
 */
function withContinuations(reading: MessageReading, taken: ReadonlySet<string>, others: Finding[], timelessTopics: ReadonlySet<BriefFieldId>): Finding[] {
  let result = others;
  let previous: Finding | null = null;
  for (const sentence of reading.freeSentences) {
    const speaksOf = reading.topics.get(sentence) ?? [];
    if (speaksOf.length > 0) {
      previous = result.find((f) => f.strength === 'cue' && f.value.kind === 'free_text' && speaksOf.includes(f.fieldId) && f.raw.includes(reading.topicParts.get(sentence)?.get(f.fieldId) ?? sentence)) ?? null;
      continue;
    }
    if (taken.has(sentence)) {
      previous = null;
      continue;
    }
    if (!previous || previous.value.kind !== 'free_text') continue;
    // (Not the words left of a sentence that gave a typed value: "設計希望六月底前定稿，因為中秋節前要出貨" says when, not who the
    // customers named before it are.)
    const whole = reading.fullSentence.get(sentence) ?? sentence;
    if (timelessTopics.has(previous.fieldId) && others.some((f) => f.strength === 'structured' && f.value.kind === 'date' && whole.includes(f.raw))) continue;
    const joined: Finding = { ...previous, value: { kind: 'free_text', text: `${previous.value.text} ${sentence}` }, raw: `${previous.raw} ${sentence}` };
    result = result.map((f) => (f === previous ? joined : f));
    previous = joined;
  }
  return result;
}

/**
 * How many other words a sentence may have and still tell only when: a few beside any date ("Lease starts February
 * 1", "去年十月才開始做的"); a few more beside a day or a year written in figures ("The Carytown shop opened in 2019 if
 * that matters"), which a look or a feeling is hardly said with ("Warm and bright, like a Sunday morning in June" is
 * an answer).
 */
const MOST_WORDS_BESIDE_A_DATE = 5;
const MOST_WORDS_BESIDE_A_DAY_OR_YEAR = 8;

/**
 * A sentence that tells when something happens or happened, and little else: a date or a year, with few other words
 * ("民宿開第5年了" names no date). Not "as soon as possible" or "no rush", which say how soon.
 */
function tellsOnlyWhen(sentence: string, ctx: ParseContext): boolean {
  const dates = findDates(sentence, ctx).filter((d) => d.value.date !== null && d.value.relation !== 'asap');
  if (dates.length === 0) return false;
  const rest = dates.reduceRight((words, d) => words.slice(0, d.start) + ' ' + words.slice(d.end), sentence);
  const dayOrYear = dates.some((d) => /\d/.test(d.text) && (d.value.precision === 'day' || d.value.precision === 'year'));
  return wordsIn(rest) <= (dayOrYear ? MOST_WORDS_BESIDE_A_DAY_OR_YEAR : MOST_WORDS_BESIDE_A_DATE);
}

/** A sentence with an amount of money said for sure: with its currency ("$85,000", "30萬元") or its scale ("65k", "150萬"). */
function saysMoneyForSure(sentence: string, ctx: ParseContext): boolean {
  // (Not "5m 정도의 시연 트랙": an "m" alone, with no currency, is as often metres as millions.)
  return findMoney(sentence, ctx).some((m) => moneyForSure(m) && !(m.value.currencyAssumed && /\dm$/i.test(m.text.normalize('NFKC'))));
}

/**
 * Reads a visitor message for every field of the type. The asked field takes what fits it: its own
 * finding, else (free text) the sentences no other field claims, else (structured) the words no other
 * field used, when they parse as its kind. Nothing is forced into it.
 */
export function hear(
  state: InterviewState,
  text: string,
  fields: readonly InterviewField[],
  asked: InterviewField,
  ctx: ParseContext,
  extraction?: Partial<Record<BriefFieldId, string>>,
): Heard {
  const extracted = extraction ?? {};
  const known = new Set((Object.keys(state.answers) as BriefFieldId[]).filter((id) => state.answers[id] && !state.answers[id]!.skipped));
  const budget = state.answers.budget?.value;
  const place = state.answers.address?.value;
  // Another project told of (the one the studio did for whoever sent the visitor) gives this one no place, size,
  // price or date: its clauses are not read for facts (the visitor's words are kept whole where the answer is).
  // (Nor are the days of the week written in brackets after dates read: "4월 16일 (목) 부터 19일 (일) 까지".)
  // (Nor is the writer's own view, turned down by the one the project is for: "personally I'd go matte black, but boss says
  // cannot".)
  const ofThisProject = withoutOverruledViews(withoutWeekdayNotes(withoutAnotherProject(text)));
  const brief = {
    known,
    correcting: findCorrection(text) !== null,
    budgetSaid: budget?.kind === 'money' ? budget.amount : null,
    budgetMaxSaid: budget?.kind === 'money' ? (budget.max ?? null) : null,
    budgetCurrency: budget?.kind === 'money' ? budget.currency : null,
    ...datesOfBrief(state),
    projectPlace: place?.kind === 'free_text' ? place.text : null,
    quantitiesSaid: Object.values(state.answers).flatMap((a) => (a && !a.skipped && a.value?.kind === 'number_with_unit' ? [a.value.amount] : [])),
  };
  const reading = readMessage(ofThisProject, fields, state.projectType, ctx, asked, brief);
  // (The options the message rules out go with what was heard: the engine takes them off a choice known.)
  const withRuledOut = (heard: Heard): Heard => (reading.ruledOut.size > 0 ? { ...heard, ruledOut: reading.ruledOut } : heard);
  // The previous version of the thing told of beside the new one (the old shop's size, last year's booth, another
  // studio's quote) gives this one no size, price, place or date: those are read from the rest of the message.
  const previousVersion = previousVersionClauses(ofThisProject);
  const ofTheNewVersion = previousVersion.length === 0 ? ofThisProject : withoutPreviousVersion(ofThisProject, previousVersion);
  const typed = (f: Finding) => f.fieldId === 'address' || (f.strength === 'structured' && isMeasured(f.value.kind));
  // (A year alone read only once the previous version's words are gone has lost what it was set against: "社長說去年T恤就是綠的
  // 今年換一下" speaks of this time, and the whole message dates nothing.)
  const yearOutOfItsContext = (f: Finding) => f.value.kind === 'date' && f.value.precision === 'year' && !reading.findings.some((g) => g.fieldId === f.fieldId && g.value.kind === 'date');
  const findings =
    ofTheNewVersion === ofThisProject
      ? [...reading.findings]
      : [...reading.findings.filter((f) => !typed(f)), ...readMessage(ofTheNewVersion, fields, state.projectType, ctx, asked, brief).findings.filter((f) => typed(f) && !yearOutOfItsContext(f))];
  // ("We got a quote from another studio for $14,000 which, no. We were thinking more like 5 to 7 thousand", "다른 데서 견적
  // 받아봤는데 800 부르더라구요.. 저희는 500 안쪽으로 생각하고 있어요"): beside the previous version's price, the one sentence of
  // the rest that holds a number speaks of money, and is read as the budget's answer.
  const budgetField = fields.find((f) => f.id === 'budget');
  if (budgetField && ofTheNewVersion !== ofThisProject && !findings.some((f) => f.fieldId === 'budget') && previousVersionPriced(previousVersion)) {
    // (A number, not a digit inside a word: "B2B".)
    const numbered = sentencesOf(ofTheNewVersion).filter((p) => /(?<![\p{L}])\d/u.test(p.text.normalize('NFKC')));
    const value = numbered.length === 1 ? looseStructured(budgetField, numbered[0]!.text, ctx) : null;
    if (value?.kind === 'money') findings.push({ fieldId: 'budget', value, raw: numbered[0]!.text, strength: 'structured' });
  }
  // (Topics whose answers say what, never when: a date's sentence does not go on with them.)
  const timeless = new Set(fields.filter((f) => f.timeless).map((f) => f.id));
  // An LLM's words per field are read like typed words, for fields the engine's own reading missed.
  for (const [id, words] of Object.entries(extracted) as [BriefFieldId, string | undefined][]) {
    const field = fields.find((f) => f.id === id);
    const said = (words ?? '').trim();
    if (!field || !said || findings.some((f) => f.fieldId === id)) continue;
    // Words that are the whole message add nothing to the engine's own reading of it.
    if (id === asked.id && said.replace(/\s+/g, ' ') === text.replace(/\s+/g, ' ')) continue;
    const own = readMessage(said, [field], state.projectType, ctx, field).findings.find((f) => f.fieldId === id);
    const value = own?.value ?? (field.kind === 'free_text' ? { kind: 'free_text' as const, text: said } : looseStructured(field, said, ctx));
    if (value && value.kind !== 'undecided') findings.push({ fieldId: id, value, raw: said, strength: own ? own.strength : 'cue' });
  }

  // ("I don't have the move-out date yet; the exhibitor manual hasn't been released", "철수 날짜는 아직 주최측 공지가 안 나와서
  // 모르겠어요"): a reply that opens by leaving the asked date, amount or size open, and gives none, is "not decided yet". (One that
  // goes on to a value most often guesses it: "not sure yet … somewhere between 90 and 130k?".)
  // ("대출 심사 중이라 아직 몰라요", "撤場時間主辦還沒公告 我要再確認一下", "그건 아직 주최 측 안내를 못 받아서 모르겠어요"): so does one
  // that gives no number at all, whose first sentence leaves a thing open anywhere in it, and speaks of no other topic.
  const firstSentence = sentencesOf(text)[0]?.text ?? '';
  const openAt = leftOpenAt(firstSentence);
  const leftOpenWithoutValue = () =>
    !/[\d０-９]/u.test(text) &&
    openAt >= 0 &&
    [...reading.leftOpen.keys()].every((id) => id === asked.id) &&
    (reading.topics.get(firstSentence) ?? []).every((id) => id === asked.id);
  // ("TBC. The exhibitor manual with move-out times isn't out yet, should land sometime in Feb."): a first sentence that only
  // leaves the question open is the answer, said first; a date or an amount told after it is why, or another thing's.
  // ("預算的部分我現在真的沒辦法給你數字😣 我們有申請縣政府的參展補助，最多補10萬，…我爸說要看補助下來再決定要花多少": so is one
  // that leaves it open, with no number, and says it will be decided later: the amounts after it are what it waits on.)
  const severalSentences = isMeasured(asked.kind) && sentencesOf(text).length > 1;
  const verdictAlone = severalSentences && onlyLeavesOpen(firstSentence);
  const waitsOn =
    severalSentences && !verdictAlone && openAt >= 0 && !/[\d０-９]/u.test(firstSentence) && (reading.topics.get(firstSentence) ?? []).every((id) => id === asked.id) && leftForLater(text);
  const verdictFirst = verdictAlone || waitsOn;
  // (What it waits on is why, no loose topic's words: "…要等3月才知道有沒有過，我爸說要看補助下來再決定" tells no way of working together.)
  if (verdictFirst) findings.splice(0, findings.length, ...findings.filter((f) => f.fieldId !== asked.id && !(waitsOn && f.strength === 'cue' && f.value.kind === 'free_text')));
  if (isMeasured(asked.kind) && !findings.some((f) => f.fieldId === asked.id) && (opensLeftOpen(text, asked.question) || leftOpenWithoutValue())) {
    findings.push({ fieldId: asked.id, value: { kind: 'undecided' }, raw: text, strength: 'cue' });
  }
  const own = findings.find((f) => f.fieldId === asked.id);
  // With a model's extraction, the model is the source of facts off the question: the reader still parses
  // the values it reports, but adds no guesses of its own for fields the model did not name.
  const modelNamed = (id: BriefFieldId) => extraction === undefined || Object.hasOwn(extraction, id);
  // A question to the designer files nothing by its topic words ("also does the guaranteed analysis have to go on the
  // front?" is no consideration), but for more design work asked for ("Do you do business cards and letterhead too?").
  const questions = reading.freeSentences.filter((sentence) => asksTheDesigner(sentence, text));
  // (Nor how the visitor works with the studio, told with a question: "she'd join by Zoom, we decide everything together. Could you
  // send updates to both of us once a week?" asks for what it tells.)
  const onlyItsQuestions = (words: string) => wordsOnly(questions.reduce((rest, q) => rest.replace(q, ' '), words)) === '';
  const fromAQuestion = (f: Finding) =>
    f.fieldId !== 'other_design_requirements' &&
    f.strength === 'cue' &&
    f.value.kind === 'free_text' &&
    (questions.some((q) => q.includes(f.raw)) || (questions.some((q) => f.raw.includes(q)) && (f.fieldId !== 'collaboration_notes' || onlyItsQuestions(f.raw))));
  // (While the sites the visitor likes are asked, a web address is one of them, not the visitor's own site.)
  const likedSite = (f: Finding) => asked.id === 'competitors' && (f.fieldId === 'url' || f.fieldId === 'brand_website') && f.value.kind === 'free_text' && !noWebsiteCue.test(normalizeAnswer(f.raw));
  // (The look's, the consideration's and the audience's below are the reader's own caution with its loose words: a model
  // that names the field has read the sentence whole.)
  const readerOnly = extraction === undefined;
  // ("3 flavors: traditional, envinada …", "9 rooms, a farmhouse from 1840", "a little minimal bakery on Main"): a style's
  // name is said of many things in a story. Off the look's questions, the look is filed only from words that name a look
  // (`namesALook`, the style's `topicLabels`: "like a …", "feel", "風", "感覺", "느낌", "스타일") or of liking or wanting
  // it (`likesOrWants`: "wife wants scandi", "我們想要安靜一點", "깔끔했으면"), or under its heading; otherwise the sentence
  // stays where it belongs and the question is asked.
  // (A look described by two of its words or more, a style's or the colours' and elements', "Warm wood, lots of plants,
  // nothing too modern", is one said as such.)
  const lookInPassing = (f: Finding) => {
    if (!readerOnly || f.fieldId !== 'preferred_style' || f.strength !== 'cue' || asked.id === 'colors_and_elements' || reading.labels.has(f.raw)) return false;
    const words = normalizeAnswer(f.raw);
    const lookWords = new Set([...(words.match(styleWordsEverywhere) ?? []), ...(words.match(colourWordsEverywhere) ?? [])]);
    // (Nor a style named alone, "wabi-sabi": nothing else is said.)
    const namedAlone = !/\p{L}/u.test(words.replace(styleWordsEverywhere, ' '));
    return !namesALook.test(words) && !lookNamed.test(words) && !likesOrWants.test(words) && lookWords.size < 2 && !namedAlone;
  };
  // (Off its question, and away from the look, a design's colours are filed only from words that name them as the
  // design's: "my grandma had an ocotillo fence … it goes bright green with red flowers" tells the name's story.)
  const colourInPassing = (f: Finding) =>
    f.fieldId === 'colors_and_elements' && f.strength === 'cue' && asked.id !== 'preferred_style' && !findings.some((g) => g.fieldId === 'preferred_style' && !lookInPassing(g)) && !coloursNamed.test(f.raw.normalize('NFKC').toLowerCase()) && !headedWithTheLook(f.raw);
  // (Headed with the look, "Look: …; colours …"; not with another topic: "The goal is that people … understand what red vs green
  // chile means" names no colours of the design.)
  const headedWithTheLook = (sentence: string) => {
    const label = reading.labels.get(sentence);
    return label === 'colors_and_elements' || label === 'preferred_style';
  };
  // ("a real identity, logo, colors, fonts, the works", "整套重做 logo 顏色 餐盒貼紙"): the colours named by their word alone
  // beside another piece of an identity (`identityPieces`) are a piece of the work asked for, not colours the visitor
  // chose. Off their question they are not filed, and the colours are asked.
  const colourAsAPiece = (f: Finding) => {
    if (!readerOnly || f.fieldId !== 'colors_and_elements' || f.strength !== 'cue' || reading.labels.has(f.raw)) return false;
    const words = normalizeAnswer(f.raw);
    const onlyTheWord = !freeTextCues.colors_and_elements!.test(words.replace(coloursNamedEverywhere, ' '));
    return onlyTheWord && identityPieces.test(words);
  };
  // ("everything has to be out that night", "Marco says $100k max if we have to", "빵 굽는 게 보이게 오픈 키친이 꼭 있었으면 해요"):
  // what has to be is said of every topic in a story. Off its question, what matters most is filed only from words that
  // say what matters or needs care (`mattersMost`: "the labels HAVE to survive heat, that's my #1 thing", "最在意",
  // "제일 중요"), or from a sentence headed with it; otherwise the sentence stays with the background and the question is asked.
  const considerationInPassing = (f: Finding) =>
    readerOnly &&
    f.fieldId === 'key_considerations' && f.strength === 'cue' && !reading.labels.has(f.raw) && !considerationWords.test(normalizeAnswer(f.raw)) && !mattersMost.test(normalizeAnswer(f.raw));
  // ("Right now all I have is a name and a hand-drawn flyer at the library", "지금은 그냥 무지 박스라서요", "現在ig很亂 沒有統一的感覺"):
  // how things look now is what the visitor wants changed, not the look they want. Off its question, a sentence that opens
  // with now (`rightNow`) is no preferred style (it stays with the problem or the background).
  const lookOfNow = (f: Finding) => readerOnly && f.fieldId === 'preferred_style' && f.strength === 'cue' && !reading.labels.has(f.raw) && rightNow.test(normalizeAnswer(f.raw));
  // ("right now they have to call or email and we lose a ton of people", "회원들이 직접 수업 시간 보고 예약하고 결제까지 하는 사이트가
  // 필요해요", "전에 하던 가게는 연기가 빠지질 않아서 손님들이 옷에 냄새 밴다고 싫어했어요"): the customers act in every story. Off its
  // question, who they are is filed only from words of a group of people or of reaching them (`audienceWords`: families,
  // students, "20대", "想接觸", "want to meet"), or of what they are made of (`audienceMakeup`: "mostly", "主要", "주로",
  // "많아요"), or under its heading; otherwise the sentence stays where it belongs and the question is asked. (A home's
  // people are its household: there any word of them is.)
  const audienceInPassing = (f: Finding) =>
    readerOnly &&
    f.fieldId === 'target_audience' && state.projectType !== 'residential_space' && f.strength === 'cue' && f.value.kind === 'free_text' && !reading.labels.has(f.raw) && !audienceWords.test(normalizeAnswer(f.raw)) && !audienceMakeup.test(normalizeAnswer(f.raw));
  // ("we only have a facebook page, people message us there", "我們有LINE官方帳號" while the site is asked: a short reply that
  // opens with where the visitor is online answers the site's question; no other topic's words in it are its topic.)
  // (Where: a platform, a handle or an address; not where a site is spoken of, most often wished for: "想要有可以線上預約的網站
  // 現在都用line約 很亂".)
  const opening = normalizeAnswer(text.split(/[,，。.!?！？\n]/)[0] ?? '');
  const onlineReply = (asked.id === 'url' || asked.id === 'brand_website') && wordsIn(text) <= 10 && (webPresence.test(opening) || namesAnAddress(opening)) && !siteWord.test(normalizeAnswer(text));
  const wordInPassing = (f: Finding) => onlineReply && f.strength === 'cue' && f.value.kind === 'free_text';
  // ("The agent … kept going on about 'keep everything white and grey' … Colours, though... Linh wants a green kitchen and I want
  // navy, and we haven't settled it"): a topic the message leaves open is filed from none of its words in passing.
  const ofATopicLeftOpen = (f: Finding) => f.strength === 'cue' && f.value.kind === 'free_text' && reading.leftOpen.has(f.fieldId) && !reading.labels.has(f.raw);
  let others = findings.filter((f) => f.fieldId !== asked.id && (modelNamed(f.fieldId) || f.declined === true) && !fromAQuestion(f) && !ofATopicLeftOpen(f) && !likedSite(f) && !colourInPassing(f) && !colourAsAPiece(f) && !considerationInPassing(f) && !lookOfNow(f) && !lookInPassing(f) && !audienceInPassing(f) && !wordInPassing(f));
  // ("現在客人都打電話，夏天我們在爬梯子根本沒辦法接，漏掉很多案子", "…glossy brown granite in like 2005, and there are popcorn
  // ceilings everywhere"): a sentence split between two topics, one of them only in passing (the customers acting in the
  // story, colours not named as the design's, what has to be, the look of now), is the other topic's whole: that part is
  // no one's otherwise.
  others = others.map((f) => {
    if (f.strength !== 'cue' || f.value.kind !== 'free_text') return f;
    const sentence = reading.freeSentences.find((s) => {
      const parts = reading.topicParts.get(s);
      return parts?.size === 2 && parts.get(f.fieldId) === f.raw && findings.some((d) => d.fieldId !== f.fieldId && parts.get(d.fieldId) === d.raw && (audienceInPassing(d) || lookOfNow(d) || colourInPassing(d) || considerationInPassing(d)));
    });
    if (sentence === undefined) return f;
    // (Whole as said, where only an option named in passing was taken out of it: "지금은 손님들이 다 전화로 예약하는데, …".)
    const whole = reading.fullSentence.get(sentence) ?? sentence;
    const words = findings.every((g) => g.strength !== 'structured' || g.value.kind === 'choice' || !whole.includes(g.raw)) ? whole : sentence;
    return { ...f, raw: words, value: { kind: 'free_text', text: words } };
  });
  // ("Right now they go out in plain brown boxes with a sticker"): the packaging heard in a sentence of how things are now
  // may be what is used, not what is wanted. Off its question it is filed as a guess, "to clarify".
  // (Its words may be those of several options, each in its clause: "boxes, a sticker".)
  const formOfNow = (f: Finding) => readerOnly && f.fieldId === 'packaging_form' && sentencesOf(text).some((p) => f.raw.split(/,\s*/).some((words) => p.text.includes(words)) && rightNow.test(normalizeAnswer(p.text)));
  others = others.map((f) => (formOfNow(f) ? { ...f, clarify: true } : f));
  const namesSites = findings.some(likedSite) && !isQuestionOrDoubt(text);
  let answer: Heard['asked'] = null;

  if (asked.kind === 'free_text' || asked.kind === 'list') {
    // A sentence answers the question on screen unless it speaks only of other fields still open (or
    // answered without a word of their topic: a story's sentence that came while they were asked).
    const isOpen = (id: BriefFieldId) => id !== asked.id && (state.answers[id] === undefined || state.answers[id]!.skipped || answeredOffTopic(state, id) || guessedFromAStory(state, id));
    // When the message brings facts for other open fields, only sentences that speak of the asked one answer it.
    // (Not the way to the studio, said in passing: "we're about 15 miles from you, so one in-person meeting …" answers how to
    // work together.)
    const inPassingOnly = (f: Finding) => f.fieldId === 'distance';
    const aboutOthers = others.some((f) => isOpen(f.fieldId) && !inPassingOnly(f));
    const othersTopicWordsOrTypedValues = others.every((f) => f.strength === 'structured' || (f.strength === 'cue' && f.value.kind === 'free_text'));
    // A sentence that gave another field a typed value (a size, a date, an address) has said what it says.
    // So has one that goes on about the date another gave ("We'd like to move in by October 15. Our lease runs out at the end of October").
    // (The reader joins a list's clauses with commas: "所以是中文、英文、越南文" gave "…, 所以是中文, 英文, 越南文".)
    const saidIn = (sentence: string, f: Finding) => (f.value.kind === 'list' ? sameWordsWithin(sentence, f.raw) : sentence.includes(f.raw) || f.raw.includes(sentence));
    const givesAnotherList = (sentence: string) => others.some((f) => f.strength === 'structured' && f.value.kind === 'list' && saidIn(sentence, f));
    const givesTypedValue = (sentence: string) =>
      others.some((f) => f.strength === 'structured' && !inPassingOnly(f) && (saidIn(sentence, f) || (f.value.kind === 'date' && dateish.test(normalizeAnswer(sentence)))));
    const otherCues = (Object.entries(freeTextCuesFor(state.projectType)) as [BriefFieldId, RegExp][]).filter(([id]) => id !== asked.id).map(([, cue]) => cue);
    const namesAnotherTopic = (sentence: string) => {
      const plain = normalizeAnswer(sentence);
      return budgetCue.test(plain) || otherCues.some((cue) => cue.test(plain));
    };
    const headsATypedValue = (sentence: string) => {
      const at = text.indexOf(sentence);
      if (at < 0 || wordsIn(sentence) > 2 || /\d/.test(sentence) || !/^\s*[.:：…-]/.test(text.slice(at + sentence.length))) return false;
      // (Or names the role of a date said later in the message: "opening.. we wanted march … ok lets say mid april".)
      const namesItsRole = (f: Finding) => dateRoleCues[f.fieldId as keyof typeof dateRoleCues]?.test(normalizeAnswer(sentence)) ?? false;
      return others.some((f) => f.strength === 'structured' && f.value.kind === 'date' && text.indexOf(f.raw) > at && (wordsIn(text.slice(at + sentence.length, text.indexOf(f.raw))) === 0 || namesItsRole(f)));
    };
    const saysMoreOfAKnownList = (id: BriefFieldId, items: readonly string[]) => {
      const known = state.answers[id]?.value;
      return known?.kind === 'list' && saysMoreOfTheList(known.items, items);
    };
    // A value given before, said again as another ("… they want the files by July 1st, not end of July").
    const changesAKnownValue = (f: Finding) => {
      const known = state.answers[f.fieldId];
      return f.strength === 'structured' && f.fieldId !== asked.id && !known?.skipped && known?.value?.kind === f.value.kind && !sameValue(known.value, f.value);
    };
    const spokenOfAgain: string[] = [];
    // (The sentences of an afterthought, each added to the free-text topic it speaks of, answered before.)
    const addedTo: string[] = [];
    // (Or that opens by taking back what was said of another topic: "Oh wait, scratch what I said about the lunch crowd. …",
    // "啊對，剛剛客群講錯了😅 …" while the colours or the materials are asked.)
    const firstTopics = reading.topics.get(reading.freeSentences[0] ?? '') ?? [];
    const goesBackToAnother = firstTopics.length > 0 && !firstTopics.includes(asked.id) && (forgotToTell.test(text) || saysItCorrects(sentencesOf(text)[0]?.text ?? ''));
    const cannotAnswer: string[] = [];
    const ownValuesSentences: string[] = [];
    // (A short message answers the question on screen, whatever else its words touch.)
    const shortMessage = text.length <= (/[\p{Script=Han}\p{Script=Hangul}]/u.test(text) ? 30 : 60);
    const kept: string[] = [];
    // ("產品有脆梅、紫蘇梅，還有梅精" to the product's question: a colour heard in passing in a whole sentence, 紫 of 紫蘇, and not
    // filed, is no topic of the sentence's. Not the other topics heard in passing: what has to be, the customers acting, the
    // look of now are the story's, and answer no other question.)
    const inPassing = new Set(findings.filter((f) => f.fieldId !== asked.id && colourInPassing(f)).map((f) => `${f.fieldId}\u0000${f.raw}`));
    // ("색깔이나 그림 같은건 … 딸이 정한다고 해서 제가 지금은 뭐라 말씀을 못드리겠네요ㅎㅎ 딸이 서울 살아서 주말에 내려오면
    // 물어볼게요" while the colours are asked): a sentence that leaves the asked topic open is no answer of it, nor are the
    // sentences of no topic after it, which go on with it.
    // ("I'm afraid I can't answer that yet. Our creative director … will decide the look.", "Colours? not decided yet, my sister
    // will pick": so does a sentence of no topic that opens by leaving the question open, and the few words of its topic said
    // back, as a question, before it.)
    // (Not how the visitor works with the studio, whose answer is often who decides: "최종은 보컬 형이 정하기로 했고".)
    const leftOpen = reading.leftOpen.get(asked.id);
    const leavesAnotherOpen = (sentence: string) => [...reading.leftOpen].some(([id, said]) => id !== asked.id && said === (reading.fullSentence.get(sentence) ?? sentence));
    // (Not one the reader found leaves another topic open: "預算的話還在跟我老婆喬 還沒有確定數字" leaves the budget open.)
    const leavesAskedOpen = (sentence: string) =>
      (reading.fullSentence.get(sentence) ?? sentence) === leftOpen ||
      ((reading.topics.get(sentence) ?? []).length === 0 && !reading.labels.has(sentence) && !leavesAnotherOpen(sentence) && opensLeftOpen(sentence, asked.question));
    const openedAt = asked.id === 'collaboration_notes' ? -1 : reading.freeSentences.findIndex(leavesAskedOpen);
    const keeps = (sentence: string): boolean => {
      const speaksOf = (reading.topics.get(sentence) ?? []).filter((id) => !inPassing.has(`${id}\u0000${sentence}`));
      const weight = reading.weights.get(sentence);
      const at = reading.freeSentences.indexOf(sentence);
      // ("It's all on that board, I'll send it" while the style is asked: a sentence that only says where its answer is, or that
      // it is to come, is no answer yet; kept with the background, and the question comes back.)
      if (reading.pointers.has(sentence)) {
        cannotAnswer.push(sentence);
        return false;
      }
      // ("Smokehaven had a 40x40 last year with a full outdoor kitchen" while the brand's values are asked: a sentence whose size or
      // date was set aside as another's tells their story; it answers no question of the visitor's, unless it names it.)
      if (!speaksOf.includes(asked.id) && [...reading.othersStory].some((clause) => (reading.fullSentence.get(sentence) ?? sentence).includes(clause.trim()))) {
        cannotAnswer.push(sentence);
        return false;
      }
      // (One that leaves another topic open speaks of that topic: "Colours I honestly can't tell you yet" answers no other question.)
      if (leavesAnotherOpen(sentence)) {
        cannotAnswer.push(sentence);
        return false;
      }
      if (openedAt >= 0) {
        const goesOnLeavingIt = at > openedAt && speaksOf.length === 0 && !reading.labels.has(sentence) && (leftForLater(sentence) || leftOpenAt(sentence) >= 0);
        const saidBackBeforeIt = at === 0 && openedAt === 1 && wordsIn(sentence) <= 3 && speaksOf.includes(asked.id) && asksBack(sentence, text);
        if (at === openedAt || goesOnLeavingIt || saidBackBeforeIt) return false;
      }
      // "Timing... ideally done by end of May?": a word or two set as a heading right before a date another field took is no
      // answer of its own. (Not before an amount: "단가요.. 박스 하나에 천원 넘어가면 …" answers what matters most.)
      if (headsATypedValue(sentence)) return false;
      // A sentence headed with another topic ("Style: …" while colours are asked) is that topic's.
      const label = reading.labels.get(sentence);
      if (label && label !== asked.id) return false;
      // ("Right now it's three bedrooms, one and a half baths, a living room and a little galley kitchen" while the layout is
      // asked: the sentence the asked topic's own value was read from answers it whole, whatever its words of now would say.)
      // (Its words of another topic are still that topic's: "방 3개 화장실 2개인데 작은방이 … 너무 좁아요" tells the problem too.)
      if (asked.kind === 'free_text' && own?.strength === 'structured' && own.value.kind === 'free_text' && (reading.fullSentence.get(sentence) ?? sentence).includes(own.raw)) {
        ownValuesSentences.push(sentence);
        return true;
      }
      // "sorry one sec the tech is calling", "ok back", "sorry had a call": an aside of the visitor's moment answers no
      // question (kept with the background).
      if (!speaksOf.includes(asked.id) && isAside(sentence)) {
        cannotAnswer.push(sentence);
        return false;
      }
      // "has to read from far away on the side of the van. and still work tiny on a sticker": a sentence that goes on from the
      // one before it, kept as the answer, is more of that answer, whatever loose topic words it holds ("tiny" is no trouble).
      const previous = reading.freeSentences[reading.freeSentences.indexOf(sentence) - 1];
      if (asked.kind === 'free_text' && previous !== undefined && kept.at(-1) === previous && goesOn.test(normalizeAnswer(sentence)) && !givesTypedValue(sentence) && !asksTheDesigner(sentence, text)) return true;
      // "房型介紹 線上訂房 交通 附近景點", "首頁、房型介紹、線上訂房、交通" to the pages: a sentence that is three or more short
      // items, set apart as only a list sets them (the enumeration comma, or spaces between short Chinese names), answers the
      // list on screen, whatever topic or option words its items hold. (Not commas: they part a story's clauses too.)
      // (Nor one whose items gave another field its list: "所以是中文、英文、越南文" are the languages, while the sites liked are asked.)
      if (asked.kind === 'list' && asked.id !== 'languages' && !label && !givesAnotherList(sentence) && (/、.+、/.test(sentence) || spacedChineseItems(sentence.replace(/[.。!！~～]+$/u, '')) !== null || spacedKoreanItems(sentence) !== null)) {
        const items = listWords(sentence, asked.id);
        if (items.length >= 3 && items.every(itemLike)) return true;
      }
      // "지금 팔고 있는 건 닭가슴살 육포랑 고구마 쿠키, 그리고 …" to the products: a sentence headed with what the list on screen is
      // of, then two items or more, answers it, whatever a word of now or of another topic in it would say.
      if (asked.kind === 'list' && asked.id !== 'languages' && !label && headedAsTheList(sentence, asked.id) && listWords(sentence, asked.id).filter(itemLike).length >= 2) return true;
      // "Biggest thing is the kitchen. It's original, the cabinets are falling apart": a sentence of no topic right after a
      // short one headed with another topic (a heading that says little itself) goes on with that topic, not with the
      // question on screen.
      const before = reading.freeSentences[reading.freeSentences.indexOf(sentence) - 1];
      const headedBefore = before === undefined ? undefined : reading.labels.get(before);
      if (headedBefore && headedBefore !== asked.id && speaksOf.length === 0 && !shortMessage && wordsIn(before!) <= 6) return false;
      // "如果要聯絡可以打0937-215-806找阿哲": how to reach the visitor answers no question of the design, but how to work
      // together (kept with the background).
      if (asked.id !== 'collaboration_notes' && givesContact(sentence)) {
        cannotAnswer.push(sentence);
        return false;
      }
      // One that speaks twice of a topic answered before, and not of the asked one, goes on with that topic
      // ("品牌想傳達的是「慢」…" while the audience is asked, the brand's values known already).
      if (!shortMessage && !speaksOf.includes(asked.id) && speaksOf.some((id) => id !== asked.id && !isOpen(id) && (weight?.get(id) ?? 1) >= 2)) {
        spokenOfAgain.push(sentence);
        return false;
      }
      const strongestOther = Math.max(0, ...speaksOf.filter(isOpen).map((id) => weight?.get(id) ?? 1));
      // While the sites the visitor likes are asked, a sentence naming a site is about one, whatever words of a look
      // it uses for it ("이브자리 사이트가 깔끔해서 좋더라고요").
      // (But not one about the visitor's own site: "아 사이트는 지금 없어요. 인스타만 있어요" names no one else's.)
      if (asked.id === 'competitors' && noWebsiteCue.test(normalizeAnswer(sentence))) return false;
      if (asked.id === 'competitors' && !label && (siteWord.test(normalizeAnswer(sentence)) || namesAWebAddress.test(sentence)) && !asksBack(sentence, text)) return true;
      // In a business's story people are everywhere ("客人", "my mother", "the regulars"): one word of them in passing,
      // under no heading, does not take a sentence away from the question on screen ("어머니가 60대셔서 관리자 화면이
      // 쉬워야 해요" to what matters most). A home's household is its people: there it does.
      const peopleInPassing = speaksOf.some(isOpen) && onlyPeopleInPassing(speaksOf.filter(isOpen), weight);
      if (state.projectType !== 'residential_space' && !speaksOf.includes(asked.id) && peopleInPassing && !label && !givesTypedValue(sentence)) return true;
      // "budget I'd have to ask my husband" while the household's days are asked: another topic left undecided, or to
      // someone else, is no answer to the question on screen (kept with the background).
      if (isUndecided(sentence) && namesAnotherTopic(sentence)) {
        cannotAnswer.push(sentence);
        return false;
      }
      // The asked field keeps a sentence that speaks of it at least as much as of any other open field.
      if (speaksOf.includes(asked.id)) return (weight?.get(asked.id) ?? 1) >= strongestOther;
      // A question to the designer ("how long does a design like this usually take?", "請問你們有做過喜帖嗎？") is no
      // answer to the question on screen, unless it speaks of its topic ("could the colours be warmer?").
      if (asksTheDesigner(sentence, text)) return false;
      // "Lease starts February 1", "발매는 6월 5일로 잡혀있어요", "2019년에 열었어요 참고로" while the style, the colours or the
      // customers are asked: a sentence that tells only when something happens or happened is no answer to a question
      // whose answers say what. (Kept with the background, unless a date field took it.)
      if (asked.timeless && tellsOnlyWhen(sentence, ctx)) {
        if (!givesTypedValue(sentence)) cannotAnswer.push(sentence);
        return false;
      }
      // "Another company quoted us $85,000 for just the kitchen and baths which is insane" while the style is asked: a
      // sentence that speaks of money for sure (a currency or a scale), and of nothing the question asks, tells what
      // something costs, not what something looks like or who it is for. (Kept with the background.)
      if (asked.moneyless && saysMoneyForSure(sentence, ctx)) {
        if (!givesTypedValue(sentence)) cannotAnswer.push(sentence);
        return false;
      }
      // "喔還有我的書也很多", "Oh and online too, my daughter just started an Etsy shop": a message that opens by adding to
      // what was said before goes on with it, and answers the question on screen only where it speaks of its topic.
      // (So does one that opens by going back to a thing left out, of another topic: "아 손님 얘기 하나 빠뜨렸네요! 작년부터 캠핑
      // 다니는 30대 부부들이 …" while the materials are asked; what it adds to a topic answered before is added there.)
      if ((asked.kind === 'free_text' || asked.kind === 'list') && asked.id !== 'project_background' && (afterthought.test(text) || goesBackToAnother)) {
        if (!givesTypedValue(sentence)) cannotAnswer.push(sentence);
        if (speaksOf.some((id) => id !== asked.id && !isOpen(id))) addedTo.push(sentence);
        return false;
      }
      // A sentence without the words every answer to the question has ("who are your customers" is answered with
      // people) is no answer to it, unless it is a short reply.
      if (!speaksOf.length && !shortReply(sentence) && !canAnswer(asked.id, sentence)) {
        cannotAnswer.push(sentence);
        return false;
      }
      // "Is it normal to pay for the design and the printing separately? Our old printer in Albuquerque closed." while the
      // style is asked: a reply that opens with a question to the studio goes on explaining it; a sentence of no topic
      // after it is that question's, not the answer on screen (kept with the background, and the question comes back).
      const opening = reading.freeSentences[0];
      if (speaksOf.length === 0 && !label && opening !== undefined && opening !== sentence && asksTheDesigner(opening, text) && !(reading.topics.get(opening) ?? []).includes(asked.id)) {
        cannotAnswer.push(sentence);
        return false;
      }
      // A whole sentence of no topic answers the question on screen, beside sentences filed elsewhere by their topic words or typed values.
      // (Nor one that says a list known before again with more in it: "啊 剛想到 還是要中文跟英文 附近很多外商…" updates the languages.)
      // (Nor one that gives a list known before as another: "…日文先不做了。但要加越南文。所以是中文、英文、越南文" changes the languages.)
      if (others.some((f) => f.strength === 'structured' && f.value.kind === 'list' && saidIn(sentence, f) && (saysMoreOfAKnownList(f.fieldId, f.value.items) || changesAKnownValue(f)))) {
        cannotAnswer.push(sentence);
        return false;
      }
      // ("Oh wait, I just called the printer and they want the files by July 1st, not end of July" while the style is asked, the
      // deadline known): the rest of a sentence that changed a value known before is its reason, not the answer on screen.
      const whole = reading.fullSentence.get(sentence) ?? sentence;
      if (whole !== sentence && !speaksOf.includes(asked.id) && others.some((f) => changesAKnownValue(f) && whole.includes(f.raw))) return false;
      return !speaksOf.some(isOpen) && (!aboutOthers || (asked.kind === 'free_text' && speaksOf.length === 0 && othersTopicWordsOrTypedValues && reading.fullSentence.get(sentence) === sentence && !givesTypedValue(sentence) && !asksBack(sentence, text)));
    };
    for (const sentence of reading.freeSentences) if (keeps(sentence)) kept.push(sentence);
    const short = reading.freeSentences.length === 1 && shortReply(text);
    // A short reply with no fact of its own answers the question on screen, unless it lists another field's items.
    const asksOnly = reading.freeSentences.length > 0 && reading.freeSentences.every((sentence) => asksTheDesigner(sentence, text));
    // ("명함도 같이 해주세요", "名片也想一起做" while the colours are asked: nor one with no colour, whose every word names another
    // open topic.)
    const wholeOfAnotherTopic =
      asked.id === 'colors_and_elements' && !colourWords.test(text.normalize('NFKC').toLowerCase()) && !passesAQuestion(text) && others.some((f) => f.strength === 'cue' && isOpen(f.fieldId) && wordsOnly(f.raw) === wordsOnly(text));
    if (kept.length === 0 && short && !asksOnly && cannotAnswer.length === 0 && !wholeOfAnotherTopic && !others.some((f) => f.strength === 'structured' || (f.value.kind === 'list' && isOpen(f.fieldId)))) kept.push(...reading.freeSentences);
    const speaksOfAsked = kept.some((sentence) => (reading.topics.get(sentence) ?? []).includes(asked.id));
    const labelledElsewhere = reading.freeSentences.some((sentence) => (reading.labels.get(sentence) ?? asked.id) !== asked.id);
    // The whole message, in the visitor's words, unless a sentence left out speaks of another open field.
    const leftForOthers = reading.freeSentences.some((sentence) => !kept.includes(sentence) && (reading.topics.get(sentence) ?? []).some(isOpen));
    // (Nor a question to the designer left out: it is not the asked field's.)
    const questionLeftOut = reading.freeSentences.some((sentence) => !kept.includes(sentence) && asksTheDesigner(sentence, text));
    const whole = (kept.length === reading.freeSentences.length || speaksOfAsked) && !labelledElsewhere && !leftForOthers && !questionLeftOut && !reading.freeSentences.some(leavesAnotherOpen) && !others.some((f) => f.strength === 'structured');
    // A sentence that speaks of several topics gives the asked field only its own parts.
    // Only where the other topics' parts are filed in their own fields: no words are dropped from the brief.
    const ownParts = kept.map((sentence) => {
      const parts = reading.topicParts.get(sentence);
      const othersFiled = parts && [...parts.entries()].every(([id, words]) => id === asked.id || sharesPart(id, words));
      return othersFiled ? parts.get(asked.id) : undefined;
    });
    // The materials asked: the visitor's words on them, a clause each, from the sentences that name a material ("한지나
    // 두꺼운 종이요", "袋子要能冷凍 不能一冰就裂開 禮盒想用牛皮紙": what the material must stand is said with it), not only
    // the material words the reader knows (each clause as `saysOfMaterials` keeps it).
    const materialClauses =
      asked.id === 'preferred_materials' && own
        ? sentencesOf(ofThisProject.normalize('NFKC'))
            // (Notes pasted a line a topic are read a line at a time: "- Look: …\n- Materials: recycled paperboard …".)
            .flatMap((sentence) => sentence.text.split('\n').map((line) => ({ text: line.replace(listBullet, '') })))
            .filter((sentence) => namesAMaterial.test(sentence.text.toLowerCase()))
            // (Without its heading: "Materials: glass for sure, …", "材質就是玻璃罐", "소재는 재생지랑 …".)
            .map((sentence) => withoutListHeading(sentence.text, 'preferred_materials'))
            .flatMap((sentence) => clausesOf({ text: sentence, start: 0, end: sentence.length }))
            .map((clause) => clause.text.replace(/^[\s,，、]+|[\s.!。！~～]+$/gu, '').trim())
            .filter((clause) => saysOfMaterials(clause, text, others))
        : [];
    const joined = ownParts.some(Boolean) ? kept.map((sentence, i) => ownParts[i] ?? sentence).join(' ') : whole ? text : kept.join(' ');
    // (Not the visitor's first message when it names a topic of the story besides what it dates or prices: "5월 16일 결혼식이라
    // 청첩장 디자인이 3월 초까지는 나와야 돼요!!" opens their story; "Our budget is around $20k and we'd like to launch by the end of
    // June" does not.)
    const opening = Object.keys(state.answers).length === 0 && Object.values(freeTextCuesFor(state.projectType)).some((cue) => cue?.test(normalizeAnswer(text)) ?? false);
    const onlyPractical = !opening && reading.freeSentences.length === 0 && others.length > 0 && others.every((f) => f.value.kind === 'money' || f.value.kind === 'date');
    if (asked.id === 'project_background' && !onlyPractical) {
      answer = { value: { kind: 'free_text', text }, raw: text };
    } else if (asked.id === 'url' || asked.id === 'brand_website') {
      // A web address question takes an address, or "none": other words are not one.
      // ("없어요. 아버지 폰으로 카톡 주문만 받아요": a reply whose first sentence says there is none answers with it; the sentences
      // after it go to their own topics.)
      const saysNone = (words: string) => noneYet.test(words.normalize('NFKC').toLowerCase().trim());
      const first = sentencesOf(text)[0]?.text.trim() ?? '';
      const none = saysNone(text) ? text : first !== text.trim() && saysNone(first) ? first : null;
      answer = own ? { value: own.value, raw: own.raw } : none ? { value: { kind: 'free_text', text: none }, raw: none } : null;
    } else if (asked.id === 'preferred_materials' && own && materialClauses.length > 0) {
      // The materials asked, in the visitor's words: a clause each (see `materialClauses`).
      answer = { value: { kind: 'list', items: materialClauses }, raw: materialClauses.join(', ') };
    } else if (asked.kind === 'list' && own) {
      // The competitors asked: the sites in the visitor's words, a site a clause (see `namingClauses`), not the names alone.
      // (With the sentences after it that the answer kept: "… Goettl and Parker & Sons have nice sites too" is more of it.)
      const said = kept.filter((sentence) => !own.raw.includes(sentence) && !asksBack(sentence, text)).reduce((before, sentence) => joinedClause(before, sentence, true), own.raw);
      const named = asked.id === 'competitors' && own.value.kind === 'list' && !namesMarked(said) ? namingClauses(said, own.value.items) : [];
      // (Read by the names alone, the competitors' reply keeps all its sentences in its words too.)
      answer = named.length > 0 ? { value: { kind: 'list', items: named }, raw: said } : { value: own.value, raw: asked.id === 'competitors' ? said : own.raw };
    } else if (kept.length > 0 && asked.kind === 'free_text') {
      // The asked topic's own sentence, though a number or an option in it was filed elsewhere ("병은 750ml 유리병이고 …"),
      // comes with the sentences that go on from it.
      // (Never the same words twice: the topic's own sentences may already hold what was kept.)
      const ownWords = own && own.value.kind === 'free_text' ? wordsOnly(own.raw) : '';
      // (The kept sentences the topic's own words already hold are not said again: "Jars are 16 oz, no sorry, 12 oz".)
      const rest = kept.filter((sentence) => !ownWords.includes(wordsOnly(sentence))).join(' ');
      // (Nor the topic's own words when the kept sentences hold every one of them: "We both work from home, and we cook a
      // lot" is all in "We both work from home, I'm a sound engineer …, and we cook a lot".)
      const joinedWords = new Set(plainWords(joined));
      const keptHoldsOwn = own !== undefined && own.value.kind === 'free_text' && plainWords(own.raw).every((w) => joinedWords.has(w));
      const withOwn =
        own && ownWords && !wordsOnly(joined).includes(ownWords) && !keptHoldsOwn
          ? !rest || ownWords.includes(wordsOnly(joined))
            ? own.raw
            : text.indexOf(own.raw) <= text.indexOf(kept[0]!)
              ? `${own.raw} ${rest}`
              : `${rest} ${own.raw}`
          : joined;
      answer = { value: { kind: 'free_text', text: withOwn }, raw: withOwn };
    } else if (kept.length > 0 || (asked.id === 'competitors' && namesSites)) {
      // A doubt or a question back names no site ("Not sure, what do you usually do?"). (Web addresses are read from the
      // whole message: the reader set their words apart.)
      const said = namesSites ? ofThisProject : kept.filter((sentence) => !asksBack(sentence, text)).join(' ');
      const picked = asked.id === 'competitors' ? competitorWords(said) : [];
      // (In the visitor's words, a site a clause: see `namingClauses`.)
      const inTheirWords = picked.length > 0 && !namesSites && !namesMarked(said) ? namingClauses(said, picked) : [];
      // (An item that says money for sure is no competitor or site: "預算我問過一個同行 他說他做網站花了15萬" tells a peer's price.)
      const items = (inTheirWords.length > 0 ? inTheirWords : picked).filter((item) => !(asked.moneyless && saysMoneyForSure(item, ctx)));
      const value = items.length > 0 ? { kind: 'list' as const, items } : (listValue(asked, kept, text, ctx) ?? null);
      if (value) answer = { value, raw: joined };
    } else if (own) {
      answer = { value: own.value, raw: own.raw };
    } else if (openedAt >= 0) {
      const said = reading.freeSentences[openedAt]!;
      answer = { value: { kind: 'undecided' }, raw: said };
    }
    // What those sentences say is added to their topics, though answered before.
    const saidAgainIn = (f: Finding, sentences: readonly string[]) => sentences.some((x) => f.raw.includes(x) || x.includes(f.raw));
    others = others.map((f) => (f.strength === 'cue' && (saidAgainIn(f, spokenOfAgain) || (f.value.kind === 'free_text' && saidAgainIn(f, addedTo))) ? { ...f, again: true as const } : f));
    if (answer) {
      // What the asked field took is not also filed elsewhere under a loose topic.
      const taken = answer.raw;
      const takenWords = wordsOnly(taken);
      // ("首頁 服務項目 … 客戶評價" to the pages: words a list on screen took as its items are no other topic's sentence.)
      // ("頁面大概要 首頁、房型介紹、線上訂房、交通方式 還有常見問題": nor are some of its clauses, by the "問題" of an FAQ's page.)
      const itemsOfTheList = (f: Finding) =>
        answer!.value.kind === 'list' && f.strength === 'cue' && f.value.kind === 'free_text' && f.raw.split(/,\s*/).every((part) => wordsOnly(part) !== '' && takenWords.includes(wordsOnly(part)));
      // ("手機好操作最重要 我們客人幾乎都用手機" to what matters most: nor are that answer's words another topic's by the topic
      // words in them. A home's household is the exception: "…the stairs, for my mother-in-law" tells who lives there too.)
      const whatMatters = (f: Finding) =>
        asked.id === 'key_considerations' && f.strength === 'cue' && f.value.kind === 'free_text' && takenWords.includes(wordsOnly(f.raw)) && !(f.fieldId === 'target_audience' && state.projectType === 'residential_space');
      const keep = (f: Finding) =>
        f.declined === true ||
        (!itemsOfTheList(f) &&
          !whatMatters(f) &&
          (f.strength !== 'cue' || !taken.includes(f.raw) || (f.value.kind === 'list' && !short) || ((asked.id === 'project_background' || sharesPart(f.fieldId, f.raw)) && !short) || (f.clarify !== true && ownValuesSentences.some((x) => x.includes(f.raw)))));
      return withRuledOut({ asked: answer, others: withContinuations(reading, new Set(kept), others.filter(keep), timeless) });
    }
    return withRuledOut({ asked: null, others: withContinuations(reading, new Set(), others, timeless), ...(cannotAnswer.length > 0 ? { elsewhere: cannotAnswer } : {}) });
  }

  // "음 그건 잘 모르겠어요 … 했는지 안 했는지", "no idea honestly, my dad might have done something": a choice that offers
  // "not sure" is answered by a reply that opens by not knowing, whatever it goes on to wonder (never the "no" inside it).
  const notSure = asked.kind === 'choice' ? asked.options?.find((o) => o.id === 'not_sure') : undefined;
  // (Not one that hands the question back, "Not sure honestly, what do you think?": that passes it.)
  if (notSure && opensWithDoubt(text) && !asksTheDesigner(text) && !asksOpinion(text) && !leavesItToDesigner(text)) {
    return withRuledOut({ asked: { value: { kind: 'choice', selected: [notSure.id] }, raw: text }, others: withContinuations(reading, new Set(), others.filter((f) => f.fieldId !== asked.id), timeless) });
  }
  // ("要 麻煩你們" to the trademark help: a short reply the asked field takes whole is no loose topic's sentence too.)
  const besides = (taken: string) => (shortReply(text) ? others.filter((f) => !(f.strength === 'cue' && f.value.kind === 'free_text' && taken.includes(f.raw))) : others);
  if (own && typedValueSaid(own.value, own.raw)) {
    const value = asGuess(own.value, text);
    return withRuledOut({ asked: { value, raw: own.raw, ...(own.clarify ? { clarify: true as const } : {}) }, others: withContinuations(reading, new Set(), besides(own.raw), timeless) });
  }
  const structuredElsewhere = others.some((f) => f.strength === 'structured');
  // (A yes or a no is the reply's first word, never the start of words left over beside another fact:
  // "商標前年就註冊好了，是舊的名字跟圖" leaves "是舊的名字跟圖", whose 是 is no yes.)
  const wordsRead = structuredElsewhere && asked.kind !== 'yes_no' ? reading.freeSentences.join(', ') : ofThisProject;
  // (Nor, for a date, a sentence of what comes after this project: "반응 좋으면 가을에 부산 박람회도 나갈 생각이라 부스를 재사용할 수
  // 있으면 좋겠어요" while the move-out is asked dates the next show.)
  const laterPlans = asked.kind === 'date' ? others.filter((f) => f.fieldId === 'plans_after_project').map((f) => f.raw) : [];
  // (Not a reply of that sentence alone: "2호점이 4월 오픈이라 3월 안에는 나와야 돼요" to the deadline is due before the next shop.)
  const sentencesRead = laterPlans.length === 0 ? [] : sentencesOf(wordsRead);
  const ofThePlans = (p: Piece) => laterPlans.some((plan) => plan.includes(p.text.trim()) || p.text.includes(plan));
  const words = sentencesRead.length > 1 && !sentencesRead.every(ofThePlans) ? sentencesRead.filter((p) => !ofThePlans(p)).map((p) => p.text).join(' ') : wordsRead;
  // ("我們有線香、環香、香粉" to the trademark question: words another list took whole are its items, no "有" of the choice.)
  const takenByAList = others.some((f) => f.value.kind === 'list' && f.strength === 'cue' && wordsOnly(f.raw).includes(wordsOnly(words)));
  if (words.trim() && !takenByAList) {
    const loose = looseStructured(asked, words, ctx, brief.quantitiesSaid);
    const value = loose && asGuess(loose, text);
    // The words left beside another fact ("剛問了我老公" beside a budget) are no "other" option of their own.
    const leftOverOther = structuredElsewhere && value?.kind === 'choice' && value.otherText !== undefined;
    if (value && !leftOverOther) return withRuledOut({ asked: { value, raw: words }, others: besides(words) });
  }
  return withRuledOut({ asked: null, others: withContinuations(reading, new Set(), others, timeless) });
}

/** Whether one of two texts holds the other's words, whatever marks and spaces part them. */
function sameWordsWithin(a: string, b: string): boolean {
  const x = wordsOnly(a);
  const y = wordsOnly(b);
  return x !== '' && y !== '' && (x.includes(y) || y.includes(x));
}

/** The words of a text, lower case, without their punctuation (Chinese by character). */
function plainWords(text: string): string[] {
  return text.normalize('NFKC').toLowerCase().match(/\p{Script=Han}|[\p{L}\p{N}'’]+/gu) ?? [];
}

/** Whether a sentence gives a phone number or an e-mail address: how to reach the visitor. */
function givesContact(sentence: string): boolean {
  return findPhones(sentence.normalize('NFKC')).length > 0 || findEmails(sentence).length > 0;
}

/** Whether the words (lower case, NFKC) hold a web address or a handle. */
function namesAnAddress(said: string): boolean {
  return /@\w|https?:|www\./i.test(said) || namesAWebAddress.test(said);
}

/** Whether a reply speaks of being online at all: an address, a handle, a site, a platform, or having none. */
export function namesAWebPresence(raw: string): boolean {
  const said = normalizeAnswer(raw);
  // ("none yet, just the Nextdoor post", "還沒有，只有LINE群組", "아직 없어요": having none, whatever follows, answers it.)
  return namesAnAddress(said) || opensWithNone(raw) || parseYesNo(raw)?.value === false || siteWord.test(said) || webPresence.test(said) || noWebsiteCue.test(said) || isNoPreference(raw) || declines.test(said);
}
