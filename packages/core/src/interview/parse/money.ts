import type { BriefValue, Currency, Language } from '@genie/contracts';
import { boundOf, isApproximate, isRangeGap, round2 } from './amounts.ts';
import { scanNumbers, type NumberMatch } from './numbers.ts';
import { normalizeAnswer } from './normalize-answer.ts';
import type { ParseContext } from './parse-context.ts';

type MoneyValue = Extract<BriefValue, { kind: 'money' }>;

/** Currency spellings, most specific first: "NT$" before "$", "HK$" before "$". */
const currencyPatterns: [Currency, RegExp][] = [
  ['TWD', /nt\$|\bntd\b|\btwd\b|新台幣|新臺幣|台幣|臺幣|\bnt dollars?\b/],
  ['HKD', /hk\$|\bhkd\b|港幣|港币|港元/],
  ['CNY', /\bcny\b|\brmb\b|人民幣|人民币|위안/],
  ['USD', /us\$|\busd\b|美元|美金|\bus dollars?\b|달러/],
  ['KRW', /₩|\bkrw\b|\bwon\b|韓元|韩元|韓幣|韩币|(?<=[\d만천억백십] ?)원/],
  ['EUR', /€|\beur\b|\beuros?\b|歐元|欧元|유로/],
  ['JPY', /\bjpy\b|円|\byen\b|日圓|日圆|日幣|日币|日元|(?<=\d ?)엔|¥/],
  ['USD', /\$|\bdollars?\b|\bbucks\b/],
  ['TWD', /元|塊|块/],
];
const currencyTokens = /nt\$|hk\$|us\$|ntd|twd|hkd|usd|krw|cny|rmb|eur|jpy|新台幣|新臺幣|台幣|臺幣|港幣|美元|美金|人民幣|韓元|歐元|日圓|日幣|[$₩€¥元塊원]/g;

const defaultCurrency: Record<Language, Currency> = { 'zh-TW': 'TWD', 'ko-KR': 'KRW', 'en-US': 'USD' };

const englishScales: [RegExp, number][] = [
  [/^ ?(?:k|thousands?|grand)\b/, 1e3],
  [/^ ?(?:m|mm|mil|mill|millions?|mn)\b/, 1e6],
  [/^ ?(?:b|bn|billions?)\b/, 1e9],
];

interface Amount {
  value: number;
  /** The multiplier written after the number (萬, k, million …), if any. */
  scale: number | null;
  hasScale: boolean;
  end: number;
}

function amountOf(s: string, n: NumberMatch): Amount {
  for (const [pattern, scale] of englishScales) {
    const m = pattern.exec(s.slice(n.end));
    if (m) return { value: n.value * scale, scale, hasScale: true, end: n.end + m[0].length };
  }
  return { value: n.value, scale: n.trailingScale, hasScale: n.hasUnit, end: n.end };
}

function currencyNear(s: string, n: NumberMatch): boolean {
  const before = s.slice(Math.max(0, n.start - 4), n.start);
  const after = s.slice(n.end, n.end + 4);
  return /[$₩€¥]|nt|hk|us/.test(before) || /^ ?(?:元|塊|원|usd|twd|krw|dollars?)/.test(after);
}

/**
 * An amount of money with its currency: "NT$ 150萬", "150만원", "$20k", "1억 5천만원",
 * "50-80萬", "under $30,000", "about 2 million won". Without a currency, the visitor's language
 * decides (TWD, KRW, USD) and `currencyAssumed` says so.
 */
export function parseMoney(text: string, ctx: ParseContext): MoneyValue | null {
  const s = normalizeAnswer(text);
  const numbers = scanNumbers(s);
  if (numbers.length === 0) return null;

  let index = Math.max(
    0,
    numbers.findIndex((n) => amountOf(s, n).hasScale || currencyNear(s, n)),
  );
  // "50-80萬": the multiplier follows the upper end; the range starts at the number before it.
  const before = numbers[index - 1];
  if (before && isRangeGap(s.slice(amountOf(s, before).end, numbers[index]!.start), s.slice(0, before.start), currencyTokens)) {
    index -= 1;
  }
  const firstNumber = numbers[index]!;
  const first = amountOf(s, firstNumber);
  let amount = first.value;
  let max: number | undefined;

  const secondNumber = numbers[index + 1];
  if (secondNumber && isRangeGap(s.slice(first.end, secondNumber.start), s.slice(0, firstNumber.start), currencyTokens)) {
    const second = amountOf(s, secondNumber);
    max = second.value;
    if (first.scale === null && second.scale !== null && first.value * second.scale <= second.value) {
      amount = first.value * second.scale;
    }
  }

  const found = currencyPatterns.find(([, pattern]) => pattern.test(s));
  return {
    kind: 'money',
    amount: round2(amount),
    ...(max !== undefined && max > amount ? { max: round2(max) } : {}),
    ...(max === undefined && boundOf(s) ? { bound: boundOf(s) } : {}),
    approximate: isApproximate(s),
    currency: found ? found[0] : defaultCurrency[ctx.language],
    currencyAssumed: found === undefined,
  };
}
