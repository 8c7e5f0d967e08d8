import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { brandAnalyses, type BrandAnalysisRow } from '../schema.ts';

export type BrandAnalysisOutcome =
  | { status: 'done'; extraction: unknown; analysis: unknown; source: 'llm' | 'rules' }
  | { status: 'failed'; errorCode: string };

/** The brand analysis of a request (one row per request), always scoped by the owning designer's id. */
export function brandAnalysesRepository(db: Database) {
  return {
    /** Every analysis of the designer's requests (the AI Brand Analysis section). */
    async listForDesigner(designerId: string): Promise<BrandAnalysisRow[]> {
      return db.select().from(brandAnalyses).where(eq(brandAnalyses.designerId, designerId));
    },

    async find(designerId: string, clientRequestId: string): Promise<BrandAnalysisRow | undefined> {
      const [row] = await db
        .select()
        .from(brandAnalyses)
        .where(and(eq(brandAnalyses.designerId, designerId), eq(brandAnalyses.clientRequestId, clientRequestId)));
      return row;
    },

    /**
     * Starts a new attempt (attempt + 1, in progress, results cleared) unless one is still in progress
     * and started after `abandonedBefore`: one statement, so two clicks at once start one attempt.
     * Undefined when an attempt is already running.
     */
    async start(
      designerId: string,
      clientRequestId: string,
      values: { websiteUrl: string; language: string },
      now: Date,
      abandonedBefore: Date,
    ): Promise<BrandAnalysisRow | undefined> {
      const fresh = { websiteUrl: values.websiteUrl, language: values.language, status: 'in_progress', startedAt: now, finishedAt: null, extraction: null, analysis: null, source: null, errorCode: null };
      const [row] = await db
        .insert(brandAnalyses)
        .values({ clientRequestId, designerId, attempt: 1, ...fresh })
        .onConflictDoUpdate({
          target: brandAnalyses.clientRequestId,
          set: { ...fresh, attempt: sql`${brandAnalyses.attempt} + 1` },
          setWhere: and(
            eq(brandAnalyses.designerId, designerId),
            or(ne(brandAnalyses.status, 'in_progress'), lt(brandAnalyses.startedAt, abandonedBefore)),
          ),
        })
        .returning();
      return row;
    },

    /** Records the outcome of `attempt` if it is still the current, running one; false when a newer attempt replaced it. */
    async finish(designerId: string, clientRequestId: string, attempt: number, outcome: BrandAnalysisOutcome, now: Date): Promise<boolean> {
      const values =
        outcome.status === 'done'
          ? { status: 'done', extraction: outcome.extraction, analysis: outcome.analysis, source: outcome.source, errorCode: null }
          : { status: 'failed', extraction: null, analysis: null, source: null, errorCode: outcome.errorCode };
      const rows = await db
        .update(brandAnalyses)
        .set({ ...values, finishedAt: now })
        .where(
          and(
            eq(brandAnalyses.designerId, designerId),
            eq(brandAnalyses.clientRequestId, clientRequestId),
            eq(brandAnalyses.attempt, attempt),
            eq(brandAnalyses.status, 'in_progress'),
          ),
        )
        .returning({ attempt: brandAnalyses.attempt });
      return rows.length > 0;
    },
  };
}
