import type { BriefFields, PaletteEntry, ProjectType, ReferenceStyleWeight } from '@genie/contracts';

/** Everything AI suggestions are written from: the request as the designer sees it. */
export interface SuggestionsInput {
  /** The request's project type (the designer may have changed it since the chat). */
  projectType: ProjectType;
  /** The interview's answers (InterviewState `answers`): raw words and parsed values. */
  answers: BriefFields;
  /** The reference rounds' ranked style profile and palette; null when the rounds did not run. */
  referenceOutcome: { style_profile: readonly ReferenceStyleWeight[]; palette: readonly PaletteEntry[] } | null;
  /** The visitor's brief ratings, by style sample id (= style id), 1..5. */
  ratings: Readonly<Record<string, number>>;
  contactName: string;
  brandName: string | null;
  /** The client's website as the request holds it (the designer may have added it). */
  websiteUrl?: string | null;
  inquiryDate: Date;
  today: Date;
  /** Floor plans the visitor uploaded with the brief: then nobody asks them for one again. */
  floorPlans?: number;
}
