import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisThrottleStore } from '../src/auth/redis-throttle-store.ts';
import { redisEventBus } from '../src/events/redis-event-bus.ts';
import { explainSkip, REDIS_TEST_URL, redisAvailable, redisTestPrefix } from './local-services.ts';

explainSkip('the Redis adapter tests', { redis: true });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(redisAvailable)('the Redis adapters (shared by every instance)', () => {
  const prefix = redisTestPrefix('adapters');
  let redis: Redis;
  let other: Redis;
  beforeAll(async () => {
    redis = new Redis(REDIS_TEST_URL);
    other = new Redis(REDIS_TEST_URL);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    other.disconnect();
  });

  describe('the login throttle store', () => {
    it('counts hits from two instances in one window, and starts again once the window has ended', async () => {
      const a = redisThrottleStore(redis, prefix);
      const b = redisThrottleStore(other, prefix);
      const first = await a.hit('window', 300);
      expect(first.count).toBe(1);
      expect(first.resetInMs).toBeGreaterThan(200);
      expect(first.resetInMs).toBeLessThanOrEqual(300);
      expect((await b.hit('window', 300)).count).toBe(2);
      expect((await a.peek('window')).count).toBe(2);
      await sleep(350);
      expect(await b.peek('window')).toEqual({ count: 0, resetInMs: 0 });
      expect((await a.hit('window', 300)).count).toBe(1);
    });

    it('gives each of many simultaneous hits its own count (one atomic step each)', async () => {
      const stores = [redisThrottleStore(redis, prefix), redisThrottleStore(other, prefix)];
      const counts = await Promise.all(Array.from({ length: 40 }, (_, i) => stores[i % 2]!.hit('parallel', 60_000)));
      expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    });

    it('reads without adding, forgets a cleared key, and keeps its keys under its prefix', async () => {
      const store = redisThrottleStore(redis, prefix);
      await store.hit('peeked', 60_000);
      expect((await store.peek('peeked')).count).toBe(1);
      expect((await store.peek('peeked')).count).toBe(1);
      expect(await redis.exists(`${prefix}throttle:peeked`)).toBe(1);
      await redisThrottleStore(other, prefix).clear('peeked');
      expect((await store.peek('peeked')).count).toBe(0);
      expect(await store.peek('never-hit')).toEqual({ count: 0, resetInMs: 0 });
    });
  });

  describe('the event bus', () => {
    it('delivers what one instance publishes to subscribers on another, until they unsubscribe', async () => {
      const publisher = redisEventBus(redis, prefix);
      const listener = redisEventBus(other, prefix);
      const heard: unknown[] = [];
      const unsubscribe = await listener.subscribe('job:1', (m) => heard.push(m));
      const elsewhere: unknown[] = [];
      const unsubscribeElsewhere = await listener.subscribe('job:2', (m) => elsewhere.push(m));
      await publisher.publish('job:1', { status: 'running', progress: 0.5 });
      await publisher.publish('job:1', { status: 'done' });
      for (let i = 0; i < 50 && heard.length < 2; i++) await sleep(10);
      expect(heard).toEqual([{ status: 'running', progress: 0.5 }, { status: 'done' }]);
      expect(elsewhere).toEqual([]);
      await unsubscribe();
      await publisher.publish('job:1', { status: 'late' });
      await sleep(100);
      expect(heard).toHaveLength(2);
      await unsubscribeElsewhere();
      await publisher.close();
      await listener.close();
    });
  });
});
