import { EventEmitter } from 'node:events';
import type { EventBus } from './event-bus.ts';

/** The EventBus inside one process: an EventEmitter. Messages are copied through JSON, as Redis would. */
export function memoryEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, message) {
      const copy = JSON.stringify(message);
      emitter.emit(channel, JSON.parse(copy));
    },
    async subscribe(channel, handler) {
      emitter.on(channel, handler);
      return async () => {
        emitter.off(channel, handler);
      };
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
