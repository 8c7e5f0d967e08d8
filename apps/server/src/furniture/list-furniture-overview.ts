import { projectType, type FurnitureOverviewQuery, type FurnitureOverviewReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { clientRequestQueryOf } from '../client-requests/list-client-requests.ts';
import { clientRequestsRepository } from '../db/repositories/client-requests.ts';
import { requestFurnitureRepository } from '../db/repositories/furniture.ts';
import { requireFurniturePlan } from './furniture-access.ts';
import { listOf } from './furniture-list.ts';

const PIECES_SHOWN = 4;

/**
 * The Furniture Suggestions section: every lead, newest first, with its selection as the request's
 * Furniture tab shows it (the tab's own list, computed for the page's leads only). Professional plans and above.
 */
export async function listFurnitureOverview(ctx: Pick<AppContext, 'db' | 'now'>, designerId: string, input: FurnitureOverviewQuery): Promise<FurnitureOverviewReply> {
  await requireFurniturePlan(ctx, designerId);
  const query = clientRequestQueryOf({ q: input.q, utc_offset: 0, sort: 'inquiry_date', order: 'desc' }, ctx.now());
  const choicesRepo = requestFurnitureRepository(ctx.db);
  const [rows, generated] = await Promise.all([clientRequestsRepository(ctx.db).listRows(designerId, query), choicesRepo.generatedRequestIds(designerId)]);
  const matching = input.generated === undefined ? rows : rows.filter((r) => generated.has(r.id) === (input.generated === 'true'));
  const start = (input.page - 1) * input.page_size;
  const page = matching.slice(start, start + input.page_size);
  const items = await Promise.all(
    page.map(async (row) => {
      const choices = await choicesRepo.find(designerId, row.id);
      const list = await listOf(ctx, row, choices);
      return {
        id: row.id,
        contact_name: row.contactName,
        brand_name: row.brandName,
        project_type: projectType.safeParse(row.projectType).data ?? 'other',
        generated: list.generated,
        generated_at: choices.generatedAt?.toISOString() ?? null,
        shared: list.shared,
        currency: list.currency,
        budget: list.budget,
        total: list.total,
        piece_count: list.items.length,
        pinned_count: Object.keys(choices.pinned).length,
        unfilled_count: list.unfilled.length,
        pieces: list.items.slice(0, PIECES_SHOWN).map((i) => ({ name: i.piece.name, image: i.piece.image ?? '' })),
      };
    }),
  );
  return { success: true, items, total: matching.length, page: input.page, page_size: input.page_size };
}
