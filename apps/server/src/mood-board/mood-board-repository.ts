import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { clientRequests, moodBoardConcepts, moodBoardUploads, usageCounters, type MoodBoardConceptRow, type MoodBoardUploadRow } from '../db/schema.ts';

export interface NewMoodBoardConcept {
  parentId: string | null;
  instruction: string;
  prompt: string;
  engine: string;
  inputKey: string | null;
}

/** The visitor mood board's rows, always reached with the designer id first (tenant scope). */
/** The designer's requests that have a mood board: at least one photo or concept. */
function boardsWhere(designerId: string) {
  return and(
    eq(clientRequests.designerId, designerId),
    sql`(exists (select 1 from mood_board_uploads u where u.designer_id = ${designerId} and u.client_request_id = "client_requests"."id")
      or exists (select 1 from mood_board_concepts c where c.designer_id = ${designerId} and c.client_request_id = "client_requests"."id"))`,
  );
}

export function moodBoardRepository(db: Database) {
  const conceptOf = (designerId: string, id: string) => and(eq(moodBoardConcepts.designerId, designerId), eq(moodBoardConcepts.id, id));
  const requestOf = (designerId: string, requestId: string) =>
    and(eq(moodBoardConcepts.designerId, designerId), eq(moodBoardConcepts.clientRequestId, requestId));
  const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

  return {
    /**
     * The requests with a mood board (a photo or a concept), latest activity first, with their counts:
     * the Mood Board section's page.
     */
    async boards(designerId: string, page: { limit: number; offset: number }) {
      const lastAt = sql<Date>`greatest(
        (select max(u.created_at) from mood_board_uploads u where u.designer_id = ${designerId} and u.client_request_id = "client_requests"."id"),
        (select max(c.created_at) from mood_board_concepts c where c.designer_id = ${designerId} and c.client_request_id = "client_requests"."id"))`;
      const conceptCount = (where: string) =>
        sql<number>`(select count(*)::int from mood_board_concepts c where c.designer_id = ${designerId} and c.client_request_id = "client_requests"."id" and ${sql.raw(where)})`;
      const where = boardsWhere(designerId);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: clientRequests.id,
            contactName: clientRequests.contactName,
            brandName: clientRequests.brandName,
            projectType: clientRequests.projectType,
            conversationCompleted: clientRequests.conversationCompleted,
            lastActivityAt: lastAt,
            uploadCount: sql<number>`(select count(*)::int from mood_board_uploads u where u.designer_id = ${designerId} and u.client_request_id = "client_requests"."id")`,
            conceptCount: conceptCount(`c.status = 'ready'`),
            starredCount: conceptCount('c.starred'),
          })
          .from(clientRequests)
          .where(where)
          .orderBy(desc(lastAt), desc(clientRequests.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(clientRequests).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The photos and starred concepts of some of the designer's requests, oldest first (the section's thumbnails). */
    async boardImages(designerId: string, requestIds: string[]) {
      if (requestIds.length === 0) return { uploads: [], starred: [] };
      const [uploads, starred] = await Promise.all([
        db
          .select()
          .from(moodBoardUploads)
          .where(and(eq(moodBoardUploads.designerId, designerId), inArray(moodBoardUploads.clientRequestId, requestIds)))
          .orderBy(asc(moodBoardUploads.createdAt)),
        db
          .select()
          .from(moodBoardConcepts)
          .where(and(eq(moodBoardConcepts.designerId, designerId), inArray(moodBoardConcepts.clientRequestId, requestIds), eq(moodBoardConcepts.starred, true)))
          .orderBy(asc(moodBoardConcepts.createdAt)),
      ]);
      return { uploads, starred };
    },

    async uploads(designerId: string, requestId: string): Promise<MoodBoardUploadRow[]> {
      return db
        .select()
        .from(moodBoardUploads)
        .where(and(eq(moodBoardUploads.designerId, designerId), eq(moodBoardUploads.clientRequestId, requestId)))
        .orderBy(asc(moodBoardUploads.createdAt));
    },

    async addUpload(designerId: string, requestId: string, file: { fileKey: string; width: number; height: number }, now: Date): Promise<void> {
      await db.insert(moodBoardUploads).values({ designerId, clientRequestId: requestId, ...file, createdAt: now });
    },

    /** Deletes one upload of the request; undefined when the request has no such upload. */
    async removeUpload(designerId: string, requestId: string, uploadId: string): Promise<MoodBoardUploadRow | undefined> {
      const [row] = await db
        .delete(moodBoardUploads)
        .where(and(eq(moodBoardUploads.designerId, designerId), eq(moodBoardUploads.clientRequestId, requestId), eq(moodBoardUploads.id, uploadId)))
        .returning();
      return row;
    },

    async concepts(designerId: string, requestId: string): Promise<MoodBoardConceptRow[]> {
      return db.select().from(moodBoardConcepts).where(requestOf(designerId, requestId)).orderBy(asc(moodBoardConcepts.createdAt));
    },

    async findConcept(designerId: string, id: string): Promise<MoodBoardConceptRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(moodBoardConcepts).where(conceptOf(designerId, id));
      return row;
    },

    async addConcepts(designerId: string, requestId: string, concepts: NewMoodBoardConcept[], now: Date): Promise<MoodBoardConceptRow[]> {
      if (concepts.length === 0) return [];
      return db
        .insert(moodBoardConcepts)
        .values(concepts.map((c, i) => ({ ...c, designerId, clientRequestId: requestId, createdAt: new Date(now.getTime() + i), updatedAt: now })))
        .returning();
    },

    /** Concepts of the designer still queued or rendering (they count against the image allowance). */
    async pendingCount(designerId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(moodBoardConcepts)
        .where(and(eq(moodBoardConcepts.designerId, designerId), inArray(moodBoardConcepts.status, ['queued', 'generating'])));
      return row?.n ?? 0;
    },

    async markGenerating(designerId: string, id: string, providerLabel: string, now: Date): Promise<MoodBoardConceptRow | undefined> {
      const [row] = await db
        .update(moodBoardConcepts)
        .set({ status: 'generating', providerLabel, updatedAt: now })
        .where(and(conceptOf(designerId, id), inArray(moodBoardConcepts.status, ['queued', 'generating'])))
        .returning();
      return row;
    },

    /** Stores the image and counts it in the billing period, once: only while the concept is still rendering. */
    async succeed(designerId: string, id: string, image: { fileKey: string; width: number; height: number }, periodStart: Date, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(moodBoardConcepts)
          .set({ status: 'ready', ...image, updatedAt: now })
          .where(and(conceptOf(designerId, id), eq(moodBoardConcepts.status, 'generating')))
          .returning({ id: moodBoardConcepts.id });
        if (!row) return false;
        await tx
          .insert(usageCounters)
          .values({ designerId, periodStart, imageCount: 1 })
          .onConflictDoUpdate({ target: [usageCounters.designerId, usageCounters.periodStart], set: { imageCount: sql`${usageCounters.imageCount} + 1` } });
        return true;
      });
    },

    async fail(designerId: string, id: string, reason: string, now: Date): Promise<void> {
      await db.update(moodBoardConcepts).set({ status: 'failed', failureReason: reason, updatedAt: now }).where(conceptOf(designerId, id));
    },

    async setStarred(designerId: string, requestId: string, id: string, starred: boolean, now: Date): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .update(moodBoardConcepts)
        .set({ starred, updatedAt: now })
        .where(and(requestOf(designerId, requestId), eq(moodBoardConcepts.id, id), eq(moodBoardConcepts.status, 'ready')))
        .returning({ id: moodBoardConcepts.id });
      return rows.length > 0;
    },
  };
}
