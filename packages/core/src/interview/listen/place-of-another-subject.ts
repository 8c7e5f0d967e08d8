import { allLanguages } from '../words/reader.ts';

/**
 * Places that belong to another subject than the work: where someone comes from, grew up or was born, a relative's
 * home, a trip, a competitor's or a supplier's town. The words right before a place and right after it are per-language
 * data (`placeOfAnotherSubject` in words/<language>/reader.json); every language's are read in every conversation:
 * visitors mix languages.
 */
const beforeWords = new RegExp(`(?:${allLanguages.flatMap((l) => l.placeOfAnotherSubject.before).join('|')})\\s*$`, 'iu');
const afterWords = new RegExp(`^(?:${allLanguages.flatMap((l) => l.placeOfAnotherSubject.after).join('|')})`, 'iu');

/** Whether the place at [start, end) of `said` (NFKC) is said as another subject's place. */
export function isPlaceOfAnotherSubject(said: string, start: number, end: number): boolean {
  const lower = said.toLowerCase();
  return beforeWords.test(lower.slice(Math.max(0, start - 40), start)) || afterWords.test(lower.slice(end, end + 32));
}
