import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { clientRequests, type ClientRequestRow } from '../schema.ts';

export type NewClientRequest = Omit<typeof clientRequests.$inferInsert, 'id' | 'designerId'>;
export type ClientRequestPatch = Partial<
  Pick<ClientRequestRow, 'stage' | 'conversationCompleted' | 'confirmedAt' | 'brandName' | 'websiteUrl' | 'deadline' | 'priority' | 'referenceOutcome'>
>;

/** Client requests, always scoped by the owning designer's id. */
export function clientRequestsRepository(db: Database) {
  return {
    async insert(designerId: string, values: NewClientRequest): Promise<ClientRequestRow> {
      const [row] = await db.insert(clientRequests).values({ ...values, designerId }).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async findById(designerId: string, id: string): Promise<ClientRequestRow | undefined> {
      const [row] = await db.select().from(clientRequests).where(and(eq(clientRequests.designerId, designerId), eq(clientRequests.id, id)));
      return row;
    },

    /**
     * The request behind a shared link. Unscoped on purpose: the share key is an unguessable secret
     * that the designer handed out; the shared views show only that request, read-only.
     */
    async findByShareKey(shareKey: string): Promise<ClientRequestRow | undefined> {
      const [row] = await db.select().from(clientRequests).where(eq(clientRequests.shareKey, shareKey));
      return row;
    },

    async update(designerId: string, id: string, patch: ClientRequestPatch, now: Date): Promise<ClientRequestRow | undefined> {
      const [row] = await db
        .update(clientRequests)
        .set({ ...patch, updatedAt: now })
        .where(and(eq(clientRequests.designerId, designerId), eq(clientRequests.id, id)))
        .returning();
      return row;
    },

    /**
     * Saves a new interview state if nobody saved one since `expectedVersion` was read (optimistic
     * lock); undefined when another turn won.
     */
    async saveState(
      designerId: string,
      id: string,
      expectedVersion: number,
      values: { interviewState: unknown; conversationCompleted: boolean; stage?: string },
      now: Date,
    ): Promise<ClientRequestRow | undefined> {
      const [row] = await db
        .update(clientRequests)
        .set({ ...values, stateVersion: expectedVersion + 1, updatedAt: now })
        .where(and(eq(clientRequests.designerId, designerId), eq(clientRequests.id, id), eq(clientRequests.stateVersion, expectedVersion)))
        .returning();
      return row;
    },

    /**
     * Saves the visitor's reference rounds (and, when they end, their outcome and the next stage) if
     * nobody saved the request since `expectedVersion` (a double tap must not choose twice).
     */
    async saveReferenceRounds(
      designerId: string,
      id: string,
      expectedVersion: number,
      values: { referenceRounds: unknown; referenceOutcome?: unknown; stage?: string },
      now: Date,
    ): Promise<ClientRequestRow | undefined> {
      const [row] = await db
        .update(clientRequests)
        .set({ ...values, stateVersion: expectedVersion + 1, updatedAt: now })
        .where(and(eq(clientRequests.designerId, designerId), eq(clientRequests.id, id), eq(clientRequests.stateVersion, expectedVersion)))
        .returning();
      return row;
    },

    async incrementMessageCount(designerId: string, id: string, now: Date): Promise<void> {
      await db
        .update(clientRequests)
        .set({ totalMessageCount: sql`${clientRequests.totalMessageCount} + 1`, updatedAt: now })
        .where(and(eq(clientRequests.designerId, designerId), eq(clientRequests.id, id)));
    },

    async listDemoCreatedBefore(designerId: string, before: Date): Promise<ClientRequestRow[]> {
      return db
        .select()
        .from(clientRequests)
        .where(and(eq(clientRequests.designerId, designerId), eq(clientRequests.isDemo, true), lt(clientRequests.createdAt, before)));
    },

    /** Demo requests (of the demo studio) created before `before`: purged with everything they own. */
    async deleteDemoCreatedBefore(designerId: string, before: Date): Promise<ClientRequestRow[]> {
      return db
        .delete(clientRequests)
        .where(and(eq(clientRequests.designerId, designerId), eq(clientRequests.isDemo, true), lt(clientRequests.createdAt, before)))
        .returning();
    },
  };
}
