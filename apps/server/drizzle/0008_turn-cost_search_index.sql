-- The Potential Clients search (ILIKE '%…%' on name, e-mail, phone and brand) reads a trigram index
-- instead of every request of the designer. pg_trgm and btree_gin ship with PostgreSQL (trusted
-- extensions) and with PGlite (loaded in db/client.ts). btree_gin puts the designer in the same GIN
-- index, so a search reads only that designer's matches. The query keeps its per-column ILIKE and
-- adds the same pattern on this expression, which every match of a column also matches: results
-- are unchanged.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "client_requests_search_trgm_idx" ON "client_requests" USING gin ("designer_id", ("contact_name" || ' ' || "email" || ' ' || "phone" || ' ' || coalesce("brand_name", '')) gin_trgm_ops);
