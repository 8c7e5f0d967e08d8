import { projectType, type ConversationLine, type ConversationsQuery, type ConversationsReply } from '@genie/contracts';
import { messageExcerpt } from '@genie/core';
import type { AppContext } from '../context.ts';
import { conversationsRepository, type ConversationLineRow } from '../db/repositories/conversations.ts';

/** A stored line as the list shows it: cut around what was searched, its time as ISO. */
function lineOf(row: ConversationLineRow, q: string | undefined): ConversationLine {
  return { role: row.role === 'visitor' ? 'visitor' : 'genie', text: messageExcerpt(row.text, q), at: new Date(row.at).toISOString() };
}

/** Conversation History: one page of the designer's conversations, newest message first, searched across every message. */
export async function listConversations(ctx: Pick<AppContext, 'db'>, designerId: string, input: ConversationsQuery): Promise<ConversationsReply> {
  const repo = conversationsRepository(ctx.db);
  const query = { q: input.q || undefined, completed: input.completed === undefined ? undefined : input.completed === 'true' };
  const [rows, total] = await Promise.all([
    repo.list(designerId, query, { limit: input.page_size, offset: (input.page - 1) * input.page_size }),
    repo.count(designerId, query),
  ]);
  return {
    success: true,
    items: rows.map((row) => ({
      id: row.id,
      contact_name: row.contactName,
      brand_name: row.brandName,
      project_type: projectType.safeParse(row.projectType).data ?? 'other',
      conversation_completed: row.conversationCompleted,
      message_count: row.messageCount,
      started_at: row.startedAt,
      last_message: lineOf(row.lastMessage, undefined),
      match: row.match ? lineOf(row.match, query.q) : null,
      match_count: row.matchCount,
    })),
    total,
    page: input.page,
    page_size: input.page_size,
  };
}
