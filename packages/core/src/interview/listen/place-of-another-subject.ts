import { escaped } from '../parse/normalize-answer.ts';
import { allLanguages } from '../words/reader.ts';

/**
 * Places that belong to another subject than the work: where someone comes from, grew up or was born, a relative's
 * home, a trip, a competitor's or a supplier's town. The words right before a place and right after it are per-language
 * data (`placeOfAnotherSubject` in words/<language>/reader.json); every language's are read in every conversation:
 * visitors mix languages.
 */
const beforeWords = new RegExp(`(?:${allLanguages.flatMap((l) => l.placeOfAnotherSubject.before).join('|')})\\s*$`, 'iu');
const afterWords = new RegExp(`^(?:${allLanguages.flatMap((l) => l.placeOfAnotherSubject.after).join('|')})`, 'iu');

/** The words that join two places in one list ("from St. Louis and Kansas City", "從台北跟台中", "서울이랑 부산"). */
const joiners = allLanguages.flatMap((l) => l.placeOfAnotherSubject.joinedBy).map(escaped).join('|');
const joiningWords = new RegExp(`^\\s*(?:${joiners})\\s*$`, 'iu');
/** A capitalised name of up to three words and a joining word, right before a place ("St. Louis and "). */
const nameJoinedBefore = new RegExp(`(?:\\p{Lu}[\\p{L}.'’-]*\\s+){1,3}(?:${joiners})\\s*$`, 'u');

/** Whether the words between two places only join them in one list: both are then of the same subject. */
export function joinsPlaces(between: string): boolean {
  return joiningWords.test(between);
}

/** Whether the place at [start, end) of `said` (NFKC) is said as another subject's place. */
export function isPlaceOfAnotherSubject(said: string, start: number, end: number): boolean {
  const lower = said.toLowerCase();
  if (beforeWords.test(lower.slice(Math.max(0, start - 40), start)) || afterWords.test(lower.slice(end, end + 32))) return true;
  // ("driving down from St. Louis and Kansas City": the place before it in the list may be one the reader does not know,
  // a capitalised name.)
  const before = said.slice(Math.max(0, start - 60), start);
  const named = nameJoinedBefore.exec(before);
  return named !== null && beforeWords.test(before.slice(0, named.index).toLowerCase());
}
