import type { Currency } from '@genie/contracts';
import { escaped } from '../parse/normalize-answer.ts';
import table from './currency-spellings.json' with { type: 'json' };
import { allLanguages, type CurrencySpellings } from './reader.ts';

/**
 * The spellings of currencies that belong to no language: codes ("twd", "usd", "rmb", "nt") and symbols ("nt$", "a$",
 * "£", "₩", and "$", a fallback), in the groups of each language's (see `CurrencySpellings` in reader.ts). Data in
 * currency-spellings.json rather than a TS table: it has the shape of each language's names (`currencies` in
 * words/<language>/reader.json) and is read with them by one builder, here in the reader's words. The product's own
 * currencies.ts (src/currencies.ts) keeps what the product writes of a currency (its symbol, its rate); this file, what
 * the reader reads.
 *
 * The order of its `names` is the reading order: words that name two currencies are read as the one first there
 * ("호주 달러" is AUD before its 달러 is USD, "hk$" HKD before its "$" is a dollar, which is a fallback, read after every
 * name).
 */
const neutral: CurrencySpellings = table;

/**
 * Where an amount ends, right before a spelling said only after one (`afterAnAmountOnly`): a figure, and the number
 * words of a scale that may follow it (numbers.ts): "3천 불", "5만원", "5000엔", "5萬 nt"; not "백엔드", "인천엔".
 */
const amountEnd = '\\d[十百千萬万億亿십백천만억]*';

interface Spelling {
  currency: Currency;
  text: string;
  /** Said only right after an amount (`afterAnAmountOnly`). */
  afterAnAmountOnly: boolean;
  /** Read right before an amount too: a code or a symbol, or the name of a language that writes it there. */
  before: boolean;
}

const spelled = (currency: Currency, texts: readonly string[] | undefined, kind: Omit<Spelling, 'currency' | 'text'>): Spelling[] =>
  (texts ?? []).map((text) => ({ currency, text, ...kind }));

/** A spelling, with a word's end after it where it ends with a letter or digit ("aud\b"; "won", not "won't"). */
const ended = (text: string) => `${escaped(text)}${/\w$/.test(text) ? "(?![\\w'’])" : ''}`;
/** A spelling between word boundaries where it starts or ends with a letter or digit: "\baud\b", "\ba\$", "澳元". */
const bounded = (text: string) => `${/^\w/.test(text) ? '\\b' : ''}${ended(text)}`;

/** What says a spelling names its currency: anywhere; one said only after an amount, there ("3천 불") or as all the words read ("불"). */
const naming = (s: Spelling) => (s.afterAnAmountOnly ? [`(?<=${amountEnd} ?)${ended(s.text)}`, `^${escaped(s.text)}$`] : [bounded(s.text)]);

/** Alternatives, the longest spelling first: the most specific ("nt dollars" before "nt", "nt$" before "$"). */
const longestFirst = (spellings: readonly Spelling[], patternOf: (s: Spelling) => string) =>
  [...spellings]
    .sort((a, b) => b.text.length - a.text.length)
    .map(patternOf)
    .join('|');

/**
 * The money reader's patterns of currencies (money.ts), built from the spellings of no language (currency-spellings.json) and
 * each language's (`currencies` in words/<language>/reader.json), each written once:
 * - `named`: per currency, in reading order (currency-spellings.json's), what names it: its names of every language and of
 *   none, anywhere, and those said only after an amount there or alone; then the fallbacks, currency-spellings.json's and each
 *   language's in turn ("$", "dollars" USD; 元 TWD);
 * - `tokens`: a currency between a range's two amounts, to skip (global): every spelling but those said only after
 *   an amount, which the first amount has taken in;
 * - `before`: a currency at the end of the words before an amount, a space at most after it: the codes and symbols,
 *   and the names of a language that writes them before an amount (`namesBeforeAnAmount`; no fallback word);
 * - `after`: one at the start of the words after an amount, a space at most before it, before no letter nor apostrophe
 *   ("won't" names no won): every spelling.
 * Latin spellings stand between word boundaries ("aud" is not in "audit"), but at an amount's side (`after`).
 */
function buildCurrencyReading() {
  const readingOrder = Object.keys(neutral.names) as Currency[];
  // (Codes and symbols are written on either side of an amount, "NT$500", "500 NTD", "$5k"; a language's fallback
  // words after it: "公元2024年" is no NT$2,024.)
  const sources = [
    { spellings: neutral, namesBefore: true, fallbacksBefore: true },
    ...allLanguages.map((l) => ({ spellings: l.currencies, namesBefore: l.currencies.namesBeforeAnAmount, fallbacksBefore: false })),
  ];
  const names = readingOrder.map((currency) => ({
    currency,
    spellings: sources.flatMap(({ spellings, namesBefore }) => [
      ...spelled(currency, spellings.names[currency], { afterAnAmountOnly: false, before: namesBefore }),
      ...spelled(currency, spellings.afterAnAmountOnly[currency], { afterAnAmountOnly: true, before: false }),
    ]),
  }));
  const fallbacks = sources.flatMap(({ spellings, fallbacksBefore }) =>
    (Object.keys(spellings.fallbacks) as Currency[]).map((currency) => ({
      currency,
      spellings: spelled(currency, spellings.fallbacks[currency], { afterAnAmountOnly: false, before: fallbacksBefore }),
    })),
  );
  const all = [...names, ...fallbacks].flatMap((c) => c.spellings);
  return {
    named: [...names, ...fallbacks]
      .filter((c) => c.spellings.length > 0)
      .map(({ currency, spellings }): [Currency, RegExp] => [currency, new RegExp(spellings.flatMap(naming).join('|'))]),
    tokens: new RegExp(longestFirst(all.filter((s) => !s.afterAnAmountOnly), (s) => bounded(s.text)), 'g'),
    before: new RegExp(`(?:${longestFirst(all.filter((s) => s.before), (s) => bounded(s.text))}) ?$`),
    after: new RegExp(`^ ?(?:${longestFirst(all, (s) => escaped(s.text))})(?![a-z'’])`),
  };
}

export const currencyReading = buildCurrencyReading();

