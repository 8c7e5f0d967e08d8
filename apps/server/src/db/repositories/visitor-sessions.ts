import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { visitorSessions } from '../schema.ts';

/** Visitor sessions: looked up by the token's hash only; each leads to exactly one client request. */
export function visitorSessionsRepository(db: Database) {
  return {
    async insert(designerId: string, values: { clientRequestId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
      await db.insert(visitorSessions).values({ ...values, designerId });
    },

    async findActive(tokenHash: string, now: Date): Promise<{ clientRequestId: string; designerId: string } | undefined> {
      const [row] = await db
        .select({ clientRequestId: visitorSessions.clientRequestId, designerId: visitorSessions.designerId })
        .from(visitorSessions)
        .where(and(eq(visitorSessions.tokenHash, tokenHash), gt(visitorSessions.expiresAt, now)));
      return row;
    },
  };
}
