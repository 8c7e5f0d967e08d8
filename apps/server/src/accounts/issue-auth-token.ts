import type { AppContext } from '../context.ts';
import { authTokensRepository } from '../db/repositories/auth-tokens.ts';
import { generateToken, hashToken } from '../auth/tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new bearer token for the designer, valid for TOKEN_TTL_DAYS; only its digest is stored. */
export async function issueAuthToken(ctx: Pick<AppContext, 'db' | 'env' | 'now'>, designerId: string): Promise<string> {
  const token = generateToken();
  const expiresAt = new Date(ctx.now().getTime() + ctx.env.TOKEN_TTL_DAYS * DAY_MS);
  await authTokensRepository(ctx.db).create(designerId, hashToken(token), expiresAt);
  return token;
}
