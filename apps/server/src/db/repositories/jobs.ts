import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { jobs, type JobRow } from '../schema.ts';

export interface NewJob {
  type: string;
  payload: Record<string, unknown>;
  runAt: Date;
  designerId?: string | null;
  maxAttempts?: number;
  /** At most one queued or running job per key; a second enqueue with the key is a no-op. */
  uniqueKey?: string;
}

/** The background jobs table. Not designer-scoped: only the worker reads it. */
export function jobsRepository(db: Database) {
  return {
    async insert(job: NewJob, now: Date): Promise<JobRow | undefined> {
      const [row] = await db
        .insert(jobs)
        .values({
          type: job.type,
          payload: job.payload,
          runAt: job.runAt,
          designerId: job.designerId ?? null,
          uniqueKey: job.uniqueKey ?? null,
          ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /**
     * Claims the next due job (or one whose worker vanished: running and locked before
     * `staleBefore`). FOR UPDATE SKIP LOCKED lets several workers share the table.
     */
    async claimNext(now: Date, staleBefore: Date): Promise<JobRow | undefined> {
      const due = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(or(and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)), and(eq(jobs.status, 'running'), lt(jobs.lockedAt, staleBefore))))
        .orderBy(asc(jobs.runAt))
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(jobs)
        .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, lockedAt: now, updatedAt: now })
        .where(inArray(jobs.id, due))
        .returning();
      return row;
    },

    async complete(id: string, now: Date): Promise<void> {
      await db.update(jobs).set({ status: 'done', lockedAt: null, lastError: null, updatedAt: now }).where(eq(jobs.id, id));
    },

    /** A failed attempt: queued again at `retryAt`, or failed for good when null. */
    async fail(id: string, error: string, retryAt: Date | null, now: Date): Promise<void> {
      await db
        .update(jobs)
        .set({
          status: retryAt ? 'queued' : 'failed',
          runAt: retryAt ?? sql`${jobs.runAt}`,
          lockedAt: null,
          lastError: error.slice(0, 2000),
          updatedAt: now,
        })
        .where(eq(jobs.id, id));
    },

    async findById(id: string): Promise<JobRow | undefined> {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
      return row;
    },

    async listByType(type: string): Promise<JobRow[]> {
      return db.select().from(jobs).where(eq(jobs.type, type)).orderBy(asc(jobs.createdAt));
    },
  };
}
