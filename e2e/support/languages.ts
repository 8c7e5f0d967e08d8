/**
 * The languages a journey repeated per language is driven in. Every run drives every language: the journeys take turns
 * (each names its `turn`), so the three languages are spread over them, and each journey runs once. With
 * E2E_EVERY_LANGUAGE=1 each runs in all three (the full matrix, for a change to translations or to one of these screens).
 * The per-language screens and catalogues are also checked whole by the unit tests (every key in every language).
 */
export const everyLanguage = process.env.E2E_EVERY_LANGUAGE === '1';

export function journeyLanguages<T>(all: readonly T[], turn: number): readonly T[] {
  return everyLanguage ? all : [all[turn % all.length]!];
}

/**
 * Screens are saved for people to look at: on a developer's machine always, in CI (where nobody opens them and the two
 * cores are the run's limit) only with E2E_SCREENSHOTS=1 (see `screenshot` in fixtures.ts).
 */
export const screensKept = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

/**
 * The languages one screen is looked at in, within a journey ("the same section in each language"): all of them wherever
 * the screens are kept for people to look at, or with E2E_EVERY_LANGUAGE=1; otherwise (CI) one, the call sites taking
 * turns as `journeyLanguages` does, so each run still looks at every screen and every language.
 */
export function screenLanguages<T>(all: readonly T[], turn: number): readonly T[] {
  return screensKept ? all : journeyLanguages(all, turn);
}
