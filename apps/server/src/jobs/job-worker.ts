import { jobsRepository, type JobLane } from '../db/repositories/jobs.ts';
import { jobChannel, jobsQueuedChannel } from '../events/event-bus.ts';
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
  /** The first run this long after the job is first scheduled (default: at once). The schedule outlives restarts. */
  firstAfterMs?: number;
}

export interface JobWorker {
  /** Polls for due jobs every `pollMs` until stopped, and drains at once when a job is queued (`jobsQueuedChannel`). */
  start(): void;
  /**
   * Stops polling and claims no further job; waits for the job in hand up to `handBackAfterMs`
   * (default: as long as it takes), then gives it back to the queue so another worker runs it.
   */
  stop(options?: { handBackAfterMs?: number }): Promise<void>;
  /** Runs every job due now, one after the other (tests, and each poll); returns how many ran. */
  runDue(): Promise<number>;
}

/**
 * The in-process worker. Jobs are rows, so they survive restarts; several processes may run workers
 * on one PostgreSQL database (claims skip locked rows). Recurring jobs reschedule themselves. A worker
 * takes one job at a time, of the types its `lane` names (default: every type).
 */
export function createJobWorker<C extends WorkerContext>(
  ctx: C,
  handlers: Record<string, JobHandler<C>>,
  recurring: RecurringJob[],
  pollMs: number,
  lane: JobLane = {},
): JobWorker {
  const repo = jobsRepository(ctx.db);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = true;
  /** Set by stop(): the drain in progress finishes its job in hand and claims no other. */
  let closing = false;
  let inHand: { id: string; lockedAt: Date | null; type: string } | null = null;
  let stopping: Promise<void> | null = null;
  /** A job was queued while a drain ran (which may have looked before it was there): drain again without waiting. */
  let queuedMeanwhile = false;
  let unsubscribe: (() => Promise<void>) | null = null;

  function announce(jobId: string, message: Record<string, unknown>) {
    ctx.events?.publish(jobChannel(jobId), message).catch((err: unknown) => ctx.log.warn({ err, jobId }, 'job event not published'));
  }

  async function ensureRecurring(): Promise<void> {
    for (const r of recurring) {
      await repo.insert({ type: r.type, payload: {}, runAt: new Date(ctx.now().getTime() + (r.firstAfterMs ?? 0)), uniqueKey: `recurring:${r.type}` }, ctx.now());
    }
  }

  async function runOne(): Promise<boolean> {
    const now = ctx.now();
    const job = await repo.claimNext(now, new Date(now.getTime() - STALE_AFTER_MS), lane);
    if (!job) return false;
    inHand = job;
    announce(job.id, { status: 'running', type: job.type, attempt: job.attempts });
    const handler = handlers[job.type];
    try {
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      await handler(ctx, (job.payload ?? {}) as Record<string, unknown>, { id: job.id, type: job.type });
      // Handed back meanwhile (shutdown) or taken over as stale: no longer this worker's to finish.
      if (!(await repo.complete(job, ctx.now()))) return true;
      announce(job.id, { status: 'done', type: job.type });
      const again = recurring.find((r) => r.type === job.type);
      if (again) {
        await repo.insert({ type: job.type, payload: {}, runAt: new Date(ctx.now().getTime() + again.everyMs), uniqueKey: `recurring:${job.type}` }, ctx.now());
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = job.attempts < job.maxAttempts ? new Date(ctx.now().getTime() + retryDelayMs(job.attempts)) : null;
      ctx.log.warn({ job: { id: job.id, type: job.type, attempts: job.attempts }, err: message, retryAt }, 'job failed');
      if (await repo.fail(job, message, retryAt, ctx.now())) announce(job.id, { status: retryAt ? 'queued' : 'failed', type: job.type, retryAt });
    } finally {
      inHand = null;
    }
    return true;
  }

  async function drain(): Promise<number> {
    await ensureRecurring();
    let count = 0;
    while (!closing && (await runOne())) count += 1;
    return count;
  }

  function runDue(): Promise<number> {
    // One drain at a time per process: the poll and a test's explicit call never overlap.
    const next = (running ?? Promise.resolve(0)).catch(() => 0).then(drain);
    running = next;
    return next;
  }

  function poll() {
    timer = null;
    queuedMeanwhile = false;
    runDue()
      .catch((err) => ctx.log.error({ err }, 'job worker poll failed'))
      .finally(() => schedule(queuedMeanwhile ? 0 : pollMs));
  }

  function schedule(delayMs: number) {
    if (stopped || timer) return;
    timer = setTimeout(poll, delayMs);
    timer.unref();
  }

  /** A job was queued: an idle worker of its lane drains now; a busy one drains again when it is done. */
  function wake(message: unknown) {
    const type = (message as { type?: unknown } | null)?.type;
    if (stopped || (typeof type === 'string' && (lane.only?.includes(type) === false || lane.except?.includes(type)))) return;
    if (!timer) {
      queuedMeanwhile = true;
      return;
    }
    clearTimeout(timer);
    timer = null;
    schedule(0);
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      closing = false;
      stopping = null;
      schedule(pollMs);
      ctx.events
        ?.subscribe(jobsQueuedChannel, wake)
        .then((off) => {
          if (stopped) void off();
          else unsubscribe = off;
        })
        .catch((err: unknown) => ctx.log.warn({ err }, 'job worker hears no queued jobs; it polls'));
    },
    stop(options = {}) {
      // A second call (main's shutdown, then the app's onClose) waits for the first one's outcome.
      stopping ??= stopNow(options);
      return stopping;
    },
    runDue,
  };

  async function stopNow(options: { handBackAfterMs?: number }): Promise<void> {
    stopped = true;
    closing = true;
    if (timer) clearTimeout(timer);
    timer = null;
    await unsubscribe?.().catch(() => undefined);
    unsubscribe = null;
    const finished = running?.catch(() => 0);
    if (options.handBackAfterMs === undefined) {
      await finished;
      return;
    }
    let timeout: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      finished?.then(() => 'finished' as const),
      new Promise<'late'>((resolve) => (timeout = setTimeout(() => resolve('late'), options.handBackAfterMs))),
    ]);
    clearTimeout(timeout);
    const job = inHand;
    if (outcome === 'late' && job && (await repo.release(job, ctx.now()))) {
      ctx.log.warn({ job: { id: job.id, type: job.type } }, 'job handed back unfinished at shutdown');
      announce(job.id, { status: 'queued', type: job.type });
    }
  }
}

/**
 * Several workers (lanes) as one: started and stopped together; `runDue` runs every due job of every
 * lane, again until none is left (a job in one lane may enqueue one in another).
 */
export function combineJobWorkers(workers: readonly JobWorker[]): JobWorker {
  return {
    start: () => workers.forEach((w) => w.start()),
    stop: async (options) => {
      await Promise.all(workers.map((w) => w.stop(options)));
    },
    async runDue() {
      let total = 0;
      for (;;) {
        const ran = (await Promise.all(workers.map((w) => w.runDue()))).reduce((a, b) => a + b, 0);
        if (ran === 0) return total;
        total += ran;
      }
    },
  };
}
