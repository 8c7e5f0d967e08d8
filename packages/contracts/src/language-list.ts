/** The app's languages and how a browser's language maps to one (no zod: the visitor's first load imports this). */
export const languages = ['en-US', 'zh-TW', 'ko-KR'] as const;
export type Language = (typeof languages)[number];
/** Short codes of spec §3 ("en, ch, kr") as stored values. */
export const languageByShortCode = { en: 'en-US', ch: 'zh-TW', kr: 'ko-KR' } as const satisfies Record<
  string,
  Language
>;

/** Spec §4: a browser language starting en, zh or ko maps to en-US, zh-TW, ko-KR, otherwise en-US. */
export function languageFromBrowser(tag: string | undefined | null): Language {
  const t = (tag ?? '').toLowerCase();
  if (t.startsWith('zh')) return 'zh-TW';
  if (t.startsWith('ko')) return 'ko-KR';
  return 'en-US';
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}
