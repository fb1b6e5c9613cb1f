-- Stored learner activity for the admin home (issue 34, decision 0136): kept by a row trigger on
-- user_lesson_progress, as the stored counts of 0008 are. Each writer first locks the learner's
-- learner_activity row (creating it if needed), then recomputes from committed rows, so
-- concurrent writers of one learner serialise and the stored values equal a recount.

-- A learner's progress rows last touched on day d: +delta; the day's active learners follow
-- the 0 <-> 1 changes.
CREATE OR REPLACE FUNCTION kw_activity_day_add(u text, d date, delta int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE n int;
BEGIN
  INSERT INTO learner_activity_days AS a (user_id, day, progress_rows) VALUES (u, d, delta)
  ON CONFLICT (user_id, day) DO UPDATE SET progress_rows = a.progress_rows + excluded.progress_rows
  RETURNING progress_rows INTO n;
  IF delta > 0 AND n = delta THEN
    INSERT INTO activity_daily_counts AS c (day, active_learners) VALUES (d, 1)
    ON CONFLICT (day) DO UPDATE SET active_learners = c.active_learners + 1;
  ELSIF delta < 0 AND n <= 0 THEN
    DELETE FROM learner_activity_days WHERE user_id = u AND day = d;
    UPDATE activity_daily_counts SET active_learners = active_learners - 1 WHERE day = d;
  END IF;
END $$;
--> statement-breakpoint
-- The learner's newest progress time. A new or later row only raises it (no scan); a row that
-- goes away or moves back recounts it (one probe of user_lesson_progress_user_recent_idx)
-- only when it was the newest, so deleting a learner's 1,000 rows recounts once, not 1,000
-- times. The per-day count of learners whose newest activity falls on that day follows.
CREATE OR REPLACE FUNCTION kw_last_active_move(old_at timestamptz, new_at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE old_day date; new_day date;
BEGIN
  IF old_at IS NOT NULL THEN old_day := (old_at AT TIME ZONE 'UTC')::date; END IF;
  IF new_at IS NOT NULL THEN new_day := (new_at AT TIME ZONE 'UTC')::date; END IF;
  IF old_day IS NOT DISTINCT FROM new_day THEN RETURN; END IF;
  IF old_day IS NOT NULL THEN
    UPDATE activity_daily_counts SET last_active_learners = last_active_learners - 1 WHERE day = old_day;
  END IF;
  IF new_day IS NOT NULL THEN
    INSERT INTO activity_daily_counts AS c (day, last_active_learners) VALUES (new_day, 1)
    ON CONFLICT (day) DO UPDATE SET last_active_learners = c.last_active_learners + 1;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kw_last_active_add(u text, at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE old_at timestamptz;
BEGIN
  INSERT INTO learner_activity (user_id, last_active_at) VALUES (u, at) ON CONFLICT (user_id) DO NOTHING;
  IF FOUND THEN PERFORM kw_last_active_move(NULL, at); RETURN; END IF;
  SELECT last_active_at INTO old_at FROM learner_activity WHERE user_id = u FOR UPDATE;
  IF NOT FOUND THEN
    -- Removed by a concurrent writer since the insert above: start again.
    PERFORM kw_last_active_add(u, at);
    RETURN;
  END IF;
  IF at <= old_at THEN RETURN; END IF;
  UPDATE learner_activity SET last_active_at = at WHERE user_id = u;
  PERFORM kw_last_active_move(old_at, at);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kw_last_active_drop(u text, gone timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE old_at timestamptz; new_at timestamptz;
BEGIN
  SELECT last_active_at INTO old_at FROM learner_activity WHERE user_id = u FOR UPDATE;
  IF NOT FOUND OR gone < old_at THEN RETURN; END IF;
  SELECT updated_at INTO new_at FROM user_lesson_progress WHERE user_id = u
    ORDER BY updated_at DESC LIMIT 1;
  IF new_at IS NOT DISTINCT FROM old_at THEN RETURN; END IF;
  IF new_at IS NULL THEN
    DELETE FROM learner_activity WHERE user_id = u;
  ELSE
    UPDATE learner_activity SET last_active_at = new_at WHERE user_id = u;
  END IF;
  PERFORM kw_last_active_move(old_at, new_at);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kw_progress_activity_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM kw_last_active_drop(OLD.user_id, OLD.updated_at);
    PERFORM kw_activity_day_add(OLD.user_id, (OLD.updated_at AT TIME ZONE 'UTC')::date, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM kw_last_active_add(NEW.user_id, NEW.updated_at);
    PERFORM kw_activity_day_add(NEW.user_id, (NEW.updated_at AT TIME ZONE 'UTC')::date, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER kw_progress_activity AFTER INSERT OR DELETE ON user_lesson_progress
  FOR EACH ROW EXECUTE FUNCTION kw_progress_activity_trigger();
--> statement-breakpoint
CREATE TRIGGER kw_progress_activity_update AFTER UPDATE OF user_id, updated_at ON user_lesson_progress
  FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.updated_at IS DISTINCT FROM NEW.updated_at)
  EXECUTE FUNCTION kw_progress_activity_trigger();
--> statement-breakpoint
-- Rebuilds the three tables from user_lesson_progress (the backfill; bulk writes that bypass
-- triggers call it through kw_refresh_all_counts()).
CREATE OR REPLACE FUNCTION kw_refresh_activity() RETURNS void LANGUAGE sql AS $$
  DELETE FROM learner_activity_days;
  INSERT INTO learner_activity_days (user_id, day, progress_rows)
  SELECT user_id, (updated_at AT TIME ZONE 'UTC')::date, count(*)::int
  FROM user_lesson_progress GROUP BY 1, 2;
  DELETE FROM learner_activity;
  INSERT INTO learner_activity (user_id, last_active_at)
  SELECT user_id, max(updated_at) FROM user_lesson_progress GROUP BY 1;
  DELETE FROM activity_daily_counts;
  INSERT INTO activity_daily_counts (day, active_learners, last_active_learners)
  SELECT day, sum(a)::int, sum(l)::int FROM (
    SELECT day, 1 AS a, 0 AS l FROM learner_activity_days
    UNION ALL SELECT (last_active_at AT TIME ZONE 'UTC')::date, 0, 1 FROM learner_activity) x
  GROUP BY day;
$$;
--> statement-breakpoint
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
$$;
--> statement-breakpoint
SELECT kw_refresh_activity();
