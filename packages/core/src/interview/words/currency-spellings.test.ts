import { currencies } from '@genie/contracts';
import { describe, expect, it } from 'vitest';
import { currencyReading } from './currency-spellings.ts';
import table from './currency-spellings.json' with { type: 'json' };
import { languageWords, type CurrencySpellings } from './reader.ts';

const { named, tokens, before, after } = currencyReading;
const currencyOf = (words: string) => named.find(([, pattern]) => pattern.test(words))?.[0] ?? null;

const groups = ['names', 'afterAnAmountOnly', 'fallbacks'] as const;
const sources: [string, CurrencySpellings][] = [['currency-spellings.json', table], ...Object.entries(languageWords).map(([language, words]): [string, CurrencySpellings] => [language, words.currencies])];
/** Every spelling of a currency, of no language and of each, with where it is written. */
const spellings = sources.flatMap(([source, spelled]) =>
  groups.flatMap((group) => Object.entries(spelled[group]).flatMap(([currency, texts]) => (texts ?? []).map((text) => ({ at: `${source} ${group} ${currency}`, currency, text })))),
);

describe("the currencies' spellings (words/currency-spellings.json, `currencies` in each reader.json)", () => {
  it('has the groups of a language in currency-spellings.json, and names every currency a brief may hold there, in reading order', () => {
    expect(Object.keys(table).sort()).toEqual([...groups].sort());
    expect(Object.keys(table.names).sort()).toEqual([...currencies].sort());
    for (const [, words] of Object.entries(languageWords)) expect(typeof words.currencies.namesBeforeAnAmount).toBe('boolean');
  });

  it('writes each spelling once, as said, in lower case, of a currency a brief may hold', () => {
    for (const { at, currency, text } of spellings) {
      expect(currencies, at).toContain(currency);
      expect(text, at).toBe(text.normalize('NFKC').toLowerCase().trim());
      expect(text, at).not.toBe('');
    }
    const texts = spellings.map(({ text }) => text);
    expect(texts.filter((text, i) => texts.indexOf(text) !== i)).toEqual([]);
  });

  it('reads every name and fallback in every place a currency is read, each name as its own currency', () => {
    for (const { at, currency, text } of spellings) {
      expect(currencyOf(text), at).toBe(currency);
      expect(after.exec(` ${text}`)?.[0], at).toBe(` ${text}`);
      if (!at.includes('afterAnAmountOnly')) expect(`-${text}-`.replace(tokens, ''), at).toBe('--');
    }
  });

  it("reads a language's names right before an amount only where it writes them there, and no fallback word", () => {
    const readBefore = (text: string) => before.exec(`預算 ${text} `)?.[0] === `${text} `;
    for (const { at, text } of spellings) {
      const [source, group] = at.split(' ');
      const expected = source === 'currency-spellings.json' ? group !== 'afterAnAmountOnly' : group === 'names' && languageWords[source as keyof typeof languageWords].currencies.namesBeforeAnAmount;
      expect(readBefore(text), at).toBe(expected);
      // (money.ts looks for one in the 8 characters before an amount.)
      if (expected) expect(text.length, at).toBeLessThan(8);
    }
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
    ['taiwan dollars', 'TWD'],
    ['dollars', 'USD'],
    ['bucks', 'USD'],
    ['澳元', 'AUD'],
    ['紐元5000', 'NZD'],
    ['元', 'TWD'],
    ['塊', 'TWD'],
    ['호주 달러', 'AUD'],
    ['호주달러', 'AUD'],
    ['홍콩달러', 'HKD'],
    ['달러', 'USD'],
    // Said only right after an amount (or as the word written after it): "nt", Korean 불, 원, 엔.
    ['nt', 'TWD'],
    ['500 nt', 'TWD'],
    ['nth', null],
    ['want$500', 'USD'],
    ['3천 불', 'USD'],
    ['불', 'USD'],
    ['불고기', null],
    ['5만원', 'KRW'],
    ['원', 'KRW'],
    ['원하는', null],
    ['하지만 원래', null],
    ['5000엔', 'JPY'],
    ['엔진', null],
    ['백엔드', null],
    // A name before another currency's fallback in the same words.
    ['100 aud or 3000元', 'AUD'],
  ] as const)('"%s" names %s', (words, currency) => {
    expect(currencyOf(words)).toBe(currency);
  });

  it.each([
    ['預算 nt$ ', 'nt$ '],
    ['about $', '$'],
    ['台幣', '台幣'],
    ['預算紐元', '紐元'],
    ['預算港元 ', '港元 '],
    ['audit ', null],
    // (English and Korean say a currency's name after the amount; a fallback word is said after it.)
    ['we won ', null],
    ['dollars ', null],
    ['公元', null],
    ['유로 ', null],
    ['nt ', null],
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
    ['紐元', '紐元'],
    [' 호주 달러', ' 호주 달러'],
    [' 대만 달러', ' 대만 달러'],
    ['불이', '불'],
    ['원이고요', '원'],
    [' wonderful', null],
  ] as const)('a currency right after an amount, at the start of "%s": %s', (words, found) => {
    expect(after.exec(words)?.[0] ?? null).toBe(found);
  });

  it('skips a currency between the two amounts of a range', () => {
    expect('-nt$'.replace(tokens, '')).toBe('-');
    expect('元到'.replace(tokens, '')).toBe('到');
    expect('块到'.replace(tokens, '')).toBe('到');
    expect(' bucks to '.replace(tokens, '')).toBe('  to ');
    expect(' wonderful '.replace(tokens, '')).toBe(' wonderful ');
  });
});
