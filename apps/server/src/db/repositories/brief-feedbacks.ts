import { and, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { briefFeedbacks } from '../schema.ts';

/** A stored upload of the brief: the file key and the decoded image's size. */
export interface StoredUpload {
  id: string;
  key: string;
  width: number;
  height: number;
}

export interface BriefFeedbackDraft {
  ratings: Record<string, number>;
  comment: string;
  note: string;
  noteImage: StoredUpload | null;
  floorPlans: StoredUpload[];
}

export const emptyBriefFeedback = (): BriefFeedbackDraft => ({ ratings: {}, comment: '', note: '', noteImage: null, floorPlans: [] });

/** The visitor's brief feedback draft, one row per client request, scoped by designer. */
export function briefFeedbacksRepository(db: Database) {
  return {
    async find(designerId: string, clientRequestId: string): Promise<BriefFeedbackDraft> {
      const [row] = await db
        .select()
        .from(briefFeedbacks)
        .where(and(eq(briefFeedbacks.designerId, designerId), eq(briefFeedbacks.clientRequestId, clientRequestId)));
      if (!row) return emptyBriefFeedback();
      return {
        ratings: (row.ratings ?? {}) as Record<string, number>,
        comment: row.comment,
        note: row.note,
        noteImage: (row.noteImage as StoredUpload | null) ?? null,
        floorPlans: (row.floorPlans ?? []) as StoredUpload[],
      };
    },

    /** The ratings of every one of the designer's requests that has any, by request id. */
    async ratingsByRequest(designerId: string): Promise<Map<string, Record<string, number>>> {
      const rows = await db
        .select({ id: briefFeedbacks.clientRequestId, ratings: briefFeedbacks.ratings })
        .from(briefFeedbacks)
        .where(eq(briefFeedbacks.designerId, designerId));
      return new Map(rows.map((r) => [r.id, (r.ratings ?? {}) as Record<string, number>]));
    },

    async save(designerId: string, clientRequestId: string, draft: BriefFeedbackDraft, now: Date): Promise<void> {
      const values = {
        ratings: draft.ratings,
        comment: draft.comment,
        note: draft.note,
        noteImage: draft.noteImage,
        floorPlans: draft.floorPlans,
        updatedAt: now,
      };
      await db
        .insert(briefFeedbacks)
        .values({ clientRequestId, designerId, ...values })
        .onConflictDoUpdate({ target: briefFeedbacks.clientRequestId, set: values });
    },
  };
}
