import type { AppContext } from '../context.ts';
import { clientAddressKey } from '../auth/client-address.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';

const MINUTE_MS = 60_000;
const ADDRESS_WINDOW_MS = 15 * MINUTE_MS;
const ACCOUNT_WINDOW_MS = 24 * 60 * MINUTE_MS;
/** How long an address the designer signed in from counts as theirs. */
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * MINUTE_MS;
const FIRST_INTERVAL_MS = 1000;

/** One password login: the e-mail it is for and the client's address. */
export interface LoginAttempt {
  email: string;
  address: string;
}

// Keyed by the e-mail as typed (not the account), so an unknown e-mail is throttled exactly like a known one.
const keys = {
  address: (a: string) => `login:fail:address:${a}`,
  accountAddress: (e: string, a: string) => `login:fail:account-address:${e}|${a}`,
  account: (e: string) => `login:fail:account:${e}`,
  slot: (e: string) => `login:slot:${e}`,
  known: (e: string, a: string) => `login:known:${e}|${a}`,
};

function normalised({ email, address }: LoginAttempt) {
  return { e: email.trim().toLowerCase(), a: clientAddressKey(address) };
}

const slowed = (ms: number) => new AppError('login_slowed', errorMessages.login_slowed, undefined, ms / 1000);

/**
 * Brute-force protection of the password login, in three parts:
 * - per address: too many wrong passwords from one address (any accounts) → that address waits;
 * - per account and address: too many for one account from one address → that address waits for that account;
 * - per account, over all addresses: past a number of wrong passwords the account accepts one password
 *   attempt per interval that doubles with every further failure (up to LOGIN_SLOWDOWN_MAX_SECONDS),
 *   except from addresses it has recently signed in from.
 * Nothing here refuses the owner everywhere: their usual addresses are never slowed by others' failures,
 * and a one-time sign-in link by e-mail works at once from anywhere.
 */
export function loginGuard(ctx: Pick<AppContext, 'env' | 'throttles'>) {
  const { env, throttles } = ctx;

  function intervalMs(accountFailures: number): number {
    const doublings = Math.min(30, Math.max(0, accountFailures - env.LOGIN_FAILURES_BEFORE_SLOWDOWN));
    return Math.min(env.LOGIN_SLOWDOWN_MAX_SECONDS * 1000, FIRST_INTERVAL_MS * 2 ** doublings);
  }

  return {
    /** Throws rate_limited or login_slowed (with Retry-After) when this attempt may not check a password now. */
    async admit(attempt: LoginAttempt): Promise<void> {
      const { e, a } = normalised(attempt);
      const fromAddress = await throttles.peek(keys.address(a));
      if (fromAddress.count >= env.LOGIN_FAILURES_PER_ADDRESS) {
        throw new AppError('rate_limited', errorMessages.rate_limited, undefined, fromAddress.resetInMs / 1000);
      }
      const pair = await throttles.peek(keys.accountAddress(e, a));
      if (pair.count >= env.LOGIN_FAILURES_PER_ACCOUNT_ADDRESS) throw slowed(pair.resetInMs);
      const account = await throttles.peek(keys.account(e));
      if (account.count < env.LOGIN_FAILURES_BEFORE_SLOWDOWN) return;
      if ((await throttles.peek(keys.known(e, a))).count > 0) return;
      // Claiming the slot is one atomic count, so a burst of parallel guesses gets one check, not many.
      const slot = await throttles.hit(keys.slot(e), intervalMs(account.count));
      if (slot.count > 1) throw slowed(slot.resetInMs);
    },

    async recordFailure(attempt: LoginAttempt): Promise<void> {
      const { e, a } = normalised(attempt);
      await throttles.hit(keys.address(a), ADDRESS_WINDOW_MS);
      await throttles.hit(keys.accountAddress(e, a), ADDRESS_WINDOW_MS);
      await throttles.hit(keys.account(e), ACCOUNT_WINDOW_MS);
    },

    /** A sign-in (password or link) from this address: its failures are forgiven and it becomes a usual address. */
    async recordSuccess(attempt: LoginAttempt): Promise<void> {
      const { e, a } = normalised(attempt);
      await throttles.clear(keys.accountAddress(e, a));
      await throttles.clear(keys.known(e, a));
      await throttles.hit(keys.known(e, a), KNOWN_ADDRESS_MS);
    },
  };
}
