import type { Database } from '../db/client.ts';
import { jobsRepository, type NewJob } from '../db/repositories/jobs.ts';
import { jobsQueuedChannel, type EventBus } from '../events/event-bus.ts';

/**
 * Queues background work; it survives restarts (a row in the jobs table) and runs on the worker. A job due now is
 * announced on `events` (when given), so an idle worker on any instance starts it at once; without the announcement
 * (inside a transaction, whose row no worker can see yet) it waits for the next poll.
 */
export async function enqueueJob(ctx: { db: Database; now: () => Date; events?: EventBus }, job: Omit<NewJob, 'runAt'> & { runAt?: Date }): Promise<void> {
  const now = ctx.now();
  await jobsRepository(ctx.db).insert({ ...job, runAt: job.runAt ?? now }, now);
  // (Not awaited: the row is the job; a slow or unreachable event bus delays no request, the poll still finds it.)
  if ((job.runAt ?? now) <= now) void ctx.events?.publish(jobsQueuedChannel, { type: job.type }).catch(() => undefined);
}
