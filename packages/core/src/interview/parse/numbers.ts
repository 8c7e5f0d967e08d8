import { digitsForEnglishNumberWords } from './english-number-words.ts';
import { replaceTracked, trackText, type TrackedText } from './tracked-text.ts';

/**
 * Numbers as visitors write them: "1,500,000", "2.5", "150萬", "一百五十萬", "1억 5천만", "5천만".
 * Chinese and Korean count in groups of ten thousand (萬/万/만) and hundred million (億/亿/억), so the
 * scanner keeps a running section below ten thousand and closes it at each big unit.
 */
const chineseDigits: Record<string, number> = {
  零: 0, 〇: 0, 一: 1, 二: 2, 兩: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9,
};
const smallUnits: Record<string, number> = { 十: 10, 拾: 10, 百: 100, 佰: 100, 千: 1000, 仟: 1000, 십: 10, 백: 100, 천: 1000 };
const bigUnits: Record<string, number> = { 萬: 1e4, 万: 1e4, 만: 1e4, 億: 1e8, 亿: 1e8, 억: 1e8 };
const koreanSmallUnits = new Set(['십', '백', '천']);
/** Every Chinese numeral character, financial forms too ("壹佰貳拾萬"), as a regular-expression character class. */
export const chineseNumeralClass = `[${[...Object.keys(chineseDigits), ...Object.keys(smallUnits), ...Object.keys(bigUnits)].filter((c) => /\p{Script=Han}/u.test(c)).join('')}壹貳參叁肆伍陸柒捌玖]`;

export interface NumberMatch {
  value: number;
  start: number;
  end: number;
  /** The big unit (萬, 億 …) the number ended with, if any: "50-80萬" lends it to the 50. */
  trailingScale: number | null;
  /** Whether any 十/百/千/萬/億 unit was written. */
  hasUnit: boolean;
}

/** A number in figures: "1,500", "2.5", and "1.250.000", whose full stops group thousands (as much of Europe writes them). */
const asciiNumber = /\d{1,3}(?:\.\d{3}){2,}(?![\d.])|\d+(?:,\d{3}(?!\d))*(?:\.\d+)?/y;

function isUnitChar(ch: string | undefined): boolean {
  return ch !== undefined && (ch in smallUnits || ch in bigUnits);
}

function startsNumber(s: string, i: number): boolean {
  const ch = s[i];
  if (ch === undefined) return false;
  if (/\d/.test(ch)) return true;
  // 一起 (together), 一樣 (the same), 一定 (surely), 一字型, 唯一 (only), 統一 (uniform): words, not the number one.
  if (ch === '一' && (/[起樣样定直般些點点下切共邊边向致旦字]/.test(s[i + 1] ?? '') || /[唯統统]/.test(s[i - 1] ?? ''))) return false;
  if (ch in chineseDigits) return true;
  if (ch === '十' || ch === '拾' || ch === '百' || ch === '千') return true;
  // Korean units start a number only before another unit: "천만원", "백만".
  if (koreanSmallUnits.has(ch)) return isUnitChar(s[i + 1]);
  return false;
}

/** The number starting at `from`; `until`: stop reading at that position (the caller needs no more of it). */
function scanOne(s: string, from: number, until = s.length): NumberMatch {
  let i = from;
  let total = 0;
  let section = 0;
  let current: number | null = null;
  let currentIsChineseDigits = false;
  let trailingScale: number | null = null;
  let hasUnit = false;
  let lastWasBig = false;
  let lastBig: number | null = null;
  let sectionHasUnit = false;
  let end = from;
  // The unit a run of Chinese digits came right after (no 零 between): "一百五" is 一百五十, "三萬五" is 三萬五千.
  let unitBefore: number | null = null;
  /** A lone Chinese digit said right after 百, 千, 萬 or 億 counts the next unit down (not after 零: 一百零五 is 105). */
  // (A digit in figures only after 萬 or 億: "3萬5" is 35,000, "1億5" is 150,000,000.)
  const unsaidUnit = (n: number | null) => (n !== null && n > 0 && n < 10 && unitBefore !== null && unitBefore >= (currentIsChineseDigits ? 100 : 1e4) ? n * (unitBefore / 10) : n);
  while (i < Math.min(until, s.length)) {
    const ch = s[i]!;
    asciiNumber.lastIndex = i;
    const ascii = /\d/.test(ch) ? asciiNumber.exec(s) : null;
    if (ascii) {
      if (ascii[0].length !== 1 || !(s[i - 1]! in bigUnits)) unitBefore = null;
      current = Number(/\..*\./.test(ascii[0]) ? ascii[0].replace(/\./g, '') : ascii[0].replace(/,/g, ''));
      currentIsChineseDigits = false;
      i += ascii[0].length;
      trailingScale = null;
      lastWasBig = false;
    } else if (ch in chineseDigits) {
      const d = chineseDigits[ch]!;
      if (d === 0 || (current !== null && currentIsChineseDigits)) unitBefore = null;
      current = current !== null && currentIsChineseDigits ? current * 10 + d : d;
      currentIsChineseDigits = true;
      i += 1;
      trailingScale = null;
      lastWasBig = false;
    } else if (ch in smallUnits) {
      section += (current ?? 1) * smallUnits[ch]!;
      unitBefore = smallUnits[ch]!;
      current = null;
      hasUnit = true;
      sectionHasUnit = true;
      i += 1;
      trailingScale = null;
      lastWasBig = false;
    } else if (ch in bigUnits) {
      section += unsaidUnit(current) ?? 0;
      const scale = bigUnits[ch]!;
      unitBefore = scale;
      total += (section === 0 ? 1 : section) * scale;
      section = 0;
      current = null;
      hasUnit = true;
      sectionHasUnit = false;
      i += 1;
      trailingScale = scale;
      lastWasBig = true;
      lastBig = scale;
    } else if (ch === ' ') {
      // A space continues the number only before a unit ("150 萬") or after a big unit ("1억 5천만").
      const next = s[i + 1];
      // After 萬 only a number with a unit of its own goes on ("250萬 200是我記錯了" is two numbers).
      const continues =
        isUnitChar(next) || (lastWasBig && next !== undefined && /\d/.test(next) && ((lastBig ?? 0) >= 1e8 || /^\d+(?:\.\d+)?\s*[千百十천백십]/.test(s.slice(i + 1, i + 16))));
      if (!continues) break;
      i += 1;
      continue;
    } else {
      break;
    }
    end = i;
  }
  const rest = section + (unsaidUnit(current) ?? 0);
  // "1억 5천", "一億五千", "1억 5000": the thousands after 億 are 萬 unsaid (1억 5천만), never 5,000.
  if (lastBig === 1e8 && rest > 0 && rest < 1e4 && (sectionHasUnit || rest >= 1000)) return { value: total + rest * 1e4, start: from, end, trailingScale: 1e4, hasUnit };
  return { value: total + rest, start: from, end, trailingScale, hasUnit };
}

/** Every number in the (normalised) text, in order. */
export function scanNumbers(s: string): NumberMatch[] {
  const found: NumberMatch[] = [];
  let i = 0;
  while (i < s.length) {
    if (startsNumber(s, i)) {
      const match = scanOne(s, i);
      if (match.end > match.start) {
        found.push(match);
        i = match.end;
        continue;
      }
    }
    i += 1;
  }
  return found;
}

const englishNumberWords: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fifteen: 15, twenty: 20, thirty: 30,
};
const koreanNativeNumbers: Record<string, number> = {
  한: 1, 두: 2, 세: 3, 네: 4, 다섯: 5, 여섯: 6, 일곱: 7, 여덟: 8, 아홉: 9, 열: 10,
};

/**
 * How many things the words count, as numbers: "three languages", "總共三種", and the native Korean count before a counter of
 * things, "세 개로", "두 가지" (which `digitsForCountingWords` leaves as words, where a number beside an amount would mislead).
 */
export function countsIn(words: string): number[] {
  const things = [...words.matchAll(/(?<!\p{Script=Hangul})(한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)\s*(?=개(?!월)|가지)/gu)].map((m) => koreanNativeNumbers[m[1]!]!);
  return [...scanNumbers(digitsForCountingWords(words)).map((n) => n.value), ...things];
}

/** Sino-Korean digits written as words. */
export const sinoKoreanDigits: Readonly<Record<string, number>> = { 일: 1, 이: 2, 삼: 3, 사: 4, 오: 5, 육: 6, 칠: 7, 팔: 8, 구: 9 };
const sinoKoreanUnits: Record<string, number> = { 십: 10, 백: 100, 천: 1000 };
/** The months said in words: 시월 and 유월 drop a sound ("시월" is 10월, "유월" 6월). */
const koreanMonthWords: Record<string, number> = { 일월: 1, 이월: 2, 삼월: 3, 사월: 4, 오월: 5, 유월: 6, 칠월: 7, 팔월: 8, 구월: 9, 시월: 10, 십일월: 11, 십이월: 12 };
const koreanNativeTens: Record<string, number> = { 열: 10, 스물: 20, 스무: 20, 서른: 30, 마흔: 40, 쉰: 50, 예순: 60, 일흔: 70, 여든: 80, 아흔: 90 };
const koreanNativeOnes: Record<string, number> = { 하나: 1, 한: 1, 둘: 2, 두: 2, 셋: 3, 세: 3, 넷: 4, 네: 4, 다섯: 5, 여섯: 6, 일곱: 7, 여덟: 8, 아홉: 9 };

/** A Sino-Korean number in words up to 9,999 ("이십오" is 25, "천오백" 1,500), or null. */
function sinoKoreanValue(words: string): number | null {
  let total = 0;
  let digit: number | null = null;
  for (const ch of words) {
    if (ch in sinoKoreanDigits) {
      if (digit !== null) return null;
      digit = sinoKoreanDigits[ch]!;
    } else if (ch in sinoKoreanUnits) {
      total += (digit ?? 1) * sinoKoreanUnits[ch]!;
      digit = null;
    } else return null;
  }
  return total + (digit ?? 0);
}

/**
 * Korean numbers said in words before what they count, as a voice keyboard writes them: "이십오평" → "25평", "오십사
 * 제곱미터" → "54 제곱미터", "삼월 십구일" → "3월 19일", "스물여덟 평" → "28 평". A Sino-Korean number needs a 십, 백 or
 * 천 (one syllable alone, 이 or 사, is a word far more often than a number), but for a month and the day after one.
 */
function digitsForKoreanWordsBeforeUnits(t: TrackedText): TrackedText {
  // Months, and a day said after one: "삼월 오일" is 3월 5일.
  let out = replaceTracked(t, /(?<!\p{Script=Hangul})(십일월|십이월|[일이삼사오유칠팔구시]월)(?:(\s?)([일이삼사오육칠팔구십]{1,3})(?=일))?/gu, (m) => {
    const month = koreanMonthWords[m[1]!]!;
    const day = m[3] ? sinoKoreanValue(m[3]) : null;
    if (m[3] && (day === null || day < 1 || day > 31)) return null;
    return `${month}월${day !== null ? `${m[2]}${day}` : ''}`;
  });
  // Other Sino-Korean numbers with a 십, 백 or 천, before what they count.
  out = replaceTracked(out, /(?<![\p{Script=Hangul}\d])([일이삼사오육칠팔구]?[십백천](?:[일이삼사오육칠팔구]?[십백천])*[일이삼사오육칠팔구]?)(?=\s?(?:평|제곱미터|미터|일|년|층|개월|주|살|세|명|개|번|회|시간|분|대))/gu, (m) => {
    const value = sinoKoreanValue(m[1]!);
    return value === null ? null : String(value);
  });
  // Native Korean tens and ones before a counter: "스물여덟 평", "열두 명".
  return replaceTracked(out, /(?<!\p{Script=Hangul})(열|스물|스무|서른|마흔|쉰|예순|일흔|여든|아흔)(하나|한|둘|두|셋|세|넷|네|다섯|여섯|일곱|여덟|아홉)?(?=\s?(?:평|명|개|살|번|달|마리|군데|곳|대|가지))/gu, (m) => String(koreanNativeTens[m[1]!]! + (m[2] ? koreanNativeOnes[m[2]]! : 0)));
}

/**
 * Spells counting words as digits, for durations and counts: "a couple of months" → "2 months",
 * "three weeks" → "3 weeks", "두 달" → "2 달", "세 번" → "3 번", "三個月" → "3個月".
 */
export function digitsForCountingWords(s: string): string {
  return digitsForCountingWordsTracked(trackText(s)).s;
}

/** `digitsForCountingWords`, keeping where each digit was written. */
export function digitsForCountingWordsTracked(t: TrackedText): TrackedText {
  const steps: [RegExp, string | ((m: RegExpExecArray) => string)][] = [
    // Korean pairs of counting words: 한두 (1~2), 두세 (2~3), 서너 (3~4). Each Korean counting word starts a
    // word: the 네 of 동네 before 주민 ("동네 주민분들") is no "four weeks".
    [/(?<!\p{Script=Hangul})한두\s*(?=번|달|개월|주|차례|회|명|마리)/gu, '1~2 '],
    [/(?<!\p{Script=Hangul})두세\s*(?=번|달|개월|주|차례|회|명|마리)/gu, '2~3 '],
    [/(?<!\p{Script=Hangul})서너\s*(?=번|달|개월|주|차례|회|명|마리)/gu, '3~4 '],
    [/\b(?:a couple of|a couple|couple of)\b/g, '2'],
    [/\b(?:a few|few)\b/g, '3'],
    [/\bonce\b/g, '1 time'],
    [/\btwice\b/g, '2 times'],
    [/\bthrice\b/g, '3 times'],
    [/(?<!half )\b(?:a|an)\s+(?=(?:day|week|month|year|fortnight|time|visit)s?\b)/g, '1 '],
    [/\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty)\b/g, (m) => String(englishNumberWords[m[0]])],
    [/(?<!\p{Script=Hangul})(?:다섯|여섯|일곱|여덟|아홉|한|두|세|네|열)\s*(?=번|달|개월|주|차례|해|회|시간|마리|명)/gu, (m) => String(koreanNativeNumbers[m[0].trim()])],
  ];
  // (A number written in several words is one number first: "a hundred twenty-five thousand" is 125 thousand, not 1 hundred 20-5.)
  let out = /\b(?:hundred|thousand|million|billion)\b|\b(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-/.test(t.s) ? digitsForEnglishNumberWords(t) : t;
  for (const [pattern, by] of steps) out = replaceTracked(out, pattern, (m) => (typeof by === 'string' ? by : by(m)));
  out = digitsForKoreanWordsBeforeUnits(out);
  // Chinese numerals (not the 萬/億 amounts, which the money parser reads) as digits.
  const current = out.s;
  return replaceTracked(out, /[零〇一二兩两三四五六七八九十百]+/g, (m) => {
    // Words that only look like numbers (一起, 唯一 …) stay words: `startsNumber` knows them.
    if (!startsNumber(current, m.index)) return null;
    // (Read a space and a character past the run at most: whether the number goes on is all that is asked. "百1百1…" is one
    // long run of numbers that reading to its end from every 百 would make quadratic.)
    const runEnd = m.index + m[0].length;
    const match = scanOne(current, m.index, runEnd + 2);
    return match.end === runEnd ? String(match.value) : null;
  });
}

const chineseDigitPair = /([一二兩两三四五六七八九])([二兩两三四五六七八九])(?:([十百千])|(?=[萬万億亿坪個个次]))/g;

/**
 * Two neighbouring Chinese digits before a unit are a rough range, not a two-digit number:
 * "兩三百萬" is 兩百~三百萬, "三四十坪" is 三十~四十坪, "兩三萬" is 兩~三萬, "一兩次" once or twice.
 */
export function rangesForChineseDigitPairs(t: TrackedText): TrackedText {
  return replaceTracked(t, chineseDigitPair, (m) => {
    if (chineseDigits[m[2]!] !== chineseDigits[m[1]!]! + 1) return null;
    const unit = m[3] ?? '';
    return `${m[1]}${unit}~${m[2]}${unit}`;
  });
}

/** The number a written number starts with ("4" of "4천만", "1.5" of "1.5億", "三" of "三十"), or 0. */
export function leadingValue(s: string, n: NumberMatch): number {
  const written = s.slice(n.start, n.end);
  const ascii = /^\d+(?:\.\d+)?/.exec(written);
  if (ascii) return Number(ascii[0]);
  return chineseDigits[written[0] ?? ''] ?? 0;
}
