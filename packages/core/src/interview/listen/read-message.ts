import { isBuiltSpaceProjectType, type BriefFieldId, type BriefValue, type Currency, type ProjectType } from '@genie/contracts';
import type { InterviewField } from '../catalogue.ts';
import { clauseAround } from '../parse/clause-around.ts';
import { unitsPerUsd } from '../../currencies.ts';
import { namedAsTheOnlyOne, parseChoice, saidAsTheOnlyOne } from '../parse/choice.ts';
import { ordinalDay } from '../parse/english-number-words.ts';
import { countedFromToday, datedFromTodayOnly, daySpanJoiner, daysSpanned, findDates, spanLastDay, holidayOnlyAsOccasion, lastYearBefore, namesLastYear, namesMonth, namesSeasonOrHoliday, opensASpan, parseDate, tellsAHolidaysDate, thisYearSetAgainstLast } from '../parse/date.ts';
import { boundOf, isApproximate, saidAsADifference } from '../parse/amounts.ts';
import { asksBack, leftForLater, leftForLaterAt, changedMindWords, reasonThenMeant, declines, findCorrection, isQuestionOrDoubt, isUndecided, leftOpenSpan, onlyPointsElsewhere, takenBackBeside, opensUndecided, opensWithAReservation, justHeard, laterIsMeant, laterIsTheFirstPlan, namedAsFirstPlan, notToExceed, valueOnACondition, wondersBetween, type SaidAt } from '../parse/intents.ts';
import { remembered } from '../parse/memo.ts';
import { amountForTheWorkAlone, saysTheWorkAlone, clauseSaidNotTheBudget, costLeftOutOfTheAmountBefore, countedInTenThousands, findMoney, moneyAllSpent, moneyOfAnotherParty, moneySpentEverywhere, paidForAnotherThing, parseMoney, paymentOfAnotherKindIn, spentByTheClauseBefore, tellsOnlyOfMoneySpent, unspentMoney } from '../parse/money.ts';
import { escaped, everywhere, normalizeAnswer } from '../parse/normalize-answer.ts';
import { chineseNumeralClass, digitsForCountingWords, scanNumbers } from '../parse/numbers.ts';
import { localToday, type ParseContext } from '../parse/parse-context.ts';
import { findQuantities, withSquareMeters } from '../parse/quantity.ts';
import { parseYesNo } from '../parse/yes-no.ts';
import { isTownshipOf, placeNamesAnyCase, placeSaidByShape, placeWithin, placeWords, saidAsSite, shapedPlacesIn, wordsBefore } from './places.ts';
import { isPlaceOfAnotherSubject } from './place-of-another-subject.ts';
import { saidOfANamedOther, saidOfAnotherParty } from './another-project.ts';
import { freeTextCues, freeTextCuesFor, headedWithAColon, householdCue, labelledTopic, namesACompetitor } from './free-text-cues.ts';
import {
  areaNumber,
  budgetCue,
  colourWords,
  moneySpent,
  channelCue,
  channelTerms,
  countsPeople,
  toTheStudio,
  asksTheStudio,
  languageAddedAfter,
  languageAddedBefore,
  languageLeftOutAfter,
  languageLeftOutBefore,
  struckOffAfter,
  struckOffBefore,
  currencyCue,
  dateish,
  dateMovedWords,
  dateRoleCue,
  dateRoleCues,
  datesJoined,
  pastHabitCue,
  languageCue,
  languageNames,
  layoutPattern,
  materialCue,
  materialTerms,
  moneyScale,
  newBuildCue,
  noWebsiteCue,
  siteWord,
  premisesAfterPlace,
  projectSiteCue,
  districtLevel,
  showWords,
  registrationHelpCue,
  trademarkCue,
  urlPattern,
  utilityCue,
  landAfter,
  landBefore,
  namesALook,
  wishForAThing,
  pointsBack,
  wantToUse,
  packagingWords,
  designWishOpening,
  itemLeadIn,
  itemTail,
  itemEnding,
  itemRuledOut,
  leaseDate,
  personsDate,
  personAway,
  beforeAPerson,
  busyWhen,
  hopeWithoutWork,
  dueWords,
  lastsUntil,
  inTotal,
  notTheirs,
  anotherParty,
  groupCompany,
  beforeThen,
  thatIsWhen,
  orBetween,
  deadlineNamed,
  siteGoesLive,
  outOfReach,
  outOfReachBefore,
  workNotDone,
  sizeOfAPart,
  visitCue,
  planThatWas,
  anotherPremisesBefore,
  pastDoneBefore,
  ifItGoesWell,
  applicationRefused,
  otherRegistration,
  notUntil,
  comingToVisit,
  eachOne,
  dayBefore,
  notForUs,
  pastUse,
  keptAsIs,
  shippedOurselves,
  formCarried,
  placeOnlyReply,
  placeReplyLeadIn,
  placeReplyTail,
  negatedClause,
  lastShowDayCue,
  showLastsCue,
  judgedTooMuch,
  routineCue,
  ledToCue,
  doubtAfterValue,
  peopleSay,
  seasonHabit,
  otherEventDate,
  processDeadline,
  newsDue,
  anotherPlaceOpens,
  pastVersion,
  wouldHaveBeen,
  workStarts,
  opensWord,
  newPlaceCue,
  helpWord,
  platformSite,
  helpDeclined,
  helpAskedFor,
  helpRefused,
  identityPieces,
  regionAfterPlace,
} from './lexicon.ts';
import { competitorWords, headedItemLike, itemLike, listWords } from './list-words.ts';
import { clausesOf, sentencesOf, wordsIn, type Piece } from './pieces.ts';
import { addsTheOtherUtility, namesOnlyOneUtility, utilitiesSaid } from '../parse/utilities.ts';
import { isMeasured } from '../brief-values.ts';
import { anyPatternOf, firstPersonWords, wordsOf } from '../words/reader.ts';
import { anyReplyWords } from '../words/replies.ts';
import { reasonForTheProject } from './reason-for-the-project.ts';
import { comparison, greeting, topicWords } from './topic-words.ts';

/** A fact found in a visitor's message: the field it belongs to, its value and the words it was read from. */
export interface Finding {
  fieldId: BriefFieldId;
  value: BriefValue;
  /** The words of the message the value was read from. */
  raw: string;
  /** `structured`: a number, date, choice, address… read with its cue; `cue`: a free-text sentence by its topic words. */
  strength: 'structured' | 'cue';
  /**
   * The visitor speaks of this topic again, plainly: a sentence headed with it ("Style: …", "顏色的話…") or
   * with two of its words. Added to the field even when its question was asked and answered before.
   */
  again?: true;
  /** The visitor said they have nothing for this field ("顏色沒有特別想法", "competitors: not sure"): skipped. */
  declined?: true;
  /** The value takes back the one given before, though the message has no correction word ("5萬太保守，8萬以內都可以"). */
  corrects?: true;
  /**
   * Read with doubt: the message gives the field two different amounts and nothing in it says which is meant
   * ("$150k. … so we can stretch to $180k if …"). The later one is filed, marked "to clarify".
   */
  clarify?: true;
}

/** Words that decline a topic inside a sentence: "no particular idea", 沒有特別想法, 잘 모르겠어요. */

export interface MessageReading {
  findings: Finding[];
  /** Sentences (their text) no structured finding used up: what free-text answers are made of. */
  freeSentences: string[];
  /** Per free sentence: the fields whose topic words it has. */
  topics: Map<string, BriefFieldId[]>;
  /** Per free sentence: the whole sentence it is part of. */
  fullSentence: Map<string, string>;
  /** Per free sentence: how many topic words of each field it has (the stronger topic wins a sentence). */
  weights: Map<string, Map<BriefFieldId, number>>;
  /** Per free sentence that speaks of several topics: the parts of it that speak of each. */
  topicParts: Map<string, Map<BriefFieldId, string>>;
  /** Per free sentence headed with a topic ("Style: …", "顏色的話…", "색깔은 …"): that topic. */
  labels: Map<string, BriefFieldId>;
  /** Per topic a sentence names and leaves open ("Colours I can't tell you yet", "스타일은 아직 모르겠어요"): that sentence, whole. */
  leftOpen: Map<BriefFieldId, string>;
  /** Per choice field, the options the message names only to rule them out ("不要鐵罐了 改成紙盒"). */
  ruledOut: ReadonlyMap<BriefFieldId, ReadonlySet<string>>;
  /** Free sentences that only say where their answer is, or that it is to come (`onlyPointsElsewhere`): no topic's answer. */
  pointers: ReadonlySet<string>;
  /**
   * The clauses whose size or date the reader set aside as another business's or person's ("Smokehaven had a 40x40 last year
   * …", "T2's new Auckland flagship is apparently opening in April too"): a story of others, no answer of the question on screen.
   */
  othersStory: ReadonlySet<string>;
}

interface Context {
  /** The visitor's message, whole. */
  message: string;
  /** Fields already answered, and whether the message corrects one of them. */
  known: ReadonlySet<BriefFieldId>;
  /** Date fields known to a month said as "around then" ("8월에"), by the month (YYYY-MM): a day said later refines them. */
  knownMonths: ReadonlyMap<BriefFieldId, string>;
  /** The design's deadline is the only date the project type asks for. */
  onlyTheDeadline: boolean;
  correcting: boolean;
  /** The sentences a message's opening budget words speak for (see `sentencesHeadedByBudget`). */
  headedByBudget: () => ReadonlySet<string>;
  /** The number of the value the message takes back ("34평 아니고 32평", "not 1200 sq ft"), if it names one; read when a size or an amount meets it. */
  takenBack: () => number | null;
  /** The budget's amount the visitor gave before, if any, and the clauses that change it with no word for it. */
  budgetSaid: number | null;
  /** The top of the budget's range given before, if it was one. */
  budgetMaxSaid: number | null;
  /** The known budget's currency (null when none is known). */
  budgetCurrency: Currency | null;
  budgetChangedIn: Set<string>;
  /** The numbers of the brief's measured answers (see `BriefSoFar.quantitiesSaid`). */
  quantitiesSaid: readonly number[];
  /** Date fields known to a day (see `BriefSoFar.knownDays`). */
  knownDays: ReadonlyMap<BriefFieldId, string>;
  /** The project's place as filed before this message, if any. */
  projectPlace: string | null;
  /** The places this message has filed as the project's so far, clause by clause. */
  placesInMessage: string[];
  /** The budget read earlier in this message, with its word ("budget 90k, wait no … 120k total"). */
  budgetInMessage: number | null;
  fields: Map<BriefFieldId, InterviewField>;
  projectType: ProjectType;
  ctx: ParseContext;
  asked: InterviewField | null;
  /**
   * What a whole sentence says, read once per message for all its clauses ("1,1,1,…" is one sentence of
   * thousands of clauses): its amounts, and the options each choice field finds in it.
   */
  sentenceMoney: Map<string, ReturnType<typeof findMoney>>;
  /** The whole message is a short reply. */
  shortMessage: boolean;
  /** The message's sentences, as written. */
  sentences: () => readonly string[];
  /** The way known named again, then another: the other is the way meant now (`wayKnownThenAnother`). */
  wayKnownThenAnother: () => boolean;
  /**
   * Whether the message names an amount with its currency or scale ("1억", "$150k", "兩百萬"): a bare small number
   * beside it is no amount. Read once, and only when a bare number is met.
   */
  cuedAmount: () => boolean;
  sentenceChoices: Map<string, BriefValue | null>;
  /** Per choice field, the options the message names only to rule them out ("不要鐵罐了", "no stickers", "틴케이스는 … 빼고"). */
  optionsRuledOut: Map<BriefFieldId, Set<string>>;
  /** The clauses a value of another's was set aside from (`MessageReading.othersStory`). */
  othersStory: Set<string>;
}

/** A booth's water and power as a sentence says them (`utilitiesSaid`), read once per sentence, not once per clause. */
function utilitiesOf(sentence: string, c: Context): BriefValue | null {
  const key = `water_electricity_supply\u0001${sentence}`;
  if (!c.sentenceChoices.has(key)) c.sentenceChoices.set(key, utilitiesSaid(sentence));
  return c.sentenceChoices.get(key)!;
}

/** A message's sentence is made plain once, not once per clause of it ("1,1,1,…" has thousands). */
const plain: (s: string) => string = remembered((s: string) => digitsForCountingWords(normalizeAnswer(s)), (s) => s, 64);
/**
 * The words a topic cue is looked for in: the plain form and, where counting words became digits in it,
 * the words as written too, so "不一樣", "唯一", "一定要" still speak of their topics.
 */
/** The words without the names of two or more capitalised words said past a sentence's first word ("the Pink Line"). */
function withoutCapitalisedNames(s: string): string {
  return s.replace(/(?<=[^\s.!?]\s+)\p{Lu}[\p{L}'’&-]*(?:\s+\p{Lu}[\p{L}'’&-]*)+/gu, (name) => ' '.repeat(name.length));
}

function cueForm(s: string): string {
  const made = plain(s);
  const written = normalizeAnswer(s);
  return made === written ? made : `${made}\n${written}`;
}
const freeText = (text: string): BriefValue => ({ kind: 'free_text', text });
const interjection = /^(?:oh|ah|um+|hmm+|wait|oops|sorry|well|ok(?:ay)?|actually|so|yes|yeah|no|hi|hello|thanks?|thank you|嗯|喔|哦|對了|对了|啊|好|是的|아|음|참|네|아니요|그리고)[\s!.,]*(?:wait|actually|sorry)?[\s!.,]*$/;

function has(c: Context, id: BriefFieldId): boolean {
  return c.fields.has(id);
}

// ---- structured readers, one clause at a time ----

/** A sentence's amounts, read once per message whatever its clauses ask. */
function moneyOfSentence(sentence: string, c: Context): ReturnType<typeof findMoney> {
  let money = c.sentenceMoney.get(sentence);
  if (!money) c.sentenceMoney.set(sentence, (money = findMoney(sentence, c.ctx)));
  return money;
}

/**
 * A range of money that runs over a comma ("150k, could stretch to 180k"): read whole in the clause it
 * starts in, and not again in the clause it ends in. Undefined when no such range touches the clause.
 */
function moneyRangeAcross(clause: Piece, sentence: Piece, c: Context): BriefValue | null | undefined {
  if (clause.start === sentence.start && clause.end === sentence.end) return undefined;
  const from = clause.start - sentence.start;
  const to = clause.end - sentence.start;
  const range = moneyOfSentence(sentence.text, c).find((m) => m.value.max !== undefined && m.start < to && from < m.end && (m.start < from || m.end > to));
  // ("預算大概15萬，喔剛剛我爸說最多可以到18萬": news between the two makes the later the budget, not a range's top.)
  if (!range || justHeard.test(plain(sentence.text.slice(range.start, range.end)))) return undefined;
  return range.start >= from ? range.value : null;
}

/** Between two places of one: only marks, or the words that put the first in the region of the second (`regionAfterPlace`). */
const regionBetween = new RegExp(`^[\\s,，、]*(?:(?:${regionAfterPlace.source})\\s+)?$`, 'iu');

function readMoney(clause: string, sentence: string, c: Context): BriefValue | null {
  const s = plain(clause);
  // (Amounts may be written in words: "十五萬", "천만 원", "오백만 원", "칠천 안 넘게".)
  if (!/\d|[一二兩三四五六七八九十百千萬億]|[천만억]\s*원|[일이삼사오육칠팔구][천백만억]/.test(s)) return null;
  // ("Booth Balance Due ($7,400): February 13", "중개수수료 232만원은 잔금 때 같이 보내면 되고": a clause whose amounts are all
  // payments of another kind gives no budget.)
  if (paymentOfAnotherKindIn(clause)) {
    const amounts = findMoney(clause, c.ctx);
    if (amounts.length > 0 && amounts.every((m) => paidForAnotherThing(clause, m.start, m.end))) return null;
  }
  const currency = currencyCue.test(s);
  // ("budget wise, another agency quoted us $12k which felt crazy. I'm thinking 6 to 8k?": a message headed by the budget
  // speaks of it in every sentence.)
  const cue = budgetCue.test(plain(sentence)) || c.headedByBudget().has(sentence);
  const asked = c.asked?.id === 'budget';
  // ("방금 엄마랑 통화했는데 400까지는 괜찮다고 하시네요" after "예산은 300만원 정도": a bare number said again of a budget known in
  // 만 / 萬 is in that scale.)
  const inScale = bareBudgetInItsScale(clause, sentence, c);
  if (inScale) {
    c.budgetChangedIn.add(clause);
    return inScale;
  }
  const budgetAgain = budgetSpokenOfAgain(clause, sentence, c);
  if (budgetAgain === 'restated') return null;
  // ("our slot's been pushed back to 23 March" while the budget is asked: the numbers of a date are no amount.)
  if (asked && !currency && !moneyScale.test(s) && numbersOnlyOfDates(clause, c.ctx)) return null;
  // ("예산은 1억 안팎으로 … 딸 2학기 시작 전에": to the budget question, a bare number under 100 is no amount when the
  // message names one with its currency or scale.)
  // ("Budget is around $180k all in. … Also we have about 200 cookbooks": nor, in a sentence without the budget's word, a bare
  // number of any size with a word after it and no word of a ceiling: it counts that thing. Not "1200 안에서", in the scale
  // of the 만원 said before it.)
  const countsAThing = () => /\d\s+\p{Script=Latin}{3,}/u.test(s) && boundOf(s) === undefined && !budgetCue.test(plain(sentence)) && !c.headedByBudget().has(sentence);
  const smallBeside = () => !moneyScale.test(s) && (!/\d{3,}|\d[,.]\d/.test(s) || countsAThing()) && c.cuedAmount();
  // ("我老公說十萬以內都可以", "ok he says 75k max for everything": while the budget is open, an amount of money for sure,
  // written with its scale and a word of its ceiling or its roughness, is the budget; not money spent or saved.)
  const scaledWithBound = () =>
    !c.known.has('budget') && moneyScale.test(s) && !moneySpent.test(s) && (boundOf(s) !== undefined || isApproximate(s)) && findMoney(clause, c.ctx).some((m) => moneyScale.test(plain(m.text)));
  // ("預算抓150左右", "예산은 한 300 생각중이에요": a number beside the budget's own word, in its clause, read in 萬 / 만 as the
  // language writes budgets.)
  const besideBudgetWord = () => budgetCue.test(s) && !areaNumber.test(s) && (parseMoney(s, c.ctx)?.amount ?? 0) >= 1000;
  if (!currency && !(cue && (moneyScale.test(s) || /\d{4,}|\d{1,3}(?:,\d{3})+/.test(s))) && !(asked && !areaNumber.test(s) && !smallBeside()) && !budgetAgain && !scaledWithBound() && !besideBudgetWord()) return null;
  if (budgetAgain === 'changed') c.budgetChangedIn.add(clause);
  // ("It went $15,000 over", "(去年兩攤總共花了22萬)", "Ron's sister spent $80,000 just on her kitchen": money spent, someone
  // else's or the last project's, and no word of the budget in its clause, is none, whatever question is on screen.)
  // (Nor beside the budget's word in another clause: "budget wise, another agency quoted us $12k which felt crazy".)
  // (Nor in a clause of its own beside the budget's: "예산은 … 3천에서 3천5백 생각해요 리포머 기구값 4천은 따로구요".)
  // (The words of spending are no word of the budget: "it cost him $200k!!" tells what it cost.)
  if ((!cue || !budgetCue.test(s.replace(moneySpentEverywhere, ' '))) && (moneyAllSpent(clause, c.ctx) || spentInItsSentence(clause, sentence, c))) return null;
  // ("The extra $6,500 for the space is coming out of marketing, not your budget": nor money its sentence says is not the budget.)
  if (clauseSaidNotTheBudget(clause, sentence, c.ctx)) return null;
  // (Nor the cost of what the amount before it leaves out: "$35k all in, not counting flights and the hotel which are another ~$8k".)
  // (Not one its own clause calls the budget: "洗衣機…大概要200萬 這個不算 裝潢的預算想抓120萬".)
  if (!budgetCue.test(s) && costLeftOutOfTheAmountBefore(clause, sentence, c.ctx)) return null;
  // (Nor another's, whatever words of the budget stand beside it, whatever is asked: "預算抓12萬左右 我朋友的診所網站做了30幾萬"; an amount the money
  // reader does not find, "30幾萬", by the words before its number. Beside the visitor's own, "옆 가게는 1억 들었는데 저희는 5천만
  // 원", the own is read below.)
  if (moneyOfAnotherParty(clause, c.ctx) || (findMoney(clause, c.ctx).length === 0 && anotherParty.test(s.slice(0, Math.max(0, s.search(/\d/)))))) return null;
  // (Nor, to the budget's question, money spent or another's said without the budget's word: "我朋友的網站做了15萬",
  // "작년에 500 들었어요" tell what something cost.)
  if (asked && !budgetCue.test(plain(c.message)) && tellsOnlyOfMoneySpent(c.message, c.ctx)) return null;
  const read = readBudgetAmount(clause, s, c, currency);
  if (read !== null && quantitySaidAgain(read, clause, c.quantitiesSaid)) return null;
  // ("칼국수 9천원 받는디", "the data subscription is $12/acre/yr": off its question, an amount no design budget is that small
  // is a price of something, not the budget.)
  if (read?.kind === 'money' && !asked && (read.max ?? read.amount) / unitsPerUsd[read.currency] < smallestBudgetInUsd(c.projectType)) return null;
  if (read?.kind === 'money' && (cue || currency) && c.budgetInMessage === null) c.budgetInMessage = read.amount;
  return read;
}

/** The words with each web address blanked out, their length kept. */
const withoutUrls = (words: string) => words.replace(urlPattern, (url) => ' '.repeat(url.length));
/** A web address of a board of looks or of work seen: a reference (the references' own topic words, "pinterest"). */
const referenceBoard = freeTextCues.other_preferences!;

/** The sales channels a sentence names by their names (`channelTerms`) that none of the items read from it holds, as said. */
function channelsBeyond(sentence: string, items: readonly string[]): string[] {
  const held = items.map((item) => item.normalize('NFKC').toLowerCase());
  const named = listItemsAsSaid(sentence, listOf(plain(sentence), channelTerms)).filter((term) => !struckOff(sentence, term));
  return named.filter((term) => !held.some((item) => item.includes(term.normalize('NFKC').toLowerCase())));
}

/**
 * Whether an amount read as money is a quantity the brief holds with its unit, said again bare ("oh correction on the size …
 * the 1,150 includes the balcony" after "Size is 1,150 sq ft"): no currency and no scale of money in its words.
 */
export function quantitySaidAgain(value: BriefValue, words: string, quantities: readonly number[]): boolean {
  return value.kind === 'money' && value.currencyAssumed && quantities.includes(value.amount) && !moneyScale.test(normalizeAnswer(words));
}

/** Whether every number written in digits in the clause is part of a date it names. */
function numbersOnlyOfDates(clause: string, ctx: ParseContext): boolean {
  const numbers = [...clause.matchAll(/\d[\d,.]*/g)];
  if (numbers.length === 0) return false;
  const dates = findDates(clause, ctx);
  return numbers.every((n) => dates.some((d) => n.index >= d.start && n.index + n[0].length <= d.end));
}

/**
 * Whether every amount of the clause is said alone after a clause of spending ("the space is already paid for, $8,400 ugh");
 * a bare number read as money by the budget's word beside it ("…부스비는 이미 냈어요, 한 1200 정도") as well.
 */
function spentInItsSentence(clause: string, sentence: string, c: Context): boolean {
  const at = sentence.indexOf(clause);
  if (at < 0) return false;
  const within = (m: { start: number; end: number }) => m.start >= at && m.end <= at + clause.length;
  const money = findMoney(sentence, c.ctx).filter(within);
  // (Bare numbers by their place in the sentence as written: only where normalising moves no character.)
  const inClause = money.length > 0 || sentence !== sentence.normalize('NFKC') ? money : scanNumbers(sentence).filter(within);
  return inClause.length > 0 && inClause.every((m) => spentByTheClauseBefore(sentence, m));
}

/**
 * Below this many US dollars' worth, an amount said in passing is no design budget (a price, a fee, a rate): no one
 * fits out a space for less than a thousand, nor has a logo, a package or a site designed for less than a hundred.
 */
function smallestBudgetInUsd(projectType: ProjectType): number {
  return isBuiltSpaceProjectType(projectType) ? 1000 : 100;
}

/** The words of a date's sentence up to the end of its clause: a plan's condition said before the date ("If it all works out we want a second bus by next year"). */
function clauseOfPlan(clause: string, sentence: string): string {
  const at = sentence.indexOf(clause);
  return at < 0 ? clause : sentence.slice(0, at + clause.length);
}

/** The look's two halves, the style and the colours, which one sentence often gives together. */
const theLook: ReadonlySet<BriefFieldId> = new Set(['preferred_style', 'colors_and_elements']);

/** `read`, called at most once. */
function once<T>(read: () => T): () => T {
  let value: { is: T } | null = null;
  return () => (value ??= { is: read() }).is;
}

/** An amount said for sure as money: with its currency ("$85,000", "30萬元") or its scale ("65k", "150萬", "1억"). */
export function moneyForSure(m: { text: string; value: { currencyAssumed: boolean } }): boolean {
  return !m.value.currencyAssumed || moneyScale.test(plain(m.text));
}

/** Whether the message names an amount with its currency or its scale. */
function cuedAmountIn(text: string, ctx: ParseContext): boolean {
  if (!/\d|[一二兩三四五六七八九十百千萬億]|[천만억]/.test(text)) return false;
  return findMoney(text, ctx).some(moneyForSure);
}

/** A clause whose one numeral stands alone, most often inside a word ("百貨公司"). */
const onlyOneNumeral = new RegExp(`^(?:(?!${chineseNumeralClass}).)*${chineseNumeralClass}(?:(?!${chineseNumeralClass}).)*$`, 'su');

/** The amount of a clause that may speak of the budget (see `readMoney`). */
function readBudgetAmount(clause: string, s: string, c: Context, currency: boolean): BriefValue | null {
  if (areaNumber.test(s) && !currency) return null;
  const number = /\d[\d,.]*/.exec(s);
  if (number && !currency && countsPeople.test(s.slice(number.index + number[0].length))) return null;
  // "예산은 5천만 원 생각했는데 … 4,500만 원으로 줄여야", "3,000만 원이었는데 … 3,500만 원까지 올려 주셨어요":
  // two amounts in one clause with a first plan or a change between them, the later is the budget meant.
  const amounts = findMoney(clause, c.ctx).filter((m) => m.value.amount > 0);
  if (amounts.length >= 2) {
    // ("예산은 200 말고 300으로 잡아도 된대요": the amount the message takes back is not the one meant.)
    const meant = amounts.filter((m) => firstNumberIn(m.text) !== c.takenBack());
    if (meant.length === 1) return meant[0]!.value;
    // ("장비가 3천 정도라 인테리어만 보면 5천만 원이에요": the amount said to be for the design's work alone.)
    const workAlone = amountForTheWorkAlone(clause, amounts);
    if (workAlone) return workAlone.value;
    const first = amounts[0]!;
    const later = amounts.at(-1)!;
    if (first.value.amount !== later.value.amount && correctedBetween(clause, first.text, later.text)) return later.value;
    if (first.value.amount !== later.value.amount && laterGivenUp(clause, first.text, later.text)) return first.value;
    // "預算約60萬元（去年兩攤總共花了22萬）": beside money spent or the last project's, the other amount is the budget.
    const unspent = unspentMoney(clause, c.ctx).filter((m) => m.value.amount > 0);
    if (unspent.length === 1) return unspent[0]!.value;
  }
  // (A numeral that is part of a word is no number: the 百 of "百貨公司的採購"; "一百五", "十五萬" are.)
  if (!/\d/.test(clause) && onlyOneNumeral.test(clause)) return null;
  const value = parseMoney(s, c.ctx);
  return value && value.amount > 0 ? value : null;
}

/**
 * A budget said before, spoken of again with no word for it: "5萬太保守，8萬以內都可以" names the old amount
 * beside the new one ('restated' for the old amount's own clause, which adds nothing); "다시 얘기해 봤는데,
 * 7천까지는" corrects it with an amount of its scale (a fifth to five times it). Otherwise null.
 */
function budgetSpokenOfAgain(clause: string, sentence: string, c: Context): 'restated' | 'changed' | null {
  const before = c.budgetSaid ?? c.budgetInMessage;
  if (before === null || !c.fields.has('budget')) return null;
  const p = plain(clause);
  if (!(moneyScale.test(p) || /\d{4,}|\d{1,3}(?:,\d{3})+/.test(p))) return null;
  // ("6,000 is too tight, 9,000 max": a bare amount is read as the answer to a budget question would be.)
  // (Both ends of a range: "sorry meant 6 to 8k" after "around 6k" is no amount said again, but a new one.)
  const found = findMoney(clause, c.ctx).flatMap((m) => (m.value.max === undefined ? [m.value.amount] : [m.value.amount, m.value.max]));
  const inClause = (found.length > 0 ? found : [parseMoney(p, c.ctx)?.amount ?? 0]).filter((amount) => amount > 0);
  if (inClause.length === 0) return null;
  // (The same amount, or the same range, said again adds nothing: "那8到10萬是只有網站本身喔" after "8到10萬".)
  const saidBefore = c.budgetSaid === null ? [before] : [c.budgetSaid, ...(c.budgetMaxSaid === null ? [] : [c.budgetMaxSaid])];
  // (But the low end of a range said again as the most there is narrows it: "4천에서 5천 사이" then "4천 넘기면 안 될 것 같대요 … 4천만
  // 원까지로 봐주세요".)
  const ceilingAtTheLowEnd = c.budgetMaxSaid !== null && boundOf(p) === 'at_most' && inClause.every((amount) => amount === c.budgetSaid);
  if (inClause.every((amount) => saidBefore.includes(amount)) && !ceilingAtTheLowEnd) return 'restated';
  const restated = moneyOfSentence(sentence, c).some((m) => m.value.amount === before) || scanNumbers(plain(sentence)).some((n) => n.value === before);
  const near = inClause.every((amount) => amount >= before / 5 && amount <= before * 5);
  // ("ok just talked to Dr. Reyes and she said we can go up to 8k", "剛剛問我老公 他說最多可以到250萬": news just had, or a
  // new ceiling of the budget's scale, changes it.)
  const newCeiling = inClause.every((amount) => amount > before) && boundOf(p) === 'at_most';
  // ("sorry meant 6 to 8k", "不好意思 是6到8萬": a short message of one amount of the budget's scale and nothing else of
  // substance takes the budget back, whatever is on screen.)
  const alone = c.shortMessage && c.sentences().length === 1;
  // ("15萬是連同設備跟成品攝影的總額…；網站本身抓10萬就好", "인테리어 쪽은 7천 정도로"): an amount said to be for the design's own work
  // alone sets the budget apart from a total said before.
  const forTheWorkAlone = saysTheWorkAlone(clause);
  return restated || ((c.correcting || justHeard.test(plain(sentence)) || newCeiling || alone || forTheWorkAlone) && near) ? 'changed' : null;
}


/**
 * A bare number that changes a budget known in ten-thousands (만, 萬), said in that scale: "방금 엄마랑 통화했는데 400까지는
 * 괜찮다고 하시네요" after "300만원 정도". Only in Chinese and Korean, which count money so, and only where nothing else could
 * be meant: the sentence's one number (besides the budget known, named again), with no currency or scale of its own, within
 * a fifth to five times the budget known, said as the budget's ceiling or beside the old amount named again, with the
 * budget's words or as news just had. Null otherwise.
 */
function bareBudgetInItsScale(clause: string, sentence: string, c: Context): BriefValue | null {
  const before = c.budgetSaid;
  const currency = c.budgetCurrency;
  if (before === null || currency === null || !countedInTenThousands.has(currency) || before % 10_000 !== 0 || !c.fields.has('budget')) return null;
  if (c.ctx.language !== 'ko-KR' && c.ctx.language !== 'zh-TW') return null;
  const p = plain(clause);
  const whole = plain(sentence);
  if (moneyScale.test(whole) || currencyCue.test(whole) || moneySpent.test(whole) || areaNumber.test(whole)) return null;
  // ("아까 1500이라고 했는데 … 2000까지 쓰래요 ㅎㅎ 2000으로 봐주세요": beside the budget known, named again as what was said, one
  // other number, however often said.)
  const numbers = scanNumbers(whole);
  const oldNamed = numbers.some((n) => n.value * 10_000 === before);
  const others = numbers.filter((n) => n.value * 10_000 !== before);
  const inClause = scanNumbers(p).filter((n) => n.value * 10_000 !== before);
  const value = others[0]?.value;
  if (value === undefined || others.some((n) => n.value !== value) || !Number.isInteger(value) || value >= 10_000) return null;
  if (inClause.length === 0 || inClause.some((n) => n.value !== value)) return null;
  const amount = value * 10_000;
  if (amount < before / 5 || amount > before * 5) return null;
  // (As the budget's ceiling, or as a change of the amount named again: "2000으로 봐주세요".)
  const bound = boundOf(p);
  if ((bound !== 'at_most' && !oldNamed) || !(budgetCue.test(whole) || justHeard.test(whole))) return null;
  return { kind: 'money', amount, ...(bound === 'at_most' ? { bound } : {}), approximate: isApproximate(p), currency, currencyAssumed: true };
}

/** A value with the words it was read from (the recogniser's span, not the whole clause). */
interface Said {
  value: BriefValue;
  words: string;
}

/** "5個標準攤位一字排開，每個3m x 3m", "three 10x10 booths side by side", "부스 4개, 각 3x3m": the booths counted, each of one size. */
const boothCount = /(\d+) ?(?:個|个)?(?:標準|标准)?攤位|(\d+) (?:standard |inline |corner )?booths\b|부스 ?(\d+) ?(?:개|칸)|(\d+) ?(?:개|칸)의? 부스|(\d+) ?부스/;

/**
 * The most a space of each type may measure, in m², for a size read from a story: "포도밭은 5천 평" is the vineyard,
 * never the booth. (A size answering the size question is the visitor's to give, whatever it is.)
 */
const largestSpace: Partial<Record<ProjectType, number>> = { exhibition_space: 3000, residential_space: 5000 };
function plausibleSize(said: Said | null, c: Context): Said | null {
  const most = largestSpace[c.projectType];
  if (!said || most === undefined || c.asked?.id === 'space_size' || said.value.kind !== 'number_with_unit') return said;
  return (said.value.squareMeters ?? 0) > most ? null : said;
}

/** The problem's own words, without how things are now (`topicCuesAsWritten.problem_need`, which only tells a story). */
const problemNamed = wordsOf((l) => l.topicCues.problem_need, () => []);

/**
 * "our St Paul shop is tiny, like 650 sq ft" when the project's place is Northeast Minneapolis, "台中的舊店才15坪": a size
 * said after the shop of a known place other than the project's (and not said as the site of the work) is that
 * shop's. (Not for a booth: the show's venue and the exhibitor's own town are both said of it.)
 */
function ofAnotherPlace(before: string, c: Context): boolean {
  if (!c.projectPlace || c.projectType === 'exhibition_space') return false;
  const project = [...c.projectPlace.normalize('NFKC').matchAll(placeNamesAnyCase)].map((m) => m[0].toLowerCase());
  const said = before.normalize('NFKC');
  return [...said.matchAll(placeNamesAnyCase)].some((m) => {
    const place = m[0].toLowerCase();
    const shop = premisesAfterPlace.exec(said.slice(m.index + m[0].length).replace(/^\s+/, ''));
    return shop?.index === 0 && project.length > 0 && !project.some((p) => p.includes(place) || place.includes(p)) && !projectSiteCue.test(wordsBefore(said, m.index));
  });
}

/**
 * Whether the last place named before a size is another subject's ("서울 강남에 있는 큰 센터에서 6년 동안 강사로 일했는데 거기가
 * 80평짜리에"): the size is that place's, not the project's.
 */
function afterPlaceOfAnotherSubject(before: string, sentence: string): boolean {
  const said = before.normalize('NFKC');
  const last = [...said.matchAll(placeNamesAnyCase)].at(-1);
  // (What is said of the place may come after the size: "일산 42평 단독에 살다가 …" is the home left.)
  return last !== undefined && (isPlaceOfAnotherSubject(said, last.index, last.index + last[0].length) || isPlaceOfAnotherSubject(sentence.normalize('NFKC'), last.index, last.index + last[0].length));
}

/**
 * The one time or way said in a clause, in minutes, hours, kilometres or miles ("一個半小時" is 1.5 hours: see quantity.ts).
 */
function readDistance(clause: string, c: Context): Said | null {
  const found = findQuantities(clause, c.ctx, 'distance');
  if (found.length !== 1) return null;
  const [q] = found;
  // (Not metres: "一面彩繪牆 大概長20公尺" measures a wall.)
  if (q!.value.kind !== 'number_with_unit' || q!.value.unitAssumed || q!.value.unit === 'm') return null;
  // (Its bound is not the way's: "한 시간 정도" is about an hour.)
  const { bound: _bound, ...value } = q!.value;
  return { value, words: q!.text };
}

/** Whether the message names the way known (its number said again with a unit of way or time) and then one other way. */
function wayKnownThenAnother(text: string, ctx: ParseContext, known: ReadonlySet<BriefFieldId>, quantitiesSaid: readonly number[]): boolean {
  if (!known.has('distance')) return false;
  const ways = findQuantities(text, ctx, 'distance').filter((q) => q.value.kind === 'number_with_unit' && !q.value.unitAssumed && q.value.unit !== 'm');
  return ways.length === 2 && quantitiesSaid.includes(ways[0]!.value.amount) && !quantitiesSaid.includes(ways[1]!.value.amount);
}

function readArea(clause: string, sentence: string, c: Context): Said | null {
  // The land the building stands on is not the space to design ("대지 60평에 건물은 42평").
  const plainAt = (from: number, to: number) => clause.slice(Math.max(0, from), to).normalize('NFKC').toLowerCase();
  let all = findQuantities(clause, c.ctx, 'area').filter((q) => !landBefore.test(plainAt(q.start - 14, q.start)) && !landAfter.test(plainAt(q.end, q.end + 14)));
  // "對面那間連鎖的50幾坪", "옆 가게는 40평인데 저희는 20평이에요", "my sister's house in Dublin is 2,400 sq ft": a size said
  // after another person or business, since the size before it, is theirs (off its question).
  if (c.asked?.id !== 'space_size') all = all.filter((q, i) => !anotherParty.test(plainAt(i === 0 ? 0 : all[i - 1]!.end, q.start)));
  // ("out of a 3x3 m gazebo", "we have a 20 sqm living room", "客廳大概10坪", "거실이 10평"): a size said of a part of the space,
  // or of a thing in or beside it, is not the space's.
  all = all.filter((q) => !sizeOfAPart(clause, q.start, q.end));
  // ("새 집은 지금 집보다 | 딱 10평 넓은 34평이에요": by how much one is bigger, the sentence's comparison before its clause, is no size.)
  const at = Math.max(0, sentence.indexOf(clause));
  all = all.filter((q) => !saidAsADifference(sentence, at + q.start, at + q.end));
  // "지금 12평인데 옆 칸 8평 합쳐서 20평 돼요": the size after the word for the whole is the size meant.
  const total = inTotal.exec(plain(clause));
  // ("34평 아니고 32평이래요 34평은 옆 라인이라네요": the size the message takes back is not the one meant, wherever it is said again.)
  // (A clause that says only the size taken back, "坪數不是35坪", gives none.)
  const notTakenBack = all.filter((q) => q.value.kind !== 'number_with_unit' || q.value.amount !== c.takenBack());
  if (notTakenBack.length < all.length) all = notTakenBack;
  // "3x3 부스 6개를 붙여서 54㎡": a size said with its unit says more than one whose unit is only assumed.
  const withUnit = all.filter((q) => q.value.kind !== 'number_with_unit' || !q.value.unitAssumed);
  // "부스는 30㎡… 아 아니다 36㎡예요": a size taken back in the same clause gives way to the one meant.
  // ("33평인가 관리비 고지서엔 34평으로 나와요 34평이요": a first size asked of itself, then another said, gives way to it.)
  const hedgedFirst = all.length > 1 && doubtAfterValue.test(clause.slice(all[0]!.end, all[0]!.end + 8));
  const takenBack = all.length > 1 && (hedgedFirst || laterIsMeant(clause, all[0]!, all.at(-1)!));
  // ("한칸이 3x3이라 6x3이요", "each booth is 10x10, so 10x20", "一個攤位3x3 所以是6x3"): a first size said of one of several is
  // each one's; the later is the whole.
  const eachFirst = all.length > 1 && eachOne.test(plain(clause.slice(0, all[0]!.start))) && !eachOne.test(plain(clause.slice(all[0]!.end, all.at(-1)!.start)));
  let found = (takenBack || eachFirst || (total && all.length > 1) ? all.at(-1) : withUnit.length > 0 && withUnit.length < all.length ? withUnit[0] : all[0]) ?? null;
  if (!found) return null;
  // ("Last year we shared a 10x10 with our distributor", "去年租的攤位是9平方公尺": a size of last year's is not this
  // project's. In Chinese a space parts the clause's thoughts: "去年底買了一間中古屋 … 權狀30坪" is this home's.)
  // ("작년에는 3x3 부스 하나로 나갔는데 이번엔 6x3으로 신청했어요": the size said after last year's, with no word of last year
  // of its own, is this one's.)
  // ("Apparently Bed Threads had a 50 square metre stand there last year": so is one its clause puts in last year after it,
  // before any other size.)
  const lastYears = (from: number, to: number) => c.asked?.id !== 'space_size' && lastYearBefore(clause.slice(from, to));
  // (Its own words only: up to a bracket, a comma or, in Chinese, a space: "a 20x20 island booth this year (last year we had …".)
  const lastYearsAfter = (q: (typeof all)[number]) =>
    c.asked?.id !== 'space_size' && namesLastYear(clause.slice(q.end, all.find((r) => r.start >= q.end)?.start ?? clause.length).split(/\p{Script=Han}\s|[(（,，;；]/u)[0]!);
  if (lastYears(0, found.start) || lastYearsAfter(found)) {
    const was = found;
    const next = all.find((q) => q.start >= was.end);
    // (Told of another, with none of the visitor's words before it, the clause is their story.)
    if (lastYearsAfter(was) && !firstPersonWords.test(plain(clause.slice(0, was.start)))) c.othersStory.add(clause);
    if (!next || lastYears(was.end, next.start) || lastYearsAfter(next)) return null;
    found = next;
  }
  const saidBefore = sentence.slice(0, Math.max(0, sentence.indexOf(clause)) + found.start);
  if (c.asked?.id !== 'space_size' && (ofAnotherPlace(saidBefore, c) || afterPlaceOfAnotherSubject(saidBefore, sentence))) return null;
  // ("바로 옆에 일본 경쟁사가 54㎡짜리 부스에 로봇팔 세 대 돌리고 있어서", "our competitor's 40x40 island"): a size said after
  // a competitor in its clause is the competitor's.
  if (c.asked?.id !== 'space_size' && namesACompetitor(plain(clause.slice(0, found.start)))) {
    c.othersStory.add(clause);
    return null;
  }
  const whole = plain(sentence);
  const count = boothCount.exec(whole);
  const n = count ? Number(count.slice(1).find(Boolean)) : 1;
  // ("今年拿到兩個3x3併在一起", "3x3 두 개"): the spaces counted right beside their size are so many of it.
  // (Not where the sentence says the whole with its unit: "三個3x3的攤位併在一起，27平方公尺".)
  const counted = countedRightBeside(clause, found);
  const wholeSaid = () => findQuantities(sentence, c.ctx, 'area').some((q) => q.start >= Math.max(0, sentence.indexOf(clause)) + found.end && q.value.kind === 'number_with_unit' && !q.value.unitAssumed);
  if (found.value.kind === 'number_with_unit' && counted > 1 && counted <= 20 && !inTotal.test(whole) && !wholeSaid()) return { value: timesSize(found.value, counted), words: found.text };
  if (found.value.kind === 'number_with_unit' && n > 1 && n <= 20 && eachOne.test(whole) && !inTotal.test(whole)) return { value: timesSize(found.value, n), words: found.text };
  return { value: found.value, words: found.text };
}

/** Whether the words between a first value and a later one name the new place (`newPlace`: "새 집은", "the new place is", "新店面"), and none before the first in its sentence do. */
function saidOfTheNewPlaceSince(text: string, first: string, later: string): boolean {
  const at = text.indexOf(first);
  const next = at < 0 ? -1 : text.indexOf(later, at + first.length);
  if (next < 0) return false;
  const sentenceStart = sentencesOf(text).find((sentence) => sentence.start <= at && at < sentence.end)?.start ?? 0;
  return newPlaceCue.test(plain(text.slice(at + first.length, next))) && !newPlaceCue.test(plain(text.slice(sentenceStart, at)));
}

/** Whether the words right after an amount's number judge it too much ("…120 我覺得太多了", "$15k, too steep"). */
function judgedTooMuchAfter(text: string, raw: string): boolean {
  const at = text.indexOf(raw);
  const lastDigit = raw.search(/\d(?!.*\d)/su);
  return at >= 0 && lastDigit >= 0 && judgedTooMuch.test(plain(text.slice(at + lastDigit, at + raw.length + 16)));
}

/**
 * A message that opens with the budget's word in a sentence with no amount of the project's own ("budget wise, another
 * agency quoted us $12k which felt crazy. I'm thinking 6 to 8k?"): its heading speaks for the sentences after it. (Not
 * "예산 3천~4천 생각해요. … 다른 업체 견적 받아보니까 5천": the first sentence gave the budget.)
 */
function sentencesHeadedByBudget(text: string, ctx: ParseContext): ReadonlySet<string> {
  const covered = new Set<string>();
  if (!budgetCue.test(plain(text.slice(0, 16)))) return covered;
  const [first, ...rest] = sentencesOf(text).map((p) => p.text);
  if (first === undefined || unspentMoney(first, ctx).length > 0) return covered;
  // (Up to the sentence that gives the amount: "… 1억 5천까지는 써볼게요. 집값이 1억 8천이었는데" gives the house's price after it.)
  for (const sentence of rest) {
    covered.add(sentence);
    if (unspentMoney(sentence, ctx).length > 0) break;
  }
  return covered;
}

/**
 * Whether the words at `at` are part of a longer run with no space that is a web address, a handle or an e-mail
 * ("mandarin.lily.yvr", "@muddypawstucson", "www.parkcpa-la.com").
 */
function insideAnAddress(text: string, at: number, length: number): boolean {
  const start = text.slice(0, at).search(/\S*$/);
  const end = at + length + (/^\S*/.exec(text.slice(at + length))?.[0].length ?? 0);
  const run = text.slice(start, end);
  return run.length > length && /@|\/|[\p{L}\d]\.[\p{L}\d]|[\p{L}\d]_[\p{L}\d]/u.test(run);
}

/** The words of a plan for when a condition fails ("otherwise", "不然", "아니면"). */
const otherPlan = new RegExp(anyReplyWords('otherPlan'), 'iu');

/**
 * "If the council's quick I'd want the logo done by end of February", "如果3月前賣掉…", "선정되면 부스에 1500까지 쓸 수 있고 떨어지면
 * 900", "해준다고 하면 필요 없고 안 된다고 하면 부탁드릴게요": a date, an amount, a size or a yes said in its sentence with words that
 * make it hang on something not settled (before it or in its own words) is filed "to clarify", for the visitor and the
 * designer to confirm, never as settled.
 */
function valuesOnACondition(findings: Finding[], sentences: readonly Piece[]): void {
  for (const f of findings) {
    if ((!isMeasured(f.value.kind) && f.value.kind !== 'yes_no') || f.clarify === true) continue;
    const sentence = sentences.find((p) => p.text.includes(f.raw));
    if (!sentence) continue;
    const upToIt = sentence.text.slice(0, sentence.text.indexOf(f.raw) + f.raw.length).normalize('NFKC');
    // (A plan for when it fails, anywhere in the sentence, puts the first plan on a condition too: "간판 허가가 빨리 나오면 2월 말까지
    // …, 아니면 4월이요".)
    if (valueOnACondition.test(upToIt) || otherPlan.test(sentence.text.normalize('NFKC'))) f.clarify = true;
  }
}

/** The number of the value a correction takes back ("34평" in "34평 아니고 32평이래요"), when it names one. */
function takenBackNumber(text: string): number | null {
  const replaced = findCorrection(text)?.replaced;
  return replaced ? firstNumberIn(replaced) : null;
}

/**
 * Whether a date, said with no year, is when the visitor did a thing, done and gone ("we upgraded to two booths side by side
 * in December": the words up to it are the lexicon's `pastDoneBefore`).
 */
function doneAndGone(clause: string, date: { text: string; end: number }): boolean {
  return !/\d{4}/.test(date.text) && pastDoneBefore.test(clause.normalize('NFKC').toLowerCase().slice(0, date.end).trim());
}

/**
 * "by end of March I'd say — actually no, make that March 6", "ready by end of March. actually sorry, deli just messaged,
 * they want it mid March now": a date whose clause names no role of its own, said after words of a change of mind from a
 * date the message gave, is that date as meant now, for the same field (due by it, as the first was). The words filed run
 * from the first date's to the later's.
 */
function dateMeantInstead(clause: Piece, text: string, findings: readonly Finding[], c: Context): { finding: Finding; value: BriefValue; raw: string } | null {
  const last = findings.filter((f) => f.value.kind === 'date' && f.value.date !== null).at(-1);
  const was = last?.value;
  // (Nor the date of a plan on the project's success: "… by the end of February. Sorry!! If it all works out we want a second bus
  // by next year".)
  if (!last || was?.kind !== 'date' || dateRoleOf(clause.text, c) !== null || ifItGoesWell.test(plain(clause.text))) return null;
  const later = dateDrawnFromAReason(clause.text, c.ctx) ?? datesNamed(clause.text, c.ctx)[0];
  const from = text.indexOf(last.raw);
  const own = from < 0 ? undefined : findDates(last.raw, c.ctx).find((d) => d.value.date === was.date);
  if (!later || !own || later.value.kind !== 'date' || isPast(later.value, c.ctx) || doneAndGone(clause.text, later)) return null;
  // ("done by the end of March … Oh and actually scratch the gift box, … we can't afford the extra tooling this year. The 3-pack can
  // be a holiday thing next year": a year alone, after a day or a month, is said of another thing; it changes no date.)
  if (later.value.precision === 'year' && (was.precision === 'day' || was.precision === 'month')) return null;
  const first = { start: from + own.start, end: from + own.end };
  const at = { start: clause.start + later.start, end: clause.start + later.end };
  // (The words of the change stand between the two dates, before the later's clause: not "The gift set can wait till fall".)
  // ("입주는 원래 4월 말로 생각했는데 잔금이 밀려서 5월 중순쯤 될 것 같아요": or the first is named as the plan it was at first.)
  const between = plain(text.slice(first.end, clause.start));
  // ("oh wait no, the equipment arrives end of march so mid april": in a correction, a clause drawn from the reason before
  // it, "so …", "所以…", holds the date meant.)
  const drawn = c.correcting && (opensDrawnFromAReason.test(plain(clause.text)) || endsWithDrawing.test(plain(text.slice(Math.max(0, clause.start - 12), clause.start))));
  if (at.start <= first.end || !(changedMindWords.test(between) || justHeard.test(between) || drawn || namedAsFirstPlan(text, first, at)) || laterIsTheFirstPlan(text, first, at)) return null;
  const value: BriefValue = later.value.relation === 'on' && was.relation === 'by' ? { ...later.value, relation: 'by' } : later.value;
  return { finding: last, value, raw: text.slice(from, clause.end).trim() };
}

/** A date said in the words that names a day, month or year (not "no particular date"). */
type SaidDate = ReturnType<typeof findDates>[number];
function datesNamed(text: string, ctx: ParseContext): SaidDate[] {
  return findDates(text, ctx).filter((d) => d.value.date !== null);
}

/** The date after a correction's words in the words, when a date stands before them too (see `readDate`). */
function dateAfterACorrection(text: string, ctx: ParseContext): SaidDate | undefined {
  const fix = findCorrection(text);
  const at = fix && !fix.replaced ? text.lastIndexOf(fix.phrase) : -1;
  if (!fix || at <= 0 || datesNamed(text.slice(0, at), ctx).length === 0) return undefined;
  const after = datesNamed(fix.phrase, ctx);
  // ("…3月中前要給他們… 阿不對 他剛回我說3月廠裡很塞 要3/10前": a month said after the correction, then a day of that month, is the
  // day's setting; the day is meant.)
  const [first, ...later] = after;
  const dayOfIt = first?.value.precision === 'month' && first.value.date ? later.find((d) => d.value.precision === 'day' && d.value.date?.slice(0, 7) === first.value.date!.slice(0, 7)) : undefined;
  return dateDrawnFromAReason(fix.phrase, ctx) ?? dayOfIt ?? first;
}

/** A clause opening with the word that draws from the reason before it ("so mid april", "所以4月中"). */
const opensDrawnFromAReason = new RegExp(`^\\s*(?:${reasonThenMeant.source})`, 'i');
/** The same word just before a clause, where it was the break between two ("… end of march | so | mid april"). */
const endsWithDrawing = new RegExp(`(?:${reasonThenMeant.source})\\s*$`, 'i');

/**
 * "the equipment arrives end of march so mid april", "器材3月底才到 所以4月中", "기구 들어오는게 3월말이라 4월 중순이요": of
 * the words' dates, the one after a reason and the word that draws from it (`reasonThenMeant`) is the one meant; the
 * reason's date is the reason's own. Undefined when no date follows such a word after another date.
 */
function dateDrawnFromAReason(text: string, ctx: ParseContext): SaidDate | undefined {
  const dates = datesNamed(text, ctx);
  // (The word stands right between the two, "3월말이라 4월 중순": not "2월 말에 재계약하는데 5년 연장이라 이참에 … 3월 2일부터".)
  return dates.find((d, i) => {
    const between = text.slice(dates[i - 1]?.end ?? 0, d.start);
    const word = i > 0 ? reasonThenMeant.exec(between) : null;
    return word !== null && word.index <= 6 && between.length - word.index - word[0].length <= 6;
  });
}


/**
 * The words of a clause without the date a correction takes back there, when another date is left ("마감 4월 중순 말고 3월
 * 말로", "by end of April, not mid-April"); null when the clause takes back no date.
 */
function withoutTakenBackDate(clause: string, ctx: ParseContext): string | null {
  if (!/\d/.test(clause)) return null;
  // ("…move back aboard in early May, not mid-April": a date taken back needs no correction word beside it.)
  const replaced = findCorrection(clause)?.replaced ?? takenBackBeside(clause)?.replaced;
  const said = clause.normalize('NFKC');
  const at = replaced ? said.indexOf(replaced) : -1;
  if (!replaced || at < 0 || findDates(replaced, ctx).length === 0) return null;
  const rest = `${said.slice(0, at)}${said.slice(at + replaced.length)}`;
  return findDates(rest, ctx).length > 0 ? rest : null;
}

const englishMonthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/**
 * The day said again right after a date, after words of a change of mind only ("no sorry twelfth", "actually the 12th"): its
 * number and how far its words run, or null.
 */
function daySaidAgain(after: string): { day: number; length: number } | null {
  const lead = new RegExp(`^[\\s,]*(?:(?:no|oh|um|uh)[\\s,]+)*(?:${changedMindWords.source})[\\s,]*(?:(?:no|i mean)[\\s,]+)*(?:the\\s+)?`, 'iu').exec(after);
  if (!lead) return null;
  const rest = after.slice(lead[0].length).toLowerCase();
  const digits = /^(\d{1,2})(?:st|nd|rd|th)?\b/.exec(rest);
  const word = digits ? null : new RegExp(`^(${ordinalDay.pattern})\\b`).exec(rest);
  const day = digits ? Number(digits[1]) : word ? ordinalDay.of(word[1]!) : null;
  if (day === null || day < 1 || day > 31) return null;
  return { day, length: lead[0].length + (digits ?? word)![0].length };
}

/** The first number written in figures in some words ("1,200" in "1,200 sq ft"), if any. */
function firstNumberIn(words: string): number | null {
  const digits = /\d[\d,]*(?:\.\d+)?/.exec(words.normalize('NFKC'));
  return digits ? Number(digits[0].replace(/,/g, '')) : null;
}

/** `n` spaces of one size: the size and its square metres times `n`. */
function timesSize(v: Extract<BriefValue, { kind: 'number_with_unit' }>, n: number): BriefValue {
  return { ...v, amount: v.amount * n, ...(v.squareMeters !== undefined ? { squareMeters: Math.round(v.squareMeters * n * 100) / 100 } : {}) };
}

const koreanCounts: Readonly<Record<string, number>> = { 한: 1, 두: 2, 세: 3, 네: 4, 다섯: 5 };
/**
 * How many spaces of one size a clause counts right beside it: "兩個3x3" (2), "3x3 두 개" (2); else 1. ("3m x 6m 두 칸짜리"
 * is one space made of two: 짜리 says what it consists of.)
 */
function countedRightBeside(clause: string, found: { start: number; end: number }): number {
  const before = digitsForCountingWords(clause.slice(Math.max(0, found.start - 6), found.start).normalize('NFKC'));
  const after = digitsForCountingWords(clause.slice(found.end, found.end + 8).normalize('NFKC'));
  const n = /(\d+) ?(?:個|个)\s*$/.exec(before)?.[1] ?? /^\s*(?:부스\s*)?(\d+|한|두|세|네|다섯) ?(?:개|칸)(?!짜리)/.exec(after)?.[1];
  return n ? (koreanCounts[n] ?? Number(n)) : 1;
}

function readAge(clause: string, c: Context): Said | null {
  const newBuild = newBuildCue.exec(plain(clause));
  if (newBuild) return { value: { kind: 'number_with_unit', amount: 0, approximate: false, unit: 'years', unitAssumed: false }, words: wordsAsSaid(clause, newBuild[0]) };
  const all = findQuantities(clause, c.ctx, 'age');
  // ("아까 18년 됐다고 했는데 … 서류 다시 보니까 2003년에 지은 거라 23년 된 집이네요": of two ages, the later is meant when the words say so.)
  const first = all[0];
  const found = first ? (all.slice(1).findLast((later) => laterIsMeant(clause, first, later)) ?? first) : undefined;
  return found ? { value: found.value, words: found.text } : null;
}

function readVisits(clause: string, c: Context, sentence = clause): Said | null {
  const visits = visitCue.test(plain(clause));
  // (The designer's coming is read in the whole sentence: it may be said in the clause before the count, joined by "and": "I'd
  // want you to come and see the wall at least twice".)
  if (!visits && !comingToVisit.test(plain(sentence))) return null;
  const found = findQuantities(clause, c.ctx, 'count')[0];
  if (!found || found.value.kind !== 'number_with_unit' || found.value.unit !== 'times') return null;
  // ("Also, are 3 site visits enough or do you usually need more?": off its question, a count the visitor asks the studio
  // about is none settled. Not one only wondered, "probably 2 visits would be enough?".)
  if (c.asked?.id !== 'number_of_visits' && asksBack(clause, c.message) && asksTheStudio.test(plain(clause))) return null;
  // ("你們來頭城看牆 2 次", "세 번 와 주시면": the designer coming, so many times, is the visits. Not once: "한번 와 주세요", "有空來一次"
  // ask the designer over, and count nothing.)
  return visits || found.value.amount >= 2 ? { value: found.value, words: found.text } : null;
}

/** `words` (found lower case, NFKC) as the visitor wrote them in `clause`; `words` itself when not found there. */
function wordsAsSaid(clause: string, words: string): string {
  const said = clause.normalize('NFKC');
  const at = said.toLowerCase().indexOf(words);
  return at >= 0 ? said.slice(at, at + words.length) : words;
}

/** The name the visitor used for a choice ("apartment", "公寓"): the first of its option's words found in the clause. */
function choiceWords(field: InterviewField, value: BriefValue, clause: string, c: Context): string {
  if (value.kind !== 'choice') return clause;
  const lower = clause.normalize('NFKC').toLowerCase();
  const said = value.selected.flatMap((id) => {
    const terms = choiceTerms(field, c.asked?.id !== field.id).find((o) => o.id === id)?.terms ?? [];
    const hits = terms.map((t) => ({ t, at: lower.indexOf(t.normalize('NFKC').toLowerCase()) })).filter((h) => h.at >= 0);
    const first = hits.sort((a, b) => a.at - b.at || b.t.length - a.t.length)[0];
    return first ? [{ at: first.at, words: clause.normalize('NFKC').slice(first.at, first.at + first.t.length) }] : [];
  });
  return said.length === value.selected.length ? said.sort((a, b) => a.at - b.at).map((w) => w.words).join(', ') : clause;
}

/**
 * The competitors a headed sentence names: by their names where the reader finds them, else the words after the
 * heading as the visitor wrote them ("Competition: a couple of outfitters in Sun Valley and one in McCall"), kept
 * whole where a name was found only at their end ("경쟁 업체는 거제에 있는 요트 회사들이요").
 */
function headedCompetitors(sentence: string, rest: string): string[] {
  const named = competitorWords(sentence);
  if (named.length === 0 || (named.length === 1 && rest.endsWith(named[0]!) && rest.length > named[0]!.length)) return [rest];
  return named;
}

/** The words after a sentence's heading ("Competition: …", "메뉴는 …", "만드는 건 …", "同業的話…"); the sentence when it has none found. */
function afterHeading(sentence: string): string {
  const m = /^[^:：]{1,48}[:：]\s*|^(?:\S+\s+){0,3}?건\s+|^\S+(?:\s+\S+){0,3}?(?:은|는)\s+|^[^，,。]{1,8}?(?:的話|的部分|方面)[，,\s]*|^(?:(?:so|and|well|our|the|my)\s+){0,2}[A-Za-z]+(?:\s+[A-Za-z]+)?\s+(?:is|are|would be|will be|include|includes)\s+/iu.exec(sentence);
  return (m ? sentence.slice(m[0].length) : sentence).replace(/[\s.。!！~～]+$/u, '').trim();
}

const countOf: Record<string, number> = { 一: 1, 兩: 2, 二: 2, 三: 3, one: 1, two: 2, three: 3 };

/**
 * Booth days said from the show's own dates: "進場佈置為開展前兩天", "설치는 전날 오후부터" (set-up the day(s) before
 * it opens), "撤場為閉展當日晚間", "철수는 마지막 날 폐장하고 바로" (tear-down on its last day).
 */
function boothDaysFromTheShow(text: string, c: Context, findings: readonly Finding[]): Finding[] {
  const found: Finding[] = [];
  if (c.projectType !== 'exhibition_space') return found;
  const opening = findings.find((f) => f.fieldId === 'opening_date')?.value;
  if (opening?.kind !== 'date' || !opening.date || opening.precision !== 'day') return found;
  const opens = opening.date;
  const shown = findDates(text, c.ctx).flatMap((d) => (d.value.date && d.value.precision === 'day' ? [d.value.date] : []));
  // "4月23號到26號", "3월 13일부터 15일까지", "May 5-7": the span's last day, in the opening's month unless another is named.
  const span = /(\d{1,2}) ?[月월] ?\d{1,2} ?[日號号일]?\s*(?:到|至|~|-|–|부터)\s*(?:(\d{1,2}) ?[月월] ?)?(\d{1,2}) ?[日號号일]/.exec(plain(text));
  const spanEnd = span ? `${opens.slice(0, 4)}-${String(Number(span[2] ?? span[1])).padStart(2, '0')}-${String(Number(span[3])).padStart(2, '0')}` : spanLastDay(text, c.ctx);
  const shift = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  // ("개막이 3월 11일이고 3일 동안 해요", "runs 3 days", "為期三天": the show's last day counted from its opening.)
  const lasts = showLastsCue.exec(plain(text));
  const days = Number(lasts?.slice(1).find(Boolean) ?? 0);
  const counted = days >= 2 && days <= 14 ? [shift(opens, days - 1)] : [];
  const lastShowDay = [...shown, ...(spanEnd && spanEnd >= opens ? [spanEnd] : []), ...counted].filter((d) => d >= opens).sort().at(-1) ?? opens;
  for (const sentence of sentencesOf(text)) {
    for (const clause of clausesOf(sentence)) {
      const s = plain(clause.text);
      const before = dayBefore.exec(s);
      const known = (id: BriefFieldId) => [...findings, ...found].some((f) => f.fieldId === id);
      if (before && has(c, 'entry_date') && dateRoleCues.entry_date.test(s) && !known('entry_date')) {
        const said = before[1] ?? before[2] ?? before[3] ?? '1';
        const n = countOf[said] ?? (Number(said) || 1);
        found.push({ fieldId: 'entry_date', value: { kind: 'date', date: shift(opens, -n), precision: 'day', relation: 'on' }, raw: clause.text, strength: 'structured' });
      }
      if (lastShowDayCue.test(s) && has(c, 'exit_date') && dateRoleCues.exit_date.test(s) && !known('exit_date')) {
        found.push({ fieldId: 'exit_date', value: { kind: 'date', date: lastShowDay, precision: 'day', relation: 'on' }, raw: clause.text, strength: 'structured' });
      }
    }
  }
  return found;
}


/**
 * The date's role by its cue words; 'none' when the cue names a date the project type has no field for (a wedding, a filing).
 * Words that date a person or a lease name no role; a role is still read from the words after them, or, for a date
 * pointed back to ("by then", `around`), from the words on either side.
 */
const openingCueEverywhere = everywhere(dateRoleCues.opening_date);

/** Every date-like naming of a text, to count them. */
const dateishEverywhere = everywhere(dateish);

/**
 * Words (normalized) that date only a person's time, away or a birth, with no word of the work being due: said to a date's
 * question, "對了我3月開始要外派去日本半年" answers it with no date of the work (as `dateRoleOf` reads them in a message).
 */
export function personsTimeOnly(said: string): boolean {
  return (personAway.test(said) || personsDate.test(said)) && !beforeThen.test(said) && !dueWords.test(said);
}

function dateRoleOf(text: string, c: Context, pastAnotherSubject: 'after' | 'around' = 'after'): BriefFieldId | 'none' | null {
  const s = plain(text);
  const exhibition = c.projectType === 'exhibition_space';
  const pick = (id: BriefFieldId) => (has(c, id) ? id : 'none');
  // "a baby due May 20", "預產期是五月", "5월에 출산 예정이라", "I'm on leave 2 to 13 March", "我3月中要請婚假": a date that is a
  // person's is no date of the work;
  // nor is a lease's ("The lease runs from Feb 1", "임대는 2월 1일부터고", "租約3月開始").
  // (But for a role said after it: "지금 전세가 7월 31일에 끝나서 8월 1일까지는 들어가야 해요" names the move-in after the lease;
  // and "we need to move in before the lease is up … by then" is the move-in's, before it.)
  // Nor one the visitor is busy at or until ("We're slammed until April 15 obviously", "I won't have a minute to think until
  // April"), when it is the only date said and nothing is said to be due (not "설 대목 전엔 정신없어서 … 4월 말까지만 되면 좋겠어요").
  const busyAt = busyWhen.exec(s);
  const busy = busyAt && (s.match(dateishEverywhere)?.length ?? 0) <= 1 && !dueWords.test(s) ? busyAt : null;
  // Nor a payment's, its words of being due its own ("Booth Balance Due ($7,400): February 13", "攤位費尾款 NT$48,000 請於3/31前
  // 匯款"), when it is the only date said.
  if (paymentOfAnotherKindIn(s) && (s.match(dateishEverywhere)?.length ?? 0) <= 1) return 'none';
  const another = personsDate.exec(s) ?? personAway.exec(s) ?? leaseDate.exec(s) ?? busy;
  // ("the goal is to move in by August 1 when the lease ends": a date said with its role before the lease's words is the role's.)
  const saidBefore = another && pastAnotherSubject === 'after' && dateish.test(s.slice(0, another.index)) ? dateRoleOf(s.slice(0, another.index), c) : null;
  if (saidBefore && saidBefore !== 'none') return saidBefore;
  // ("I'd like it done before my maternity leave ends on April 6": the work said to be due before a person's time is due by its date.)
  if (another && another !== busy && pastAnotherSubject === 'after' && beforeAPerson.test(s.slice(Math.max(0, another.index - 24), another.index))) {
    const before = dateRoleOf(s.slice(0, another.index), c);
    return before !== null && before !== 'none' ? before : pick('expected_deadline');
  }
  if (another) {
    const rest = pastAnotherSubject === 'around' ? s.replace(leaseDate, ' ').replace(personsDate, ' ').replace(personAway, ' ').replace(busyWhen, ' ') : s.slice(another.index + another[0].length);
    const role = dateRoleOf(rest, c, pastAnotherSubject);
    return role !== null && role !== 'none' ? role : 'none';
  }
  // ("박람회는 3월 12일부터 15일까지 나흘이고 철거는 마지막 날 …", "the show runs May 5 to 7 and teardown is right after": the days a
  // clause spans before its move-out words, with no date after them, are the show's; the move-out is its last day, read apart.)
  const outCue = exhibition ? roleCueAt(s, 'exit_date') : null;
  if (outCue && daysSpanned(s.slice(0, outCue.start), c.ctx) && !dateish.test(s.slice(outCue.end))) return pick('opening_date');
  if (outCue) return 'exit_date';
  // ("3月28日展期結束", "the show ends March 28": the show's last day is no day it opens. Said to the move-out question, it is
  // the day the booth comes down: "show ends the 8th and we have to be out that night".)
  // (Not where the message dates the move-out itself: "The show closes the 19th and we must be out by noon on May 20".)
  if (exhibition && lastShowDayCue.test(s)) {
    const outAnotherDay = sentencesOf(c.message).some((sentence) => clausesOf(sentence).some((clause) => clause.text !== text && dateRoleCues.exit_date.test(plain(clause.text)) && dateish.test(plain(clause.text))));
    return c.asked?.id === 'exit_date' && !outAnotherDay ? 'exit_date' : 'none';
  }
  if (exhibition && (dateRoleCues.entry_date.test(s) || dateRoleCues.move_in_date.test(s))) return 'entry_date';
  // ("장소는 코엑스 C홀이고요 4월 9일 목요일부터 11일까지 사흘이에요", "it's at the Javits, April 9 through 11": at a show, days
  // said from one to another with no word of their role are the show's, which opens on the first; not a date to be done by.)
  if (exhibition && daysSpanned(text, c.ctx) && !dateRoleCues.expected_deadline.test(s) && !deadlineNamed.test(s)) return pick('opening_date');
  // ("주최측 수도 신청 마감이 2월 6일이래요", "the electrical order deadline is Feb 6": a form's, an order's or an application's
  // deadline is that thing's, not the work's.)
  if (processDeadline.test(s)) return 'none';
  // ("They said they'll tell us their launch date sometime in February", "要等主辦2月的參展說明會才知道": the day word is to come is
  // no day of the work.)
  if (newsDue.test(s)) return 'none';
  // (At a show, a word of an opening that is one of the deadline's too is the show's: "exhibiting at the … Show, May 16–19,
  // launching our new oven".)
  const deadlineWords = exhibition && showWords.test(s) ? s.replace(openingCueEverywhere, ' ') : s;
  if (dateRoleCues.expected_deadline.test(deadlineWords)) {
    // ("the last tenant's strip-out won't be done till mid-March": a thing not done until a date is when the work may start, no
    // date the work is due by.)
    if (notUntil.test(s)) return 'none';
    if (!opensWord.test(s)) return pick('expected_deadline');
  }
  // ("공사 들어가서 3월 28일에 다시 열고 싶어요": a move-in word where the type has no move-in date leaves the other roles to speak.)
  const moveIn = dateRoleCues.move_in_date.test(s);
  if (moveIn && has(c, 'move_in_date')) return 'move_in_date';
  if (dateRoleCues.opening_date.test(s) || (exhibition && showWords.test(s))) {
    // ("we're opening a second spot over on the North Shore this spring": for a site, the opening of another of the business's
    // places is no launch of the site.)
    if (!has(c, 'opening_date') && c.projectType === 'website' && anotherPlaceOpens.test(s) && !siteGoesLive.test(s)) return 'none';
    return has(c, 'opening_date') ? 'opening_date' : c.projectType === 'website' ? 'expected_deadline' : 'none';
  }
  if (dateRoleCues.expected_deadline.test(s)) return pick('expected_deadline');
  if (moveIn) return 'none';
  // (A lease's dates are `leaseDate`'s, above.)
  if (otherEventDate.test(s)) return 'none';
  // When building may start, or the sale closes, is no date the brief asks for ("buildout can't start til feb 15", "想過年後動工", "we close Feb 27").
  if (workStarts.test(s)) return 'none';
  return null;
}

/**
 * A size or an amount not decided yet, kept "to clarify" (never asked again, and the one said plainly later takes its place):
 * - offered beside another of its kind, as the other choice: "it's either a 10x10 or a 10x20", "攤位可能是3x3或3x6", "예산은
 *   3천이나 4천";
 * - a rough figure in a message that says the visitor does not know: "坪數我真的不知道。。。每層大概20幾坪吧 要找權狀才知道".
 */
function valuesInDoubt(findings: Finding[], c: Context): void {
  const doubtSaid = once(() => c.sentences().some(isQuestionOrDoubt));
  const amountOf = (v: BriefValue) => (v.kind === 'money' || v.kind === 'number_with_unit' ? v.amount : null);
  for (const f of findings) {
    if (f.strength !== 'structured' || (f.value.kind !== 'number_with_unit' && f.value.kind !== 'money') || (f.fieldId !== 'space_size' && f.fieldId !== 'budget')) continue;
    if (f.value.approximate && doubtSaid()) f.clarify = true;
    const sentence = c.sentences().find((text) => text.includes(f.raw.trim()));
    if (!sentence) continue;
    const values = f.fieldId === 'budget' ? moneyOfSentence(sentence, c) : findQuantities(sentence, c.ctx, 'area');
    for (let i = 1; i < values.length; i++) {
      const [a, b] = [values[i - 1]!, values[i]!];
      if (amountOf(a.value) !== amountOf(b.value) && orBetween.test(plain(sentence.slice(a.end, b.start)))) f.clarify = true;
    }
  }
}

/** The role of a date a sentence points back at ("that's when we open", "那天開幕", "그날 오픈해요"), when it names no date of its own. */
function roleSaidAfter(next: string, c: Context): BriefFieldId | null {
  // (Its first clause: "thats when we open no matter what, the lease starts charging us in June so".)
  const clause = next.split(/[,，、;；]/)[0]!;
  const s = plain(clause);
  const pointer = thatIsWhen.exec(s);
  if (!pointer || s.slice(0, pointer.index).trim() !== '' || dateish.test(s.slice(pointer.index + pointer[0].length))) return null;
  const role = dateRoleOf(clause, c);
  return role && role !== 'none' ? role : null;
}

/**
 * Whether a clause's role words for `role` stand right beside its first date: before it ("want doors open may 1", "오픈은
 * 9월 1일") or just after it ("5月1日開幕", "5월 1일에 오픈").
 */
function roleHeadsItsDate(clause: string, role: BriefFieldId, c: Context): boolean {
  const s = plain(clause);
  const cue = roleCueAt(s, role);
  // ("아 개막 5일이에요", "oh sorry, opening is the 5th": a day said alone, of the month the brief's dates are in.)
  if (cue === null) return false;
  const date = findDates(clause, c.ctx)[0] ?? dayAloneAt(s, cue.end);
  if (date === undefined) return false;
  // ("move in early May": the date's words may open with the cue's last word, "in early May".)
  if (cue.start < date.start && cue.end > date.start) return true;
  return cue.end <= date.start ? roleHeadWords.test(s.slice(cue.end, date.start)) || nearAhead.test(s.slice(cue.end, date.start)) : cue.start >= date.end && /^(?:\s|is|will be|에|에는|쯤|까지|까지는|前後|左右|前|以前|之前|要|就要|會|会)*$/.test(s.slice(date.end, cue.start));
}

/**
 * Where a clause names the words of two dates' roles, the one that stands right beside its date: "進場是6/23 撤場是最後一天晚上"
 * moves in on the 23rd (the move-out has no date of its own), "3月25號開展 展4天 進場是開展前兩天" opens on the 25th.
 */
function roleBesideTheDate(clause: string, c: Context): BriefFieldId | null {
  const s = plain(clause);
  // (The places' and the show's days only: the deadline's words, "done", "ready", "finished", are said of any of them.)
  const named = (Object.keys(dateRoleCues) as BriefFieldId[]).filter((role) => role !== 'expected_deadline' && has(c, role) && roleCueAt(s, role) !== null);
  if (named.length < 2) return null;
  const beside = named.filter((role) => roleHeadsItsDate(clause, role, c));
  if (beside.length === 1) return beside[0]!;
  // (Both: the words before the date head it; those after it head what follows them, "撤場是最後一天".)
  const date = findDates(clause, c.ctx)[0];
  const heading = date ? beside.filter((role) => roleCueAt(s, role)!.end <= date.start) : [];
  return heading.length === 1 ? heading[0]! : null;
}

/** Only the words that join two dates said together for one role (`datesJoined`) stand between them: "4/21跟4/22可以進場". */
const datesSaidTogether = new RegExp(`^[\\s,，、/~\\-–]*(?:${datesJoined.source})?[\\s,，、]*$`, 'u');

/** A few words between a role and its date, with no number of their own: "open in the new spot June 1". */
const nearAhead = /^[^\d,，.。;；!！?？]{1,24}$/u;

/** What may stand between a role's words and the date they head: "오픈은 9월 1일", "opening day is March 3", "開幕是5/1". */
const roleHeadWords = /^(?:\s|은|는|일은|날은|日|是|在|[:：]|on|is|date|day|for)*$/;

/** Where the words of a date's role stand in a plain clause, or null. */
function roleCueAt(s: string, role: BriefFieldId): { start: number; end: number } | null {
  const m = dateRoleCue(role)?.exec(s);
  return m ? { start: m.index, end: m.index + m[0].length } : null;
}



/** "live by the Friday before spring break, March 13", "before wedding season, so end of march": a deadline said with words of being due is one to be done by. */
export function dueByWhenSaidSo(value: BriefValue, words: string): BriefValue {
  return value.kind === 'date' && value.relation === 'on' && dueWords.test(plain(words)) ? { ...value, relation: 'by' } : value;
}

/** Whether the clause an amount was read from speaks of money already spent, or of someone else's. */
function spentIn(text: string, raw: string): boolean {
  const at = text.indexOf(raw);
  if (at < 0) return false;
  const { from, to } = clauseAround(text, at, at + raw.length);
  // (As written too: the plain form has digits for counting words, "last one" is "last 1" there.)
  return moneySpent.test(cueForm(text.slice(from, to)));
}

/**
 * Two amounts in two currencies, each named, that are one amount converted (within a quarter of each other at
 * `unitsPerUsd`'s rates): "$40,000 … in won (roughly 58 million)", "6萬澳幣，大概台幣120萬".
 */
function sameMoneyInAnotherCurrency(a: Extract<BriefValue, { kind: 'money' }>, b: Extract<BriefValue, { kind: 'money' }>): boolean {
  if (a.currency === b.currency || a.max !== undefined || b.max !== undefined) return false;
  const inUsd = (m: Extract<BriefValue, { kind: 'money' }>) => m.amount / unitsPerUsd[m.currency];
  const ratio = inUsd(a) / inUsd(b);
  return ratio > 0.75 && ratio < 1.33;
}

/** Two amounts (or sizes) that say the same: the same number, range and unit. */
function sameAmount(a: BriefValue, b: BriefValue): boolean {
  if (a.kind === 'money' && b.kind === 'money') return a.amount === b.amount && a.max === b.max && a.currency === b.currency;
  if (a.kind === 'number_with_unit' && b.kind === 'number_with_unit') return a.amount === b.amount && a.max === b.max && a.unit === b.unit;
  return false;
}

/** Where two values' words were said in the message, the later searched after the first (null when either is not found). */
function spansOf(text: string, first: string, later: string): [SaidAt, SaidAt] | null {
  const from = text.indexOf(first);
  const to = from < 0 ? -1 : text.indexOf(later, from + first.length);
  return from < 0 || to <= from ? null : [{ start: from, end: from + first.length }, { start: to, end: to + later.length }];
}

/** `laterIsMeant` for two values known by their words. */
function correctedBetween(text: string, first: string, later: string): boolean {
  const spans = spansOf(text, first, later);
  return spans !== null && laterIsMeant(text, ...spans);
}

/** `laterIsTheFirstPlan` for two values known by their words. */
function laterGivenUp(text: string, first: string, later: string): boolean {
  const spans = spansOf(text, first, later);
  return spans !== null && laterIsTheFirstPlan(text, ...spans);
}
/**
 * "around 1,400 sq ft. Actually the landlord's floor plan says 1,250, go with that", "大概40坪，喔不對，謄本上寫35":
 * a size the message takes back by a number alone is that number in the size's unit. The number is the first
 * after the size that no other reading of the message took (an amount, a size, an age, a count, a date),
 * near the size (half to twice it), and `laterIsMeant` judges it the one meant, as it judges every value
 * changed within a message. The words from the size's end to the number's clause end are kept as its words.
 */
function sizeCorrectedByNumber(text: string, size: Finding, ctx: ParseContext): Pick<Finding, 'value' | 'raw'> | null {
  const v = size.value;
  if (v.kind !== 'number_with_unit' || v.unitAssumed) return null;
  const at = text.indexOf(size.raw);
  if (at < 0) return null;
  const first: SaidAt = { start: at, end: at + size.raw.length };
  const taken: SaidAt[] = [
    ...findMoney(text, ctx),
    ...findQuantities(text, ctx, 'area').filter((q) => !q.value.unitAssumed),
    ...findQuantities(text, ctx, 'age'),
    ...findQuantities(text, ctx, 'count'),
    ...findDates(text, ctx),
  ];
  const later = scanNumbers(text).find((n) => n.start >= first.end && !taken.some((t) => n.start < t.end && t.start < n.end));
  if (!later || later.value === v.amount || later.value < v.amount / 2 || later.value > v.amount * 2 || !laterIsMeant(text, first, later)) return null;
  const clauseEnd = text.slice(later.end).search(/[.。!！?？\n]/);
  const raw = text.slice(first.end, clauseEnd < 0 ? text.length : later.end + clauseEnd).replace(/^[\s,.，。]+/, '');
  return { value: withSquareMeters({ ...v, amount: later.value, approximate: false }), raw };
}


/** Where the words last match a pattern, or -1. */
function lastIndexOf(words: string, pattern: RegExp): number {
  return [...words.matchAll(everywhere(pattern))].at(-1)?.index ?? -1;
}

/** What the sentences before say of dates: the month named last, and a role named with no date ("오픈은 화이트데이!"). */
interface DateContext {
  value: number | null;
  pendingRole: BriefFieldId | null;
  /** The role of the last date said, with its own words for it, as one to be done by ("想在母親節前開幕"). */
  byRole?: BriefFieldId;
  /** The role of a date said of another person or business, for the visitor's own date said after it. */
  theirRole?: BriefFieldId;
  /** The last date said with its own words for its role, and the clause that said it. */
  lastRole?: { fieldId: BriefFieldId; clause: string };
}


/**
 * A date with no cue words belongs to the question on screen when it asks a date, or corrects the one date known (so
 * does one whose clause has the verb of a move: "can we move it up to early February instead").
 */
function defaultDateField(c: Context, clause: string): BriefFieldId | null {
  if (c.asked?.kind === 'date') return c.asked.id;
  // ("아 방금 와이프가 5월 중순은 돼야 된대요", "欸剛問我老公 … 4月中ok就好": news just had, with a date and no word of its
  // role, moves the one date known as a correction would.)
  if (!c.correcting && !dateMovedWords.test(plain(clause)) && !newsJustHadOf(c.message, clause, c.ctx)) return null;
  const known = [...c.fields.values()].filter((f) => f.kind === 'date' && c.known.has(f.id));
  if (known.length === 1) return known[0]!.id;
  // ("이삿날 16일 아니고 23일이에요" with the move-in on the 16th and the design due in February: of several dates known, the
  // one whose day the message takes back.)
  const back = c.takenBack();
  const named = back === null ? [] : known.filter((f) => Number(c.knownDays.get(f.id)?.slice(8, 10)) === back);
  return named.length === 1 ? named[0]!.id : null;
}

/**
 * Whether news just had ("방금 와이프가", "剛問我老公", "just talked to …") opens the clause's date: said before it in the
 * message, with no other date between ("… 방금 … 삼월 말로 당겨야겠어요 사월에 장터 나가시는데": April there is the market's).
 */
function newsJustHadOf(message: string, clause: string, ctx: ParseContext): boolean {
  const whole = plain(message);
  const own = plain(clause);
  const at = whole.indexOf(own);
  const date = at < 0 ? undefined : findDates(own, ctx)[0];
  if (!date) return false;
  const dateAt = at + date.start;
  const heard = [...whole.slice(0, dateAt).matchAll(everyJustHeard)].at(-1);
  return heard !== undefined && findDates(whole.slice(heard.index + heard[0].length, dateAt), ctx).length === 0;
}
const everyJustHeard = everywhere(justHeard);

/** "from the 3rd", "by the 10th", "sat 20th": a day of the month said alone in English (not "the 3rd floor", "the 5th time"). */
const englishDayOnly = /\b(?:the|(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?,?) (\d{1,2})(?:st|nd|rd|th)\b(?!\s*(?:floor|fl\b|time|year|anniversary|birthday|generation|edition|place|grade|row|hall|booth|street|st\b|avenue|ave\b|week|month|day|of (?!(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))))/;

/** A day of the month said alone ("14號", "16일", "the 5th"), its number in group 1. */
// ("展覽是24到27號", "24~27일": a span of days said alone is read from its first day.)
const spanJoined = new RegExp(daySpanJoiner);
// (Not a count of days, "15일 일요일까지 4일간이고요", "3일 동안", "一週3日本": as the date reader reads a day alone.)
const dayOrSpanAlone = new RegExp(String.raw`(?<![\d月월/])(\d{1,2})\s*(?:${daySpanJoiner}\s*\d{1,2}\s*)?(?:號|号|日(?![本式])|일(?! ?(?:후|뒤|이내|안에|내|이후|동안|간)))`);
function dayAlone(s: string): RegExpExecArray | null {
  return dayOrSpanAlone.exec(s) ?? englishDayOnly.exec(s);
}

/** Where a day said alone stands in a plain clause: the first after `from`, else the first. */
function dayAloneAt(s: string, from: number): { start: number; end: number } | undefined {
  const after = dayAlone(s.slice(from));
  if (after) return { start: from + after.index, end: from + after.index + after[0].length };
  const first = dayAlone(s);
  return first ? { start: first.index, end: first.index + first[0].length } : undefined;
}

/** The words that end a span of days ("15일까지", "到15號為止"). */
const spanEnd = /까지|까진|為止|为止/u;
/** Those words right after a span's last day, its weekday between: "15일 일요일까지". */
const spanEndAfter = new RegExp(`^\\s*(?:\\(?[월화수목금토일](?:요일)?\\)?\\s*)?(?:${spanEnd.source})`, 'u');

/** Whether the clause's date said is its first day, and a later day of the clause (its `dates`) ends a span from it (`readDate`). */
function runsOnToALaterDay(clause: string, parsed: BriefValue, dates: ReturnType<typeof findDates>): boolean {
  if (parsed.kind !== 'date' || parsed.precision !== 'day' || parsed.date === null) return false;
  const [first, second] = dates;
  if (!first || !second || first.value.date !== parsed.date || second.value.precision !== 'day' || !second.value.date || second.value.date <= parsed.date) return false;
  return (spanEnd.test(clause.slice(second.start, second.end)) || spanEndAfter.test(clause.slice(second.end))) && !spanEnd.test(clause.slice(first.start, first.end));
}

function readDate(clause: string, sentence: string, c: Context, month: DateContext): { fieldId: BriefFieldId; value: BriefValue; withoutOwnWords?: true } | null {
  const s = plain(clause);
  // "14號進場", "16일에 설치": a day of the month named earlier in the message.
  // ("이삿날 16일 아니고 23일이에요": not the day the message takes back, but the one said after it.)
  const firstDay = dayAlone(s);
  const firstTakenBack = firstDay !== null && Number(firstDay[1]) === c.takenBack();
  const dayAfter = firstTakenBack ? dayAlone(s.slice(firstDay.index + firstDay[0].length)) : null;
  if (dayAfter && firstDay) dayAfter.index += firstDay.index + firstDay[0].length;
  // ("…是28號閉展當天晚上就要撤完，不是29號，29號是下一個展進場": nor is the day taken back, said again alone, any date of the work.)
  if (firstTakenBack && !dayAfter && month.value) return null;
  const dayOnly = dayAfter ?? firstDay;
  // (The span's later day said with it is no day to be done by: "24到27號" is on the 24th.)
  const spanOfDays = dayOnly && spanJoined.test(dayOnly[0]) ? dayOnly[0] : null;
  const text = !/[月월]|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/.test(s) && dayOnly && month.value ? `${month.value}月${dayOnly[1]}日 ${spanOfDays ? s.replace(spanOfDays, ' ') : clause}` : clause;
  if (!dateish.test(plain(text))) return null;
  if (readAge(clause, c)) return null;
  // ("plus a gift box that holds all 3 flavors for christmas", "中秋禮盒", "추석 선물세트"): off a date's question, a holiday named
  // as what a product is for dates nothing.
  if (c.asked?.kind !== 'date' && holidayOnlyAsOccasion(clause)) return null;
  let parsed = parseDate(text, c.ctx);
  if (parsed?.kind !== 'date') return null;
  // ("설치가 … 12일 오후 2시부터 13일까지": a day said alone that opens a span is when it starts, whatever "까지" ends it.)
  if (text !== clause && dayOnly && parsed.relation === 'by' && opensASpan(s.slice(dayOnly.index + dayOnly[0].length))) parsed = { ...parsed, relation: 'on' };
  // ("개막은 3월 12일이고 15일까지 나흘 해요", "6월 9일 개막이고 12일까지 4일간이에요": nor is a day the clause runs on from to a later
  // day said with its end; that day is when it starts.)
  const clauseDates = findDates(clause, c.ctx);
  if (parsed.relation === 'by' && runsOnToALaterDay(clause, parsed, clauseDates)) parsed = { ...parsed, relation: 'on' };
  // ("She was supposed to have the final files to me by the end of January", "原本預計3月開幕", "그때는 … 3월 1일 오픈이
  // 목표였는데"): the date of the plan that was, told with the first attempt, is not the project's.
  if (planThatWas.test(s)) return null;
  // ("Dana just reminded me we upgraded to two booths side by side in December": a month, with no year, said as when the
  // visitor did a thing, is gone by: no date of the work.)
  const firstDate = clauseDates[0];
  if (firstDate && doneAndGone(clause, firstDate)) return null;
  // ("we don't know yet, ask me in September", "我3月再跟你說", "3월에 다시 말씀드릴게요": off a date's question, the time the visitor
  // will know is no date of the work, where the clause names no role.)
  if (c.asked?.kind !== 'date' && leftForLater(clause) && dateRoleOf(clause, c) === null) return null;
  // "6월부터 임대 시작하고 오픈은 9월 1일로 잡았어요": where the clause names a role well after its first date
  // and a later date follows the role's word at once, that later date is the role's. (Not "3월 19일(목) 개막해서
  // 22일까지", "五月底以前上線": there the role's word goes with the date just before it.)
  const besideRole = roleBesideTheDate(clause, c);
  const roleHere = besideRole ?? dateRoleOf(clause, c);
  // ("If it goes well we'd love to reuse the stand at the Speciality & Fine Food Fair in September", "If it all works out we want a
  // second bus by next year", "장사 잘되면 내년엔 2호차도 내는 게 꿈이에요"): a date in the clause of a plan on the project's
  // success is that plan's, not the project's, whatever role its words name (the second shop's opening).
  if (ifItGoesWell.test(plain(clauseOfPlan(clause, sentence)))) return null;
  // ("아 죄송해요 17일은 언론 공개일이고 일반 개막은 18일이래요": of days said alone, the one the role's words head is the role's,
  // not the first.)
  if (roleHere && roleHere !== 'none' && text !== clause && dayOnly) {
    const cue = roleCueAt(s, roleHere);
    const later = cue && cue.start > dayOnly.index ? dayAlone(s.slice(cue.end)) : null;
    if (cue && later && later[1] !== dayOnly[1] && roleHeadWords.test(s.slice(cue.end, cue.end + later.index))) {
      const headed = parseDate(`${month.value}月${later[1]}日`, c.ctx);
      if (headed?.kind === 'date') parsed = headed;
    }
  }
  if (roleHere && roleHere !== 'none' && text === clause) {
    const cue = roleCueAt(s, roleHere);
    const dates = cue && cue.start > 0 ? findDates(clause, c.ctx) : [];
    const after = cue ? dates.find((d) => d.start >= cue.start) : undefined;
    const justBefore = cue ? dates.filter((d) => d.end <= cue.start).at(-1) : undefined;
    const firstOwnsCue = cue !== null && justBefore !== undefined && cue.start - justBefore.end <= 8;
    const roleHeadsLater = cue !== null && after !== undefined && roleHeadWords.test(s.slice(cue.end, after.start));
    if (cue && dates.length > 1 && dates[0]!.start < cue.start && !firstOwnsCue && roleHeadsLater && after.value.kind === 'date') parsed = after.value;
    // ("잔금이 4월 30일이라 … 6월 중순쯤 들어가고 싶은데": where the role's word comes after its date, the date right before
    // it is the role's, not the clause's first.)
    // (Not the second of two dates said together for it: "4/21跟4/22可以進場" moves in from the first.)
    else if (cue && justBefore !== undefined && justBefore !== dates[0] && cue.start - justBefore.end <= 8 && justBefore.value.kind === 'date' && !datesSaidTogether.test(s.slice(dates[dates.indexOf(justBefore) - 1]!.end, justBefore.start))) parsed = justBefore.value;
  }
  // "기구 들어오는게 3월말이라 4월 중순이요", "올해 추석이 9월 말이라 9월 중순까지는": the date drawn from a reason's date is meant.
  const drawn = dateDrawnFromAReason(text, c.ctx);
  if (drawn) parsed = drawn.value;
  // "開幕4月初 啊不對 4月中": a correction inside the clause, after a date of its own, means the date after its words.
  const meant = c.correcting ? dateAfterACorrection(text, c.ctx) : undefined;
  if (meant) parsed = meant.value;
  // ("3月底太趕了 4月中ok就好": a date put out of reach by the words after it gives way to the date said after them.)
  const pastReach = dateAfterItsReach(text, c.ctx);
  if (pastReach) parsed = pastReach;
  // ("開幕4月初 啊不對 器材3月底才到 所以4月中", "oh wait the equipment only arrives end of march, so mid april": in a correction,
  // the clause's date is a reason's when the sentence goes on, past the clause, to the date drawn from it.)
  const drawnAfter = c.correcting ? dateDrawnFromAReason(sentence, c.ctx) : undefined;
  if (drawnAfter) {
    const from = sentence.indexOf(clause);
    const reason = datesNamed(sentence, c.ctx).filter((d) => d.end <= drawnAfter.start).at(-1);
    if (from >= 0 && reason && reason.start >= from && reason.end <= from + clause.length && drawnAfter.start >= from + clause.length) parsed = drawnAfter.value;
  }
  // "希望暑假前上線 6月底前", "before summer break, so end of June": a month named says more than the season or holiday
  // said just before it in the same clause, when it falls in the same month or before it.
  if (parsed.precision === 'month' && namesSeasonOrHoliday(clause)) {
    const [first, ...later] = findDates(text, c.ctx);
    const named = first && namesSeasonOrHoliday(first.text) && !namesMonth(first.text) ? later.find((d) => d.value.kind === 'date' && namesMonth(d.text) && d.value.date !== null && parsed!.kind === 'date' && parsed!.date !== null && d.value.date <= parsed!.date) : undefined;
    if (named?.value.kind === 'date') parsed = named.value;
    // ("開幕想抓7月 暑假前": the month named first is meant; the season after it says why.)
    const monthFirst = first && namesMonth(first.text) && !namesSeasonOrHoliday(first.text) && later.length > 0 && later.every((d) => namesSeasonOrHoliday(d.text) && !namesMonth(d.text));
    if (!named && monthFirst && first.value.kind === 'date' && parsed.date !== first.value.date) parsed = first.value;
  }
  // "以前過年一家人在屏東老家圍爐": a holiday or a season in a memory of the past dates nothing of the project.
  if (namesSeasonOrHoliday(clause) && !namesMonth(clause) && pastHabitCue.test(plain(sentence))) return null;
  // "過年2月17號應該來不及了沒關係", "Feb 14 is too soon", "2월 14일은 못 맞출 것 같아요": a date said to be out of reach is no date of the work.
  // (Unless a date follows the words: "過年 是 來不及了 沒關係 … 四月十號 以前 好 就可以".)
  if (dateOutOfReach(clause, c.ctx)) return null;
  // ("禮盒今年先不做了", "not doing the gift box this year": a year named of a piece of work not done dates no work.)
  if (parsed.precision === 'year' && workNotDone.test(plain(clause))) return null;
  if (parsed.precision === 'year' && thisYearSetAgainstLast(clause, sentence.slice(0, Math.max(0, sentence.indexOf(clause))))) return null;
  // "옆집 카페는 3월 2일 오픈이래서 …", "my buddy's shop opened March 2", "T2's new flagship is opening in April": a date said
  // of another person or business, named before it, is theirs (unless its question is on screen: then the visitor answers with it).
  // (The visitor's own said after it is theirs: "… 저흰 4월 중순 목표요".)
  if (c.asked?.kind !== 'date' && dateOfAnotherParty(clause, c.ctx)) {
    const ours = ownDateAfterAnotherParty(clause, c.ctx);
    // (Its role is kept for the visitor's own date said next: "옆집 카페는 3월 2일 오픈이래서 … 저흰 4월 중순 목표요".)
    const theirRole = dateRoleOf(clause, c);
    if (theirRole && theirRole !== 'none') month.theirRole = theirRole;
    if (!ours) {
      c.othersStory.add(clause);
      return null;
    }
    parsed = ours;
  }
  // ("we wanted march before ski season ends but thats not realistic": so is one the next clause, opening with "but", judges so.)
  const after = sentence.slice(sentence.indexOf(clause) + clause.length);
  if (sentence.includes(clause) && opensWithAReservation(after) && dateOutOfReach(after.slice(0, 48), c.ctx)) return null;
  // "guided cold plunge mornings in winter", "每年冬天", "겨울마다": a season that comes back is a habit, not a date.
  if (namesSeasonOrHoliday(clause) && !namesMonth(clause) && seasonHabit.test(plain(clause))) return null;
  // (A date counted from today names no month a day said alone is of: "the organiser gives two days to set up".)
  if (parsed.date && !datedFromTodayOnly(text)) month.value = Number(parsed.date.slice(5, 7));
  const whole = plain(sentence);
  // "오픈은 화이트데이! 3월 14일이요": a date said alone right after the sentence that named its role.
  // (A clause that tells when a holiday falls dates the holiday, not the work: "一定要中秋前開幕。今年中秋節是9月25日，所以想在9月15日
  // 開幕。", "올해 추석이 9월 25일이라 그 열흘 전쯤, 9월 15일에는 문 열고 싶어요".)
  // (Not where the clause goes on to another date: "추석이 9월 말이니까 8월 20일까지는 인쇄가 끝나야 해요".)
  const holidaysOwn = tellsAHolidaysDate(clause) && findDates(clause, c.ctx).filter((d) => /\d/.test(d.text)).length === 1;
  // ("철수는 아직 공지가 안 나왔어요 ㅠ 올해는 3월로 밀렸더라고요": a role the clause names and leaves open before its date is not the
  // date's; only words after them may say its role.)
  const openEnd = leftOpenBeforeADate(clause, c.ctx);
  const ownRoleOfClause = openEnd !== null ? dateRoleOf(normalizeAnswer(clause).slice(openEnd), c) : (besideRole ?? dateRoleOf(clause, c));
  const clauseRole = holidaysOwn ? 'none' : (ownRoleOfClause ?? (dateRoleOf(sentence, c) === null ? month.pendingRole : null));
  // "明年三月退休，希望在那之前可以搬進去" ("before then"): the date is one to be in by; not so a date named
  // for what it is ("입주는 8월 말쯤이요, 그 전엔 부모님이 …": before the move, something else).
  const pointedBack = beforeThen.exec(whole);
  const ownRole = pointedBack ? dateRoleOf(whole.slice(0, pointedBack.index), c) : null;
  // (Not when what may not happen before then is the work starting: "임대가 4월 1일부터라 그 전엔 공사 못 들어가고요"; nor when what is
  // done before then is another event, a contract or a wedding: "저는 4월부터 싱가포르 파견이라 그 전에 계약까지는 제가 챙기려고요".)
  const dueBefore = parsed.date !== null && pointedBack !== null && (ownRole === null || ownRole === 'none') && !workStarts.test(whole.slice(pointedBack.index)) && !otherEventDate.test(whole.slice(pointedBack.index, pointedBack.index + pointedBack[0].length + 12));
  // "Our lease runs out August 31 so we need to move in by then": the role said in the same clause as "by then" is due by the date.
  const clauseBeforeThen = pointedBack ? whole.slice(0, pointedBack.index).split(/[,，.。;；!！?？]/).at(-1)! : '';
  const byThenForItself = pointedBack !== null && ownRole !== null && ownRole !== 'none' && dateRoleOf(clauseBeforeThen, c) === ownRole;
  let value: BriefValue = (dueBefore || byThenForItself) && parsed.relation === 'on' ? { ...parsed, relation: 'by' } : parsed;
  // (A date whose own clause names no role, while a date is asked, is the asked date: "we'd like to be back home by
  // Thanksgiving" to when the visitor moves in, though the sentence began "while the work is done".)
  // (Only where the sentence names one date, however many times, and dates nothing of another subject: not "the show opens
  // June 8, … removed by June 11", nor "Our grandson's birthday is November 14".)
  // (A year said beside a day of it, "November 26th this year", is the same date.)
  // (Read only where it can matter: the sentence's dates are read again.)
  const sentenceDates = once(() => {
    const said = findDates(sentence, c.ctx).flatMap((d) => (d.value.kind === 'date' && d.value.date ? [d.value] : []));
    return said.filter((d) => d.precision !== 'year' || !said.some((e) => e.precision !== 'year' && e.date!.slice(0, 4) === d.date!.slice(0, 4)));
  });
  const oneDate = () => sentenceDates().length > 0 && sentenceDates().every((d) => d.date === sentenceDates()[0]!.date);
  const sentenceRole = dateRoleOf(sentence, c);
  // (Nor where the clause just before says the sentence's role for it: "the show opens Monday, June 8".)
  // (A comma between them: "… till it's done so before school starts in august" is another thought, joined by "so".)
  const lead = sentence.slice(0, Math.max(0, sentence.indexOf(clause)));
  const clauseBefore = /[,，、]\s*$/.test(lead) ? (lead.split(/[,，、;；]/).filter((part) => part.trim()).at(-1) ?? '') : '';
  const roleJustBefore = sentenceRole !== null && sentenceRole !== 'none' && dateRoleOf(clauseBefore, c) === sentenceRole;
  const askedDate = clauseRole === null && sentenceRole !== 'none' && !roleJustBefore && c.asked?.kind === 'date' && has(c, c.asked.id) && oneDate() ? c.asked.id : null;
  // ("back home by Thanksgiving, that's November 26th": the date said again to name its day is still one to be in by.)
  if (value.relation === 'on' && value.precision === 'day' && oneDate() && sentenceDates().some((d) => d.relation === 'by' && d.precision === 'day')) value = { ...value, relation: 'by' };
  // ("The Yellowstone Glass rods don't actually ship to dealers until September 1, the show is where we take the preorders"):
  // off a date's question, a clause of no role that says its own thing does not happen until the date is that thing's date,
  // not a role its sentence names beside it.
  if (clauseRole === null && c.asked?.kind !== 'date' && notUntil.test(s)) return null;
  // (Not the role of a sentence that leaves its date open: "철수는 … 아직 공지가 안 나왔어요 ㅠ 작년엔 2월 말에 했다던데 올해는 3월로
  // 밀렸더라고요" dates the show, not the move-out.)
  let role = clauseRole ?? askedDate ?? (leftOpenBeforeADate(sentence, c.ctx) !== null ? null : sentenceRole);
  // (A date of the visitor's own, "I" or "we" right before it, said after another's date for a role, is theirs for that role.)
  if ((role === null || role === 'none') && month.theirRole && ownDateSaid(s, c.ctx)) role = month.theirRole;
  // ("進場是22號 喔不是 我再看一下主辦的信 是23號", "반입은 22일 아 아니다 … 23일이에요": a day said alone after a change of mind
  // from a date said for its role, in that clause or after it, is that role's date again; the later is meant.)
  const changedFrom = clauseRole === null && dayOnly && month.lastRole ? month.lastRole : undefined;
  if (changedFrom) {
    const from = c.message.indexOf(changedFrom.clause);
    const at = from < 0 ? -1 : c.message.indexOf(clause, from + changedFrom.clause.length);
    if (at > from && changedMindWords.test(c.message.slice(from, at).normalize('NFKC').toLowerCase())) role = changedFrom.fieldId;
  }
  // "The shop opens in June so the boxes must be printed before the end of April": a clause of its own that
  // the work is due by is the deadline, whatever else the sentence dates.
  // (So is one whose event has no field of the type: "스마트스토어 오픈 맞추려면 3월 말까지는 나와야 해요" for a logo.)
  // (But for a site, whose deadline is asked as when it goes live: there the site's opening, "오픈 목표일: 5월 29일", "go live
  // April 27", is the deadline said with its own words.)
  const siteOpening = c.projectType === 'website' && has(c, 'expected_deadline') && siteGoesLive.test(s);
  const openingOfNoField = clauseRole === 'none' && !has(c, 'opening_date') && dateRoleCues.opening_date.test(s) && !siteOpening;
  if (siteOpening && (role === null || role === 'none')) role = 'expected_deadline';
  // ("Hard date: Mon Apr 27.", "마감: 3월 20일"): a date its clause calls the deadline by its name is the deadline.
  if ((role === null || role === 'none') && has(c, 'expected_deadline') && deadlineNamed.test(s) && !processDeadline.test(s)) role = 'expected_deadline';
  if ((clauseRole === null || openingOfNoField) && role === 'none' && parsed.relation === 'by' && has(c, 'expected_deadline') && dueWords.test(s)) role = 'expected_deadline';
  // "we're reopening in mid April, so it'd be great to have everything before then": an event the work is due before.
  // ("Our lease runs out August 31 so we need to move in by then": the role said just before "by then" is due by the date.)
  // (The role may stand before the words or after them, "要在那之前搬進去"; their clause may begin with what the date is, "Our
  // lease runs out August 31": the role is in the words after that.)
  const thenClause = pointedBack ? clauseBeforeThen + whole.slice(pointedBack.index).split(/[,，.。;；!！?？]/)[0]! : '';
  const thenRole = pointedBack ? dateRoleOf(thenClause, c, 'around') : null;
  if ((role === null || role === 'none') && parsed.date !== null && thenRole !== null && thenRole !== 'none') return { fieldId: thenRole, value: { ...parsed, relation: 'by' } };
  if ((role === null || role === 'none') && dueBefore && has(c, 'expected_deadline')) return { fieldId: 'expected_deadline', value: { ...parsed, relation: 'by' } };
  // (A date hoped for with no word of the work, "hopefully a regional grocery chain by fall", is no deadline.)
  // (Where the design's deadline is the only date the type asks for, a date something is to be done by, with no other role, is it:
  // "4월 15일 전에 열고 싶어요" for a guesthouse's site; not what lasts until a time, "they avoid us until April".)
  // (Nor, off its question, a time a routine takes: "we roast every tuesday and ship within 2 days".)
  const deadlineByDefault = c.onlyTheDeadline && role === null && !lastsUntil.test(s) && !(c.asked?.id !== 'expected_deadline' && routineCue.test(plain(sentence)));
  // (Nor a holiday or a season named alone, with no word of the work: "過年前也會去台北的市集擺攤", "要過年送禮"; nor a year
  // alone: "今年是第一次參加，之前都是…".)
  const holidayAlone = namesSeasonOrHoliday(clause) && !namesMonth(clause);
  const dueByDefault =
    value.relation === 'by' && has(c, 'expected_deadline') && !holidayAlone && parsed.precision !== 'year' && (dueWords.test(s) || deadlineByDefault) && !hopeWithoutWork.test(s);
  // "8월 20일 목요일부터 나흘이에요" after "8월에 … 베이비페어": a day with no role of its own, in the one month a date field
  // holds, says that date more precisely (the engine files it as a refinement).
  const inKnownMonth = role === null && parsed.precision === 'day' && parsed.date ? [...c.knownMonths].filter(([, month]) => month === parsed!.date!.slice(0, 7)) : [];
  // ("5월 말까지는 들어가 살고 싶어요", "wanna be back in by end of may": in a home, a date to be in by with no word of the
  // design's deadline is when the visitor moves in.)
  const dueField: BriefFieldId = c.projectType === 'residential_space' && has(c, 'move_in_date') && !deadlineNamed.test(s) && !dateRoleCues.expected_deadline.test(s) ? 'move_in_date' : 'expected_deadline';
  // ("想在母親節前開幕！所以最晚4月中要開": a date to be done by, with no words of its own, after one said with its role's,
  // says that role's date again, not the design's deadline.)
  const byDefault = defaultDateField(c, clause) ?? (dueByDefault ? (month.byRole ?? dueField) : inKnownMonth.length === 1 ? inKnownMonth[0]![0] : null);
  const fieldId = role === 'none' ? null : (role ?? byDefault);
  if (clauseRole !== null && clauseRole !== 'none' && fieldId === clauseRole && value.relation === 'by') month.byRole = clauseRole;
  if (clauseRole !== null && clauseRole !== 'none' && fieldId === clauseRole) month.lastRole = { fieldId, clause };
  // "今年第一次參加文博會": a year is no day to set up or clear a booth.
  if ((fieldId === 'entry_date' || fieldId === 'exit_date') && value.kind === 'date' && value.precision === 'year') return null;
  // "live by the Friday before spring break, March 13": the sentence says the work is due by the date.
  // (So is one the clause calls the deadline by its name: "마감 … 3월 말로 당겨도 될까요".)
  if (fieldId === 'expected_deadline') value = dueByWhenSaidSo(value, sentence);
  // (A site's day to go live is a day it is due by.)
  if (fieldId === 'expected_deadline' && siteOpening && value.kind === 'date' && value.relation === 'on') value = { ...value, relation: 'by' };
  if (fieldId === 'expected_deadline' && value.kind === 'date' && value.relation === 'on' && deadlineNamed.test(s)) value = { ...value, relation: 'by' };
  // "open since 2018", "we moved in 2019": a time already past is the story's, never a date the project keeps;
  // nor is the day of telling ("Update from the contractor today though", "今天剛確認", "오늘 연락 왔는데").
  if (fieldId && (isPast(value, c.ctx) || isToday(value, c.ctx))) return null;
  // "개원 5년 이내인 30~40대 의사" (doctors within five years of opening) while the customers are asked: a date years ahead,
  // said off its question, is some other time's, not when the design or the place is due.
  if (fieldId && c.asked?.id !== fieldId && yearsAhead(value, c.ctx) > 3) return null;
  // ("We got a booth at the Northwest Sportshow this year", "今年要自己出來開店": off its question, the year the visitor is in,
  // said alone, dates nothing the brief can plan by; the question is asked.)
  if (fieldId && c.asked?.id !== fieldId && value.kind === 'date' && value.precision === 'year' && value.date?.slice(0, 4) === todayIso(c.ctx).slice(0, 4)) return null;
  // (A date whose own clause has no word for its field: filed by the question on screen or the sentence's words.)
  // (An event the type has no field for names no role of its own: its date is the deadline only as a date with no words.)
  return fieldId ? { fieldId, value, ...(clauseRole === null || openingOfNoField ? { withoutOwnWords: true as const } : {}) } : null;
}

/** A number said within the bound of the one before, of the same unit: "20평 좀 안 돼요" then "18평쯤" (within a third of it). */
function withinBound(first: BriefValue, later: BriefValue): boolean {
  if (first.kind !== 'number_with_unit' || later.kind !== 'number_with_unit' || first.unit !== later.unit || first.max !== undefined) return false;
  if (first.bound === 'at_most') return later.amount < first.amount && later.amount >= first.amount * 0.7;
  if (first.bound === 'at_least') return later.amount > first.amount && later.amount <= first.amount * 1.3;
  return false;
}

/** A date whose whole day, month, quarter or year ended before the visitor's today. */
function isPast(value: BriefValue, ctx: ParseContext): boolean {
  if (value.kind !== 'date' || !value.date || !value.precision) return false;
  // (The whole month: "early this month" said on the 20th is still this month's.)
  return lastDayOf({ ...value, part: undefined }) < todayIso(ctx);
}

/** How many years after the visitor's today a date falls (0 for one without a date). */
function yearsAhead(value: BriefValue, ctx: ParseContext): number {
  if (value.kind !== 'date' || !value.date) return 0;
  return (Date.parse(value.date) - Date.parse(todayIso(ctx))) / (365.25 * 24 * 3600 * 1000);
}

/** The visitor's today, as YYYY-MM-DD. */
function todayIso(ctx: ParseContext): string {
  const today = localToday(ctx);
  return `${today.year}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}`;
}

/**
 * Whether, off its question, a kind of home is named only right after a place that is not the project's: "서울 아파트
 * 정리하고 내려가기로 했어요" after "양평에 시골집을 하나 샀는데" is the flat the visitor leaves, not the house to design.
 * Only where the project's place is known (from the brief or this message).
 */
function dwellingOfAnotherPlace(field: InterviewField, option: string, clause: string, c: Context): boolean {
  if (field.id !== 'property_category' || c.asked?.id === field.id) return false;
  const project = [c.projectPlace ?? '', ...c.placesInMessage].join(' ').normalize('NFKC').toLowerCase();
  if (!project.trim()) return false;
  const lower = clause.normalize('NFKC').toLowerCase();
  const at = firstNamings(field, option, lower, c);
  const said = clause.normalize('NFKC');
  const home = (c.projectPlace ?? '').normalize('NFKC').toLowerCase();
  return at.length > 0 && at.every(({ t, at: i }) => {
    // ("the lease on our condo in Ishpeming runs out" of a house in Marquette: a place of its own said right after it, not
    // the project's place the brief holds.)
    const after = /^\s+(?:(?:over|up|down|out|back) )?(?:in|at|near)\s+/.exec(lower.slice(i + t.length));
    const rest = said.slice(i + t.length);
    const placeAfter = after ? placeWords(rest).find((p) => rest.indexOf(p) === after[0].length) : undefined;
    if (placeAfter) return home !== '' && !home.includes(placeAfter.toLowerCase());
    const place = [...lower.slice(Math.max(0, i - 16), i).matchAll(placeNamesAnyCase)].at(-1);
    if (!place) return false;
    const end = Math.max(0, i - 16) + place.index + place[0].length;
    return /^(?:\s|의|的|'s|’s)*$/.test(lower.slice(end, i)) && !project.includes(place[0].toLowerCase());
  });
}

/** Where each of an option's words first stands in the words (`lower`: NFKC, lower case), as the reader reads them now. */
function firstNamings(field: InterviewField, option: string, lower: string, c: Context): { t: string; at: number }[] {
  const terms = choiceTerms(field, c.asked?.id !== field.id).find((o) => o.id === option)?.terms ?? [];
  return terms.map((t) => t.normalize('NFKC').toLowerCase()).flatMap((t) => (lower.includes(t) ? [{ t, at: lower.indexOf(t) }] : []));
}

/**
 * Whether every word of the option found in the clause is a word of the deadline said with a date there ("Timing…
 * ideally done by end of May?" while the trademark is asked: "done" tells when the design is due, not that the mark
 * is registered).
 */
function namedOnlyByTheDeadline(field: InterviewField, option: string, clause: string, c: Context): boolean {
  const lower = clause.normalize('NFKC').toLowerCase();
  const at = firstNamings(field, option, lower, c);
  if (at.length === 0 || findDates(clause, c.ctx).length === 0) return false;
  // (Only a word that is the deadline's and nothing more: "등록 완료했어요" with its year still says the mark is registered.)
  return at.every(({ t }) => dateRoleCues.expected_deadline.exec(t)?.[0] === t);
}

/**
 * Whether every naming of the option in the clause is of another person's or business's (`saidOfAnotherParty`): "My
 * cousin's bakery in Louisville got theirs registered last year" chooses no trademark status of the visitor's.
 */
function optionOfAnotherParty(field: InterviewField, option: string, clause: string, c: Context, sentence = clause): boolean {
  const lower = clause.normalize('NFKC').toLowerCase();
  const at = firstNamings(field, option, lower, c);
  // (The party may be named in the clause before, in the same sentence: "我表哥在高雄鳳山也開一間豆花，他們的商標…就註冊好了".)
  // (Only a few words back: a friend named early in a long sentence is not the subject of all that follows.)
  const whole = sentence.normalize('NFKC').toLowerCase();
  const from = whole.indexOf(lower);
  const [words, shift] = from < 0 ? [lower, 0] : [whole, from];
  return at.length > 0 && at.every(({ at: i }) => saidOfAnotherParty(words, shift + i, i + 24));
}

/**
 * Whether every naming of the option in the clause is the "not" half of a Chinese A-not-A question ("不確定阿嬤當年有沒有去登記",
 * "whether she registered it or not"): the "沒有" of 有沒有 wonders, it says no "no".
 */
function namedOnlyInAQuestionOfWhether(field: InterviewField, option: string, clause: string, c: Context): boolean {
  const lower = clause.normalize('NFKC').toLowerCase();
  const at = firstNamings(field, option, lower, c);
  return at.length > 0 && at.every(({ t, at: i }) => notOfAQuestionOfWhether.test(t) && i > 0 && lower[i - 1] === t[1]);
}

/** Whether every word of the option found in the clause is ruled out there ("라벨 말고", "no stickers", "不要貼紙"). */
function optionRuledOut(field: InterviewField, option: string, clause: string, c: Context): boolean {
  const lower = clause.normalize('NFKC').toLowerCase();
  const at = firstNamings(field, option, lower, c);
  return at.length > 0 && at.every(({ t, at: i }) => ruledOutBefore.test(lower.slice(Math.max(0, i - 20), i)) || ruledOutAfter.test(lower.slice(i + t.length, i + t.length + 12)));
}

/**
 * Whether every naming of a packaging form in the words is as what another form goes on or holds ("a label for the
 * jar", "罐子的標籤", "병에 붙일 라벨", "a 3-jar gift set"): then that form is not one to design.
 */
function onlyCarried(field: InterviewField, option: string, clause: string, c: Context): boolean {
  if (field.id !== 'packaging_form') return false;
  const lower = clause.normalize('NFKC').toLowerCase();
  const terms = (choiceTerms(field, c.asked?.id !== field.id).find((o) => o.id === option)?.terms ?? []).map((t) => t.normalize('NFKC').toLowerCase());
  const carried: [number, number][] = [];
  for (const pattern of formCarried(terms)) {
    for (const m of lower.matchAll(pattern)) {
      const span = m.indices?.groups?.form;
      if (span) carried.push(span);
    }
  }
  if (carried.length === 0) return false;
  const namings: [number, number][] = [];
  for (const t of terms) for (let at = lower.indexOf(t); at >= 0; at = lower.indexOf(t, at + 1)) namings.push([at, at + t.length]);
  return namings.length > 0 && namings.every(([from, to]) => carried.some(([a, b]) => a <= from && to <= b));
}

/**
 * Where words leave a thing open before any date of theirs ("철수는 … 아직 공지가 안 나왔어요 ㅠ 올해는 3월로 밀렸더라고요", "開幕時間
 * 現在真的說不準 房租是4月開始算"): the end of the words that leave it so, in the words as normalized; null when they leave
 * nothing open, or only after a date. The role named before that end is left open; a date after it is not that role's.
 */
function leftOpenBeforeADate(words: string, ctx: ParseContext): number | null {
  const written = normalizeAnswer(words);
  const span = leftOpenSpan(written);
  return span === null || findDates(written.slice(0, span.end), ctx).length > 0 ? null : span.end;
}

/** Whether the clause's first date follows another person or business named a few words before it, with no "I" or "we" between. */
function dateOfAnotherParty(clause: string, ctx: ParseContext): boolean {
  const said = plain(clause);
  const first = findDates(said, ctx)[0];
  if (first === undefined) return false;
  // (Or by their name: "T2's new Auckland flagship is apparently opening in April too"; the first date as written.)
  const written = findDates(clause, ctx)[0];
  return saidOfAnotherParty(said, first.start, 14) || (written !== undefined && saidOfANamedOther(clause, written.start));
}
type DateValue = Extract<BriefValue, { kind: 'date' }>;
const everyFirstPerson = new RegExp(firstPersonWords.source, 'giu');

/** Whether the clause's first date has "I" or "we" a few words before it ("저흰 4월 중순 목표요", "we're aiming for mid April"). */
function ownDateSaid(said: string, ctx: ParseContext): boolean {
  const first = findDates(said, ctx)[0];
  return first !== undefined && firstPersonWords.test(said.slice(Math.max(0, first.start - 14), first.start));
}

/** After another's date, the date the visitor says of their own, "I" or "we" right before it ("… 저흰 4월 중순 목표요"). */
function ownDateAfterAnotherParty(clause: string, ctx: ParseContext): DateValue | undefined {
  const said = plain(clause);
  const [first, ...later] = findDates(said, ctx);
  if (!first) return undefined;
  let from = first.end;
  for (const d of later) {
    const between = said.slice(from, d.start);
    const own = [...between.matchAll(everyFirstPerson)].at(-1);
    if (own && between.length - (own.index + own[0].length) <= 10 && d.value.kind === 'date' && d.value.date !== null) return d.value;
    from = d.end;
  }
  return undefined;
}

/** The date said after the words that put the one before them out of reach ("3月底太趕了 4月中ok就好"), if any. */
function dateAfterItsReach(words: string, ctx: ParseContext): DateValue | undefined {
  const said = plain(words);
  const reach = [...said.matchAll(outOfReach)][0];
  if (!reach) return undefined;
  const dates = findDates(said, ctx);
  if (!dates.some((d) => d.end <= reach.index)) return undefined;
  const after = dates.find((d) => d.start >= reach.index + reach[0].length)?.value;
  return after?.kind === 'date' && after.date !== null ? after : undefined;
}

/** Whether a date said in the words is put out of reach by them, with no other date after ("2월 14일은 무리고요"). */
export function dateOutOfReach(words: string, ctx: ParseContext): boolean {
  const said = plain(words);
  const reach = [...said.matchAll(outOfReach)].at(-1);
  if (reach !== undefined && findDates(said.slice(reach.index + reach[0].length), ctx).length === 0) return true;
  // ("不用趕3月了": the words before the clause's only date say it need not be met.)
  const before = [...said.matchAll(outOfReachBefore)].at(-1);
  if (before === undefined) return false;
  const after = findDates(said.slice(before.index + before[0].length), ctx);
  return after.length === 1 && after[0]!.start <= 2 && findDates(said.slice(0, before.index), ctx).length === 0;
}

/** A date already past, or the visitor's today: the story's, never a date the project keeps. */
export function pastOrToday(value: BriefValue, ctx: ParseContext): boolean {
  return isPast(value, ctx) || isToday(value, ctx);
}

/** Whether the date is the visitor's today, to the day. */
function isToday(value: BriefValue, ctx: ParseContext): boolean {
  return value.kind === 'date' && value.precision === 'day' && value.date === todayIso(ctx);
}

/**
 * Whether a sentence off the materials' question is about the packaging's materials: it names the packaging or one of its
 * forms ("盒", "jar", "파우치"), or wishes to use something ("想用牛皮紙"). "我們用龍眼木當柴 柴是跟竹山一個朋友買的" speaks of
 * the fuel and a friend's town, not of a material for the package.
 */
function ofThePackaging(sentence: string, c: Context): boolean {
  const form = c.fields.get('packaging_form');
  const terms = form ? choiceTerms(form, false).flatMap((o) => o.terms) : [];
  const lower = plain(sentence);
  return packagingWords.test(lower) || wantToUse.test(lower) || terms.some((t) => t.length > 0 && lower.includes(t.toLowerCase()));
}

/** Whether what is used now was said before (or in) the clause, and the clause wishes for nothing new: "現在都是用透明塑膠袋 貼一張…貼紙". */
function usedNow(sentence: string, clause: { text: string }): boolean {
  const at = sentence.indexOf(clause.text);
  const upTo = plain(at < 0 ? sentence : sentence.slice(0, at + clause.text.length));
  return pastUse.test(upTo) && !wantToUse.test(plain(clause.text));
}

/** Option words too common to name an option inside a longer sentence ("no", "有", "네"). */
const genericOptionWords = new Set(['送禮', '선물용', '단독', 'blog', '블로그', '部落格', 'yes', 'no', 'other', 'others', 'both', 'none', 'shop', 'store', 'news', 'media', 'house', '是', '有', '네', '아니요', '아직', '다른', '그 외', '별도', '기타', 'can', 'tin', 'label', 'gift', 'bag', 'done']);

function choiceTerms(field: InterviewField, strongOnly: boolean) {
  const generic = genericOptionWords;
  return (field.options ?? [])
    .filter((o) => o.id !== 'other' && o.id !== 'not_sure')
    .map((o) => ({
      id: o.id,
      terms: [...Object.values(o.label), ...(o.synonyms ?? [])].filter((t) => !strongOnly || !generic.has(t.toLowerCase())),
      ...(o.denies ? { denies: o.denies } : {}),
    }));
}

function readChoice(field: InterviewField, clause: string, sentence: string, c: Context): BriefValue | null {
  const s = plain(clause);
  const asked = c.asked?.id === field.id;
  // (Asked, a long message names the trademark to answer it: "… 6 trucks that will need new wraps once the logo is done" is
  // no "done" to the trademark question.)
  // (But a clause that names an option by its own words answers it, in a reply of any length: "Dana filed with the USPTO back
  // in October I think, it's still pending".)
  // (Not an option that only denies another by its own loose words: "現在ig很亂 沒有統一的感覺" says no "沒有" of the trademark. By
  // another option's words denied it does: "No trademark yet, we haven't filed anything".)
  const namesAnOptionPlainly = () => {
    const value = parseChoice(clause, choiceTerms(field, true).map((o) => ('denies' in o ? { ...o, terms: [] } : o)), field.multiple ?? false);
    return value?.kind === 'choice' && value.otherText === undefined;
  };
  // (Off its question, a clause after one that names the trademark, in the same sentence, goes on with it when it names an
  // option by its own words: "oh correction on the trademark thing, my wife … filed an application for the name back in october".)
  const afterTheTrademark = () => {
    const at = plain(sentence).indexOf(s);
    return at > 0 && trademarkCue.test(plain(sentence).slice(0, at)) && namesAnOptionPlainly();
  };
  if (field.id === 'registration_status' && !trademarkCue.test(s) && (!asked || (!c.shortMessage && !shortReply(sentence) && !namesAnOptionPlainly())) && (asked || !afterTheTrademark())) return null;
  if (field.id === 'water_electricity_supply' && !utilityCue.test(s) && !asked) return null;
  // (Water and power named one by one are read by `utilitiesSaid`: "要電 不用水" is no "不用" for both.)
  if (field.id === 'water_electricity_supply' && utilitiesOf(sentence, c) !== null) return null;
  // A word like "no" or "both" answers the question on screen only in a short reply, not inside a story ("no treble clefs please").
  // (The whole message short: "No website. Kayla made a Facebook page" is no "no" to a trademark question.)
  // (A sentence headed with the choice's topic speaks of nothing else: "상표는 아직이요" is read as if asked.)
  const headed = labelledTopic(plain(sentence), (id) => id === field.id) === field.id;
  // (Nor is a short sentence that names the choice's topic: "… back in 2021. no trademark" says no to the trademark.)
  const topicCue = field.id === 'registration_status' ? trademarkCue : field.id === 'water_electricity_supply' ? utilityCue : null;
  const shortOnTopic = (text: string) => asked && shortReply(text) && topicCue !== null && topicCue.test(plain(text));
  const namesItsTopic = shortOnTopic(sentence);
  // (And then it alone answers: "只有辦公司行號而已，商標沒有" is no "有" for the company's papers.)
  const answersItself = (text: string) => {
    const value = parseChoice(text, choiceTerms(field, false), field.multiple ?? false);
    return value?.kind === 'choice' && value.otherText === undefined;
  };
  if (!namesItsTopic && !headed && c.sentences().some((other) => other !== sentence && shortOnTopic(other) && answersItself(other))) return null;
  // (Within a sentence, the clause that names it: "只有辦公司行號而已，商標沒有"; or one after it naming an option by its own words,
  // as off the question: "The trademark on the name, my lawyer filed it back in March".)
  if (asked && topicCue !== null && !headed && clause !== sentence && topicCue.test(plain(sentence)) && !topicCue.test(s) && !(field.id === 'registration_status' && afterTheTrademark())) return null;
  const terms = choiceTerms(field, !headed && !namesItsTopic && !(asked && shortReply(sentence) && c.shortMessage));
  // ("所以到底有沒有註冊我真的不知道": the A-not-A words of a question of whether name neither answer; what is said of it, "不知道",
  // is read without them.)
  const read = parseChoice(field.id === 'registration_status' ? clause.replace(aNotA, ' ') : clause, terms, field.multiple ?? false);
  if (!read || read.kind !== 'choice' || read.otherText) return null;
  // ("去年送去申請商標，結果被智慧局核駁，說跟一個已經註冊的手搖飲品牌太像"): where the sentence tells of an application refused, the
  // registered mark it names is another's, and the refused one is pending no more.
  // ("Quatrième Rang is only registered as a business name at the REQ, no marque de commerce yet": nor is a name registered as
  // a business.)
  // (Not an option said of the trademark, named after the other papers: "사업자 등록은 작년 봄에 했는데 상표는 … 출원만 해놨어요".)
  const otherPapers = field.id === 'registration_status' ? otherRegistration.exec(plain(clause)) : null;
  const papersEnd = otherPapers ? otherPapers.index + otherPapers[0].length : 0;
  const ofTheTrademarkAfter = (id: string) => {
    const lower = clause.normalize('NFKC').toLowerCase();
    return firstNamings(field, id, lower, c).some(({ at }) => at > papersEnd && trademarkCue.test(lower.slice(papersEnd, at)));
  };
  // ("Dad registered the old Hanley & Sons logo back in the 90s, but Hanley & Daughter isn't registered at all": what the old
  // name or logo has is not the brand's now, when the sentence goes on to say what it has.)
  if (field.id === 'registration_status' && pastVersion.test(plain(clause)) && clause !== sentence) {
    const rest = sentence.slice(sentence.indexOf(clause) + clause.length);
    if (answersItself(rest)) return null;
  }
  const refusedAll = field.id === 'registration_status' && applicationRefused.test(plain(sentence));
  const value = refusedAll || otherPapers !== null ? { ...read, selected: read.selected.filter((id) => (id !== 'registered' && id !== 'in_progress') || (!refusedAll && ofTheTrademarkAfter(id))) } : read;
  if (value.selected.length === 0) return null;
  // (Not options wondered between: "I honestly don't know if a pouch or a tin would be better".)
  if (field.multiple && isQuestionOrDoubt(sentence)) {
    const named = parseChoice(sentence, choiceTerms(field, false), true);
    if (named?.kind === 'choice' && wondersBetween(named.selected, sentence)) return null;
  }
  if (!field.multiple || clause === sentence) return value;
  // "想出禮盒，一盒裝三包": an option the whole sentence does not name (the box counted is the gift box) is not one.
  const key = `${field.id}\u0000${sentence}`;
  let inSentence = c.sentenceChoices.get(key);
  if (inSentence === undefined) c.sentenceChoices.set(key, (inSentence = parseChoice(sentence, terms, true)));
  const selected = value.selected.filter((id) => inSentence?.kind !== 'choice' || inSentence.selected.includes(id));
  return selected.length > 0 ? { ...value, selected } : null;
}

function listOf(text: string, pattern: RegExp): string[] {
  const items: string[] = [];
  for (const m of text.matchAll(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`))) {
    const item = m[0].trim();
    if (item && !items.some((i) => i.toLowerCase() === item.toLowerCase() || i.includes(item))) items.push(item);
  }
  return items;
}


/** Topics a sentence still speaks of when its numbers were all read as other facts ("500ml 유리병이고 …"). */
const usedUpTopics = new Set<BriefFieldId>(['specification', 'important_collections', 'products_or_services', 'main_pages', 'sales_channels', 'competitors']);

/** Each topic pattern's global copy, kept by the pattern itself (a project type may have topic words of its own). */
const globalCues = new WeakMap<RegExp, RegExp>();
function cueHits(cue: RegExp, text: string): number {
  let g = globalCues.get(cue);
  if (!g) globalCues.set(cue, (g = new RegExp(cue.source, cue.flags.includes('g') ? cue.flags : `${cue.flags}g`)));
  return Math.max(1, [...text.matchAll(g)].length);
}

// ---- the reader ----

interface ClauseFinding extends Finding {
  clause: Piece;
  /** A date whose own clause has no word for its field (filed by the question on screen, or its sentence's words). */
  withoutOwnWords?: true;
}


function readClause(clause: Piece, sentence: Piece, c: Context, month: DateContext): ClauseFinding[] {
  const out: ClauseFinding[] = [];
  const add = (fieldId: BriefFieldId, value: BriefValue | null, raw = clause.text): ClauseFinding | undefined => {
    if (!value || !has(c, fieldId) || out.some((f) => f.fieldId === fieldId)) return undefined;
    const finding: ClauseFinding = { fieldId, value, raw, strength: 'structured', clause };
    out.push(finding);
    return finding;
  };
  const addSaid = (fieldId: BriefFieldId, said: Said | null) => add(fieldId, said?.value ?? null, said?.words);
  const s = plain(clause.text);
  // "I meant 780 not 870 sq ft": the number meant, in the unit of the one taken back.
  const notThat = /(\d[\d,.]*)\s*,?\s+not\s+\d[\d,.]*(\s*[^\d\s,.!?;][^,.!?;]{0,14})?/i.exec(clause.text);
  if (notThat) return readClause({ ...clause, text: clause.text.replace(notThat[0], `${notThat[1]}${notThat[2] ?? ''}`) }, sentence, c, month);
  // "3월 말이 아니라 4월 말까지예요", "不是15萬而是20萬": only what comes after counts.
  const instead = /^(.*?)(?:이|가)?\s*아니라\s*(.+)$/.exec(clause.text) ?? /^(.*?)不是.+?(?:而是|是)(.+)$/.exec(clause.text);
  // (Only a value is taken back so: "경주 황리단길에 … 대여만 하는 게 아니라 찻집도" is "not only … but also".)
  if (instead && instead[1]!.length <= 14 && !/만\s*하는\s*게$|뿐(?:만)?$/.test(instead[1]!.trim())) return readClause({ ...clause, text: instead[2]! }, sentence, c, month);
  // "마감 4월 중순 말고 3월 말로 당겨도 될까요": a date taken back beside the one meant is not read; the role's words stay.
  const dateBack = withoutTakenBackDate(clause.text, c.ctx);
  if (dateBack !== null) return readClause({ ...clause, text: dateBack }, sentence, c, month).map((f) => (f.raw === dateBack ? { ...f, raw: clause.text } : f));
  // "we open in March no sorry April", "march wait no april": of two dates in one clause, the later is meant when words of a
  // change of mind stand between them; the first is taken back. (A first plan and the date of a lease are read below:
  // "이사는 원래 4월 말로 하려고 했는데 … 전세 만기가 5월 20일이라".)
  const twoDates = c.asked?.kind === 'date' || dateish.test(s) ? findDates(clause.text, c.ctx) : [];
  // (Only those words: "開幕4月初 啊不對 器材3月底才到" names the equipment's date after them.)
  const betweenTwo = twoDates.length === 2 ? clause.text.slice(twoDates[0]!.end, twoDates[1]!.start).toLowerCase() : '';
  const onlyAChangeOfMind = changedMindWords.test(betweenTwo) && wordsIn(betweenTwo.replace(new RegExp(changedMindWords.source, 'gu'), ' ').replace(/\b(?:no|oh|um|uh|i mean)\b/g, ' ')) === 0;
  if (onlyAChangeOfMind && laterIsMeant(clause.text, twoDates[0]!, twoDates[1]!)) {
    const meant = clause.text.slice(0, twoDates[0]!.start) + clause.text.slice(twoDates[0]!.end);
    return readClause({ ...clause, text: meant }, sentence, c, month).map((f) => (f.raw === meant ? { ...f, raw: clause.text } : f));
  }
  // ("Show floor opens August eleventh no sorry twelfth": a day taken back for another day said alone, of the same month.)
  const repairedDay = twoDates.length === 1 && twoDates[0]!.value.precision === 'day' && twoDates[0]!.value.date ? daySaidAgain(clause.text.slice(twoDates[0]!.end)) : null;
  if (repairedDay !== null) {
    const monthName = englishMonthNames[Number(twoDates[0]!.value.date!.slice(5, 7)) - 1]!;
    const meant = `${clause.text.slice(0, twoDates[0]!.start)}${monthName} ${repairedDay.day}${clause.text.slice(twoDates[0]!.end + repairedDay.length)}`;
    return readClause({ ...clause, text: meant }, sentence, c, month).map((f) => (f.raw === meant ? { ...f, raw: clause.text } : f));
  }
  // (A clause that only says what is not meant gives nothing: "不是32坪", "not the 2nd floor".)
  if (negatedClause.test(s)) return out;

  // ("most guests book through Booking.com and Airbnb": off the site's question, a platform's own address is where others
  // book or buy, not the visitor's site.)
  const siteAsked = c.asked?.id === 'url' || c.asked?.id === 'brand_website';
  // (Nor, off it, one its clause gives as another's before it: "모회사 홈페이지(ondamfood.co.kr)는 B2B 바이어용이라…".)
  const othersSite = (url: string) => groupCompany.test(s.slice(0, Math.max(0, s.indexOf(url.normalize('NFKC').toLowerCase()))));
  const found = [...clause.text.matchAll(urlPattern)].map((m) => m[0]);
  // ("pinterest.com/denise/ranch-redo", pasted after "it's all on her board": off the site's question, a board of looks is a
  // reference, not the visitor's site, in every type, a home's too.)
  const boards = found.filter((url) => has(c, 'other_preferences') && !siteAsked && referenceBoard.test(url.toLowerCase()));
  if (boards.length > 0) add('other_preferences', freeText(boards.join(' ')));
  const urls = found.filter((url) => !boards.includes(url) && (siteAsked || (!platformSite(url) && !othersSite(url))));
  if (urls.length > 0) add(has(c, 'url') ? 'url' : 'brand_website', freeText(urls.join(' ')));
  else if (noWebsiteCue.test(s)) add(has(c, 'url') ? 'url' : 'brand_website', freeText(clause.text));

  if (has(c, 'space_size')) addSaid('space_size', plausibleSize(readArea(clause.text, sentence.text, c), c));
  if (has(c, 'age')) addSaid('age', readAge(clause.text, c));
  if (has(c, 'number_of_visits')) addSaid('number_of_visits', readVisits(clause.text, c, sentence.text));
  // "we're only like 20 minutes from y'all", "我們離你們工作室大概40公里", "스튜디오까지 차로 한 시간 정도": a time or a way said
  // with the studio as its end is how far the visitor is (never asked: a visitor cannot know where the studio is).
  if (has(c, 'distance') && toTheStudio.test(plain(sentence.text))) addSaid('distance', readDistance(clause.text, c));
  // ("One correction — I said 40 minutes but that's summer driving. … it's more like an hour each way", "剛剛說開車20分鐘是我亂講的，
  // …其實要35分鐘"): the way known, named again, and another after it: the other is the way meant now.
  else if (has(c, 'distance') && c.wayKnownThenAnother()) {
    const way = readDistance(clause.text, c);
    if (way?.value.kind === 'number_with_unit' && !c.quantitiesSaid.includes(way.value.amount)) addSaid('distance', way);
  }
  if (has(c, 'budget') && urls.length === 0) {
    const across = moneyRangeAcross(clause, sentence, c);
    add('budget', across === undefined ? readMoney(clause.text, sentence.text, c) : across);
  }
  const date = readDate(clause.text, sentence.text, c, month);
  const added = date ? add(date.fieldId, date.value) : undefined;
  if (added && date?.withoutOwnWords) added.withoutOwnWords = true;

  if (has(c, 'water_electricity_supply') && (utilityCue.test(plain(sentence.text)) || c.asked?.id === 'water_electricity_supply')) add('water_electricity_supply', utilitiesOf(sentence.text, c));
  // ("locally Steel City Reformer, their booking is super easy" to the sites the visitor looks at: what others have is not
  // what this project is; no option is chosen from that answer.)
  const choiceFields = c.asked?.id === 'competitors' ? [] : (['property_category', 'packaging_form', 'category', 'registration_status', 'water_electricity_supply'] as const);
  for (const id of choiceFields) {
    // "been selling at the market with homemade labels": the packaging used so far is no choice for the new one.
    // (Also a clause that goes on from one saying so: "Right now our packaging is a clear bag with a sticker".)
    // (Asked or not: "之前都用透明塑膠袋加一張貼紙…想要可以拿來送禮的那種" to the form tells what was used, not what is wanted.)
    if (id === 'packaging_form' && (pastUse.test(s) || usedSoFar(sentence, clause) || (c.asked?.id !== id && /\bhome-?made\b|\bbeen (?:selling|using)\b|手寫|自己印/.test(s)))) continue;
    // "那個袋子照舊就好，不用改", "병은 지금 쓰는 유리병 그대로 쓸 거고": a form kept as it is is none to design, asked or not.
    if (id === 'packaging_form' && keptAsIs.test(s)) continue;
    // ("We box up our online orders ourselves anyway so that side is covered", "網購的單我們都是自己拿紙箱打包寄出去的啦"): the
    // packing the visitor ships orders in themselves is none to design.
    if (id === 'packaging_form' && shippedOurselves.test(s)) continue;
    // "like a farmhouse kitchen", "no gray flip-house look": off the question, a thing named as a look is not the project's.
    if ((id === 'property_category' || id === 'packaging_form') && c.asked?.id !== id && namesALook.test(s)) continue;
    // "maybe online booking? or maybe just a giant phone number button lol": off its question, an option wondered about is
    // not chosen yet (the question is asked).
    if (c.asked?.id !== id && asksBack(clause.text, c.message)) continue;
    const field = c.fields.get(id);
    // (Not from the words of a web address: "pinterest.com/denise/ranch-redo" names no ranch house.)
    const read = field ? readChoice(field, withoutUrls(clause.text), withoutUrls(sentence.text), c) : null;
    // "라벨 말고 캔에 직접 인쇄", "no stickers", "不要貼紙": an option ruled out is not chosen.
    // "a label for the jar", "三瓶一組的禮盒": a form named only as what another is for or holds is not chosen either.
    const kept = read?.kind === 'choice' && field ? read.selected.filter((option) => !optionRuledOut(field, option, clause.text, c) && !onlyCarried(field, option, clause.text, c) && !dwellingOfAnotherPlace(field, option, clause.text, c) && !namedOnlyByTheDeadline(field, option, clause.text, c) && !optionOfAnotherParty(field, option, clause.text, c, sentence.text) && !namedOnlyInAQuestionOfWhether(field, option, clause.text, c)) : [];
    const value = read?.kind === 'choice' && kept.length < read.selected.length ? (kept.length > 0 ? { ...read, selected: kept } : null) : read;
    // (Every option the clause names only to rule it out, chosen or not: "不要鐵罐了", "no more tins" name none.)
    // (Not what must not happen to it: "상자가 눅눅해지면 안 돼요".)
    if (field?.multiple && !mustNotHappen.test(clause.text)) {
      for (const option of (field.options ?? []).map((o) => o.id).filter((o) => optionRuledOut(field, o, clause.text, c))) c.optionsRuledOut.set(id, new Set([...(c.optionsRuledOut.get(id) ?? []), option]));
    }
    if (field && value) add(id, value, choiceWords(field, value, clause.text, c));
  }
  // (While the help is asked, the question names the trademark: a sentence of the reply that speaks of help answers it, "So
  // it's pending. He did it all himself online, we don't need help with that part.", read as a whole before its clause.)
  // ("상표등록은 안했습니다. 해야되는지도 몰랐는데 딸이 해야된다고 하대요. 그런것도 도와주시면 좋지요": so does a short sentence of
  // help after one that names the trademark not registered yet, in the same message, that names no piece of the design.)
  const sentencesSaid = c.sentences();
  const sentenceBefore = sentencesSaid.slice(0, Math.max(0, sentencesSaid.indexOf(sentence.text))).reverse().find((other) => trademarkCue.test(plain(other)));
  const statusField = c.fields.get('registration_status');
  const statusSaid = statusField && sentenceBefore !== undefined ? parseChoice(sentenceBefore, choiceTerms(statusField, false), false) : null;
  const notYetRegistered = statusSaid?.kind === 'choice' && statusSaid.selected.every((id) => id === 'not_registered' || id === 'in_progress' || id === 'not_sure');
  // (Said in a clause of its own: "Thanks but nah on help with that, my sister-in-law's a paralegal and she's been handling all of it".)
  const helpAfterTheTrademark = sentenceBefore !== undefined && notYetRegistered && (wordsIn(sentence.text) <= 8 || (helpWord.test(s) && wordsIn(clause.text) <= 8)) && !identityPieces.test(plain(sentence.text));
  const helpCued = registrationHelpCue.test(plain(sentence.text)) || helpAfterTheTrademark;
  const helpAsked = c.asked?.id === 'need_registration_assistance' && !helpCued;
  if (has(c, 'need_registration_assistance') && (helpCued || helpAsked) && helpWord.test(s)) {
    // "help with the trademark, no thank you, my cousin is a lawyer": the words around the help, in its sentence.
    const whole = plain(sentence.text);
    const at = whole.search(helpWord);
    // (Not before its own clause: "商標沒有註冊過 如果你們可以順便幫忙辦就太好了" says no of the trademark, not of the help.)
    const clauseAt = Math.max(0, whole.indexOf(s));
    // (Nor after the help's own Chinese clause: "如果你們可以幫忙辦就最好，他自己搞不懂那些" says no no of the help.)
    const around = at < 0 ? s : `${whole.slice(Math.max(at - 16, clauseAt <= at ? clauseAt : 0), at)} ${whole.slice(at, at + 40).split(/(?<=\p{Script=Han})[,.;!?，。；！？]/u)[0]!}`;
    const declinedHelp = helpDeclined.test(whole.slice(Math.max(0, at)));
    // "그것도 같이 도와주시면 좋겠어요", "please help us with it": asked for outright.
    const askedFor = helpAskedFor.test(whole.slice(Math.max(0, at)));
    const yesNo = helpAsked
      ? (parseYesNo(sentence.text) ?? parseYesNo(clause.text) ?? { kind: 'yes_no' as const, value: !declinedHelp && (askedFor || !helpRefused.test(s)) })
      : (parseYesNo(clause.text) ?? { kind: 'yes_no' as const, value: !declinedHelp && (askedFor || !helpRefused.test(around)) });
    // ("要不要請你們幫忙註冊…這個我要先問我爸": help left for someone else to decide is neither yes nor no.)
    // ("還沒決定要不要請你們幫忙": nor is help not decided yet.)
    // ("Not sure yet leh, … I need to check with him whether he wants help": nor, to its question, is help its sentence leaves
    // for later.)
    const notDecided = leftForLater(clause.text) || isUndecided(clause.text) || opensUndecided(clause.text) || (helpAsked && (leftForLater(sentence.text) || opensUndecided(sentence.text)));
    add('need_registration_assistance', notDecided ? { kind: 'undecided' } : yesNo);
  }
  if (has(c, 'layout')) {
    const m = layoutPattern.exec(s);
    if (m) {
      const said = sentence.text.normalize('NFKC');
      const inSentence = layoutPattern.exec(said.toLowerCase());
      const words = inSentence ? said.slice(inSentence.index, inSentence.index + inSentence[0].length) : clause.text;
      add('layout', freeText(words), words);
    }
  }
  if (has(c, 'languages')) {
    const written = sentence.text.normalize('NFKC');
    const said = written.toLowerCase();
    // (A name inside a web address or a handle is part of it: "帳號是 mandarin.lily.yvr" names no language.)
    const found = languageNames.flatMap(([p]) => {
      const m = p.exec(said);
      return m && !insideAnAddress(said, m.index, m[0].length) ? [{ at: m.index, text: written.slice(m.index, m.index + m[0].length) }] : [];
    });
    // "日文先不用", "no Spanish for now", "일본어는 나중에": a language left out is not one of the site's; so is one struck off as
    // any list's item is ("日文先不做了", "drop the Spanish", "일본어는 빼 주세요").
    const leftOut = (f: { at: number; text: string }) => {
      const name = f.text.toLowerCase();
      for (let at = said.indexOf(name); at >= 0; at = said.indexOf(name, at + name.length)) {
        const after = said.slice(at + name.length, at + name.length + 12);
        const before = said.slice(Math.max(0, at - 12), at);
        if (languageLeftOutAfter.test(after) || languageLeftOutBefore.test(before)) return true;
      }
      // (Or struck off as any list's item is: `struckOff`.)
      return struckOff(said, f.text);
    };
    // ("한국어랑 영어요. … 일본어는 아직 잘 모르겠어요", "中文跟英文 日文還不確定": a language said with a doubt of its own is not one yet.)
    const doubted = (f: { at: number; text: string }) => {
      const end = f.at + f.text.length;
      const next = Math.min(...found.filter((g) => g.at >= end).map((g) => g.at), said.length);
      const rest = said.slice(end, next).replace(/^[\s,，、:：-]+/u, '').split(/[,，、.。!！;；]/u)[0]!;
      return rest.trim() !== '' && opensUndecided(rest);
    };
    // (Left out, it is taken off the languages known too: "語言需要中文、英文、日文", then "日文先不做了 … 所以是中文、英文、越南文".)
    for (const f of found) if (leftOut(f)) c.optionsRuledOut.set('languages', new Set([...(c.optionsRuledOut.get('languages') ?? []), f.text.toLowerCase()]));
    const named = found.filter((f) => !leftOut(f) && !doubted(f) && !found.some((g) => g !== f && g.at <= f.at && g.at + g.text.length >= f.at + f.text.length && g.text.length > f.text.length));
    // "a lot of Japanese anglers in September... nah, English only for now", "只要中文", "한국어만": only those.
    // (Not one said as not the only one: "French too, not just English", "不只中文", "한국어만 아니라 영어도".)
    // (As any option is said as the only one: `namedAsTheOnlyOne`, the replies' `optionOnlyBefore`/`After`.)
    const only = named.filter((n) => namedAsTheOnlyOne(said, n.at, n.at + n.text.length));
    // "영어도 있으면 좋겠네요", "English too", "也要有英文", "剛剛說只要中文，我想了一下還是加日文好了": a language added to the ones named;
    // beside one said as the only one before, both are meant.
    // (Not one said as not the only one: "French too, not just English", "不只中文", "한국어만 아니라 영어도".)
    const addedTo = (n: { at: number; text: string }) => languageAddedAfter.test(said.slice(n.at + n.text.length)) || languageAddedBefore.test(said.slice(0, n.at));
    const names = only.length > 0 && !named.some((n) => !only.includes(n) && addedTo(n)) ? only : named;
    const added = names.some(addedTo);
    const cue = languageCue.test(plain(sentence.text)) || c.asked?.id === 'languages' || names.length >= 2 || added || /\bonly\b|只|만/.test(s);
    if (cue && names.length > 0 && names.some((n) => clause.text.normalize('NFKC').toLowerCase().includes(n.text.toLowerCase()))) add('languages', { kind: 'list', items: names.sort((x, y) => x.at - y.at).map((n) => n.text) });
  }
  // (Not the words of a web address: "koreanisch-berlin.de" names no place.)
  const places = withTheRegionAfter(placeWords(clause.text.replace(urlPattern, ' '), c.projectType === 'exhibition_space', sentence.text.slice(0, Math.max(0, clause.start - sentence.start))), clause, sentence);
  // "之前都是用白色紙包", "we used to use plastic tubs": what was used before is no preference.
  if (has(c, 'preferred_materials') && (c.asked?.id === 'preferred_materials' || (materialCue.test(plain(sentence.text)) && !pastUse.test(s) && ofThePackaging(sentence.text, c) && !usedNow(sentence.text, clause)))) {
    // (Not a material's word inside a place's name: "我們是台東太麻里種洛神花的" names no hemp.)
    const placeNames = places.map((place) => place.normalize('NFKC').toLowerCase());
    // (Nor a material another person or business uses, named before it in the clause: "隔壁那家是用木盒".)
    const theirs = (term: string) => anotherParty.test(s.slice(0, Math.max(0, s.indexOf(term))));
    const items = listOf(s, materialTerms).filter((item) => {
      const term = item.normalize('NFKC').toLowerCase();
      return !inPlaceNamesOnly(s, term, placeNames) && !theirs(term);
    });
    if (items.length > 0) add('preferred_materials', { kind: 'list', items: withRuledOut(clause.text, materialPhrases(clause.text, listItemsAsSaid(clause.text, items))) });
  }
  // (Where the visitor stays while the work is done is not where the work is: "I will stay at my daughter's in Tampa while …".)
  const stayingElsewhere = /\b(?:stay(?:ing)?|camp(?:ing)?|crash(?:ing)?|liv(?:e|ing) with)\b[^.]{0,60}\b(?:while|during)\b|施工期間|暫住|借住|공사 (?:기간|동안|중에)/.test(plain(sentence.text));
  // (Nor are the places of a sentence headed with the competitors theirs: "Competition: … in Sun Valley and one in McCall".)
  // (Nor, while the sites the visitor likes are asked, are the places of a sentence naming a site: "전주에 있는 다른 솜이불집 홈페이지도요".)
  const competitorsSentence = places.length > 0 && (labelledTopic(plain(sentence.text), (id) => has(c, id)) === 'competitors' || (c.asked?.id === 'competitors' && siteWord.test(plain(sentence.text))));
  // (Nor those of a look: "something like the cafés in Kyoto"; a wish is no look: "we would like to renovate our house in Evanston".)
  // "Tucson, on 4th Ave" while the problem to solve is asked: a short reply that is only a place is where the work is,
  // all of it ("청주 성안길이에요" is finer than the 청주 the reader knows).
  const whole = sentence.text.normalize('NFKC').trim();
  // (Nor the place of a plan on the project's success: "If this location works out we'd like to open a second shop in
  // Livingston", "如果生意不錯，第二間想開在台中".)
  const planOnSuccess = places.length > 0 && ifItGoesWell.test(plain(clauseOfPlan(clause.text, sentence.text)));
  const ownPlaces = isBuiltSpaceProjectType(c.projectType) ? places : places.filter((place) => !ofOtherPremises(clause.text, place));
  if (has(c, 'address') && c.shortMessage && c.asked?.id !== 'address' && placeOnlyReply.test(whole)) {
    if (clause.start === sentence.start) add('address', freeText(placeOfReply(whole)), sentence.text);
  } else if (ownPlaces.length > 0 && has(c, 'address') && !stayingElsewhere && !competitorsSentence && !planOnSuccess && !/\b(?:style|inspired)\b|\b(?<!would |'d |’d )like\b(?! to\b)|風|스타일/.test(s)) {
    if (add('address', freeText(ownPlaces.join(', ')), ownPlaces.join(', '))) c.placesInMessage.push(...ownPlaces);
  }
  return out;
}

/**
 * Whether a place is said as another of the business's premises ("We're opening a second location in Meridian this summer, and
 * our website can't handle it", the lexicon's `anotherPremisesBefore`): of a brand, a pack, a site or other work, not where the
 * business is. (Of a space, it is the space's: "opening a 2nd shop in the Pearl District"; the caller asks only off a space.)
 */
function ofOtherPremises(clause: string, place: string): boolean {
  const said = clause.normalize('NFKC');
  const at = said.indexOf(place.normalize('NFKC'));
  return at >= 0 && anotherPremisesBefore.test(said.slice(Math.max(0, at - 48), at).toLowerCase().trimEnd());
}

/**
 * An item the visitor took back later in the sentence: "蝦皮上個月已經收掉了 那個不要算", "strike Resources for now",
 * "쿠팡은 빼 주세요". Matched on the item's first word, as visitors name it shorter the second time.
 */
function struckOff(sentence: string, item: string): boolean {
  const lower = sentence.normalize('NFKC').toLowerCase();
  const head = item.normalize('NFKC').toLowerCase().split(/[\s(（/]/)[0]!;
  if (head.length < 2) return false;
  const named = escaped(head);
  return new RegExp(`(?:(?:${struckOffBefore.source})\\s+(?:the\\s+)?${named}|${named}[^,，。.]{0,10}(?:${struckOffAfter.source}))`).test(lower);
}

/** Whether the sentence, up to the end of `clause`, said what is used so far, with no turn to a wish or a "but" since. */
function usedSoFar(sentence: Piece, clause: Piece): boolean {
  // (The whole sentence first, made plain once: its words up to each clause only where it speaks of a past use at all.)
  if (!pastUse.test(plain(sentence.text))) return false;
  const before = plain(sentence.text.slice(0, Math.max(0, clause.end - sentence.start)));
  const said = pastUse.exec(before);
  return said !== null && !/\b(?:but|want|would like|need|instead)\b|但|可是|不過|想(?!過|到|說|说|起)|希望|하지만|근데|싶/.test(before.slice(said.index + said[0].length));
}

/** Whether every time a word is said it is inside one of the places named ("麻" in "太麻里"). */
function inPlaceNamesOnly(said: string, word: string, places: readonly string[]): boolean {
  if (places.length === 0 || !word) return false;
  let stripped = said;
  for (const place of places) stripped = stripped.split(place).join(' ');
  return stripped !== said && !stripped.includes(word);
}

/** The place a reply names, without the words around it: "We're on 4th Ave." → "4th Ave", "在鹽埕 大勇路附近", "화도면이에요" → "화도면". */
function placeOfReply(reply: string): string {
  return reply.replace(placeReplyLeadIn, '').replace(placeReplyTail, '').trim();
}

/** "不要塑膠", "no plastic", "플라스틱은 빼고": the words that rule an item out, right before it, or right after it (words/<language>/reader.json, `ruledOut`). */
const ruledOutBefore = new RegExp(`${anyPatternOf((l) => l.ruledOut.before)}$`);
/** (Korean puts the ruling verb after the item, a word may come between: "플라스틱은 최대한 안 쓰고 싶어요"; "병 말고도" is "besides the bottle".) */
const ruledOutAfter = new RegExp(`^\\s*${anyPatternOf((l) => l.ruledOut.after)}`);

/**
 * Whether the words name a colour or an element that is not ruled out where it stands ("no pink", "也不要全白", "不要那種粉紅色卡通",
 * "핑크핑크한 인스타 감성은 진짜 싫어요", "no pink or gray"): the colours a style's words reject are no colours chosen.
 */
export function namesAColourKept(words: string): boolean {
  const lower = words.normalize('NFKC').toLowerCase();
  const found = [...lower.matchAll(colourWordsEverywhere)];
  let previousRuledOut: { end: number } | null = null;
  for (const m of found) {
    const at = m.index;
    const before = lower.slice(Math.max(0, at - 24), at);
    // (A word or two may come between the ruling word and the colour: "不要那種粉紅色", "no bright pink".)
    const ruledBefore = ruledOutBefore.test(before) || ruledOutNearBefore.test(before);
    // (Korean rules out at the end of the colour's clause: "핑크핑크한 인스타 감성은 진짜 싫어요".)
    const after = lower.slice(at + m[0].length);
    const clauseEnd = clauseEndOfAColour.exec(after);
    const ruledAfter = ruledOutAfter.test(after.slice(0, 12)) || ruledOutAtClauseEnd.test(clauseEnd ? after.slice(0, clauseEnd.index + clauseEnd[0].length) : after);
    // (One joined to a colour ruled out is ruled out with it: "no pink or gray", "不要紅色跟黑色".)
    const joined = previousRuledOut !== null && joinsARuledOutColour.test(lower.slice(previousRuledOut.end, at));
    if (ruledBefore || ruledAfter || joined) previousRuledOut = { end: at + m[0].length };
    else return true;
  }
  return false;
}
/** Every colour or element word of a text (`colourWords`, global). */
const colourWordsEverywhere = everywhere(colourWords);
/** A ruling word a word or two before: "no bright pink", "不要那種粉". */
const ruledOutNearBefore = new RegExp(`${anyPatternOf((l) => l.ruledOut.nearBefore)}$`, 'u');
/** A clause that ends by ruling out what it names (Korean "…감성은 진짜 싫어요"). */
const ruledOutAtClauseEnd = new RegExp(`${anyPatternOf((l) => l.ruledOut.atClauseEnd)}\\s*$`, 'u');
/** Where the clause of a colour ends: a punctuation mark, a line's end, or a language's clause ending ("-고", "-는데"). */
const clauseEndOfAColour = new RegExp(`[,.!?;，。！？；\\n]|${anyPatternOf((l) => l.ruledOut.clauseEndsAt)}`, 'u');
/** The words between a colour ruled out and the next, ruled out with it: a comma or a slash, or a joining word ("or", "跟", "이나"). */
const joinsARuledOutColour = new RegExp(`^\\s*(?:\\/|,|${anyPatternOf((l) => l.ruledOut.joiners)})?\\s*$`, 'u');

/** What must not happen, said with a condition ("눅눅해지면 안 돼요"): no option ruled out. */
const mustNotHappen = new RegExp(anyPatternOf((l) => l.ruledOut.mustNotHappen), 'u');
/** The "not" of a Chinese A-not-A question at the start of a naming ("沒有" of 有沒有): a negation, then the verb repeated. */
const notOfAQuestionOfWhether = new RegExp(`^${anyPatternOf((l) => l.ruledOut.inAQuestionOfWhether)}\\p{Script=Han}`, 'u');
/** The A-not-A words of a Chinese question of whether, whole: "有沒有", "是不是". */
const aNotA = new RegExp(`(\\p{Script=Han})(?:${anyPatternOf((l) => l.ruledOut.inAQuestionOfWhether)})\\1`, 'gu');

/**
 * "in Portland, Maine: tuning…", "a kitchen unit in Kirkcaldy, Fife.", "in Eugene, Oregon, over by the university": the region a
 * place ending its clause is written with, after a comma (which ends the clause), a name of a word or two in capitals that
 * ends where its own clause does, is part of the place. (Not a month or a day: "in Portland, March is busy" names none.)
 */
function withTheRegionAfter(places: string[], clause: Piece, sentence: Piece): string[] {
  const last = places.at(-1);
  if (!last || !clause.text.trimEnd().endsWith(last)) return places;
  const region = /^\s*,\s*([A-Z][a-z]+(?:\.?\s[A-Z][a-z]+)?)(?=\s*(?:[,.;:!?)]|$))/.exec(sentence.text.slice(clause.end - sentence.start));
  if (!region || dateish.test(plain(region[1]!))) return places;
  return [...places.slice(0, -1), `${last}, ${region[1]}`];
}

/** Words before a material that are no part of its name ("for the gift box", "tins are metal"). */
const notOfTheName = /^(?:a|an|the|is|are|be|was|were|for|of|on|in|with|and|or|to|use|using|made|want|like|would|should|could|has|have|it|its|our|my|their|some|something|must|needs?|all|just|only|also|maybe|probably|no|not|any)$/i;
/** The endings of a Korean word that is no part of the name after it: particles, "or", a verb's joining ending. */
const koreanParticleEnd = /(?:은|는|이|가|을|를|에|에서|의|도|로|으로|와|과|랑|이랑|나|이나|고|서|요|만|지만|게|히)$/u;
/** The forms a material is named in after its word: 玻璃罐, 鋁箔, 棉布袋, 牛皮紙盒. */
const formOfTheMaterial = /[罐瓶袋盒箱板箔布紙纸皮膜片盤盘杯桶筒絲丝線线內内襯衬窗蓋盖]/;
/** The form an English material is named in after its word: "kraft board", "paper labels", "plastic windows". */
const englishFormAfter = /^\s+(?:boards?|box(?:es)?|bags?|labels?|jars?|pouch(?:es)?|film|sleeves?|tins?|lids?|stock|tubes?|wrap|trays?|inserts?|windows?|clamshells?|bottles?|cans?|cartons?|liners?|tape|ribbons?|cord|tags?|stickers?|cups?|containers?|canisters?)\b/i;

/**
 * A material as the visitor named it, not the lexicon's word inside it: "recycled cardboard" (not
 * "cardboard"), "玻璃罐" (not "玻璃"), "棉布袋" (not "棉" and "布"). An item inside another's name is dropped.
 */
function materialPhrases(clause: string, items: string[]): string[] {
  const said = clause.normalize('NFKC');
  // A clause that is one short item of a list, its material with the words that name its form or colour ("glass jar",
  // "paper label is fine", "갈색 유리병", "크라프트 박스이요"): the visitor's words whole, but for the words after it.
  if (items.length === 1) {
    const item = said
      .replace(/^[^:：]{1,24}[:：]\s*/u, '')
      .replace(itemLeadIn, '')
      .replace(itemTail, '')
      .replace(itemEnding, '')
      .replace(/[\s.!?~。！？]+$/u, '')
      .trim();
    // (Not in Chinese, whose words run together: "禮盒想用牛皮紙" is no item; the form after the material is read below.)
    const short = !/\p{Script=Han}/u.test(item) && item.split(/\s+/).length <= 2;
    // (An item ruled out keeps its own words: "no plastic anywhere" is read below.)
    const ruledOut = itemRuledOut.test(item);
    if (short && !ruledOut && item.toLowerCase().includes(items[0]!.toLowerCase()) && item.length > items[0]!.length) return [item];
  }
  const lower = said.toLowerCase();
  const phrases = items.map((item) => {
    const at = lower.indexOf(item.toLowerCase());
    if (at < 0) return item;
    let start = at;
    let end = at + item.length;
    if (/^[a-z]/i.test(item)) {
      // Up to two words before it that name it ("recycled", "compostable", "FSC-certified"), and the form it is named in
      // after it ("recycled kraft board", "no plastic windows").
      for (let n = 0; n < 2; n++) {
        const before = /([A-Za-z][A-Za-z-]*)\s+$/.exec(said.slice(0, start));
        if (!before || notOfTheName.test(before[1]!)) break;
        start = before.index;
      }
      const form = englishFormAfter.exec(said.slice(end));
      if (form) end += form[0].length;
    } else if (/^\p{Script=Hangul}/u.test(item)) {
      // Up to two words before it that name it ("방수 종이", "두꺼운 종이", "FSC 인증 종이"), not one that ends in a particle
      // or joins a list ("라벨은", "한지나").
      // (The second only a name in capitals: "물에 강한 방수 종이" is "방수 종이".)
      for (let n = 0; n < 2; n++) {
        const before = (n === 0 ? /(\p{Script=Hangul}+|[A-Z]{2,})\s+$/u : /([A-Z]{2,})\s+$/u).exec(said.slice(0, start));
        if (!before || koreanParticleEnd.test(before[1]!)) break;
        start = before.index;
      }
    } else if (/\p{Script=Han}$/u.test(item)) {
      // Up to two characters after it that name its form ("罐", "箔", "布袋"), not a verb ("木烘焙").
      while (end - (at + item.length) < 2 && formOfTheMaterial.test(said[end] ?? '')) end++;
    }
    return said.slice(start, end);
  });
  return phrases.filter((p, i) => !phrases.some((q, j) => j !== i && q.length > p.length && q.includes(p)) && phrases.indexOf(p) === i);
}

/**
 * A list without the items it also holds ruled out ("鐵罐", "不要鐵罐", "紙盒" from "欸鐵罐我剛剛問過了 … 不要鐵罐了 改成紙盒"): the
 * thing named in passing in one clause and ruled out in another is kept only as ruled out.
 */
function withoutItemsRuledOut(items: string[]): string[] {
  const lower = items.map((item) => item.normalize('NFKC').toLowerCase());
  return items.filter((_, i) => {
    const item = lower[i]!;
    return !lower.some((other, j) => j !== i && other !== item && ((other.endsWith(item) && ruledOutBefore.test(other.slice(0, other.length - item.length))) || (other.startsWith(item) && ruledOutAfter.test(other.slice(item.length)))));
  });
}

function withRuledOut(clause: string, items: string[]): string[] {
  const said = clause.normalize('NFKC');
  const lower = said.toLowerCase();
  return items.map((item) => {
    const at = lower.indexOf(item.toLowerCase());
    if (at < 0) return item;
    const before = ruledOutBefore.exec(lower.slice(Math.max(0, at - 20), at));
    if (before) return said.slice(at - before[0].length, at + item.length);
    const after = ruledOutAfter.exec(said.slice(at + item.length, at + item.length + 12));
    return after ? said.slice(at, at + item.length + after[0].length).trim() : item;
  });
}

type DateBriefValue = Extract<BriefValue, { kind: 'date' }>;

/** The first day a date covers, as YYYY-MM-DD: a month's part ("mid-June") starts on the 1st, 11th or 21st. */
function firstDayOf(value: DateBriefValue): string {
  if (!value.date || value.precision !== 'month' || !value.part) return value.date ?? '';
  return `${value.date.slice(0, 8)}${{ early: '01', mid: '11', late: '21' }[value.part]}`;
}

/** The last day a month (or its early, mid or late part), quarter or year covers (a day covers itself), as YYYY-MM-DD. */
function lastDayOf(value: DateBriefValue): string {
  if (!value.date || value.precision === 'day' || value.precision === null) return value.date ?? '';
  if (value.precision === 'month' && (value.part === 'early' || value.part === 'mid')) return `${value.date.slice(0, 8)}${value.part === 'early' ? '10' : '20'}`;
  const [y, m] = value.date.split('-').map(Number) as [number, number];
  const months = value.precision === 'year' ? 12 : value.precision === 'quarter' ? 3 : 1;
  return new Date(Date.UTC(y, m - 1 + months, 0)).toISOString().slice(0, 10);
}

/**
 * Of two dates a message gives for the work to be done, the one it is due by, and the earlier of those:
 * "New vans come in March so we need everything before end of February", "母親節前要上架，所以最晚四月中要印好".
 */
/** A holiday or a season named alone after a month said for the same role ("5月初開幕 趕母親節"): why the month, not when. */
function holidayAfterItsMonth(month: Finding, next: Finding): boolean {
  return month.value.kind === 'date' && month.value.precision === 'month' && !namesSeasonOrHoliday(month.raw) && namesSeasonOrHoliday(next.raw) && !namesMonth(next.raw);
}

function earlierDeadline(kept: BriefValue, next: BriefValue, keptRaw: string, nextRaw: string): boolean {
  if (kept.kind !== 'date' || next.kind !== 'date' || !next.date) return false;
  if (!kept.date) return true;
  if (kept.relation !== 'by' && next.relation === 'by') return true;
  if (kept.relation === 'by' && next.relation !== 'by') return false;
  // "they need about 4 weeks lead time, so I need final files by Feb 20", "done by April 15 so the printer has a month": a
  // day or a month named is the date meant over a stretch of time counted from today, whichever comes first.
  const [keptCounted, nextCounted] = [countedFromToday(keptRaw), countedFromToday(nextRaw)];
  if (keptCounted !== nextCounted) return keptCounted;
  // "live by March 31, before spring flea market season": a vaguer date that holds the day already said adds nothing.
  if (kept.precision === 'day' && next.precision !== 'day' && kept.date >= firstDayOf(next) && kept.date <= lastDayOf(next)) return false;
  // "清明連假在4月初，想在那之前上架，所以希望4月2號前設計完成": a day within the vaguer date says it more precisely.
  if (kept.precision !== 'day' && next.precision === 'day' && next.date >= firstDayOf(kept) && next.date <= lastDayOf(kept)) return true;
  // (By the last day each covers: "3월 안에 … 3월 중순까지요" is due by mid-March, before the month's end.)
  const [keptEnd, nextEnd] = [lastDayOf(kept), lastDayOf(next)];
  return nextEnd < keptEnd || (nextEnd === keptEnd && kept.precision !== 'day' && next.precision === 'day');
}

/** The list items as the visitor wrote them (the matched words, in their original case). */
function listItemsAsSaid(clause: string, items: string[]): string[] {
  const lower = clause.normalize('NFKC').toLowerCase();
  return items.map((item) => {
    const at = lower.indexOf(item);
    return at >= 0 ? clause.normalize('NFKC').slice(at, at + item.length) : item;
  });
}

/** A reply short enough to answer the question on screen by its plain words ("no", "both", "其他", "太暗了"). */
export function shortReply(text: string): boolean {
  const cjk = (text.match(/[\p{Script=Han}\p{Script=Hangul}]/gu) ?? []).length;
  return cjk > 0 ? text.length <= 16 : text.trim().split(/\s+/).length <= 6;
}

/** What the reader is told of the brief so far (all optional: a message read on its own knows none of it). */
export interface BriefSoFar {
  /** Fields already answered. */
  known?: ReadonlySet<BriefFieldId>;
  /** The message corrects an earlier answer ("actually…", "不對"). */
  correcting?: boolean;
  /** The budget's amount the visitor gave before. */
  budgetSaid?: number | null;
  /** The top of the budget's range the visitor gave before, if it was a range. */
  budgetMaxSaid?: number | null;
  budgetCurrency?: Currency | null;
  /** Date fields known to a month said as "around then", by the month (YYYY-MM). */
  knownMonths?: ReadonlyMap<BriefFieldId, string>;
  /** The one month (1–12) every dated field of the brief falls in, if they all fall in one: a day said alone is of it. */
  monthOfDates?: number | null;
  /** The project's place, as filed ("Northeast Minneapolis"). */
  projectPlace?: string | null;
  /** Date fields known to a day, by the day (YYYY-MM-DD). */
  knownDays?: ReadonlyMap<BriefFieldId, string>;
  /** The numbers of the brief's measured answers (a size, an age, a count), as filed: "1,150 sq ft" is 1150. */
  quantitiesSaid?: readonly number[];
}

/**
 * Whether the topics a sentence speaks of are only people named in passing: the customers, by one word of them
 * ("客人", "my mother", "the regulars"), which in a business's story does not make the sentence theirs.
 */
export function onlyPeopleInPassing(speaksOf: readonly BriefFieldId[], weight: ReadonlyMap<BriefFieldId, number> | undefined): boolean {
  return speaksOf.every((id) => id === 'target_audience' && (weight?.get(id) ?? 1) < 2);
}

/**
 * "we'll need a water line and drain as well as power (on the 10x20 it would've been power only)": an aside or a clause of what
 * would have been, had things gone another way, gives no value; its words are read as spaces (so every other offset holds).
 * (A short one only: a message of no stops is one long part.)
 */
function withoutWhatWouldHaveBeen(text: string): string {
  if (!wouldHaveBeen.test(plain(text))) return text;
  return text.replace(/\([^()]*\)|[^,，、;；()（）.。!！?？]+/gu, (part) => (part.trim() && part.length <= 80 && wouldHaveBeen.test(plain(part)) ? ' '.repeat(part.length) : part));
}

/**
 * Every fact a visitor's message gives for the fields of `fields`, whatever was asked: sizes, ages,
 * amounts, dates by their role (move-in, opening, deadline, booth set-up and tear-down), choices by
 * their names, web addresses, places, layouts, languages, collections, materials, sales channels;
 * then the sentences that speak of a free-text field (style, colours, household, lifestyle …).
 */
export function readMessage(
  said: string,
  fields: readonly InterviewField[],
  projectType: ProjectType,
  ctx: ParseContext,
  asked: InterviewField | null,
  brief: BriefSoFar = {},
): MessageReading {
  const text = withoutWhatWouldHaveBeen(said);
  const { known = new Set(), correcting = false, budgetSaid = null, budgetMaxSaid = null, budgetCurrency = null, knownMonths = new Map(), monthOfDates = null, projectPlace = null, quantitiesSaid = [], knownDays = new Map() } = brief;
  const onlyTheDeadline = fields.some((f) => f.id === 'expected_deadline') && fields.filter((f) => f.kind === 'date').length === 1;
  const sentences = sentencesOf(text);
  const c: Context = { message: text, fields: new Map(fields.map((f) => [f.id, f])), projectType, ctx, asked, known, knownMonths, onlyTheDeadline, correcting, takenBack: once(() => takenBackNumber(text)), headedByBudget: once(() => sentencesHeadedByBudget(text, ctx)), budgetSaid, budgetMaxSaid, budgetCurrency, quantitiesSaid, knownDays, projectPlace, placesInMessage: [], budgetChangedIn: new Set(), budgetInMessage: null, sentenceMoney: new Map(), sentenceChoices: new Map(), optionsRuledOut: new Map(), othersStory: new Set(), shortMessage: shortReply(text), sentences: once(() => sentences.map((p) => p.text)), cuedAmount: once(() => cuedAmountIn(text, ctx)), wayKnownThenAnother: once(() => wayKnownThenAnother(text, ctx, known, quantitiesSaid)) };
  const findings: Finding[] = [];
  const freeSentences: string[] = [];
  const cueFound = new Map<BriefFieldId, string[]>();
  const leftOpen = new Map<BriefFieldId, string>();
  const topics = new Map<string, BriefFieldId[]>();
  const weights = new Map<string, Map<BriefFieldId, number>>();
  // ("철수는 17일 전시 끝나고": a day alone, in a later message, is of the one month the brief's dates are in.)
  const month: DateContext = { value: monthOfDates, pendingRole: null };
  const withoutOwnWords = new Set<Finding>();
  // (The options of a choice said as the only ones meant: "just the pouch".)
  const onlyOnes = new Set<Finding>();
  const fullSentence = new Map<string, string>();
  const topicParts = new Map<string, Map<BriefFieldId, string>>();
  const declined = new Set<BriefFieldId>();
  const labels = new Map<string, BriefFieldId>();
  const labelledFields = new Set<BriefFieldId>();
  const undecidedSentences = new Set<string>();
  const pointers = new Set<string>();
  const freeTextCues = freeTextCuesFor(projectType);
  // (The places the message says by their shape, read once: see `placeSaidByShape`.)
  const shapedPlaces = once(() => shapedPlacesIn(text));
  // For a project of no set type, a sentence that opens by asking for pieces to be designed ("What we need: …",
  // "需要的東西有：…", "필요한 건 …") is headed with what is to be designed.
  const designHeading = (words: string): BriefFieldId | null =>
    projectType === 'other' && has(c, 'other_design_requirements') && designWishOpening.test(words) ? 'other_design_requirements' : null;

  // The look's message (the style or colours asked, or a sentence headed by them) often ends with the one
  // feature wanted in the space ("Style: …. Colours …. I'd love a noodle-making window facing the sidewalk"):
  // there a wish for a thing, said without the look's words, speaks of the design's feature.
  const lookMessage =
    has(c, 'unique_design') &&
    !c.known.has('unique_design') &&
    (c.asked?.id === 'preferred_style' || c.asked?.id === 'colors_and_elements' || sentencesOf(text).some((p) => { const l = labelledTopic(plain(p.text)); return l === 'preferred_style' || l === 'colors_and_elements'; }));
  const featureCue = lookMessage ? new RegExp(`${freeTextCues.unique_design!.source}|${wishForAThing.source}`) : null;
  // (The wish's clause is read on to the sentence's end: "I want a calm, warm look" and "그런 느낌으로 꾸미고 싶어요"
  // wish for a look.)
  const wishesForAThing = (words: string) => {
    const wish = featureCue === null ? null : wishForAThing.exec(words);
    if (!wish) return false;
    const wished = words.slice(Math.max(0, ...[',', '，', '、', '.', '。'].map((mark) => words.lastIndexOf(mark, wish.index) + 1)));
    return !freeTextCues.preferred_style!.test(wished) && !namesALook.test(wished);
  };
  const cueOf = (id: BriefFieldId) => (id === 'unique_design' && featureCue ? featureCue : freeTextCues[id]);
  /** The topic a sentence names last before it leaves it open (`leftOpenAt`), when it is a free-text one: "일본 손님도 가끔 오시는데 일본어는 아직 잘 모르겠어요" leaves the languages open, not the guests. */
  const topicLeftOpen = (sentence: string, speaksOf: readonly BriefFieldId[], label: BriefFieldId | null): BriefFieldId | null => {
    if (wordsIn(sentence) > 30) return null;
    const written = normalizeAnswer(sentence);
    const span = leftOpenSpan(written);
    if (span === null) return null;
    const at = span.start;
    const before = speaksOf
      // (Its words said last before them: "Linh wants a green kitchen and I want navy, and we haven't settled it" leaves the
      // colours open, whoever wants which.)
      .map((id) => ({ id, index: id === label ? 0 : cueOf(id) ? lastIndexOf(written.slice(0, at), cueOf(id)!) : -1 }))
      .filter((t) => t.index >= 0)
      .sort((a, b) => b.index - a.index)[0];
    // (Or right after them, as its object: "…will decide the look", "haven't picked the colours".)
    const after = before ? undefined : speaksOf.map((id) => ({ id, index: cueOf(id) ? written.slice(span.end).search(cueOf(id)!) : -1 })).filter((t) => t.index >= 0 && wordsIn(written.slice(span.end, span.end + t.index)) <= 2).sort((a, b) => a.index - b.index)[0];
    // (Who decides is how the visitor works with the studio: no topic it names is left open by it.)
    // (A list's topic too, in a message of that one sentence: "材質的部分還不確定，…我對紙材也不太懂" names no material it wants;
    // "회사소개, 제품, 설비, 문의하기 이렇게는 확정이에요. 연혁 페이지는 … 아직 미정이요" leaves one page open, not the list.)
    const kind = (id: BriefFieldId) => c.fields.get(id)?.kind;
    const leavable = (id: BriefFieldId) => (kind(id) === 'free_text' || (kind(id) === 'list' && sentences.length === 1)) && id !== 'collaboration_notes';
    if (after) return leavable(after.id) ? after.id : null;
    if (!before || !leavable(before.id)) return null;
    // (Right after it: "包裝風格 我媽想要大紅色… 讓我決定就好" tells the style before it leaves anything open.)
    const between = written.slice(before.index, at).replace(/^[\p{L}\p{N}]+/u, '');
    return wordsIn(between) <= 6 ? before.id : null;
  };
  // The free-text topic a short sentence just before headed ("honestly the problem is our logo."), which a sentence of no
  // topic of its own right after it goes on with ("its this skinny script … nobody can read it from across a parking lot").
  let headedJustBefore: BriefFieldId | null = null;
  // "ok just found the exhibitor manual. Show is Sunday June 28 …": a short first sentence of news just had heads the
  // message; what the rest says again is the news.
  const newsHeadsIt = sentences.length > 1 && justHeard.test(plain(sentences[0]!.text)) && wordsIn(sentences[0]!.text) <= 8;
  for (const [at, sentence] of sentences.entries()) {
    const clauses = clausesOf(sentence);
    const used = new Set<Piece>();
    // "June 1. thats when we open no matter what": a date said alone takes its role from the sentence after it, when that
    // one points back at it.
    const roleAfter = at + 1 < sentences.length && dateish.test(plain(sentence.text)) && dateRoleOf(sentence.text, c) === null ? roleSaidAfter(sentences[at + 1]!.text, c) : null;
    if (roleAfter) month.pendingRole = roleAfter;
    for (const clause of clauses) {
      const read = readClause(clause, sentence, c, month);
      const instead = read.some((f) => f.value.kind === 'date') ? null : dateMeantInstead(clause, text, findings, c);
      if (instead) {
        instead.finding.value = instead.value;
        instead.finding.raw = instead.raw;
        used.add(clause);
      }
      for (const f of read) {
        // A fact already known (and not being corrected) does not use up its words: they may answer the question.
        // "방은 3개 화장실 1개인데 거실이 너무 좁아서 …": a layout said in passing leaves the rest of its clause free; so does
        // an option named in passing ("現在都靠Booking跟Agoda 抽成抽很兇" tells the problem besides the kind of site).
        const passing = (f.fieldId === 'layout' || (f.value.kind === 'choice' && c.asked?.id !== f.fieldId)) && wordsIn(clause.text) >= wordsIn(f.raw) + 4;
        // (Web addresses use their words up, though their field is known: a link pasted later answers no other question.)
        const onlyAddresses = f.value.kind === 'free_text' && withoutUrls(f.raw).trim() === '';
        if ((!c.known.has(f.fieldId) || c.correcting || onlyAddresses) && !passing) {
          used.add(clause);
          // "3 bedrooms and 2 bathrooms": the layout's words use up the clauses they run over.
          if (f.fieldId === 'layout') for (const other of clauses) if (other.start >= clause.start && f.raw.includes(other.text)) used.add(other);
        }
        const existing = findings.find((x) => x.fieldId === f.fieldId);
        // ("3月太趕了，4月1日前上線就可以": a known date said again with its role's words heading it is the date meant now,
        // as a budget said again with its words is.)
        // (A site's launch is said with the words of an opening: "上線", "go live".)
        const dateAgain =
          f.value.kind === 'date' &&
          f.value.date !== null &&
          c.known.has(f.fieldId) &&
          // ("sorry, just checked, the first market is April 25 this year, so before that": said again as news just had;
          // "아 방금 와이프가 5월 중순은 돼야 된대요": so is the one date known, moved with no word of its role.)
          ((f.withoutOwnWords ? newsJustHadOf(c.message, f.clause.text, c.ctx) : justHeard.test(plain(sentence.text))) ||
            (!f.withoutOwnWords &&
              (roleHeadsItsDate(f.clause.text, f.fieldId, c) ||
                (f.fieldId === 'expected_deadline' && c.projectType === 'website' && roleHeadsItsDate(f.clause.text, 'opening_date', c)) ||
                (newsHeadsIt && at > 0))));
        // ("不好意思，剛剛問了老闆，今年是訂兩個攤位，所以是3x6": a size known, said again as news just had, is changed, as a
        // budget is.)
        const sizeAgain = f.fieldId === 'space_size' && c.known.has('space_size') && justHeard.test(plain(sentence.text));
        if (!existing) {
          // (So is a way said after the way known, named again: "I said 40 minutes but … more like an hour each way".)
          const wayAgain = f.fieldId === 'distance' && c.wayKnownThenAnother();
          const corrects = (f.fieldId === 'budget' && c.budgetChangedIn.has(clause.text)) || dateAgain || sizeAgain || wayAgain;
          // ("包裝形式的部分：外面是硬紙盒，裡面的小包用鋁箔夾鏈袋": a choice under its own heading is said plainly, again if need be.)
          const headedChoice = f.value.kind === 'choice' && labelledTopic(plain(sentence.text), (id) => id === f.fieldId) === f.fieldId;
          const finding: Finding = { fieldId: f.fieldId, value: f.value, raw: f.raw, strength: 'structured', ...(corrects ? { corrects: true as const } : {}), ...(headedChoice ? { again: true as const } : {}) };
          findings.push(finding);
          if (f.withoutOwnWords) withoutOwnWords.add(finding);
        } else if (
          existing.value.kind === 'date' &&
          f.value.kind === 'date' &&
          f.value.date !== null &&
          withoutOwnWords.has(existing) &&
          !f.withoutOwnWords &&
          (sentence.text.includes(existing.raw)
            ? // (Not over an earlier day already due by: "needs final files by March 15 so they can … install before my soft launch
              // in April" is due by the earlier, as two dates the work is due by are.)
              deadlineNamed.test(plain(f.clause.text)) || (f.value.relation === 'by' && namesMonth(f.raw) && (existing.value.relation !== 'by' || existing.value.precision !== 'day' || earlierDeadline(existing.value, f.value, existing.raw, f.raw))) || (f.value.relation === 'on' && existing.value.relation === 'on' && roleHeadsItsDate(f.clause.text, f.fieldId, c))
            : // ("we fly in July 20 but we can stay with my aunt at first. we want to move in by August 15": a later sentence
              // whose role's words head its date says the role's date.)
              roleHeadsItsDate(f.clause.text, f.fieldId, c))
        ) {
          // "We'll be at the expo March 15-17, but the real deadline is … by April 3": a date the sentence goes on to
          // call the deadline is the deadline, over one whose clause had no word for it; so is a date, with its month,
          // the sentence goes on to say the role is due by ("We can start setting up on April 15 and everything has
          // to be out by April 23", "Our lease ends July 31 so we need to move in by August 1"), and a date its role's
          // words head ("we get keys feb 15 and want doors open may 1": the keys' date only borrowed the role).
          existing.value = f.value;
          existing.raw = f.raw;
          withoutOwnWords.delete(existing);
          if (dateAgain) existing.corrects = true;
        }
        // ("tear-down starts when the show closes at 4pm on the 17th. Everything has to be out of the hall by noon Monday May
        // 18": the move-out is the day the booth must be out by, after the day it may start.)
        else if (f.fieldId === 'exit_date' && existing.value.kind === 'date' && f.value.kind === 'date' && existing.value.relation === 'on' && f.value.relation === 'by' && existing.value.date !== null && f.value.date !== null && f.value.date > existing.value.date) {
          existing.value = f.value;
          existing.raw = f.raw;
        }
        else if (existing.value.kind === 'list' && f.value.kind === 'list') {
          existing.value = { kind: 'list', items: withoutItemsRuledOut([...new Set([...existing.value.items, ...f.value.items])]) };
          existing.raw = `${existing.raw}, ${f.raw}`;
        } else if (
          existing.value.kind === 'date' &&
          f.value.kind === 'date' &&
          // "不急，明年初之前完成就好": a date named says more than "no rush"; a day more than a month.
          ((existing.value.date === null && f.value.date !== null) ||
            // "애들 여름방학 전에, 7월 말까지는", "過年送禮是旺季…所以設計八月底前要完成": a month named says more than the
            // month a season or a holiday stood for, in another clause of the same message.
            (existing.value.precision === 'month' && f.value.date !== null && namesSeasonOrHoliday(existing.raw) && !namesMonth(existing.raw) && namesMonth(f.raw)) ||
            // "春天旺季前，3月底前": the same month with its part (late March) says more.
            (existing.value.date !== null && existing.value.date === f.value.date && existing.value.precision === f.value.precision && existing.value.part === undefined && f.value.part !== undefined) ||
            // (Two dates a thing is to be done by, "想在母親節前開幕！所以最晚4月中要開": the earlier binds.)
            // (A holiday or a season named after a month said for the same role is why, not when: "我想5月初開幕 趕母親節",
            // "open early May, in time for Mother's Day" keep early May.)
            // (So is one after a month a thing is to be done by: "希望五月前設計可以好，想趕母親節檔期" is due before May.)
            (f.fieldId === 'expected_deadline' || (existing.value.relation === 'by' && f.value.relation === 'by')
              ? earlierDeadline(existing.value, f.value, existing.raw, f.raw) && !holidayAfterItsMonth(existing, f)
              : existing.value.precision !== 'day' && f.value.precision === 'day' && !holidayAfterItsMonth(existing, f)))
        ) {
          existing.value = f.value;
          existing.raw = f.raw;
        } else if (f.value.kind === 'money' && existing.value.kind === 'money' && spentIn(text, f.raw) !== spentIn(text, existing.raw)) {
          // "budget is about $8,000. my brother in law paid 12 grand for his", "1,500만원 정도요. 작년에 … 800만원 썼는데",
          // "around 120k for the buildout. last one was 45k": money already spent, someone else's or the last project's keeps
          // its subject, whichever comes later; the other amount is the budget.
          if (spentIn(text, existing.raw)) {
            existing.value = f.value;
            existing.raw = f.raw;
          }
        } else if (
          existing.value.kind === f.value.kind &&
          isMeasured(f.value.kind) &&
          (correctedBetween(text, existing.raw, f.raw) || (f.fieldId === 'space_size' && inTotal.test(plain(clause.text))))
        ) {
          // "撤場是27號晚上。喔不對，…撤場是4/28早上": corrected within the message, the later value is meant.
          // (With no doubt left of which: "預算我老公說5萬 我覺得要10萬 最後我們說好最多8萬".)
          existing.value = f.value;
          existing.raw = f.raw;
          delete existing.clarify;
        } else if ((f.value.kind === 'money' || f.value.kind === 'number_with_unit') && existing.value.kind === f.value.kind && laterGivenUp(text, existing.raw, f.raw)) {
          // "預算抓150萬，原本想說100萬就好": the later amount is the plan given up; the first stays, with no doubt.
        } else if (f.value.kind === 'number_with_unit' && existing.value.kind === 'number_with_unit' && withinBound(existing.value, f.value) && sentence.text.includes(existing.raw)) {
          // "크기는 20평 좀 안 돼요, 18평쯤?", "just under 2,000 sq ft, about 1,850": a value within the bound said just
          // before it says it more precisely.
          existing.value = f.value;
          existing.raw = f.raw;
        } else if (f.value.kind === 'money' && existing.value.kind === 'money' && f.value.bound === 'at_most' && f.value.currency === existing.value.currency && f.value.amount === (existing.value.max ?? existing.value.amount)) {
          // "예산은 4천5백에서 5천 사이요. … 5천 넘어가면 진짜 곤란해요": the most said again as the most there is restates the
          // budget's top; the budget stays, with no doubt.
        } else if (f.value.kind === 'money' && existing.value.kind === 'money' && judgedTooMuchAfter(text, f.raw)) {
          // "100萬以內啦 不要超過 我兒子說要抓120 我覺得太多了": the later amount, judged too much, is someone's figure turned down;
          // the first stays, with no doubt.
        } else if (f.value.kind === 'money' && existing.value.kind === 'money' && sameMoneyInAnotherCurrency(existing.value, f.value)) {
          // "Budget is $40,000 USD all in. HQ keeps quoting it in won (roughly 58 million)": one amount said in two
          // currencies is the first as said, with no doubt of which is meant.
        } else if (f.fieldId === 'space_size' && existing.value.kind === 'number_with_unit' && f.value.kind === 'number_with_unit' && saidOfTheNewPlaceSince(text, existing.raw, f.raw)) {
          // "여기가 60평인데 … 새 집은 32평이고", "our current shop is 12 ping, the new place is 25 ping": a size said after the
          // words of the new place is the project's; the one before it is the place left, with no doubt.
          existing.value = f.value;
          existing.raw = f.raw;
          delete existing.clarify;
        } else if ((f.value.kind === 'money' || f.value.kind === 'number_with_unit') && existing.value.kind === f.value.kind && !sameAmount(existing.value, f.value)) {
          // Two different amounts for one field and no word of the message says which is meant ("We budgeted
          // $150k. … we can stretch to $180k if …"): the engine may not conclude which. The later one, as the
          // visitor's latest word, is filed for the visitor and the designer to check, never silently the first;
          // but for an area the first is the place's, the later ones its parts ("1층 18평, 마당 5평").
          // A size said with its unit says more than one whose unit was only assumed ("3x3 booths …, 54 m² in all").
          const unitOnlyLater = f.value.kind === 'number_with_unit' && existing.value.kind === 'number_with_unit' && existing.value.unitAssumed && !f.value.unitAssumed;
          if (f.fieldId !== 'space_size' || unitOnlyLater) {
            existing.value = f.value;
            existing.raw = f.raw;
          }
          if (!unitOnlyLater) existing.clarify = true;
        } else if (f.fieldId === 'address' && !existing.raw.includes(f.raw)) {
          // One place is the project's place, never two places joined: a place written in parts ("Ballard,
          // Seattle") is one place; a later place replaces the first only when it says more of it ("台南永康"
          // after "台南") or is said as the site of the work ("地點在…", "it's at the …") and the first is not.
          const end = text.indexOf(existing.raw) + existing.raw.length;
          const next = text.indexOf(f.raw, end);
          // ("the village of Hammondsport, in Steuben County, NY", "Anderson Place in Bonnington, down in Leith": the region after
          // a place, in the next clause, is where it is.)
          const onePlace = end > existing.raw.length - 1 && next >= end && regionBetween.test(text.slice(end, next));
          // A district named after its city in the same sentence is that city's ("in Taipei, …, in Da'an District").
          const sameSentence = next > end && !/[.。!！?？\n]/.test(text.slice(end, next));
          const district = sameSentence && districtLevel.test(f.raw) && !districtLevel.test(existing.raw);
          // ("…搬咗嚟台北。我哋喺中山區開緊一間港式餅店": a township of the city named before, in a later sentence, is where in it.)
          const township = isTownshipOf(f.raw, existing.raw);
          // (Its words as said stay the township's, where they are in the message; the brief reads the city with it.)
          const city = township ? existing.raw : '';
          if (onePlace) existing.raw = `${existing.raw}, ${f.raw}`;
          // ("我們是嘉義市的火雞肉飯，現在要搬到中山路的新店面": a street or a station read by its shape, moved to, is where in the
          // place named before.)
          else if (placeSaidByShape(shapedPlaces(), f.raw) !== null && placeSaidByShape(shapedPlaces(), existing.raw) === null) existing.raw = placeWithin(existing.raw, f.raw);
          else if (township) existing.raw = f.raw;
          else if (district) existing.raw = `${f.raw}, ${existing.raw}`;
          else if (f.raw.includes(existing.raw) || (saidAsSite(text, f.raw) && !saidAsSite(text, existing.raw))) existing.raw = f.raw;
          existing.value = freeText(`${city}${existing.raw}`);
        } else if ((f.fieldId === 'url' || f.fieldId === 'brand_website') && existing.value.kind === 'free_text' && f.value.kind === 'free_text' && !existing.value.text.includes(f.value.text)) {
          // "https://lumen.coffee and @lumencoffee on Instagram"; "No website yet, just an Etsy shop: etsy.com/…": every address is kept.
          existing.raw = `${existing.raw}, ${f.raw}`;
          existing.value = freeText(`${existing.value.text}, ${f.value.text}`);
        } else if (f.fieldId === 'water_electricity_supply' && f.value.kind === 'choice' && namesOnlyOneUtility(f.raw) && !namesOnlyOneUtility(existing.raw)) {
          // "…need electricity for lighting. I had considered water for a demonstration, but … more trouble than it is worth.
          // Electricity only.": one utility said last as the only one is what the visitor settled on.
          existing.value = f.value;
          existing.raw = f.raw;
        } else if (f.fieldId === 'water_electricity_supply' && existing.value.kind === 'choice' && f.value.kind === 'choice' && addsTheOtherUtility(existing.value.selected[0], f.value.selected[0]) && !namesOnlyOneUtility(existing.raw)) {
          // Power in one sentence, water in the next: both; so is one of them, then both ("Every hour we water it … So we'll need
          // both power and water on the stand"). (Not after one named as the only one: "전기만요. 물은 … 생수 들고 가면 될 것
          // 같아요" speaks of water it will bring itself.)
          existing.value = { kind: 'choice', selected: ['both'] };
        } else if (existing.value.kind === 'choice' && f.value.kind === 'choice' && !c.fields.get(f.fieldId)?.multiple && correctedBetween(text, existing.raw, f.raw)) {
          // "아직 심사 중이에요. 아 잠깐, … 지난주에 등록 완료됐대요": the option said after the correction is meant.
          existing.value = f.value;
          existing.raw = f.raw;
        } else if (existing.value.kind === 'choice' && f.value.kind === 'choice' && c.fields.get(f.fieldId)?.multiple) {
          // "actually scrap the gift set, can't afford it this year 😅 just the pouch": an option said as the only one
          // meant leaves out those the message named before it.
          if (saidAsTheOnlyOne(f.clause.text, f.raw)) {
            existing.value = f.value;
            existing.raw = f.raw;
            onlyOnes.add(existing);
          } else if (!onlyOnes.has(existing)) {
            // (Its words are those of every option named: "玻璃罐", then "禮盒" in the next clause.)
            existing.value = { kind: 'choice', selected: [...new Set([...existing.value.selected, ...f.value.selected])] };
            if (!existing.raw.includes(f.raw)) existing.raw = `${existing.raw}, ${f.raw}`;
          }
        }
      }
    }
    // A sentence that names a date's role but gives no date hands the role to the next sentence.
    // (So does one whose date it puts out of reach: "opening.. we wanted march before ski season ends but thats not realistic";
    // and a question of a date between, "maybe mid april?", keeps the role handed on for the date settled after it.)
    const datedHere = findings.some((f) => f.value.kind === 'date' && sentence.text.includes(f.raw));
    const sentenceRole = datedHere ? null : dateRoleOf(sentence.text, c);
    const outOfReach = dateish.test(plain(sentence.text)) && dateOutOfReach(sentence.text, c.ctx);
    const wondered = !datedHere && sentenceRole === null && month.pendingRole !== null && (asksBack(sentence.text, text) || outOfReach);
    if (!wondered) month.pendingRole = sentenceRole && sentenceRole !== 'none' && (!dateish.test(plain(sentence.text)) || outOfReach) ? sentenceRole : null;
    // (What is not meant is no words of its own beside a value: "1,150 sq ft, not 1,250". Beside words it is part of
    // them: "light and airy, a little coastal but not kitschy".)
    const takenBack = (cl: Piece, i: number) => negatedClause.test(plain(cl.text)) && (/\d/.test(cl.text) || (i > 0 && used.has(clauses[i - 1]!)));
    const kept = clauses.filter((cl, i) => !used.has(cl) && !takenBack(cl, i) && !interjection.test(plain(cl.text)) && !greeting.test(plain(cl.text)));
    const rest = kept.map((cl) => cl.text);
    // The words left are quoted as the visitor wrote them: clauses side by side keep the words between them ("light and
    // airy"); around the words a value used, they are joined as the visitor joins ("叫「山嵐」，名字來自…", not a Latin comma).
    const joiner = sentence.text.includes('，') ? '，' : ', ';
    const leftover = kept
      .map((cl, i) => {
        if (i === 0) return cl.text;
        const prev = kept[i - 1]!;
        const between = clauses.indexOf(cl) === clauses.indexOf(prev) + 1 ? text.slice(prev.end, cl.start) : null;
        return (between !== null && between.length <= 12 && !/[\n.。!！?？]/.test(between) ? between : joiner) + cl.text;
      })
      .join('');
    const whole = plain(sentence.text);
    const untouched = rest.length === clauses.length;
    const freeByWords = wordsIn(leftover) >= 2 || (untouched && wordsIn(sentence.text) >= 1);
    // (A sentence headed with a free-text topic is that topic's, whatever value a word of it gave: "문제: 예약이 너무
    // 복잡해요" is the problem to solve, though "예약" also says the site takes bookings.)
    const headedFree = (text: string) => labelledTopic(plain(text), (id) => has(c, id) && c.fields.get(id)?.kind === 'free_text') !== null;
    const headedWhole = !untouched && wordsIn(sentence.text) >= 2 && headedFree(sentence.text) && !(freeByWords && headedFree(leftover));
    // ("Notes from our call:", "電話筆記：": a heading with nothing under it tells nothing of any topic.)
    const headingAlone = /[:：]\s*$/.test(sentence.text) && wordsIn(sentence.text) <= 8;
    const free = (freeByWords || headedWhole) && !headingAlone;
    // Topic words are read in the whole sentence; the free-text value is what the numbers left, or the
    // whole sentence when the numbers took it all ("500ml 유리병이고 …" is still the specification) or its heading.
    const freeValue = untouched || !freeByWords || headedWhole ? sentence.text : leftover;
    if (free) freeSentences.push(freeValue);
    // Topic words are looked for in what the numbers left; a sentence the numbers used up only speaks
    // of the topics its numbers belong to (a specification, a collection).
    const cueSource = untouched || !free ? sentence.text : leftover;
    const cueText = cueForm(cueSource);
    const speaksOf: BriefFieldId[] = [];
    const weight = new Map<BriefFieldId, number>();
    for (const [id, cue] of Object.entries(freeTextCues) as [BriefFieldId, RegExp][]) {
      if (!free && !usedUpTopics.has(id)) continue;
      // "the previous owner left a piano in the basement": not the visitor's to keep.
      if (id === 'important_collections' && notTheirs.test(cueText)) continue;
      // ("or two stops on the Pink Line", "I own Blue Door Tamales": a colour's word inside a name of capitalised words, past the
      // sentence's first, names no colour.)
      if (id === 'colors_and_elements' && cue.test(cueText) && !cue.test(cueForm(withoutCapitalisedNames(cueSource)))) continue;
      if (has(c, id) && (cue.test(cueText) || (usedUpTopics.has(id) && cue.test(whole)))) {
        speaksOf.push(id);
        weight.set(id, cueHits(cue, cueText));
      }
    }
    // "Customers keep telling us they can't find the booking button", "客人常常反應送禮拿不出手": the people speak of how
    // things are; the sentence does not say who they are.
    if (speaksOf.includes('target_audience') && peopleSay.test(cueText)) {
      speaksOf.splice(speaksOf.indexOf('target_audience'), 1);
      weight.delete('target_audience');
    }
    // "預算我們抓150萬左右 包含水電 家具另外算 我同事去年…花了快200萬 我們真的沒辦法那麼多": a sentence that opens with the
    // budget's word and gave the budget, and no other value, speaks of the budget all along; its other clauses name no
    // other topic. (Not "예산은 3백정도 생각하고 3월 안에 오픈했음 좋겠어요 손님 대부분 …": a sentence that goes on to a date
    // goes on to other things.)
    const ofThisSentence = findings.filter((f) => sentence.text.includes(f.raw));
    const budgetHeaded = budgetCue.exec(plain(sentence.text))?.index === 0 && ofThisSentence.some((f) => f.fieldId === 'budget') && ofThisSentence.every((f) => f.fieldId === 'budget');
    if (budgetHeaded) {
      speaksOf.length = 0;
      weight.clear();
    }
    if (free && !speaksOf.includes('unique_design') && wishesForAThing(cueForm(freeValue))) {
      speaksOf.push('unique_design');
      weight.set('unique_design', 2);
    }
    // "風格的話希望像日本雜誌封面那種": a sentence headed with a topic speaks of it first of all.
    // (The heading may stand in a clause a value used: "格局的話想要3房，把和室打掉…".)
    // "For the look, I've made a Pinterest board, it says it better than I can", "風格我有開一個Pinterest板…你們看那個就知道了":
    // a sentence that only says where its answer is, or that it is to come, is no topic's answer, whatever topic it
    // names; it stays with the background, and with the references it points to (a board, an account) where it names one.
    // (Not one that leaves its topic open itself, "no idea, the home report will say, I'll get back to you": read below.)
    const pointer = free && onlyPointsElsewhere(freeValue) && !isUndecided(freeValue) && !leftForLater(freeValue) && leftOpenSpan(normalizeAnswer(freeValue)) === null;
    if (pointer) {
      pointers.add(freeValue);
      for (let i = speaksOf.length - 1; i >= 0; i--) {
        if (speaksOf[i] === 'other_preferences') continue;
        weight.delete(speaksOf[i]!);
        speaksOf.splice(i, 1);
      }
    }
    const label = free && !pointer ? (labelledTopic(plain(freeValue), (id) => has(c, id)) ?? (untouched ? null : labelledTopic(whole, (id) => has(c, id))) ?? designHeading(plain(freeValue))) : null;
    if (label && has(c, label) && c.fields.get(label)?.kind === 'list' && !findings.some((f) => f.fieldId === label) && !asksBack(sentence.text, text)) {
      // "Competition: a couple of outfitters in Sun Valley and one in McCall", "메뉴는 홈, 작품, 전시 이력, …": the heading
      // says the rest is the list; its items as the visitor wrote them, or the rest whole when they read as a sentence.
      // (Items that read as sentences are left to the list readers below, which know a list set out line by line.)
      const rest = afterHeading(sentence.text);
      const items = label === 'competitors' ? headedCompetitors(sentence.text, rest) : listWords(rest, label, rest !== sentence.text);
      // (The competitors after a heading are the visitor's words on them, however long: "Competition: a couple of outfitters in …", "Our competition is …".)
      const describedAfterHeading = label === 'competitors' && rest !== sentence.text && !isQuestionOrDoubt(rest) && !declines.test(plain(rest));
      // (A list the visitor heads may end in a longer item: "…, 아기 속싸개, 그리고 한 달에 두 번 누비 원데이 클래스도 해요".)
      // (Under a heading an item may say a little more than a bare name: "남편이 직접 만든 원목 식탁".)
      const readAsItems = items.filter(headedItemLike).length >= Math.max(items.length - 1, 1) && headedItemLike(items[0]!);
      if (rest && items.length > 0 && (readAsItems || describedAfterHeading) && (label === 'competitors' || items.length >= 2)) {
        labels.set(freeValue, label);
        findings.push({ fieldId: label, value: { kind: 'list', items }, raw: sentence.text, strength: 'cue', again: true });
        // Its other topic words are in passing ("메뉴는 홈, 작품, …" names no menu to design).
        for (let i = speaksOf.length - 1; i >= 0; i--) {
          if (c.fields.get(speaksOf[i]!)?.kind !== 'free_text') continue;
          weight.delete(speaksOf[i]!);
          speaksOf.splice(i, 1);
        }
      }
    }
    if (label && has(c, label) && c.fields.get(label)?.kind === 'free_text') {
      labels.set(freeValue, label);
      labelledFields.add(label);
      // Its other topic words are in passing ("Main problem: our menu is a PDF…" is no menu to design),
      // but for the look's two halves, style and colours, which one sentence often gives together.
      // Parts after its first comma may still turn to another topic ("Style: futuristic, …, and a demo station").
      // (A comparison, "像老雜貨店的招牌", "옛날 간판처럼요", says more of the heading's topic, whatever its words.)
      const laterParts = freeValue.split(/,(?!\d{3}(?!\d))|，|;|；|(?<=[가-힣])(?:이고|이며|고) |\s+and\s+|然後|还有|還有/).slice(1).map(cueForm).filter((part) => !comparison.test(part.trim()));
      for (let i = speaksOf.length - 1; i >= 0; i--) {
        const id = speaksOf[i]!;
        const inLaterPart = laterParts.some((part) => cueOf(id)?.test(part) ?? false);
        if (id !== label && c.fields.get(id)?.kind === 'free_text' && !inLaterPart && !(theLook.has(id) && theLook.has(label))) {
          speaksOf.splice(i, 1);
          weight.delete(id);
        }
      }
      if (!speaksOf.includes(label)) speaksOf.push(label);
      weight.set(label, Math.max(...weight.values(), 0) + 1);
    }
    // "budget I'd have to ask my husband", "預算要問我老公", "그건 남편이 정한대요": a sentence that leaves a topic undecided, or
    // to someone else, says nothing of what the topic is, nor of whoever is named in it.
    if (free && isUndecided(freeValue)) {
      undecidedSentences.add(freeValue);
      // ("顏色她說還沒想好，要問她女兒的意見": the topic it names and leaves open is left open, as one not left to anyone is.)
      const named = topicLeftOpen(sentence.text, speaksOf, label);
      if (named !== null && !leftOpen.has(named)) leftOpen.set(named, sentence.text);
      speaksOf.length = 0;
      weight.clear();
    }
    // "Colours I honestly can't tell you yet — my sister …", "顏色的話要等理事長決定", "스타일은 아직 정말 모르겠어요": a sentence
    // that names a topic and then says it is not known or decided yet leaves that topic open; it is no answer of it.
    const openTopic = free ? topicLeftOpen(sentence.text, speaksOf, label) : null;
    if (openTopic !== null) {
      speaksOf.splice(speaksOf.indexOf(openTopic), 1);
      weight.delete(openTopic);
      if (!leftOpen.has(openTopic)) leftOpen.set(openTopic, sentence.text);
    }
    // (The words of leaving a thing open speak of no topic themselves: "I'm afraid I can't answer that yet" is no trouble to solve.)
    const written = normalizeAnswer(sentence.text);
    const openSpan = free ? leftOpenSpan(written) : null;
    if (openSpan !== null) {
      const withoutThem = written.slice(0, openSpan.start) + ' '.repeat(openSpan.end - openSpan.start) + written.slice(openSpan.end);
      for (let i = speaksOf.length - 1; i >= 0; i--) {
        const cue = cueOf(speaksOf[i]!);
        // (But who decides, which is how the visitor works with the studio: "最後由理事長決定".)
        if (cue && speaksOf[i] !== 'collaboration_notes' && written.search(cue) >= 0 && withoutThem.search(cue) < 0) {
          weight.delete(speaksOf[i]!);
          speaksOf.splice(i, 1);
        }
      }
    }
    // (People named in passing are no topic of the sentence's own, but in a home, where they are its household: "its this
    // skinny script my cousin made …".)
    const noTopicOfItsOwn = projectType === 'residential_space' ? speaksOf.length === 0 : onlyPeopleInPassing(speaksOf, weight);
    const goesOn = free && !label && headedJustBefore !== null && noTopicOfItsOwn && !undecidedSentences.has(freeValue) && openTopic === null && !asksBack(sentence.text, text);
    if (goesOn) {
      speaksOf.length = 0;
      weight.clear();
      speaksOf.push(headedJustBefore!);
      weight.set(headedJustBefore!, 1);
      labels.set(freeValue, headedJustBefore!);
    }
    // (Not the look's: its message often ends with the one feature wanted, "스타일은 미니멀하게요. 부스 가운데서 물레 시연을 하고 싶어요".)
    headedJustBefore = free && label && c.fields.get(label)?.kind === 'free_text' && !theLook.has(label) && wordsIn(sentence.text) <= 8 ? label : null;
    weights.set(freeValue, weight);
    // (A home's people named in a sentence headed with the look are whose wish it is, no household told: "스타일은 어머니가 밝고
    // 깔끔한 느낌을 원하세요", "Style-wise Mom wants it bright and clean". Not under a heading of the problem, which tells of them:
    // "最大的問題是我們家五個人，我跟老公加三個小孩…".)
    const headedByTheLook = label !== null && theLook.has(label) && labels.get(freeValue) === label;
    if (projectType === 'residential_space' && has(c, 'target_audience') && householdCue.test(cueText) && !speaksOf.includes('target_audience') && !undecidedSentences.has(freeValue) && !headedByTheLook) speaksOf.push('target_audience');
    topics.set(freeValue, speaksOf);
    fullSentence.set(freeValue, sentence.text);
    // "기장 미역은 … 오래 끓여도 안 퍼져요. 그게 제일 자랑이에요", "No added sugar. That's what makes it special": a short sentence
    // that points back at the one before (`pointsBack`) and names a free-text topic makes that sentence, of no topic of its
    // own, the topic's too.
    const pointedAt = at > 0 && free && !undecidedSentences.has(freeValue) && pointsBack.test(plain(sentence.text)) && wordsIn(sentence.text) <= 8 ? freeSentences.find((f) => fullSentence.get(f) === sentences[at - 1]!.text) : undefined;
    const pointedTopic = pointedAt === undefined ? undefined : speaksOf.find((id) => c.fields.get(id)?.kind === 'free_text' && id !== 'project_background' && id !== 'key_considerations');
    if (pointedAt !== undefined && pointedTopic !== undefined && (topics.get(pointedAt)?.length ?? 0) === 0 && !labels.has(pointedAt)) {
      topics.set(pointedAt, [pointedTopic]);
      weights.set(pointedAt, new Map([[pointedTopic, 2]]));
      cueFound.set(pointedTopic, [...(cueFound.get(pointedTopic) ?? []), pointedAt]);
    }
    const freeTopics = speaksOf.filter((id) => c.fields.get(id)?.kind === 'free_text' && freeTextCues[id]);
    // (How things are now is the whole sentence's problem, not the part of it that opens with "now": "目前的標誌太普通，客人記不住我們的店名".)
    const parts = topicWords(freeValue, new Map(freeTopics.map((id) => [id, id === 'problem_need' ? problemNamed : cueOf(id)!])), cueForm);
    // A sentence headed with its topic is that topic's whole ("現在的問題是…Word做，每一樣東西風格都不一樣"): its other
    // topics get their parts beside it. (Not the look's two halves, style and colours, which one sentence often splits.)
    if (parts.size > 0 && label && parts.has(label) && !theLook.has(label)) parts.set(label, freeValue);
    if (parts.size > 0) topicParts.set(freeValue, parts);
    const cjkCount = (whole.match(/[\p{Script=Han}\p{Script=Hangul}]/gu) ?? []).length;
    if ((declines.test(whole) && (cjkCount > 0 ? whole.length <= 16 : whole.length <= 30)) || (notForUs.test(whole) && whole.length <= 60)) for (const id of speaksOf) declined.add(id);
    for (const id of speaksOf) {
      const field = c.fields.get(id)!;
      if (field.kind === 'free_text') cueFound.set(id, [...(cueFound.get(id) ?? []), id === 'specification' ? sentence.text : (parts.get(id) ?? freeValue)]);
      else if (field.kind === 'list' && !findings.some((f) => f.fieldId === id)) {
        if (id === 'languages' || id === 'preferred_materials') continue;
        // A sentence under another topic's heading lists that topic's things ("Day to day: I cook pretty much every night,
        // Marcus works from home …, and my parents come over … so we need room for 9 around a table" is how they live, no
        // collection to make room for).
        const headedBy = labels.get(freeValue);
        if (headedBy !== undefined && headedBy !== id && c.fields.get(headedBy)?.kind === 'free_text' && headedWithAColon(sentence.text)) continue;
        // A doubt or a question back lists nothing ("Not sure, what do you usually do?").
        if (asksBack(sentence.text, text)) continue;
        // Nor does a sentence of money, of a list whose items are never prices ("預算我問過一個同行 他說他做網站花了15萬": a
        // peer's price names no competitor to look at).
        if (field.moneyless && findMoney(sentence.text, c.ctx).some(moneyForSure)) continue;
        const read = (id === 'competitors' ? competitorWords(sentence.text) : listWords(sentence.text, id)).filter((item) => !struckOff(sentence.text, item));
        // ("現在主要在蝦皮跟自己的官網賣，週末也會去市集": the channels the sentence names by their names past the list's own words are
        // its items too.)
        const items = id === 'sales_channels' && read.length > 0 ? [...read, ...channelsBeyond(sentence.text, read)] : read;
        // A whole sentence is no list's one item ("살균 안 한 생막걸리라 냉장 유통만 돼요" speaks of distribution, names no channel).
        // (A collection told in a sentence is still the collection: "피규어가 200개 넘고 만화책도 1,500권쯤 있는데".)
        if (items.length === 1 && !itemLike(items[0]!) && id !== 'important_collections') continue;
        // "sections I'm picturing:\nour story\nregister\n…": a list the visitor heads plainly is theirs to add, even to a list asked before.
        const headed = items.length >= 3 && /[:：]/.test(sentence.text);
        if (items.length > 0 && (id !== 'main_pages' || items.length >= 2)) findings.push({ fieldId: id, value: { kind: 'list', items }, raw: sentence.text, strength: 'cue', ...(headed ? { again: true as const } : {}) });
      }
    }
  }
  // "we do furnace and AC install, repair, maintenance plans. some water heaters too": a short sentence of no topic right after
  // a list the visitor gave, itself a name or two, adds to that list.
  for (const list of findings) {
    if (list.strength !== 'cue' || list.value.kind !== 'list' || list.fieldId === 'languages') continue;
    const at = sentences.findIndex((p) => p.text === list.raw);
    const next = at >= 0 ? sentences[at + 1]?.text : undefined;
    const free = next === undefined ? undefined : freeSentences.find((f) => f === next);
    if (free === undefined || (topics.get(free)?.length ?? 0) > 0 || labels.has(free) || wordsIn(free) > 6 || asksBack(free, text)) continue;
    const items = listWords(free, list.fieldId);
    if (items.length === 0 || items.length > 2 || !items.every(itemLike)) continue;
    // (Not one that speaks of items already listed, a remark on them: "…, 두부과자요 택배는 모두부랑 콩물만 돼요".)
    const known = list.value.items.map((i) => i.normalize('NFKC').toLowerCase());
    if (items.some((i) => known.some((k) => i.normalize('NFKC').toLowerCase().includes(k)))) continue;
    list.value = { kind: 'list', items: [...list.value.items, ...items] };
    list.raw = `${list.raw} ${free}`;
    freeSentences.splice(freeSentences.indexOf(free), 1);
  }
  // ("我們有線香、環香、香粉" while the trademark is asked: a common word of an option inside a list's words is the list's.)
  for (let i = findings.length - 1; i >= 0; i--) {
    const f = findings[i]!;
    if (f.value.kind !== 'choice' || !genericOptionWords.has(f.raw.trim().toLowerCase())) continue;
    if (findings.some((list) => list.value.kind === 'list' && list.strength === 'cue' && list.raw.includes(f.raw))) findings.splice(i, 1);
  }
  // ("Budget: honestly we haven't settled on a number yet, …", "예산은... 솔직히 아직 모르겠어요 ㅠ …", "預算…現在真的說不準",
  // "預算的部分老闆（就是我爸）還沒定，去年…我們好像只出了十幾萬"): a budget a sentence names and then leaves open, with no other
  // topic named between, is not known yet, whatever else the sentence goes on to tell: an amount after the words that leave it
  // open is another time's or another's.
  if (has(c, 'budget')) {
    // (Or before it, in the sentence of the budget's name alone or in a message the budget heads: "예산은... 솔직히 아직
    // 모르겠어요", "預算喔…我朋友…那麼多😂 實際可以抓多少要等銀行的裝修貸款核下來才知道".)
    const namedAlone = (i: number) => i > 0 && wordsIn(sentences[i - 1]!.text) <= 2 && budgetCue.test(normalizeAnswer(sentences[i - 1]!.text));
    // (Or left to be decided later: "예산은 솔직히 아직 감이 없어요, 견적 받아보고 정하고 싶어요".)
    // (In a sentence the budget heads, the clause that leaves it open need only name nothing else: "預算喔…我朋友…裝潢花了快250萬，
    // …，現在真的說不準".)
    for (const [i, sentence] of sentences.entries()) {
      const written = normalizeAnswer(sentence.text);
      const open = leftOpenSpan(written)?.start ?? leftForLaterAt(written);
      const headed = c.headedByBudget().has(sentence.text);
      const named = headed || namedAlone(i) ? 0 : written.search(budgetCue);
      if (open < 0 || named < 0 || named > open) continue;
      const clause = clauseAround(written, open, open + 1);
      const between = headed || (named <= 2 && wordsIn(written.slice(named, open)) > 12) ? written.slice(clause.from, open) : written.slice(named, open).replace(budgetCue, ' ');
      if (wordsIn(between) > 12 || /\d/.test(between) || Object.values(freeTextCues).some((cue) => cue?.test(between))) continue;
      const amountAfter = c.asked?.id === 'budget' ? -1 : findings.findIndex((f) => f.fieldId === 'budget' && f.value.kind === 'money' && sentence.text.includes(f.raw) && written.indexOf(normalizeAnswer(f.raw)) > open);
      if (amountAfter >= 0) findings.splice(amountAfter, 1, { fieldId: 'budget', value: { kind: 'undecided' }, raw: sentence.text, strength: 'structured' });
      if (!leftOpen.has('budget') && (!c.known.has('budget') || amountAfter >= 0)) leftOpen.set('budget', sentence.text);
    }
  }
  // "開幕時間現在真的說不準 房租是4月開始算", "철수는 … 아직 공지가 안 나왔어요": a date's role its sentence names and leaves open,
  // with no date before the words that leave it so, is not known yet (the date said after is another's).
  for (const sentence of sentences) {
    const openEnd = leftOpenBeforeADate(sentence.text, c.ctx);
    const role = openEnd === null ? null : dateRoleOf(normalizeAnswer(sentence.text).slice(0, openEnd), c);
    if (role !== null && role !== 'none' && role !== c.asked?.id && !leftOpen.has(role)) leftOpen.set(role, sentence.text);
  }
  // (A list's items read after the words that leave its topic open are no answer: words of not knowing, "材質的部分還不確定，
  // 要看報價，我對紙材也不太懂", or a guess. Not those before them: "회사소개, 제품, 설비, 문의하기 이렇게는 확정이에요. 연혁 페이지는 …
  // 아직 미정이요".)
  for (const [id, said] of leftOpen) {
    if (c.fields.get(id)?.kind !== 'list') continue;
    const written = normalizeAnswer(said);
    const openAt = leftOpenSpan(written)?.start ?? -1;
    for (let i = findings.length - 1; i >= 0; i--) {
      const f = findings[i]!;
      if (f.fieldId === id && openAt >= 0 && written.indexOf(normalizeAnswer(f.raw)) > openAt) findings.splice(i, 1);
    }
  }
  // (A topic left open is so only when no other sentence of the message tells of it.)
  for (const [id, said] of leftOpen) {
    if (declined.has(id) || cueFound.has(id) || findings.some((f) => f.fieldId === id)) continue;
    findings.push({ fieldId: id, value: { kind: 'undecided' }, raw: said, strength: 'cue', declined: true });
  }
  for (const id of declined) {
    if (findings.some((f) => f.fieldId === id && f.strength === 'structured')) continue;
    const at = findings.findIndex((f) => f.fieldId === id);
    if (at >= 0) findings.splice(at, 1);
    cueFound.delete(id);
    findings.push({ fieldId: id, value: { kind: 'undecided' }, raw: text, strength: 'cue', declined: true });
  }
  findings.push(...boothDaysFromTheShow(text, c, findings));
  // "오픈은 4월 25일로 잡았어요. 어버이날이 5월 8일이라 그 전에 자리 잡아야 해서요": a day to be ready before, after
  // the opening the same message gives, is the opening's reason, not the work's deadline (the work is done by
  // the opening). A deadline said with words of its own ("by", "까지", "之前", other than "before then") stays.
  const opening = findings.find((f) => f.fieldId === 'opening_date' && f.value.kind === 'date' && f.value.date !== null);
  const deadlineAt = findings.findIndex((f) => f.fieldId === 'expected_deadline' && f.strength === 'structured');
  const deadline = findings[deadlineAt];
  if (opening?.value.kind === 'date' && deadline?.value.kind === 'date' && deadline.value.date && opening.value.date && deadline.value.date > lastDayOf(opening.value) && !dueWords.test(plain(deadline.raw).replace(beforeThen, ''))) {
    findings.splice(deadlineAt, 1);
  }
  const size = findings.find((f) => f.fieldId === 'space_size' && f.strength === 'structured');
  const corrected = size ? sizeCorrectedByNumber(text, size, ctx) : null;
  if (size && corrected) Object.assign(size, corrected);
  // "現在在Pinkoi跟我們自己的官網賣，假日會去市集擺攤": where the sentence names no list of its own, the sales
  // channels it names by their names, as the visitor wrote them.
  // (Asked for them, the answer is the list as the visitor wrote it.)
  if (has(c, 'sales_channels') && c.asked?.id !== 'sales_channels' && !findings.some((f) => f.fieldId === 'sales_channels') && !cueFound.has('sales_channels')) {
    for (const sentence of sentencesOf(text)) {
      const s = plain(sentence.text);
      const items = listOf(s, channelTerms);
      // ("3 cafes carry it in jc + hoboken and i do the grove st farmers market saturdays. and etsy kinda": a sentence that
      // names several channels speaks of where the product is sold, with or without a word of selling.)
      if (!channelCue.test(s) && new Set(items.map((item) => item.toLowerCase())).size < 2) continue;
      if (items.length > 0) {
        const kept = withRuledOut(sentence.text, listItemsAsSaid(sentence.text, items)).filter((item) => !struckOff(sentence.text, item));
        if (kept.length > 0) findings.push({ fieldId: 'sales_channels', value: { kind: 'list', items: kept }, raw: sentence.text, strength: 'cue' });
        break;
      }
    }
  }
  // "…문의가 섞여서 주문을 놓친 적이 몇 번 있어서, 홈페이지를 만들고 싶어요": the opening story's reason for the
  // project is the problem it is to solve; a guess from a story, so kept "to clarify" (and confirmed in the echo).
  if (c.asked?.id === 'project_background' && has(c, 'problem_need') && !cueFound.has('problem_need') && !findings.some((f) => f.fieldId === 'problem_need')) {
    const reason = reasonForTheProject(text, projectType);
    if (reason) findings.push({ fieldId: 'problem_need', value: freeText(reason), raw: reason, strength: 'cue', clarify: true });
  }
  for (const [fieldId, sentences] of cueFound) {
    const joined = [...new Set(sentences)].join(' ');
    // "구조는 방 3개 중에 하나를 다실로 바꾸고 …": a sentence headed with its topic is that topic's whole, over the
    // words of it read as a value of their own ("방 3개").
    const partOf = findings.find((f) => f.fieldId === fieldId && f.value.kind === 'free_text' && labelledFields.has(fieldId));
    const headed = partOf ? sentencesOf(text).find((p) => p.text.includes(partOf.raw) && p.text !== partOf.raw && labelledTopic(plain(p.text), (id) => has(c, id)) === fieldId) : undefined;
    if (partOf && headed) Object.assign(partOf, { value: freeText(headed.text), raw: headed.text, strength: 'cue', again: true });
    if (findings.some((f) => f.fieldId === fieldId)) continue;
    // "right now ppl book thru IG DMs and its chaos", "現在報名都靠ig私訊": how things are now is most often the problem,
    // but told as a story, not named: a guess, kept "to clarify" (and confirmed in the echo).
    const onlyHowThingsAre = fieldId === 'problem_need' && !labelledFields.has(fieldId) && sentences.every((x) => !problemNamed.test(cueForm(x)));
    // (Nor in the sentences that answer the question on screen: "目前在自己的官網、蝦皮賣，…" to where the product is sold tells where, no
    // trouble.)
    const answersTheAsked = (x: string) => findings.some((f) => f.fieldId === c.asked?.id && f.raw.includes(x.slice(0, 8)));
    if (onlyHowThingsAre && c.asked && c.asked.id !== 'problem_need' && sentences.every(answersTheAsked)) continue;
    findings.push({ fieldId, value: freeText(joined), raw: joined, strength: 'cue', ...(labelledFields.has(fieldId) ? { again: true as const } : {}), ...(onlyHowThingsAre ? { clarify: true as const } : {}) });
  }
  inTheMessagesCurrency(findings, text, ctx);
  stretchAfterTheBudget(findings, text, ctx);
  ceilingSaidAfter(findings, text, ctx);
  valuesInDoubt(findings, c);
  dateItLeadsTo(findings, text, c);
  valuesOnACondition(findings, sentences);
  withoutOptionsRuledOut(findings, c.optionsRuledOut);
  return { findings, freeSentences, topics, fullSentence, weights, topicParts, labels, leftOpen, ruledOut: c.optionsRuledOut, pointers, othersStory: c.othersStory };
}

/**
 * "不要紙盒喔，蛋捲放紙盒超容易碎", "剛剛說的鐵盒 … 所以鐵盒先不要了": an option the message rules out is not chosen from it,
 * whatever other clause of it names the option again (its reason, the thing said back).
 */
function withoutOptionsRuledOut(findings: Finding[], ruledOut: ReadonlyMap<BriefFieldId, ReadonlySet<string>>): void {
  for (let i = findings.length - 1; i >= 0; i--) {
    const f = findings[i]!;
    const out = ruledOut.get(f.fieldId);
    if (!out || f.value.kind !== 'choice') continue;
    const selected = f.value.selected.filter((id) => !out.has(id));
    if (selected.length === f.value.selected.length) continue;
    if (selected.length === 0) findings.splice(i, 1);
    else findings[i] = { ...f, value: { ...f.value, selected } };
  }
}

/**
 * "Our house sale closes August 31, so September 1st." to the move-in question: of the dates of a reply to a date's
 * question, the one that follows from the other ("so …", "所以…", "그래서 …") is the answer; the first is its reason.
 */
function dateItLeadsTo(findings: Finding[], text: string, c: Context): void {
  const asked = c.asked;
  if (!asked || asked.kind !== 'date') return;
  const own = findings.find((f) => f.fieldId === asked.id && f.value.kind === 'date' && f.value.date !== null);
  const dates = findDates(text, c.ctx).filter((d) => d.value.date !== null);
  const led = dates.find((d) => d !== dates[0] && (!own || d.start > text.indexOf(own.raw)) && ledToCue.test(text.slice(Math.max(0, d.start - 14), d.start)));
  if (!led || isPast(led.value, c.ctx)) return;
  // (Its reason a lease's end, which gives the question no date of its own: "Our lease ends August 31, so September 1st.")
  if (!own) {
    if (!findings.some((f) => f.fieldId === asked.id)) findings.push({ fieldId: asked.id, value: led.value, raw: led.text, strength: 'structured' });
    return;
  }
  if (led.value.date !== (own.value.kind === 'date' ? own.value.date : null)) {
    own.value = own.value.kind === 'date' && own.value.relation === 'by' ? { ...led.value, relation: 'by' } : led.value;
    own.raw = led.text;
  }
}

/**
 * "Budget maybe $8k? Could stretch to 10 if it's really good.", "Budget 25k. Maybe 30 if it's really good.": the stretch
 * that opens the sentence after the budget makes the range it does in one sentence (`findMoney` reads the message so;
 * the reader reads it a sentence at a time, and may have read the stretch alone as a ceiling: "預算25萬。最多可以到30萬").
 */
function stretchAfterTheBudget(findings: Finding[], text: string, ctx: ParseContext): void {
  const budget = findings.find((f) => f.fieldId === 'budget' && f.value.kind === 'money' && f.value.max === undefined);
  if (!budget || budget.value.kind !== 'money') return;
  const v = budget.value;
  const across = (m: ReturnType<typeof findMoney>[number]) => m.value.max !== undefined && /\d[^\d]*[?？.。]/u.test(m.text);
  const range = findMoney(text, ctx).find((m) => across(m) && (v.bound === undefined ? m.value.amount === v.amount : v.bound === 'at_most' && m.value.max === v.amount));
  if (range?.value.max === undefined) return;
  // (A ceiling read alone becomes the range's top: its "at most" goes with it.)
  const { bound, ...withoutBound } = v;
  budget.value = bound === undefined ? { ...v, max: range.value.max } : { ...withoutBound, amount: range.value.amount, max: range.value.max };
}

/**
 * "인테리어 예산은 3,800만 원이에요. 대출받은 거라 이거 넘으면 진짜 안 돼요", "Budget is $150,000 for the whole build out. Not a
 * penny more my wife says.", "預算30萬，不能再超過了": a budget the message goes on to call the most there is, before any other
 * amount and within the next sentence, is a ceiling (not "예산은 6천만 원이요. 의자가 하나에 400만 원이라 …", whose words after it
 * speak of the chair's price).
 */
function ceilingSaidAfter(findings: Finding[], text: string, ctx: ParseContext): void {
  const budget = findings.find((f) => f.fieldId === 'budget' && f.value.kind === 'money' && f.value.max === undefined && f.value.bound === undefined);
  if (!budget || budget.value.kind !== 'money') return;
  const at = text.indexOf(budget.raw);
  if (at < 0) return;
  // (In the budget's own sentence or the next: "… 2,500만원입니다. 넘으면 곤란해요."; not a size's "3 ft max" further on.)
  const rest = text.slice(at + budget.raw.length).normalize('NFKC').toLowerCase();
  const after = /^[^.。!！?？\n]*[.。!！?？\n]*[^.。!！?？\n]*/u.exec(rest)![0];
  const said = notToExceed.exec(after);
  if (!said || findMoney(after.slice(0, said.index), ctx).length > 0) return;
  budget.value = { ...budget.value, bound: 'at_most' };
}

/**
 * "預算的話我本來想說3000到5000加幣 … 他說最多4000 那就4000以內好了": a budget written without its currency is in the one
 * the message named for its other amounts (when it named one), not the language's usual one.
 */
function inTheMessagesCurrency(findings: Finding[], text: string, ctx: ParseContext): void {
  const budget = findings.find((f) => f.fieldId === 'budget' && f.value.kind === 'money' && f.value.currencyAssumed);
  if (!budget || budget.value.kind !== 'money') return;
  // (Only an amount of the same scale is the same money spoken of: "6천불까지는 괜찮다네요 예산 5천~6천" read in 만 is not.)
  const v = budget.value;
  const named = new Set(findMoney(text, ctx).filter((m) => !m.value.currencyAssumed && m.value.amount * 10 >= v.amount && m.value.amount <= v.amount * 10).map((m) => m.value.currency));
  if (named.size !== 1) return;
  const [currency] = named;
  if (currency !== budget.value.currency) budget.value = { ...budget.value, currency: currency!, currencyAssumed: false };
}
