import type { Language } from '@genie/contracts';
import { catalogIds, catalogLabel, type CatalogId, type CatalogSection } from '../i18n/catalog.ts';

/**
 * Sentence templates from the language catalogues (i18n/<language>/vocabulary.json, sections
 * `articles` and `moodboards`). A template's `{name}` slots are filled from `vars`; a template whose
 * slot has no value is not used (null), so a missing fact never shows as "undefined" or "{budget}".
 */
export type PhraseSection = Extract<CatalogSection, 'articles' | 'moodboards'>;
export type PhraseVars = Readonly<Record<string, string | null | undefined>>;

export function phrase(section: PhraseSection, language: Language, key: string): string | null {
  const ids = catalogIds(section) as readonly string[];
  return ids.includes(key) ? catalogLabel(language, section, key as CatalogId<PhraseSection>) : null;
}

/** The numbered variants of a template ("open.warm" → "open.warm.0", "open.warm.1", …). */
export function variantKeys(section: PhraseSection, prefix: string): string[] {
  return (catalogIds(section) as readonly string[]).filter((id) => id.startsWith(`${prefix}.`) && /^\d+$/.test(id.slice(prefix.length + 1)));
}

/** A template with its slots filled, or null when a slot it needs has no value. */
export function fill(template: string | null, vars: PhraseVars, language: Language, sentence = true): string | null {
  if (template === null) return null;
  let missing = false;
  const text = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = vars[name]?.trim();
    if (!value) missing = true;
    return value ?? '';
  });
  if (missing) return null;
  // English sentences that open with a slot ("light oak, …") start with a capital; fragments keep their case.
  return sentence && language === 'en-US' ? capitalised(text) : text;
}

/**
 * One variant of a template, chosen by the seed: the variants are tried from `(seed + slot)` on, so
 * the next seed moves every slot that has two or more variants to another wording.
 */
export function pickPhrase(section: PhraseSection, language: Language, prefixes: readonly string[], vars: PhraseVars, seed: number, slot: number): string | null {
  for (const prefix of prefixes) {
    const keys = variantKeys(section, prefix);
    const single = keys.length === 0 ? [prefix] : keys;
    for (let i = 0; i < single.length; i++) {
      const key = single[(seed + slot + i) % single.length]!;
      const text = fill(phrase(section, language, key), vars, language);
      if (text) return text;
    }
  }
  return null;
}

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
