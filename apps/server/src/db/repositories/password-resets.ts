import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { passwordResets } from '../schema.ts';

/** Single-use password reset tokens, stored as SHA-256 digests. */
export function passwordResetsRepository(db: Database) {
  return {
    async create(designerId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(passwordResets).values({ designerId, tokenHash, expiresAt });
    },

    /**
     * Marks an unused, unexpired reset token as used and returns its designer; one statement, so two
     * concurrent resets with the same token cannot both succeed.
     */
    async consume(tokenHash: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
        .returning({ designerId: passwordResets.designerId });
      return row?.designerId;
    },

    /** Voids the designer's other outstanding reset links (after a successful reset). */
    async voidAll(designerId: string, now: Date): Promise<void> {
      await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.designerId, designerId), isNull(passwordResets.usedAt)));
    },
  };
}
