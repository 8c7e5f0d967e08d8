/**
 * Live events between the parts of the product, on whatever instance they run: job progress, a chat
 * turn stored. In this process by default (memory-event-bus.ts); through Redis pub/sub when REDIS_URL
 * is set (redis-event-bus.ts), so a subscriber on one instance hears what another published.
 * Delivery is at most once and only to those subscribed at that moment: anything that must not be lost
 * is also in the database, and a listener that missed an event reads the state there.
 */
export interface EventBus {
  /** Sends `message` (JSON-serialisable) to every current subscriber of `channel`. */
  publish(channel: string, message: unknown): Promise<void>;
  /** Calls `handler` with each message on `channel` until the returned function is called. */
  subscribe(channel: string, handler: (message: unknown) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The channel of one job's progress (status changes and what its handler reports). */
export const jobChannel = (jobId: string) => `job:${jobId}`;
/** Where a job just queued is announced, so an idle worker starts it now rather than at its next poll. */
export const jobsQueuedChannel = 'jobs:queued';
/** The channel of one client request's conversation (a turn stored). */
export const chatChannel = (clientRequestId: string) => `chat:${clientRequestId}`;
