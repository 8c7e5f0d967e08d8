import { designStyleIds, type DesignStyleId, type Language, type ReferenceProjectType, type SpaceName } from '@genie/contracts';
import { asianStyles } from './catalog/asian-styles.ts';
import { classicStyles } from './catalog/classic-styles.ts';
import { modernStyles } from './catalog/modern-styles.ts';
import { regionalStyles } from './catalog/regional-styles.ts';
import { catalogLabels } from '../i18n/catalog.ts';
import type { DesignStyle, DesignStyleTraits } from './design-style.ts';
import { isSpatialProjectType, spaceEntry } from './space-catalog.ts';
import { styleForms, styleKeyPieces, styleMaterials, styleMoods } from './style-vocabulary.ts';

const styleNames = catalogLabels('styles');
const styleDescriptions = catalogLabels('styleDescriptions');
const traitsById = new Map<DesignStyleId, DesignStyleTraits>(
  [...modernStyles, ...classicStyles, ...asianStyles, ...regionalStyles].map((s) => [s.id, s]),
);

/** The style knowledge base, all 47 styles in the spec's order, with their names and descriptions. */
export const styleCatalog: readonly DesignStyle[] = designStyleIds.map((id) => {
  const traits = traitsById.get(id);
  if (!traits) throw new Error(`style ${id} has no knowledge-base entry`);
  return { ...traits, name: styleNames[id], description: styleDescriptions[id] };
});
const byId = new Map<DesignStyleId, DesignStyle>(styleCatalog.map((s) => [s.id, s]));

export function designStyle(id: DesignStyleId): DesignStyle {
  const style = byId.get(id);
  if (!style) throw new Error(`unknown style ${id}`);
  return style;
}

/** A style in one language, ready for a prompt, a rule-written suggestion or a page. */
export interface StyleDescription {
  id: DesignStyleId;
  name: string;
  description: string;
  palette: string[];
  materials: string[];
  forms: string[];
  keyPieces: string[];
  mood: string[];
}

export function describeStyle(id: DesignStyleId, language: Language): StyleDescription {
  const s = designStyle(id);
  return {
    id,
    name: s.name[language],
    description: s.description[language],
    palette: [...s.palette],
    materials: s.materials.map((m) => styleMaterials[m][language]),
    forms: s.forms.map((f) => styleForms[f][language]),
    keyPieces: s.keyPieces.map((p) => styleKeyPieces[p][language]),
    mood: s.mood.map((m) => styleMoods[m][language]),
  };
}

/**
 * Whether a style is plausible for a project: its project types include the project's, and for
 * spatial projects with a known space, the space's group is one the style suits.
 */
export function styleSuits(id: DesignStyleId, projectType: ReferenceProjectType, space?: SpaceName | null): boolean {
  const { suits } = designStyle(id);
  if (!suits.projectTypes.includes(projectType)) return false;
  if (!space || !isSpatialProjectType(projectType)) return true;
  return suits.spaceGroups.includes(spaceEntry(space).group);
}

/** The styles plausible for a project, in catalogue order. */
export function plausibleStyles(projectType: ReferenceProjectType, space?: SpaceName | null): DesignStyleId[] {
  return styleCatalog.filter((s) => styleSuits(s.id, projectType, space)).map((s) => s.id);
}

