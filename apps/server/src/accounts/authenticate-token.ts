import type { AppContext } from '../context.ts';
import { authTokensRepository, type ActiveToken } from '../db/repositories/auth-tokens.ts';
import { hashToken, looksLikeToken } from '../auth/tokens.ts';
import { anonymisedAddress } from '../auth/client-address.ts';

/** How stale a session's "last seen" may grow before a request writes it again: no write per request. */
export const LAST_SEEN_INTERVAL_MS = 5 * 60_000;

/**
 * The designer and token id a bearer token stands for, or undefined when it is unknown, expired or
 * revoked. A use more than LAST_SEEN_INTERVAL_MS after the last recorded one is recorded, with the
 * client's anonymised address, for the sessions list.
 */
export async function authenticateToken(
  ctx: Pick<AppContext, 'db' | 'now'>,
  token: string,
  client: { address: string },
): Promise<ActiveToken | undefined> {
  if (!looksLikeToken(token)) return undefined;
  const tokens = authTokensRepository(ctx.db);
  const now = ctx.now();
  const found = await tokens.findActive(hashToken(token), now);
  if (!found) return undefined;
  const staleBefore = new Date(now.getTime() - LAST_SEEN_INTERVAL_MS);
  if (!found.lastSeenAt || found.lastSeenAt < staleBefore) await tokens.touch(found.tokenId, now, anonymisedAddress(client.address), staleBefore);
  return { tokenId: found.tokenId, designerId: found.designerId };
}
