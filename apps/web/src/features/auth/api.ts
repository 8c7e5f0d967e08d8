import { z } from 'zod';
import {
  duplicateCheckReply,
  loginLinkReply,
  okReply,
  tokenReply,
  type LoginLinkInput,
  type RedeemLoginLinkInput,
  type ForgetPasswordInput,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
} from '@genie/contracts';
import { api, ApiError } from '../../app/api-client.ts';

/** Spec §7/§9: login and register try up to 3 times, again only after a 5xx or a reply that is not JSON. */
export const AUTH_ATTEMPTS = 3;

export function login(input: LoginInput) {
  return api('/accounts/login/', { method: 'POST', json: input, schema: tokenReply, auth: false, attempts: AUTH_ATTEMPTS });
}

/** How long Logout waits for the server before forgetting the token anyway (offline, a hung server). */
const LOGOUT_WAIT_MS = 5000;

/**
 * POST /api/accounts/logout/: ends this session on the server, so the token is worthless even if it was
 * copied. Never fails: offline or refused, the caller forgets the token in the browser all the same.
 */
export async function logOut(): Promise<void> {
  try {
    await api('/accounts/logout/', { method: 'POST', schema: okReply, signal: AbortSignal.timeout(LOGOUT_WAIT_MS) });
  } catch {
    // Nothing to undo: the token is forgotten locally, and the server lets it expire.
  }
}

export function register(input: RegisterInput) {
  return api('/accounts/register/', { method: 'POST', json: input, schema: tokenReply, auth: false, attempts: AUTH_ATTEMPTS });
}

export type DuplicateField = 'genie_name' | 'username';
export type Availability = 'available' | 'taken' | 'failed';

/**
 * Spec §5: status ok means available; an error field or status bad_request means taken; anything else
 * (no answer, a server error, an unexpected reply) is a failure to check.
 */
export async function checkDuplicate(field: DuplicateField, value: string, signal?: AbortSignal): Promise<Availability> {
  let reply: unknown;
  try {
    reply = await api('/accounts/info_duplicate_check/', { query: { [field]: value }, schema: z.unknown(), auth: false, signal });
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'genie_name_taken' || error.code === 'username_taken')) return 'taken';
    if (error instanceof ApiError && error.body !== undefined) reply = error.body;
    else if ((error as Error).name === 'AbortError') throw error;
    else return 'failed';
  }
  const parsed = duplicateCheckReply.safeParse(reply);
  if (!parsed.success) return 'failed';
  if (parsed.data.error || parsed.data.status === 'bad_request') return 'taken';
  return 'available';
}

export type ForgetPasswordOutcome = 'sent' | 'email_not_found' | 'failed';

/** Spec §5: the outcomes are a reset link sent (any ok status), the e-mail not found, or a server error. */
export async function forgetPassword(input: ForgetPasswordInput): Promise<{ outcome: ForgetPasswordOutcome; error?: unknown }> {
  try {
    await api('/accounts/forget_password/', { method: 'POST', json: input, schema: z.unknown(), auth: false });
    return { outcome: 'sent' };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 200 && error.status < 300) return { outcome: 'sent' };
    if (error instanceof ApiError && (error.code === 'email_not_found' || error.status === 404)) return { outcome: 'email_not_found' };
    return { outcome: 'failed', error };
  }
}

export function resetPassword(input: ResetPasswordInput) {
  return api('/accounts/reset_password/', { method: 'POST', json: input, schema: z.unknown(), auth: false });
}

/** E-mails a one-time sign-in link (the reply is the same whether or not the address has an account). */
export function requestLoginLink(input: LoginLinkInput) {
  return api('/accounts/login_link/', { method: 'POST', json: input, schema: loginLinkReply, auth: false });
}

/** Logs in with the token of an e-mailed sign-in link; the reply is the login's. */
export function logInWithLink(input: RedeemLoginLinkInput) {
  return api('/accounts/login_link/redeem/', { method: 'POST', json: input, schema: tokenReply, auth: false });
}

/** The seconds a refused login asks to wait (its Retry-After), when it says. */
export function retryAfterSeconds(error: unknown): number | undefined {
  const value = error instanceof ApiError ? Number(error.response?.headers.get('retry-after')) : NaN;
  return Number.isFinite(value) && value > 0 ? value : undefined;
}
