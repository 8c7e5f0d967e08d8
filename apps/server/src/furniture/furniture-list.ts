import { type FurnitureAlternativesReply, type FurnitureListItem, type FurnitureListReply, type FurniturePiece, type FurnitureSuggestion } from '@genie/contracts';
import { alternativesFor, catalogLabel, matchFurniture, slotsOfBrief } from '@genie/core';
import type { AppContext } from '../context.ts';
import { clientRequestsRepository } from '../db/repositories/client-requests.ts';
import { requestFurnitureRepository, type FurnitureChoices } from '../db/repositories/furniture.ts';
import type { ClientRequestRow } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { findSharedRequest } from '../client-requests/find-shared-request.ts';
import { serverStrings } from '../i18n/server-strings.ts';
import { hasFurniturePlan, requireFurniturePlan } from './furniture-access.ts';
import { furnitureBriefOf } from './furniture-brief.ts';
import { catalogueOf, imageUrlOf } from './furniture-catalogue.ts';
import { designerLanguageOf, materialLabel } from './furniture-labels.ts';

type Ctx = Pick<AppContext, 'db' | 'now'>;

async function ownedRequest(ctx: Ctx, designerId: string, requestId: string): Promise<ClientRequestRow> {
  await requireFurniturePlan(ctx, designerId);
  const request = await clientRequestsRepository(ctx.db).findById(designerId, requestId);
  if (!request) throw new AppError('not_found', 'Not found');
  return request;
}

function itemOf(s: FurnitureSuggestion, byId: Map<string, FurniturePiece>): FurnitureListItem[] {
  const piece = byId.get(s.piece_id);
  return piece ? [{ ...s, piece: { ...piece, image: imageUrlOf(piece) } }] : [];
}

/** A request's list as its tab shows it (the Furniture Suggestions section reads every lead's through it). */
export async function listOf(ctx: Ctx, request: ClientRequestRow, choices: FurnitureChoices): Promise<FurnitureListReply> {
  const brief = await furnitureBriefOf(ctx, request);
  const base = { generated: choices.generatedAt !== null, shared: choices.shared, rooms: brief.rooms };
  if (!choices.generatedAt) return { ...base, currency: brief.budget?.currency ?? 'USD', budget: brief.budget?.amount ?? null, total: 0, items: [], unfilled: [] };
  const catalogue = await catalogueOf(ctx, request.designerId);
  const plan = matchFurniture(brief, catalogue, choices);
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  return { ...base, currency: plan.currency, budget: plan.budget, total: plan.total, items: plan.suggestions.flatMap((s) => itemOf(s, byId)), unfilled: plan.unfilled };
}

export async function getFurnitureList(ctx: Ctx, designerId: string, requestId: string): Promise<FurnitureListReply> {
  const request = await ownedRequest(ctx, designerId, requestId);
  return listOf(ctx, request, await requestFurnitureRepository(ctx.db).find(designerId, request.id));
}

/** Generates (or regenerates) the list: pins are kept, removed slots and set-aside pieces come back. */
export async function generateFurnitureList(ctx: Ctx, designerId: string, requestId: string): Promise<FurnitureListReply> {
  const request = await ownedRequest(ctx, designerId, requestId);
  const repo = requestFurnitureRepository(ctx.db);
  const choices = { ...(await repo.find(designerId, request.id)), removed: [], excluded: {}, generatedAt: ctx.now() };
  await repo.save(designerId, request.id, choices);
  return listOf(ctx, request, choices);
}

type Change = (choices: FurnitureChoices, current: FurnitureListReply, slot: string) => FurnitureChoices | Promise<FurnitureChoices>;

async function change(ctx: Ctx, designerId: string, requestId: string, slot: string | null, apply: Change): Promise<FurnitureListReply> {
  const request = await ownedRequest(ctx, designerId, requestId);
  const repo = requestFurnitureRepository(ctx.db);
  const choices = await repo.find(designerId, request.id);
  const current = await listOf(ctx, request, choices);
  if (slot !== null && !slotsOfBrief({ ...(await furnitureBriefOf(ctx, request)) }).some((s) => s.slot === slot)) throw new AppError('not_found', 'Not found');
  const next = await apply(choices, current, slot ?? '');
  await repo.save(designerId, request.id, next);
  return listOf(ctx, request, next);
}

/** Pins the slot's current piece (kept on regeneration, paid for first), or unpins it. */
export const pinFurniture = (ctx: Ctx, designerId: string, requestId: string, slot: string, pinned: boolean) =>
  change(ctx, designerId, requestId, slot, (choices, current) => {
    const item = current.items.find((i) => i.slot === slot);
    const pins = { ...choices.pinned };
    if (pinned && item) pins[slot] = item.piece_id;
    else delete pins[slot];
    return { ...choices, pinned: pins };
  });

/** Swaps in one of the slot's alternatives: it is pinned, the piece it replaces is set aside. */
export const swapFurniture = (ctx: Ctx, designerId: string, requestId: string, slot: string, pieceId: string) =>
  change(ctx, designerId, requestId, slot, async (choices, current) => {
    const alternatives = await furnitureAlternatives(ctx, designerId, requestId, slot, 20);
    if (!alternatives.items.some((a) => a.piece_id === pieceId)) throw new AppError('validation_failed', 'Choose one of the alternatives.', { piece_id: 'not_an_alternative' });
    const previous = current.items.find((i) => i.slot === slot)?.piece_id;
    const excluded = { ...choices.excluded, [slot]: [...(choices.excluded[slot] ?? []), ...(previous ? [previous] : [])] };
    return { ...choices, pinned: { ...choices.pinned, [slot]: pieceId }, excluded, removed: choices.removed.filter((r) => r !== slot) };
  });

/** Removes the slot from the list (regenerating brings it back). */
export const removeFurniture = (ctx: Ctx, designerId: string, requestId: string, slot: string) =>
  change(ctx, designerId, requestId, slot, (choices) => {
    const pins = { ...choices.pinned };
    delete pins[slot];
    return { ...choices, pinned: pins, removed: [...new Set([...choices.removed, slot])] };
  });

export const shareFurniture = (ctx: Ctx, designerId: string, requestId: string, shared: boolean) =>
  change(ctx, designerId, requestId, null, (choices) => ({ ...choices, shared }));

/** "Show alternatives": the next best pieces for a slot, affordable in place of the current one. */
export async function furnitureAlternatives(ctx: Ctx, designerId: string, requestId: string, slot: string, limit = 3): Promise<FurnitureAlternativesReply> {
  const request = await ownedRequest(ctx, designerId, requestId);
  const choices = await requestFurnitureRepository(ctx.db).find(designerId, request.id);
  const brief = await furnitureBriefOf(ctx, request);
  if (!slotsOfBrief(brief).some((s) => s.slot === slot)) throw new AppError('not_found', 'Not found');
  const catalogue = await catalogueOf(ctx, designerId);
  const plan = matchFurniture(brief, catalogue, choices);
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  return { items: alternativesFor(brief, catalogue, plan, slot, limit).flatMap((s) => itemOf(s, byId)) };
}

/** The read-only shared view's list: only when the designer chose to show it (else 404). */
export async function getSharedFurnitureList(ctx: Pick<AppContext, 'db' | 'now' | 'references'>, shareKey: string): Promise<FurnitureListReply> {
  const request = await findSharedRequest(ctx, shareKey, undefined);
  const choices = await requestFurnitureRepository(ctx.db).find(request.designerId, request.id);
  if (!choices.shared || !choices.generatedAt || !(await hasFurniturePlan(ctx, request.designerId))) throw new AppError('not_found', 'Not found');
  return listOf(ctx, request, choices);
}

const csvField = (v: string | number) => {
  const s = String(v);
  // A leading = + - @ would run as a formula in a spreadsheet: quote it as text.
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The list as CSV (one row per piece, then the total), in the brief's currency, rooms, kinds and materials in the designer's language. */
export async function furnitureCsv(ctx: Ctx, designerId: string, requestId: string): Promise<string> {
  const list = await getFurnitureList(ctx, designerId, requestId);
  const language = await designerLanguageOf(ctx, designerId);
  const strings = serverStrings[language].furniture;
  const roomLabel = (roomId: string) => {
    const room = list.rooms.find((r) => r.id === roomId);
    return room ? catalogLabel(language, 'spaces', room.space) : roomId;
  };
  const header = ['room', 'category', 'name', 'vendor', 'width_cm', 'depth_cm', 'height_cm', 'material', 'colour', 'price', 'currency', 'list_price', 'list_currency', 'pinned', 'product_url', 'licence'];
  const rows = list.items.map((i) => [
    roomLabel(i.room_id), strings.categories[i.category], i.piece.name, i.piece.vendor, i.piece.width_cm, i.piece.depth_cm, i.piece.height_cm, materialLabel(language, i.piece.material), i.piece.colour,
    i.price, list.currency, i.piece.price, i.piece.currency, i.pinned ? 'yes' : 'no', i.piece.product_url, i.piece.licence,
  ]);
  rows.push(['total', '', '', '', '', '', '', '', '', list.total, list.currency, '', '', '', '', '']);
  if (list.budget !== null) rows.push(['budget', '', '', '', '', '', '', '', '', list.budget, list.currency, '', '', '', '', '']);
  return [header, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
