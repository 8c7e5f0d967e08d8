import { brandAnalysisWriting, brandExtraction, brandFetchErrorCode, language, type BrandAnalysisReply } from '@genie/contracts';
import type { BrandAnalysisRow, ClientRequestRow } from '../db/schema.ts';

/**
 * An analysis still in progress this long after it started has lost its job (a worker that is off,
 * a job that failed for good): it shows as failed, and Analyze may start it again.
 */
export const BRAND_ANALYSIS_ABANDONED_MS = 45 * 60_000;

export const isAbandoned = (row: BrandAnalysisRow, now: Date) =>
  row.status === 'in_progress' && now.getTime() - row.startedAt.getTime() > BRAND_ANALYSIS_ABANDONED_MS;

/**
 * The brand analysis tab's state: unavailable (no website URL and no analysis), not_started, or the
 * row's in_progress / failed / done. A done analysis stays shown with the URL it analysed when the
 * designer changes the request's URL afterwards (the web app offers Re-Analyze).
 */
export function brandAnalysisReplyOf(request: ClientRequestRow, row: BrandAnalysisRow | undefined, now: Date): BrandAnalysisReply {
  if (!row) {
    return {
      success: true,
      state: request.websiteUrl ? 'not_started' : 'unavailable',
      website_url: request.websiteUrl || null,
      started_at: null,
      finished_at: null,
      error_code: null,
      extraction: null,
      analysis: null,
      source: null,
      language: null,
    };
  }
  const abandoned = isAbandoned(row, now);
  const state = abandoned ? 'failed' : row.status === 'done' || row.status === 'failed' ? row.status : 'in_progress';
  const done = state === 'done';
  const extraction = done ? brandExtraction.safeParse(row.extraction) : null;
  const analysis = done ? brandAnalysisWriting.safeParse(row.analysis) : null;
  return {
    success: true,
    state,
    website_url: row.websiteUrl,
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    error_code: abandoned ? 'internal' : state === 'failed' ? (brandFetchErrorCode.safeParse(row.errorCode).data ?? 'internal') : null,
    extraction: extraction?.success ? extraction.data : null,
    analysis: analysis?.success ? analysis.data : null,
    source: done && (row.source === 'llm' || row.source === 'rules') ? row.source : null,
    language: language.safeParse(row.language).data ?? null,
  };
}
