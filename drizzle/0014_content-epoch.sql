CREATE TABLE "content_epoch" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "content_epoch" ("id", "value") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Raised once per committing transaction that changes what learners read (decision 0062).
-- A deferred constraint trigger runs at commit, after every other lock of the transaction is
-- held, so the single row cannot take part in a deadlock; the transaction-local setting makes
-- the first changed row of a transaction raise it and the others do nothing.
CREATE OR REPLACE FUNCTION kw_bump_content_epoch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('kurswerk.content_epoch_raised', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('kurswerk.content_epoch_raised', 'on', true);
    UPDATE content_epoch SET value = value + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kw_bump_content_epoch_now() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_epoch SET value = value + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['courses', 'course_versions', 'modules', 'lessons',
    'lesson_code_examples', 'lesson_exercises', 'lesson_quizzes'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER kw_content_epoch AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION kw_bump_content_epoch()', t);
    EXECUTE format('CREATE TRIGGER kw_content_epoch_truncate AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION kw_bump_content_epoch_now()', t);
  END LOOP;
END $$;
