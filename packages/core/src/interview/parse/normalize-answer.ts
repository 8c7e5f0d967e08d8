/**
 * The form every parser reads: NFKC (full-width digits and punctuation become ASCII, ㎡ becomes m2),
 * lower case, single spaces.
 */
export function normalizeAnswer(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

const latinTerm = /^[a-z0-9 .'$&/-]+$/;

/**
 * Where `term` occurs in `text` (both normalised). Latin terms must stand as whole words; Chinese and
 * Korean terms match inside longer text, since particles attach to them ("아파트예요").
 */
export function findTerm(text: string, term: string): number {
  if (!term) return -1;
  if (!latinTerm.test(term)) return text.indexOf(term);
  let pattern = wholeWord.get(term);
  if (!pattern) {
    const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u');
    wholeWord.set(term, pattern);
  }
  const m = pattern.exec(text);
  return m ? m.index : -1;
}

/** Compiled whole-word patterns of the Latin terms looked for (a few hundred at most). */
const wholeWord = new Map<string, RegExp>();

export function hasTerm(text: string, terms: readonly string[]): boolean {
  return terms.some((t) => findTerm(text, t) >= 0);
}

/** True when the text has a letter or a digit in any script (not only punctuation or emoji). */
export function hasWordCharacters(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}
