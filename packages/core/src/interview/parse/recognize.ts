import type { BriefValue } from '@genie/contracts';
import { parseDate } from './date.ts';
import { parseMoney } from './money.ts';
import type { ParseContext } from './parse-context.ts';
import { parseQuantity, type QuantityFamily } from './quantity.ts';

/** A value found inside a visitor's message, with where it was written (offsets in the original text). */
export interface Recognized<V extends BriefValue = BriefValue> {
  value: V;
  start: number;
  /** Exclusive. */
  end: number;
  /** The visitor's words for it: `text.slice(start, end)` of the message. */
  text: string;
}

type MoneyValue = Extract<BriefValue, { kind: 'money' }>;
type QuantityValue = Extract<BriefValue, { kind: 'number_with_unit' }>;
type DateValue = Extract<BriefValue, { kind: 'date' }>;
type FreeTextValue = Extract<BriefValue, { kind: 'free_text' }>;

interface Clause {
  text: string;
  start: number;
  end: number;
}

/** The message cut at sentence and clause punctuation (never inside "2,000" or "1.5"). */
function clausesOf(text: string): Clause[] {
  const out: Clause[] = [];
  const boundary = /(?<!\d)[,.](?!\d)|(?<=\d)[,.](?!\d)|(?<!\d)[,.](?=\d)|[;；。，、!?！？\n]|\band\b|그리고|而且|還有|还有/g;
  let from = 0;
  for (const m of text.matchAll(boundary)) {
    push(from, m.index);
    from = m.index + m[0].length;
  }
  push(from, text.length);
  return out;

  function push(start: number, end: number): void {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed) out.push({ text: trimmed, start: start + lead, end: start + lead + trimmed.length });
  }
}

function found<V extends BriefValue>(value: V, clause: Clause): Recognized<V> {
  return { value, start: clause.start, end: clause.end, text: clause.text };
}

const currencyOrScale = /nt\$|hk\$|us\$|\bntd\b|\btwd\b|\busd\b|\bkrw\b|\beur\b|\bjpy\b|\brmb\b|\bcny\b|\bhkd\b|台幣|臺幣|美金|美元|韓元|人民幣|港幣|歐元|日幣|[$₩€¥元원萬万億亿만억]|\d\s*(?:k|m|mil|million|billion|thousand|grand)\b/i;

/** Amounts of money in a sentence: "around 1.5 million NTD", "150萬", "1억 5천만 원". */
export function findMoney(text: string, ctx: ParseContext): Recognized<MoneyValue>[] {
  return clausesOf(text).flatMap((clause) => {
    if (!currencyOrScale.test(clause.text)) return [];
    const value = parseMoney(clause.text, ctx);
    return value ? [found(value, clause)] : [];
  });
}

/** Sizes, distances, ages or counts written with their unit: "85 square meters", "30-year-old", "20분". */
export function findQuantities(text: string, ctx: ParseContext, family: QuantityFamily): Recognized<QuantityValue>[] {
  return clausesOf(text).flatMap((clause) => {
    const value = parseQuantity(clause.text, family, ctx);
    return value && !value.unitAssumed ? [found(value, clause)] : [];
  });
}

/** Dates and timeframes: "by March 2027", "明年六月", "내년 3월", "ASAP". */
export function findDates(text: string, ctx: ParseContext): Recognized<DateValue>[] {
  return clausesOf(text).flatMap((clause) => {
    const value = parseDate(clause.text, ctx);
    return value ? [found(value, clause)] : [];
  });
}

const urlPattern = /\b(?:https?:\/\/|www\.)[^\s<>"'，。、）)]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|co|tw|kr|app|dev|design|studio|shop|store)(?:\/[^\s<>"'，。、）)]*)?/gi;
const emailPattern = /[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,8}/gi;

function matches(text: string, pattern: RegExp): Recognized<FreeTextValue>[] {
  return [...text.matchAll(pattern)].map((m) => {
    const written = m[0].replace(/[.,!?;:]+$/, '');
    return { value: { kind: 'free_text', text: written }, start: m.index, end: m.index + written.length, text: written };
  });
}

/** E-mail addresses. */
export function findEmails(text: string): Recognized<FreeTextValue>[] {
  return matches(text, emailPattern);
}

/** Web addresses ("https://…", "www.…", "studio-lin.com/work"), not the domain of an e-mail address. */
export function findUrls(text: string): Recognized<FreeTextValue>[] {
  const emails = findEmails(text);
  return matches(text, urlPattern).filter((u) => !emails.some((e) => u.start < e.end && e.start < u.end));
}
