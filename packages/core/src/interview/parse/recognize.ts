import type { BriefValue } from '@genie/contracts';
import { findDates } from './date.ts';
import { overlaps, type Recognized } from './recognized.ts';
import { findMoney } from './money.ts';
import type { ParseContext } from './parse-context.ts';
import { phoneSpans } from './phone.ts';
import { findQuantities, type QuantityFamily } from './quantity.ts';
import { trackText, originalSpan } from './tracked-text.ts';
import { topLevelDomain } from './web-address.ts';

/**
 * The recognisers: values found INSIDE a free message with several facts, each with the visitor's
 * words and where they are (`start`/`end` in the original text). The whole-answer parsers (`parseMoney`,
 * `parseQuantity`, `parseDate`) read typed answers with the same code.
 */
export { findDates, findMoney, findQuantities };
export type { Recognized };

type FreeTextValue = Extract<BriefValue, { kind: 'free_text' }>;

const emailPattern = /[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,8}/gi;
const urlPattern = new RegExp(
  `\\b(?:https?:\\/\\/|www\\.)[^\\s<>"'，。、）)]{1,2000}|(?<!@)\\b[a-z0-9][a-z0-9-]{0,62}(?:\\.[a-z0-9-]{1,63}){0,4}\\.${topLevelDomain}\\b(?:\\/[^\\s<>"'，。、）)]{0,2000})?`,
  'gi',
);

function matches(text: string, pattern: RegExp): Recognized<FreeTextValue>[] {
  return [...text.matchAll(pattern)].map((m) => {
    const written = m[0].replace(/[.,!?;:]+$/, '');
    return { value: { kind: 'free_text', text: written }, start: m.index, end: m.index + written.length, text: written };
  });
}

/** E-mail addresses: "hello@studio-lin.com". */
export function findEmails(text: string): Recognized<FreeTextValue>[] {
  return matches(text, emailPattern);
}

/** Web addresses: "https://…", "www.…", "studio-lin.com/work"; not the domain of an e-mail address. */
export function findUrls(text: string): Recognized<FreeTextValue>[] {
  const emails = findEmails(text);
  return matches(text, urlPattern).filter((u) => !emails.some((e) => overlaps(u, e)));
}

/** Phone numbers: "0912-345-678", "+82 10 1234 5678" (kept as written). */
export function findPhones(text: string): Recognized<FreeTextValue>[] {
  const t = trackText(text);
  return phoneSpans(t.s).map((p) => {
    const span = originalSpan(t, p.start, p.end);
    const written = text.slice(span.start, span.end);
    return { value: { kind: 'free_text', text: written }, start: span.start, end: span.end, text: written };
  });
}

/** Every value of every kind in one message; no two overlap (the first kind listed wins). */
export interface RecognizedValues {
  emails: Recognized<FreeTextValue>[];
  urls: Recognized<FreeTextValue>[];
  phones: Recognized<FreeTextValue>[];
  age: Recognized<Extract<BriefValue, { kind: 'number_with_unit' }>>[];
  area: Recognized<Extract<BriefValue, { kind: 'number_with_unit' }>>[];
  money: Recognized<Extract<BriefValue, { kind: 'money' }>>[];
  dates: Recognized<Extract<BriefValue, { kind: 'date' }>>[];
  distance: Recognized<Extract<BriefValue, { kind: 'number_with_unit' }>>[];
  count: Recognized<Extract<BriefValue, { kind: 'number_with_unit' }>>[];
}

/**
 * All recognisers over one message: "We just bought a 30-year-old apartment, about 85 square meters;
 * budget 1.5 million NTD, move in by March 2027" gives an age, an area, an amount and a date, each
 * once ("30-year-old" is an age, not a date; "2 adults" is no area; a phone number is no money).
 */
export function recognizeAll(text: string, ctx: ParseContext): RecognizedValues {
  const taken: { start: number; end: number }[] = [];
  function keep<V extends BriefValue>(found: Recognized<V>[]): Recognized<V>[] {
    const kept = found.filter((f) => !taken.some((t) => overlaps(t, f)));
    taken.push(...kept);
    return kept;
  }
  const families: QuantityFamily[] = ['age', 'area'];
  const [age, area] = families.map((family) => findQuantities(text, ctx, family));
  return {
    emails: keep(findEmails(text)),
    urls: keep(findUrls(text)),
    phones: keep(findPhones(text)),
    age: keep(age!),
    area: keep(area!),
    money: keep(findMoney(text, ctx)),
    dates: keep(findDates(text, ctx)),
    distance: keep(findQuantities(text, ctx, 'distance')),
    count: keep(findQuantities(text, ctx, 'count')),
  };
}
