import type { Currency } from '@genie/contracts';
import { escaped } from '../parse/normalize-answer.ts';
import table from './currencies.json' with { type: 'json' };
import { allLanguages, type Spellings } from './reader.ts';

/**
 * The spellings of currencies that belong to no language: codes ("twd", "usd", "rmb", "nt") and symbols ("nt$", "a$",
 * "£", "₩"), each with the places it is read in (see `Spellings` in reader.ts). Data in currencies.json rather than a
 * TS table beside currencies.ts: it has the shape of each language's names (`currencies` in words/<language>/reader.json)
 * and is read with them by one builder, here in the reader's words; currencies.ts keeps what the product writes of a
 * currency (its symbol, its rate), this what the reader reads.
 *
 * Its order is the reading order: words that name two currencies are read as the one first here ("호주 달러" is AUD
 * before its 달러 is USD, "hk$" HKD before its "$" is a dollar, which is a fallback, read after every name).
 */
const neutral: Readonly<Record<Currency, Spellings>> = table.currencies;

/** The places a spelling may be read in (see `Spellings` in reader.ts); `around-after:` is followed by its characters. */
export const currencyPlaces = ['around', 'inside', 'around-after:', 'alone', 'before', 'after', 'after-alone', 'between'] as const;

interface Spelling {
  currency: Currency;
  text: string;
  places: string[];
}

const spellingsOf = (currency: Currency, words: Spellings | undefined): Spelling[] =>
  Object.entries(words ?? {}).map(([text, places]) => ({ currency, text, places: places.split(' ') }));

/** A spelling between word boundaries where it starts or ends with a letter or digit ("\baud\b", "\ba\$"), none before it `inside`. */
const bounded = (s: Spelling) => `${/^\w/.test(s.text) && !s.places.includes('inside') ? '\\b' : ''}${escaped(s.text)}${/\w$/.test(s.text) ? '\\b' : ''}`;

/** The patterns by which a spelling names its currency: anywhere, right after an amount, or as all the words read. */
const naming = (s: Spelling) =>
  s.places.flatMap((place) =>
    place === 'around' ? [bounded(s)]
      : place.startsWith('around-after:') ? [`(?<=${place.slice('around-after:'.length)} ?)${escaped(s.text)}`]
        : place === 'alone' ? [`^${escaped(s.text)}$`]
          : [],
  );

/** One place's patterns, the longest spelling first: the most specific ("nt dollars" before "nt", "nt$" before "$"). */
function alternatives(spellings: readonly Spelling[], patternOf: (s: Spelling) => string | null): string {
  return [...spellings]
    .sort((a, b) => b.text.length - a.text.length)
    .map(patternOf)
    .filter((p): p is string => p !== null)
    .join('|');
}

/**
 * The money reader's patterns of currencies (money.ts), built from the spellings of no language (currencies.json) and
 * each language's (`currencies` in words/<language>/reader.json), each written once:
 * - `named`: per currency, in reading order, what names it (`around`, `around-after:`, `alone`), each language's
 *   names with the codes and symbols; then each language's fallbacks, language by language ("$", "dollars" USD, 元 TWD);
 * - `tokens`: the spellings skipped between a range's two amounts (`between`), global, to replace;
 * - `before`: a spelling at the end of the words before an amount, a space at most after it (`before`);
 * - `after`: one at the start of the words after an amount, a space at most before it, before no letter (`after`,
 *   `after-alone`).
 */
function buildCurrencyReading() {
  const names = (Object.keys(neutral) as Currency[]).map(
    (currency) => [currency, [...spellingsOf(currency, neutral[currency]), ...allLanguages.flatMap((l) => spellingsOf(currency, l.currencies.names[currency]))]] as const,
  );
  const fallbacks = allLanguages.flatMap((l) => (Object.keys(l.currencies.fallbacks) as Currency[]).map((currency) => [currency, spellingsOf(currency, l.currencies.fallbacks[currency])] as const));
  const named: [Currency, RegExp][] = [...names, ...fallbacks]
    .map(([currency, spellings]) => [currency, spellings.flatMap(naming)] as const)
    .filter(([, patterns]) => patterns.length > 0)
    .map(([currency, patterns]) => [currency, new RegExp(patterns.join('|'))]);
  const all = [...names, ...fallbacks].flatMap(([, spellings]) => spellings);
  const at = (place: string, patternOf: (s: Spelling) => string) => alternatives(all, (s) => (s.places.includes(place) ? patternOf(s) : null));
  return {
    named,
    tokens: new RegExp(at('between', (s) => escaped(s.text)), 'g'),
    before: new RegExp(`(?:${at('before', bounded)}) ?$`),
    after: new RegExp(`^ ?(?:${alternatives(all, (s) => (s.places.includes('after') ? escaped(s.text) : s.places.includes('after-alone') ? `${escaped(s.text)}(?![a-z$])` : null))})(?![a-z])`),
  };
}

export const currencyReading = buildCurrencyReading();
