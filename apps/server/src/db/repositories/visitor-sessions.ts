import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { clientRequests, designers, visitorSessions, type ClientRequestRow, type DesignerRow } from '../schema.ts';

/** Visitor sessions: looked up by the token's hash only; each leads to exactly one client request. */
export function visitorSessionsRepository(db: Database) {
  return {
    async insert(designerId: string, values: { clientRequestId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
      await db.insert(visitorSessions).values({ ...values, designerId });
    },

    /** An active session's request and designer, in one query (every visitor call starts with it). */
    async findActiveScope(tokenHash: string, now: Date): Promise<{ request: ClientRequestRow; designer: DesignerRow } | undefined> {
      const [row] = await db
        .select({ request: clientRequests, designer: designers })
        .from(visitorSessions)
        .innerJoin(clientRequests, and(eq(clientRequests.id, visitorSessions.clientRequestId), eq(clientRequests.designerId, visitorSessions.designerId)))
        .innerJoin(designers, eq(designers.id, visitorSessions.designerId))
        .where(and(eq(visitorSessions.tokenHash, tokenHash), gt(visitorSessions.expiresAt, now)));
      return row;
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
