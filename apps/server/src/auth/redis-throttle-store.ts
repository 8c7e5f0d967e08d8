import type { Redis } from 'ioredis';
import type { ThrottleCount, ThrottleStore } from './throttle-store.ts';

/** INCR, a time to live for a new key (or one left without: never forever), and the time left, atomically. */
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/**
 * The ThrottleStore on Redis, shared by every instance: fixed windows as keys with a time to live
 * (Redis's clock, not the app's). Keys are `prefix + key`.
 */
export function redisThrottleStore(redis: Redis, prefix: string): ThrottleStore {
  const full = (key: string) => `${prefix}throttle:${key}`;
  return {
    async hit(key, windowMs): Promise<ThrottleCount> {
      const [count, ttl] = (await redis.eval(HIT, 1, full(key), Math.max(1, Math.round(windowMs)))) as [number, number];
      return { count, resetInMs: ttl };
    },
    async peek(key): Promise<ThrottleCount> {
      const [[, value], [, ttl]] = (await redis.multi().get(full(key)).pttl(full(key)).exec()) as [[null, string | null], [null, number]];
      return value === null || ttl === -2 ? { count: 0, resetInMs: 0 } : { count: Number(value), resetInMs: Math.max(0, ttl) };
    },
    async clear(key) {
      await redis.del(full(key));
    },
  };
}
