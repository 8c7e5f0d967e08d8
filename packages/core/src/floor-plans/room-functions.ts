/**
 * A first guess at what each room is for, from its size and shape alone (the designer corrects
 * it), and default room names in the designer's language from the label catalogue.
 */
import type { Language } from '@genie/contracts';
import { catalogLabel } from '../i18n/catalog.ts';
import type { Point, RoomFunction } from './model.ts';

/** The room function's label, e.g. `roomName('bedroom', 'zh-TW')` → 臥室. */
export function roomName(fn: RoomFunction, language: Language): string {
  return catalogLabel(language, 'roomFunctions', fn);
}

export interface RoomShape {
  area: number;
  polygon: readonly Point[];
}

function sides(polygon: readonly Point[]): { short: number; long: number } {
  const xs = polygon.map((p) => p[0]);
  const ys = polygon.map((p) => p[1]);
  const w = Math.max(...xs) - Math.min(...xs);
  const h = Math.max(...ys) - Math.min(...ys);
  return { short: Math.min(w, h), long: Math.max(w, h) };
}

/** By shape alone: a sliver is a corridor, a cupboard is storage, a small room a bathroom. */
function byShape(room: RoomShape): RoomFunction | undefined {
  const { short, long } = sides(room.polygon);
  if (room.area < 2.5) return 'storage';
  if (short < 1.6 && long / Math.max(short, 0.01) >= 2.5) return 'corridor';
  if (room.area < 5.5) return 'bathroom';
  return undefined;
}

/**
 * Guesses, in this order: storage (< 2.5 m²), corridor (narrower than 1.6 m and 2.5× as long),
 * bathroom (< 5.5 m²); of the rest the largest is the living room, the smallest under 10 m² the
 * kitchen, others of 9 m² and more bedrooms, anything between a study.
 */
export function guessRoomFunctions(rooms: readonly RoomShape[]): RoomFunction[] {
  const guesses: Array<RoomFunction | undefined> = rooms.map(byShape);
  const open = rooms.map((room, i) => ({ room, i })).filter(({ i }) => guesses[i] === undefined);
  open.sort((a, b) => b.room.area - a.room.area);
  const [largest, ...rest] = open;
  if (largest) guesses[largest.i] = 'living';
  const kitchen = [...rest].reverse().find(({ room }) => room.area < 10);
  if (kitchen) guesses[kitchen.i] = 'kitchen';
  for (const { room, i } of rest) if (guesses[i] === undefined) guesses[i] = room.area >= 9 ? 'bedroom' : 'study';
  return guesses.map((g) => g ?? 'other');
}

/** Default names: the function's label, numbered when a function occurs more than once. */
export function defaultRoomNames(functions: readonly RoomFunction[], language: Language): string[] {
  const counts = new Map<RoomFunction, number>();
  for (const fn of functions) counts.set(fn, (counts.get(fn) ?? 0) + 1);
  const seen = new Map<RoomFunction, number>();
  return functions.map((fn) => {
    const n = (seen.get(fn) ?? 0) + 1;
    seen.set(fn, n);
    return (counts.get(fn) ?? 0) > 1 ? `${roomName(fn, language)} ${n}` : roomName(fn, language);
  });
}
