import type { Language, ReferenceOutcome, ReferenceProfile } from '@genie/contracts';
import { designStyle } from '@genie/core';

/** The outcome as the brief shows it: the ranked styles named in the visitor's language, and the palette. */
export function referenceProfileOf(outcome: ReferenceOutcome | null, language: Language): ReferenceProfile | null {
  if (!outcome) return null;
  return {
    style_profile: outcome.style_profile.map((s) => ({ ...s, label: designStyle(s.style).name[language] })),
    palette: outcome.palette,
    chosen_count: outcome.chosen.length,
  };
}
