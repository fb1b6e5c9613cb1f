-- Decision 0218 (issue 45), hand-written: the discussion search's trigram index.
-- A lesson's discussion is searched with one LIKE on the lower-cased "search_text" (title and
-- text of a post); pg_trgm is loaded by PGlite (decision 0154) and trusted on PostgreSQL 13+.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "discussion_posts_search_trgm_idx" ON "discussion_posts" USING gin ("search_text" gin_trgm_ops);
