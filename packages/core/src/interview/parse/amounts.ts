import { hasTerm } from './normalize-answer.ts';
import { anyReplyWords, replyWords } from '../words/replies.ts';
import { leadingValue, type NumberMatch } from './numbers.ts';

/** "under 100萬", "30坪以內", "최대 3천만원" — checked before at_least, since 不超過 contains 超過. */
const atMostTerms = replyWords('atMost');
const atLeastTerms = replyWords('atLeast');
const approximateTerms = replyWords('approximately');

/** "don't want to go over", "not spend more than", "不要超過", "넘기지 않게", "안 넘게": an upper bound said as a negated lower one. */
const negatedAbove = new RegExp(anyReplyWords('aboveDenied'), 'i');

/** "5천 넘으면 힘들어요", "not a penny more", "不能再超過": said after an amount, that it is the most there is (the replies' `notToExceed`). */
const mostThereIs = new RegExp(anyReplyWords('notToExceed'), 'u');

export function boundOf(s: string): 'at_most' | 'at_least' | undefined {
  if (negatedAbove.test(s) || mostThereIs.test(s) || hasTerm(s, atMostTerms)) return 'at_most';
  if (hasTerm(s, atLeastTerms)) return 'at_least';
  return undefined;
}

/** A lower bound said at the start of the words ("넘게 따로 나가서", "over, …"): how long its words are, 0 where none is. */
const lowerBoundFirst = new RegExp(`^\\s*(?:${anyReplyWords('atLeast')})(?![\\p{L}])`, 'iu');
export function boundWordsAt(s: string): number {
  return lowerBoundFirst.exec(s)?.[0].length ?? 0;
}

export function isApproximate(s: string): boolean {
  return s.startsWith('~') || s.startsWith('≈') || hasTerm(s, approximateTerms);
}

/** Words that say "nearly" only right before the number ("屋齡快40年", "近30坪"): elsewhere they mean other things. */
const approximateRightBefore = new RegExp(`${anyReplyWords('approximatelyRightBefore')}\\s*$`);
/** Where a written number starts: its first digit, of either script. */
const firstDigit = /[\d零〇一二兩两三四五六七八九十]/;

/** Whether the words just before a number make it approximate ("about 40", "nearly 40", "快40年"). */
export function approximateBefore(before: string): boolean {
  return isApproximate(before.trim().split(' ').slice(-3).join(' ')) || approximateRightBefore.test(before);
}

/** Whether a matched number's own words hold a word of "about" ("屋齡大概40年", "屋齡快40年", "약 30년 된"). */
export function approximateWithin(written: string): boolean {
  const digit = written.search(firstDigit);
  return hasTerm(written, approximateTerms) || (digit > 0 && approximateRightBefore.test(written.slice(0, digit)));
}

/**
 * "…, could stretch to …", "…, but we can go up to …", "…，最多可以到…", "…, 최대": how far the first amount may grow. The
 * next sentence may open with it too: "Budget 25k. Maybe 30 if it's really good.", "around $4,000. Could go to 6 if …".
 */
const stretchConnector = new RegExp(`^[,，.。]?${anyReplyWords('stretchTo')}$`);

/** Words between two amounts, in one sentence, that make the second a ceiling: "…if it's not enough, up to …", "…，不夠的話到…". */
const ceilingInGap = new RegExp(anyReplyWords('ceilingBetween'), 'i');
/** Words that make what follows hang on a condition: "if", "unless", "如果", "的話", "…면". */
const onACondition = new RegExp(anyReplyWords('onACondition'));

/** Whether words make what follows hang on a condition (`onACondition`: "if", "的話", "…면 "). */
export function hangsOnACondition(words: string): boolean {
  return onACondition.test(words);
}
/** `ceilingInGap`'s words standing right before the second amount. */
const ceilingRightBefore = new RegExp(`(?:${ceilingInGap.source})[\\s$]*$`, 'i');
/** Words right after the second amount that make it a ceiling: "5k hard max", "到20萬也可以", "4천까지는 괜찮아요". */
const ceilingAfter = new RegExp(`^\\s*${anyReplyWords('ceilingAfter')}`, 'i');

/**
 * Whether the text between two amounts makes the second the most the first may grow to, across a comma:
 * "150k, could stretch to 180k", "100萬，最多可以到120萬". The first is then the low end of a range.
 */
export function isStretchGap(gap: string, unitOrCurrency: RegExp): boolean {
  if (/\d/.test(gap) || gap.length > 40) return false;
  const core = gap.replace(unitOrCurrency, ' ').replace(/[\s$]+/g, '');
  return stretchConnector.test(core);
}

/**
 * Whether, within one sentence, the words between two amounts or right after the second make the second
 * a ceiling on the first: "~4k, 5k hard max", "15萬左右，老闆說不夠的話到20萬也可以", "300萬上下，最多不要超過350萬".
 * `tail`: the text after the second amount. The caller checks the amounts are alike (one currency, close).
 */
export function isCeilingGap(gap: string, tail: string): boolean {
  if (/\d/.test(gap) || gap.length > 80 || /[.!?。！？]/.test(gap)) return false;
  // ("around 90k but honestly if the kitchen eats it all we could go to 110": farther apart, the second is a ceiling when
  // the words right before it say so and the words between make it hang on a condition; "we said $40k, but my mom says
  // this show matters, so we can go to $48k" changes the amount instead.)
  if (gap.length > 40) return ceilingRightBefore.test(gap) && onACondition.test(gap);
  // (A bound's words say so of the amount they stand before, in its own clause: "8萬做不到，那我預算抓10到15萬" has "不到" of no
  // amount of its own, and "100萬以內啦 不要超過 我兒子說要抓120" has "以內" of the first: a space between Chinese words ends a
  // clause as a comma does.)
  // (Nor the first amount's own bound, right after it: "Tom said $6,000 max, I said $9,000" are two people's figures.)
  const rest = gap.slice(ceilingAfter.exec(gap)?.[0].length ?? 0);
  return ceilingInGap.test(rest) || boundOf(rest.split(/[,，]|(?<=\p{Script=Han})\s+(?=\p{Script=Han})/u).at(-1)!) === 'at_most' || ceilingAfter.test(tail.slice(0, 16));
}

/** The words that make two numbers a range, beside the dashes, tildes and slash of every language. */
const rangeConnector = new RegExp(`^(?:-|–|—|~|〜|～|\\/|${anyReplyWords('rangeBetween')})$`);

/**
 * Whether the text between two numbers makes them a range: "20-30", "20 to 30", "20坪到30坪",
 * "$20k-$30k", "20평에서 30평", "between 20 and 30". `between` is the text before the first number.
 */
export function isRangeGap(gap: string, before: string, unitOrCurrency: RegExp): boolean {
  if (/\d/.test(gap) || gap.length > 16) return false;
  const core = gap.replace(unitOrCurrency, ' ').replace(/[\s$]+/g, '');
  if (rangeConnector.test(core)) return true;
  return core === 'and' && /\bbetween\s*[^\d]*$/.test(before);
}

/**
 * "50-80萬", "2천~3천만", "3~4十坪": the lower end borrows the upper end's multiplier when it has none
 * and stays below it. A plain lower end borrows everything after the upper end's first number
 * ("3~4천만" is 3천만).
 */
export function lowerEndWithScale(low: NumberMatch, high: NumberMatch, highValue: number, s?: string): number {
  if (s !== undefined && !low.hasUnit && high.hasUnit) {
    const lead = leadingValue(s, high);
    if (lead > 0 && low.value * (highValue / lead) <= highValue) return round2(low.value * (highValue / lead));
  }
  if (low.trailingScale === null && high.trailingScale !== null) {
    const scaled = low.value * high.trailingScale;
    if (scaled <= highValue) return scaled;
  }
  return low.value;
}

export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

const comparedWith = new RegExp(anyReplyWords('comparedWith'), 'iu');
const differenceAfter = new RegExp(anyReplyWords('differenceAfter'), 'iu');
const differenceBefore = new RegExp(anyReplyWords('differenceBefore'), 'iu');
/** (Not a decimal point: "1.5".) */
const sentenceEnd = /[.。!?！？\n](?!\d)/g;

/**
 * Whether an amount (at `start`–`end` of `s`) is said as how much more or less than something else: in a sentence that
 * compares ("than", "比", "보다"), the words right after it ("200 sq ft bigger than the old one", "지금 집보다 딱 10평 넓은
 * 34평", "그거보다 2천은 줄여서 5천만 원 안쪽으로") or right before it ("比舊家大10坪") say by how much. A difference is never the
 * value of the thing: the amount said beside it is.
 */
export function saidAsADifference(s: string, start: number, end: number): boolean {
  const sentence = sentenceAround(s, start, end);
  if (!comparedWith.test(sentence.text)) return false;
  return differenceAfter.test(s.slice(end, end + 16)) || differenceBefore.test(s.slice(sentence.from, start));
}

/** The sentence of `s` that holds its words from `start` to `end`, and where it starts. */
export function sentenceAround(s: string, start: number, end: number): { text: string; from: number } {
  let from = 0;
  for (const mark of s.slice(0, start).matchAll(sentenceEnd)) from = mark.index + 1;
  const stop = s.slice(end).search(sentenceEnd);
  return { text: s.slice(from, stop < 0 ? s.length : end + stop), from };
}
