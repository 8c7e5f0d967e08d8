import type { BriefValue } from '@genie/contracts';
import { hasWordCharacters } from './normalize-answer.ts';

type FreeTextValue = Extract<BriefValue, { kind: 'free_text' }>;

/** Any answer with words in it, kept as written (trimmed); punctuation or emoji alone is not one. */
export function parseFreeText(text: string): FreeTextValue | null {
  const trimmed = text.trim();
  return hasWordCharacters(trimmed) ? { kind: 'free_text', text: trimmed } : null;
}
