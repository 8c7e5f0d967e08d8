import { currencies } from '@genie/contracts';
import { describe, expect, it } from 'vitest';
import { currencyPlaces, currencyReading } from './currencies.ts';
import table from './currencies.json' with { type: 'json' };
import { languageWords } from './reader.ts';

const { named, tokens, before, after } = currencyReading;
const currencyOf = (words: string) => named.find(([, pattern]) => pattern.test(words))?.[0] ?? null;

/** Every spelling of a currency, of no language and of each, with where it is written. */
const spellings: [string, string, string, string][] = [
  ...Object.entries(table.currencies).flatMap(([currency, words]) => Object.entries(words).map(([text, places]) => ['currencies.json', currency, text, places] as [string, string, string, string])),
  ...Object.entries(languageWords).flatMap(([language, words]) =>
    (['names', 'fallbacks'] as const).flatMap((group) =>
      Object.entries(words.currencies[group]).flatMap(([currency, spelled]) => Object.entries(spelled ?? {}).map(([text, places]) => [`${language} ${group}`, currency, text, places] as [string, string, string, string])),
    ),
  ),
];

describe("the currencies' spellings (words/currencies.json, `currencies` in each reader.json)", () => {
  it('names every currency a brief may hold, in lower case, each spelling once, each place a known one', () => {
    expect(Object.keys(table.currencies).sort()).toEqual([...currencies].sort());
    for (const [at, currency, text, places] of spellings) {
      expect(currencies, at).toContain(currency);
      expect(text, at).toBe(text.normalize('NFKC').toLowerCase().trim());
      for (const place of places.split(' ')) expect(currencyPlaces.some((known) => (known.endsWith(':') ? place.startsWith(known) : place === known)), `${at} ${text}: ${place}`).toBe(true);
    }
    const texts = spellings.map(([, , text]) => text);
    expect(texts.filter((text, i) => texts.indexOf(text) !== i)).toEqual([]);
  });

  it.each([
    // The most specific first: a name before the fallback it holds, codes and symbols whole.
    ['nt$', 'TWD'],
    ['hk$', 'HKD'],
    ['a$', 'AUD'],
    ['$', 'USD'],
    ['aud', 'AUD'],
    ['audit', null],
    ['australian dollars', 'AUD'],
    ['dollars', 'USD'],
    ['bucks', 'USD'],
    ['澳元', 'AUD'],
    ['元', 'TWD'],
    ['塊', 'TWD'],
    ['호주 달러', 'AUD'],
    ['호주달러', 'AUD'],
    ['달러', 'USD'],
    // "nt" alone; Korean 불, 원, 엔 only right after an amount (or as the word written after it).
    ['nt', 'TWD'],
    ['nth', null],
    ['3천 불', 'USD'],
    ['불', 'USD'],
    ['불고기', null],
    ['5만원', 'KRW'],
    ['원하는', null],
    ['5000엔', 'JPY'],
    ['엔진', null],
    // A name before another currency's fallback in the same words.
    ['100 aud or 3000元', 'AUD'],
  ] as const)('"%s" names %s', (words, currency) => {
    expect(currencyOf(words)).toBe(currency);
  });

  it.each([
    ['預算 nt$ ', 'nt$ '],
    ['about $', '$'],
    ['台幣', '台幣'],
    ['audit ', null],
  ] as const)('a currency right before an amount, at the end of "%s": %s', (words, found) => {
    expect(before.exec(words)?.[0] ?? null).toBe(found);
  });

  it.each([
    [' nt dollars', ' nt dollars'],
    [' nt', ' nt'],
    ['ntd', 'ntd'],
    [' nth', null],
    [' euros', ' euros'],
    ['台幣', '台幣'],
    [' 호주 달러', ' 호주 달러'],
    ['불이', '불'],
    [' wonderful', null],
  ] as const)('a currency right after an amount, at the start of "%s": %s', (words, found) => {
    expect(after.exec(words)?.[0] ?? null).toBe(found);
  });

  it('skips a currency between the two amounts of a range', () => {
    expect('-nt$'.replace(tokens, '')).toBe('-');
    expect('元到'.replace(tokens, '')).toBe('到');
  });
});
