import type { Language } from '@genie/contracts';

/** What a parser may know besides the words: the visitor's language and the moment of the answer. */
export interface ParseContext {
  language: Language;
  now: Date;
  /** The visitor's offset from UTC, so "tomorrow" is the visitor's tomorrow. */
  utcOffsetMinutes: number;
}

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

export function localToday(ctx: ParseContext): CalendarDay {
  const local = new Date(ctx.now.getTime() + ctx.utcOffsetMinutes * 60_000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}
