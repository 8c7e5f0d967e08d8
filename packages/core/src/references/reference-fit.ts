import { projectTypes, type ReferenceProjectType, type SpaceName } from '@genie/contracts';
import { isSpatialProjectType, spaceFitsProjectType } from '../styles/space-catalog.ts';

/**
 * Which images a visitor's rounds may show, as data: the kinds of work (image project types) per
 * request project type, the rooms that keep company with a room the brief names, and the rooms a
 * business is shown only when its brief is about them. A café sees cafés, then restaurants and
 * lobbies, then other business interiors; packaging sees packaging; a home sees homes, the rooms the
 * brief names first.
 */
export const referenceImageTypes: Readonly<Record<ReferenceProjectType, readonly ReferenceProjectType[]>> = {
  brand_design: ['brand_design'],
  packaging_design: ['packaging_design'],
  website: ['website'],
  commercial_space: ['commercial_space'],
  // A stand or show is also shown shops and lobbies (see `showroomSpaces`).
  exhibition_space: ['exhibition_space', 'commercial_space'],
  residential_space: ['residential_space'],
  // The visitor's project is not one of the listed kinds: every kind may help.
  other: projectTypes,
};

/** Business rooms an exhibition request is shown besides exhibition spaces: places that display things. */
const showroomSpaces: readonly SpaceName[] = ['exhibition_space', 'clothing_store', 'hotel_lobby'];

/**
 * Rooms that keep company with a named room: shown right after it. Written one way; the relation is
 * made symmetric below (a restaurant brief also sees cafés).
 */
const nearSpaces: Partial<Record<SpaceName, readonly SpaceName[]>> = {
  living_room: ['open_kitchen_living_room', 'family_room', 'sunroom', 'library', 'dining_room'],
  open_kitchen_living_room: ['kitchen', 'dining_room', 'family_room'],
  bedroom: ['guest_bedroom', 'dressing_room', 'kids_room', 'attic'],
  bathroom: ['home_spa'],
  kitchen: ['dining_room', 'home_bar'],
  dining_room: ['formal_dining_room', 'home_bar'],
  study_room: ['home_office', 'library', 'craft_room'],
  home_office: ['craft_room'],
  family_room: ['gaming_room'],
  balcony: ['rooftop_terrace', 'sunroom'],
  mudroom: ['attic'],
  home_bar: ['wine_cellar'],
  home_spa: ['onsen'],
  coffee_shop: ['restaurant', 'hotel_lobby', 'coworking_space', 'rooftop_terrace', 'wine_cellar'],
  restaurant: ['hotel_lobby', 'wine_cellar', 'rooftop_terrace'],
  office: ['meeting_room', 'coworking_space', 'working_space'],
  meeting_room: ['coworking_space'],
  coworking_space: ['working_space'],
  hotel_lobby: ['hotel_room', 'clothing_store'],
  hotel_room: ['hotel_bathroom'],
  hotel_bathroom: ['onsen'],
  clothing_store: ['exhibition_space'],
  fitness_gym: ['onsen'],
  workshop: ['working_space'],
};

const spaceNeighbourSets = new Map<SpaceName, Set<SpaceName>>();
for (const [space, near] of Object.entries(nearSpaces) as [SpaceName, readonly SpaceName[]][]) {
  for (const other of near) {
    if (!spaceNeighbourSets.has(space)) spaceNeighbourSets.set(space, new Set());
    if (!spaceNeighbourSets.has(other)) spaceNeighbourSets.set(other, new Set());
    spaceNeighbourSets.get(space)?.add(other);
    spaceNeighbourSets.get(other)?.add(space);
  }
}

/** The rooms that keep company with `space` (never the room itself). */
export function spaceNeighbours(space: SpaceName): readonly SpaceName[] {
  return [...(spaceNeighbourSets.get(space) ?? [])];
}

/** Private rooms of a business (a hotel room, its bathroom, a bath house): shown only near a brief about one. */
const onlyWhenNamed: readonly SpaceName[] = ['hotel_room', 'hotel_bathroom', 'onsen'];

/** How near an image is to the request: 0 the brief's own room (or kind of work), 1 a neighbouring room, 2 another fitting room. */
export type ReferenceFitRank = 0 | 1 | 2;

/**
 * How well an image fits a request of `projectType` whose brief names `spaces` (first named first),
 * or null when the image must not be shown to it at all.
 */
export function referenceFitRank(
  image: { readonly projectType: ReferenceProjectType; readonly space: SpaceName | null },
  projectType: ReferenceProjectType,
  spaces: readonly SpaceName[],
): ReferenceFitRank | null {
  if (!referenceImageTypes[projectType].includes(image.projectType)) return null;
  if (projectType === 'other') return image.projectType === 'other' ? 0 : 2;
  if (!isSpatialProjectType(projectType)) return 0;
  const space = image.space;
  // A room image without a room label (a designer's untagged portfolio work): of the right kind, not placed.
  if (space === null) return 2;
  if (!spaceFitsProjectType(space, image.projectType)) return null;
  if (image.projectType !== projectType && !showroomSpaces.includes(space)) return null;
  const ownKind = image.projectType === projectType;
  if (spaces.length === 0) return onlyWhenNamed.includes(space) ? null : ownKind ? 0 : 1;
  if (spaces.includes(space)) return ownKind ? 0 : 1;
  if (spaces.some((named) => spaceNeighbourSets.get(named)?.has(space))) return 1;
  if (onlyWhenNamed.includes(space)) return null;
  return 2;
}
