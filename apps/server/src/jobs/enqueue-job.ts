import type { Database } from '../db/client.ts';
import { jobsRepository, type NewJob } from '../db/repositories/jobs.ts';

/** Queues background work; it survives restarts (a row in the jobs table) and runs on the worker. */
export async function enqueueJob(ctx: { db: Database; now: () => Date }, job: Omit<NewJob, 'runAt'> & { runAt?: Date }): Promise<void> {
  const now = ctx.now();
  await jobsRepository(ctx.db).insert({ ...job, runAt: job.runAt ?? now }, now);
}
