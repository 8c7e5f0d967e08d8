import type { BriefValue, Language, QuantityUnit } from '@genie/contracts';
import { boundOf, isApproximate, isRangeGap, lowerEndWithScale, round2 } from './amounts.ts';
import { digitsForCountingWords, scanNumbers } from './numbers.ts';
import { hasTerm, normalizeAnswer } from './normalize-answer.ts';
import { localToday, type ParseContext } from './parse-context.ts';

/** What a number-with-unit field measures. */
export type QuantityFamily = 'area' | 'distance' | 'age' | 'count';

type QuantityValue = Extract<BriefValue, { kind: 'number_with_unit' }>;

/** Unit spellings, tried in order at the text right after a number. */
const unitPatterns: Record<QuantityFamily, [QuantityUnit, RegExp][]> = {
  area: [
    ['ft2', /^(?:ft2|ft\^2|sq\.? ?f(?:ee|oo)?t\b|sqft|square ?f(?:ee|oo)t|sf\b|平方英尺|平方呎|呎|평방피트|제곱피트)/],
    ['m2', /^(?:m2|m\^2|sqm|sq\.? ?m(?:eters?|etres?)?\b|square ?met(?:er|re)s?|平方公尺|平方米|平米|平方|제곱미터|헤베|m\b|米|公尺|미터)/],
    ['ping', /^(?:坪|pings?\b|tsubo)/],
    ['pyeong', /^(?:평|pyeong|pyung|py\b)/],
  ],
  distance: [
    ['km', /^(?:km|kms\b|kilomet(?:er|re)s?|公里|킬로미터|킬로|키로)/],
    ['mi', /^(?:mi\b|miles?\b|英里|마일)/],
    ['min', /^(?:mins?\b|minutes?\b|分鐘|分钟|分|분)/],
    ['h', /^(?:h\b|hrs?\b|hours?\b|小時|小时|個小時|个小时|時間|시간)/],
    ['m', /^(?:m\b|met(?:er|re)s?\b|公尺|米|미터)/],
  ],
  age: [['years', /^(?:years?\b|yrs?\b|y\b|年|년)/]],
  count: [['times', /^(?:times?\b|x\b|visits?\b|meetings?\b|次|趟|回|번|회|차례)/]],
};

const squareMetersPer: Partial<Record<QuantityUnit, number>> = {
  m2: 1,
  ping: 3.305785,
  pyeong: 3.305785,
  ft2: 0.09290304,
};

function defaultUnit(family: QuantityFamily, language: Language): QuantityUnit {
  if (family === 'area') return language === 'zh-TW' ? 'ping' : language === 'ko-KR' ? 'pyeong' : 'm2';
  if (family === 'distance') return 'km';
  if (family === 'age') return 'years';
  return 'times';
}

function unitAt(family: QuantityFamily, rest: string): { unit: QuantityUnit; length: number } | null {
  const trimmed = rest.replace(/^ /, '');
  for (const [unit, pattern] of unitPatterns[family]) {
    const m = pattern.exec(trimmed);
    if (m) return { unit, length: m[0].length + (rest.length - trimmed.length) };
  }
  return null;
}

const newBuildingTerms = [
  'new', 'brand new', 'new build', 'newly built', 'new construction', 'pre-sale', 'presale',
  '新成屋', '新屋', '新房', '預售屋', '预售屋', '全新',
  '신축', '새 아파트', '새집', '새 집', '분양',
];

function withSquareMeters(v: QuantityValue): QuantityValue {
  const factor = squareMetersPer[v.unit];
  if (factor === undefined) return v;
  return {
    ...v,
    squareMeters: round2(v.amount * factor),
    ...(v.max !== undefined ? { squareMetersMax: round2(v.max * factor) } : {}),
  };
}

/** Booth and room sizes written as dimensions: "3x3m", "3m × 6m", "10 x 10 ft". */
function parseDimensions(s: string): QuantityValue | null {
  const m = /(\d+(?:\.\d+)?)\s*(m|米|公尺|ft|feet|')?\s*[x×*]\s*(\d+(?:\.\d+)?)\s*(m\b|米|公尺|ft\b|feet|'|미터)?/.exec(s);
  if (!m) return null;
  const feet = [m[2], m[4]].some((u) => u === 'ft' || u === 'feet' || u === "'");
  const amount = round2(Number(m[1]) * Number(m[3]));
  return withSquareMeters({
    kind: 'number_with_unit',
    amount,
    approximate: isApproximate(s),
    unit: feet ? 'ft2' : 'm2',
    unitAssumed: m[2] === undefined && m[4] === undefined,
  });
}

/**
 * A number with its unit for a field measuring `family`: "30坪", "about 85 m2", "25평", "3x3m",
 * "15 years" / "built in 2005" / "新成屋", "30 minutes by car", "2-3 times". A bare number takes the
 * field's usual unit in the visitor's language and says so (`unitAssumed`).
 */
export function parseQuantity(text: string, family: QuantityFamily, ctx: ParseContext): QuantityValue | null {
  let s = normalizeAnswer(text)
    .replace(/\bhalf an hour\b/g, '30 min')
    .replace(/半(?:個|个)?小時|半(?:個|个)?小时/g, '30分鐘')
    .replace(/(\d)\s*시간\s*반/g, '$1.5시간');
  s = digitsForCountingWords(s);

  if (family === 'area') {
    const dims = parseDimensions(s);
    if (dims) return dims;
  }
  const numbers = scanNumbers(s);
  if (family === 'age') {
    const year = numbers.find((n) => Number.isInteger(n.value) && n.value >= 1900 && n.value <= localToday(ctx).year);
    if (year) {
      return { kind: 'number_with_unit', amount: localToday(ctx).year - year.value, approximate: isApproximate(s), unit: 'years', unitAssumed: false };
    }
    if (numbers.length === 0 && hasTerm(s, newBuildingTerms)) {
      return { kind: 'number_with_unit', amount: 0, approximate: false, unit: 'years', unitAssumed: false };
    }
  }
  if (numbers.length === 0) return null;

  let index = Math.max(0, numbers.findIndex((n) => unitAt(family, s.slice(n.end)) !== null));
  // "20-30坪": the unit follows the upper end; the range starts at the number before it.
  const before = numbers[index - 1];
  if (before && isRangeGap(s.slice(before.end + (unitAt(family, s.slice(before.end))?.length ?? 0), numbers[index]!.start), s.slice(0, before.start), /(?!)/g)) {
    index -= 1;
  }
  const first = numbers[index]!;
  let unit = unitAt(family, s.slice(first.end));
  let endOfFirst = first.end + (unit?.length ?? 0);
  let amount = first.value;
  let max: number | undefined;

  const second = numbers[index + 1];
  if (second && isRangeGap(s.slice(endOfFirst, second.start), s.slice(0, first.start), /(?!)/g)) {
    max = second.value;
    amount = lowerEndWithScale(first, second, second.value);
    const secondUnit = unitAt(family, s.slice(second.end));
    if (secondUnit) unit = secondUnit;
    endOfFirst = second.end;
  }

  const value: QuantityValue = {
    kind: 'number_with_unit',
    amount,
    ...(max !== undefined && max > amount ? { max } : {}),
    ...(max === undefined ? optionalBound(boundOf(s)) : {}),
    approximate: isApproximate(s),
    unit: unit?.unit ?? defaultUnit(family, ctx.language),
    unitAssumed: unit === null,
  };
  return withSquareMeters(value);
}

function optionalBound(bound: 'at_most' | 'at_least' | undefined): { bound?: 'at_most' | 'at_least' } {
  return bound ? { bound } : {};
}
