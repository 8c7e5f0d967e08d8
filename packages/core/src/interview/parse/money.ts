import type { BriefValue, Currency, Language } from '@genie/contracts';
import { boundOf, isApproximate, isCeilingGap, isRangeGap, isStretchGap, round2 } from './amounts.ts';
import { digitsForEnglishNumberWords } from './english-number-words.ts';
import { clauseAround } from './clause-around.ts';
import { recognized, type Recognized } from './recognized.ts';
import { isNoPreference, laterIsMeant } from './intents.ts';
import { chineseNumeralClass, leadingValue, rangesForChineseDigitPairs, scanNumbers, sinoKoreanDigits, type NumberMatch } from './numbers.ts';
import type { ParseContext } from './parse-context.ts';
import { phoneSpans } from './phone.ts';
import { originalSpan, replaceTracked, trackText, type TrackedText } from './tracked-text.ts';
import { anyReplyWords } from '../words/replies.ts';

type MoneyValue = Extract<BriefValue, { kind: 'money' }>;

/** Currency spellings, most specific first: "NT$" before "$", "HK$" before "$", "호주 달러" before "달러". */
const currencyPatterns: [Currency, RegExp][] = [
  ['TWD', /nt\$|\bntd\b|\btwd\b|新台幣|新臺幣|台幣|臺幣|\bnt dollars?\b|\bnew taiwan dollars?\b|대만 ?달러|^nt$/],
  ['AUD', /\ba\$|\bau\$|\baud\b|澳幣|澳币|澳元|\baustralian dollars?\b|\baussie dollars?\b|호주 ?달러/],
  ['CAD', /\bc\$|\bca\$|\bcad\b|加幣|加币|加元|\bcanadian dollars?\b|캐나다 ?달러/],
  ['NZD', /\bnz\$|\bnzd\b|紐幣|纽币|紐元|\bnew zealand dollars?\b|뉴질랜드 ?달러/],
  ['SGD', /\bs\$|\bsg\$|\bsgd\b|新幣|新币|新加坡幣|新加坡币|\bsingapore dollars?\b|싱가포르 ?달러/],
  ['GBP', /£|\bgbp\b|英鎊|英镑|\bpounds? sterling\b|\bbritish pounds?\b|영국 ?파운드/],
  ['THB', /\bthb\b|泰銖|泰铢|\bbaht\b|바트|฿/],
  ['HKD', /hk\$|\bhkd\b|港幣|港币|港元|\bhk dollars?\b|홍콩 달러/],
  ['CNY', /\bcny\b|\brmb\b|\byuan\b|人民幣|人民币|위안/],
  // ("3000불", "3천 불": the dollar as Korean says it, right after its amount.)
  ['USD', /us\$|\busd\b|美元|美金|\bus dollars?\b|달러|미국 달러|(?<=[\d천만백] ?)불|^ ?불$/],
  ['KRW', /₩|\bkrw\b|\bwon\b|韓元|韩元|韓幣|韩币|(?<=[\d만천억백십] ?)원/],
  ['EUR', /€|\beur\b|\beuros?\b|歐元|欧元|유로/],
  ['JPY', /\bjpy\b|円|\byen\b|日圓|日圆|日幣|日币|日元|(?<=\d ?)엔|¥/],
  ['USD', /\$|\bdollars?\b|\bbucks\b/],
  ['TWD', /元|塊|块/],
];
/** Currency tokens, for telling a range "$20k-$30k" apart from two amounts. */
const currencyTokens = /nt\$|hk\$|us\$|a\$|c\$|s\$|nz\$|ntd|twd|hkd|usd|krw|cny|rmb|eur|jpy|aud|cad|gbp|sgd|nzd|thb|新台幣|新臺幣|台幣|臺幣|港幣|美元|美金|人民幣|韓元|歐元|日圓|日幣|澳幣|加幣|英鎊|新幣|泰銖|[$₩€¥£฿元塊원]/g;
const currencyBefore = /(?:nt\$|hk\$|us\$|\ba\$|\bau\$|\bc\$|\bca\$|\bs\$|\bsg\$|\bnz\$|\$|€|¥|₩|£|฿|\bntd|\btwd|\busd|\bkrw|\bhkd|\beur|\bjpy|\brmb|\bcny|\baud|\bcad|\bgbp|\bsgd|\bnzd|\bthb|新台幣|新臺幣|台幣|臺幣|美金|美元|人民幣|人民币|韓元|韩元|港幣|港币|歐元|欧元|日幣|日币|日圓|澳幣|澳币|澳元|加幣|加币|加元|紐幣|纽币|英鎊|英镑|新加坡幣|新加坡币|新幣|新币|泰銖|泰铢) ?$/;
const currencyAfter = /^ ?(?:nt\$|ntd|twd|new taiwan dollars?|nt dollars?|taiwan dollars?|nt(?![a-z$])|aud|australian dollars?|aussie dollars?|cad|canadian dollars?|nzd|new zealand dollars?|sgd|singapore dollars?|gbp|pounds? sterling|british pounds?|thb|baht|澳幣|澳币|澳元|加幣|加币|加元|紐幣|纽币|紐元|新加坡幣|新加坡币|新幣|新币|英鎊|英镑|泰銖|泰铢|호주 ?달러|캐나다 ?달러|뉴질랜드 ?달러|싱가포르 ?달러|영국 ?파운드|바트|usd|us dollars?|dollars?|bucks|krw|korean won|won|hkd|hk dollars?|eur|euros?|jpy|yen|rmb|cny|yuan|新台幣|新臺幣|台幣|臺幣|美金|美元|韓元|韩元|韓幣|人民幣|人民币|港幣|港币|港元|歐元|欧元|日圓|日圆|日幣|日币|日元|円|元|塊|块|원|유로|달러|불|엔|위안|₩|€|\$)(?![a-z])/;

/**
 * Words after a number that make it something other than money the brief can hold: a size, an age, a date, a count, or
 * a currency it has no code for ("8,000-peso", "5000令吉": kept in the visitor's words, never read as dollars).
 */
const otherUnitAfter = /^ ?-?(?:(?:mexican |philippine )?pesos?\b|rupees?\b|ringgits?\b|rupiah\b|francs?\b|kronor\b|krona\b|zloty\b|rand\b|reais\b|lira\b|shekels?\b|dirhams?\b|riyals?\b|披索|比索|令吉|盧比|卢比|越南盾|印尼盾|法郎|페소|루피|링깃|坪|평|m2|m²|㎡|sq\b|sqm|square|平方|平米|제곱|ft\b|feet|公尺|米|미터|km|公里|킬로|years?\b|yrs?\b|-year|年|년|歲|岁|살|個月|个月|개월|months?\b|weeks?\b|days?\b|月|월|日|일|號|号|週|周|주|%|percent|人|位|個|个|隻|只|마리|명|개|권|장|벌|대|채|곳|군데|本|張|张|件|間|间|房|廳|厅|衛|卫|층|樓|楼|floors?\b|rooms?\b|bedrooms?\b|people\b|persons?\b|adults?\b|kids?\b|children\b|books?\b|records?\b|pieces?\b|items?\b|times?\b|次|번|회|minutes?\b|mins?\b|hours?\b|hrs?\b|分|분|小時|시간|st\b|nd\b|rd\b|th\b|am\b|pm\b|:\d|\/\d|-\d{1,2}-)/;
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
const moneyCue = /budget|spend|cost|price|pay|afford|預算|预算|花費|花费|費用|费用|價格|价格|經費|经费|總價|总价|예산|비용|가격|금액|투자/;

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
}

function currencyOf(token: string): Currency | null {
  return currencyPatterns.find(([, pattern]) => pattern.test(token))?.[0] ?? null;
}

/** "예산은 4천에서 5천", "5천 정도", "2천5백": thousands said alone, with no 원 after them, are 천만 (만 unsaid). */
const koreanThousandsAlone = /^\d+(?:\.\d+)?\s*[천백](?:\s*\d+(?:\.\d+)?\s*[백십])?$|^[천백]$/;

function amountOf(s: string, n: NumberMatch): Amount {
  let value = n.value;
  let scale = n.trailingScale;
  let hasScale = n.hasUnit;
  let end = n.end;
  // (Not before a currency: "3천원" is 3,000 won, "3천 불" 3,000 dollars.)
  if (koreanThousandsAlone.test(s.slice(n.start, n.end)) && n.value < 1e4 && !currencyAfter.test(s.slice(n.end, n.end + 12))) {
    value = n.value * 1e4;
    scale = 1e4;
  }
  for (const [pattern, multiplier] of englishScales) {
    const m = pattern.exec(s.slice(n.end, n.end + 16));
    if (m) {
      value = n.value * multiplier;
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
  const written = s.slice(n.start, n.end);
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
  return { number: n, value, scale, hasScale, start, end, currency, money };
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

const perPeriodBefore = /(?:(?:한|1) ?달에|매달|매월|(?<![\d가-힣]\s?)월\s*$|일주일에|하루에|每個月|每个月|每月|一個月|一个月|每週|每周|每天|月租|房租|租金|\b(?:per|a|every) (?:month|week|day)\b(?! ago)|\bmonthly|\bweekly|\brent\b)/;
const perPeriodAfter = /^\s*(?:(?:a|per|each|every)\s+(?:month|week|day)\b|\/\s*(?:mo|month|wk|week|day)\b|(?:monthly|weekly)\b|一個月|一个月|每月|\/月|(?:한|1) ?달|매달|\/월)/;

/** Money already spent, or someone else's ("my brother in law paid 12 grand", "去年花了", "작년에 800만원 썼는데"): no budget of this project. */
export const moneySpent = new RegExp(anyReplyWords('moneySpent'), 'i');

/** Where an amount's own words after it end: the next two words, within ten characters and before `until`. */
function ownWordsEnd(s: string, end: number, until: number): number {
  return end + (/^\S*\s*\S*/.exec(s.slice(end, Math.min(until, end + 10)))?.[0].length ?? 0);
}

/**
 * Whether an amount is money spent or someone else's, by its own words: those since the words of the amount before
 * it (or its clause's start) and its own words after it ("去年小攤位花了12萬", "형님이 … 5천 들었다는데", "we paid $8k").
 */
function spentAmount(s: string, a: { start: number; end: number }, since: number, until: number): boolean {
  const { from, to } = clauseAround(s, a.start, a.end);
  return moneySpent.test(`${s.slice(Math.max(from, since), a.start)} ${s.slice(a.end, ownWordsEnd(s, a.end, Math.min(until, to)))}`.normalize('NFKC').toLowerCase());
}

/**
 * Whether every amount of money in the words is money spent, someone else's or the last project's, by its own words
 * ("It went $15,000 over", "去年兩攤總共花了22萬", "last one was 45k"); false when there is none.
 */
export function moneyAllSpent(text: string, ctx: ParseContext): boolean {
  const amounts = findMoney(text, ctx);
  return amounts.length > 0 && unspentMoney(text, ctx).length === 0;
}

/** The amounts of money in the words that are not spent, someone else's or the last project's, by their own words. */
export function unspentMoney(text: string, ctx: ParseContext): Recognized<MoneyValue>[] {
  const amounts = findMoney(text, ctx);
  return amounts.filter((a, i) => !spentAmount(text, a, i === 0 ? 0 : amounts[i - 1]!.end, amounts[i + 1]?.start ?? text.length));
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
export function findMoney(text: string, ctx: ParseContext, options: FindMoneyOptions = {}): Recognized<MoneyValue>[] {
  const key = `${options.answer === true}|${ctx.language}|${ctx.now.getTime()}|${ctx.utcOffsetMinutes}|${text}`;
  if (lastRead?.key !== key) lastRead = { key, found: readMoney(text, ctx, options) };
  return lastRead.found;
}

/** The last message read: the other recognisers ask for its amounts again, to keep out of them. */
let lastRead: { key: string; found: Recognized<MoneyValue>[] } | null = null;


/**
 * "삼천만원", "천이백만 원", "오백만 원": an amount of won written in Korean number words, its digit words as digits
 * ("3천만원", "1천2백만 원"). Only in a run of number words that ends in 만 or 억 and 원, so that 이천 (a town)
 * or 사천 said alone stays a word.
 */
function digitsForKoreanNumberWords(t: TrackedText): TrackedText {
  // (Before 원, or ending in 만/억 before an amount's words: "천오백만 이하", "삼천만 정도"; not "천만에요". Words run
  // together or apart by one space, never both ways at once: a run of them that fails must not be tried every way it splits.)
  // ("예산은 칠천 안 넘게": a digit word and 천 or 백 before an amount's words are thousands said alone, as "7천 안 넘게".)
  return replaceTracked(t, /(?<![가-힣\d.,])(?:[일이삼사오육칠팔구십백천만억]+(?:\s[일이삼사오육칠팔구십백천만억]+)*(?=\s?원)|[일이삼사오육칠팔구십백천]+[만억](?=\s?(?:이하|이내|이상|정도|까지|쯤|안쪽|으로|선에서)|[\s,.~-]|$)|[일이삼사오육칠팔구][천백](?=\s?(?:이하|이내|정도|까지|쯤|안쪽|선에서|안\s?넘|넘지|넘기지)))/g, (m) =>
    // (A unit with no digit before it counts one: "천이백만" is 1천2백만.)
    /[만억]$|^[일이삼사오육칠팔구][천백]$/.test(m[0]) ? m[0].replace(/[일이삼사오육칠팔구](?=[십백천만억])/g, (d) => String(sinoKoreanDigits[d])).replace(/(?<!\d)[십백천]/g, (unit) => `1${unit}`) : null,
  );
}

function readMoney(text: string, ctx: ParseContext, options: FindMoneyOptions): Recognized<MoneyValue>[] {
  const t = rangesForChineseDigitPairs(digitsForKoreanNumberWords(digitsForEnglishNumberWords(trackText(text))));
  const s = t.s;
  const phones = phoneSpans(s);
  const numbers = scanNumbers(s).filter((n) => !phones.some((p) => n.start < p.end && p.start < n.end));
  const amounts = numbers.map((n) => amountOf(s, n));

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
    const gap = next ? s.slice(first.end, next.start) : '';
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
      ((first.hasScale && isStretchGap(gap, currencyTokens)) || (next.value * scale <= first.value * 3 && (ceiling() || laterIsMeant(s, first, next))))
    ) {
      next = { ...next, value: next.value * scale, hasScale: true, scale };
      amounts[i + 1] = next;
    }
    const alike = next !== undefined && next.value > first.value && next.money !== 'no' && !(first.currency && next.currency && first.currency !== next.currency);
    // "150k, could stretch to 180k"; "~4k, 5k hard max" (a ceiling said in passing: only on a close amount).
    const stretch = next !== undefined && alike && (isStretchGap(gap, currencyTokens) || (next.value <= first.value * 3 && isCeilingGap(gap, s.slice(next.end))));
    // "5천만 원 생각했는데 … 4,500만 원으로", "3,000만 원이었는데 … 3,500만 원까지 올려": a first plan and its change are two amounts, not a range.
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
    const before = s.slice(Math.max(clause.from, first.start - 24), first.start);
    const after = s.slice(last.end, Math.min(clause.to, last.end + 12));
    // "난방비가 한 달에 50만원", "$2,000 a month in rent": a running cost, not the project's budget.
    if (!cued && (perPeriodBefore.test(before) || perPeriodAfter.test(after))) {
      runningCost = true;
      continue;
    }
    const currency =
      first.currency ?? last.currency ?? currencyOf(s.slice(clause.from, clause.to)) ?? messageCurrency();
    // (Answering the budget question, the question is the money word: "2500이요" is 25,000,000 won, not a coffee.)
    if (currency === null && (cued || options.answer === true) && !first.hasScale && !last.hasScale && first.scale === null && writtenInFigures(text, t, first) && (max ?? value) >= 10 && (max ?? value) < bareAmountInTenThousandsBelow[ctx.language]) {
      value *= 1e4;
      if (max !== undefined) max *= 1e4;
    }
    // ("150萬內": 內 right after the amount is "within"; not 內裝, the fit-out.)
    const bound = max === undefined ? (/^\s*[內内](?![裝装部容外湖])/u.test(after) ? 'at_most' : boundOf(`${before} ${after}`)) : undefined;
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
