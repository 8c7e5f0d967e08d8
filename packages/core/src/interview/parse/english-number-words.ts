import { applyEdits, type Edit, type TrackedText } from './tracked-text.ts';

const units: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70,
  eighty: 80, ninety: 90,
};
const scales: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9 };
const scaleWords: Record<number, string> = { 1e3: 'thousand', 1e6: 'million', 1e9: 'billion' };

const ordinalWords = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth', 'thirtieth'];
/**
 * A day of a month written as an ordinal word ("first", "twenty-first", "thirtieth"), as the text reads once its number
 * words are digits ("20-first"): the pattern, and the day it names.
 */
export const ordinalDay = {
  pattern: `(?:(?:20|30|twenty|thirty)[- ])?(?:${ordinalWords.join('|')})`,
  of(words: string): number | null {
    const m = /^(?:(20|30|twenty|thirty)[- ])?([a-z]+)$/.exec(words);
    const at = m ? ordinalWords.indexOf(m[2]!) : -1;
    if (!m || at < 0) return null;
    const tens = m[1] === undefined ? 0 : /^(?:20|twenty)$/.test(m[1]) ? 20 : 30;
    const day = tens + (at < 20 ? at + 1 : 30);
    return (tens > 0 && at >= 9) || day > 31 ? null : day;
  },
};

/** One word that may be part of a number written in words. */
const word = /\b(?:an?|and|half|point|hundred|thousand|million|billion|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b/g;

interface Word {
  w: string;
  start: number;
  end: number;
}

/** "a"/"an" is a number only before hundred/thousand/million/billion ("a million"). */
function isArticleNumber(words: Word[], i: number): boolean {
  const next = words[i + 1]?.w;
  return next === 'hundred' || (next !== undefined && next in scales);
}

function valueOf(words: string[]): { value: number; scale: number | null } | null {
  let total = 0;
  let small = 0;
  let lastScale: number | null = null;
  let endsWithScale = false;
  let any = false;
  // ("one point two million": the digits said after "point" are a fraction of the number before it.)
  let fraction: string | null = null;
  const withFraction = () => small + (fraction ? Number(`0.${fraction}`) : 0);
  for (let i = 0; i < words.length; i += 1) {
    const w = words[i]!;
    if (w === 'point') {
      if (!any || fraction !== null || endsWithScale) return null;
      fraction = '';
      continue;
    }
    if (fraction !== null && w in units) {
      if (units[w]! >= 10) return null;
      fraction += String(units[w]);
      continue;
    }
    if (w in units) {
      const n = units[w]!;
      // "one-fifty", "two seventy-five", "nineteen fifty": a number under twenty said before a ten counts hundreds (150, 275, 1950).
      const before = words[i - 1];
      small = before !== undefined && before in units && units[before]! >= 1 && units[before]! < 20 && small === units[before]! && n >= 20 && n % 10 === 0 ? small * 100 + n : small + n;
      endsWithScale = false;
    } else if (w === 'a' || w === 'an') {
      // "a million" (one), "and a half" / "half a million" (nothing of its own).
      if (words[i - 1] !== 'half' && words[i + 1] !== 'half') small += 1;
      continue;
    } else if (w === 'half') {
      if (endsWithScale && lastScale !== null) total += 0.5 * lastScale;
      else small += 0.5;
    } else if (w === 'hundred') {
      small = (small || 1) * 100;
      endsWithScale = false;
    } else if (w in scales) {
      total += (withFraction() || 1) * scales[w]!;
      small = 0;
      fraction = null;
      lastScale = scales[w]!;
      endsWithScale = true;
    } else {
      continue;
    }
    any = true;
  }
  if (!any || fraction === '') return null;
  return { value: total + withFraction(), scale: small === 0 || endsWithScale ? lastScale : null };
}

/** Groups of adjacent number words (separated by one space or hyphen). */
function groupsOf(s: string): Word[][] {
  const groups: Word[][] = [];
  let current: Word[] = [];
  for (const m of s.matchAll(word)) {
    const w: Word = { w: m[0], start: m.index, end: m.index + m[0].length };
    const previous = current[current.length - 1];
    if (previous && /^[ -]$/.test(s.slice(previous.end, w.start))) current.push(w);
    else {
      if (current.length > 0) groups.push(current);
      current = [w];
    }
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/** Trims the words of a group that belong to the sentence: a leading "and", a lone "a". */
function trimmed(group: Word[]): Word[] {
  let from = 0;
  let to = group.length;
  while (from < to && (group[from]!.w === 'and' || (/^an?$/.test(group[from]!.w) && !isArticleNumber(group, from) && group[from + 1]?.w !== 'half'))) from += 1;
  while (to > from && (group[to - 1]!.w === 'and' || group[to - 1]!.w === 'point' || /^an?$/.test(group[to - 1]!.w))) to -= 1;
  while (from < to && group[from]!.w === 'point') from += 1;
  return group.slice(from, to);
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

/**
 * Numbers written in words as digits, tracked to the words: "three million" → "3 million",
 * "one and a half million" / "a million and a half" / "half a million" → "1.5 million" / "0.5 million",
 * "twenty-five thousand" → "25 thousand", "one point two million" → "1.2 million". A lone "one" or "half" stays a word
 * ("this one").
 */
export function digitsForEnglishNumberWords(t: TrackedText): TrackedText {
  const edits: Edit[] = [];
  for (const group of groupsOf(t.s)) {
    const words = trimmed(group);
    if (words.length === 0) continue;
    if (words.length === 1 && (words[0]!.w === 'one' || words[0]!.w === 'half')) continue;
    // "2 million", "1.5 thousand": the digits carry the number; the scale word stays.
    if (words[0]!.w in scales && /\d ?$/.test(t.s.slice(0, words[0]!.start))) continue;
    const spelled = valueOf(words.map((w) => w.w));
    if (!spelled) continue;
    const digits = spelled.scale !== null
      ? `${round(spelled.value / spelled.scale)} ${scaleWords[spelled.scale]}`
      : String(round(spelled.value));
    edits.push({ from: words[0]!.start, to: words[words.length - 1]!.end, by: digits });
  }
  return applyEdits(t, edits);
}
