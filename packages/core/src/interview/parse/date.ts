import type { BriefValue } from '@genie/contracts';
import { digitsForEnglishNumberWords, ordinalDay } from './english-number-words.ts';
import { recognized, type Recognized } from './recognized.ts';
import { changedMindWords, isNoPreference, laterIsMeant, laterIsTheFirstPlan, namedAsFirstPlan } from './intents.ts';
import { findMoney } from './money.ts';
import { anyReplyWords, replyWords } from '../words/replies.ts';
import { digitsForCountingWordsTracked } from './numbers.ts';
import { findAnyTerm, hasTerm } from './normalize-answer.ts';
import { localToday, type CalendarDay, type ParseContext } from './parse-context.ts';
import { phoneSpans } from './phone.ts';
import { findQuantities } from './quantity.ts';
import { maskSpans, originalSpan, trackText, type TrackedText } from './tracked-text.ts';
import { contextKey, remembered } from './memo.ts';

type DateValue = Extract<BriefValue, { kind: 'date' }>;
type Part = 'early' | 'mid' | 'late';

const flexibleTerms = [
  'no rush', 'no hurry', 'not urgent', 'not in a hurry', 'not in a rush', 'flexible', 'anytime', 'any time',
  'whenever', 'no deadline', 'no fixed date', 'no specific date', 'no particular date', 'no time limit',
  '不急', '不趕', '不赶', '沒有很急', '没有很急', '沒那麼急', '彈性', '弹性', '隨時', '随时', '沒有期限', '没有期限',
  '沒有時間限制', '時間不限', '不限時間', '時間上沒有限制',
  '급하지 않', '안 급', '유연', '천천히', '여유', '언제든', '기한 없', '기한은 없', '정해진 날짜 없', '날짜는 정해지지 않',
];
const asapTerms = [
  'asap', 'a.s.a.p', 'as soon as possible', 'as early as possible', 'urgent', 'urgently', 'right away',
  'immediately', 'right now', 'soonest', 'the sooner the better', 'soon as possible',
  '越快越好', '愈快愈好', '越早越好', '愈早愈好', '盡快', '儘快', '尽快', '盡早', '儘早', '尽早', '馬上', '马上',
  '立刻', '立即', '很急', '急件', '趕快', '赶快',
  '가능한 빨리', '최대한 빨리', '빠를수록', '가급적 빨리', '빨리', '급해요', '급합니다', '급하게', '당장', '즉시',
];
const flexibleOnlyWithTime = new Set(['flexible', '彈性', '弹性', '유연', '여유', '천천히']);
const timeWord = /\b(?:time|timing|date|dates|schedule|deadline|timeline|when)\b|時間|时间|日期|時程|时程|期限|工期|시간|날짜|일정|기한|시기/;
const storyAmbiguousAsap = new Set(['right now', 'urgent', 'immediately', '馬上', '马上', '당장', '빨리']);
const byTerms = replyWords('dateBy');
const nextYearTerms = replyWords('nextYear');
const thisYearTerms = replyWords('thisYear');
const lastYearTerms = replyWords('lastYear');
/** A past-tense verb in a date's clause, and the words that keep the date ahead all the same (replies.json). */
const toldAsPast = new RegExp(anyReplyWords('toldAsPast'), 'u');
const keepsAhead = new RegExp(anyReplyWords('keepsAhead'), 'u');
/** Words right before or after a stretch of time that make it how much something moved or ran late (`delayBefore`, `delayAfter`). */
const delayBefore = new RegExp(`(?:${anyReplyWords('delayBefore')})\\s*$`, 'u');
const delayAfter = new RegExp(`^\\s*(?:${anyReplyWords('delayAfter')})`, 'u');

/**
 * Whether the words right before a value put it in last year: "Last year we did a bait shop expo in Brainerd", "작년에는
 * 3x3 부스 하나로". In Chinese a space parts the clause's thoughts, so only the words after the last space count: "去年底
 * 買了一間中古屋 … 權狀30坪" is this home's size.
 */
export function lastYearBefore(words: string): boolean {
  return namesLastYear(/\p{Script=Han}/u.test(words) ? (words.split(/\s+/).at(-1) ?? '') : words);
}

/**
 * Whether the words open with this year, and no part of it, said against last year named in the words before them: "社長說去年T恤
 * 就是綠的 今年換一下", "last year we went with green, this year something warmer" speak of this time, no date.
 */
export function thisYearSetAgainstLast(words: string, before: string): boolean {
  const s = words.normalize('NFKC').toLowerCase();
  return /^\s*(?:this year|今年|올해|금년)/.test(s) && partOf(s) === undefined && !/\d/.test(s) && namesLastYear(before);
}

/** Whether the words speak of last year ("Last year we shared a 10x10 …", "去年租的攤位", "작년엔 관람만"). */
export function namesLastYear(text: string): boolean {
  return hasTerm(text.normalize('NFKC').toLowerCase(), lastYearTerms);
}

const englishMonths: [RegExp, number][] = [
  [/\bjan(?:uary)?\b/, 1], [/\bfeb(?:ruary)?\b/, 2], [/\bmar(?:ch)?\b/, 3], [/\bapr(?:il)?\b/, 4],
  [/\bmay\b/, 5], [/\bjune?\b/, 6], [/\bjuly?\b/, 7], [/\baug(?:ust)?\b/, 8], [/\bsep(?:t(?:ember)?)?\b/, 9],
  [/\boct(?:ober)?\b/, 10], [/\bnov(?:ember)?\b/, 11], [/\bdec(?:ember)?\b/, 12],
];
const englishMonthAlternation =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
function iso(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}
function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
function addDays(d: CalendarDay, days: number): CalendarDay {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}
/** Calendar months, clamped to the end of a shorter month. */
function addMonths(d: CalendarDay, months: number): CalendarDay {
  const index = d.year * 12 + (d.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(d.day, daysInMonth(year, month)) };
}
function valid(year: number, month: number, day: number): boolean {
  return year >= 1900 && year <= 2200 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}
function fullYear(y: number): number {
  return y < 100 ? 2000 + y : y;
}

/** A month's first or last week: "first week of March", "3월 첫째 주", "3月第一週"; "last week of April", "4월 마지막 주", "4月最後一週". */
const firstWeekAfter = /첫(?:째)? ?주|第[一1](?:週|周|個禮拜|个礼拜|個星期|个星期)/;
const lastWeekAfter = /마지막 ?주|最後[一1]?(?:週|周|個禮拜|個星期)|最后[一1]?(?:周|个礼拜|个星期)/;
const firstWeek = new RegExp(`\\b(?:first|1st) week (?:of|in)\\b|${firstWeekAfter.source}`);
const lastWeek = new RegExp(`\\blast week (?:of|in)\\b|${lastWeekAfter.source}`);
/** The words of a month's week said after the month ("3월 첫주", "4月最後一週"): part of the date's words. */
const weekAfterAMonth = new RegExp(`${firstWeekAfter.source}|${lastWeekAfter.source}`);
/** "end" said right before a month's name, with no "of": "by end April". */
const endBeforeMonth = /\bend (?=jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/;

/**
 * A part said right with a month's name ("3월 말", "3月底", "late March", "end of March"): the month's own part, before any other
 * part word of the words ("오픈도 중순은 빡빡할 것 같으니 3월 말로 하시죠" is late March).
 */
const monthNames = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*';
const partWithAMonth: readonly [Part, RegExp][] = [
  ['early', new RegExp(`\\d\\s?[月월]\\s?(?:초순|초|初|上旬)|\\b(?:early|beginning of|start of)[- ]${monthNames}`, 'g')],
  ['mid', new RegExp(`\\d\\s?[月월]\\s?(?:중순|중반|中旬|中(?![文國国心]))|\\b(?:mid|middle of)[- ]${monthNames}`, 'g')],
  ['late', new RegExp(`\\d\\s?[月월]\\s?(?:말|하순|底|末|下旬)|\\b(?:late|end of|the end of)[- ]${monthNames}`, 'g')],
];

function partOf(s: string): Part | undefined {
  const withAMonth = partWithAMonth.filter(([, words]) => s.search(words) >= 0).map(([part]) => part);
  if (withAMonth.length === 1) return withAMonth[0];
  if (firstWeek.test(s)) return 'early';
  if (lastWeek.test(s) || endBeforeMonth.test(s)) return 'late';
  if (hasTerm(s, ['early', 'beginning of', 'start of', '初', '上旬', '초순', '연초', '월초', ' 초'])) return 'early';
  if (/(?:^|[^a-z])mid\b|middle of|中旬|年中(?!秋)|月中|중순|중반/.test(s)) return 'mid';
  if (hasTerm(s, ['late', 'end of', 'the end', 'year end', 'year-end', '底', '末', '尾', '下旬', '말경', '하순', '연말', '월말', '년말', ' 말'])) return 'late';
  // (Within a month is by its end: "5월 안에는 나와야돼요", "5月內要好".)
  if (/[月월]\s?(?:之[內内]|以[內内]|[內内]|안에|안으로|이내|내에|내로)/.test(s)) return 'late';
  return undefined;
}

function relationOf(s: string): 'on' | 'by' {
  // "租約到11月底": until a date (到 right before it) is by it.
  // ("以前" opening its words is "formerly": "今年第一次自己參展 以前都跟貿易商一起去"; after a time, "三月以前", it is by.)
  // ("前一天3/24進場": the day before, not before a day.)
  if (hasTerm(s, byTerms) || /(?<![目提以])前(?!往|[\d一二兩两三幾几]{0,2}\s?[天日])|(?<=[^\s，,。.、；;！!？?])以前(?!都|曾|我們|我们)|(?<=[\d月年天號号日底初旬節节季假])\s以前(?!都|曾|我們|我们)|[內内](?!容)|(?<![從从起])到\s*(?:今年|明年)?\s*\d/.test(s)) return 'by';
  return 'on';
}

function yearHint(s: string): 'next' | 'this' | 'last' | 'past' | undefined {
  if (hasTerm(s, nextYearTerms)) return 'next';
  // "we upgraded back in December": the month's last time, not its next.
  if (/\bback in\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/.test(s)) return 'past';
  // ("Our builder went into liquidation in August", "we filed it in November": a month told in the past tense, with no word
  // that keeps it ahead, is its last time.)
  if (toldAsPast.test(s) && !keepsAhead.test(s)) return 'past';
  if (hasTerm(s, thisYearTerms)) return 'this';
  // "last year", "去年", "작년", and "last January", "지난 1월": a month of the year before.
  if (hasTerm(s, lastYearTerms) || /\blast\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|지난\s?\d{1,2}\s?월/.test(s)) return 'last';
  return undefined;
}

/** The year of a month (and day) given without one: this year's, or next year's if it has passed. */
function upcomingYear(today: CalendarDay, month: number, day: number | null, strictlyAfter: boolean): number {
  if (strictlyAfter) return month > today.month ? today.year : today.year + 1;
  if (month > today.month) return today.year;
  if (month === today.month && (day === null || day >= today.day)) return today.year;
  return today.year + 1;
}

/** `false`: the words are a date, but an impossible one (30 February); no other reading is tried. */
/** `value: false`: the words are a date, but an impossible one (30 February); no other reading is tried. */
interface Hit {
  value: DateValue | false;
  index: number;
  length: number;
}

function dayValue(year: number, month: number, day: number, s: string): DateValue | false {
  if (!valid(year, month, day)) return false;
  return { kind: 'date', date: iso(year, month, day), precision: 'day', relation: relationOf(s) };
}

function monthValue(year: number, month: number, s: string, part = partOf(s)): DateValue | false {
  if (!valid(year, month, 1)) return false;
  return {
    kind: 'date',
    date: iso(year, month, 1),
    precision: 'month',
    relation: relationOf(s),
    ...(part ? { part } : {}),
  };
}

function yearOf(today: CalendarDay, s: string, month: number, day: number | null, explicit?: string): number {
  if (explicit) return fullYear(Number(explicit));
  const hint = yearHint(s);
  if (hint === 'next') return today.year + 1;
  if (hint === 'this') return today.year;
  if (hint === 'last') return today.year - 1;
  if (hint === 'past') return month < today.month || (month === today.month && (day === null || day <= today.day)) ? today.year : today.year - 1;
  return upcomingYear(today, month, day, /\bnext\s+(?:[a-z]+)\b/.test(s));
}

/** ROC (民國) years: 115年 is 2026. Korean and Western years are written in full. */
function cjkYear(raw: string, s: string): number {
  const n = Number(raw);
  if (n >= 1000) return n;
  if (n >= 100 || /民國|民国/.test(s)) return n + 1911;
  return 2000 + n;
}

function hit(value: DateValue | false, m: { index: number; 0: string }): Hit {
  return { value, index: m.index, length: m[0].length };
}

/** In a story, a bare year or a duration is a date only when the words around it say so. */
/** What joins the two days of a span said with one day mark: "24到27號", "5월 15~17일", "15-17日". */
export const daySpanJoiner = '(?:到|至|~|-|–)';
/** 3月15日, 3월 15일, or the first day of a span said with one day mark ("5月15到17號", "5월 15~17일"). */
const monthDayOrSpan = new RegExp(String.raw`(\d{1,2}) ?[月월] ?(\d{1,2}) ?(?:[日號号일]|(?=(?:${daySpanJoiner}|부터) ?\d{1,2} ?[日號号일]))`);
/** A span of days said alone, after a month named before it: "展覽是24到27號", "24~27일" (its first day in group 1). */
const spanOfDaysAfterAMonth = new RegExp(String.raw`(?<![\d月월.])(\d{1,2}) ?${daySpanJoiner} ?\d{1,2} ?(?:號|号|日(?![本式])|일)`);
const timePrepositionBefore = /(?:\b(?:in|by|before|until|till|around|of|early|mid|late|end of|from|since|after|within|inside of|in the next|in about|in around|in roughly|about|next|this)|[~～]) ?$/;

/** The month of the last date read in the message, for a day named alone ("15號到18號", "the 18th"). */
interface ReadingState {
  lastMonth: { year: number; month: number } | null;
  /** The clause being read already named a date: a holiday beside it only gives the reason for it. */
  clauseDated?: boolean;
}

const ordinalWords: Record<string, number | 'last'> = {
  first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, last: 'last',
  一: 1, '1': 1, 二: 2, '2': 2, 三: 3, '3': 3, 四: 4, '4': 4, 最後: 'last', 最后: 'last',
  첫째: 1, 첫: 1, 둘째: 2, 셋째: 3, 넷째: 4, 마지막: 'last',
};
const weekdayNumber: Record<string, number> = {
  sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6,
  日: 0, 天: 0, 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6,
  일: 0, 월: 1, 화: 2, 수: 3, 목: 4, 금: 5, 토: 6,
};
/**
 * A day of the week written in brackets right after a date's day ("4월 16일 (목) 부터 19일 (일) 까지", "4/17（五）", "Mar 17
 * (Tue)"): a note on the date, read as if it were not there (the 일 of "(일)", Sunday, is no day of the month).
 */
const weekdayNote = new RegExp(
  String.raw`(?<=[\d日號号일])\s?[(（]\s?(?:${Object.keys(weekdayNumber).join('|')}|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:요일|day)?\.?\s?[)）]`,
  'giu',
);
/**
 * The words without the days of the week written in brackets after their dates. (A space stands for a note a number follows,
 * "6/23（二）08:00-22:00": not "6/2308:00".)
 */
export function withoutWeekdayNotes(text: string): string {
  return text.replace(weekdayNote, (note, at: number, whole: string) => (/\d/.test(whole[at + note.length] ?? '') ? ' ' : ''));
}
const cjkMonthDigits: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10, 十一: 11, 十二: 12 };

function nthWeekdayIn(s: string): { nth: number | 'last'; weekday: number; month: number; match: { index: number; 0: string } } | null {
  const en = new RegExp(`\\b(?:the )?(first|1st|second|2nd|third|3rd|fourth|4th|last) (sunday|monday|tuesday|wednesday|thursday|friday|saturday) (?:in|of) (${englishMonthAlternation})\\b`).exec(s);
  if (en) return { nth: ordinalWords[en[1]!]!, weekday: weekdayNumber[en[2]!]!, month: englishMonthNumber(en[3]!), match: en };
  const zh = /(\d{1,2}|十[一二]?|[一二三四五六七八九])月(?:的)?(?:第([一二三四1-4])個?|(最後)一個)(?:星期|週|周|禮拜|礼拜)([一二三四五六日天1-6])/.exec(s);
  if (zh) return { nth: ordinalWords[zh[2] ?? zh[3]!]!, weekday: /\d/.test(zh[4]!) ? Number(zh[4]) : weekdayNumber[zh[4]!]!, month: /\d/.test(zh[1]!) ? Number(zh[1]) : cjkMonthDigits[zh[1]!]!, match: zh };
  const ko = /(\d{1,2}) ?월 (첫째|첫|둘째|셋째|넷째|마지막) ?주 ?(월|화|수|목|금|토|일)요일/.exec(s);
  if (ko) return { nth: ordinalWords[ko[2]!]!, weekday: weekdayNumber[ko[3]!]!, month: Number(ko[1]), match: ko };
  return null;
}

type Rule = (s: string, today: CalendarDay, story: boolean, state: ReadingState) => Hit | null;

const rules: Rule[] = [
  // 2026/03/15, 2026-3-15, 2026.03.15
  (s) => {
    const m = /(\d{4}) ?[-/.] ?(\d{1,2}) ?[-/.] ?(\d{1,2})(?!\d)/.exec(s);
    return m ? hit(dayValue(Number(m[1]), Number(m[2]), Number(m[3]), s), m) : null;
  },
  // 2026年3月15日, 民國115年3月, 2026년 3월 15일
  (s) => {
    const m = /(?:民國|民国)? ?(\d{2,4}) ?[年년] ?(\d{1,2}) ?[月월](?: ?(\d{1,2}) ?[日號号일])?/.exec(s);
    if (!m) return null;
    const year = cjkYear(m[1]!, s);
    return hit(m[3] ? dayValue(year, Number(m[2]), Number(m[3]), s) : monthValue(year, Number(m[2]), s), m);
  },
  // 3/15/2026 (month first, as in the US) or 15/3/2026 (day first when the first number cannot be a month)
  // (One separator, and not the end of another date: "3/25-3/28" is two days of March, never "25-3/28", a day of 2028.)
  (s) => {
    const m = /(?<![\d/.-])(\d{1,2}) ?([-/.]) ?(\d{1,2}) ?\2 ?(\d{4}|\d{2})(?!\d)/.exec(s);
    if (!m) return null;
    const [a, b, y] = [Number(m[1]), Number(m[3]), fullYear(Number(m[4]))];
    // (Full stops between, with the year last in four figures, "25.06.2026", write the day first, as in much of Europe.)
    const dayFirst = a > 12 || (m[2] === '.' && m[4]!.length === 4);
    return hit(dayFirst ? dayValue(y, b, a, s) : dayValue(y, a, b, s), m);
  },
  // 2026/03, 2026-3
  (s) => {
    const m = /(\d{4}) ?[-/.] ?(\d{1,2})(?![\d/.-])/.exec(s);
    return m ? hit(monthValue(Number(m[1]), Number(m[2]), s), m) : null;
  },
  // Q3, Q3 2026, third quarter, 第三季, 3분기
  (s, today) => {
    const words: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, '1st': 1, '2nd': 2, '3rd': 3, '4th': 4 };
    const m =
      /\bq([1-4])\b(?: ?(\d{4})\b)?/.exec(s) ??
      /\b(first|second|third|fourth|1st|2nd|3rd|4th) quarter\b(?: of (\d{4}))?/.exec(s) ??
      /(?:(\d{4}) ?年 ?)?第 ?([1-4]) ?季/.exec(s) ??
      /(?:(\d{4}) ?년 ?)?([1-4]) ?분기/.exec(s);
    if (!m) return null;
    const cjk = /季|분기/.test(m[0]);
    const q = words[cjk ? m[2]! : m[1]!] ?? Number(cjk ? m[2] : m[1]);
    const explicit = cjk ? m[1] : m[2];
    const hint = yearHint(s);
    const year = explicit
      ? Number(explicit)
      : hint === 'next'
        ? today.year + 1
        : hint === 'this' || today.month <= q * 3
          ? today.year
          : today.year + 1;
    return hit({ kind: 'date', date: iso(year, (q - 1) * 3 + 1, 1), precision: 'quarter', relation: relationOf(s) }, m);
  },
  // the first of May, May the first, May twenty-first: a day written as an ordinal word, with its month.
  (s, today) => {
    const m =
      new RegExp(`\\b(?:the )?(${ordinalDay.pattern}) of (${englishMonthAlternation})\\b\\.?(?:,? ?(\\d{4}))?`).exec(s) ??
      new RegExp(`\\b(${englishMonthAlternation})\\.? (?:the )?(${ordinalDay.pattern})\\b(?:,? ?(\\d{4}))?`).exec(s);
    if (!m) return null;
    const monthFirst = ordinalDay.of(m[1]!) === null;
    // ("we may first need a permit": "may" before an ordinal is the verb, unless "the" stands between.)
    if (monthFirst && m[1] === 'may' && !/ the /.test(m[0])) return null;
    const day = ordinalDay.of(monthFirst ? m[2]! : m[1]!);
    if (day === null) return null;
    const month = englishMonthNumber(monthFirst ? m[1]! : m[2]!);
    return hit(dayValue(yearOf(today, s, month, day, m[3]), month, day, s), m);
  },
  // March 15, March 15th 2026, Mar. 15
  (s, today) => {
    const m = new RegExp(`\\b(${englishMonthAlternation})\\.? (\\d{1,2})(?:st|nd|rd|th)?\\b(?:,? ?(\\d{4}))?(?![\\d,]*\\d)`).exec(s);
    if (!m) return null;
    const month = englishMonthNumber(m[1]!);
    const day = Number(m[2]);
    return hit(dayValue(yearOf(today, s, month, day, m[3]), month, day, s), m);
  },
  // 15 March, 15th of March 2026; the first day of a span said with one month after it ("12–14 August", "12 to 14 August")
  (s, today) => {
    const m = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?(?: ?(?:-|–|—|to|until|till|through|thru) ?\\d{1,2}(?:st|nd|rd|th)?)? (?:of )?(${englishMonthAlternation})\\b\\.?(?:,? ?(\\d{4}))?`).exec(s);
    if (!m) return null;
    const month = englishMonthNumber(m[2]!);
    const day = Number(m[1]);
    return hit(dayValue(yearOf(today, s, month, day, m[3]), month, day, s), m);
  },
  // the first Saturday in April, 四月的第一個星期六, 4월 첫째 주 토요일: a weekday counted in its month.
  (s, today) => {
    const nth = nthWeekdayIn(s);
    if (!nth) return null;
    const year = yearOf(today, s, nth.month, 1);
    const first = new Date(Date.UTC(year, nth.month - 1, 1)).getUTCDay();
    const last = new Date(Date.UTC(year, nth.month, 0)).getUTCDate();
    const firstDay = 1 + ((nth.weekday - first + 7) % 7);
    const day = nth.nth === 'last' ? firstDay + 7 * Math.floor((last - firstDay) / 7) : firstDay + 7 * (nth.nth - 1);
    return day <= last ? hit(dayValue(year, nth.month, day, s), nth.match) : null;
  },
  // 3月15日, 3월 15일; the first day of a span said with one day mark ("5月15到17號", "5월 15~17일")
  (s, today) => {
    const m = monthDayOrSpan.exec(s);
    if (!m) return null;
    const [month, day] = [Number(m[1]), Number(m[2])];
    return hit(dayValue(yearOf(today, s, month, day), month, day, s), m);
  },
  // "進場是4月22、23兩天", "4月22出發": Chinese writes the day after its month without 日 or 號 too (not a count or an amount
  // after the month: "4月20萬", "4月3個"; nor the first of months listed after it: "最晚6月 7、8月是旺季").
  (s, today) => {
    const m = /(?<![\d.])(\d{1,2}) ?月 ?(\d{1,2})(?![\d.,萬万千百坪個个位人元塊块歲岁年月號号日天週周點点分%kKmM])(?!\s?[、,，~～\-到至和跟]?\s?\d{1,2}\s?月)/.exec(s);
    if (!m) return null;
    const [month, day] = [Number(m[1]), Number(m[2])];
    if (month < 1 || month > 12 || day < 1 || day > 31) return null;
    return hit(dayValue(yearOf(today, s, month, day), month, day, s), m);
  },
  // 22.06. (day first, a full stop after the day and after the month, as German and much of Europe write a day; not in
  // Chinese or Korean, where "3.15" is the 15th of March)
  (s, today) => {
    const m = /(?<![\d.])(\d{1,2})\.(\d{2})\.(?!\d)/.exec(s);
    if (!m || /[\p{Script=Hangul}\p{Script=Han}]/u.test(s)) return null;
    const [day, month] = [Number(m[1]), Number(m[2])];
    if (month < 1 || month > 12 || day < 1 || day > 31) return null;
    return hit(dayValue(yearOf(today, s, month, day), month, day, s), m);
  },
  // 05.13 (month and day in two figures each, as notices in Korean and Chinese write them: "설치: 05.13(수) 09:00~22:00"; not
  // a figure with its unit, "12.50평")
  (s, today) => {
    const m = /(?<![\d.])(0[1-9]|1[0-2])\.([0-2]\d|3[01])(?![\d.]|\s?(?:평|坪|억|萬|万|만|%|[a-z]))/iu.exec(s);
    if (!m || !/[\p{Script=Hangul}\p{Script=Han}]/u.test(s)) return null;
    const [month, day] = [Number(m[1]), Number(m[2])];
    if (day < 1) return null;
    return hit(dayValue(yearOf(today, s, month, day), month, day, s), m);
  },
  // 3/15 (month first) or 15/3
  (s, today) => {
    const m = /(?<![\d/])(\d{1,2})\/(\d{1,2})(?![\d/])/.exec(s);
    if (!m) return null;
    const [a, b] = [Number(m[1]), Number(m[2])];
    const [month, day] = a > 12 ? [b, a] : [a, b];
    return hit(dayValue(yearOf(today, s, month, day), month, day, s), m);
  },
  // March, March 2026, next March, early March, 3月, 3月底, 明年3月, 내년 3월 말
  (s, today) => {
    const en = englishMonthAlone(s);
    const cjk = /(?<![\d.])(\d{1,2}) ?(?:月份?|월)/.exec(s);
    const m = en ?? cjk;
    if (!m) return null;
    const month = en ? englishMonthNumber(en[1]!) : Number(m[1]);
    const explicit = en ? en[2] : undefined;
    const value = monthValue(yearOf(today, s, month, null, explicit), month, s);
    // ("5월 어버이날 전에", "5月母親節前": a holiday's day in the month named says the day; the holiday is read below.
    // Not "5月初 母親節前": a part of the month named says when in it.)
    if (value && value.part === undefined && holidayDayIn(month, s, today)) return null;
    // ("by the Fourth of July": a holiday of a set day names its day, read below.)
    if (en && fixedHolidays.some(([terms, holidayMonth]) => holidayMonth === month && termAt(s, terms) !== null)) return null;
    return hit(value, m);
  },
  // in 3 months, within 2 weeks, 3個月內, 兩週後, 半年內, 3개월 후, 2주 이내
  (s, today, story) => {
    const offset = relativeOffset(s, story);
    if (!offset) return null;
    const day = offset.unit === 'day' ? addDays(today, offset.amount) : addMonths(today, offset.amount);
    return {
      value: { kind: 'date', date: iso(day.year, day.month, day.day), precision: 'day', relation: relationOf(s) },
      index: offset.index,
      length: offset.length,
    };
  },
  // today, tomorrow, next week, next month, end of next month, 下個月底, 年底, 明年初, 다음 달, 연말
  (s, today, story, state) => namedRelative(s, today, story, state.clauseDated === true),
  // 18號, 18일, the 18th: a day of the month named just before
  (s, _today, _story, state) => {
    if (!state.lastMonth) return null;
    // ("展覽是24到27號", "24~27일": a span of days is on its first day, not by its last.)
    const span = spanOfDaysAfterAMonth.exec(s);
    if (span) return hit(dayValue(state.lastMonth.year, state.lastMonth.month, Number(span[1]), s.replace(span[0], `${span[1]}號`)), span);
    const m = /(?<![\d月월.])(\d{1,2}) ?(?:號|号|日(?![本式])|일(?! ?(?:후|뒤|이내|안에|내|이후|동안|간)))|\bthe (\d{1,2})(?:st|nd|rd|th)\b/.exec(s);
    if (!m) return null;
    // "13일부터 15일까지 3일이에요": after a span, "3일이에요" is how many days, not a day.
    if (/부터|까지|到|至/.test(s.slice(0, m.index)) && /^ ?(?:이에요|이요|짜리|간|동안|天)/.test(s.slice(m.index + m[0].length))) return null;
    return hit(dayValue(state.lastMonth.year, state.lastMonth.month, Number(m[1] ?? m[2]), s), m);
  },
  // 2027, in 2027, 2027年底, 116年
  (s, _today, story) => {
    // ("2030 여자분들", "2030世代": people in their twenties and thirties, not a year.)
    const m = /(?<![\d,.])(\d{4})(?![\d,.]?\d)(?!\s?(?:세대|여자|남자|여성|남성|직장인|고객|층|분|1인|커플|대|mz|女生|男生|族群|世代|客群))/.exec(s) ?? /(?<!\d)(\d{3}) ?年/.exec(s);
    if (!m) return null;
    const year = cjkYear(m[1]!, s);
    if (year < 1990 || year > 2200) return null;
    if (story && !timePrepositionBefore.test(s.slice(0, m.index)) && !/^ ?(?:年|년)/.test(s.slice(m.index + m[0].length)) && !/年|년/.test(m[0])) {
      return null;
    }
    return hit(yearValue(year, s), m);
  },
];

/**
 * A month named on its own ("March", "next March", "March 2026"). "may" is also a verb ("it may be
 * ready in June"), so it counts only when no other month is named and it reads as a time.
 */
function englishMonthAlone(s: string): RegExpExecArray | null {
  const pattern = new RegExp(`\\b(${englishMonthAlternation})\\b\\.?(?:,? ?(\\d{4}))?`, 'g');
  const found = [...s.matchAll(pattern)] as RegExpExecArray[];
  const clear = found.find((m) => m[1] !== 'may' && !(m[1] === 'march' && /^ (?:in|on|to|into|through|down|up)\b/.test(s.slice(m.index + m[0].length))));
  if (clear) return clear;
  const may = found[0];
  if (!may) return null;
  const before = s.slice(0, may.index);
  const asTime = may[2] !== undefined || s.trim() === 'may' || /(?:^|\b)(?:in|by|before|until|early|mid-?|late|(?:end|beginning|start|middle|week|weekend|half) of|next|this|around)\s*$/.test(before);
  return asTime ? may : null;
}

function englishMonthNumber(word: string): number {
  return englishMonths.find(([pattern]) => pattern.test(word))?.[1] ?? 0;
}

function yearValue(year: number, s: string): DateValue {
  const part = partOf(s);
  if (part === 'early') return { kind: 'date', date: iso(year, 1, 1), precision: 'month', relation: relationOf(s), part };
  if (part === 'mid') return { kind: 'date', date: iso(year, 6, 1), precision: 'month', relation: relationOf(s) };
  if (part === 'late') return { kind: 'date', date: iso(year, 12, 1), precision: 'month', relation: relationOf(s), part };
  return { kind: 'date', date: iso(year, 1, 1), precision: 'year', relation: relationOf(s) };
}

/** Words after a duration that make it a time from now: 3個月內, 3개월 후. */
const fromNowAfter = /^ ?(?:之?[內内後后]|以[內内後后]|from (?:now|today)\b|later|time\b|후|뒤|이내|안에|내에|내로|이후|안으로)/;

/** After a period, a count of times in its clause says how often: "에 한 번", "마다", "統一回覆一次", "兩次". */
const timesAfterPeriod = /^\s*(?:마다|에\s?(?:한|두|세|\d+)\s?번)|^(?!\s*(?:안|이내|내|후|뒤|[內内後后]|以[內内後后]|之[內内後后]))[^，,。.;；!?！？]{0,10}?(?:[一二兩两三四\d]\s?次|(?:한|두|세|\d+)\s?번)/;

function relativeOffset(s: string, story: boolean): { amount: number; unit: 'day' | 'month'; index: number; length: number } | null {
  const units: [RegExp, number, 'day' | 'month'][] = [
    [/half (?:a )?year|半年|반년/, 6, 'month'],
    [/半(?:個|个)月|half (?:a )?month|보름/, 0.5, 'month'],
    [/(?<![\d.])(\d+(?:\.\d+)?) ?(?:days?)\b/, 1, 'day'],
    [/(?<![\d.])(\d+(?:\.\d+)?) ?(?:weeks?)\b/, 7, 'day'],
    [/(?<![\d.])(\d+(?:\.\d+)?) ?(?:fortnights?)\b/, 14, 'day'],
    [/(?<![\d.])(\d+(?:\.\d+)?) ?(?:months?)\b/, 1, 'month'],
    [/(?<![\d.])(\d+(?:\.\d+)?) ?(?:years?)\b/, 12, 'month'],
    // (Days counted from today have their "within" or "after": "3天內", "兩天後"; "最後一天" is the last day, no date.)
    [/(?<![\d.])(\d+(?:\.\d+)?) ?天(?=[內内後后]|之[內内後后]|以[內内])/, 1, 'day'],
    [/(?<![\d.])(\d+(?:\.\d+)?) ?[日](?=[內内後后])/, 1, 'day'],
    // (Not "90週年", an anniversary, as "90주년" below.)
    [/(?<![\d.])(\d+(?:\.\d+)?) ?(?:個|个)? ?(?:週|周|星期|禮拜|礼拜)(?!年)/, 7, 'day'],
    [/(?<![\d.])(\d+(?:\.\d+)?) ?(?:個|个) ?月/, 1, 'month'],
    [/(?<!\d)(\d{1,2}) ?年(?=[內内後后]|之[內内後后]|以[內内後后])/, 12, 'month'],
    [/(?<![\d.])(\d+(?:\.\d+)?) ?일 ?(?=후|뒤|이내|안에|내|이후)/, 1, 'day'],
    [/(?<![\d.])(\d+(?:\.\d+)?) ?주(?:일)?(?!년|기|차)/, 7, 'day'],
    [/(?<![\d.])(\d+(?:\.\d+)?) ?(?:개월|달)/, 1, 'month'],
    [/(?<!\d)(\d{1,2}) ?년 ?(?=후|뒤|이내|안에|내|이후)/, 12, 'month'],
  ];
  for (const [pattern, factor, unit] of units) {
    const m = pattern.exec(s);
    if (!m) continue;
    if (story && !timePrepositionBefore.test(s.slice(0, m.index)) && !fromNowAfter.test(s.slice(m.index + m[0].length))) continue;
    // "2 weeks before (the show)", "兩週前", "2주 전": time counted back from another day, or ago, is no date from today;
    // "印刷廠說要一個月", "printing takes a month", "our fabricator needs about ten weeks", "보통 8주는 잡아야": a duration, not a date.
    if (/^\s*(?:before|earlier|prior|ahead|ago|in advance|前|之前|以前|전|이전)/.test(s.slice(m.index + m[0].length))) return null;
    // "finished five months late", "went two weeks over", "晚了三個月", "두 달 늦게": how late something was, no date.
    if (/^\s*(?:late|later than|behind|over|overdue|too long|delayed)\b/.test(s.slice(m.index + m[0].length)) && /\b(?:finished|was|were|ran|came in|went|ended)\b/.test(s)) return null;
    // ("공사가 2주 밀려서", "pushed back 2 weeks", "工程延後兩週": by how much something moved, no date either.)
    if (delayBefore.test(s.slice(Math.max(0, m.index - 20), m.index)) || delayAfter.test(s.slice(m.index + m[0].length))) return null;
    if (/(?:要|需要|得花|花|\btakes?\s+(?:about\s+|around\s+)?|\bneeds?\s+(?:about\s+|around\s+|roughly\s+|at least\s+)?)$/.test(s.slice(Math.max(0, m.index - 20), m.index)) || /^\s*(?:이|가|은|는)?\s*(?:정도\s*)?(?:걸|잡아|필요|소요)/.test(s.slice(m.index + m[0].length))) return null;
    // "a template for $23 a month", "월 3만원", "一個月800元": a price for each period, not when.
    if (/(?:[$€£¥₩]\s?\d[\d,.]*[kK]?|\d[\d,.]*\s*(?:dollars?|bucks|usd|元|塊|块|원))\s*(?:a|an|per|each|\/)?\s*$/i.test(s.slice(Math.max(0, m.index - 16), m.index))) return null;
    // "every two weeks", "每兩週", "2주마다", "한 달에 한 번", "一週統一回覆一次": how often, not when.
    if (/\b(?:every|each|once|twice|thrice|times|per)\s+(?:other\s+)?$|每(?:隔)?$/.test(s.slice(Math.max(0, m.index - 12), m.index)) || timesAfterPeriod.test(s.slice(m.index + m[0].length))) return null;
    // "3 days a week", "一週三天", "每週三天", "two days per month": a count of days in each period, how often again.
    if (/^\s*(?:a|an|per|each|every|1)\s+(?:day|week|month|year)\b|^\s*[\d一二兩两三四五六七]\s?天/.test(s.slice(m.index + m[0].length))) return null;
    if (/(?:每(?:隔)?\s?(?:1\s?)?|(?<![\d.])1\s?)(?:個|个)?\s?(?:週|周|星期|禮拜|礼拜|月|年)\s?$/.test(s.slice(Math.max(0, m.index - 6), m.index))) return null;
    // "40+ meetings booked over the 3 days", "during the two weeks of the fair": a stretch already known (the show's), not when.
    // ("the first two weeks of March": a stretch of a month named, not counted from today.)
    if (/\b(?:over|across|during|throughout|the|those|these)\s+(?:the\s+|all\s+|whole\s+|entire\s+)?(?:(?:first|last|final|next|past)\s+)?$/.test(s.slice(Math.max(0, m.index - 30), m.index))) return null;
    if (/^\s*of\s+(?:the\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/.test(s.slice(m.index + m[0].length))) return null;
    // "2주만 문 닫을 수 있어서", "for two weeks": how long, not when.
    if (/^\s*(?:만|동안|간\s|짜리)/.test(s.slice(m.index + m[0].length)) || /\bfor\s+(?:about\s+|around\s+|only\s+)?$/.test(s.slice(Math.max(0, m.index - 16), m.index))) return null;
    const amount = (m[1] === undefined ? 1 : Number(m[1])) * factor;
    // "we make robots a factory can set up in a day", "一天內就能裝好": a single day is how long something takes; no
    // project is due the day after the visitor writes (that is said "tomorrow", "明天", "내일").
    if (unit === 'day' && amount === 1) return null;
    const span = { index: m.index, length: m[0].length };
    if (unit === 'month' && !Number.isInteger(amount)) return { amount: Math.round(amount * 30), unit: 'day', ...span };
    return { amount: Math.round(amount), unit, ...span };
  }
  return null;
}

/** A span of time the words say ("2 weeks", "兩個月"), where they name no month, season or holiday; and the words as read. */
function spanNamingNoMonth(text: string): { s: string; offset: NonNullable<ReturnType<typeof relativeOffset>> } | null {
  const s = digitsForCountingWordsTracked(digitsForEnglishNumberWords(trackText(text.toLowerCase()))).s.normalize('NFKC');
  const offset = relativeOffset(s, false);
  return offset && !namesMonth(text) && !namesSeasonOrHoliday(text) ? { s, offset } : null;
}

/**
 * Whether the words say a span of time ("in 2 weeks", "the organiser gives two days to set up") and name no month, season or
 * holiday: a date read from them is counted from today.
 */
export function datedFromTodayOnly(text: string): boolean {
  return spanNamingNoMonth(text) !== null;
}

/**
 * Whether the words date something only by a stretch of time counted from today ("within 4 weeks", "the printer has a
 * month", "3個月內", "2주 이내"), naming no month, day, season or holiday of their own.
 */
export function countedFromToday(text: string): boolean {
  const span = spanNamingNoMonth(text);
  if (!span) return false;
  const { s, offset } = span;
  // ("Final artwork 3 weeks from today", "within 2 weeks", "3個月內", "2주 이내": said as a date from today, it is one.)
  return !withinBefore.test(s.slice(0, offset.index)) && !fromNowAfter.test(s.slice(offset.index + offset.length));
}
/** "within", "in" before a stretch of time: it counts to a date from today. */
const withinBefore = /\b(?:within|in|inside(?: of)?|in the next|in (?:about|around|roughly)|no later than)\s*$/;

function termAt(s: string, terms: readonly string[]): { index: number; 0: string } | null {
  const found = findAnyTerm(s, terms);
  return found ? { index: found.index, 0: found.term } : null;
}

/** Lunar New Year (過年, 설날) and the mid-autumn festival (中秋, 추석), by the Gregorian day they fall on. */
const lunarNewYear: Record<number, [number, number]> = {
  2025: [1, 29], 2026: [2, 17], 2027: [2, 6], 2028: [1, 26], 2029: [2, 13], 2030: [2, 3], 2031: [1, 23], 2032: [2, 11], 2033: [1, 31], 2034: [2, 19], 2035: [2, 8],
};
const midAutumn: Record<number, [number, number]> = {
  2025: [10, 6], 2026: [9, 25], 2027: [9, 15], 2028: [10, 3], 2029: [9, 22], 2030: [9, 12], 2031: [10, 1], 2032: [9, 19], 2033: [9, 8], 2034: [9, 27], 2035: [9, 16],
};

/** The second Sunday of May (Mother's Day in Taiwan and the US). */
function secondSundayOfMay(year: number): [number, number] {
  const first = new Date(Date.UTC(year, 4, 1)).getUTCDay();
  return [5, 1 + ((7 - first) % 7) + 7];
}

/** A month named by its number or its name ("7월", "3月", "3/15", "March"): it says more than a season or a holiday. */
const monthNamed = /\d{1,2}\s*(?:月|월|\/\d)|\b(?:jan(?:uary)?|feb(?:ruary)?|march|april|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/i;
/** May named as a month, not the verb: "in May", "by May", "May 3". */
const mayNamed = /\b(?:in|by|before|until|till|from|since|early|mid|late|end of) may\b|\bmay \d{1,2}(?:st|nd|rd|th)?\b/i;
/** A month named, May too ("before our busy season (spring …) starts in May"): it says more than a season. */
const anyMonthNamed = (words: string) => monthNamed.test(words) || mayNamed.test(words);

/** Whether the words name a month by its number or its name, number words included ("八月底前", "7월 말", "by March"). */
export function namesMonth(text: string): boolean {
  return monthNamed.test(digitsForCountingWordsTracked(digitsForEnglishNumberWords(trackText(text))).s.normalize('NFKC'));
}

/** Holidays whose date moves, by their names in every language (replies.json), the day each falls on, and how precisely it dates. */
const movingHolidays: [readonly string[], (year: number) => [number, number] | undefined, 'month' | 'day'][] = [
  [replyWords('holidayLunarNewYear'), (y) => lunarNewYear[y], 'month'],
  [replyWords('holidayMidAutumn'), (y) => midAutumn[y], 'month'],
  [replyWords('holidayMothersDay'), secondSundayOfMay, 'day'],
  [replyWords('holidayParentsDay'), () => [5, 8], 'day'],
];
/** Whether the words name a holiday whose day falls in `month` ("5월 어버이날", "5月母親節"): it says that month's day. */
function holidayDayIn(month: number, s: string, today: CalendarDay): boolean {
  return movingHolidays.some(([terms, dayOf, precision]) => precision === 'day' && dayOf(today.year)?.[0] === month && termAt(s, terms) !== null);
}
/** Holidays on the same day every year, as [their names in every language, month, day]. */
const fixedHolidays: [readonly string[], number, number][] = [
  [replyWords('holidayChristmas'), 12, 25],
  [replyWords('holidayIndependenceDay'), 7, 4],
  [replyWords('holidayValentines'), 2, 14],
  [replyWords('holidayHalloween'), 10, 31],
  [replyWords('holidayNewYearsEve'), 12, 31],
];
/** The seasons and the month each starts in (a season named as a date is its first month). */
const seasons: [RegExp, number][] = [
  [/spring(?! break)|春天|春季|봄(?!방학)/, 3], [/summer|夏天|夏季|暑假|여름/, 6], [/autumn|fall\b|秋天|秋季|가을/, 9], [/winter|冬天|冬季|겨울/, 12],
];

const holidayTerms = [...movingHolidays.flatMap(([terms]) => terms), ...fixedHolidays.flatMap(([terms]) => terms)];

const holidayIsOn = new RegExp(anyReplyWords('holidayIsOn'), 'iu');

/**
 * Whether the words tell when a holiday falls, its name the subject of a date ("Chuseok is September 25 this year",
 * "今年中秋節是9月25日", "올해 추석이 9월 25일이라"): that date is the holiday's, whatever the sentence goes on to time by it.
 */
export function tellsAHolidaysDate(text: string): boolean {
  const s = text.normalize('NFKC').toLowerCase();
  const holiday = termAt(s, holidayTerms);
  return holiday !== null && holidayIsOn.test(s.slice(holiday.index + holiday[0].length)) && /\d/.test(s.slice(holiday.index));
}

/** Whether the words time something by a season or a holiday ("여름방학 전에", "過年送禮是旺季", "before Christmas"). */
export function namesSeasonOrHoliday(text: string): boolean {
  const s = text.normalize('NFKC').toLowerCase();
  return seasons.some(([pattern]) => pattern.test(s)) || termAt(s, holidayTerms) !== null;
}

/**
 * Holidays whose date moves, the way visitors time work by them: "明年過年前" (by the Lunar New Year's
 * month), "추석 전에", "before Mother's Day" (its day). The next one to come unless a year is said.
 */
function movingHoliday(s: string, today: CalendarDay, story = false): Hit | null {
  // "추석 선물세트 때문에 늦어도 7월 말까지": a month or a day named says more than the holiday.
  // (But for a holiday's day in the month named: "5월 어버이날 전에" is before May 8.)
  const named = monthNamed.test(s);
  const monthSaid = /(\d{1,2})\s*(?:月|월)/.exec(s);
  for (const [terms, dayOf, precision] of movingHolidays) {
    const m = termAt(s, terms);
    if (!m || namedAsNoDate(s, m, story)) continue;
    if (named && !(monthSaid && holidayDayIn(Number(monthSaid[1]), s, today))) return null;
    const hint = yearHint(s);
    const thisYear = dayOf(today.year);
    const passed = thisYear !== undefined && (thisYear[0] < today.month || (thisYear[0] === today.month && thisYear[1] < today.day));
    const year = hint === 'next' ? today.year + 1 : hint === 'this' || !passed ? today.year : today.year + 1;
    const date = dayOf(year);
    if (!date) return null;
    return hit(precision === 'day' ? dayValue(year, date[0], date[1], s) : monthValue(year, date[0], s), m);
  }
  return null;
}

const occasionBefore = new RegExp(`\\b${anyReplyWords('occasionBefore')}\\s+(?:the\\s+)?$`);
const inTimeFor = new RegExp(`\\b${anyReplyWords('inTimeFor')}\\s+(?:the\\s+)?$`);
const occasionAfter = new RegExp(`^\\s*(?:'s\\s+|’s\\s+)?${anyReplyWords('occasionAfter')}`);

/**
 * In a story, whether a holiday is named as what a product is for, not as a date: "a gift box that holds all 3 flavors for
 * christmas", "中秋禮盒", "추석 선물세트" (but "ready for Christmas", "before Christmas" are dates).
 */
function holidayAsOccasion(s: string, named: { index: number; 0: string }): boolean {
  const before = s.slice(0, named.index);
  return (occasionBefore.test(before) && !inTimeFor.test(before)) || occasionAfter.test(s.slice(named.index + named[0].length));
}

/**
 * The words of likeness right before a holiday (`likenessBefore`: "太像過年的年貨了", "too much like Christmas"): said as what
 * something looks like, it dates nothing, whatever is asked.
 */
const likenessBefore = new RegExp(`${anyReplyWords('likenessBefore')}\\s*$`, 'u');

/** A holiday named as no date: in a story, as what a product is for; anywhere, as what something looks like. */
function namedAsNoDate(s: string, named: { index: number; 0: string }, story: boolean): boolean {
  return (story && holidayAsOccasion(s, named)) || likenessBefore.test(s.slice(0, named.index));
}

/** Whether the words name a holiday only as what a product is for, and no month: "a gift box for christmas", "中秋禮盒". */
export function holidayOnlyAsOccasion(text: string): boolean {
  const s = text.normalize('NFKC').toLowerCase();
  const named = termAt(s, holidayTerms);
  return named !== null && !monthNamed.test(s) && holidayAsOccasion(s, named);
}

function namedRelative(s: string, today: CalendarDay, story: boolean, dated = false): Hit | null {
  const dayOffset = (days: number, m: { index: number; 0: string }): Hit => {
    const d = addDays(today, days);
    return hit({ kind: 'date', date: iso(d.year, d.month, d.day), precision: 'day', relation: relationOf(s) }, m);
  };
  for (const [terms, month, day] of fixedHolidays) {
    const named = termAt(s, terms);
    if (!named || namedAsNoDate(s, named, story)) continue;
    const year = today.month > month || (today.month === month && today.day > day) ? today.year + 1 : today.year;
    return hit(dayValue(year, month, day, s), named);
  }
  const holiday = dated ? null : movingHoliday(s, today, story);
  if (holiday) return holiday;
  const tomorrow = termAt(s, ['tomorrow', '明天', '明日', '내일']);
  if (tomorrow) return dayOffset(1, tomorrow);
  // "Today we live in a small flat": in a story, today is not a date.
  const todayTerm = story ? null : termAt(s, ['today', '今天', '今日', '오늘']);
  if (todayTerm) return dayOffset(0, todayTerm);
  const nextWeek = /next week|下(?:個|个)?(?:週|周|星期|禮拜|礼拜)|다음 ?주/.exec(s);
  if (nextWeek) return dayOffset(7, nextWeek);

  const months: [RegExp, number][] = [
    [/month after next|下下(?:個|个)?月|다다음 ?달/, 2],
    [/next month|下(?:個|个)?月|다음 ?달/, 1],
    [/this month|本月|這(?:個|个)?月|这(?:個|个)?月|이번 ?달|月底|月初|月中|월말|월초/, 0],
  ];
  for (const [pattern, offset] of months) {
    const m = pattern.exec(s);
    if (!m) continue;
    const d = addMonths({ ...today, day: 1 }, offset);
    // 下個月15號, 다음 달 15일, next month on the 15th: the day of that month.
    const day = /^ ?(?:on the )?(\d{1,2}) ?(?:號|号|日|일|st|nd|rd|th)/.exec(s.slice(m.index + m[0].length));
    if (day) return { value: dayValue(d.year, d.month, Number(day[1]), s), index: m.index, length: m[0].length + day[0].length };
    return hit(monthValue(d.year, d.month, s), m);
  }

  for (const [pattern, startMonth] of seasons) {
    const m = pattern.exec(s);
    if (!m) continue;
    // "봄 벚꽃 시즌 전에 … 3월 말까지는": the month named is the date, the season only its setting.
    if (anyMonthNamed(s)) break;
    const hint = yearHint(s);
    // ("작년 가을에 출원은 해놓으셨대요", "去年秋天就申請了", "my dad filed it last fall": a season of last year is past, no
    // date of the project.)
    if (hint === 'last' || /\blast $/.test(s.slice(Math.max(0, m.index - 5), m.index))) continue;
    const explicit = /^,? ?(\d{4})\b/.exec(s.slice(m.index + m[0].length)) ?? /(\d{4}) ?[年년]? ?(?:的 ?)?$/.exec(s.slice(Math.max(0, m.index - 8), m.index));
    // "We love the summer light": in a story a season is a date only with a year or a time word.
    if (story && !hint && !explicit && !timePrepositionBefore.test(s.slice(0, m.index).replace(/\bthe $/, '')) && relationOf(s) !== 'by') continue;
    const seasonYear = explicit ? Number(explicit[1])
      : hint === 'next' ? today.year + 1 : hint === 'this' ? today.year : upcomingYear(today, startMonth, null, false);
    return hit(monthValue(seasonYear, startMonth, s), m);
  }

  // (Not "去年底", the end of last year; nor "明後年", next year or the one after, which names neither.)
  const years: [RegExp, number][] = [
    [/year after next|(?<!明)後年|(?<!明)后年|내후년/, 2],
    [/next year|明年(?!後|后)|來年|来年|내년/, 1],
    [/this year|今年|올해|금년|(?<![去前昨])(?:年底|年初|年中(?!秋)|年末)|(?<!작년 ?|지난해 ?)(?:연말|연초|년말)|end of (?:the )?year|by year.?end/, 0],
  ];
  for (const [pattern, offset] of years) {
    const m = pattern.exec(s);
    if (m && offset === 0 && thisYearSetAgainstLast(s.slice(m.index), s.slice(0, m.index))) return null;
    if (m) return hit(yearValue(today.year + offset, s), m);
  }
  return null;
}

/** The words after a date that open a span to another: "3월 16일부터 22일까지", "4/23到4/27", "May 4–8". */
const spanToWords = String.raw`부터|到|至|~|～|-|–|—`;
const spanWords = String.raw`에서|起|開始|开始|${spanToWords}`;
/**
 * English words of a span ("from March 16 to 22", "April 9 through 11"): they open one only before a day or a month,
 * never "by the end of February to be safe" or "till then".
 */
const englishSpanWords = String.raw`\b(?:to|until|till|through|thru)\b`;
/** The day of the week said after a date, in brackets or not: "4/17（五）", "5월 14일(목)", "Mar 17 (Tue)", "4월 9일 목요일". */
const weekdayAfter = String.raw`(?:\s?[(（][^)）]{1,6}[)）]|\s?[월화수목금토일]요일|,?\s(?:mon|tues|wednes|thurs|fri|satur|sun)day)?`;
/** A time of day said after a date, before the words of a span: "12일 오후 2시부터 13일까지", "May 12 at 8am to May 13". */
const timeOfDayAfter = String.raw`(?:,?\s?(?:at\s)?(?:오전|오후|上午|下午|早上|晚上|中午)?\s?\d{1,2}(?::\d{2})?\s?(?:시|點|点|時|am|pm|a\.m\.|p\.m\.)(?:\s?반|半|\s?\d{1,2}분)?)?`;
const spanOpener = new RegExp(`^${weekdayAfter}${timeOfDayAfter} ?(?:${spanWords}|${englishSpanWords}(?= ?(?:\\d|(?:${englishMonthAlternation})\\b)))`);
const onItsDay = new RegExp(anyReplyWords('onItsDay'), 'iu');

/** Whether the words name a day with a word of its being on that day ("reopen on September 19", "在9月19日", "19일에"). */
export function saidOnItsDay(words: string): boolean {
  return onItsDay.test(words.normalize('NFKC'));
}

/** Whether the words right after a date open a span from it ("부터 13일까지", " 오후 2시부터 …", " to May 13"): the date is when it starts. */
export function opensASpan(after: string): boolean {
  return spanOpener.test(after.slice(0, 30));
}
/** Nothing but those words between two dates: the second ends the span the first opens. */
const spanGap = new RegExp(`^${weekdayAfter}\\s*(?:${spanWords}|${englishSpanWords})\\s*$`, 'i');
/** Right after a day, the words that run it on to a later day: "목요일부터 11일", "through 11", "到11號", "-11". */
const spanToADay = new RegExp(
  String.raw`^\s*(?:\(?[^\d\s(),.]{1,4}\)?\s*)?(?:${spanToWords}|${englishSpanWords})\s*(?:[a-z]{3,9}\.?\s+|\d{1,2}\s?[月월/]\s?)?\d{1,2}(?!\d)`,
  'i',
);

/** Whether the words name days from one to another ("4월 9일 목요일부터 11일까지", "April 9 through 11", "4月9號到11號"). */
export function daysSpanned(text: string, ctx: ParseContext): boolean {
  return findDates(text, ctx).some((d) => d.value.precision === 'day' && spanToADay.test(text.slice(d.end)));
}

/**
 * The last day of the first span of days the words name ("May 5 to 7", "3월 12일부터 15일까지", "4月9號到11號"), as YYYY-MM-DD,
 * or null: the later day in the first day's month (the next month when it is the smaller), unless a month is said with it.
 */
export function spanLastDay(text: string, ctx: ParseContext): string | null {
  const dates = findDates(text, ctx);
  for (const d of dates) {
    if (d.value.precision !== 'day' || !d.value.date) continue;
    const m = spanToADay.exec(text.slice(d.end));
    if (!m) continue;
    const reach = d.end + m[0].length;
    const said = dates.find((e) => e !== d && e.start >= d.end && e.start < reach && e.value.precision === 'day' && e.value.date);
    if (said?.value.date) return said.value.date;
    const day = Number(/(\d{1,2})$/.exec(m[0])![1]);
    const [year, month, first] = d.value.date.split('-').map(Number) as [number, number, number];
    const last = new Date(Date.UTC(year, month - 1 + (day < first ? 1 : 0), day));
    return last.toISOString().slice(0, 10);
  }
  return null;
}

/** Words next to a date that belong to it: "by the end of", "early next", "之前", "까지". */
const wordsBefore = /(?:\b(?:by|before|until|till|from|around|in|on) )?(?:(?:\b(?:the|early|mid|late|end of|beginning of|start of|middle of|next|this)|明年|今年|後年|后年|來年|来年|내년|올해|내후년|民國|民国|\d{4} ?[年년]) ?)*$/;
const wordsAfter = new RegExp(`^ ?(?:${weekAfterAMonth.source}|年底|年末|年初|年中|연말|연초|년말|底|初|中旬|上旬|下旬|中(?!秋)|末|尾|前|之前|以前(?!都|曾|我們|我们)|之內|之内|以內|以内|左右|前後|後|后|말|초|중순|하순|초순|까지|까진|전에|전엔|전까지|이전|쯤|경|안에|이내|내로|내에|(?:, ?)?\\d{4}\\b)+`);

function spanWithWords(s: string, index: number, length: number): { start: number; end: number } {
  const before = wordsBefore.exec(s.slice(Math.max(0, index - 32), index));
  const after = wordsAfter.exec(s.slice(index + length, index + length + 12));
  return { start: index - (before ? before[0].length : 0), end: index + length + (after ? after[0].length : 0) };
}

/** The message cut into clauses: a relation ("by") or a year ("next") speaks only for its own clause. */
function clauses(s: string): { from: number; to: number }[] {
  const out: { from: number; to: number }[] = [];
  let from = 0;
  const breaks = /[;；。，!?！？\n]|(?<!\d|\b(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|approx|no|a\.s\.a|a\.s|a))[,.](?! ?\d{4}\b)|(?<=\D\d{1,2})(?<!\d\.\d{1,2})[,.](?! ?\d)|(?<=\d{3,})[,.](?!\d)|\b(?:and|but|then|so|because|while)\b|그리고|하지만|그런데|然後|然后|但是|而且|所以|因為|因为/g;
  for (const m of s.matchAll(breaks)) {
    if (m.index > from) out.push({ from, to: m.index });
    from = m.index + m[0].length;
  }
  if (s.length > from) out.push({ from, to: s.length });
  return out;
}

export interface FindDateOptions {
  /** The whole message answers a date question: a bare year, "today" or "3 months" is a date too. */
  answer?: boolean;
}

/**
 * Dates and timeframes anywhere in a message, in the visitor's calendar: "2026/03/15", "on April 12",
 * "15/3/2026", "民國115年3月", "2026년 3월 15일", "next March", "March 2027", "by the end of June",
 * "early next year", "in three months", "明年六月", "年底前", "下個月", "내년 3월", "다음 달", "3월 말까지",
 * "올해 안에", "Q3", "ASAP" / "越快越好" / "가능한 빨리" (asap), "no fixed date" / "時間彈性" (flexible).
 * Dates without a year are the next such day. A relation ("by", 之前, 까지) speaks only for its clause.
 * Ages ("30-year-old", "built in 1995"), sizes, money and phone numbers are not dates.
 */
export const findDates: (text: string, ctx: ParseContext, options?: FindDateOptions) => Recognized<DateValue>[] = remembered(
  readDates,
  (text, ctx, options = {}) => `${options.answer === true}|${contextKey(ctx)}|${text}`,
);

function readDates(text: string, ctx: ParseContext, options: FindDateOptions = {}): Recognized<DateValue>[] {
  const story = !options.answer;
  let t: TrackedText = digitsForCountingWordsTracked(digitsForEnglishNumberWords(trackText(text)));
  // Ages, sizes and amounts all have digits (once number words are digits too).
  const others = /\d/.test(t.s)
    ? [...findQuantities(text, ctx, 'age'), ...findQuantities(text, ctx, 'area'), ...findMoney(text, ctx)]
    : [];
  t = maskSpans(t, others);
  t = maskSpans(t, phoneSpans(t.s).map((p) => originalSpan(t, p.start, p.end)));
  const today = localToday(ctx);
  const found: Recognized<DateValue>[] = [];
  const state: ReadingState = { lastMonth: null };
  for (const clause of clauses(t.s)) {
    let c = t.s.slice(clause.from, clause.to);
    // "My budget is flexible": in a story, flexible speaks of time only beside a time word.
    const flexible = termAt(c, story && !timeWord.test(c) ? flexibleTerms.filter((term) => !flexibleOnlyWithTime.has(term)) : flexibleTerms);
    // "Right now we sell online": in a story "right now" and "urgent" say when, not how soon.
    const asap = flexible ? null : termAt(c, story ? asapTerms.filter((term) => !storyAmbiguousAsap.has(term)) : asapTerms);
    // "3월 24일 개막하는 … 급하게 필요합니다": a day or a month the clause names says more than how soon, or that there is
    // no hurry; the clause is "as soon as possible" or "flexible" only when it names none.
    const timing = flexible ?? asap;
    if (timing) c = c.slice(0, timing.index) + ' '.repeat(timing[0].length) + c.slice(timing.index + timing[0].length);
    state.clauseDated = false;
    const clauseFirst = found.length;
    for (let round = 0; round < 4; round += 1) {
      let result: Hit | null = null;
      for (const rule of rules) {
        result = rule(c, today, story, state);
        if (result) break;
      }
      if (!result) break;
      const span = spanWithWords(c, result.index, result.length);
      if (result.value) {
        // "3월 16일부터 22일까지", "from March 16 to 22": the first date of a span is its start, not a deadline.
        const opensSpan = spanOpener.test(c.slice(span.end, span.end + 30));
        const value: DateValue = opensSpan && result.value.relation === 'by' ? { ...result.value, relation: 'on' } : result.value;
        found.push(recognized(value, text, t, clause.from + span.start, clause.from + span.end));
        state.clauseDated = true;
        if (value.date && (value.precision === 'day' || value.precision === 'month')) {
          state.lastMonth = { year: Number(value.date.slice(0, 4)), month: Number(value.date.slice(5, 7)) };
        }
      }
      c = c.slice(0, span.start) + ' '.repeat(span.end - span.start) + c.slice(span.end);
    }
    if (timing && found.length === clauseFirst) {
      const value: DateValue = flexible
        ? { kind: 'date', date: null, precision: null, relation: 'flexible' }
        : { kind: 'date', date: iso(today.year, today.month, today.day), precision: 'day', relation: 'asap' };
      found.push(recognized(value, text, t, clause.from + timing.index, clause.from + timing.index + timing[0].length));
    }
    ownWordsForEach(found, clauseFirst, text);
  }
  // "봄 벚꽃 시즌 전에 간판 바꾸려면 3월 말까지는": in one sentence, a month named is the date and the season its setting.
  const sentenceBetween = (a: Recognized<DateValue>, b: Recognized<DateValue>) => /[.。!！?？\n]/.test(text.slice(Math.min(a.end, b.end), Math.max(a.start, b.start)));
  const kept = found.filter((f) => !(seasonOnly.test(f.text.trim()) && found.some((g) => g !== f && anyMonthNamed(g.text) && !sentenceBetween(f, g))));
  return kept.sort((a, b) => a.start - b.start);
}

/**
 * "지금 전세가 4월 말에 끝나서 5월 초에는 들어가야 해요", "lease ends late April, in early May we move": where a
 * clause names several months, each one's part ("말", "초", "late") is read from its own words (those since the
 * date before it), not from the whole clause. (Its relation stays the clause's: "4/24（五）到 4/27（一）" is one span.)
 */
function ownWordsForEach(found: Recognized<DateValue>[], first: number, text: string): void {
  const mine = found.slice(first).sort((a, b) => a.start - b.start);
  if (mine.length < 2) return;
  mine.forEach((f, i) => {
    if (f.value.date === null || (f.value.precision !== 'month' && f.value.precision !== 'year')) return;
    const from = i > 0 ? mine[i - 1]!.end : Math.max(0, f.start - 40);
    const part = partOf(text.slice(from, f.end).split(/[,，.。;；!！?？\n]/).at(-1)!);
    const { part: _was, ...rest } = f.value;
    const value: DateValue = { ...rest, ...(part ? { part } : {}) };
    found[found.indexOf(f)] = { ...f, value };
  });
}

/**
 * Words that make what follows the consequence of what came before (`consequence` in replies.json): 所以, 그래서, "끝나서",
 * "발매가 4월 10일이라 …". (Not English "so", as often a purpose: "by June 12 so we can run the first batch in July".)
 */
const consequenceBetween = new RegExp(anyReplyWords('consequence'), 'u');

/** A date said by its season alone ("spring", "봄", "夏天"), with nothing of a month. */
const seasonOnly = /^(?:(?:in |by |before |the |early |late |next |this )*(?:spring|summer|autumn|fall|winter)|(?:明年|今年)?(?:春天|春季|夏天|夏季|暑假|秋天|秋季|冬天|冬季)|(?:내년 |올해 )?(?:봄|여름|가을|겨울))$/i;

/**
 * A date or timeframe answering a date question (see `findDates`): the first day, month, quarter or
 * year named, else "ASAP" or "flexible". "No preference" and impossible dates ("2026/02/30") are null.
 */
export function parseDate(text: string, ctx: ParseContext): DateValue | null {
  const found = findDates(text, ctx, { answer: true });
  // "不急，明年初之前完成就好": a day or a month named says more than "no rush" or "ASAP".
  // "5월 … 전에 오픈하는 게 목표라서 4월 20일까지는 완료": of the dates something is due by, the earliest.
  // (The end of a span, "12일부터 15일까지", "May 4 until May 8", is no date something is due by; "until" is read as the
  // second date's own word.)
  const endsSpan = (f: Recognized<DateValue>) => {
    const own = /^(?:until|till)\b/i.exec(f.text)?.[0] ?? '';
    return found.some((g) => g.end <= f.start && spanGap.test(text.slice(g.end, f.start) + own));
  };
  const allDueBy = found.filter((f) => f.value.date !== null && f.value.relation === 'by' && !endsSpan(f));
  // ("they need about 4 weeks lead time, so … by Feb 20": a day or a month named is meant over a stretch counted from today.)
  const named = allDueBy.filter((f) => !countedFromToday(f.text));
  const dueBy = (named.length > 0 ? named : allDueBy).sort((a, b) => a.value.date!.localeCompare(b.value.date!));
  // "다음 달 말까지였는데 … 3월 10일까지로 할게요", "原本…改成…": a plan changed in the message ends with the one meant.
  const inOrder = [...dueBy].sort((a, b) => a.start - b.start);
  const changed = inOrder.length > 1 && laterIsMeant(text, inOrder[0]!, inOrder.at(-1)!);
  const meant = changed ? inOrder.at(-1) : dueBy[0];
  // "지금 전세가 4월 말에 끝나서 5월 초에는 들어가야 해요", "租約4月底到期所以5月初要搬進去": of two dates, the one
  // that follows from the other is the one meant.
  const dated = found.filter((f) => f.value.date !== null && f.value.relation !== 'asap');
  // (Not a stretch of time: "5월 대회 전에 입어야돼서 제작 한달 잡으면 3월 말까지는" allows a month for making, no date from today.)
  const following = dated.length > 1 && consequenceBetween.test(text.slice(dated[0]!.end, dated[1]!.start)) && !countedFromToday(dated[1]!.text) ? dated[1] : undefined;
  // (One due by, with its month, that follows from the other is meant over the earliest due by: "7월 31일에 끝나서 8월
  // 1일까지는 들어가야"; not a span's last day, "3월 19일(목) 개막해서 22일(일)까지".)
  // Nor the date that follows from one due by, before it: "要在明年草莓季之前，所以大概今年十月吧".
  const beforeTheFirst = following !== undefined && dated[0]!.value.relation === 'by' && following.value.date! < dated[0]!.value.date!;
  const followsDueBy = (following?.value.relation === 'by' && namesMonth(following.text)) || beforeTheFirst ? following : undefined;
  // ("입주는 원래 4월 말로 생각했는데 잔금이 밀려서 5월 중순쯤 될 것 같아요": of two dates around which something happens, a plan
  // changed in the message ends with the one meant too.)
  const [firstOn, lastOn] = [dated[0], dated.at(-1)];
  const firstPlanOn = firstOn && lastOn && firstOn !== lastOn && namedAsFirstPlan(text, firstOn, lastOn);
  const changedOn = firstPlanOn && !laterIsTheFirstPlan(text, firstOn, lastOn) ? lastOn : undefined;
  // ("want it done by march 15th no wait march 1st": a date said right after words of a change of mind from the one due by,
  // with nothing else between them, is the one meant, due by as the first was. Not a stretch of time: "2月中前好 啊不對
  // 招牌店說要做兩個禮拜" tells how long the sign takes, no date.)
  const changedFromDueBy = meant && !changed ? dated.find((f) => f.start > meant.end && f.start - meant.end <= 16 && f.value.relation === 'on' && !countedFromToday(f.text) && changedMindWords.test(text.slice(meant.end, f.start).normalize('NFKC').toLowerCase())) : undefined;
  const chosen = followsDueBy ?? (changedFromDueBy ? { ...changedFromDueBy, value: { ...changedFromDueBy.value, relation: 'by' as const } } : undefined) ?? meant ?? changedOn ?? following ?? dated[0] ?? found[0];
  // "今年端午是6月19號", "this year, on June 19": a day or a month within the year named says more than the year.
  const within = chosen?.value.precision === 'year' ? found.find((f) => f.start > chosen.start && f.value.date !== null && f.value.precision !== 'year' && namesMonth(f.text) && f.value.date.slice(0, 4) === chosen.value.date?.slice(0, 4)) : undefined;
  const first = within ?? chosen;
  if (!first || (first.value.relation !== 'flexible' && isNoPreference(text))) return null;
  return first.value;
}
