-- The Conversation History search (ILIKE '%…%' on every message of the designer) reads a trigram index
-- instead of every message. btree_gin (migration 0008) puts the designer in the same GIN index, so a
-- search reads only that designer's messages.
CREATE INDEX IF NOT EXISTS "chat_messages_text_trgm_idx" ON "chat_messages" USING gin ("designer_id", "text" gin_trgm_ops);
