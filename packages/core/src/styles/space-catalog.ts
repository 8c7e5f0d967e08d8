import { isBuiltSpaceProjectType, type ReferenceProjectType, type SpaceName } from '@genie/contracts';
import { catalogLabels } from '../i18n/catalog.ts';
import type { Localized } from './localized.ts';

/** Families of spaces, used to say which styles suit which rooms without listing all 40 each time. */
export const spaceGroups = [
  'living',
  'private',
  'kitchen_dining',
  'bath_spa',
  'work',
  'leisure',
  'outdoor',
  'utility',
  'hospitality',
  'retail',
  'exhibition',
  'general',
] as const;
export type SpaceGroup = (typeof spaceGroups)[number];

/** Where a space is found: in a home, in a business, at a show, or either. */
export type SpaceSetting = 'residential' | 'commercial' | 'exhibition' | 'any';

export interface SpaceEntry {
  readonly id: SpaceName;
  readonly label: Localized;
  readonly group: SpaceGroup;
  readonly setting: SpaceSetting;
}

const spaceLabels = catalogLabels('spaces');
const space = (id: SpaceName, group: SpaceGroup, setting: SpaceSetting): SpaceEntry => ({ id, group, setting, label: spaceLabels[id] });

/** Spec §3 space names with their labels (i18n/<language>/catalog.json), in the spec's order. */
export const spaceCatalog: readonly SpaceEntry[] = [
  space('living_room', 'living', 'residential'),
  space('open_kitchen_living_room', 'living', 'residential'),
  space('bedroom', 'private', 'residential'),
  space('bathroom', 'bath_spa', 'residential'),
  space('kitchen', 'kitchen_dining', 'residential'),
  space('dining_room', 'kitchen_dining', 'residential'),
  space('attic', 'private', 'residential'),
  space('study_room', 'work', 'residential'),
  space('home_office', 'work', 'residential'),
  space('family_room', 'living', 'residential'),
  space('formal_dining_room', 'kitchen_dining', 'residential'),
  space('kids_room', 'private', 'residential'),
  space('balcony', 'outdoor', 'residential'),
  space('gaming_room', 'leisure', 'residential'),
  space('meeting_room', 'work', 'commercial'),
  space('workshop', 'work', 'any'),
  space('fitness_gym', 'leisure', 'any'),
  space('coffee_shop', 'hospitality', 'commercial'),
  space('clothing_store', 'retail', 'commercial'),
  space('restaurant', 'hospitality', 'commercial'),
  space('office', 'work', 'commercial'),
  space('coworking_space', 'work', 'commercial'),
  space('hotel_lobby', 'hospitality', 'commercial'),
  space('hotel_room', 'hospitality', 'commercial'),
  space('hotel_bathroom', 'bath_spa', 'commercial'),
  space('exhibition_space', 'exhibition', 'exhibition'),
  space('onsen', 'bath_spa', 'any'),
  space('working_space', 'work', 'any'),
  space('wine_cellar', 'kitchen_dining', 'any'),
  space('rooftop_terrace', 'outdoor', 'any'),
  space('sunroom', 'living', 'residential'),
  space('home_spa', 'bath_spa', 'residential'),
  space('mudroom', 'utility', 'residential'),
  space('craft_room', 'work', 'residential'),
  space('dressing_room', 'private', 'residential'),
  space('guest_bedroom', 'private', 'residential'),
  space('home_bar', 'kitchen_dining', 'residential'),
  space('library', 'living', 'any'),
  space('other', 'general', 'any'),
  space('new_space', 'general', 'any'),
];

const spaceById = new Map(spaceCatalog.map((s) => [s.id, s]));

export function spaceEntry(id: SpaceName): SpaceEntry {
  const entry = spaceById.get(id);
  if (!entry) throw new Error(`unknown space ${id}`);
  return entry;
}

/** Whether a space belongs to a project type: homes for residential work, businesses for commercial, … */
export function spaceFitsProjectType(id: SpaceName, projectType: ReferenceProjectType): boolean {
  const { setting } = spaceEntry(id);
  switch (projectType) {
    case 'residential_space':
      return setting === 'residential' || setting === 'any';
    case 'commercial_space':
      return setting === 'commercial' || setting === 'any';
    case 'exhibition_space':
      return setting === 'exhibition' || setting === 'commercial' || setting === 'any';
    default:
      return false;
  }
}

/** Project types whose images show a room; the others (brand, packaging, website, other) have no space. */
export function isSpatialProjectType(projectType: ReferenceProjectType): boolean {
  return isBuiltSpaceProjectType(projectType);
}
