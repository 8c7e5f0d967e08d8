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
