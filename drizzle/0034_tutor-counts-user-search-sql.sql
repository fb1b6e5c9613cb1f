-- Decision 0163 (issue 34), hand-written: triggers, functions, a trigram index.

-- The users search reads one lower-cased text per user (name, line break, e-mail: the
-- generated column "search_text") with one LIKE; its trigram index replaces the two of 0030.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_search_text_trgm_idx" ON "user" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS "user_name_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "user_email_trgm_idx";
--> statement-breakpoint
-- Tutor questions per course, kept with every statement on tutor_messages in its own
-- transaction (inserts, deletes, cascades from an account, lesson or course), in key order.
-- A course that goes in the same statement keeps no row (its own row cascades away).
CREATE OR REPLACE FUNCTION kw_tutor_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_tutor_counts AS k (course_id, questions)
  SELECT d.course_id, d.n FROM (
    SELECT course_id, count(*)::int AS n FROM kw_new GROUP BY course_id) d
  JOIN courses c ON c.id = d.course_id
  WHERE d.n <> 0 ORDER BY d.course_id
  ON CONFLICT (course_id) DO UPDATE SET questions = k.questions + excluded.questions;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kw_tutor_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_tutor_counts AS k (course_id, questions)
  SELECT d.course_id, d.n FROM (
    SELECT course_id, -count(*)::int AS n FROM kw_old GROUP BY course_id) d
  JOIN courses c ON c.id = d.course_id
  WHERE d.n <> 0 ORDER BY d.course_id
  ON CONFLICT (course_id) DO UPDATE SET questions = k.questions + excluded.questions;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kw_tutor_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_tutor_counts AS k (course_id, questions)
  SELECT d.course_id, d.n FROM (
    SELECT course_id, sum(n)::int AS n FROM (
      SELECT course_id, 1 AS n FROM kw_new UNION ALL SELECT course_id, -1 FROM kw_old) u
    GROUP BY course_id) d
  JOIN courses c ON c.id = d.course_id
  WHERE d.n <> 0 ORDER BY d.course_id
  ON CONFLICT (course_id) DO UPDATE SET questions = k.questions + excluded.questions;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS kw_tutor_counts_ins ON tutor_messages;
--> statement-breakpoint
CREATE TRIGGER kw_tutor_counts_ins AFTER INSERT ON tutor_messages
  REFERENCING NEW TABLE AS kw_new FOR EACH STATEMENT EXECUTE FUNCTION kw_tutor_counts_insert();
--> statement-breakpoint
DROP TRIGGER IF EXISTS kw_tutor_counts_del ON tutor_messages;
--> statement-breakpoint
CREATE TRIGGER kw_tutor_counts_del AFTER DELETE ON tutor_messages
  REFERENCING OLD TABLE AS kw_old FOR EACH STATEMENT EXECUTE FUNCTION kw_tutor_counts_delete();
--> statement-breakpoint
DROP TRIGGER IF EXISTS kw_tutor_counts_upd ON tutor_messages;
--> statement-breakpoint
CREATE TRIGGER kw_tutor_counts_upd AFTER UPDATE ON tutor_messages
  REFERENCING OLD TABLE AS kw_old NEW TABLE AS kw_new FOR EACH STATEMENT EXECUTE FUNCTION kw_tutor_counts_update();
--> statement-breakpoint
-- Rebuilds the counts from the questions (the migration; bulk writes with triggers off).
CREATE OR REPLACE FUNCTION kw_refresh_tutor_counts() RETURNS void LANGUAGE sql AS $$
  DELETE FROM course_tutor_counts;
  INSERT INTO course_tutor_counts (course_id, questions)
  SELECT course_id, count(*)::int FROM tutor_messages GROUP BY course_id;
$$;
--> statement-breakpoint
SELECT kw_refresh_tutor_counts();
