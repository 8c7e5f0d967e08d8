import type { Currency, Language } from '@genie/contracts';
import { currencySymbols } from '../currencies.ts';

/** Formatting shared by the rules' sentences: quotes, lists, money, dates, numbers. */

/** The client's words, shortened and in the language's quotation marks. */
export function quote(text: string, language: Language, max = 140): string {
  // Closing punctuation stays outside: the sentence around the quote ends it.
  const clean = text.replace(/\s+/g, ' ').trim().replace(/^["“「『]+|["”」』]+$/g, '').replace(/[.。]+$/, '');
  const short = clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
  return language === 'zh-TW' ? `「${short}」` : `“${short}”`;
}

export function list(items: readonly string[], language: Language): string {
  if (items.length <= 1) return items[0] ?? '';
  if (language === 'ko-KR') return items.join(', ');
  const head = items.slice(0, -1);
  const last = items.at(-1)!;
  return language === 'zh-TW' ? `${head.join('、')}與${last}` : `${head.join(', ')} and ${last}`;
}

/** "Clean lines" → "clean lines" inside an English sentence ("LED light" stays). */
export function inSentence(label: string, language: Language): string {
  if (language !== 'en-US') return label;
  return /^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label;
}

export function number(n: number, language: Language, maximumFractionDigits = 0): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits }).format(n);
}

/** A computed amount rounded to three significant digits (15,125 → 15,100): an estimate, not a quote. */
export function money(amount: number, currency: Currency, language: Language): string {
  const digits = Math.max(0, Math.floor(Math.log10(Math.max(1, Math.abs(amount)))) - 2);
  const rounded = Math.round(amount / 10 ** digits) * 10 ** digits;
  return `${currencySymbols[currency]}${number(rounded, language)}`;
}

export function day(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
}

/** Sentences joined as the language writes them (Chinese needs no space after 。). */
export function sentences(parts: readonly string[], language: Language): string {
  return parts.filter(Boolean).join(language === 'zh-TW' ? '' : ' ');
}

/** Cuts a text to `max` characters at a sentence end when one is near, else with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('。'), cut.lastIndexOf('! '));
  return end > max * 0.6 ? cut.slice(0, end + 1).trimEnd() : `${cut.trimEnd()}…`;
}

/** Chinese text with a space between Chinese and Latin words ("回覆 Mei Chen 並"), as the chat writes it. */
export function spacedLatin(text: string): string {
  return text.replace(/([\u4e00-\u9fff])([A-Za-z])/g, '$1 $2').replace(/([A-Za-z])([\u4e00-\u9fff])/g, '$1 $2');
}
