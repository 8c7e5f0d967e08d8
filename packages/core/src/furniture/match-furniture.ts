import type { Currency, DesignStyleId, FurnitureBrief, FurnitureCategory, FurniturePiece, FurnitureReason, FurnitureRoom, FurnitureSuggestion } from '@genie/contracts';
import { deltaE, hexToLab } from '../references/lab-colour.ts';
import { categoryWeight, convertPrice, slotsOfRoom } from './rooms.ts';

/** A piece may take at most this share of the room's longer side, of its shorter side, and of its floor. */
export const MAX_SHARE_OF_LONG_SIDE = 0.7;
export const MAX_SHARE_OF_SHORT_SIDE = 0.5;
export const MAX_SHARE_OF_FLOOR = 0.3;
const DEFAULT_CEILING_CM = 240;
/** Colours closer than this (CIE ΔE) count as "the brief's colour". */
const COLOUR_MATCH_DELTA_E = 18;

export interface RoomLimits {
  long: number;
  short: number;
  floorCm2: number;
  height: number;
}

/** The room's usable size in cm, from its stated sides or area; null when nothing was stated. */
export function roomLimits(room: FurnitureRoom): RoomLimits | null {
  const height = room.height_cm ?? DEFAULT_CEILING_CM;
  if (room.width_cm && room.depth_cm) {
    const long = Math.max(room.width_cm, room.depth_cm);
    const short = Math.min(room.width_cm, room.depth_cm);
    return { long, short, floorCm2: long * short, height };
  }
  if (room.area_m2) {
    // A stated area only: assume a 4:3 room of that floor.
    const floorCm2 = room.area_m2 * 10000;
    const short = Math.sqrt((floorCm2 * 3) / 4);
    return { long: floorCm2 / short, short, floorCm2, height };
  }
  return null;
}

/** True when the piece stands in the room with space around it (never larger than the room allows). */
export function fitsRoom(piece: Pick<FurniturePiece, 'width_cm' | 'depth_cm' | 'height_cm' | 'category'>, limits: RoomLimits | null): boolean {
  if (!limits) return true;
  const long = Math.max(piece.width_cm, piece.depth_cm);
  const short = Math.min(piece.width_cm, piece.depth_cm);
  // Rugs lie under the furniture: they may cover more of the floor, never more than the room.
  const floorShare = piece.category === 'rug' ? 0.6 : MAX_SHARE_OF_FLOOR;
  const sideShare = piece.category === 'rug' ? 0.85 : MAX_SHARE_OF_LONG_SIDE;
  return (
    long <= limits.long * sideShare &&
    short <= limits.short * (piece.category === 'rug' ? 0.85 : MAX_SHARE_OF_SHORT_SIDE) &&
    long * short <= limits.floorCm2 * floorShare &&
    piece.height_cm <= limits.height
  );
}

interface Scored {
  piece: FurniturePiece;
  score: number;
  reason: FurnitureReason;
  price: number;
}

function styleScore(piece: FurniturePiece, ratings: Map<DesignStyleId, number>): { score: number; style?: DesignStyleId; rating?: number } {
  let best: { score: number; style?: DesignStyleId; rating?: number } = { score: 0 };
  for (const style of piece.styles) {
    const rating = ratings.get(style);
    if (rating === undefined) continue;
    // 5 → +1, 3 → 0, 1 → −1: a style the client disliked counts against the piece.
    const score = (rating - 3) / 2;
    if (best.style === undefined || score > best.score) best = { score, style, rating };
  }
  return best;
}

function colourMatches(piece: FurniturePiece, colours: readonly string[]): boolean {
  if (colours.length === 0) return false;
  const lab = hexToLab(piece.colour);
  return colours.some((c) => deltaE(lab, hexToLab(c)) <= COLOUR_MATCH_DELTA_E);
}

const norm = (s: string) => s.trim().toLowerCase().replace(/[\s-]+/g, '_');
function materialMatches(piece: FurniturePiece, materials: readonly string[]): boolean {
  const m = norm(piece.material);
  return materials.some((wanted) => {
    const w = norm(wanted);
    return w !== '' && (m === w || m.includes(w) || w.includes(m));
  });
}

function scorePiece(piece: FurniturePiece, brief: FurnitureBrief, ratings: Map<DesignStyleId, number>, currency: Currency, limits: RoomLimits | null): Scored {
  const style = styleScore(piece, ratings);
  const colour = colourMatches(piece, brief.colours);
  const material = materialMatches(piece, brief.materials);
  const score = style.score * 3 + (colour ? 1 : 0) + (material ? 1 : 0);
  const liked = style.style !== undefined && style.score > 0;
  const code: FurnitureReason['code'] = liked
    ? colour && material
      ? 'style_colour_material'
      : colour
        ? 'style_colour'
        : material
          ? 'style_material'
          : 'style'
    : colour
      ? 'colour'
      : material
        ? 'material'
        : 'fits_budget';
  const reason: FurnitureReason = {
    code,
    params: {
      ...(liked ? { style: style.style, score: style.rating } : {}),
      ...(material ? { material: piece.material } : {}),
      ...(limits ? { fits_cm: Math.round(limits.long) } : {}),
    },
  };
  return { piece, score: Math.round(score * 1000) / 1000, reason, price: Math.round(convertPrice(piece.price, piece.currency, currency)) };
}

export interface MatchOptions {
  /** Slot → piece id the designer pinned: kept as they are and paid for first. */
  pinned?: Record<string, string>;
  /** Slots the designer removed: not proposed again. */
  removed?: readonly string[];
  /** Slot → piece ids to leave out of that slot (set aside by "show alternatives"). */
  excluded?: Record<string, readonly string[]>;
}

export interface Slot {
  slot: string;
  room: FurnitureRoom;
  category: FurnitureCategory;
  limits: RoomLimits | null;
}

export function slotsOfBrief(brief: FurnitureBrief): Slot[] {
  return brief.rooms.flatMap((room) =>
    slotsOfRoom(room.space).map((category) => ({ slot: `${room.id}:${category}`, room, category, limits: roomLimits(room) })),
  );
}

/** The brief's currency: its budget's, else USD. */
export const briefCurrency = (brief: FurnitureBrief): Currency => brief.budget?.currency ?? 'USD';

/** Candidates for one slot, best first (score, then the cheaper): pieces of the category that fit the room. */
export function rankSlot(slot: Slot, brief: FurnitureBrief, catalogue: readonly FurniturePiece[]): Scored[] {
  const ratings = new Map(brief.styles.map((s) => [s.style, s.score] as const));
  const currency = briefCurrency(brief);
  return catalogue
    .filter((p) => p.category === slot.category && fitsRoom(p, slot.limits))
    .map((p) => scorePiece(p, brief, ratings, currency, slot.limits))
    .sort((a, b) => b.score - a.score || a.price - b.price || a.piece.id.localeCompare(b.piece.id));
}

export interface FurniturePlan {
  currency: Currency;
  budget: number | null;
  total: number;
  suggestions: FurnitureSuggestion[];
  /** Slots nothing could fill (no piece fits the room, or none within what is left of the budget). */
  unfilled: { slot: string; room_id: string; category: FurnitureCategory; why: 'nothing_fits' | 'over_budget' }[];
}

/**
 * Proposes one piece per slot of every room. The budget is split across the slots by category weight;
 * a slot may spend what earlier slots left over, and the running total never exceeds the budget.
 * Pinned pieces are kept and paid for first.
 */
export function matchFurniture(brief: FurnitureBrief, catalogue: readonly FurniturePiece[], options: MatchOptions = {}): FurniturePlan {
  const currency = briefCurrency(brief);
  const budget = brief.budget ? brief.budget.amount : null;
  const removed = new Set(options.removed ?? []);
  const slots = slotsOfBrief(brief).filter((s) => !removed.has(s.slot));
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  const ratings = new Map(brief.styles.map((s) => [s.style, s.score] as const));
  const chosen = new Map<string, FurnitureSuggestion>();
  let total = 0;

  for (const slot of slots) {
    const pinnedId = options.pinned?.[slot.slot];
    const piece = pinnedId ? byId.get(pinnedId) : undefined;
    if (!piece) continue;
    const s = scorePiece(piece, brief, ratings, currency, slot.limits);
    chosen.set(slot.slot, { slot: slot.slot, room_id: slot.room.id, category: slot.category, piece_id: piece.id, price: s.price, score: s.score, reason: s.reason, pinned: true });
    total += s.price;
  }

  const open = slots.filter((s) => !chosen.has(s.slot)).sort((a, b) => categoryWeight[b.category] - categoryWeight[a.category]);
  const openWeight = open.reduce((sum, s) => sum + categoryWeight[s.category], 0);
  const spendable = budget === null ? null : Math.max(0, budget - total);
  const unfilled: FurniturePlan['unfilled'] = [];
  let carry = 0;
  for (const slot of open) {
    const ranked = rankSlot(slot, brief, catalogue).filter((c) => !(options.excluded?.[slot.slot] ?? []).includes(c.piece.id));
    if (ranked.length === 0) {
      unfilled.push({ slot: slot.slot, room_id: slot.room.id, category: slot.category, why: 'nothing_fits' });
      continue;
    }
    let pick: Scored | undefined;
    if (spendable === null || budget === null) pick = ranked[0];
    else {
      const share = (spendable * categoryWeight[slot.category]) / openWeight + carry;
      const left = budget - total;
      pick = ranked.find((c) => c.price <= Math.min(share, left)) ?? ranked.filter((c) => c.price <= left).sort((a, b) => a.price - b.price)[0];
      carry = pick ? Math.max(0, share - pick.price) : share;
    }
    if (!pick) {
      unfilled.push({ slot: slot.slot, room_id: slot.room.id, category: slot.category, why: 'over_budget' });
      continue;
    }
    total += pick.price;
    chosen.set(slot.slot, { slot: slot.slot, room_id: slot.room.id, category: slot.category, piece_id: pick.piece.id, price: pick.price, score: pick.score, reason: pick.reason, pinned: false });
  }

  const suggestions = slots.flatMap((s) => chosen.get(s.slot) ?? []);
  return { currency, budget, total, suggestions, unfilled };
}

/**
 * "Show alternatives": the next best pieces for one slot after the current one, each affordable with
 * the current piece swapped out (the running total stays within the budget).
 */
export function alternativesFor(
  brief: FurnitureBrief,
  catalogue: readonly FurniturePiece[],
  plan: Pick<FurniturePlan, 'total' | 'suggestions'>,
  slotId: string,
  limit = 3,
): FurnitureSuggestion[] {
  const slot = slotsOfBrief(brief).find((s) => s.slot === slotId);
  if (!slot) return [];
  const current = plan.suggestions.find((s) => s.slot === slotId);
  const room = brief.budget ? brief.budget.amount - plan.total + (current?.price ?? 0) : Infinity;
  const ranked = rankSlot(slot, brief, catalogue);
  const from = current ? ranked.findIndex((c) => c.piece.id === current.piece_id) + 1 : 0;
  const after = [...ranked.slice(from), ...ranked.slice(0, Math.max(0, from - 1))];
  return after
    .filter((c) => c.piece.id !== current?.piece_id && c.price <= room)
    .slice(0, limit)
    .map((c) => ({ slot: slotId, room_id: slot.room.id, category: slot.category, piece_id: c.piece.id, price: c.price, score: c.score, reason: c.reason, pinned: false }));
}
