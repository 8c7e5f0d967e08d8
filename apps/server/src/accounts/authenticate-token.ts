import type { AppContext } from '../context.ts';
import { authTokensRepository, type ActiveToken } from '../db/repositories/auth-tokens.ts';
import { hashToken, looksLikeToken } from '../auth/tokens.ts';

/** The designer and token id a bearer token stands for, or undefined when it is unknown, expired or revoked. */
export async function authenticateToken(ctx: Pick<AppContext, 'db' | 'now'>, token: string): Promise<ActiveToken | undefined> {
  if (!looksLikeToken(token)) return undefined;
  return authTokensRepository(ctx.db).findActive(hashToken(token), ctx.now());
}
