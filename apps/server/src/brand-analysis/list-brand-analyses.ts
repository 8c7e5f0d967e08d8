import { projectType, type BrandAnalysesQuery, type BrandAnalysesReply, type BrandAnalysisOverviewState } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { clientRequestQueryOf } from '../client-requests/list-client-requests.ts';
import { brandAnalysesRepository } from '../db/repositories/brand-analyses.ts';
import { clientRequestsRepository } from '../db/repositories/client-requests.ts';
import { requireBrandAnalysisPlan } from './brand-analysis-access.ts';
import { brandAnalysisReplyOf } from './brand-analysis-view.ts';

const PALETTE_SIZE = 6;

/**
 * The AI Brand Analysis section: every lead with a website (or an analysis), newest first, in the state
 * its tab shows (the tab's own reply, so a lost job is failed here too), with the palette and voice
 * at a glance. Professional plans and above, as the tab.
 */
export async function listBrandAnalyses(ctx: Pick<AppContext, 'db' | 'now'>, designerId: string, input: BrandAnalysesQuery): Promise<BrandAnalysesReply> {
  await requireBrandAnalysisPlan(ctx, designerId);
  const now = ctx.now();
  const query = clientRequestQueryOf({ q: input.q, utc_offset: 0, sort: 'inquiry_date', order: 'desc' }, now);
  const [rows, analyses] = await Promise.all([clientRequestsRepository(ctx.db).listRows(designerId, query), brandAnalysesRepository(ctx.db).listForDesigner(designerId)]);
  const analysisOf = new Map(analyses.map((a) => [a.clientRequestId, a]));
  const counts: Record<BrandAnalysisOverviewState, number> = { none: 0, in_progress: 0, failed: 0, done: 0 };
  const items = rows
    .filter((row) => row.websiteUrl || analysisOf.has(row.id))
    .map((row) => {
      const stored = analysisOf.get(row.id);
      const reply = brandAnalysisReplyOf(row, stored, now);
      const state: BrandAnalysisOverviewState = reply.state === 'unavailable' || reply.state === 'not_started' ? 'none' : reply.state;
      counts[state] += 1;
      const colors = reply.extraction?.colors;
      const palette = colors ? [...new Set([colors.theme_color, ...colors.logo_palette, ...colors.css.map((c) => c.hex)].filter((c): c is string => !!c).map((c) => c.toLowerCase()))] : [];
      return {
        id: row.id,
        contact_name: row.contactName,
        brand_name: row.brandName,
        project_type: projectType.safeParse(row.projectType).data ?? 'other',
        website_url: row.websiteUrl || null,
        state,
        analysed_url: stored?.websiteUrl ?? null,
        started_at: reply.started_at,
        finished_at: reply.finished_at,
        error_code: reply.error_code,
        palette: palette.slice(0, PALETTE_SIZE),
        fonts: reply.extraction?.fonts.slice(0, 3) ?? [],
        tone: reply.analysis?.tone ?? null,
      };
    });
  const matching = input.state ? items.filter((i) => i.state === input.state) : items;
  const start = (input.page - 1) * input.page_size;
  return { success: true, items: matching.slice(start, start + input.page_size), total: matching.length, page: input.page, page_size: input.page_size, counts };
}
