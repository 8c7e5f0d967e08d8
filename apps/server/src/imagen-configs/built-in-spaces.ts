import { spaceCatalog } from '@genie/core';

/**
 * "Living Room", "living-room", "living_room" and the full-width "ＬＩＶＩＮＧ ＲＯＯＭ" name the same space:
 * NFKC (width), then a case fold (upper then lower, so "ß" and "SS" meet), then separators.
 */
export function spaceKey(name: string): string {
  return name.normalize('NFKC').trim().toUpperCase().toLowerCase().replace(/[\s_-]+/g, '_');
}

// The built-in spaces of spec §3, by id and by their label in each interface language (客廳, 거실, …).
const builtInKeys: ReadonlySet<string> = new Set(
  spaceCatalog.flatMap((space) => [space.id, ...Object.values(space.label)].map(spaceKey)),
);

/** Whether a custom space name repeats a built-in space. */
export function isBuiltInSpace(name: string): boolean {
  return builtInKeys.has(spaceKey(name));
}
