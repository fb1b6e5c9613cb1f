-- Issue 34, decision 0154: the users list searches names and e-mail addresses for a
-- substring (ILIKE '%…%'); trigram indexes answer that from the index instead of reading every
-- user. pg_trgm is a trusted extension (PostgreSQL 13+: no superuser needed); PGlite loads it
-- from its contrib bundle (openPglite passes it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_name_trgm_idx" ON "user" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_email_trgm_idx" ON "user" USING gin ("email" gin_trgm_ops);
