import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { chatMessages, clientRequests } from '../schema.ts';

export interface ConversationQuery {
  q?: string | undefined;
  completed?: boolean | undefined;
}

export interface ConversationLineRow {
  role: string;
  text: string;
  at: string;
}

export interface ConversationRow {
  id: string;
  contactName: string;
  brandName: string | null;
  projectType: string;
  conversationCompleted: boolean;
  messageCount: number;
  startedAt: string;
  lastMessage: ConversationLineRow;
  match: ConversationLineRow | null;
  matchCount: number;
}

/** `%`, `_` and the escape character itself match literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

// Spelled out: in a select list drizzle writes a column without its table, which a subquery would take as its own.
const requestId = sql.raw('"client_requests"."id"');

const line = (alias: string) => sql.raw(`json_build_object('role', ${alias}.role, 'text', ${alias}.text, 'at', ${alias}.created_at)`);

/**
 * The Conversation History section: every request of the designer that has a conversation, newest
 * message first. A search reads the messages through `chat_messages_text_trgm_idx` (designer and
 * text, migration 0015), and also matches the contact's name and brand.
 */
export function conversationsRepository(db: Database) {
  const m = chatMessages;
  const r = clientRequests;
  const where = (designerId: string, query: ConversationQuery): SQL | undefined => {
    const pattern = query.q ? likePattern(query.q) : undefined;
    const messageOfRequest = and(eq(m.designerId, designerId), eq(m.clientRequestId, r.id));
    return and(
      eq(r.designerId, designerId),
      sql`exists (select 1 from ${m} where ${messageOfRequest})`,
      query.completed === undefined ? undefined : eq(r.conversationCompleted, query.completed),
      pattern
        ? or(
            ilike(r.contactName, pattern),
            ilike(r.brandName, pattern),
            // Uncorrelated, so the planner can read the trigram index for the designer's matching messages.
            sql`${r.id} in (select ${m.clientRequestId} from ${m} where ${and(eq(m.designerId, designerId), ilike(m.text, pattern))})`,
          )
        : undefined,
    );
  };

  return {
    async list(designerId: string, query: ConversationQuery, page: { limit: number; offset: number }): Promise<ConversationRow[]> {
      const pattern = query.q ? likePattern(query.q) : '';
      const lastAt = sql<string>`(select max(created_at) from chat_messages lm where lm.designer_id = ${designerId} and lm.client_request_id = ${requestId})`;
      const rows = await db
        .select({
          id: r.id,
          contactName: r.contactName,
          brandName: r.brandName,
          projectType: r.projectType,
          conversationCompleted: r.conversationCompleted,
          messageCount: sql<number>`(select count(*)::int from chat_messages cm where cm.designer_id = ${designerId} and cm.client_request_id = ${requestId})`,
          startedAt: r.inquiryDate,
          lastMessage: sql<ConversationLineRow>`(select ${line('lm')} from chat_messages lm where lm.designer_id = ${designerId} and lm.client_request_id = ${requestId} order by lm.seq desc limit 1)`,
          match: query.q
            ? sql<ConversationLineRow | null>`(select ${line('mm')} from chat_messages mm where mm.designer_id = ${designerId} and mm.client_request_id = ${requestId} and mm.text ilike ${pattern} order by mm.seq limit 1)`
            : sql<null>`null`,
          matchCount: query.q
            ? sql<number>`(select count(*)::int from chat_messages mm where mm.designer_id = ${designerId} and mm.client_request_id = ${requestId} and mm.text ilike ${pattern})`
            : sql<number>`0`,
        })
        .from(r)
        .where(where(designerId, query))
        .orderBy(desc(lastAt), desc(r.id))
        .limit(page.limit)
        .offset(page.offset);
      return rows.map((row) => ({ ...row, startedAt: row.startedAt.toISOString() }));
    },

    async count(designerId: string, query: ConversationQuery): Promise<number> {
      const [row] = await db.select({ n: count() }).from(r).where(where(designerId, query));
      return row?.n ?? 0;
    },
  };
}
