-- Completed lessons per learner and module (issue 44, decision 0237; re-runnable), kept like the stored
-- course counts (decision 0056): row triggers recompute the one affected row from its source
-- rows, after locking it, in the transaction of every write. The teacher's screens (a module
-- is done when every lesson of it is completed) then read one row per learner and scheduled
-- module instead of one progress row per lesson.
CREATE OR REPLACE FUNCTION kw_refresh_user_module_count(u text, m uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF m IS NULL OR NOT EXISTS (SELECT 1 FROM modules WHERE id = m)
     OR NOT EXISTS (SELECT 1 FROM "user" WHERE id = u) THEN
    RETURN;
  END IF;
  INSERT INTO user_module_counts (user_id, module_id) VALUES (u, m) ON CONFLICT DO NOTHING;
  PERFORM 1 FROM user_module_counts WHERE user_id = u AND module_id = m FOR UPDATE;
  UPDATE user_module_counts SET completed = (
    SELECT count(*)::int FROM lessons l
    JOIN user_lesson_progress p ON p.lesson_id = l.id AND p.user_id = u
    WHERE l.module_id = m AND p.completed_at IS NOT NULL)
  WHERE user_id = u AND module_id = m;
END $$;
--> statement-breakpoint
-- Every learner of one module (after a lesson of it was moved or removed).
CREATE OR REPLACE FUNCTION kw_refresh_module_user_counts(m uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM user_module_counts WHERE module_id = m;
  INSERT INTO user_module_counts (user_id, module_id, completed)
  SELECT p.user_id, m, count(*)::int
  FROM lessons l JOIN user_lesson_progress p ON p.lesson_id = l.id
  WHERE l.module_id = m AND p.completed_at IS NOT NULL AND EXISTS (SELECT 1 FROM modules WHERE id = m)
  GROUP BY p.user_id;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kw_progress_module_counts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM kw_refresh_user_module_count(OLD.user_id, (SELECT module_id FROM lessons WHERE id = OLD.lesson_id));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM kw_refresh_user_module_count(NEW.user_id, (SELECT module_id FROM lessons WHERE id = NEW.lesson_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only a completion that comes or goes changes a count: the progress row's touches (every
-- act of learning raises updated_at) fire nothing.
DROP TRIGGER IF EXISTS kw_progress_module_counts_ins ON user_lesson_progress;
--> statement-breakpoint
CREATE TRIGGER kw_progress_module_counts_ins AFTER INSERT ON user_lesson_progress
  FOR EACH ROW WHEN (NEW.completed_at IS NOT NULL) EXECUTE FUNCTION kw_progress_module_counts_trigger();
--> statement-breakpoint
DROP TRIGGER IF EXISTS kw_progress_module_counts_del ON user_lesson_progress;
--> statement-breakpoint
CREATE TRIGGER kw_progress_module_counts_del AFTER DELETE ON user_lesson_progress
  FOR EACH ROW WHEN (OLD.completed_at IS NOT NULL) EXECUTE FUNCTION kw_progress_module_counts_trigger();
--> statement-breakpoint
DROP TRIGGER IF EXISTS kw_progress_module_counts_upd ON user_lesson_progress;
--> statement-breakpoint
CREATE TRIGGER kw_progress_module_counts_upd AFTER UPDATE OF completed_at, user_id, lesson_id ON user_lesson_progress
  FOR EACH ROW WHEN ((OLD.completed_at IS NULL) IS DISTINCT FROM (NEW.completed_at IS NULL)
    OR (NEW.completed_at IS NOT NULL AND (OLD.user_id IS DISTINCT FROM NEW.user_id
      OR OLD.lesson_id IS DISTINCT FROM NEW.lesson_id)))
  EXECUTE FUNCTION kw_progress_module_counts_trigger();
--> statement-breakpoint
-- A lesson moved to another module or removed (named kw_* so it fires after the cascades of
-- its progress rows): every learner of the module(s) recounted. A new lesson has no progress.
CREATE OR REPLACE FUNCTION kw_lessons_module_counts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.module_id IS NOT DISTINCT FROM NEW.module_id THEN RETURN NULL; END IF;
  PERFORM kw_refresh_module_user_counts(OLD.module_id);
  IF TG_OP = 'UPDATE' THEN PERFORM kw_refresh_module_user_counts(NEW.module_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS kw_lessons_module_counts ON lessons;
--> statement-breakpoint
CREATE TRIGGER kw_lessons_module_counts AFTER DELETE OR UPDATE OF module_id ON lessons
  FOR EACH ROW EXECUTE FUNCTION kw_lessons_module_counts_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kw_refresh_module_counts() RETURNS void LANGUAGE sql AS $$
  DELETE FROM user_module_counts;
  INSERT INTO user_module_counts (user_id, module_id, completed)
  SELECT p.user_id, l.module_id, count(*)::int
  FROM user_lesson_progress p JOIN lessons l ON l.id = p.lesson_id
  WHERE p.completed_at IS NOT NULL
  GROUP BY 1, 2;
$$;
--> statement-breakpoint
-- Bulk writes that bypass triggers (the bench's fill) rebuild every stored count through
-- kw_refresh_all_counts(): as in 0025, and the module counts with them.
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
  SELECT kw_refresh_activity();
  SELECT kw_refresh_module_counts();
$$;
--> statement-breakpoint
-- The counts of the progress there is (once: a database that has them keeps them).
SELECT kw_refresh_module_counts() WHERE NOT EXISTS (SELECT 1 FROM user_module_counts);
--> statement-breakpoint
ANALYZE user_module_counts;
