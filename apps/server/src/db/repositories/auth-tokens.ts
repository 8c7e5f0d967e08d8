import { and, asc, desc, eq, gt, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { authTokens } from '../schema.ts';

export interface ActiveToken {
  tokenId: string;
  designerId: string;
}

/** Where a session was signed in from: the User-Agent as sent, the address already anonymised. */
export interface SessionOrigin {
  userAgent: string;
  address: string;
}

/** A live session as the designer's sessions list shows it. */
export interface SessionRow {
  id: string;
  userAgent: string;
  lastAddress: string;
  createdAt: Date;
  lastSeenAt: Date | null;
}

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
const live = (now: Date): SQL => and(isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now))!;

/** Bearer tokens, stored as SHA-256 digests; each is one signed-in session of its designer. */
export function authTokensRepository(db: Database) {
  return {
    async create(designerId: string, tokenHash: string, expiresAt: Date, origin: SessionOrigin, now: Date): Promise<void> {
      await db
        .insert(authTokens)
        .values({ designerId, tokenHash, expiresAt, userAgent: origin.userAgent, lastAddress: origin.address, createdAt: now, lastSeenAt: now });
    },

    /** The designer a token digest belongs to, if the token is neither expired nor revoked, and when it was last seen. */
    async findActive(tokenHash: string, now: Date): Promise<(ActiveToken & { lastSeenAt: Date | null }) | undefined> {
      const [row] = await db
        .select({ tokenId: authTokens.id, designerId: authTokens.designerId, lastSeenAt: authTokens.lastSeenAt })
        .from(authTokens)
        .where(and(eq(authTokens.tokenHash, tokenHash), live(now)));
      return row;
    },

    /** Records a use of the token, unless one at or after `staleBefore` is recorded already (another instance's, say). */
    async touch(tokenId: string, now: Date, address: string, staleBefore: Date): Promise<void> {
      await db
        .update(authTokens)
        .set({ lastSeenAt: now, lastAddress: address })
        .where(and(eq(authTokens.id, tokenId), or(isNull(authTokens.lastSeenAt), lt(authTokens.lastSeenAt, staleBefore))));
    },

    /** The designer's live sessions, most recently used first. */
    async listActive(designerId: string, now: Date): Promise<SessionRow[]> {
      return db
        .select({
          id: authTokens.id,
          userAgent: authTokens.userAgent,
          lastAddress: authTokens.lastAddress,
          createdAt: authTokens.createdAt,
          lastSeenAt: authTokens.lastSeenAt,
        })
        .from(authTokens)
        .where(and(eq(authTokens.designerId, designerId), live(now)))
        .orderBy(desc(sql`coalesce(${authTokens.lastSeenAt}, ${authTokens.createdAt})`), asc(authTokens.id));
    },

    /** Revokes one live session of the designer; false when the designer has no such live session. */
    async revoke(designerId: string, tokenId: string, now: Date): Promise<boolean> {
      if (!isUuid(tokenId)) return false;
      const rows = await db
        .update(authTokens)
        .set({ revokedAt: now })
        .where(and(eq(authTokens.id, tokenId), eq(authTokens.designerId, designerId), live(now)))
        .returning({ id: authTokens.id });
      return rows.length > 0;
    },

    /** Revokes every live token of the designer except `keepTokenId` (all of them when it is undefined). */
    async revokeAll(designerId: string, now: Date, keepTokenId?: string): Promise<void> {
      await db
        .update(authTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(authTokens.designerId, designerId),
            isNull(authTokens.revokedAt),
            keepTokenId ? ne(authTokens.id, keepTokenId) : undefined,
          ),
        );
    },
  };
}
