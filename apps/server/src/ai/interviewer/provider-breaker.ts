/**
 * Skips a provider that keeps failing instead of making every visitor wait for it: when most of its
 * recent calls failed (timeouts, provider errors) — at least `failuresToOpen` of them, and at least
 * `failureRatio` of the last `window` outcomes of the last `windowMs`, so three failures in a row open
 * it — the breaker opens
 * and turns go straight to the built-in engine for `cooldownMs`; then one trial turn may call the
 * provider again (half-open). A success closes the breaker; a failed trial opens it again for twice as
 * long, up to `maxCooldownMs`. Per process: each instance learns on its own, which is safe (a cache).
 *
 * A ratio rather than failures in a row: with hundreds of visitors chatting at once, a provider that
 * answers most calls still fails a few in a row by chance every few seconds, and would be skipped for
 * minutes. Each failure costs a visitor at most the turn's budget (the engine answers then).
 */
export interface ProviderBreaker {
  /** May this turn call the provider? In the half-open state only one caller gets a yes. */
  allow(): boolean;
  success(): void;
  failure(): void;
  readonly state: 'closed' | 'open' | 'half_open';
}

export interface ProviderBreakerOptions {
  /** The fewest failures among the recent outcomes that open the breaker (default 3). */
  failuresToOpen?: number;
  /** The share of failures among the recent outcomes that opens it (default 0.8). */
  failureRatio?: number;
  /** How many recent outcomes are weighed (default 20)… */
  window?: number;
  /** …of those no older than this (default 60 s): a quiet studio's old successes do not hide an outage. */
  windowMs?: number;
  cooldownMs?: number;
  maxCooldownMs?: number;
  now?: () => number;
}

export function createProviderBreaker(options: ProviderBreakerOptions = {}): ProviderBreaker {
  const failuresToOpen = options.failuresToOpen ?? 3;
  const failureRatio = options.failureRatio ?? 0.8;
  const window = Math.max(failuresToOpen, options.window ?? 20);
  const windowMs = options.windowMs ?? 60_000;
  const baseCooldown = options.cooldownMs ?? 30_000;
  const maxCooldown = options.maxCooldownMs ?? 5 * 60_000;
  const now = options.now ?? Date.now;
  /** The recent outcomes while closed, oldest first. */
  let recent: { at: number; failed: boolean }[] = [];
  let openUntil = 0;
  let cooldown = baseCooldown;
  let trialInFlight = false;
  let state: ProviderBreaker['state'] = 'closed';
  const remember = (failed: boolean) => {
    const at = now();
    recent.push({ at, failed });
    while (recent.length > window || (recent.length > 1 && recent[0]!.at <= at - windowMs)) recent.shift();
  };

  return {
    get state() {
      return state;
    },
    allow() {
      if (state === 'closed') return true;
      if (state === 'open' && now() >= openUntil) {
        state = 'half_open';
        trialInFlight = false;
      }
      if (state === 'half_open' && !trialInFlight) {
        trialInFlight = true;
        return true;
      }
      return false;
    },
    success() {
      if (state === 'closed') {
        remember(false);
        return;
      }
      state = 'closed';
      recent = [];
      cooldown = baseCooldown;
      trialInFlight = false;
    },
    failure() {
      if (state === 'half_open') {
        cooldown = Math.min(maxCooldown, cooldown * 2);
        state = 'open';
        openUntil = now() + cooldown;
        trialInFlight = false;
        return;
      }
      if (state !== 'closed') return;
      remember(true);
      const failures = recent.filter((o) => o.failed).length;
      if (failures >= failuresToOpen && failures >= failureRatio * recent.length) {
        state = 'open';
        openUntil = now() + cooldown;
        recent = [];
      }
    },
  };
}
