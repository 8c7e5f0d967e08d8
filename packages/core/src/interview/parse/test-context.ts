import type { Language } from '@genie/contracts';
import type { ParseContext } from './parse-context.ts';

/** Tuesday 20 January 2026, 10:00 in Taipei and 11:00 in Seoul (02:00 UTC). */
export const NOW = new Date('2026-01-20T02:00:00Z');

export function ctx(language: Language, now: Date = NOW): ParseContext {
  return { language, now, utcOffsetMinutes: language === 'ko-KR' ? 540 : 480 };
}
