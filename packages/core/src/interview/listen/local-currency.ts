import type { BriefValue, Currency } from '@genie/contracts';
import { escaped } from '../parse/normalize-answer.ts';
import clockTable from '../words/clock-currencies.json' with { type: 'json' };
import table from '../words/place-currencies.json' with { type: 'json' };

/**
 * The currency of the place the work is, where it counts in dollars of its own or in pounds (place-currencies.json, a
 * table by country, not by language: a Canadian writes "$" as a Taiwanese in Toronto writes "4000"): "Mississauga",
 * "North Vancouver", "多倫多", "시드니".
 */
// (Not a street named after one: "a storefront on NE Alberta St in Portland" is in Oregon.)
const streetAfter = String.raw`\s+(?:st|street|ave|avenue|rd|road|blvd|boulevard|dr|drive|way|ln|lane|pl|ct|hwy|highway)\b`;
const places = (Object.entries(table) as [Currency, string[]][]).map(([currency, names]) => ({
  currency,
  pattern: new RegExp(`(?:^|[^\\p{L}])(?:${names.map(escaped).join('|')})(?![\\p{L}])(?!${streetAfter})`, 'iu'),
}));

/** The country's currency of a place ("North Vancouver" → CAD), if the table knows it. */
export function currencyOfPlace(place: string): Currency | null {
  const said = place.normalize('NFKC');
  return places.find((p) => p.pattern.test(said))?.currency ?? null;
}

const clocks = (Object.entries(clockTable) as [string, unknown][]).filter(([key]) => !key.startsWith('$')) as [Currency, [number, number][]][];

/**
 * The dollars of a visitor's clock, where no place says whose (clock-currencies.json): "$5,500" typed in Ballarat at
 * UTC+11 is Australian dollars, as it is in Sydney. Only offsets that no country counting in US dollars shares.
 */
export function currencyOfTheClock(utcOffsetMinutes: number): Currency | null {
  return clocks.find(([, spans]) => spans.some(([from, to]) => utcOffsetMinutes >= from && utcOffsetMinutes <= to))?.[0] ?? null;
}

const shared = clockTable.$shared as { offsets: number[]; currencies: string[] }[];
/** Per currency of a shared clock, the marks of the way its country writes (`$writtenIn`). */
const writtenIn = (Object.entries(clockTable.$writtenIn) as [Currency, string[]][]).map(([currency, marks]) => ({ currency, marks }));

/**
 * The dollars of a visitor whose clock several countries keep, none of them counting in US dollars (+8: Perth, Singapore,
 * Hong Kong), when the story names places of one of them only: "…down in Margaret River … an agency in Perth" at +8 is
 * Australian dollars; or, naming none, is written in the way of one of them only (`$writtenIn`: written Cantonese is Hong
 * Kong's).
 */
export function currencyOfTheClockAndStory(utcOffsetMinutes: number, story: string): Currency | null {
  const among = shared.find(({ offsets: [from = 0, to = 0] }) => utcOffsetMinutes >= from && utcOffsetMinutes <= to)?.currencies;
  if (!among) return null;
  const said = story.normalize('NFKC');
  const named = places.filter((p) => among.includes(p.currency) && p.pattern.test(said)).map((p) => p.currency);
  if (named.length > 0) return named.length === 1 ? named[0]! : null;
  // ("Hi~ I'm Carmen Lau … we bought a 二手 flat in Tai Wai … 實用面積 468呎": no place of the table named, but written Cantonese.)
  const written = writtenIn.filter(({ currency, marks }) => among.includes(currency) && marks.some((mark) => said.includes(mark))).map((w) => w.currency);
  return written.length === 1 ? written[0]! : null;
}


/** A dollar sign said with no country's mark: "$8k", "$90,000" (not "US$", "USD", "CA$", "A$"). */
const bareDollar = /(?<![a-z])\$/i;
const countryMark = /\b(?:us|usd|u\.s\.?|american)\b|us\$|美金|美元|미국/i;

/**
 * A budget in the local currency (of the place the work is, else of the visitor's clock), when the visitor named none of
 * its own: a bare "$" ("$8k" in Mississauga is Canadian dollars; a pound is no dollar) or dollars assumed with no
 * currency at all ("around 120k for the fitout" in Halifax). Any other value is as read.
 */
export function inLocalCurrency(value: BriefValue, words: string, local: Currency | null): BriefValue {
  if (value.kind !== 'money' || !local || local === value.currency) return value;
  const dollarsOnly = value.currency === 'USD' && !value.currencyAssumed && bareDollar.test(words) && !countryMark.test(words);
  if (dollarsOnly && local !== 'GBP') return { ...value, currency: local };
  // (Only dollars assumed: an amount in 萬 or 만 was read in the visitor's own money, whose scale another currency has not.)
  if (value.currency === 'USD' && value.currencyAssumed) return { ...value, currency: local };
  return value;
}
