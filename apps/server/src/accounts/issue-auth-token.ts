import type { AppContext } from '../context.ts';
import { authTokensRepository } from '../db/repositories/auth-tokens.ts';
import { generateToken, hashToken } from '../auth/tokens.ts';
import { anonymisedAddress } from '../auth/client-address.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Enough of a User-Agent for its browser and system; the rest is not worth storing. */
const USER_AGENT_MAX = 512;

/** The browser a designer signs in from, as the request shows it. */
export interface SignInClient {
  address: string;
  userAgent?: string;
}

/**
 * A new bearer token for the designer, valid for TOKEN_TTL_DAYS: one session of the sessions list, with
 * the browser's User-Agent and its anonymised address. Only the token's digest is stored.
 */
export async function issueAuthToken(ctx: Pick<AppContext, 'db' | 'env' | 'now'>, designerId: string, client: SignInClient): Promise<string> {
  const token = generateToken();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + ctx.env.TOKEN_TTL_DAYS * DAY_MS);
  const origin = { userAgent: (client.userAgent ?? '').slice(0, USER_AGENT_MAX), address: anonymisedAddress(client.address) };
  await authTokensRepository(ctx.db).create(designerId, hashToken(token), expiresAt, origin, now);
  return token;
}
