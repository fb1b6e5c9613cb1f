CREATE TABLE "course_lesson_counts" (
	"course_id" uuid PRIMARY KEY NOT NULL,
	"lessons" integer DEFAULT 0 NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_course_counts" (
	"user_id" text NOT NULL,
	"course_id" uuid NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"completed_minutes" integer DEFAULT 0 NOT NULL,
	"last_touched_at" timestamp with time zone,
	CONSTRAINT "user_course_counts_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "course_lesson_counts" ADD CONSTRAINT "course_lesson_counts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_course_counts" ADD CONSTRAINT "user_course_counts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_course_counts" ADD CONSTRAINT "user_course_counts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_course_counts_course_idx" ON "user_course_counts" USING btree ("course_id");--> statement-breakpoint
-- Stored counts (decision 0056), kept by triggers in the transaction of every write.
CREATE OR REPLACE FUNCTION kw_refresh_course_counts(c uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM courses WHERE id = c) THEN RETURN; END IF;
  -- Lock the row first: the count below then sees every write committed before ours.
  INSERT INTO course_lesson_counts (course_id) VALUES (c) ON CONFLICT DO NOTHING;
  PERFORM 1 FROM course_lesson_counts WHERE course_id = c FOR UPDATE;
  UPDATE course_lesson_counts SET (lessons, minutes) = (
    SELECT count(l.id)::int, coalesce(sum(l.estimated_duration_minutes), 0)::int
    FROM modules m JOIN lessons l ON l.module_id = m.id WHERE m.course_id = c)
  WHERE course_id = c;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kw_refresh_user_course_counts(u text, c uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM courses WHERE id = c) OR NOT EXISTS (SELECT 1 FROM "user" WHERE id = u) THEN
    RETURN;
  END IF;
  INSERT INTO user_course_counts (user_id, course_id) VALUES (u, c) ON CONFLICT DO NOTHING;
  PERFORM 1 FROM user_course_counts WHERE user_id = u AND course_id = c FOR UPDATE;
  UPDATE user_course_counts SET (completed, completed_minutes, last_touched_at) = (
    SELECT (count(*) FILTER (WHERE p.completed_at IS NOT NULL))::int,
      (coalesce(sum(l.estimated_duration_minutes) FILTER (WHERE p.completed_at IS NOT NULL), 0))::int,
      max(p.updated_at)
    FROM user_lesson_progress p
    JOIN lessons l ON l.id = p.lesson_id
    JOIN modules m ON m.id = l.module_id
    WHERE p.user_id = u AND m.course_id = c)
  WHERE user_id = u AND course_id = c;
END $$;
--> statement-breakpoint
-- Every learner of one course (after lessons were added, moved or removed).
CREATE OR REPLACE FUNCTION kw_refresh_course_user_counts(c uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM user_course_counts WHERE course_id = c;
  INSERT INTO user_course_counts (user_id, course_id, completed, completed_minutes, last_touched_at)
  SELECT p.user_id, c,
    (count(*) FILTER (WHERE p.completed_at IS NOT NULL))::int,
    (coalesce(sum(l.estimated_duration_minutes) FILTER (WHERE p.completed_at IS NOT NULL), 0))::int,
    max(p.updated_at)
  FROM user_lesson_progress p
  JOIN lessons l ON l.id = p.lesson_id
  JOIN modules m ON m.id = l.module_id
  WHERE m.course_id = c AND EXISTS (SELECT 1 FROM courses WHERE id = c)
  GROUP BY p.user_id;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kw_lessons_counts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE c_old uuid; c_new uuid;
BEGIN
  IF TG_OP <> 'INSERT' THEN SELECT course_id INTO c_old FROM modules WHERE id = OLD.module_id; END IF;
  IF TG_OP <> 'DELETE' THEN SELECT course_id INTO c_new FROM modules WHERE id = NEW.module_id; END IF;
  IF TG_OP = 'UPDATE' AND c_old IS NOT DISTINCT FROM c_new
     AND OLD.estimated_duration_minutes IS NOT DISTINCT FROM NEW.estimated_duration_minutes THEN
    RETURN NULL;
  END IF;
  IF c_old IS NOT NULL THEN
    PERFORM kw_refresh_course_counts(c_old);
    PERFORM kw_refresh_course_user_counts(c_old);
  END IF;
  IF c_new IS NOT NULL AND c_new IS DISTINCT FROM c_old THEN
    PERFORM kw_refresh_course_counts(c_new);
    IF TG_OP = 'UPDATE' THEN PERFORM kw_refresh_course_user_counts(c_new); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Named after the RI_ConstraintTrigger_* cascades, so it fires once they have run.
CREATE TRIGGER kw_lessons_counts AFTER INSERT OR DELETE OR UPDATE OF module_id, estimated_duration_minutes
  ON lessons FOR EACH ROW EXECUTE FUNCTION kw_lessons_counts_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kw_modules_counts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.course_id IS NOT DISTINCT FROM NEW.course_id THEN RETURN NULL; END IF;
  PERFORM kw_refresh_course_counts(OLD.course_id);
  PERFORM kw_refresh_course_user_counts(OLD.course_id);
  IF TG_OP = 'UPDATE' THEN
    PERFORM kw_refresh_course_counts(NEW.course_id);
    PERFORM kw_refresh_course_user_counts(NEW.course_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER kw_modules_counts AFTER DELETE OR UPDATE OF course_id
  ON modules FOR EACH ROW EXECUTE FUNCTION kw_modules_counts_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kw_courses_counts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_lesson_counts (course_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER kw_courses_counts AFTER INSERT ON courses FOR EACH ROW EXECUTE FUNCTION kw_courses_counts_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kw_progress_counts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE c uuid;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT m.course_id INTO c FROM lessons l JOIN modules m ON m.id = l.module_id WHERE l.id = OLD.lesson_id;
    IF c IS NOT NULL THEN PERFORM kw_refresh_user_course_counts(OLD.user_id, c); END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT m.course_id INTO c FROM lessons l JOIN modules m ON m.id = l.module_id WHERE l.id = NEW.lesson_id;
    IF c IS NOT NULL THEN PERFORM kw_refresh_user_course_counts(NEW.user_id, c); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER kw_progress_counts AFTER INSERT OR DELETE OR UPDATE
  ON user_lesson_progress FOR EACH ROW EXECUTE FUNCTION kw_progress_counts_trigger();
--> statement-breakpoint
-- Backfill for existing data.
CREATE OR REPLACE FUNCTION kw_refresh_all_counts() RETURNS void LANGUAGE sql AS $$
  DELETE FROM course_lesson_counts;
  INSERT INTO course_lesson_counts (course_id, lessons, minutes)
  SELECT co.id, count(l.id)::int, coalesce(sum(l.estimated_duration_minutes), 0)::int
  FROM courses co LEFT JOIN modules m ON m.course_id = co.id LEFT JOIN lessons l ON l.module_id = m.id
  GROUP BY co.id;
  DELETE FROM user_course_counts;
  INSERT INTO user_course_counts (user_id, course_id, completed, completed_minutes, last_touched_at)
  SELECT p.user_id, m.course_id,
    (count(*) FILTER (WHERE p.completed_at IS NOT NULL))::int,
    (coalesce(sum(l.estimated_duration_minutes) FILTER (WHERE p.completed_at IS NOT NULL), 0))::int,
    max(p.updated_at)
  FROM user_lesson_progress p JOIN lessons l ON l.id = p.lesson_id JOIN modules m ON m.id = l.module_id
  GROUP BY p.user_id, m.course_id;
$$;
--> statement-breakpoint
SELECT kw_refresh_all_counts();
