import type { BriefValue, Language, QuantityUnit } from '@genie/contracts';
import { approximateBefore, approximateWithin, boundOf, isApproximate, isRangeGap, lowerEndWithScale, round2, saidAsADifference } from './amounts.ts';
import { digitsForEnglishNumberWords } from './english-number-words.ts';
import { clauseAround } from './clause-around.ts';
import { overlaps, recognized, type Recognized } from './recognized.ts';
import { isNoPreference } from './intents.ts';
import { findMoney } from './money.ts';
import { digitsForCountingWordsTracked, rangesForChineseDigitPairs, scanNumbers, type NumberMatch } from './numbers.ts';
import { findTerm } from './normalize-answer.ts';
import { localToday, type ParseContext } from './parse-context.ts';
import { phoneSpans } from './phone.ts';
import { replaceTracked, trackText, type TrackedText } from './tracked-text.ts';
import { anyReplyWords } from '../words/replies.ts';
import { contextKey, remembered } from './memo.ts';

/** What a number-with-unit field measures. */
export type QuantityFamily = 'area' | 'distance' | 'age' | 'count';

type QuantityValue = Extract<BriefValue, { kind: 'number_with_unit' }>;
type Found = Recognized<QuantityValue>;

/** Unit spellings, tried in order at the text right after a number. */
const unitPatterns: Record<QuantityFamily, [QuantityUnit, RegExp][]> = {
  area: [
    ['ft2', /^(?:ft2|ft\^2|sq\.? ?f(?:ee|oo)?t\b|sqft|square ?f(?:ee|oo)t|sf\b|平方英尺|平方呎|呎|평방피트|제곱피트)/],
    // (A metre alone measures a length, not an area: "높이 제한이 4m라서", "the ceiling is 4m high". Sides in metres are
    // `dimensions`.)
    ['m2', /^(?:m2|m\^2|sqm|sq\.? ?m(?:eters?|etres?)?\b|square ?met(?:er|re)s?|平方公尺|平方米|平米|平方|제곱미터|헤베)/],
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
  // ("2 in-person visits", "two site visits", "3 on-site meetings": the kind of visit may stand between.)
  count: [['times', /^(?:times?\b|x\b|(?:(?:in[- ]person|on[- ]site|site|face[- ]to[- ]face|studio)\s+)?(?:visits?|meetings?)\b|次|趟|回|번|회|차례)/]],
};

const squareMetersPer: Partial<Record<QuantityUnit, number>> = {
  m2: 1,
  ping: 3.305785,
  pyeong: 3.305785,
  ft2: 0.09290304,
};

function defaultUnit(family: QuantityFamily, language: Language, utcOffsetMinutes?: number): QuantityUnit {
  // A visitor writing English from the Americas counts floor area in square feet ("10x20", "1,200").
  if (family === 'area' && language === 'en-US' && utcOffsetMinutes !== undefined && utcOffsetMinutes <= -180 && utcOffsetMinutes >= -600) return 'ft2';
  if (family === 'area') return language === 'zh-TW' ? 'ping' : language === 'ko-KR' ? 'pyeong' : 'm2';
  if (family === 'distance') return 'km';
  if (family === 'age') return 'years';
  return 'times';
}

function otherFamilyUnit(family: QuantityFamily, rest: string): boolean {
  return (Object.keys(unitPatterns) as QuantityFamily[]).some((other) => other !== family && unitAt(other, rest) !== null);
}

/** "20幾坪", "30多年", "20여 평": a word right after the number that makes it "and some", before its unit. */
const andSome = /^(?:幾|几|多|來|来|餘|余|여)\s?/;

function unitAt(family: QuantityFamily, rest: string): { unit: QuantityUnit; length: number } | null {
  const trimmed = rest.replace(andSome, '').replace(/^[ -]/, '');
  for (const [unit, pattern] of unitPatterns[family]) {
    const m = pattern.exec(trimmed);
    if (m) return { unit, length: m[0].length + (rest.length - trimmed.length) };
  }
  return null;
}

/** Words after a bare number that say it counts something else: "2 adults", "3房", "두 명". */
// (And the measures of no field: "the 57 foot is the whole hull", "6,200 hours on the engine", "一包500公克", "38피트".)
const countedNoun = /^ ?(?:adults?|kids?|children|people|persons?|babies|baby|cats?|dogs?|pets?|bedrooms?|rooms?|bathrooms?|floors?|books?|records?|pieces?|items?|seats?|(?:-\s?)?(?:foot|feet|ft\b(?!\s?(?:2|²))|inch(?:es)?\b|cm\b|mm\b|kg\b|kilos?\b|grams?\b|lbs?\b|oz\b|ml\b|litres?\b|liters?\b|hours?\b|hrs?\b)|人|位|個|个|隻|只|房|廳|厅|衛|卫|樓|楼|層|层|本|張|张|件|公分|公斤|公克|斤|毫升|公升|呎|吋|명|마리|개|방|층|권|살|歲|岁|月|월|日|일|號|号|센티|킬로|그램|리터|피트|인치|%)/;

const newBuildingTerms = [
  'new', 'brand new', 'new build', 'newly built', 'new construction', 'pre-sale', 'presale',
  '新成屋', '新屋', '新房', '預售屋', '预售屋', '全新',
  '신축', '새 아파트', '새집', '새 집', '분양',
];
/** In a story "new" alone is too common ("our new home"); only these say the building is new. */
const newBuildingTermsInStory = [
  'brand new building', 'brand-new building', 'new build', 'newly built', 'new construction', 'pre-sale', 'presale',
  '新成屋', '預售屋', '预售屋', '신축',
];

/** The area in square metres, from the amount and unit the visitor gave (rounded once, to the hundredth). */
export function withSquareMeters(v: QuantityValue): QuantityValue {
  const factor = squareMetersPer[v.unit];
  if (factor === undefined) return v;
  return {
    ...v,
    squareMeters: round2(v.amount * factor),
    ...(v.max !== undefined ? { squareMetersMax: round2(v.max * factor) } : {}),
  };
}

/** The words around `s.slice(start, end)` within its clause, for "about", "under", "以上". */
function wordsAround(s: string, start: number, end: number): { before: string; after: string } {
  const clause = clauseAround(s, start, end);
  return { before: s.slice(Math.max(clause.from, start - 24), start), after: s.slice(end, Math.min(clause.to, end + 12)) };
}

function approximateAround(before: string, after: string): boolean {
  return approximateBefore(before) || isApproximate(after.trim()) || /[~≈]\s*$/.test(before);
}

const lengthUnit = '(?:meters?|metres?|m(?![a-z])|米|公尺|미터|feet|foot|ft|\')';
/** Booth and room sizes written as dimensions: "3x3m", "3m × 6m", "6 by 3 metres", "10 x 10 ft". */
const dimensions = new RegExp(
  `(?<![\\d.])(\\d+(?:\\.\\d+)?) ?(${lengthUnit})? ?(x|×|\\*|by|乘|곱하기) ?(\\d+(?:\\.\\d+)?) ?(${lengthUnit})?`,
  'g',
);

/** Dimensions written by naming each side: "가로 4m 세로 3m", "寬4米 深3米". */
const sidesNamed = new RegExp(
  `(?:가로|너비|폭|寬|宽)\\s?(\\d+(?:\\.\\d+)?) ?(${lengthUnit})?[\\s,，、]*(?:세로|깊이|길이|長|长|深)\\s?(\\d+(?:\\.\\d+)?) ?(${lengthUnit})?`,
  'g',
);

function findDimensions(s: string, story: boolean, ctx: ParseContext): { start: number; end: number; value: QuantityValue }[] {
  const found: { start: number; end: number; value: QuantityValue }[] = [];
  // Two sides, each with its unit if said: their product, in square feet when a side is in feet.
  const area = (at: number, length: number, a: string, b: string, sideUnits: (string | undefined)[], unitless: QuantityUnit) => {
    const units = sideUnits.filter((u): u is string => u !== undefined);
    const feet = units.some((u) => u === 'ft' || u === 'feet' || u === 'foot' || u === "'");
    const { before, after } = wordsAround(s, at, at + length);
    found.push({
      start: at,
      end: at + length,
      value: withSquareMeters({
        kind: 'number_with_unit',
        amount: round2(Number(a) * Number(b)),
        approximate: approximateAround(before, after),
        unit: feet ? 'ft2' : units.length === 0 ? unitless : 'm2',
        unitAssumed: units.length === 0,
      }),
    });
  };
  for (const m of s.matchAll(sidesNamed)) area(m.index, m[0].length, m[1]!, m[3]!, [m[2], m[4]], 'm2');
  // (Said without a unit, the visitor's usual one: "10x20" from the Americas is a booth in feet.)
  const usual = defaultUnit('area', ctx.language, ctx.utcOffsetMinutes) === 'ft2' ? 'ft2' : 'm2';
  for (const m of s.matchAll(dimensions)) {
    // (In a story, two bare numbers joined by "by" are a size only as a booth's or a room's are, each under a hundred and no
    // more of a number after them: "booth is ten by twenty", "攤位是三乘六"; not "cut it by 20 by 2027", "sold 500 by 2020".)
    const sidesOfARoom = Number(m[1]) < 100 && Number(m[4]) < 100 && !/^\s*(?:%|percent|[\d.,])/.test(s.slice(m.index + m[0].length));
    if (story && m[2] === undefined && m[5] === undefined && m[3] !== 'x' && m[3] !== '×' && !sidesOfARoom) continue;
    if (/[\d.,]$/.test(s.slice(0, m.index))) continue;
    // (Nor a number of another unit written right after it: "1x 120V 15A" is a circuit, "10x20mm" a label's size.)
    if (m[5] === undefined && !/\s$/.test(m[0]) && /^[a-z]/i.test(s.slice(m.index + m[0].length))) continue;
    area(m.index, m[0].length, m[1]!, m[4]!, [m[2], m[5]], usual);
  }
  return found;
}

interface AgeMatch {
  start: number;
  end: number;
  years: number;
}

/** Ways of saying how old a building is, each giving the age in years (or the year it was built). */
const agePatterns: [RegExp, 'age' | 'year' | 'short year' | 'roc year'][] = [
  [/(?<![\d.])(\d+(?:\.\d+)?) ?-?(?:years?|yrs?) ?-?old\b/g, 'age'],
  [/\b(?:built|constructed|completed|finished|dating from|dates from)(?: in| around| about| circa| back in)? ((?:19|20)\d\d)\b/g, 'year'],
  [/\b(?:built|constructed)(?: about| around| some)? (\d+(?:\.\d+)?) years? ago\b/g, 'age'],
  // "which we bought new in 1974": bought new, so built then.
  [/\bbought (?:it |the (?:house|place|home) )?(?:brand )?new in ((?:19|20)\d\d)\b/g, 'year'],
  // "a single story ranch from 1962": a building said to be from a year was built then.
  [/\b(?:house|home|bungalow|apartment|flat|condo|townhouse|row ?house|building|cottage|farmhouse|brownstone|duplex|walk-up|loft|victorian|colonial|craftsman|ranch) from ((?:18|19|20)\d\d)\b/g, 'year'],
  // "a 1928 craftsman bungalow": the year a building is named by is the year it was built.
  [/\b((?:18|19|20)\d\d) (?:[a-z-]+ ){0,3}(?:house|home|bungalow|apartment|flat|condo|townhouse|row ?house|building|cottage|farmhouse|brownstone|duplex|walk-up|loft|victorian|colonial|craftsman|ranch)\b/g, 'year'],
  [/((?:19|20)\d\d) ?年?(?:建|完工|落成|蓋|盖|興建|兴建|交屋)/g, 'year'],
  [/(?:建於|建于|蓋於|盖于|落成於) ?((?:19|20)\d\d)/g, 'year'],
  [/((?:19|20)\d\d) ?년(?:에)? ?(?:지어진|지은|준공|완공|건축|식)/g, 'year'],
  // "93년에 지은", "built in '93": a year said with two digits.
  [/(?<![\d.])(\d\d) ?년(?:도)?(?:에)? ?(?:지어진|지은|준공|완공|건축|식)/g, 'short year'],
  [/\b(?:built|constructed|completed)(?: in| around| about| circa| back in)? ['’](\d\d)\b/g, 'short year'],
  // "built in 98 per the listing": after "in", two digits are a year (not "built 98 years ago", read above).
  [/\b(?:built|constructed|completed)(?: back)? in (\d\d)\b(?!\s*(?:years?|yrs?|days?|weeks?|months?|%|sq|ft|m2|m²))/g, 'short year'],
  // "民國82年蓋的": Taiwan's calendar, counted from 1912.
  [/民國 ?(\d{2,3}) ?年(?:的)? ?(?:建|完工|落成|蓋|盖|興建|交屋)?/g, 'roc year'],
  [/屋齡 ?(?:約|约|大約|大约|大概|差不多|快|將近|将近|超過|超过|有)? ?(\d+(?:\.\d+)?) ?年?/g, 'age'],
  [/(?<![\d.])(\d+(?:\.\d+)?) ?年(?!代)(?:的)? ?(?:[^\d\s，。,、]{0,4}?)(?:老屋|老房|老公寓|中古屋|屋齡|舊公寓|旧公寓|舊房|旧房|的房子|老房子|公寓|大樓|大楼|透天|房子|華廈|华厦)/g, 'age'],
  // "房子大概三十年了", "這間公寓已經40年了": the building itself is so many years (not "房子買了5年了", "住了20年了", whose verb
  // counts something else).
  [/(?:房子|公寓|大樓|大楼|透天|老家|房屋)(?:已經|已经|大概|大約|大约|差不多|快|將近|将近|應該|应该|有|都)* ?(\d+(?:\.\d+)?) ?(?:多)?年了/g, 'age'],
  [/지은 ?지 ?(?:약 |대략 |한 )?(\d+(?:\.\d+)?) ?년/g, 'age'],
  // ("준공 26년 차": in its 26th year since it was completed.)
  [/준공 ?(?:된 ?지 ?|후 ?)?(?:약 |대략 )?(\d+(?:\.\d+)?) ?년 ?(?:차|째)?/g, 'age'],
  [/(?<![\d.])(\d+(?:\.\d+)?) ?년 ?(?:이 |가 |정도 |쯤 |넘게 |좀 넘은 |넘은 |된 |)?(?:된|됐|되었|넘은|지난|묵은|가까이 된)/g, 'age'],
  // "20년 차 아파트": the Nth year is a building's only when a building is named ("결혼 1년 차 부부" is a marriage's).
  [/(?<![\d.])(\d+(?:\.\d+)?) ?년 ?차 ?(?:된 |인 |짜리 )?(?:아파트|주택|건물|빌라|집|상가|구옥|단독|매장|건축물)/g, 'age'],
];

/** "a 5-year-old son", "my mother is 70 years old": the age of a person or a pet, not of a building. */
const livingBefore = /(?:\b(?:i'm|i am|we're|we are|he's|he is|she's|she is|they're|they are|kids?|sons?|daughters?|child|children|baby|babies|mom|mother|dad|father|parents?|wife|husband|partner|grandma|grandmother|grandpa|grandfather|dogs?|cats?|pets?|puppy|kitten|twins|girl|boy)\b|孩子|小孩|兒子|女兒|寶寶|媽媽|爸爸|太太|先生|老公|老婆|狗|貓|아이|아들|딸|아기|엄마|아빠|부모님|남편|아내|강아지|고양이)[^.;。]{0,30}$/;
const buildingWord = /\b(?:apartment|flat|house|home|building|place|unit|condo|townhouse|property|it's|it is)\b|公寓|房子|大樓|大楼|屋|아파트|집|건물/;
/** Whether the words before a number make it a person's or a pet's age: one is named, and no building after them. */
function ofLivingBeing(wordsBefore: string): boolean {
  const before = livingBefore.exec(wordsBefore);
  return before !== null && !buildingWord.test(before[0].replace(/^\S+/, ''));
}
const livingAfter = /^[ -]?(?:kids?|sons?|daughters?|child|children|baby|boy|girl|twins|dogs?|cats?|pets?|puppy|kitten|孩子|小孩|兒子|女兒|寶寶|狗|貓|아이|아들|딸|아기|강아지|고양이)/;

/** A verb of coming before "over" (the replies' `comingOverBefore`): "drive over twice" is no lower bound. */
const comingOverBefore = new RegExp(`(?:${anyReplyWords('comingOverBefore')})`, 'i');
/** The words of a time from now or one spent around a number of years (the replies' `yearsNotAgeBefore` / `After`). */
const yearsNotAgeBefore = new RegExp(`(?:${anyReplyWords('yearsNotAgeBefore')})$`, 'i');
const yearsNotAgeAfter = new RegExp(anyReplyWords('yearsNotAgeAfter'), 'u');

/** "over 20 years", "超過20年", "20년 넘은", "less than 10 years": a bound said with an age. */
function ageBound(s: string): 'at_least' | 'at_most' | undefined {
  if (/\b(?:over|more than|at least|older than)\b|超過|超过|以上|넘은|넘었|넘게|이상/.test(s)) return 'at_least';
  if (/\b(?:under|less than|at most|not even)\b|不到|未滿|以內|안 된|미만|이하/.test(s)) return 'at_most';
  return boundOf(s);
}

function findAges(s: string, ctx: ParseContext): AgeMatch[] {
  const found: AgeMatch[] = [];
  const thisYear = localToday(ctx).year;
  for (const [pattern, reading] of agePatterns) {
    for (const m of s.matchAll(pattern)) {
      if (reading === 'age' && /old/.test(m[0])) {
        const end = m.index + m[0].length;
        if (livingAfter.test(s.slice(end, end + 12)) || ofLivingBeing(s.slice(Math.max(0, m.index - 48), m.index))) continue;
        // A number keeps its subject: "a 6-year-old", "our 2 year old Maisie" (the singular year: said before what it is the age
        // of) with no building after it is a child, not the home's age.
        const attributive = /-old$/.test(m[0]) || (/\byear[ -]?old$/.test(m[0]) && /^ \p{L}/u.test(s.slice(end)));
        if (attributive && !buildingWord.test(s.slice(end, end + 24))) continue;
      }
      // "LA에 산 지 14년 된 가족": N years since something ("…ㄴ 지") is the building's only when it was built ("지은 지").
      if (reading === 'age' && /년/.test(m[0]) && /(?<!지은 ?)지 ?$/.test(s.slice(Math.max(0, m.index - 6), m.index))) continue;
      const n = Number(m[1]);
      const year = reading === 'short year' ? (n > thisYear % 100 ? 1900 + n : 2000 + n) : reading === 'roc year' ? 1911 + n : reading === 'year' ? n : null;
      const years = year === null ? n : thisYear - year;
      if (years < 0 || years > 300) continue;
      const span = { start: m.index, end: m.index + m[0].length, years };
      if (!found.some((f) => overlaps(f, span))) found.push(span);
    }
  }
  return found;
}

/** The few hours said in words before a half ("一個半", "두 시간 반"). */
const hoursSaid: Record<string, string> = { 一: '1', 兩: '2', 两: '2', 二: '2', 三: '3', 四: '4', 五: '5', 한: '1', 두: '2', 세: '3', 네: '4' };

function prepare(text: string): TrackedText {
  // ("more like an hour each way", "an hour and a half from you": an hour said with its article is one, read before the
  // number words, which would take "a half" apart.)
  let t = replaceTracked(trackText(text), /\b(?:half an|a half) hour\b/g, () => '30 min');
  t = replaceTracked(t, /\ban hour and a half\b/g, () => '1.5 hours');
  t = replaceTracked(t, /\ban hour\b/g, () => '1 hour');
  t = rangesForChineseDigitPairs(digitsForEnglishNumberWords(t));
  // "一個半小時", "한 시간 반": an hour and a half, counted before the half hour alone is read ("半小時").
  t = replaceTracked(t, /(\d|[一兩两二三四五])\s?(?:個|个)半(?:小[時时]|鐘頭|钟头)/g, (m) => `${hoursSaid[m[1]!] ?? m[1]}.5小時`);
  t = replaceTracked(t, /半(?:個|个)?小[時时]/g, () => '30分鐘');
  t = replaceTracked(t, /(\d|한|두|세|네) ?시간 ?반/g, (m) => `${hoursSaid[m[1]!] ?? m[1]}.5시간`);
  return digitsForCountingWordsTracked(t);
}

export interface FindQuantityOptions {
  /** The whole message answers this question: a bare number takes the field's usual unit. */
  answer?: boolean;
}

/**
 * Numbers with their unit for a field measuring `family`, anywhere in a message: sizes ("about 85 square
 * meters", "30坪", "25평", "800 sq ft", "6 by 3 metres" = 18 m²), ages ("30-year-old apartment",
 * "built in 1995", "屋齡30年", "30년 된 아파트"), distances and travel times ("30 minutes by car", "5公里"),
 * counts ("2-3 times", "twice"). In a story a number counts only with its unit ("2 adults" is no size);
 * in an answer (`options.answer`) a bare number takes the field's usual unit in the visitor's language and
 * says so (`unitAssumed`).
 */
export const findQuantities: (text: string, ctx: ParseContext, family: QuantityFamily, options?: FindQuantityOptions) => Found[] = remembered(
  readQuantities,
  (text, ctx, family, options = {}) => `${family}|${options.answer === true}|${contextKey(ctx)}|${text}`,
);

function readQuantities(text: string, ctx: ParseContext, family: QuantityFamily, options: FindQuantityOptions = {}): Found[] {
  const story = !options.answer;
  const t = prepare(text);
  const s = t.s;
  const taken: { start: number; end: number }[] = [...phoneSpans(s)];
  const money = /\d/.test(s) ? findMoney(text, ctx) : [];
  const found: { start: number; end: number; value: QuantityValue }[] = [];

  if (family === 'area') {
    for (const d of findDimensions(s, story, ctx)) {
      found.push(d);
      taken.push(d);
    }
  }
  const ages = findAges(s, ctx);
  if (family === 'age') {
    for (const a of ages) {
      const { before, after } = wordsAround(s, a.start, a.end);
      found.push({
        start: a.start,
        end: a.end,
        value: {
          kind: 'number_with_unit',
          amount: a.years,
          approximate: approximateAround(before, after) || approximateWithin(s.slice(a.start, a.end)),
          unit: 'years',
          unitAssumed: false,
          // "over 20 years old", "屋齡超過20年", "20년 넘은": the qualifier is kept with the number.
          ...(ageBound(s.slice(Math.max(0, a.start - 16), a.end + 8)) ? { bound: ageBound(s.slice(Math.max(0, a.start - 16), a.end + 8))! } : {}),
        },
      });
    }
    const terms = story ? newBuildingTermsInStory : newBuildingTerms;
    if (found.length === 0 && (!options.answer || scanNumbers(s).length === 0)) {
      for (const term of terms) {
        const at = findTerm(s, term);
        if (at >= 0) {
          found.push({ start: at, end: at + term.length, value: { kind: 'number_with_unit', amount: 0, approximate: false, unit: 'years', unitAssumed: false } });
          break;
        }
      }
    }
  }
  // An age is read once, and is not a size, a distance or a count.
  taken.push(...ages);

  // In a story "3 years" is not an age: only the ways of saying how old a building is count.
  const numbers = family === 'age' && story ? [] : scanNumbers(s).filter(
    (n) => !taken.some((span) => overlaps(span, n)) && !money.some((m) => overlaps(m, originalOf(t, n))),
  );
  const bare: { start: number; end: number; value: QuantityValue }[] = [];
  for (let i = 0; i < numbers.length; i += 1) {
    const first = numbers[i]!;
    let unit = unitAt(family, s.slice(first.end, first.end + 24));
    let last: NumberMatch = first;
    let end = first.end + (unit?.length ?? 0);
    let amount = first.value;
    let max: number | undefined;
    const next = numbers[i + 1];
    if (next && isRangeGap(s.slice(end, next.start), s.slice(Math.max(0, first.start - 40), first.start), /(?!)/g)) {
      const nextUnit = unitAt(family, s.slice(next.end, next.end + 24));
      if (nextUnit || unit || !story) {
        max = next.value;
        amount = lowerEndWithScale(first, next, next.value, s);
        if (nextUnit) unit = nextUnit;
        last = next;
        end = next.end + (nextUnit?.length ?? 0);
        i += 1;
      }
    }
    if (unit === null && (story || countedNoun.test(s.slice(last.end, last.end + 16)))) continue;
    // ("6 foot 2 wide": the number after feet is inches, no measure of its own.)
    if (unit === null && /(?:\bfoot|\bfeet|\bft|\d['’])\s*$/.test(s.slice(Math.max(0, first.start - 8), first.start))) continue;
    // ("새 집은 지금 집보다 딱 10평 넓은 34평이에요": by how much one is bigger is no size.)
    if (saidAsADifference(s, first.start, end)) continue;
    // ("LA에 산 지 14년 된 가족": the years since something else, as in `findAges`.)
    // (Not the years since it was built: "지어진 지 30년", "준공된 지 30년".)
    if (family === 'age' && /(?<!(?:지은|지어진|준공된|완공된) ?)지 ?$/.test(s.slice(Math.max(0, first.start - 6), first.start))) continue;
    // ("We're hoping for baby #2 in a couple years", "lived there for 6 years", "兩年後", "2년 후에": a time from now, or one
    // spent, is no age of the building.)
    if (family === 'age' && (yearsNotAgeBefore.test(s.slice(Math.max(0, first.start - 8), first.start)) || yearsNotAgeAfter.test(s.slice(end, end + 6)))) continue;
    // "our 2 yr old daughter": "N years old" that `findAges` did not take is a person's or a pet's age.
    if (family === 'age' && unit !== null && /^[ -]?old\b/.test(s.slice(end, end + 6))) continue;
    // "our kids Mila (7) and Theo (4)": a bare number after a person or a pet is their age, not the building's.
    if (family === 'age' && unit === null && ofLivingBeing(s.slice(Math.max(0, first.start - 48), first.start))) continue;
    // "현장 미팅은 두 번", "2 visits", "30 minutes": a number with another measure's unit is none of this one.
    if (unit === null && otherFamilyUnit(family, s.slice(last.end, last.end + 24))) continue;
    // "새벽 4시에", "at 9pm", "晚上九點": a time of day is no quantity.
    if (unit === null && /^\s*(?:시(?!간)|點|点|時(?!間)|am\b|pm\b|a\.m\.|p\.m\.|o'?clock\b|:\d{2})/.test(s.slice(last.end, last.end + 12))) continue;
    // "三民區", "七星潭": a numeral inside a name, not a bare number answering the question.
    if (unit === null && /^[零〇一二兩两三四五六七八九十百千]+$/.test(text.slice(originalOf(t, first).start, originalOf(t, first).end)) && /^[\p{Script=Han}]/u.test(s.slice(last.end, last.end + 1))) continue;
    // ("I think the 70s?", "the 1970s", "70년대", "90년대 후반", "70年代": a decade says when it was built, within ten years: no
    // age to file, though its 년/年 reads as the unit of years.)
    if (family === 'age' && /^(?:'?s\b|’s\b|\s?(?:년대|年代))/.test(s.slice(last.end, last.end + 4))) continue;
    if (family === 'age' && unit === null && Number.isInteger(amount) && amount >= 1900 && amount <= localToday(ctx).year) {
      amount = localToday(ctx).year - amount;
    }
    // ("1560* not 1650" to "how old is the property?": no building the visitor lives in is that old; a bare number past
    // any building's age is some other number, kept as said.)
    if (family === 'age' && unit === null && amount > 300) continue;
    const { before, after } = wordsAround(s, first.start, end);
    // ("Happy to drive over twice": "over" after a verb of coming is where to, no lower bound.)
    const bound = max === undefined ? boundOf(`${before.replace(comingOverBefore, '')} ${after}`) : undefined;
    const value = withSquareMeters({
      kind: 'number_with_unit',
      amount,
      ...(max !== undefined && max > amount ? { max } : {}),
      ...(bound ? { bound } : {}),
      approximate: approximateAround(before, after) || (unit !== null && andSome.test(s.slice(last.end))),
      unit: unit?.unit ?? defaultUnit(family, ctx.language, ctx.utcOffsetMinutes),
      unitAssumed: unit === null,
    });
    (unit === null ? bare : found).push({ start: first.start, end, value });
  }
  const all = found.length > 0 || story ? found : bare.slice(0, 1);
  return all
    .sort((a, b) => a.start - b.start)
    .map((f) => recognized(f.value, text, t, f.start, f.end));
}

function originalOf(t: TrackedText, n: { start: number; end: number }): { start: number; end: number } {
  return { start: t.starts[n.start]!, end: t.ends[n.end - 1]! };
}

/**
 * A number with its unit answering a question about `family`: "30坪", "about 85 m2", "25평", "3x3m",
 * "15 years" / "built in 2005" / "新成屋", "30 minutes by car", "2-3 times". A bare number takes the
 * field's usual unit in the visitor's language and says so (`unitAssumed`). "No preference" is null.
 */
export function parseQuantity(text: string, family: QuantityFamily, ctx: ParseContext): QuantityValue | null {
  if (isNoPreference(text)) return null;
  return findQuantities(text, ctx, family, { answer: true })[0]?.value ?? null;
}

