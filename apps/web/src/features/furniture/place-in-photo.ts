import { furniturePieceKind, type FurnitureCategory, type FurnitureListItem, type FurniturePieceKind, type FurniturePlacement } from '@genie/contracts';
import { placePieces } from '@genie/core/compose';

/** The studio's drawn piece for each furniture category; categories it cannot draw are left out. */
const drawnKind: Partial<Record<FurnitureCategory, FurniturePieceKind>> = {
  sofa: 'sofa',
  armchair: 'armchair',
  coffee_table: 'coffee_table',
  dining_table: 'dining_table',
  dining_chair: 'chair',
  office_chair: 'chair',
  bed: 'bed',
  floor_lamp: 'floor_lamp',
  rug: 'rug',
  bookshelf: 'bookshelf',
};

/** The query parameter carrying the pieces into the studio: `?compose=sofa,chair,rug`. */
export const COMPOSE_PARAM = 'compose';
const MAX_PIECES = 12;

/** The pinned pieces the studio can draw (as kinds, in list order) and those it cannot. */
export function placeablePieces(items: readonly FurnitureListItem[]): { kinds: FurniturePieceKind[]; skipped: FurnitureListItem[] } {
  const pinned = items.filter((i) => i.pinned);
  return {
    kinds: pinned.flatMap((i) => (drawnKind[i.category] ? [drawnKind[i.category]!] : [])).slice(0, MAX_PIECES),
    skipped: pinned.filter((i) => !drawnKind[i.category]),
  };
}

/** The request's Visual Inspiration tab, on the image studio, with the pieces to compose. */
export function placeInPhotoSearch(kinds: readonly FurniturePieceKind[]): string {
  return `?${new URLSearchParams({ tab: 'inspiration', tool: 'images', [COMPOSE_PARAM]: kinds.join(',') }).toString()}`;
}

/** Height / width of the room photo before one is chosen (the placer's own default). */
const DEFAULT_ROOM_ASPECT = 0.75;

/**
 * The placements a `compose` parameter asks for, placed as the placer adds pieces: each where there is
 * room on the floor (the rug under the rest), not stacked; unknown kinds ignored.
 */
export function placementsOfParam(param: string | null, roomAspect = DEFAULT_ROOM_ASPECT): FurniturePlacement[] {
  const kinds = (param ?? '')
    .split(',')
    .flatMap((k) => {
      const kind = furniturePieceKind.safeParse(k);
      return kind.success ? [kind.data] : [];
    })
    .slice(0, MAX_PIECES);
  return placePieces(kinds, roomAspect);
}
