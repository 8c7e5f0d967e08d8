import type { BriefFieldId, Currency, Language, ProjectType } from '@genie/contracts';
import enUS from './en-US/reader.json' with { type: 'json' };
import koKR from './ko-KR/reader.json' with { type: 'json' };
import zhTW from './zh-TW/reader.json' with { type: 'json' };

/**
 * The words by which a visitor's opening story gives its reason for the project (reason-for-the-project.ts; a
 * fourth language copies one block):
 * - `wish`, `project`: wanting the project ("I want my own online shop", "想做一個網站", "홈페이지를 만들고 싶어요");
 * - `causeEndsReason`: a cause that ends the reason, in the wish's sentence ("… 놓친 적이 있어서, 홈페이지를 …");
 * - `causeStartsWish`: one that starts the wish ("…, so I want a website", "…所以想做網站");
 * - `causeAfter`: one that gives the reason after the wish ("I want a new site because …");
 * - `howThingsAre`: words of a setback or a habit, in the sentence just before the wish ("but", "every", "常常", "근데");
 * - `setbackAfter`: a turn after which the reason's setback is told ("I sell on Etsy, but the fees eat 15%");
 * - `asking`: the words of asking for the project that say nothing of it ("inquiry", "請問", "문의드려요", "a", "our"):
 *   a first message of these, the wish and the project's words only ("Hi! Need a logo") tells nothing of the project.
 */
export interface ReasonWords {
  wish: string[];
  project: Record<ProjectType, string[]>;
  causeEndsReason: string[];
  causeStartsWish: string[];
  causeAfter: string[];
  howThingsAre: string[];
  setbackAfter: string[];
  asking: string[];
}

/**
 * What the message reader knows of one language: words/<language>/reader.json (the answer parser's ways of replying
 * are beside it, in replies.json: see replies.ts). Every file has the same keys and,
 * under each, the same fields (but for the `…AsWritten` ones, which name only the fields that have some); a
 * fourth language copies one folder (words/en-US), sets `wholeWords` and fills in its own words (words.test.ts checks the keys).
 *
 * Entries other than `reasonForTheProject`'s (plain words) and the spellings of `currencies` (written as said: see
 * {@link CurrencySpellings}) are regular-expression sources: a plain word matches itself; "customers?", "白(?![貓猫狗])"
 * are patterns. Text is read in lower case, NFKC.
 * - `reasonForTheProject`: see {@link ReasonWords}.
 * - `wholeWords`: whether the language's `topicCues`, `household` and `lexicon` entries match only as whole words, between
 *   word boundaries (English: "red" is not in "bored"). Chinese and Korean words are found inside longer runs of
 *   text (Korean particles attach to the word), so they say `false`. (A word boundary, `\b`, knows only a–z, 0–9 and _.)
 * - `topicCues`: per free-text field, the words that show a sentence speaks of it (free-text-cues.ts).
 * - `topicCuesAsWritten`: per field, patterns matched as written even in a language of whole words ("500ml" run
 *   together, "LP" anywhere, a phrase ending in a space). Only the fields that have some.
 * - `household`: words saying who will live in a home, people and pets.
 * - `topicLabels`: per field, the words a visitor heads a sentence with to name its topic ("Style: …", "風格的話…").
 * - `greetings`: the words of a greeting, which speak of no topic ("你好，…叫「山嵐」" names the brand, not "你好").
 * - `lexicon`, `lexiconAsWritten`: the reader's word lists of the same name in lexicon.ts (place names, the part of town said before one, materials,
 *   sales channels, words of the project's site, of a district, of the show a booth is for, and the words of a date's
 *   role: set-up, tear-down, move-in, opening, deadline; the words opening a sentence that points back at a date,
 *   `thatIsWhen`; those between two values offered as alternatives, `orBetween`), whole words and as written like the topics'. Three of them
 *   say how far a place runs on after a known name (`placeLead`, `placeRunEnd`, `notInAPlaceRun`: see lexicon.ts).
 * - `currencies`: the names the language gives each currency (some said only right after an amount), and the words
 *   it says a dollar or a yuan with when it names no country: see {@link CurrencyWords}.
 * - `notMoneyAfter`: the words right after a number that make it something other than money: see {@link NotMoneyAfter}.
 */
export interface LanguageWords {
  reasonForTheProject: ReasonWords;
  wholeWords: boolean;
  topicCues: Partial<Record<BriefFieldId, string[]>>;
  topicCuesAsWritten: Partial<Record<BriefFieldId, string[]>>;
  household: string[];
  topicLabels: Partial<Record<BriefFieldId, string[]>>;
  lexicon: Record<LexiconList, string[]>;
  lexiconAsWritten: Partial<Record<LexiconList, string[]>>;
  /**
   * Where the language's own sentences part into clauses, beside the breaks every language shares (pieces.ts): each a
   * pattern and why it is one ("a space between two runs of Chinese is a pause"). `{unitAfterNumber}` stands for the
   * lexicon's list of that name. Empty where the shared breaks are enough (English).
   */
  clauseBreaks: { why: string; pattern: string }[];
  /**
   * Words written with a full stop that ends no sentence ("Mr.", "approx.", "incl."), as written; their full stop is
   * not a sentence's end (pieces.ts). Empty where the language writes none (Chinese, Korean).
   */
  abbreviations: string[];
  /**
   * How a regional variety writes the language's words, read as the standard written form before anything else reads the
   * words: each `written` (a pattern) is read `as` the same number of characters (Cantonese as written in Hong Kong: "冇" as
   * "沒", "係" as "是", "而家" as "現在"), and `why`. The visitor's words are kept as written. Empty where none is read.
   */
  regionalSpellings: { written: string; as: string; why: string }[];
  /** A greeting said as a part of its own ("你好，我們是…", "Hi! We're …"): no topic's words. */
  greetings: string[];
  /**
   * The townships of each county or city, written in full ("新港鄉", "鹽埕區"), by the place's short name ("嘉義",
   * "高雄"): the finer place written right after it with no word of its level ("嘉義新港", "高雄鹽埕"). Empty where
   * a language writes the level with the place (Korean "율량동") or names towns by themselves (English).
   */
  townships: Record<string, string[]>;
  /**
   * Places of another subject than the work (place-of-another-subject.ts): the words ending right before such a place
   * ("grew up in", "老家在", "고향은") and those starting right after it ("人" in 我媽是澎湖人, "長大", "출신", "에서 자랐").
   */
  placeOfAnotherSubject: { before: string[]; joinedBy: string[]; after: string[] };
  /**
   * Another project told of (another-project.ts): the clauses that open a telling of it (the studio's past work, a
   * referral, someone else's place or price), those that report what someone said of it, and the visitor's own words.
   */
  anotherProject: { opens: string[]; goesOn: string[]; firstPerson: string[]; setApart: string[] };
  currencies: CurrencyWords;
  notMoneyAfter: NotMoneyAfter;
  /**
   * How a list is said around its items (list-words.ts), as written: per list field, the words that introduce it ("we
   * sell", "產品有", "소재는": `leadIn`) and those that close it after its last item ("팔아요", "pages": `tail`); and the words
   * that close a list of any field ("…, 이렇게요", "… 정도면 될 것 같아요": `end`); and the words that join two items ("and",
   * "跟", "이랑": `joiners`), beside the commas and line breaks of every language.
   */
  listWords: { leadIn: Partial<Record<BriefFieldId, string[]>>; tail: Partial<Record<BriefFieldId, string[]>>; end: string[]; joiners: string[]; ownSubject: string[] };
  /**
   * How a thing named is ruled out where it stands (read-message.ts), each a pattern: the words right before it ("no
   * more", "不要": `before`) or a word or two before it ("no bright pink", "不要那種粉紅色": `nearBefore`); right after it,
   * its particle and a word may come between (Korean "라벨은 빼고", "플라스틱은 최대한 안 쓰고": `after`); at the end of its
   * clause (Korean "핑크핑크한 인스타 감성은 진짜 싫어요": `atClauseEnd`), and where such a clause ends besides punctuation
   * (Korean "-고", "-는데": `clauseEndsAt`); the words joining a second thing ruled out with the first ("no pink or gray",
   * "不要紅色跟黑色": `joiners`); a condition that must not come true, which rules no option out ("눅눅해지면 안 돼요":
   * `mustNotHappen`); and the negations that between a verb and its repetition ask whether, and say no "no" (Chinese
   * 有沒有: `inAQuestionOfWhether`). A language that never says it so leaves the list empty.
   */
  ruledOut: {
    before: string[];
    nearBefore: string[];
    after: string[];
    atClauseEnd: string[];
    clauseEndsAt: string[];
    joiners: string[];
    mustNotHappen: string[];
    inAQuestionOfWhether: string[];
  };
}

/**
 * Per currency, the ways of writing it, as written, in lower case ("$" is a dollar sign, not a pattern): each once, in
 * one language's file or in words/currency-spellings.json (codes and symbols, which are no language's).
 */
export type Spellings = Partial<Record<Currency, string[]>>;

/**
 * A currency's spellings, of no language (words/currency-spellings.json) or of one (`currencies` in its reader.json), from
 * which words/currency-spellings.ts builds the money reader's patterns. Each group is a plain list per currency:
 * - `names`: what says which currency it is ("nt$", "aud", "australian dollars", "澳幣", "호주 달러"), read wherever
 *   it stands: in an amount's clause or the message, right after an amount ("150萬台幣", "500 aud"), between a
 *   range's two amounts ("$20k-$30k"), and right before an amount where it is written there (see `namesBeforeAnAmount`).
 *   Tried in the order of currency-spellings.json's names, the longest spelling first: words that name two currencies are
 *   read as the one first there ("호주 달러" AUD, not its 달러; "nt$" TWD, not its "$"). Latin spellings stand between
 *   word boundaries ("aud" is not in "audit");
 * - `afterAnAmountOnly`: names said only right after an amount ("500 nt", "3천 불", "5만원", "5000엔"), read there
 *   (the amount takes them in) or as the whole word written after one, nowhere else: "nt" starts "nth", 불 is fire,
 *   원 starts 원하다, 엔 is 에는;
 * - `fallbacks`: the words (or sign) that say money without a country ("$", "dollars", "bucks": USD; 元, 塊: TWD),
 *   read where names are, but only when no name of any language is found, currency-spellings.json's first, then language by
 *   language (`languageWords`' order); never right before an amount, but "$". Where there are none, it is empty
 *   (Korean says 달러 of the US dollar: a name).
 */
export interface CurrencySpellings {
  names: Spellings;
  afterAnAmountOnly: Spellings;
  fallbacks: Spellings;
}

/**
 * The names a language gives currencies, and where it looks for each: see {@link CurrencySpellings}; and
 * - `namesBeforeAnAmount`: whether the language writes a currency's name right before an amount too, so its `names`
 *   are read there ("台幣150萬", "美金3000"). English and Korean write it after ("5000 dollars", "5000달러"; "we won
 *   3 awards" is no ₩3); codes and symbols are read on either side in every language ("NT$ 150萬", "150萬 NTD").
 */
export interface CurrencyWords extends CurrencySpellings {
  namesBeforeAnAmount: boolean;
}

/**
 * The words right after a number (after a space or a hyphen, if any) that make it something other than money the
 * brief can hold (money.ts): patterns, matched from the word's start ("pesos?\b", "個月"). The signs of no language
 * ("m2", "%", "10:30") are in money.ts.
 * - `otherCurrencies`: a currency the brief has no code for ("8,000-peso", "5000令吉", "페소"): kept in the visitor's words;
 * - `sizes`: a size or a length ("30 sq ft", "25坪", "20평");
 * - `times`: a date, an age, a duration or a time of day ("3 years", "21st", "5pm", "3個月", "7살");
 * - `counts`: a count or a share of people, rooms or things ("4 people", "2 bedrooms", "30 percent", "3個人", "2마리").
 */
export interface NotMoneyAfter {
  otherCurrencies: string[];
  sizes: string[];
  times: string[];
  counts: string[];
}

/** The word lists of lexicon.ts that are per-language data. */
export type LexiconList = 'placeNames' | 'materialTerms' | 'materialCue' | 'channelTerms' | 'platformNames' | 'channelCue' | 'projectSiteCue' | 'districtLevel' | 'showWords' | 'exitDateCue' | 'entryDateCue' | 'moveInDateCue' | 'openingDateCue' | 'siteGoesLive' | 'deadlineCue' | 'pastHabitCue' | 'namesALook' | 'likesOrWants' | 'newBuildCue' | 'budgetCue' | 'dateMovedWords' | 'noWebsiteCue' | 'siteWord' | 'trademarkCue' | 'utilityCue' | 'languageCue' | 'currencyCue' | 'moneyScale' | 'wishForAThing' | 'designWish' | 'dateish' | 'registrationHelpCue' | 'helpWord' | 'helpDeclined' | 'helpAskedFor' | 'helpRefused' | 'landBefore' | 'leaseDate' | 'personsDate' | 'personAway' | 'beforeAPerson' | 'ownView' | 'viewOverruled' | 'othersView' | 'viewRejected' | 'busyWhen' | 'hopeWithoutWork' | 'dueWords' | 'lastsUntil' | 'inTotal' | 'notTheirs' | 'beforeThen' | 'thatIsWhen' | 'orBetween' | 'datesJoined' | 'deadlineNamed' | 'outOfReach' | 'outOfReachBefore' | 'workNotDone' | 'partOfTheSpace' | 'partSizeLink' | 'measureWords' | 'visitCue' | 'comingToVisit' | 'eachOne' | 'dayBefore' | 'notForUs' | 'pastUse' | 'packagingWords' | 'wantToUse' | 'keptAsIs' | 'shippedOurselves' | 'formCarried' | 'placeOnlyReply' | 'placeReplyLeadIn' | 'placeReplyTail' | 'afterthought' | 'forgotToTell' | 'judgedTooMuch' | 'routineCue' | 'ledToCue' | 'doubtAfterValue' | 'negatedClause' | 'itemLeadIn' | 'itemTail' | 'itemEnding' | 'itemRuledOut' | 'openingFiller' | 'partOfTown' | 'premisesAfterPlace' | 'placeLead' | 'placeRunEnd' | 'notInAPlaceRun' | 'lastShowDay' | 'showLasts' | 'webPresence' | 'newPlace' | 'kindOfThing' | 'colourWords' | 'identityPieces' | 'peopleSay' | 'anotherParty' | 'notAnOwnerName' | 'notWhatTheyHave' | 'groupCompany' | 'goesOn' | 'selfIntroduction' | 'mattersMost' | 'obligation' | 'rightNow' | 'audienceMakeup' | 'peopleInGeneral' | 'peopleNamed' | 'headingOwner' | 'pointsBack' | 'clauseJoiner' | 'clauseOpener' | 'unitAfterNumber' | 'nounBeforeCount' | 'countsPeople' | 'languageAddedBefore' | 'languageAddedAfter' | 'languageLeftOutAfter' | 'languageLeftOutBefore' | 'struckOffBefore' | 'struckOffAfter' | 'pastVersion' | 'newVersion' | 'lastTimeContrast' | 'thisTimeContrast' | 'movedToBefore' | 'movedToAfter' | 'placeByShape' | 'placeLevelCity' | 'placeLevelDistrict' | 'placeLevelNeighbourhood' | 'placeLevelStreet' | 'regionAfterPlace' | 'planThatWas' | 'anotherPremisesBefore' | 'pastDoneBefore' | 'ifItGoesWell' | 'applicationRefused' | 'otherRegistration' | 'notUntil' | 'priceQuoted' | 'toTheStudio' | 'asksTheStudio' | 'seasonHabit' | 'numberWord' | 'streetKinds' | 'venueKinds' | 'nameGoesOnAfter' | 'rangeGoesOnAfter' | 'numberGoesOnAfter' | 'itemGoesOn' | 'spanAfterADay' | 'otherEventDate' | 'processDeadline' | 'newsDue' | 'wouldHaveBeen' | 'anotherPlaceOpens' | 'workStarts' | 'opensWord' | 'stateCodes' | 'stateCodesNoWord' | 'stateNames';

/** Every language's words, in this order (the order their words are tried in). */
export const languageWords: Readonly<Record<Language, LanguageWords>> = {
  'en-US': enUS,
  'zh-TW': zhTW,
  'ko-KR': koKR,
};

/** A visitor may mix languages: the reader looks for every language's words in every message. */
export const allLanguages: readonly LanguageWords[] = Object.values(languageWords);

/** The visitor's own words ("we", "我", "저희"; `anotherProject.firstPerson`), every language's, in NFKC lower case. */
export const firstPersonWords = new RegExp(allLanguages.flatMap((l) => l.anotherProject.firstPerson).map((source) => `(?:${source})`).join('|'), 'iu');

/** Patterns as alternatives of one pattern source ("(?:a|b|…)"); none: one that never matches. */
export function alternatives(patterns: readonly string[]): string {
  return patterns.length > 0 ? `(?:${patterns.join('|')})` : '(?!)';
}

/** Every language's patterns of one kind as alternatives of one pattern source (`alternatives`). */
export function anyPatternOf(pick: (language: LanguageWords) => readonly string[]): string {
  return alternatives(allLanguages.flatMap(pick));
}

/** A name of ASCII letters stands between word boundaries. */
const english = /^[\x20-\x7e]+$/;

/**
 * One pattern of every language's words (a visitor may mix languages): the words of languages of whole words
 * (`wholeWords`, English) stand alone between word boundaries ("grey(?! (?:cat|dog)s?)" too); the others, and
 * the patterns kept as written, are looked for as written. `names` (the catalogue's styles) come before them,
 * whole when they are ASCII.
 */
export function wordsOf(
  pick: (language: LanguageWords) => readonly string[] | undefined,
  asWritten: (language: LanguageWords) => readonly string[] | undefined,
  flags = '',
  names: readonly string[] = [],
): RegExp {
  const whole = [...names.filter((n) => english.test(n)), ...allLanguages.flatMap((l) => (l.wholeWords ? (pick(l) ?? []) : []))];
  // (A Latin word in the list of a language found inside longer runs, "IG", "LINE", "FB" in Chinese, is still a word of its
  // own: not the "ig" of "biggest", the "line" of "deadline".)
  const ownLatinWord = (w: string) => (/^[A-Za-z][A-Za-z ]*$/.test(w) ? `(?<![A-Za-z])${w}(?![A-Za-z])` : w);
  const written = [...names.filter((n) => !english.test(n)), ...allLanguages.flatMap((l) => [...(l.wholeWords ? [] : (pick(l) ?? []).map(ownLatinWord)), ...(asWritten(l) ?? [])])];
  const parts = [whole.length ? `\\b(?:${whole.join('|')})\\b` : null, ...written].filter(Boolean);
  return new RegExp(parts.join('|'), flags);
}

/** Every language's regional spellings (`regionalSpellings`), each read as its standard form, one character for one. */
const regionalSpellings = allLanguages.flatMap((l) => l.regionalSpellings).map(({ written, as }) => ({ pattern: new RegExp(written, 'gu'), as }));

const anyRegionalSpelling = new RegExp(allLanguages.flatMap((l) => l.regionalSpellings).map(({ written }) => `(?:${written})`).join('|') || '(?!)', 'u');

/** The words with each regional spelling read as the standard one ("我哋仲未register" as "我們還沒register"), as long as they were. */
export function standardSpellings(text: string): string {
  if (!anyRegionalSpelling.test(text)) return text;
  return regionalSpellings.reduce((s, { pattern, as }) => s.replace(pattern, (m) => (m.length === as.length ? as : m)), text);
}
