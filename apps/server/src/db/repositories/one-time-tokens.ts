import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { loginLinks, passwordResets } from '../schema.ts';

/** The tables of single-use tokens: the same columns, one purpose each. */
type TokenTable = typeof loginLinks | typeof passwordResets;

/**
 * Single-use tokens sent by e-mail (sign-in links, password resets), stored as SHA-256 digests of
 * the tokens: created, consumed once, and voided together.
 */
function oneTimeTokensRepository(db: Database, table: TokenTable) {
  return {
    async create(designerId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(table).values({ designerId, tokenHash, expiresAt });
    },

    /**
     * Marks an unused, unexpired token as used and returns its designer; one statement, so two
     * concurrent uses of the same token cannot both succeed.
     */
    async consume(tokenHash: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .update(table)
        .set({ usedAt: now })
        .where(and(eq(table.tokenHash, tokenHash), isNull(table.usedAt), gt(table.expiresAt, now)))
        .returning({ designerId: table.designerId });
      return row?.designerId;
    },

    /** Voids the designer's other outstanding tokens (once one has been used). */
    async voidAll(designerId: string, now: Date): Promise<void> {
      await db
        .update(table)
        .set({ usedAt: now })
        .where(and(eq(table.designerId, designerId), isNull(table.usedAt)));
    },
  };
}

/** One-time sign-in links. */
export const loginLinksRepository = (db: Database) => oneTimeTokensRepository(db, loginLinks);

/** Single-use password reset tokens. */
export const passwordResetsRepository = (db: Database) => oneTimeTokensRepository(db, passwordResets);
