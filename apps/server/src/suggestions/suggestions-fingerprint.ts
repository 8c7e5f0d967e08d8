import { createHash } from 'node:crypto';
import type { BriefFields, PaletteEntry, ProjectType, ReferenceStyleWeight } from '@genie/contracts';

/** Everything the suggestions are written from. */
export interface FingerprintSource {
  projectType: ProjectType;
  answers: BriefFields;
  contactName: string;
  brandName: string | null;
  websiteUrl: string | null;
  referenceOutcome: { style_profile: readonly ReferenceStyleWeight[]; palette: readonly PaletteEntry[] } | null;
  ratings: Readonly<Record<string, number>>;
}

const byKey = <T>(entries: [string, T][]) => entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * A stable hash of what the suggestions are written from: the project type, each answer's words (not
 * when it was given, so re-saving the same words changes nothing), contact, brand and website, the
 * reference outcome and the brief's ratings. Stored with the suggestions; a different value now
 * means the request was edited since ("regenerate to update").
 */
export function suggestionsFingerprint(source: FingerprintSource): string {
  const canonical = {
    v: 1,
    project_type: source.projectType,
    answers: byKey(Object.entries(source.answers).map(([id, a]) => [id, a && !a.skipped ? a.raw.trim() : null])),
    contact: source.contactName.trim(),
    brand: source.brandName?.trim() ?? '',
    website: source.websiteUrl?.trim() ?? '',
    reference: source.referenceOutcome
      ? {
          profile: source.referenceOutcome.style_profile.map((s) => [s.style, Math.round(s.weight * 1e4)]),
          palette: source.referenceOutcome.palette.map((p) => [p.hex.toLowerCase(), Math.round(p.share * 1e4)]),
        }
      : null,
    ratings: byKey(Object.entries(source.ratings)),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}
