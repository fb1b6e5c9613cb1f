-- The learner's minutes per UTC week and subject (issue 42, decision 0242; re-runnable), kept
-- like the stored counts (decisions 0056, 0237): row triggers recompute the one affected row
-- from its source rows, after locking it, in the transaction of every write. The learner's
-- week ("Diese Woche x von y Min.", dashboard and path) then reads this week's rows of one
-- learner (one range scan of the key) instead of grouping every reading post, attended live
-- session and completion of the week at every request.
--
-- A subject is a lesson (reading posts: `lesson_id`; completions) or a live session (its
-- attendance: `subject_id`); reading of a lesson deleted since (lesson_id set null) counts
-- under the nil uuid. Per row: the seconds read or attended that week, and the lesson's
-- minutes when it was completed that week; the week reads sum(greatest(seconds / 60, minutes)).

-- The UTC Monday of `at`: weekStart() of src/shared/domain/learning-plan.ts.
CREATE OR REPLACE FUNCTION kw_utc_monday(t timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT date_trunc('week', t AT TIME ZONE 'UTC')::date
$$;
--> statement-breakpoint
-- The subject of an act of the record that counts for the week (reading or a live session).
CREATE OR REPLACE FUNCTION kw_week_subject(kind text, lesson_id uuid, subject_id uuid) RETURNS uuid
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(CASE kind WHEN 'reading' THEN lesson_id ELSE subject_id END,
    '00000000-0000-0000-0000-000000000000'::uuid)
$$;
--> statement-breakpoint
-- One row recomputed from the record and the progress. The row is created (or found) and
-- locked first, so that concurrent writers of the same learner, week and subject serialise on
-- it and the last one counts what both committed; a row deleted by the writer waited for is
-- created again. Nothing for a learner being deleted (the cascades of their rows).
CREATE OR REPLACE FUNCTION kw_refresh_week_minutes(u text, w date, s uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  since timestamptz := w::timestamp AT TIME ZONE 'UTC';
  till timestamptz := (w + 7)::timestamp AT TIME ZONE 'UTC';
  r bigint;
  d integer;
BEGIN
  IF u IS NULL OR w IS NULL OR s IS NULL OR NOT EXISTS (SELECT 1 FROM "user" WHERE id = u) THEN
    RETURN;
  END IF;
  LOOP
    INSERT INTO learner_week_minutes (user_id, week_start, subject_id) VALUES (u, w, s)
      ON CONFLICT DO NOTHING;
    PERFORM 1 FROM learner_week_minutes
      WHERE user_id = u AND week_start = w AND subject_id = s FOR UPDATE;
    EXIT WHEN FOUND;
  END LOOP;
  IF s = '00000000-0000-0000-0000-000000000000'::uuid THEN
    SELECT coalesce(sum(e.seconds), 0) INTO r FROM learning_events e
    WHERE e.user_id = u AND e.at >= since AND e.at < till
      AND ((e.kind = 'reading' AND e.lesson_id IS NULL) OR (e.kind = 'live_session' AND e.subject_id IS NULL));
    d := 0;
  ELSE
    SELECT (SELECT coalesce(sum(e.seconds), 0) FROM learning_events e
        WHERE e.user_id = u AND e.lesson_id = s AND e.kind = 'reading' AND e.at >= since AND e.at < till)
      + (SELECT coalesce(sum(e.seconds), 0) FROM learning_events e
        WHERE e.user_id = u AND e.subject_id = s AND e.kind = 'live_session' AND e.at >= since AND e.at < till)
    INTO r;
    SELECT coalesce(max(l.estimated_duration_minutes), 0) INTO d
    FROM user_lesson_progress p JOIN lessons l ON l.id = p.lesson_id
    WHERE p.user_id = u AND p.lesson_id = s AND p.completed_at >= since AND p.completed_at < till;
  END IF;
  IF r = 0 AND d = 0 THEN
    DELETE FROM learner_week_minutes WHERE user_id = u AND week_start = w AND subject_id = s;
  ELSE
    UPDATE learner_week_minutes SET read_seconds = r, done_minutes = d
    WHERE user_id = u AND week_start = w AND subject_id = s;
  END IF;
END $$;
--> statement-breakpoint
-- Every row rebuilt from the record and the progress (the backfill; bulk writes with the
-- triggers off call it through kw_refresh_all_counts()). `u`: one learner's rows only.
CREATE OR REPLACE FUNCTION kw_refresh_week_minutes_of(u text) RETURNS void LANGUAGE sql AS $$
  DELETE FROM learner_week_minutes WHERE u IS NULL OR user_id = u;
  INSERT INTO learner_week_minutes (user_id, week_start, subject_id, read_seconds, done_minutes)
  SELECT x.user_id, x.week_start, x.subject_id, sum(x.r)::int, max(x.d)::int FROM (
    SELECT e.user_id, kw_utc_monday(e.at) AS week_start,
      kw_week_subject(e.kind, e.lesson_id, e.subject_id) AS subject_id, e.seconds AS r, 0 AS d
    FROM learning_events e
    WHERE e.kind IN ('reading', 'live_session') AND (u IS NULL OR e.user_id = u)
    UNION ALL
    SELECT p.user_id, kw_utc_monday(p.completed_at), p.lesson_id, 0, l.estimated_duration_minutes
    FROM user_lesson_progress p JOIN lessons l ON l.id = p.lesson_id
    WHERE p.completed_at IS NOT NULL AND (u IS NULL OR p.user_id = u)) x
  GROUP BY 1, 2, 3
  HAVING sum(x.r) <> 0 OR max(x.d) <> 0;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kw_learning_events_week_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o_key boolean := TG_OP <> 'INSERT' AND OLD.kind IN ('reading', 'live_session');
  n_key boolean := TG_OP <> 'DELETE' AND NEW.kind IN ('reading', 'live_session');
BEGIN
  IF o_key THEN
    PERFORM kw_refresh_week_minutes(OLD.user_id, kw_utc_monday(OLD.at),
      kw_week_subject(OLD.kind, OLD.lesson_id, OLD.subject_id));
  END IF;
  IF n_key AND NOT (o_key AND OLD.user_id = NEW.user_id AND kw_utc_monday(OLD.at) = kw_utc_monday(NEW.at)
      AND kw_week_subject(OLD.kind, OLD.lesson_id, OLD.subject_id)
        = kw_week_subject(NEW.kind, NEW.lesson_id, NEW.subject_id)) THEN
    PERFORM kw_refresh_week_minutes(NEW.user_id, kw_utc_monday(NEW.at),
      kw_week_subject(NEW.kind, NEW.lesson_id, NEW.subject_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only reading posts and attended live sessions with seconds count; every other act of the
-- record (opening a lesson, a check run, …) fires nothing.
DROP TRIGGER IF EXISTS kw_learning_events_week_ins ON learning_events;
--> statement-breakpoint
CREATE TRIGGER kw_learning_events_week_ins AFTER INSERT ON learning_events
  FOR EACH ROW WHEN (NEW.kind IN ('reading', 'live_session') AND NEW.seconds <> 0)
  EXECUTE FUNCTION kw_learning_events_week_trigger();
--> statement-breakpoint
DROP TRIGGER IF EXISTS kw_learning_events_week_del ON learning_events;
--> statement-breakpoint
CREATE TRIGGER kw_learning_events_week_del AFTER DELETE ON learning_events
  FOR EACH ROW WHEN (OLD.kind IN ('reading', 'live_session') AND OLD.seconds <> 0)
  EXECUTE FUNCTION kw_learning_events_week_trigger();
--> statement-breakpoint
-- Includes a lesson's deletion (its reading posts' lesson_id set null: counted under the nil uuid).
DROP TRIGGER IF EXISTS kw_learning_events_week_upd ON learning_events;
--> statement-breakpoint
CREATE TRIGGER kw_learning_events_week_upd
  AFTER UPDATE OF user_id, lesson_id, kind, subject_id, seconds, at ON learning_events
  FOR EACH ROW WHEN ((OLD.kind IN ('reading', 'live_session') OR NEW.kind IN ('reading', 'live_session'))
    AND (OLD.user_id, OLD.lesson_id, OLD.kind, OLD.subject_id, OLD.seconds, OLD.at)
      IS DISTINCT FROM (NEW.user_id, NEW.lesson_id, NEW.kind, NEW.subject_id, NEW.seconds, NEW.at))
  EXECUTE FUNCTION kw_learning_events_week_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kw_progress_week_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.completed_at IS NOT NULL THEN
    PERFORM kw_refresh_week_minutes(OLD.user_id, kw_utc_monday(OLD.completed_at), OLD.lesson_id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.completed_at IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.completed_at IS NULL
      OR OLD.user_id <> NEW.user_id OR OLD.lesson_id <> NEW.lesson_id
      OR kw_utc_monday(OLD.completed_at) <> kw_utc_monday(NEW.completed_at)) THEN
    PERFORM kw_refresh_week_minutes(NEW.user_id, kw_utc_monday(NEW.completed_at), NEW.lesson_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A completion that comes, goes or moves to another week (old and new week); the progress
-- row's touches (every act of learning raises updated_at) fire nothing.
DROP TRIGGER IF EXISTS kw_progress_week_ins ON user_lesson_progress;
--> statement-breakpoint
CREATE TRIGGER kw_progress_week_ins AFTER INSERT ON user_lesson_progress
  FOR EACH ROW WHEN (NEW.completed_at IS NOT NULL) EXECUTE FUNCTION kw_progress_week_trigger();
--> statement-breakpoint
DROP TRIGGER IF EXISTS kw_progress_week_del ON user_lesson_progress;
--> statement-breakpoint
CREATE TRIGGER kw_progress_week_del AFTER DELETE ON user_lesson_progress
  FOR EACH ROW WHEN (OLD.completed_at IS NOT NULL) EXECUTE FUNCTION kw_progress_week_trigger();
--> statement-breakpoint
DROP TRIGGER IF EXISTS kw_progress_week_upd ON user_lesson_progress;
--> statement-breakpoint
CREATE TRIGGER kw_progress_week_upd AFTER UPDATE OF completed_at, user_id, lesson_id ON user_lesson_progress
  FOR EACH ROW WHEN (OLD.completed_at IS DISTINCT FROM NEW.completed_at
    OR (NEW.completed_at IS NOT NULL AND (OLD.user_id IS DISTINCT FROM NEW.user_id
      OR OLD.lesson_id IS DISTINCT FROM NEW.lesson_id)))
  EXECUTE FUNCTION kw_progress_week_trigger();
--> statement-breakpoint
-- A lesson's minutes edited: the week of each of its completions counts the new minutes (one
-- statement over the lesson's completions; a row left with nothing is removed).
CREATE OR REPLACE FUNCTION kw_lessons_week_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO learner_week_minutes AS w (user_id, week_start, subject_id, done_minutes)
  SELECT p.user_id, kw_utc_monday(p.completed_at), p.lesson_id, coalesce(NEW.estimated_duration_minutes, 0)
  FROM user_lesson_progress p
  WHERE p.lesson_id = NEW.id AND p.completed_at IS NOT NULL
  ORDER BY 1, 2
  ON CONFLICT (user_id, week_start, subject_id) DO UPDATE SET done_minutes = excluded.done_minutes;
  IF coalesce(NEW.estimated_duration_minutes, 0) = 0 THEN
    DELETE FROM learner_week_minutes w USING user_lesson_progress p
    WHERE p.lesson_id = NEW.id AND p.completed_at IS NOT NULL AND w.user_id = p.user_id
      AND w.week_start = kw_utc_monday(p.completed_at) AND w.subject_id = NEW.id
      AND w.read_seconds = 0 AND w.done_minutes = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS kw_lessons_week ON lessons;
--> statement-breakpoint
CREATE TRIGGER kw_lessons_week AFTER UPDATE OF estimated_duration_minutes ON lessons
  FOR EACH ROW WHEN (OLD.estimated_duration_minutes IS DISTINCT FROM NEW.estimated_duration_minutes)
  EXECUTE FUNCTION kw_lessons_week_trigger();
--> statement-breakpoint
-- Bulk writes that bypass triggers (the bench's fill) rebuild every stored count through
-- kw_refresh_all_counts(): as in 0053, and the week's minutes with them.
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
  SELECT kw_refresh_week_minutes_of(NULL);
$$;
--> statement-breakpoint
-- The weeks of the record and the completions there are (once: a database that has them keeps them).
SELECT kw_refresh_week_minutes_of(NULL) WHERE NOT EXISTS (SELECT 1 FROM learner_week_minutes);
--> statement-breakpoint
ANALYZE learner_week_minutes;
