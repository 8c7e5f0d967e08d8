import type { BriefValue } from '@genie/contracts';
import { digitsForCountingWords } from './numbers.ts';
import { hasTerm, normalizeAnswer } from './normalize-answer.ts';
import { localToday, type CalendarDay, type ParseContext } from './parse-context.ts';

type DateValue = Extract<BriefValue, { kind: 'date' }>;
type Part = 'early' | 'mid' | 'late';

const flexibleTerms = [
  'no rush', 'no hurry', 'not urgent', 'not in a hurry', 'not in a rush', 'flexible', 'anytime', 'any time',
  'whenever', 'no deadline', 'no fixed date', 'no specific date', 'no particular date', 'no time limit',
  '不急', '不趕', '不赶', '沒有很急', '没有很急', '沒那麼急', '彈性', '弹性', '隨時', '随时', '沒有期限', '没有期限',
  '沒有時間限制', '不限', '都可以',
  '급하지 않', '안 급', '유연', '천천히', '여유', '상관없', '언제든', '기한 없', '기한은 없',
];
const asapTerms = [
  'asap', 'a.s.a.p', 'as soon as possible', 'as early as possible', 'urgent', 'urgently', 'right away',
  'immediately', 'right now', 'soonest', 'the sooner the better', 'soon as possible',
  '越快越好', '愈快愈好', '越早越好', '愈早愈好', '盡快', '儘快', '尽快', '盡早', '儘早', '尽早', '馬上', '马上',
  '立刻', '立即', '很急', '急件', '趕快', '赶快',
  '가능한 빨리', '최대한 빨리', '빠를수록', '가급적 빨리', '빨리', '급해요', '급합니다', '급하게', '당장', '즉시',
];
const byTerms = [
  'by', 'before', 'no later than', 'until', 'till', 'at the latest', 'latest', 'within', 'in the next', 'inside of',
  'deadline',
  '之前', '以前', '以內', '以内', '之內', '之内', '為止', '为止', '截止',
  '까지', '이전', '전에', '전까지', '이내', '안에', '내로', '내에', '안으로',
];
const nextYearTerms = ['next year', '明年', '來年', '来年', '내년'];
const thisYearTerms = ['this year', '今年', '올해', '금년', '올 '];

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

function partOf(s: string): Part | undefined {
  if (hasTerm(s, ['early', 'beginning of', 'start of', '初', '上旬', '초순', '연초', '월초', ' 초'])) return 'early';
  if (/(?:^|[^a-z])mid\b|middle of|中旬|年中|月中|중순|중반/.test(s)) return 'mid';
  if (hasTerm(s, ['late', 'end of', 'the end', '底', '末', '下旬', '말경', '하순', '연말', '월말', '년말', ' 말'])) return 'late';
  return undefined;
}

function relationOf(s: string): 'on' | 'by' {
  if (hasTerm(s, byTerms) || /(?<![目提])前(?!往)|[內内](?!容)/.test(s)) return 'by';
  return 'on';
}

function yearHint(s: string): 'next' | 'this' | undefined {
  if (hasTerm(s, nextYearTerms)) return 'next';
  if (hasTerm(s, thisYearTerms)) return 'this';
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
type RuleResult = DateValue | null | false;

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
  return upcomingYear(today, month, day, /\bnext\s+(?:[a-z]+)\b/.test(s));
}

/** ROC (民國) years: 115年 is 2026. Korean and Western years are written in full. */
function cjkYear(raw: string, s: string): number {
  const n = Number(raw);
  if (n >= 1000) return n;
  if (n >= 100 || /民國|民国/.test(s)) return n + 1911;
  return 2000 + n;
}

type Rule = (s: string, today: CalendarDay) => RuleResult;

const rules: Rule[] = [
  // 2026/03/15, 2026-3-15, 2026.03.15
  (s) => {
    const m = /(\d{4})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{1,2})/.exec(s);
    return m ? dayValue(Number(m[1]), Number(m[2]), Number(m[3]), s) : null;
  },
  // 2026年3月15日, 民國115年3月, 2026년 3월 15일
  (s) => {
    const m = /(?:民國|民国)?\s*(\d{2,4})\s*[年년]\s*(\d{1,2})\s*[月월](?:\s*(\d{1,2})\s*[日號号일])?/.exec(s);
    if (!m) return null;
    const year = cjkYear(m[1]!, s);
    return m[3] ? dayValue(year, Number(m[2]), Number(m[3]), s) : monthValue(year, Number(m[2]), s);
  },
  // 3/15/2026 (month first, as in the US) or 15/3/2026 (day first when the first number cannot be a month)
  (s) => {
    const m = /(?<!\d)(\d{1,2})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{4}|\d{2})(?!\d)/.exec(s);
    if (!m) return null;
    const [a, b, y] = [Number(m[1]), Number(m[2]), fullYear(Number(m[3]))];
    return a > 12 ? dayValue(y, b, a, s) : dayValue(y, a, b, s);
  },
  // 2026/03, 2026-3
  (s) => {
    const m = /(\d{4})\s*[-/.]\s*(\d{1,2})(?![\d/.-])/.exec(s);
    return m ? monthValue(Number(m[1]), Number(m[2]), s) : null;
  },
  // Q3, Q3 2026, third quarter, 第三季, 3분기
  (s, today) => {
    const words: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, '1st': 1, '2nd': 2, '3rd': 3, '4th': 4 };
    const m =
      /\bq([1-4])\b/.exec(s) ??
      /\b(first|second|third|fourth|1st|2nd|3rd|4th) quarter\b/.exec(s) ??
      /第\s*([1-4])\s*季/.exec(s) ??
      /([1-4])\s*분기/.exec(s);
    if (!m) return null;
    const q = words[m[1]!] ?? Number(m[1]);
    const explicit = /(?<!\d)(\d{4})(?!\d)/.exec(s);
    const hint = yearHint(s);
    const year = explicit
      ? Number(explicit[1])
      : hint === 'next'
        ? today.year + 1
        : hint === 'this' || today.month <= q * 3
          ? today.year
          : today.year + 1;
    return { kind: 'date', date: iso(year, (q - 1) * 3 + 1, 1), precision: 'quarter', relation: relationOf(s) };
  },
  // March 15, March 15th 2026, Mar. 15
  (s, today) => {
    const m = new RegExp(`\\b(${englishMonthAlternation})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s*(\\d{4}))?`).exec(s);
    if (!m) return null;
    const month = englishMonthNumber(m[1]!);
    const day = Number(m[2]);
    return dayValue(yearOf(today, s, month, day, m[3]), month, day, s);
  },
  // 15 March, 15th of March 2026
  (s, today) => {
    const m = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(${englishMonthAlternation})\\b\\.?(?:,?\\s*(\\d{4}))?`).exec(s);
    if (!m) return null;
    const month = englishMonthNumber(m[2]!);
    const day = Number(m[1]);
    return dayValue(yearOf(today, s, month, day, m[3]), month, day, s);
  },
  // 3月15日, 3월 15일
  (s, today) => {
    const m = /(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日號号일]/.exec(s);
    if (!m) return null;
    const [month, day] = [Number(m[1]), Number(m[2])];
    return dayValue(yearOf(today, s, month, day), month, day, s);
  },
  // 3/15 (month first) or 15/3
  (s, today) => {
    const m = /(?<![\d/])(\d{1,2})\/(\d{1,2})(?![\d/])/.exec(s);
    if (!m) return null;
    const [a, b] = [Number(m[1]), Number(m[2])];
    const [month, day] = a > 12 ? [b, a] : [a, b];
    return dayValue(yearOf(today, s, month, day), month, day, s);
  },
  // March, March 2026, next March, early March, 3月, 3月底, 明年3月, 내년 3월 말
  (s, today) => {
    const en = englishMonthAlone(s);
    const cjk = /(\d{1,2})\s*(?:月份?|월)/.exec(s);
    const m = en ?? cjk;
    if (!m) return null;
    const month = en ? englishMonthNumber(en[1]!) : Number(m[1]);
    const explicit = en ? en[2] : undefined;
    return monthValue(yearOf(today, s, month, null, explicit), month, s);
  },
  // in 3 months, within 2 weeks, 3個月內, 兩週後, 半年內, 3개월 후, 2주 이내
  (s, today) => {
    const offset = relativeOffset(s);
    if (!offset) return null;
    const day = offset.unit === 'day' ? addDays(today, offset.amount) : addMonths(today, offset.amount);
    return { kind: 'date', date: iso(day.year, day.month, day.day), precision: 'day', relation: relationOf(s) };
  },
  // today, tomorrow, next week, next month, end of next month, 下個月底, 年底, 明年初, 다음 달, 연말
  (s, today) => namedRelative(s, today),
  // 2027, in 2027, 2027年底, 116年
  (s) => {
    const m = /(?<!\d)(\d{4})(?!\d)/.exec(s) ?? /(?<!\d)(\d{3})\s*年/.exec(s);
    if (!m) return null;
    const year = cjkYear(m[1]!, s);
    if (year < 1990 || year > 2200) return null;
    return yearValue(year, s);
  },
];

/**
 * A month named on its own ("March", "next March", "March 2026"). "may" is also a verb ("it may be
 * ready in June"), so it counts only when no other month is named and it reads as a time.
 */
function englishMonthAlone(s: string): RegExpExecArray | null {
  const pattern = new RegExp(`\\b(${englishMonthAlternation})\\b\\.?(?:,?\\s*(\\d{4}))?`, 'g');
  const found = [...s.matchAll(pattern)] as RegExpExecArray[];
  const clear = found.find((m) => m[1] !== 'may');
  if (clear) return clear;
  const may = found[0];
  if (!may) return null;
  const before = s.slice(0, may.index);
  const asTime = may[2] !== undefined || s.trim() === 'may' || /(?:^|\b)(?:in|by|before|until|early|mid|late|end of|beginning of|next|this|around)\s*$/.test(before);
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

function relativeOffset(s: string): { amount: number; unit: 'day' | 'month' } | null {
  if (/half (?:a )?year|半年|반년/.test(s)) return { amount: 6, unit: 'month' };
  if (/半(?:個|个)月|half (?:a )?month|보름/.test(s)) return { amount: 15, unit: 'day' };
  const units: [RegExp, number, 'day' | 'month'][] = [
    [/(\d+(?:\.\d+)?)\s*(?:days?)\b/, 1, 'day'],
    [/(\d+(?:\.\d+)?)\s*(?:weeks?)\b/, 7, 'day'],
    [/(\d+(?:\.\d+)?)\s*(?:fortnights?)\b/, 14, 'day'],
    [/(\d+(?:\.\d+)?)\s*(?:months?)\b/, 1, 'month'],
    [/(\d+(?:\.\d+)?)\s*(?:years?)\b/, 12, 'month'],
    [/(\d+(?:\.\d+)?)\s*天/, 1, 'day'],
    [/(\d+(?:\.\d+)?)\s*[日](?=[內内後后])/, 1, 'day'],
    [/(\d+(?:\.\d+)?)\s*(?:個|个)?\s*(?:週|周|星期|禮拜|礼拜)/, 7, 'day'],
    [/(\d+(?:\.\d+)?)\s*(?:個|个)\s*月/, 1, 'month'],
    [/(?<!\d)(\d{1,2})\s*年(?=[內内後后]|之[內内後后]|以[內内後后])/, 12, 'month'],
    [/(\d+(?:\.\d+)?)\s*일\s*(?=후|뒤|이내|안에|내|이후)/, 1, 'day'],
    [/(\d+(?:\.\d+)?)\s*주(?:일)?/, 7, 'day'],
    [/(\d+(?:\.\d+)?)\s*(?:개월|달)/, 1, 'month'],
    [/(?<!\d)(\d{1,2})\s*년\s*(?=후|뒤|이내|안에|내|이후)/, 12, 'month'],
  ];
  for (const [pattern, factor, unit] of units) {
    const m = pattern.exec(s);
    if (!m) continue;
    const amount = Number(m[1]) * factor;
    // Half units ("1.5 months") round to whole days.
    if (unit === 'month' && !Number.isInteger(amount)) return { amount: Math.round(amount * 30), unit: 'day' };
    return { amount: Math.round(amount), unit };
  }
  return null;
}

function namedRelative(s: string, today: CalendarDay): RuleResult {
  const dayOffset = (days: number): DateValue => {
    const d = addDays(today, days);
    return { kind: 'date', date: iso(d.year, d.month, d.day), precision: 'day', relation: relationOf(s) };
  };
  if (hasTerm(s, ['christmas', 'xmas', '聖誕節', '圣诞节', '크리스마스'])) {
    const year = today.month === 12 && today.day > 25 ? today.year + 1 : today.year;
    return dayValue(year, 12, 25, s);
  }
  if (hasTerm(s, ['tomorrow', '明天', '明日', '내일'])) return dayOffset(1);
  if (hasTerm(s, ['today', '今天', '今日', '오늘'])) return dayOffset(0);
  if (/next week|下(?:個|个)?(?:週|周|星期|禮拜|礼拜)|다음\s?주/.test(s)) return dayOffset(7);

  const month =
    /month after next|下下(?:個|个)?月|다다음\s?달/.test(s) ? 2
      : /next month|下(?:個|个)?月|다음\s?달/.test(s) ? 1
        : /this month|本月|這(?:個|个)?月|这(?:個|个)?月|이번\s?달|月底|月初|月中|월말|월초/.test(s) ? 0
          : null;
  if (month !== null) {
    const d = addMonths({ ...today, day: 1 }, month);
    return monthValue(d.year, d.month, s);
  }

  const seasons: [RegExp, number][] = [
    [/spring|春天|春季|봄/, 3], [/summer|夏天|夏季|暑假|여름/, 6], [/autumn|fall\b|秋天|秋季|가을/, 9], [/winter|冬天|冬季|겨울/, 12],
  ];
  for (const [pattern, startMonth] of seasons) {
    if (!pattern.test(s)) continue;
    const hint = yearHint(s);
    const seasonYear = hint === 'next' ? today.year + 1 : hint === 'this' ? today.year : upcomingYear(today, startMonth, null, false);
    return monthValue(seasonYear, startMonth, s);
  }

  const year =
    /year after next|後年|后年|내후년/.test(s) ? today.year + 2
      : hasTerm(s, nextYearTerms) ? today.year + 1
        : hasTerm(s, thisYearTerms) || /年底|年初|年中|年末|연말|연초|년말|end of (?:the )?year|by year.?end/.test(s) ? today.year
          : null;
  if (year !== null) return yearValue(year, s);

  return null;
}

/**
 * A date or timeframe: "2026/03/15", "March 15", "15/3/2026", "民國115年3月", "2026년 3월 15일",
 * "next March", "3月底", "Q3", "第三季", "3분기", "in 3 months", "3個月內", "다음 달", "年底",
 * "ASAP", "越快越好", "가능한 빨리", "no rush". Dates without a year are the next such day.
 */
export function parseDate(text: string, ctx: ParseContext): DateValue | null {
  const s = digitsForCountingWords(normalizeAnswer(text));
  if (hasTerm(s, flexibleTerms)) return { kind: 'date', date: null, precision: null, relation: 'flexible' };
  const today = localToday(ctx);
  if (hasTerm(s, asapTerms)) return { kind: 'date', date: iso(today.year, today.month, today.day), precision: 'day', relation: 'asap' };
  for (const rule of rules) {
    const value = rule(s, today);
    if (value === false) return null;
    if (value) return value;
  }
  return null;
}
