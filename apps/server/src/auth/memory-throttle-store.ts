import type { ThrottleCount, ThrottleStore } from './throttle-store.ts';

interface Entry {
  count: number;
  expiresAt: number;
}

/**
 * The in-process ThrottleStore. Bounded: past `maxKeys` the entries closest to expiry go first, so a
 * flood of made-up e-mails and addresses cannot grow the process. Time comes from `now`, the app's clock.
 */
export function memoryThrottleStore(now: () => Date, maxKeys = 100_000): ThrottleStore {
  const entries = new Map<string, Entry>();

  function live(key: string, at: number): Entry | undefined {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= at) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  function makeRoom(at: number) {
    if (entries.size < maxKeys) return;
    for (const [key, entry] of entries) if (entry.expiresAt <= at) entries.delete(key);
    if (entries.size < maxKeys) return;
    const soonest = [...entries].sort((a, b) => a[1].expiresAt - b[1].expiresAt).slice(0, Math.ceil(maxKeys / 10));
    for (const [key] of soonest) entries.delete(key);
  }

  const countOf = (entry: Entry | undefined, at: number): ThrottleCount =>
    entry ? { count: entry.count, resetInMs: entry.expiresAt - at } : { count: 0, resetInMs: 0 };

  return {
    async hit(key, windowMs) {
      const at = now().getTime();
      let entry = live(key, at);
      if (entry) entry.count += 1;
      else {
        makeRoom(at);
        entry = { count: 1, expiresAt: at + windowMs };
        entries.set(key, entry);
      }
      return countOf(entry, at);
    },
    async peek(key) {
      const at = now().getTime();
      return countOf(live(key, at), at);
    },
    async clear(key) {
      entries.delete(key);
    },
  };
}
