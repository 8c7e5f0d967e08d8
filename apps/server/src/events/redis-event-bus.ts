import type { Redis } from 'ioredis';
import type { EventBus } from './event-bus.ts';

/**
 * The EventBus over Redis pub/sub: publishes on the shared connection, listens on a connection of its
 * own (a subscribed connection can do nothing else). One Redis subscription per channel, however many
 * handlers this process has on it.
 */
export function redisEventBus(redis: Redis, prefix: string): EventBus {
  const subscriber = redis.duplicate();
  const handlers = new Map<string, Set<(message: unknown) => void>>();
  const full = (channel: string) => `${prefix}events:${channel}`;
  subscriber.on('message', (channel: string, text: string) => {
    const listeners = handlers.get(channel);
    if (!listeners) return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    for (const handler of listeners) handler(message);
  });
  subscriber.on('error', () => {
    // Reported by the shared connection's logger; the subscriber reconnects and resubscribes by itself.
  });
  return {
    async publish(channel, message) {
      await redis.publish(full(channel), JSON.stringify(message));
    },
    async subscribe(channel, handler) {
      const name = full(channel);
      let listeners = handlers.get(name);
      if (!listeners) {
        listeners = new Set();
        handlers.set(name, listeners);
        await subscriber.subscribe(name);
      }
      listeners.add(handler);
      return async () => {
        const current = handlers.get(name);
        if (!current?.delete(handler) || current.size > 0) return;
        handlers.delete(name);
        await subscriber.unsubscribe(name);
      };
    },
    async close() {
      handlers.clear();
      subscriber.disconnect();
    },
  };
}
