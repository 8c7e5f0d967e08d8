import { and, asc, eq, inArray, lt, lte, notInArray, or, sql } from 'drizzle-orm';
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

/** A claimed job: its id and the moment it was claimed, which only that claim matches. */
export interface JobClaim {
  id: string;
  lockedAt: Date | null;
}

const heldBy = (claim: JobClaim) =>
  and(eq(jobs.id, claim.id), eq(jobs.status, 'running'), claim.lockedAt ? eq(jobs.lockedAt, claim.lockedAt) : sql`false`);

/** The background jobs table. Not designer-scoped: only the worker reads it. */
/** Which job types a worker takes: only these, or all but these (none given: every type). */
export interface JobLane {
  only?: readonly string[];
  except?: readonly string[];
}

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
    async claimNext(now: Date, staleBefore: Date, lane: JobLane = {}): Promise<JobRow | undefined> {
      const due = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            or(and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)), and(eq(jobs.status, 'running'), lt(jobs.lockedAt, staleBefore))),
            lane.only ? inArray(jobs.type, [...lane.only]) : undefined,
            lane.except?.length ? notInArray(jobs.type, [...lane.except]) : undefined,
          ),
        )
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

    /** Done, if this claim still holds it (a claim handed back or taken over as stale is not ours to finish). */
    async complete(claim: JobClaim, now: Date): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ status: 'done', lockedAt: null, lastError: null, updatedAt: now })
        .where(heldBy(claim))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** A failed attempt: queued again at `retryAt`, or failed for good when null (if this claim still holds it). */
    async fail(claim: JobClaim, error: string, retryAt: Date | null, now: Date): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({
          status: retryAt ? 'queued' : 'failed',
          runAt: retryAt ?? sql`${jobs.runAt}`,
          lockedAt: null,
          lastError: error.slice(0, 2000),
          updatedAt: now,
        })
        .where(heldBy(claim))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /**
     * Gives a claimed job back unfinished (its process is shutting down): queued again now, the attempt
     * not counted, so another worker takes it at once.
     */
    async release(claim: JobClaim, now: Date): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ status: 'queued', runAt: now, lockedAt: null, attempts: sql`greatest(${jobs.attempts} - 1, 0)`, updatedAt: now })
        .where(heldBy(claim))
        .returning({ id: jobs.id });
      return rows.length > 0;
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
