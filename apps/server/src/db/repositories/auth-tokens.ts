import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { authTokens } from '../schema.ts';

export interface ActiveToken {
  tokenId: string;
  designerId: string;
}

/** Bearer tokens, stored as SHA-256 digests. */
export function authTokensRepository(db: Database) {
  return {
    async create(designerId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(authTokens).values({ designerId, tokenHash, expiresAt });
    },

    /** The designer a token digest belongs to, if the token is neither expired nor revoked. */
    async findActive(tokenHash: string, now: Date): Promise<ActiveToken | undefined> {
      const [row] = await db
        .select({ tokenId: authTokens.id, designerId: authTokens.designerId })
        .from(authTokens)
        .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now)));
      return row;
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
