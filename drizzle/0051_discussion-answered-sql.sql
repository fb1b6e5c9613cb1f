-- Decision 0233 (issue 45), hand-written: keeps discussion_posts.answered true on a question
-- while someone besides the asker has an answer there that is neither deleted nor hidden.
-- The helpers' inbox reads the waiting questions from partial indexes on it instead of
-- looking at every answer of every question (200,000 posts: 90-270 ms before, see
-- docs/benchmarks.md). Any write of an answer rechecks its question: new, deleted (also by a
-- cascade, e.g. when the answerer's account goes), hidden or restored.
CREATE OR REPLACE FUNCTION kw_discussion_answered_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE t uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN t := OLD.thread_id; ELSE t := NEW.thread_id; END IF;
  IF t IS NULL THEN RETURN NULL; END IF;
  UPDATE discussion_posts q SET answered = NOT q.answered
  WHERE q.id = t AND q.answered <> EXISTS (SELECT 1 FROM discussion_posts a
    WHERE a.thread_id = q.id AND a.author_id <> q.author_id
      AND a.deleted_at IS NULL AND a.hidden_at IS NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER kw_discussion_answered AFTER INSERT OR DELETE OR UPDATE OF deleted_at, hidden_at
  ON discussion_posts FOR EACH ROW EXECUTE FUNCTION kw_discussion_answered_trigger();
--> statement-breakpoint
UPDATE discussion_posts q SET answered = true
WHERE q.thread_id IS NULL AND EXISTS (SELECT 1 FROM discussion_posts a
  WHERE a.thread_id = q.id AND a.author_id <> q.author_id
    AND a.deleted_at IS NULL AND a.hidden_at IS NULL);
