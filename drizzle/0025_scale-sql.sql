-- Stored learner activity for the admin home (issue 34, decision 0136): kept by statement
-- triggers on user_lesson_progress (with transition tables), as the stored counts of 0008 are
-- kept by row triggers. A learner's newest time is recounted after locking the learner's row,
-- so concurrent writers of one learner serialise and the stored values equal a recount.

-- One statement's changes to user_lesson_progress, as (learner, updated_at, +1 or -1), applied
-- in three steps whose locks are always taken in the same order (learner_activity_days by
-- learner and day, learner_activity by learner, activity_daily_counts by day), so concurrent
-- statements wait for each other instead of deadlocking:
-- 1. rows per learner and UTC day (a day's active learners follow its 0 <-> >0 changes);
-- 2. each learner's newest time: raised by a later row without a scan, recounted (one probe of
--    user_lesson_progress_user_recent_idx) only when its newest row went away or moved back;
-- 3. the per-day counts of active learners and of learners whose newest activity is that day.
CREATE OR REPLACE FUNCTION kw_activity_apply(us text[], ats timestamptz[], ds int[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE r record; old_at timestamptz; new_at timestamptz; od date; nd date;
  mdays date[]; mactive int[]; mlast int[];
BEGIN
  WITH c AS (SELECT * FROM unnest(us, ats, ds) AS x(user_id, at, delta)),
  per AS (
    SELECT user_id, (at AT TIME ZONE 'UTC')::date AS day, sum(delta)::int AS delta
    FROM c GROUP BY 1, 2 HAVING sum(delta) <> 0),
  up AS (
    INSERT INTO learner_activity_days AS a (user_id, day, progress_rows)
    SELECT user_id, day, delta FROM per ORDER BY user_id, day
    ON CONFLICT (user_id, day) DO UPDATE SET progress_rows = a.progress_rows + excluded.progress_rows
    RETURNING a.user_id, a.day, a.progress_rows)
  SELECT coalesce(array_agg(up.day), '{}'),
    coalesce(array_agg(CASE WHEN up.progress_rows > 0 AND up.progress_rows - per.delta <= 0 THEN 1
         WHEN up.progress_rows <= 0 AND up.progress_rows - per.delta > 0 THEN -1 ELSE 0 END), '{}'),
    coalesce(array_agg(0), '{}')
  INTO mdays, mactive, mlast
  FROM up JOIN per USING (user_id, day);
  DELETE FROM learner_activity_days a USING unnest(us) AS x(user_id)
    WHERE a.user_id = x.user_id AND a.progress_rows <= 0;

  FOR r IN
    SELECT user_id, max(at) FILTER (WHERE delta > 0) AS added, max(at) FILTER (WHERE delta < 0) AS removed
    FROM unnest(us, ats, ds) AS x(user_id, at, delta) GROUP BY 1 ORDER BY 1
  LOOP
    INSERT INTO learner_activity (user_id, last_active_at) VALUES (r.user_id, '-infinity')
    ON CONFLICT (user_id) DO NOTHING;
    SELECT last_active_at INTO old_at FROM learner_activity WHERE user_id = r.user_id FOR UPDATE;
    new_at := old_at;
    IF r.removed IS NOT NULL AND r.removed >= old_at THEN
      SELECT updated_at INTO new_at FROM user_lesson_progress WHERE user_id = r.user_id
        ORDER BY updated_at DESC LIMIT 1;
    ELSIF r.added IS NOT NULL AND r.added > old_at THEN
      new_at := r.added;
    END IF;
    IF old_at = '-infinity' THEN old_at := NULL; END IF;
    IF new_at = '-infinity' THEN new_at := NULL; END IF;
    IF new_at IS NULL THEN
      DELETE FROM learner_activity WHERE user_id = r.user_id;
    ELSIF new_at IS DISTINCT FROM old_at THEN
      UPDATE learner_activity SET last_active_at = new_at WHERE user_id = r.user_id;
    END IF;
    od := (old_at AT TIME ZONE 'UTC')::date;
    nd := (new_at AT TIME ZONE 'UTC')::date;
    IF od IS DISTINCT FROM nd THEN
      IF od IS NOT NULL THEN mdays := mdays || od; mactive := mactive || 0; mlast := mlast || -1; END IF;
      IF nd IS NOT NULL THEN mdays := mdays || nd; mactive := mactive || 0; mlast := mlast || 1; END IF;
    END IF;
  END LOOP;

  INSERT INTO activity_daily_counts AS k (day, active_learners, last_active_learners)
  SELECT day, sum(a)::int, sum(l)::int FROM unnest(mdays, mactive, mlast) AS m(day, a, l)
  GROUP BY day HAVING sum(a) <> 0 OR sum(l) <> 0 ORDER BY day
  ON CONFLICT (day) DO UPDATE SET active_learners = k.active_learners + excluded.active_learners,
    last_active_learners = k.last_active_learners + excluded.last_active_learners;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kw_progress_activity_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM kw_activity_apply(array_agg(user_id), array_agg(updated_at), array_agg(1)) FROM kw_new;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kw_progress_activity_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM kw_activity_apply(array_agg(user_id), array_agg(updated_at), array_agg(-1)) FROM kw_old;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kw_progress_activity_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM kw_activity_apply(array_agg(user_id), array_agg(updated_at), array_agg(d)) FROM (
    SELECT o.user_id, o.updated_at, -1 AS d FROM kw_old o
    UNION ALL SELECT n.user_id, n.updated_at, 1 FROM kw_new n) x;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER kw_progress_activity_ins AFTER INSERT ON user_lesson_progress
  REFERENCING NEW TABLE AS kw_new FOR EACH STATEMENT EXECUTE FUNCTION kw_progress_activity_insert();
--> statement-breakpoint
CREATE TRIGGER kw_progress_activity_del AFTER DELETE ON user_lesson_progress
  REFERENCING OLD TABLE AS kw_old FOR EACH STATEMENT EXECUTE FUNCTION kw_progress_activity_delete();
--> statement-breakpoint
CREATE TRIGGER kw_progress_activity_upd AFTER UPDATE ON user_lesson_progress
  REFERENCING OLD TABLE AS kw_old NEW TABLE AS kw_new FOR EACH STATEMENT EXECUTE FUNCTION kw_progress_activity_update();
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
