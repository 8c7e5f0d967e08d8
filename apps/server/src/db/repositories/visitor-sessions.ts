import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { clientRequests, designers, visitorSessions, type ClientRequestRow, type DesignerRow } from '../schema.ts';

/**
 * The scope lookup every visitor call starts with, built once per database: a chat turn then pays for
 * the statement, not for building its SQL and mapping of two whole tables again.
 */
function prepareScopeLookup(db: Database) {
  return db
    .select({ request: clientRequests, designer: designers })
    .from(visitorSessions)
    .innerJoin(clientRequests, and(eq(clientRequests.id, visitorSessions.clientRequestId), eq(clientRequests.designerId, visitorSessions.designerId)))
    .innerJoin(designers, eq(designers.id, visitorSessions.designerId))
    .where(and(eq(visitorSessions.tokenHash, sql.placeholder('tokenHash')), gt(visitorSessions.expiresAt, sql.placeholder('now'))))
    .prepare('visitor_scope_by_token');
}
const scopeLookups = new WeakMap<Database, ReturnType<typeof prepareScopeLookup>>();

/** Visitor sessions: looked up by the token's hash only; each leads to exactly one client request. */
export function visitorSessionsRepository(db: Database) {
  return {
    async insert(designerId: string, values: { clientRequestId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
      await db.insert(visitorSessions).values({ ...values, designerId });
    },

    /** An active session's request and designer, in one query (every visitor call starts with it). */
    async findActiveScope(tokenHash: string, now: Date): Promise<{ request: ClientRequestRow; designer: DesignerRow } | undefined> {
      let lookup = scopeLookups.get(db);
      if (!lookup) scopeLookups.set(db, (lookup = prepareScopeLookup(db)));
      const [row] = await lookup.execute({ tokenHash, now: now.toISOString() });
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
