import { languageFromBrowser, isLanguage, type Language } from '@genie/contracts';

/** Spec §4: the preference is kept in local storage (one key for the designer's app and the visitor's pages). */
export const LANGUAGE_KEY = 'language';

export function initialLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    /* storage unavailable: fall through to the browser language */
  }
  return languageFromBrowser(navigator.language);
}

/** Remembers the choice; without storage it still applies to this page. */
export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    /* the choice still applies to this page */
  }
}
