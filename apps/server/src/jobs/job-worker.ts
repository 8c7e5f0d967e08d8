import { jobsRepository } from '../db/repositories/jobs.ts';
import type { JobHandler, WorkerContext } from './job-types.ts';

/** A job whose worker has not finished it after this long is taken to have died with its process. */
const STALE_AFTER_MS = 10 * 60_000;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 60 * 60_000;

/** Delay before attempt n+1 after n failed attempts: 30 s, 1 min, 2 min, … capped at an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

export interface RecurringJob {
  type: string;
  everyMs: number;
}

export interface JobWorker {
  /** Polls for due jobs every `pollMs` until stopped. */
  start(): void;
  /** Stops polling and waits for the job in hand. */
  stop(): Promise<void>;
  /** Runs every job due now, one after the other (tests, and each poll); returns how many ran. */
  runDue(): Promise<number>;
}

/**
 * The in-process worker. Jobs are rows, so they survive restarts; several processes may run workers
 * on one PostgreSQL database (claims skip locked rows). Recurring jobs reschedule themselves.
 */
export function createJobWorker<C extends WorkerContext>(
  ctx: C,
  handlers: Record<string, JobHandler<C>>,
  recurring: RecurringJob[],
  pollMs: number,
): JobWorker {
  const repo = jobsRepository(ctx.db);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = true;

  async function ensureRecurring(): Promise<void> {
    for (const r of recurring) {
      await repo.insert({ type: r.type, payload: {}, runAt: ctx.now(), uniqueKey: `recurring:${r.type}` }, ctx.now());
    }
  }

  async function runOne(): Promise<boolean> {
    const now = ctx.now();
    const job = await repo.claimNext(now, new Date(now.getTime() - STALE_AFTER_MS));
    if (!job) return false;
    const handler = handlers[job.type];
    try {
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      await handler(ctx, (job.payload ?? {}) as Record<string, unknown>);
      await repo.complete(job.id, ctx.now());
      const again = recurring.find((r) => r.type === job.type);
      if (again) {
        await repo.insert({ type: job.type, payload: {}, runAt: new Date(ctx.now().getTime() + again.everyMs), uniqueKey: `recurring:${job.type}` }, ctx.now());
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = job.attempts < job.maxAttempts ? new Date(ctx.now().getTime() + retryDelayMs(job.attempts)) : null;
      ctx.log.warn({ job: { id: job.id, type: job.type, attempts: job.attempts }, err: message, retryAt }, 'job failed');
      await repo.fail(job.id, message, retryAt, ctx.now());
    }
    return true;
  }

  async function drain(): Promise<number> {
    await ensureRecurring();
    let count = 0;
    while (await runOne()) count += 1;
    return count;
  }

  function runDue(): Promise<number> {
    // One drain at a time per process: the poll and a test's explicit call never overlap.
    const next = (running ?? Promise.resolve(0)).catch(() => 0).then(drain);
    running = next;
    return next;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runDue()
        .catch((err) => ctx.log.error({ err }, 'job worker poll failed'))
        .finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => 0);
    },
    runDue,
  };
}
