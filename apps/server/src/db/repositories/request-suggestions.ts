import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { requestSuggestions, type RequestSuggestionsRow } from '../schema.ts';

/** One version of a request's suggestions, as written (the generation count is the repository's). */
export interface SuggestionsVersion {
  content: unknown;
  source: 'llm' | 'rules';
  fallbackReason: string | null;
  language: string;
  inputFingerprint: string;
  generatedAt: Date;
}

/** The AI suggestions of the designer's requests: one current version per request, scoped by designer. */
export function requestSuggestionsRepository(db: Database) {
  return {
    async find(designerId: string, clientRequestId: string): Promise<RequestSuggestionsRow | undefined> {
      const [row] = await db
        .select()
        .from(requestSuggestions)
        .where(and(eq(requestSuggestions.designerId, designerId), eq(requestSuggestions.clientRequestId, clientRequestId)));
      return row;
    },

    /** What a list needs of every current version of the designer's requests (not their content). */
    async listVersions(designerId: string): Promise<Omit<RequestSuggestionsRow, 'content' | 'fallbackReason'>[]> {
      return db
        .select({
          clientRequestId: requestSuggestions.clientRequestId,
          designerId: requestSuggestions.designerId,
          source: requestSuggestions.source,
          language: requestSuggestions.language,
          inputFingerprint: requestSuggestions.inputFingerprint,
          generationCount: requestSuggestions.generationCount,
          generatedAt: requestSuggestions.generatedAt,
        })
        .from(requestSuggestions)
        .where(eq(requestSuggestions.designerId, designerId));
    },

    /**
     * Stores a new version, replacing the current one and counting the generation, in one statement:
     * two generations at once leave one row, counted twice, holding whichever finished last.
     */
    async save(designerId: string, clientRequestId: string, version: SuggestionsVersion): Promise<RequestSuggestionsRow> {
      const [row] = await db
        .insert(requestSuggestions)
        .values({ clientRequestId, designerId, ...version, generationCount: 1 })
        .onConflictDoUpdate({
          target: requestSuggestions.clientRequestId,
          set: { ...version, generationCount: sql`${requestSuggestions.generationCount} + 1` },
          setWhere: eq(requestSuggestions.designerId, designerId),
        })
        .returning();
      if (!row) throw new Error(`suggestions of request ${clientRequestId} were not saved`);
      return row;
    },

    /** Stores a first version only when there is none (the showcase's), and returns what is stored. */
    async saveFirst(designerId: string, clientRequestId: string, version: SuggestionsVersion): Promise<RequestSuggestionsRow> {
      await db
        .insert(requestSuggestions)
        .values({ clientRequestId, designerId, ...version, generationCount: 1 })
        .onConflictDoNothing({ target: requestSuggestions.clientRequestId });
      const row = await this.find(designerId, clientRequestId);
      if (!row) throw new Error(`suggestions of request ${clientRequestId} were not saved`);
      return row;
    },
  };
}
