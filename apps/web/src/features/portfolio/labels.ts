import { designStyleIds, referenceProjectTypes, spaceNames } from '@genie/contracts';

/** "quiet_luxury" → "Quiet luxury": the label of a style or space id when no name is known for it. */
export function humanise(id: string): string {
  const words = id.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The styles a designer can tag (no "no_style"), and the spaces (no "new_space" picker entry). */
export const styleOptions = designStyleIds.filter((s) => s !== 'no_style');
export const spaceOptions = spaceNames.filter((s) => s !== 'new_space');
export const projectTypeOptions = referenceProjectTypes;
