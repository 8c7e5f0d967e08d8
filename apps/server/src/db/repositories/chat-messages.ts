import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { chatMessages, type ChatMessageRow } from '../schema.ts';

export type NewChatMessage = Omit<typeof chatMessages.$inferInsert, 'id' | 'seq' | 'designerId' | 'clientRequestId'>;

/** The conversation of a client request, scoped by designer and request. */
export function chatMessagesRepository(db: Database) {
  const scope = (designerId: string, clientRequestId: string) =>
    and(eq(chatMessages.designerId, designerId), eq(chatMessages.clientRequestId, clientRequestId));

  return {
    /** Inserts a message; undefined when its idempotency key (client message id, reply, opening) already exists. */
    async insertOnce(designerId: string, clientRequestId: string, values: NewChatMessage, now: Date): Promise<ChatMessageRow | undefined> {
      const [row] = await db
        .insert(chatMessages)
        .values({ ...values, designerId, clientRequestId, createdAt: now })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async list(designerId: string, clientRequestId: string): Promise<ChatMessageRow[]> {
      return db.select().from(chatMessages).where(scope(designerId, clientRequestId)).orderBy(asc(chatMessages.seq));
    },

    async findByClientMessageId(designerId: string, clientRequestId: string, clientMessageId: string): Promise<ChatMessageRow | undefined> {
      const [row] = await db
        .select()
        .from(chatMessages)
        .where(and(scope(designerId, clientRequestId), eq(chatMessages.clientMessageId, clientMessageId)));
      return row;
    },

    async findReplyTo(designerId: string, clientRequestId: string, visitorMessageId: string): Promise<ChatMessageRow | undefined> {
      const [row] = await db
        .select()
        .from(chatMessages)
        .where(and(scope(designerId, clientRequestId), eq(chatMessages.replyToId, visitorMessageId)));
      return row;
    },
  };
}
