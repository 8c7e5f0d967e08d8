import type { BriefFieldId, Language, ProjectType } from '@genie/contracts';
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
 * Entries other than `reasonForTheProject`'s (plain words) are regular-expression sources: a plain word matches
 * itself; "customers?", "白(?![貓猫狗])" are patterns. Text is read in lower case, NFKC.
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
 *   role: set-up, tear-down, move-in, opening, deadline), whole words and as written like the topics'. Three of them
 *   say how far a place runs on after a known name (`placeLead`, `placeRunEnd`, `notInAPlaceRun`: see lexicon.ts).
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
  placeOfAnotherSubject: { before: string[]; after: string[] };
  /**
   * Another project told of (another-project.ts): the clauses that open a telling of it (the studio's past work, a
   * referral, someone else's place or price), those that report what someone said of it, and the visitor's own words.
   */
  anotherProject: { opens: string[]; goesOn: string[]; firstPerson: string[] };
}

/** The word lists of lexicon.ts that are per-language data. */
export type LexiconList = 'placeNames' | 'materialTerms' | 'materialCue' | 'channelTerms' | 'channelCue' | 'projectSiteCue' | 'districtLevel' | 'showWords' | 'exitDateCue' | 'entryDateCue' | 'moveInDateCue' | 'openingDateCue' | 'deadlineCue' | 'pastHabitCue' | 'namesALook' | 'newBuildCue' | 'budgetCue' | 'dateMovedWords' | 'noWebsiteCue' | 'siteWord' | 'trademarkCue' | 'utilityCue' | 'languageCue' | 'currencyCue' | 'moneyScale' | 'wishForAThing' | 'designWish' | 'dateish' | 'registrationHelpCue' | 'landBefore' | 'leaseDate' | 'personsDate' | 'hopeWithoutWork' | 'dueWords' | 'lastsUntil' | 'inTotal' | 'notTheirs' | 'beforeThen' | 'deadlineNamed' | 'outOfReach' | 'visitCue' | 'eachOne' | 'dayBefore' | 'notForUs' | 'pastUse' | 'keptAsIs' | 'formCarried' | 'placeOnlyReply' | 'placeReplyLeadIn' | 'placeReplyTail' | 'afterthought' | 'negatedClause' | 'itemLeadIn' | 'itemTail' | 'itemEnding' | 'itemRuledOut' | 'openingFiller' | 'partOfTown' | 'premisesAfterPlace' | 'placeLead' | 'placeRunEnd' | 'notInAPlaceRun' | 'lastShowDay' | 'newPlace';

/** Every language's words, in this order (the order their words are tried in). */
export const languageWords: Readonly<Record<Language, LanguageWords>> = {
  'en-US': enUS,
  'zh-TW': zhTW,
  'ko-KR': koKR,
};

/** A visitor may mix languages: the reader looks for every language's words in every message. */
export const allLanguages: readonly LanguageWords[] = Object.values(languageWords);

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
  const written = [...names.filter((n) => !english.test(n)), ...allLanguages.flatMap((l) => [...(l.wholeWords ? [] : (pick(l) ?? [])), ...(asWritten(l) ?? [])])];
  const parts = [whole.length ? `\\b(?:${whole.join('|')})\\b` : null, ...written].filter(Boolean);
  return new RegExp(parts.join('|'), flags);
}
