import type { SessionsReply } from '@genie/contracts';
import { describeUserAgent } from '@genie/core';
import type { AppContext } from '../context.ts';
import { authTokensRepository, type ActiveToken } from '../db/repositories/auth-tokens.ts';

/** Where the designer is signed in: every live token, most recently used first, the caller's marked current. */
export async function listSessions(ctx: Pick<AppContext, 'db' | 'now'>, actor: ActiveToken): Promise<SessionsReply> {
  const rows = await authTokensRepository(ctx.db).listActive(actor.designerId, ctx.now());
  const sessions = rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.userAgent),
    address: row.lastAddress,
    signed_in_at: row.createdAt.toISOString(),
    last_seen_at: (row.lastSeenAt ?? row.createdAt).toISOString(),
    current: row.id === actor.tokenId,
  }));
  // The session in hand first, whatever the order of the others.
  sessions.sort((a, b) => Number(b.current) - Number(a.current));
  return { success: true, sessions };
}
