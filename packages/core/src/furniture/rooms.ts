import type { Currency, FurnitureCategory, SpaceName } from '@genie/contracts';
import { unitsPerUsd } from '../currencies.ts';

/** The slots proposed for a kind of room, most important (largest share of the budget) first. */
const roomSlots: Partial<Record<SpaceName, FurnitureCategory[]>> = {
  living_room: ['sofa', 'coffee_table', 'armchair', 'tv_unit', 'rug', 'floor_lamp'],
  open_kitchen_living_room: ['sofa', 'dining_table', 'dining_chair', 'coffee_table', 'rug', 'pendant_light'],
  family_room: ['sofa', 'coffee_table', 'armchair', 'tv_unit', 'rug', 'floor_lamp'],
  bedroom: ['bed', 'wardrobe', 'nightstand', 'rug', 'floor_lamp'],
  guest_bedroom: ['bed', 'nightstand', 'wardrobe', 'mirror'],
  kids_room: ['bed', 'desk', 'bookshelf', 'rug'],
  hotel_room: ['bed', 'armchair', 'nightstand', 'desk'],
  dining_room: ['dining_table', 'dining_chair', 'storage_cabinet', 'pendant_light'],
  formal_dining_room: ['dining_table', 'dining_chair', 'storage_cabinet', 'pendant_light', 'mirror'],
  kitchen: ['dining_table', 'dining_chair', 'pendant_light'],
  study_room: ['desk', 'office_chair', 'bookshelf', 'floor_lamp'],
  home_office: ['desk', 'office_chair', 'bookshelf', 'floor_lamp'],
  office: ['desk', 'office_chair', 'storage_cabinet', 'bookshelf'],
  library: ['bookshelf', 'armchair', 'side_table', 'floor_lamp'],
  dressing_room: ['wardrobe', 'mirror', 'armchair'],
  coffee_shop: ['dining_table', 'dining_chair', 'pendant_light', 'sofa'],
  restaurant: ['dining_table', 'dining_chair', 'pendant_light', 'storage_cabinet'],
  hotel_lobby: ['sofa', 'armchair', 'coffee_table', 'rug', 'floor_lamp'],
  meeting_room: ['dining_table', 'office_chair', 'storage_cabinet'],
};
const otherSlots: FurnitureCategory[] = ['armchair', 'side_table', 'floor_lamp', 'rug'];

export function slotsOfRoom(space: SpaceName): FurnitureCategory[] {
  return roomSlots[space] ?? otherSlots;
}

/** How much of the budget a category usually takes (relative weights). */
export const categoryWeight: Record<FurnitureCategory, number> = {
  sofa: 24,
  bed: 22,
  dining_table: 16,
  wardrobe: 14,
  desk: 10,
  armchair: 9,
  storage_cabinet: 8,
  tv_unit: 8,
  dining_chair: 8,
  office_chair: 8,
  bookshelf: 7,
  coffee_table: 6,
  rug: 6,
  nightstand: 4,
  side_table: 3,
  floor_lamp: 4,
  pendant_light: 4,
  mirror: 3,
};

/** A price in another currency at fixed rates (`unitsPerUsd`), good enough to compare prices (a quote is always in the vendor's currency). */
export function convertPrice(amount: number, from: Currency, to: Currency): number {
  if (from === to) return amount;
  return (amount / unitsPerUsd[from]) * unitsPerUsd[to];
}
