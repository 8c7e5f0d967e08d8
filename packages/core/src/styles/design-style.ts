import { projectTypes, type DesignStyleId, type ReferenceProjectType } from '@genie/contracts';
import type { Localized } from './localized.ts';
import type { SpaceGroup } from './space-catalog.ts';
import type { FormId, KeyPieceId, MaterialId, MoodId } from './style-vocabulary.ts';

/** What the product knows about a design style: enough to draw it, describe it and suggest with it. */
export interface DesignStyle extends DesignStyleTraits {
  /** From i18n/<language>/catalog.json `styles`. */
  readonly name: Localized;
  /** One short paragraph, from i18n/<language>/vocabulary.json `styleDescriptions`. */
  readonly description: Localized;
}

/** A style's traits, the part written in TypeScript (catalog/*.ts); its words live in the language catalogues. */
export interface DesignStyleTraits {
  readonly id: DesignStyleId;
  /** 5–6 lower-case `#rrggbb` colours, lightest surfaces to accents. */
  readonly palette: readonly string[];
  readonly materials: readonly MaterialId[];
  readonly forms: readonly FormId[];
  readonly keyPieces: readonly KeyPieceId[];
  readonly mood: readonly MoodId[];
  readonly suits: {
    readonly projectTypes: readonly ReferenceProjectType[];
    readonly spaceGroups: readonly SpaceGroup[];
  };
}

export const ALL_PROJECT_TYPES: readonly ReferenceProjectType[] = projectTypes;
export const INTERIOR_PROJECT_TYPES: readonly ReferenceProjectType[] = [
  'commercial_space',
  'exhibition_space',
  'residential_space',
  'other',
];
export const HOME_SPACE_GROUPS: readonly SpaceGroup[] = [
  'living',
  'private',
  'kitchen_dining',
  'bath_spa',
  'work',
  'leisure',
  'outdoor',
  'utility',
  'general',
];
export const BUSINESS_SPACE_GROUPS: readonly SpaceGroup[] = ['hospitality', 'retail', 'work', 'exhibition', 'general'];
export const ALL_SPACE_GROUPS: readonly SpaceGroup[] = [...HOME_SPACE_GROUPS, 'hospitality', 'retail', 'exhibition'];
