import type { BriefValue, Currency, Language } from '@genie/contracts';
import { approximateBefore, boundOf, boundWordsAt, hangsOnACondition, isApproximate, isCeilingGap, isRangeGap, isStretchGap, round2, saidAsADifference, sentenceAround } from './amounts.ts';
import { digitsForEnglishNumberWords } from './english-number-words.ts';
import { clauseAround } from './clause-around.ts';
import { recognized, type Recognized } from './recognized.ts';
import { isNoPreference, laterIsMeant } from './intents.ts';
import { chineseNumeralClass, leadingValue, rangesForChineseDigitPairs, scanNumbers, sinoKoreanDigits, type NumberMatch } from './numbers.ts';
import type { ParseContext } from './parse-context.ts';
import { phoneSpans } from './phone.ts';
import { originalSpan, replaceTracked, trackText, type TrackedText } from './tracked-text.ts';
import { currencyReading } from '../words/currency-spellings.ts';
import { allLanguages, firstPersonWords, wordsOf } from '../words/reader.ts';
import { anyReplyWords } from '../words/replies.ts';
import { contextKey, remembered } from './memo.ts';

type MoneyValue = Extract<BriefValue, { kind: 'money' }>;

/**
 * The currencies' spellings, each written once as data (codes and symbols in words/currency-spellings.json, each language's
 * names in its reader.json) and built into patterns by words/currency-spellings.ts: what names each currency, most specific
 * first ("NT$" before "$", "호주 달러" before "달러", "澳元" before "元"); the tokens of a currency between a range's
 * two amounts ("$20k-$30k"); and a currency written right before or right after an amount.
 */
const { named: currencyPatterns, tokens: currencyTokens, before: currencyBefore, after: currencyAfter } = currencyReading;

/**
 * Words after a number that make it something other than money the brief can hold: a size, an age, a date, a count, or
 * a currency it has no code for ("8,000-peso", "5000令吉": kept in the visitor's words, never read as dollars). Each
 * language's words are `notMoneyAfter` in its reader.json; the signs of none are here (an area, a length, a share,
 * a time or a date: "30m2", "5km", "20%", "10:30", "3/20", "2026-05-01").
 */
const signsNotMoneyAfter = ['m2', 'm²', '㎡', 'km', '%', ':\\d', '\\/\\d', '-\\d{1,2}-'];
const otherUnitAfter = new RegExp(`^ ?-?(?:${[...signsNotMoneyAfter, ...allLanguages.flatMap((l) => Object.values(l.notMoneyAfter).flat())].join('|')})`);
// (A month's name, whole or cut short: "maybe 60k" is no day of May.)
const monthBefore = /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.? $/;
/** "Apt 4B", "room 12", "No. 5": a label, not an amount. */
const labelBefore = /(?:\b(?:apt|apartment|unit|room|suite|no|number|floor|block|lot|building|bldg|gate|bus|route|line)\.? ?|#)$/;
/** Words that may follow an amount: "3 million for everything", "1.5 million, and …". */
const wordsAfterAmount = /^(?:for|in|to|total|in total|overall|tops|max|maximum|at most|or|or so|ish|and|but|budget|all|all in|including|incl|each|per|a|an|the|is|would|will|should|could|we|i|of)\b/;

/** "2 million followers": a multiplier followed by a noun counts something, unless the noun is money. */
function countedAfter(s: string, end: number): boolean {
  const next = /^ ?([a-z]+)/.exec(s.slice(end, end + 24));
  if (!next) return false;
  return !wordsAfterAmount.test(s.slice(end + next[0].length - next[1]!.length, end + 24));
}

/** Words saying an amount is money even without a currency: "budget is 300000". */
const moneyCue = new RegExp(anyReplyWords('moneyCue'));

const defaultCurrency: Record<Language, Currency> = { 'zh-TW': 'TWD', 'ko-KR': 'KRW', 'en-US': 'USD' };

/**
 * Where visitors count money in ten-thousands (만원, 萬), a budget written as a bare number, with no currency and no
 * multiplier, below this is so many ten-thousands: "예산은 시공까지 1500 정도요" is 15,000,000 won, "預算150左右" is
 * NT$1,500,000 (no one budgets 1,500 won; NT$5,000 for a logo is said as 5000). An English "about 80" is left as said.
 */
const bareAmountInTenThousandsBelow: Record<Language, number> = { 'ko-KR': 10_000, 'zh-TW': 1_000, 'en-US': 0 };
/** A single Chinese numeral read as a number: most often part of a word ("百貨公司", "禮拜六", "萬一"). */
const oneNumeral = new RegExp(`^${chineseNumeralClass}$`, 'u');
const loneNumeral = (text: string, t: TrackedText, amount: Amount) => {
  const span = originalSpan(t, amount.number.start, amount.number.end);
  return oneNumeral.test(text.slice(span.start, span.end));
};
/** Words that say an amount will not do (`tooLittle`): "부족", "not enough", "不夠". */
const tooLittle = new RegExp(anyReplyWords('tooLittle'), 'iu');
/** An amount the visitor wrote in figures ("1500"), not in words ("百貨公司", "禮拜六" hold numbers too). */
const writtenInFigures = (text: string, t: TrackedText, amount: Amount) => {
  const span = originalSpan(t, amount.number.start, amount.number.end);
  return /^[\d,.]+$/.test(text.slice(span.start, span.end));
};

const englishScales: [RegExp, number][] = [
  [/^ ?(?:k|thousands?|grand)\b/, 1e3],
  [/^ ?(?:m|mm|mil|mill|millions?|mn)\b(?! ?(?:[x×*²]|by\b|2\b|\^))/, 1e6],
  [/^ ?(?:b|bn|billions?)\b/, 1e9],
];

/** The English multiplier written right after a number ("k" of "90k", " million" of "1.5 million"), or 1 (lower case). */
export function englishScaleAfter(after: string): number {
  return englishScales.find(([pattern]) => pattern.test(after.slice(0, 16)))?.[1] ?? 1;
}
/**
 * A letter after a figure that is a metre or a millimetre, not a million, where the language counts money in its own words
 * ("8m 정도 길이로요", "牆面大概8m長"; 800만, 150萬): a million there only with a currency before it ("US$1.5m").
 */
const metreNotMillion = /^ ?m{1,2}\b/;

interface Amount {
  number: NumberMatch;
  value: number;
  /** The multiplier written after the number (萬, k, million …), if any. */
  scale: number | null;
  hasScale: boolean;
  /** Where the amount and its currency are written. */
  start: number;
  end: number;
  currency: Currency | null;
  /** Money for sure (a currency or a multiplier) or at least not something else. */
  money: 'sure' | 'maybe' | 'no';
  /** Korean thousands said alone ("5천"), read as 천만 as a budget in won is said: in dollars they are thousands. */
  tenThousandsUnsaid: boolean;
}

/** The currencies whose amounts Chinese and Korean count in ten-thousands (萬, 만). */
export const countedInTenThousands: ReadonlySet<Currency> = new Set(['KRW', 'TWD', 'CNY', 'HKD', 'JPY']);

function currencyOf(token: string): Currency | null {
  return currencyPatterns.find(([, pattern]) => pattern.test(token))?.[0] ?? null;
}

/** "예산은 4천에서 5천", "5천 정도", "2천5백": thousands said alone, with no 원 after them, are 천만 (만 unsaid). */
const koreanThousandsAlone = /^\d+(?:\.\d+)?\s*[천백](?:\s*\d+(?:\.\d+)?\s*[백십])?$|^[천백]$/;

function amountOf(s: string, n: NumberMatch, language: Language): Amount {
  let value = n.value;
  let scale = n.trailingScale;
  let hasScale = n.hasUnit;
  let end = n.end;
  // (Not before a currency: "3천원" is 3,000 won, "3천 불" 3,000 dollars.)
  const tenThousandsUnsaid = koreanThousandsAlone.test(s.slice(n.start, n.end)) && n.value < 1e4 && !currencyAfter.test(s.slice(n.end, n.end + 12));
  if (tenThousandsUnsaid) {
    value = n.value * 1e4;
    scale = 1e4;
  }
  // (In any language, the second side of a size: "9 x 9 m" is nine metres.)
  const sideOfASize = /\d\s*(?:[x×*]|by)\s*$/i.test(s.slice(Math.max(0, n.start - 8), n.start));
  const metres = (language !== 'en-US' || sideOfASize) && metreNotMillion.test(s.slice(n.end, n.end + 4)) && !currencyBefore.test(s.slice(Math.max(0, n.start - 8), n.start));
  // "45.000 USD", "120.000 EUR": full stops that group thousands, as much of Europe and Latin America writes them (three
  // digits after each; a decimal of money has two).
  const written = s.slice(n.start, n.end);
  const dotsGroupThousands = /^\d{1,3}(?:\.\d{3})+$/.test(written);
  if (dotsGroupThousands) value = Number(written.replace(/\./g, ''));
  for (const [pattern, multiplier] of englishScales) {
    const m = metres ? null : pattern.exec(s.slice(n.end, n.end + 16));
    if (m) {
      value = (dotsGroupThousands ? value : n.value) * multiplier;
      scale = multiplier;
      hasScale = true;
      end = n.end + m[0].length;
      break;
    }
  }
  let start = n.start;
  let currency: Currency | null = null;
  const before = currencyBefore.exec(s.slice(Math.max(0, n.start - 8), n.start));
  if (before) {
    currency = currencyOf(before[0].trim());
    start = n.start - before[0].length;
  }
  const after = currencyAfter.exec(s.slice(end, end + 24));
  if (after) {
    currency = currencyOf(after[0].trim()) ?? currency;
    end += after[0].length;
  }
  const yearLike = /^(?:19|20)\d\d$/.test(written);
  const other =
    otherUnitAfter.test(s.slice(end, end + 16)) ||
    monthBefore.test(s.slice(Math.max(0, n.start - 10), n.start)) ||
    // (A time or a date, "10:20", "3/20"; not a heading's colon, "預算:20萬", "budget:20k".)
    /\d[/:]$/.test(s.slice(Math.max(0, n.start - 2), n.start));
  const money =
    currency !== null ? 'sure'
      : other || labelBefore.test(s.slice(Math.max(0, n.start - 8), n.start)) ? 'no'
        : hasScale && value >= 1000 && !countedAfter(s, end) && !/^ ?b/.test(s.slice(n.end, n.end + 2)) ? 'sure'
          : yearLike ? 'no' : 'maybe';
  return { number: n, value, scale, hasScale, start, end, currency, money, tenThousandsUnsaid };
}

/**
 * The lower end of a range, which borrows the upper end's multiplier when it has none: "50-80萬" (萬),
 * "20-30k" (k), "3~4천만원" (천만: 30,000,000), "2천~3천만원" (2천 is 2,000, so 만: 20,000,000).
 */
function lowerEnd(s: string, first: Amount, next: Amount): number {
  if (first.hasScale && first.scale !== null) return first.value;
  if (!first.hasScale && next.hasScale) {
    const lead = leadingValue(s, next.number);
    if (lead > 0) {
      const scaled = first.value * (next.value / lead);
      if (scaled <= next.value) return scaled;
    }
  }
  if (next.scale !== null && first.value * next.scale <= next.value) return first.value * next.scale;
  return first.value;
}

/** A running cost, not the project's budget: the words right before an amount ("월 50만원", "每個月", "monthly") or right after it ("/月", "a month"). */
const perPeriodBefore = new RegExp(anyReplyWords('perPeriodBefore'));
const perPeriodAfter = new RegExp(`^\\s*${anyReplyWords('perPeriodAfter')}`);

/** Money already spent, or someone else's ("my brother in law paid 12 grand", "去年花了", "작년에 800만원 썼는데"): no budget of this project. */
export const moneySpent = new RegExp(anyReplyWords('moneySpent'), 'i');
/** Every word of money spent (`moneySpent`, global): to read the words of a clause without them. */
export const moneySpentEverywhere = new RegExp(moneySpent.source, 'gi');

/** Money kept apart from the budget ("the equipment is separate", "設備另外買了大概80萬", "기구값 4천은 따로"): the cost of something else. */
const moneyApart = new RegExp(anyReplyWords('moneyApart'), 'i');
const budgetScopeOnly = new RegExp(anyReplyWords('budgetScopeOnly'), 'i');

/** Whether the words say an amount is for the design's own work alone ("網站本身抓10萬", "인테리어 쪽은 7천"). */
export function saysTheWorkAlone(text: string): boolean {
  return budgetScopeOnly.test(text.normalize('NFKC').toLowerCase());
}

/**
 * Of the amounts of a clause, the one its own words before it say is for the design's own work alone ("장비가 3천 정도라
 * 인테리어만 보면 5천만 원이에요"), if exactly one is; the words since the amount before it.
 */
export function amountForTheWorkAlone<T extends { start: number; end: number }>(text: string, amounts: readonly T[]): T | undefined {
  const s = text.normalize('NFKC').toLowerCase();
  const scoped = amounts.filter((a, i) => budgetScopeOnly.test(s.slice(i === 0 ? 0 : amounts[i - 1]!.end, a.start)));
  return scoped.length === 1 ? scoped[0] : undefined;
}
const notTheBudget = new RegExp(anyReplyWords('notTheBudget'), 'iu');
const paymentOfAnotherKind = new RegExp(anyReplyWords('paymentOfAnotherKind'), 'iu');
const budgetNamed = new RegExp(anyReplyWords('budgetNamed'), 'iu');

/** The words of a payment other than the project's budget (`paymentOfAnotherKind`) in words that do not name the budget. */
export function paymentOfAnotherKindIn(words: string): RegExpExecArray | null {
  return budgetNamed.test(words) ? null : paymentOfAnotherKind.exec(words);
}

/**
 * Whether an amount (at `start`–`end` of `text`) is a payment of another kind than the project's, named right before or
 * after it ("Booth Balance Due ($7,400): February 13", "중개수수료 232만원은 잔금 때", "a $1,500 deposit"): money, but no budget.
 */
export function paidForAnotherThing(text: string, start: number, end: number): boolean {
  const sentence = sentenceAround(text, start, end);
  return paymentOfAnotherKindIn(text.slice(Math.max(sentence.from, start - 24), start)) !== null || paymentOfAnotherKindIn(text.slice(end, end + 12)) !== null;
}

/** Where an amount's own words after it end: the next two words, within ten characters and before `until`. */
function ownWordsEnd(s: string, end: number, until: number): number {
  // (A bound said right after the amount is the amount's: "2천만 원 넘게 따로 나가서" has "따로 나가서" for its own words.)
  const from = end + boundWordsAt(s.slice(end, until));
  return from + (/^\S*\s*\S*/.exec(s.slice(from, Math.min(until, from + 10)))?.[0].length ?? 0);
}

/**
 * Another person or business than the visitor's own (`anotherParty` in words/<language>/reader.json): a sibling, a
 * friend, the shop next door, a chain; not parents, a boss or a partner, whom visitors speak for. A size or an amount
 * said after one is theirs ("我朋友的診所網站做了30幾萬", "對面那間連鎖的50幾坪"). Lower case, NFKC.
 */
export const anotherParty = wordsOf((l) => [...l.lexicon.anotherParty, ...l.lexicon.groupCompany], (l) => l.lexiconAsWritten.anotherParty, 'iu');

/** Another's amount, the party named before it in its clause: "我朋友的診所網站做了30幾萬", "my buddy's site cost like 30 grand". */
function ofAnotherParty(s: string, a: { start: number; end: number }, since: number): boolean {
  const { from } = clauseAround(s, a.start, a.end);
  return anotherParty.test(s.slice(Math.max(from, since), a.start).normalize('NFKC').toLowerCase());
}

/** Whether every amount of money in the words is another person's or business's, by the words before it ("我朋友的診所網站做了30幾萬"). */
export function moneyOfAnotherParty(text: string, ctx: ParseContext): boolean {
  const amounts = findMoney(text, ctx);
  return amounts.length > 0 && amounts.every((a, i) => ofAnotherParty(text, a, i === 0 ? 0 : amounts[i - 1]!.end));
}

/**
 * Whether an amount is money spent, someone else's or kept apart from the budget, by its own words: those since the
 * words of the amount before it (or its clause's start), the amount and its own words after it ("去年小攤位花了12萬",
 * "형님이 … 5천 들었다는데", "we paid $8k", "50만원 주고 만든", "기구값 4천은 따로").
 */
function spentAmount(s: string, a: { start: number; end: number }, since: number, until: number): boolean {
  const { from, to } = clauseAround(s, a.start, a.end);
  if (ofAnotherParty(s, a, since)) return true;
  // (A running cost is no budget either: "we use Mindbody right now and pay like $300 a month for it".)
  const runningCost = perPeriodBefore.test(s.slice(Math.max(from, since, a.start - 24), a.start)) || perPeriodAfter.test(s.slice(a.end, Math.min(to, a.end + 12)));
  // (A clause of its own that hangs on the amount is its words too: "The booth fee alone was $6,800 which we already paid".)
  const relative = relativeAfter.exec(s.slice(a.end));
  const ownEnd = relative ? clauseAround(s, a.end + relative[0].length, a.end + relative[0].length + 1).to : ownWordsEnd(s, a.end, Math.min(until, to));
  const ownWords = s.slice(Math.max(from, since), Math.min(until, ownEnd)).normalize('NFKC').toLowerCase();
  return runningCost || moneySpent.test(ownWords) || moneyApart.test(ownWords) || saidNotTheBudget(s, a.end);
}

/** The words without those that say an amount is not the budget: "…, not your budget" names no budget of its own. */
export function withoutNotTheBudget(words: string): string {
  return words.replace(notTheBudgetEverywhere, ' ');
}
const notTheBudgetEverywhere = new RegExp(notTheBudget.source, 'giu');

/** Whether every amount of a clause is said not to be the budget by the rest of its sentence (`saidNotTheBudget`). */
export function clauseSaidNotTheBudget(clause: string, sentence: string, ctx: ParseContext): boolean {
  const at = sentence.indexOf(clause);
  const amounts = findMoney(clause, ctx);
  return at >= 0 && amounts.length > 0 && amounts.every((m) => saidNotTheBudget(sentence, at + m.end));
}

/** Words that leave something out of an amount said before them ("not counting", "不含", "빼고"): `budgetLeavesOut`. */
const leavesOut = new RegExp(anyReplyWords('budgetLeavesOut'), 'iu');

/**
 * Whether every amount of a clause is the cost of what the amount said before it in its sentence leaves out ("Budget is around
 * $35k all in, not counting flights and the hotel which are another ~$8k", "預算30萬，不含機票住宿，那個大概另外8萬"): words of
 * leaving out stand between the two. (Not where they come first: "not counting flights, it's $35k" names the budget.)
 */
export function costLeftOutOfTheAmountBefore(clause: string, sentence: string, ctx: ParseContext): boolean {
  const at = sentence.indexOf(clause);
  if (at < 0) return false;
  const amounts = findMoney(sentence, ctx);
  const own = amounts.filter((m) => m.start >= at && m.end <= at + clause.length);
  return own.length > 0 && own.every((m) => {
    const before = amounts.filter((b) => b.end <= m.start).at(-1);
    return before !== undefined && leavesOut.test(sentence.slice(before.end, m.start).normalize('NFKC').toLowerCase());
  });
}

/** Right after an amount, the words that open a clause of its own on it (`clauseOnTheAmount`: "which", "that"). */
const relativeAfter = new RegExp(`^\\s*,?\\s*(?:${anyReplyWords('clauseOnTheAmount')})(?![\\p{L}])`, 'iu');

/**
 * Whether the rest of the amount's sentence says it is not the budget, with no other amount between ("The extra $6,500 for the
 * space is coming out of marketing, not your budget", "這筆3萬不算在設計預算裡", `notTheBudget`).
 */
function saidNotTheBudget(s: string, end: number): boolean {
  const stop = s.slice(end).search(/[.!?。！？\n]/u);
  const rest = s.slice(end, stop < 0 ? s.length : end + stop).normalize('NFKC').toLowerCase();
  const said = notTheBudget.exec(rest);
  return said !== null && !/\d/.test(rest.slice(0, said.index));
}

/**
 * "the space is already paid for, $8,400 ugh": an amount said alone after a comma or a pause, with at most two words of its own,
 * is the amount of the clause before it, and spent when that clause says so. (Not one the visitor says of themselves:
 * "我姊去年…花了180萬，我們大概就100萬" is what the visitor has.)
 */
export function spentByTheClauseBefore(s: string, a: { start: number; end: number }): boolean {
  const { from, to } = clauseAround(s, a.start, a.end);
  // (After a comma or a pause, "…已經付了 大概12萬多"; with at most a word of roughness before it, "…paid, about 12k".)
  const lead = s.slice(from, a.start);
  if (from < 2 || !/[,，、\s]/.test(s[from - 1]!) || !(/^[\s$€£¥₩~≈]*$/.test(lead) || (approximateBefore(lead) && lead.trim().split(/\s+/).length <= 2 && !/\d/.test(lead)))) return false;
  if (firstPersonWords.test(lead.normalize('NFKC').toLowerCase())) return false;
  if (s.slice(a.end, to).trim().split(/\s+/).filter(Boolean).length > 2) return false;
  const before = clauseAround(s, from - 2, from - 1);
  return moneySpent.test(s.slice(before.from, from).normalize('NFKC').toLowerCase());
}

/**
 * Whether every amount of money in the words is money spent, someone else's, the last project's or a running cost, by its own words
 * ("It went $15,000 over", "去年兩攤總共花了22萬", "last one was 45k"); false when there is none.
 */
export function moneyAllSpent(text: string, ctx: ParseContext): boolean {
  const amounts = findMoney(text, ctx);
  return amounts.length > 0 && unspentMoney(text, ctx).length === 0;
}

/**
 * Whether a reply tells only of money spent, someone else's or kept apart ("我朋友的網站做了15萬", "작년에 500 들었어요",
 * "we spent 5k on the last one"): its one amount is so by its own words, or it names none beside words of spending. (Of
 * two amounts, the visitor's own most often follows another's: "친구네는 4천 들었다는데 저희는 … 5천만 원".)
 */
export function tellsOnlyOfMoneySpent(text: string, ctx: ParseContext): boolean {
  const amounts = findMoney(text, ctx);
  if (amounts.length > 1) return false;
  // (A bare number is read as money only as an answer: then one number at most, "작년에 500 들었어요"; not "400~500 …
  // 처음엔 150으로 했다가", the new amount beside the last.)
  if (amounts.length === 1) return moneyAllSpent(text, ctx);
  const plainText = text.normalize('NFKC').toLowerCase();
  return (plainText.match(/\d+(?:[,.]\d+)*/g) ?? []).length === 1 && moneySpent.test(plainText);
}

/** The amounts of money in the words that are not spent, someone else's or the last project's, by their own words. */
export function unspentMoney(text: string, ctx: ParseContext): Recognized<MoneyValue>[] {
  const amounts = findMoney(text, ctx);
  // (An amount's words start after the words of the one before: "5천 들었다는데 저희는 그렇게까진 못하고 4천 안에서" spent the
  // first, not the second.)
  return amounts.filter((_, i) => !spentAt(text, amounts, i));
}

/** Whether the `i`th of the words' amounts is spent, someone else's or kept apart, by its own words (`spentAmount`). */
function spentAt(text: string, amounts: readonly Recognized<MoneyValue>[], i: number): boolean {
  const a = amounts[i]!;
  return spentAmount(text, a, i === 0 ? 0 : ownWordsEnd(text, amounts[i - 1]!.end, a.start), amounts[i + 1]?.start ?? text.length);
}

/**
 * Where a reply says an amount read from it, when it is at each place money spent, someone else's or kept apart by its own
 * words (see `spentAmount`), in a clause that does not name the budget; else null. "Budget: honestly we haven't settled on a
 * number yet … Ron's sister spent $80,000 just on her kitchen", "…옆 동 사는 친구네는 같은 평수 올수리에 8천 들었다고" tell what
 * another paid, not what the visitor has. (A bare number is read as the answer reads it: "500", "8천".)
 */
export function spentAmountInReply(text: string, amount: number, ctx: ParseContext): { start: number; end: number }[] | null {
  const amounts = findMoney(text, ctx, { answer: true });
  const said = amounts.flatMap((a, i) => (a.value.amount === amount ? [i] : []));
  const spent = said.every((i) => {
    const a = amounts[i]!;
    const clause = clauseAround(text, a.start, a.end);
    const own = text.slice(Math.max(clause.from, sentenceAround(text, a.start, a.end).from), clause.to).normalize('NFKC').toLowerCase();
    return !budgetNamed.test(own.replace(moneySpentEverywhere, ' ')) && spentAt(text, amounts, i);
  });
  return said.length > 0 && spent ? said.map((i) => ({ start: amounts[i]!.start, end: amounts[i]!.end })) : null;
}

export interface FindMoneyOptions {
  /** The whole message answers a money question: a bare number is an amount too ("300000"). */
  answer?: boolean;
}

/**
 * Amounts of money with their currency, anywhere in a message: "NT$ 150萬", "Three million NTD",
 * "one and a half million", "1.5M", "150만원", "1억 5천만 원", "50-80萬", "2천~3천만원", "under $30,000",
 * "不超過100萬", "최대 5천만원". The currency comes from the words next to the amount, else from the
 * clause or the message, else the visitor's language (`currencyAssumed`). Phone numbers, dates, sizes and
 * counts are not money; a bare number is, only after a money word ("budget is 300000") or in an answer.
 */
export const findMoney: (text: string, ctx: ParseContext, options?: FindMoneyOptions) => Recognized<MoneyValue>[] = remembered(
  (text: string, ctx: ParseContext, options: FindMoneyOptions = {}) => readMoney(text, ctx, options),
  (text, ctx, options = {}) => `${options.answer === true}|${contextKey(ctx)}|${text}`,
);

/**
 * "삼천만원", "천이백만 원", "오백만 원": an amount of won written in Korean number words, its digit words as digits
 * ("3천만원", "1천2백만 원"). Only in a run of number words that ends in 만 or 억 and 원, so that 이천 (a town)
 * or 사천 said alone stays a word.
 */
/** Thousands said alone in Sino-Korean words: "칠천", "오백", "천오백" (1천5백), "이천오백". */
const koreanThousandsInWords = '[일이삼사오육칠팔구][천백]|[일이삼사오육칠팔구]?천[일이삼사오육칠팔구]?백';
const koreanThousandsInWordsOnly = new RegExp(`^(?:${koreanThousandsInWords})$`);

/**
 * Amounts in Sino-Korean number words where they stand as money: before 원, or ending in 만/억 before an amount's words
 * ("천오백만 이하", "삼천만 정도"; not "천만에요"); 만 alone before dollars ("만불", ten thousand); and thousands said alone before an amount's words ("예산은 칠천 안 넘게",
 * "천오백 이하면", read as "7천", "1천5백") or before another such amount they run to ("삼천에서 사천 정도", "이천오백에서 삼천 사이"),
 * or right after the word budget ("예산은 천오백 생각중인데"). Words run together or apart by one space, never both ways at once: a run of
 * them that fails must not be tried every way it splits.
 */
const koreanNumberWords = new RegExp(
  `(?<![가-힣\\d.,])(?:[일이삼사오육칠팔구십백천만억]+(?:\\s[일이삼사오육칠팔구십백천만억]+)*(?=\\s?원)|[일이삼사오육칠팔구십백천]+[만억](?=\\s?(?:이하|이내|이상|정도|까지|쯤|안쪽|으로|선에서)|[\\s,.~-]|$)|(?:${koreanThousandsInWords})(?=\\s?(?:이하|이내|정도|까지|쯤|안쪽|선에서|안\\s?넘|넘지|넘기지|사이|(?:에서|[~-])\\s?[일이삼사오육칠팔구]?천))|(?<=예산[은이을도]?\\s)(?:${koreanThousandsInWords})(?=[\\s,.~]|$)|만(?=\\s?(?:불|달러)))`,
  'g',
);

function digitsForKoreanNumberWords(t: TrackedText): TrackedText {
  return replaceTracked(t, koreanNumberWords, (m) =>
    // (A unit with no digit before it counts one: "천이백만" is 1천2백만.)
    // (Nor does 만 said alone before dollars: "8천불에서 만불 사이" is 1만.)
    /[만억]$/.test(m[0]) || koreanThousandsInWordsOnly.test(m[0])
      ? m[0]
          .replace(/[일이삼사오육칠팔구](?=[십백천만억])/g, (d) => String(sinoKoreanDigits[d]))
          .replace(/(?<!\d)[십백천]/g, (unit) => `1${unit}`)
          .replace(/^만$/, (unit) => (/^\s?(?:불|달러)/.test(m.input.slice(m.index + 1)) ? `1${unit}` : unit))
      : null,
  );
}

/** One Latin letter alone right before a number, the number inside a word ("B2B", "A4"; not "HKD500"): see `readMoney`. */
const oneLatinLetterBefore = /(?:^|[^\p{L}])\p{Script=Latin}$/u;

function readMoney(text: string, ctx: ParseContext, options: FindMoneyOptions): Recognized<MoneyValue>[] {
  const t = rangesForChineseDigitPairs(digitsForKoreanNumberWords(digitsForEnglishNumberWords(trackText(text))));
  const s = t.s;
  const phones = phoneSpans(s);
  // (Nor a number inside a word after its one Latin letter: "첫 이틀이 B2B 데이라서" holds no two billion, "A4" no four; a
  // currency's code before it is a word of its own, "HKD500"; a Chinese or Korean word before it is no such letter, "180到200萬".)
  const numbers = scanNumbers(s).filter((n) => !phones.some((p) => n.start < p.end && p.start < n.end) && !oneLatinLetterBefore.test(s.slice(Math.max(0, n.start - 2), n.start)));
  const amounts = numbers.map((n) => amountOf(s, n, ctx.language));

  const found: Recognized<MoneyValue>[] = [];
  const fallback: Recognized<MoneyValue>[] = [];
  let runningCost = false;
  let since = 0;
  const spent = new Set<MoneyValue>();
  let inMessage: Currency | null | undefined;
  const messageCurrency = (): Currency | null => (inMessage === undefined ? (inMessage = currencyOf(s)) : inMessage);
  for (let i = 0; i < amounts.length; i += 1) {
    const first = amounts[i]!;
    let next = amounts[i + 1];
    let value = first.value;
    let max: number | undefined;
    let last = first;
    // ("5 grand? maybe up to 8 if it has to be": a question mark right after an amount hedges it; it ends no thought.)
    const gap = next ? s.slice(first.end, next.start).replace(/^\s*[?？]+(?=\s)/, '') : '';
    // "$8k, could stretch to 10": an upper end said without the scale borrows the first amount's.
    // So does a later plan ("800만 원 생각했는데 900까지는 괜찮아요"): a number far below the amount it changes, which
    // the amount's scale brings beside it, is said in that scale.
    // ("$150,000, but honestly if it went up to like 170 we'd survive": a round amount in thousands lends its thousands
    // to a ceiling said after it.)
    // ("$9,000, maybe up to 10 if it's worth it": thousands from four digits on.)
    const scale = first.hasScale && first.scale ? first.scale : !first.hasScale && first.value >= 1000 && first.value % 1000 === 0 ? 1000 : null;
    const ceiling = () => next !== undefined && isCeilingGap(gap, s.slice(next.end)) && !/[.!?。！？]/.test(gap);
    if (
      next &&
      scale &&
      !next.hasScale &&
      next.value < first.value &&
      next.value * scale > first.value &&
      ((first.hasScale && isStretchGap(gap, currencyTokens)) || (next.value * scale <= first.value * 3 && (ceiling() || isStretchGap(gap, currencyTokens) || laterIsMeant(s, first, next))))
    ) {
      next = { ...next, value: next.value * scale, hasScale: true, scale };
      amounts[i + 1] = next;
    }
    const alike = next !== undefined && next.value > first.value && next.money !== 'no' && !(first.currency && next.currency && first.currency !== next.currency);
    // "150k, could stretch to 180k"; "~4k, 5k hard max" (a ceiling said in passing: only on a close amount).
    const stretch = next !== undefined && alike && (isStretchGap(gap, currencyTokens) || (next.value <= first.value * 3 && isCeilingGap(gap, s.slice(next.end))));
    // "5천만 원 생각했는데 … 4,500만 원으로", "3,000만 원이었는데 … 3,500만 원까지 올려": a first plan and its change are two amounts, not a range.
    // ("창호 교체까지 하려면 8천은 부족할것 같아서, 1억까지 가능해요", "30k won't be enough, we can go up to 40k": an amount said to be
    // too little is given up for the next; it is no amount of the project's.)
    // (Not on a condition: "15萬左右，不夠的話到20萬也可以", "천오백 생각중인데 모자라면 이천까지" are a range.)
    if (next !== undefined && tooLittle.test(gap) && !hangsOnACondition(gap) && !/[.!?。！？]/.test(gap)) continue;
    const changed = next !== undefined && laterIsMeant(s, first, next);
    // "去年小攤位花了12萬 我爸說今年最多給到35萬": money spent and this project's ceiling are no range.
    const spentThenPlanned = next !== undefined && spentAmount(s, first, since, next.start) && !spentAmount(s, next, ownWordsEnd(s, first.end, next.start), amounts[i + 2]?.start ?? s.length);
    if (next && !changed && !spentThenPlanned && (stretch || isRangeGap(gap, s.slice(Math.max(0, first.start - 40), first.start), currencyTokens))) {
      // "50-80萬": the lower end borrows the upper end's multiplier; "150k, could stretch to 180k" is 150k to 180k.
      max = next.value;
      value = lowerEnd(s, first, next);
      last = next;
      i += 1;
    }
    const sureness = [first.money, last.money];
    if (sureness.includes('no') && !(first.currency ?? last.currency)) continue;
    const clause = clauseAround(s, first.start, last.end);
    const cued = moneyCue.test(s.slice(clause.from, first.start));
    // "更正一下": a lone small number is no amount, even after a money word.
    const sure = sureness.includes('sure') || (cued && value >= 100);
    // (Answering, the first amount not spent stands in when none is clearly money.)
    // (Not a numeral that is part of a word: the 百 of "百貨公司" is no amount.)
    if (!sure && !(options.answer && fallback.every((f) => spent.has(f.value)) && !loneNumeral(text, t, first))) continue;
    // ("그거보다 2천은 줄여서 5천만 원 안쪽으로": by how much less is no budget.)
    if (saidAsADifference(s, first.start, last.end)) continue;
    const before = s.slice(Math.max(clause.from, first.start - 24), first.start);
    const after = s.slice(last.end, Math.min(clause.to, last.end + 12));
    // "난방비가 한 달에 50만원", "$2,000 a month in rent": a running cost, not the project's budget.
    if (!cued && (perPeriodBefore.test(before) || perPeriodAfter.test(after))) {
      runningCost = true;
      continue;
    }
    // ("budget은 1.5억 정도 … 달러로 치면 100K": an amount counted in 만 / 萬 / 억 is not in the dollars the words beside it name.)
    const inTenThousands = [first, last].some((a) => a.hasScale && !a.tenThousandsUnsaid && (a.scale === 1e4 || a.scale === 1e8));
    const besideIt = currencyOf(s.slice(clause.from, clause.to)) ?? messageCurrency();
    const currency = first.currency ?? last.currency ?? (besideIt !== null && inTenThousands && !countedInTenThousands.has(besideIt) ? null : besideIt);
    // ("6천불까지는 괜찮다네요 예산 5천~6천으로": thousands said alone, in a currency not counted in ten-thousands, are thousands.)
    if (currency !== null && !countedInTenThousands.has(currency)) {
      if (first.tenThousandsUnsaid) value /= 1e4;
      if (max !== undefined && last.tenThousandsUnsaid) max /= 1e4;
    }
    // (Answering the budget question, the question is the money word: "2500이요" is 25,000,000 won, not a coffee.)
    if (currency === null && (cued || options.answer === true) && !first.hasScale && !last.hasScale && first.scale === null && writtenInFigures(text, t, first) && (max ?? value) >= 10 && (max ?? value) < bareAmountInTenThousandsBelow[ctx.language]) {
      value *= 1e4;
      if (max !== undefined) max *= 1e4;
    }
    // ("150萬內": 內 right after the amount is "within"; not 內裝, the fit-out.)
    // ("4천만원 안에서": 안에서 right after the amount is "within" too; not the 안에서 of a place before it, "매장 안에서 쓸 …".)
    const bound = max === undefined ? (/^\s*[內内](?![裝装部容外湖])|^\s*안(?:에서|으로)(?![가-힣])/u.test(after) ? 'at_most' : boundOf(`${before} ${after}`)) : undefined;
    const money: MoneyValue = {
      kind: 'money',
      amount: round2(value),
      ...(max !== undefined && max > value ? { max: round2(max) } : {}),
      ...(bound ? { bound } : {}),
      approximate:
        isApproximate(before.trim().split(' ').slice(-3).join(' ')) || isApproximate(after) || /[~≈]\s*$/.test(before) || (max !== undefined && isApproximate(gap.trim().slice(0, 6))),
      currency: currency ?? defaultCurrency[ctx.language],
      currencyAssumed: currency === null,
    };
    (sure ? found : fallback).push(recognized(money, text, t, first.start, last.end));
    const until = amounts[i + 1]?.start ?? s.length;
    if (options.answer && spentAmount(s, first, since, until)) spent.add(money);
    since = ownWordsEnd(s, last.end, until);
  }
  // Answering the money question, an amount spent or someone else's is no answer beside one that is this project's
  // ("형님이 작년에 … 5천 들었다는데 저희는 … 4천 안에서").
  const planned = found.filter((f) => !spent.has(f.value));
  if (options.answer && planned.length > 0 && planned.length < found.length) return planned;
  // A message whose amount is a running cost gives no budget, not its other numbers instead.
  if (found.length > 0 || !options.answer || runningCost) return found;
  const notSpent = fallback.find((f) => !spent.has(f.value));
  return notSpent ? [notSpent] : fallback.slice(0, 1);
}

/**
 * An amount of money answering a money question (see `findMoney`): the first amount, or the first
 * number when none is clearly money. "No preference" and other words without an amount are null.
 */
export function parseMoney(text: string, ctx: ParseContext): MoneyValue | null {
  if (isNoPreference(text)) return null;
  return findMoney(text, ctx, { answer: true })[0]?.value ?? null;
}
