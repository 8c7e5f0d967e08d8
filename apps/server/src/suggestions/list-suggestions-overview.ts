import { language as languageSchema, type SuggestionsOverviewQuery, type SuggestionsOverviewReply, type SuggestionsOverviewState } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { clientRequestQueryOf } from '../client-requests/list-client-requests.ts';
import { briefFeedbacksRepository } from '../db/repositories/brief-feedbacks.ts';
import { clientRequestsRepository } from '../db/repositories/client-requests.ts';
import { requestSuggestionsRepository } from '../db/repositories/request-suggestions.ts';
import { hasLanguageModel, sameIfRegenerated } from './suggestions-reply.ts';
import { suggestionsSourceFrom } from './suggestions-source.ts';

/**
 * The AI Suggestions section: every lead of the designer with its suggestions' state, newest first.
 * "Outdated" compares the stored fingerprint with the request as it is now (as the tab's `stale` does),
 * which only the server can compute: the state is derived for every lead matching the other filters,
 * then filtered, counted and paged.
 */
export async function listSuggestionsOverview(
  ctx: Pick<AppContext, 'db' | 'now' | 'ownProviders'>,
  designerId: string,
  input: SuggestionsOverviewQuery,
): Promise<SuggestionsOverviewReply> {
  const now = ctx.now();
  const query = clientRequestQueryOf({ ...input, sort: 'inquiry_date', order: 'desc' }, now);
  const [rows, versions, ratings, hasLlm] = await Promise.all([
    clientRequestsRepository(ctx.db).listRows(designerId, query),
    requestSuggestionsRepository(ctx.db).listVersions(designerId),
    briefFeedbacksRepository(ctx.db).ratingsByRequest(designerId),
    hasLanguageModel(ctx, designerId),
  ]);
  const versionOf = new Map(versions.map((v) => [v.clientRequestId, v]));
  const counts: Record<SuggestionsOverviewState, number> = { none: 0, generated: 0, outdated: 0, blocked: 0 };
  const items = rows.map((row) => {
    const source = suggestionsSourceFrom(row, ratings.get(row.id) ?? {}, now);
    const version = versionOf.get(row.id);
    // Blocked wins: whatever was written before, nothing can be (re)written until the project type is known.
    const state: SuggestionsOverviewState = source.blocked ? 'blocked' : !version ? 'none' : version.inputFingerprint === source.fingerprint ? 'generated' : 'outdated';
    counts[state] += 1;
    return {
      id: row.id,
      contact_name: row.contactName,
      brand_name: row.brandName,
      project_type: source.input.projectType,
      inquiry_date: row.inquiryDate.toISOString(),
      conversation_completed: row.conversationCompleted,
      state,
      generated_at: version?.generatedAt.toISOString() ?? null,
      generation_count: version?.generationCount ?? 0,
      language: version ? (languageSchema.safeParse(version.language).data ?? null) : null,
      same_if_regenerated: !!version && state === 'generated' && sameIfRegenerated(version, false, hasLlm),
    };
  });
  const matching = input.state ? items.filter((i) => i.state === input.state) : items;
  const start = (input.page - 1) * input.page_size;
  return {
    success: true,
    items: matching.slice(start, start + input.page_size),
    total: matching.length,
    page: input.page,
    page_size: input.page_size,
    counts,
  };
}
