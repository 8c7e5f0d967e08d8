import { brandAnalysisWriting, brandExtraction, language, requestSource } from '@genie/contracts';
import type { BrandAnalysisFacts, ClientProfileInput } from '@genie/core';
import type { AppContext } from '../context.ts';
import { brandAnalysesRepository } from '../db/repositories/brand-analyses.ts';
import { chatMessagesRepository } from '../db/repositories/chat-messages.ts';
import type { BrandAnalysisRow, ClientRequestRow } from '../db/schema.ts';
import { suggestionsSourceOf } from '../suggestions/suggestions-source.ts';

/** A finished analysis of the client's website as the profile reads it; null while none is done (or what is stored no longer parses). */
function brandFactsOf(row: BrandAnalysisRow | undefined): BrandAnalysisFacts | null {
  if (row?.status !== 'done') return null;
  const extraction = brandExtraction.safeParse(row.extraction);
  if (!extraction.success) return null;
  const analysis = brandAnalysisWriting.safeParse(row.analysis);
  return {
    websiteUrl: row.websiteUrl,
    extraction: extraction.data,
    analysis: analysis.success ? analysis.data : null,
    language: language.safeParse(row.language).data ?? 'en-US',
  };
}

/** A request as the client profile reads it: the brief (as the suggestions read it), the client's own messages and the analysis of their website. */
export async function clientProfileInputOf(ctx: Pick<AppContext, 'db' | 'now'>, request: ClientRequestRow): Promise<ClientProfileInput> {
  const [source, messages, brand] = await Promise.all([
    suggestionsSourceOf(ctx, request),
    chatMessagesRepository(ctx.db).list(request.designerId, request.id),
    brandAnalysesRepository(ctx.db).find(request.designerId, request.id),
  ]);
  return {
    brief: source.input,
    visitorMessages: messages.filter((m) => m.role === 'visitor' && !m.action).map((m) => m.text),
    origin: request.origin,
    source: requestSource.safeParse(request.source).data ?? null,
    brand: brandFactsOf(brand),
  };
}
