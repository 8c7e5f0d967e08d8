import { Redis } from 'ioredis';

/** What a Redis connection needs to report its troubles: the app's logger or a stand-in. */
interface Log {
  warn(obj: object, msg: string): void;
}

/**
 * One connection to REDIS_URL. Commands fail after two reconnection attempts instead of queueing for
 * long (a rate-limit check must not hang a request), and connection errors are logged, never thrown
 * at the process: ioredis reconnects by itself.
 */
export function connectRedis(url: string, log: Log): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5000, lazyConnect: true });
  let lastWarned = 0;
  redis.on('error', (err: Error) => {
    // Once per 10 s at most: a Redis that is down would otherwise fill the log on every retry.
    if (Date.now() - lastWarned < 10_000) return;
    lastWarned = Date.now();
    log.warn({ err: err.message }, 'Redis connection error');
  });
  return redis;
}

/** Connects and checks the server answers, so a wrong REDIS_URL stops the start with a clear message. */
export async function openRedis(url: string, log: Log): Promise<Redis> {
  const redis = connectRedis(url, log);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL: cannot reach Redis at ${new URL(url).host} (${error instanceof Error ? error.message : String(error)})`);
  }
  return redis;
}
