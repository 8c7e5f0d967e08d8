import type { Language } from '@genie/contracts';
import enUS from './en-US/mails.json' with { type: 'json' };
import koKR from './ko-KR/mails.json' with { type: 'json' };
import zhTW from './zh-TW/mails.json' with { type: 'json' };

/**
 * What the server writes in the designer's or visitor's language (mails, the PDF report), one JSON
 * folder per language beside this file: `i18n/<language>/mails.json`. English gives the shape; every
 * language must have every key (the type below refuses a missing one), so a new language is a folder.
 * Placeholders in braces ({name}, {plan}, …) are filled by `fill`.
 */
export type ServerStrings = typeof enUS;

export const serverStrings: Readonly<Record<Language, ServerStrings>> = { 'en-US': enUS, 'zh-TW': zhTW, 'ko-KR': koKR };

/** Fills `{key}` placeholders; an unknown key stays as written. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
