-- A new progress row adds to the learner's stored counts of its course instead of recounting
-- every row of theirs in that course (decision 0062, item 8): the insert of a lesson
-- completion is the hot write. Updates and deletes still recount, as before (0008).
CREATE OR REPLACE FUNCTION kw_progress_counts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE c uuid; mins int;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT m.course_id, coalesce(l.estimated_duration_minutes, 0) INTO c, mins
    FROM lessons l JOIN modules m ON m.id = l.module_id WHERE l.id = NEW.lesson_id;
    IF c IS NOT NULL THEN
      INSERT INTO user_course_counts AS k (user_id, course_id, completed, completed_minutes, last_touched_at)
      VALUES (NEW.user_id, c,
        CASE WHEN NEW.completed_at IS NOT NULL THEN 1 ELSE 0 END,
        CASE WHEN NEW.completed_at IS NOT NULL THEN mins ELSE 0 END,
        NEW.updated_at)
      ON CONFLICT (user_id, course_id) DO UPDATE SET
        completed = k.completed + excluded.completed,
        completed_minutes = k.completed_minutes + excluded.completed_minutes,
        last_touched_at = greatest(k.last_touched_at, excluded.last_touched_at);
    END IF;
    RETURN NULL;
  END IF;
  SELECT m.course_id INTO c FROM lessons l JOIN modules m ON m.id = l.module_id WHERE l.id = OLD.lesson_id;
  IF c IS NOT NULL THEN PERFORM kw_refresh_user_course_counts(OLD.user_id, c); END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT m.course_id INTO c FROM lessons l JOIN modules m ON m.id = l.module_id WHERE l.id = NEW.lesson_id;
    IF c IS NOT NULL THEN PERFORM kw_refresh_user_course_counts(NEW.user_id, c); END IF;
  END IF;
  RETURN NULL;
END $$;
