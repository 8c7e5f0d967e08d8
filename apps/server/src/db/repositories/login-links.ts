import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { loginLinks } from '../schema.ts';

/** One-time sign-in links, stored as SHA-256 digests of their tokens. */
export function loginLinksRepository(db: Database) {
  return {
    async create(designerId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(loginLinks).values({ designerId, tokenHash, expiresAt });
    },

    /** Marks an unused, unexpired link as used and returns its designer; one statement, so a link signs in once. */
    async consume(tokenHash: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .update(loginLinks)
        .set({ usedAt: now })
        .where(and(eq(loginLinks.tokenHash, tokenHash), isNull(loginLinks.usedAt), gt(loginLinks.expiresAt, now)))
        .returning({ designerId: loginLinks.designerId });
      return row?.designerId;
    },

    /** Voids the designer's other outstanding links (once one of them has signed in). */
    async voidAll(designerId: string, now: Date): Promise<void> {
      await db
        .update(loginLinks)
        .set({ usedAt: now })
        .where(and(eq(loginLinks.designerId, designerId), isNull(loginLinks.usedAt)));
    },
  };
}
