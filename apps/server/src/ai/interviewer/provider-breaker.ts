/**
 * Skips a provider that keeps failing instead of making every visitor wait for it: after
 * `failuresToOpen` failures in a row (timeouts, provider errors) the breaker opens and turns go
 * straight to the built-in engine for `cooldownMs`; then one trial turn may call the provider
 * again (half-open). A success closes the breaker; a failed trial opens it again for twice as long,
 * up to `maxCooldownMs`. Per process: each instance learns on its own, which is safe (a cache).
 */
export interface ProviderBreaker {
  /** May this turn call the provider? In the half-open state only one caller gets a yes. */
  allow(): boolean;
  success(): void;
  failure(): void;
  readonly state: 'closed' | 'open' | 'half_open';
}

export interface ProviderBreakerOptions {
  failuresToOpen?: number;
  cooldownMs?: number;
  maxCooldownMs?: number;
  now?: () => number;
}

export function createProviderBreaker(options: ProviderBreakerOptions = {}): ProviderBreaker {
  const failuresToOpen = options.failuresToOpen ?? 3;
  const baseCooldown = options.cooldownMs ?? 30_000;
  const maxCooldown = options.maxCooldownMs ?? 5 * 60_000;
  const now = options.now ?? Date.now;
  let failures = 0;
  let openUntil = 0;
  let cooldown = baseCooldown;
  let trialInFlight = false;
  let state: ProviderBreaker['state'] = 'closed';

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
      state = 'closed';
      failures = 0;
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
      failures += 1;
      if (state === 'closed' && failures >= failuresToOpen) {
        state = 'open';
        openUntil = now() + cooldown;
      }
    },
  };
}
