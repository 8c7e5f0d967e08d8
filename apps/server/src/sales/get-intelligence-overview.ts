import { designStyleIds, leadStatuses, language as languageSchema, languages, leadStatus, projectTypes, requestSource, budgetBands, timelineUrgencies, type IntelligenceOverviewQuery, type IntelligenceOverviewReply } from '@genie/contracts';
import { analyzeBrief, budgetBandOf, clientStylesOf, leadSourceOf, urgencyOf } from '@genie/core';
import type { AppContext } from '../context.ts';
import { briefFeedbacksRepository } from '../db/repositories/brief-feedbacks.ts';
import { clientRequestsRepository } from '../db/repositories/client-requests.ts';
import { suggestionsSourceFrom } from '../suggestions/suggestions-source.ts';
import { clientRequestQueryOf } from '../client-requests/list-client-requests.ts';
import { requireSalesFeature } from './sales-access.ts';

const monthKey = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;

function tally<K extends string>(keys: readonly K[], values: readonly K[], keepEmpty: boolean) {
  const counts = new Map<K, number>(keys.map((k) => [k, 0]));
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].filter(([, count]) => keepEmpty || count > 0).map(([key, count]) => ({ key, count }));
}

/**
 * GET /my/client_intelligence/ — which kinds of clients come, over the last `months` months: each lead
 * read by the same rules as its own intelligence (brief and ratings; the per-lead view adds the messages).
 */
export async function getIntelligenceOverview(ctx: Pick<AppContext, 'db' | 'now'>, designerId: string, input: IntelligenceOverviewQuery): Promise<IntelligenceOverviewReply> {
  await requireSalesFeature(ctx, designerId, 'target_client_intelligence');
  const now = ctx.now();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (input.months - 1), 1));
  const query = { ...clientRequestQueryOf({ utc_offset: 0, sort: 'inquiry_date', order: 'asc' }, now), from };
  const [rows, ratings] = await Promise.all([clientRequestsRepository(ctx.db).listRows(designerId, query), briefFeedbacksRepository(ctx.db).ratingsByRequest(designerId)]);
  const leads = rows.filter((r) => !r.isDemo);
  const months: string[] = [];
  for (let i = 0; i < input.months; i++) months.push(monthKey(new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + i, 1))));

  const read = leads.map((row) => {
    const { input: brief } = suggestionsSourceFrom(row, ratings.get(row.id) ?? {}, now);
    const analysis = analyzeBrief(brief);
    return {
      type: brief.projectType,
      band: budgetBandOf(analysis),
      urgency: urgencyOf(analysis),
      styles: clientStylesOf(analysis, brief),
      source: leadSourceOf(row.origin, requestSource.safeParse(row.source).data ?? null),
      language: languageSchema.safeParse(row.language).data ?? 'en-US',
      month: monthKey(row.inquiryDate),
      status: leadStatus.safeParse(row.status).data ?? 'new',
    };
  });
  const bySource = tally<string>([], read.map((r) => r.source), false).sort((a, b) => b.count - a.count);
  return {
    success: true,
    total: read.length,
    by_project_type: tally(projectTypes, read.map((r) => r.type), false).sort((a, b) => b.count - a.count),
    by_budget_band: tally(budgetBands, read.map((r) => r.band), true),
    by_urgency: tally(timelineUrgencies, read.map((r) => r.urgency), true),
    by_style: tally(designStyleIds, read.flatMap((r) => r.styles), false).sort((a, b) => b.count - a.count).slice(0, 10),
    by_source: bySource.slice(0, 10),
    by_language: tally(languages, read.map((r) => r.language), true),
    by_month: tally(months, read.map((r) => r.month).filter((m) => months.includes(m)), true),
    by_status: tally(leadStatuses, read.map((r) => r.status), true),
  };
}
