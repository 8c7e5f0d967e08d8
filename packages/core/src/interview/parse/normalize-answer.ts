import { standardSpellings } from '../words/reader.ts';
import { remembered } from './memo.ts';
/** A space between two runs of Chinese: a pause typed with no mark, as on a phone ("首頁 服務項目 收費方式", "你們決定 耐用就好"). */
export const hanPause = String.raw`(?<=\p{Script=Han})\s+(?=\p{Script=Han})`;

/**
 * The form every parser reads: NFKC (full-width digits and punctuation become ASCII, ㎡ becomes m2),
 * lower case, single spaces, regional spellings read as the standard ones (`regionalSpellings`: "冇" as "沒").
 */
export const normalizeAnswer: (text: string) => string = remembered(
  (text: string) => standardSpellings(plainNumerals(text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim())),
  (text) => text,
  2048,
);

/** Chinese financial numerals, one for one ("壹佰貳拾萬" is 一百二十萬); only in a run of numerals, so 大陸, 隊伍 and 參加 stay. */
const financial: Record<string, string> = { 壹: '一', 貳: '二', 贰: '二', 參: '三', 叁: '三', 肆: '四', 伍: '五', 陸: '六', 陆: '六', 柒: '七', 捌: '八', 玖: '九', 拾: '十', 佰: '百', 仟: '千' };
export function plainNumerals(s: string): string {
  return s.replace(/[壹貳贰參叁肆伍陸陆柒捌玖拾佰仟萬万億亿零〇]{2,}/g, (run) => (/[壹貳贰參叁肆伍陸陆柒捌玖拾佰仟]/.test(run) ? [...run].map((ch) => financial[ch] ?? ch).join('') : run));
}

const latinTerm = /^[a-z0-9 .'$&/-]+$/;

/**
 * Where `term` occurs in `text` (both normalised). Latin terms must stand as whole Latin words; Chinese and
 * Korean terms match inside longer text, since particles attach to them ("아파트예요").
 */
export function findTerm(text: string, term: string): number {
  if (!term) return -1;
  if (!latinTerm.test(term) && !spacedKorean.test(term)) return text.indexOf(term);
  let pattern = wholeWord.get(term);
  if (!pattern) {
    pattern = new RegExp(termSource(term), 'u');
    wholeWord.set(term, pattern);
  }
  const m = pattern.exec(text);
  return m ? m.index : -1;
}

/** Compiled patterns of the Latin and the spaced Korean terms looked for (a few hundred at most). */
const wholeWord = new Map<string, RegExp>();

/** A Korean term written with a space, which visitors as often leave out ("안 했" and "안했"). */
const spacedKorean = /\p{Script=Hangul}\s+\p{Script=Hangul}/u;

/**
 * A term as a pattern: a Latin term as a whole Latin word (a Chinese or Korean particle may follow it: "gift set도",
 * "logo는", "packaging을"); a Korean one with its spaces optional; any other as written.
 */
function termSource(term: string): string {
  const literal = escaped(term);
  if (latinTerm.test(term)) return `(?<![\\p{Script=Latin}\\p{N}])${literal}(?![\\p{Script=Latin}\\p{N}])`;
  return spacedKorean.test(term) ? literal.replace(/(?<=\p{Script=Hangul})\s+/gu, koreanWordGap) : literal;
}

/**
 * Between the words of a spaced Korean term, the space a visitor may leave out, a particle on the word before it and a
 * word of degree: "등록 끝났" is also "등록은 끝났", "등록까지 다 끝났", "등록도 이미 끝났".
 */
const koreanWordGap = '(?:은|는|이|가|도|을|를|까지|까지는|까지도)?\\s?(?:(?:다|이미|벌써|모두|전부|거의)\\s)?';

/** The same pattern, global: every place it matches, for `matchAll` or a replace of each (its other flags kept). */
export function everywhere(pattern: RegExp): RegExp {
  return new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`);
}

/** A term as a regular expression that matches it literally. */
export function escaped(term: string): string {
  return term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One compiled pattern per list of terms (the lists are few and fixed), longest terms first. */
const matchers = new Map<string, RegExp>();

const matcherOfList = new WeakMap<readonly string[], RegExp>();

function matcherOf(terms: readonly string[]): RegExp {
  const known = matcherOfList.get(terms);
  if (known) return known;
  const key = terms.join('\u0001');
  let matcher = matchers.get(key);
  if (!matcher) {
    const sorted = terms.filter((t) => t.length > 0).sort((a, b) => b.length - a.length);
    const latin = sorted.filter((t) => latinTerm.test(t)).map(escaped);
    const other = sorted.filter((t) => !latinTerm.test(t)).map(termSource);
    const parts = [
      ...(latin.length > 0 ? [`(?<![\\p{Script=Latin}\\p{N}])(?:${latin.join('|')})(?![\\p{Script=Latin}\\p{N}])`] : []),
      ...(other.length > 0 ? [`(?:${other.join('|')})`] : []),
    ];
    matcher = new RegExp(parts.length > 0 ? parts.join('|') : '(?!)', 'u');
    matchers.set(key, matcher);
  }
  matcherOfList.set(terms, matcher);
  return matcher;
}

/** Whether any of `terms` occurs in `text` (see `findTerm`). */
export function hasTerm(text: string, terms: readonly string[]): boolean {
  return matcherOf(terms).test(text);
}

/** The first of `terms` to occur in `text`, and where (see `findTerm`). */
export function findAnyTerm(text: string, terms: readonly string[]): { index: number; term: string } | null {
  const m = matcherOf(terms).exec(text);
  return m ? { index: m.index, term: m[0] } : null;
}

/** True when the text has a letter or a digit in any script (not only punctuation or emoji). */
export function hasWordCharacters(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/** A text's words without spaces and sentence punctuation: "…그린이요 유광" and "…그린이요. 유광" are the same words. */
export function wordsOnly(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/[\s.,!?;:、。，！？；：…~'"「」“”]+/gu, '');
}

/** How many words a text holds: Latin words and numbers, and two Chinese or Korean characters to a word. */
export function wordsIn(text: string): number {
  const latin = text.match(/[\p{Script=Latin}\d]+/gu)?.length ?? 0;
  const cjk = text.match(/[\p{Script=Han}\p{Script=Hangul}]/gu)?.length ?? 0;
  return latin + Math.floor(cjk / 2);
}
