/** A key's count in its current window and how long that window still runs. */
export interface ThrottleCount {
  count: number;
  /** Milliseconds until the key is forgotten (0 when it is absent). */
  resetInMs: number;
}

/**
 * Where the login throttles keep their counters: fixed-window counters with a time to live. Small on
 * purpose, so that a shared store is one file (Redis: `hit` is INCR + PEXPIRE NX + PTTL in one MULTI,
 * `peek` is GET + PTTL, `clear` is DEL). In memory by default (memory-throttle-store.ts), which is per
 * process: several instances need the shared store.
 */
export interface ThrottleStore {
  /** Adds one to `key`; a key that is absent (or whose window ended) starts at 1 and lives `windowMs`. */
  hit(key: string, windowMs: number): Promise<ThrottleCount>;
  /** The key's count without adding to it (0 when absent). */
  peek(key: string): Promise<ThrottleCount>;
  /** Forgets the key. */
  clear(key: string): Promise<void>;
}
