import { and, count, desc, eq, inArray, isNotNull, isNull, ne, or, sql, sum } from 'drizzle-orm';
import type { StudioStatus } from '@genie/contracts';
import type { Database } from '../client.ts';
import { studioGenerations, studioResults, usageCounters, type StudioGenerationRow, type StudioResultRow } from '../schema.ts';

export type NewStudioGeneration = Omit<typeof studioGenerations.$inferInsert, 'id' | 'designerId' | 'status' | 'progress' | 'createdAt' | 'updatedAt'>;
export type NewStudioResult = Pick<StudioResultRow, 'fileKey' | 'mimeType' | 'width' | 'height' | 'seed'>;

export interface GalleryFilters {
  tool?: string;
  space?: string;
  style?: string;
  clientRequestId?: string;
  favourite?: boolean;
}

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
const active: StudioStatus[] = ['queued', 'generating'];

/** A designer's studio generations and their results; every call takes the designer id first. */
export function studioRepository(db: Database) {
  const generationOf = (designerId: string, id: string) => and(eq(studioGenerations.designerId, designerId), eq(studioGenerations.id, id));
  const resultOf = (designerId: string, id: string) => and(eq(studioResults.designerId, designerId), eq(studioResults.id, id));

  return {
    isUuid,

    async insertGeneration(designerId: string, values: NewStudioGeneration, now: Date): Promise<StudioGenerationRow> {
      const [row] = await db
        .insert(studioGenerations)
        .values({ ...values, designerId, status: 'queued', progress: 0, createdAt: now, updatedAt: now })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async findGeneration(designerId: string, id: string): Promise<StudioGenerationRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(studioGenerations).where(generationOf(designerId, id));
      return row;
    },

    async listGenerations(designerId: string, clientRequestId: string | undefined, limit: number): Promise<StudioGenerationRow[]> {
      if (clientRequestId !== undefined && !isUuid(clientRequestId)) return [];
      return db
        .select()
        .from(studioGenerations)
        .where(and(eq(studioGenerations.designerId, designerId), clientRequestId ? eq(studioGenerations.clientRequestId, clientRequestId) : undefined))
        .orderBy(desc(studioGenerations.createdAt), desc(studioGenerations.id))
        .limit(limit);
    },

    /** The live (not deleted) results of these generations, oldest first. */
    async resultsOf(designerId: string, generationIds: string[]): Promise<StudioResultRow[]> {
      if (generationIds.length === 0) return [];
      return db
        .select()
        .from(studioResults)
        .where(and(eq(studioResults.designerId, designerId), inArray(studioResults.generationId, generationIds), isNull(studioResults.deletedAt)))
        .orderBy(studioResults.createdAt, studioResults.id);
    },

    /** Images asked for but not yet made (queued or generating): they count against the quota. */
    async pendingImages(designerId: string): Promise<number> {
      const [row] = await db
        .select({ n: sum(studioGenerations.count) })
        .from(studioGenerations)
        .where(and(eq(studioGenerations.designerId, designerId), inArray(studioGenerations.status, active)));
      return Number(row?.n ?? 0);
    },

    async countGenerating(designerId: string, exceptId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(studioGenerations)
        .where(and(eq(studioGenerations.designerId, designerId), eq(studioGenerations.status, 'generating'), ne(studioGenerations.id, exceptId)));
      return row?.n ?? 0;
    },

    /** queued (or a generating row whose worker died) → generating. Undefined when it was stopped or finished meanwhile. */
    async markGenerating(designerId: string, id: string, provider: { id: string; label: string }, now: Date): Promise<StudioGenerationRow | undefined> {
      const [row] = await db
        .update(studioGenerations)
        .set({ status: 'generating', progress: 0, startedAt: now, providerId: provider.id, providerLabel: provider.label, updatedAt: now })
        .where(and(generationOf(designerId, id), inArray(studioGenerations.status, active)))
        .returning();
      return row;
    },

    async setProgress(designerId: string, id: string, progress: number, now: Date): Promise<StudioStatus | undefined> {
      const [row] = await db
        .update(studioGenerations)
        .set({ progress, updatedAt: now })
        .where(and(generationOf(designerId, id), eq(studioGenerations.status, 'generating')))
        .returning({ status: studioGenerations.status });
      if (row) return row.status as StudioStatus;
      const [current] = await db.select({ status: studioGenerations.status }).from(studioGenerations).where(generationOf(designerId, id));
      return current?.status as StudioStatus | undefined;
    },

    /** Stop: only a queued or generating generation; undefined otherwise. */
    async cancel(designerId: string, id: string, now: Date): Promise<StudioGenerationRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .update(studioGenerations)
        .set({ status: 'cancelled', finishedAt: now, updatedAt: now })
        .where(and(generationOf(designerId, id), inArray(studioGenerations.status, active)))
        .returning();
      return row;
    },

    async fail(designerId: string, id: string, reason: string, now: Date): Promise<void> {
      await db
        .update(studioGenerations)
        .set({ status: 'failed', failureReason: reason, finishedAt: now, updatedAt: now })
        .where(and(generationOf(designerId, id), inArray(studioGenerations.status, active)));
    },

    /** Retry: a failed or stopped generation is queued again. */
    async requeue(designerId: string, id: string, now: Date): Promise<StudioGenerationRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .update(studioGenerations)
        .set({ status: 'queued', progress: 0, failureReason: null, startedAt: null, finishedAt: null, updatedAt: now })
        .where(and(generationOf(designerId, id), inArray(studioGenerations.status, ['failed', 'cancelled'])))
        .returning();
      return row;
    },

    /** Removes what an interrupted run of this generation may have left; returns the file keys to delete. */
    async clearResults(designerId: string, generationId: string): Promise<string[]> {
      const rows = await db
        .delete(studioResults)
        .where(and(eq(studioResults.designerId, designerId), eq(studioResults.generationId, generationId)))
        .returning({ fileKey: studioResults.fileKey });
      return rows.map((r) => r.fileKey);
    },

    /**
     * Stores the results and marks the generation succeeded in one transaction, counting the images in
     * the billing period. False (nothing stored) when the generation was stopped meanwhile.
     */
    async succeed(designerId: string, id: string, results: NewStudioResult[], periodStart: Date, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(studioGenerations)
          .set({ status: 'succeeded', progress: 1, finishedAt: now, updatedAt: now })
          .where(and(generationOf(designerId, id), eq(studioGenerations.status, 'generating')))
          .returning({ id: studioGenerations.id });
        if (!row) return false;
        if (results.length > 0) {
          await tx.insert(studioResults).values(results.map((r, i) => ({ ...r, designerId, generationId: id, createdAt: new Date(now.getTime() + i) })));
        }
        await tx
          .insert(usageCounters)
          .values({ designerId, periodStart, imageCount: results.length })
          .onConflictDoUpdate({
            target: [usageCounters.designerId, usageCounters.periodStart],
            set: { imageCount: sql`${usageCounters.imageCount} + ${results.length}` },
          });
        return true;
      });
    },

    async imageCount(designerId: string, periodStart: Date): Promise<number> {
      const [row] = await db
        .select({ n: usageCounters.imageCount })
        .from(usageCounters)
        .where(and(eq(usageCounters.designerId, designerId), eq(usageCounters.periodStart, periodStart)));
      return row?.n ?? 0;
    },

    /** The gallery: live results with their generation's settings, newest first. */
    async gallery(designerId: string, filters: GalleryFilters, page: { limit: number; offset: number }) {
      if (filters.clientRequestId !== undefined && !isUuid(filters.clientRequestId)) return { rows: [], total: 0 };
      const where = and(
        eq(studioResults.designerId, designerId),
        isNull(studioResults.deletedAt),
        filters.tool ? eq(studioGenerations.tool, filters.tool) : undefined,
        filters.space ? eq(studioGenerations.space, filters.space) : undefined,
        filters.style ? eq(studioGenerations.style, filters.style) : undefined,
        filters.clientRequestId ? eq(studioGenerations.clientRequestId, filters.clientRequestId) : undefined,
        filters.favourite === undefined ? undefined : eq(studioResults.favourite, filters.favourite),
      );
      const rows = await db
        .select({ result: studioResults, generation: studioGenerations })
        .from(studioResults)
        .innerJoin(studioGenerations, eq(studioGenerations.id, studioResults.generationId))
        .where(where)
        .orderBy(desc(studioResults.createdAt), desc(studioResults.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db
        .select({ n: count() })
        .from(studioResults)
        .innerJoin(studioGenerations, eq(studioGenerations.id, studioResults.generationId))
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /** Whether a stored file (a result, or a generation's input image or mask) is one of the designer's. */
    async ownsFile(designerId: string, key: string): Promise<boolean> {
      if (!isUuid(designerId)) return false;
      const [result] = await db
        .select({ id: studioResults.id })
        .from(studioResults)
        .where(and(eq(studioResults.designerId, designerId), eq(studioResults.fileKey, key)))
        .limit(1);
      if (result) return true;
      const [input] = await db
        .select({ id: studioGenerations.id })
        .from(studioGenerations)
        .where(and(eq(studioGenerations.designerId, designerId), or(eq(studioGenerations.inputKey, key), eq(studioGenerations.maskKey, key))))
        .limit(1);
      return Boolean(input);
    },

    /** A result with its generation; deleted ones only when asked (restore). */
    async findResult(designerId: string, id: string, options: { deleted?: boolean } = {}) {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select({ result: studioResults, generation: studioGenerations })
        .from(studioResults)
        .innerJoin(studioGenerations, eq(studioGenerations.id, studioResults.generationId))
        .where(and(resultOf(designerId, id), options.deleted ? isNotNull(studioResults.deletedAt) : isNull(studioResults.deletedAt)));
      return row;
    },

    async setFavourite(designerId: string, id: string, favourite: boolean): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db.update(studioResults).set({ favourite }).where(and(resultOf(designerId, id), isNull(studioResults.deletedAt))).returning({ id: studioResults.id });
      return rows.length > 0;
    },

    async setDeleted(designerId: string, id: string, deletedAt: Date | null): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .update(studioResults)
        .set({ deletedAt })
        .where(and(resultOf(designerId, id), deletedAt ? isNull(studioResults.deletedAt) : isNotNull(studioResults.deletedAt)))
        .returning({ id: studioResults.id });
      return rows.length > 0;
    },
  };
}
