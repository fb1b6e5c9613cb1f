-- Issue 34, decision 0154: the users list searches names and e-mail addresses for a
-- substring (ILIKE '%…%'); trigram indexes answer that from the index instead of reading every
-- user. pg_trgm is a trusted extension (PostgreSQL 13+: no superuser needed); PGlite loads it
-- from its contrib bundle (openPglite passes it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_name_trgm_idx" ON "user" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_email_trgm_idx" ON "user" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
-- Issue 34, decision 0155: one CSV cell as `csvCell` (reports/csv.ts) writes a text: empty for
-- null; a text starting with = + - @, a tab or a carriage return gets a ' before it (formula
-- injection, decision 0050); a text with a quote, comma or line break is quoted, its quotes
-- doubled. The funnel export builds its lines in the database with it, so the server only
-- passes them on (1,000,000 leads: one text per row instead of twelve values to parse and
-- write). One expression: the planner inlines it.
CREATE OR REPLACE FUNCTION kw_csv_cell(v text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN v IS NULL THEN ''
    WHEN v !~ '^[-=+@\t\r]|[",\r\n]' THEN v
    WHEN v ~ '[",\r\n]' THEN
      '"' || replace(CASE WHEN v ~ '^[-=+@\t\r]' THEN '''' || v ELSE v END, '"', '""') || '"'
    ELSE '''' || v
  END
$$;
