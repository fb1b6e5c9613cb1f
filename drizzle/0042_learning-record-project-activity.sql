-- The record of learning (issue 42, decision 0201): the admin home's "Aktive Lernende" counts a
-- learner whose act had no lesson (a project submitted, revised or passed). The stored activity
-- (decision 0136) followed the progress rows alone, and a project has none. Such an act now
-- raises the learner's newest time (learner_activity and the per-day count of learners whose
-- newest activity is that day) through kw_activity_apply with a "touch" (delta 0: no progress
-- row counted for its day); the recount after a removed progress row and the rebuild take
-- the newest act without a lesson into account too.
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
    SELECT user_id, max(at) FILTER (WHERE delta >= 0) AS added, max(at) FILTER (WHERE delta < 0) AS removed
    FROM unnest(us, ats, ds) AS x(user_id, at, delta) GROUP BY 1 ORDER BY 1
  LOOP
    INSERT INTO learner_activity (user_id, last_active_at) VALUES (r.user_id, '-infinity')
    ON CONFLICT (user_id) DO NOTHING;
    SELECT last_active_at INTO old_at FROM learner_activity WHERE user_id = r.user_id FOR UPDATE;
    new_at := old_at;
    IF r.removed IS NOT NULL AND r.removed >= old_at THEN
      SELECT max(x.at) INTO new_at FROM (
        (SELECT updated_at AS at FROM user_lesson_progress WHERE user_id = r.user_id
          ORDER BY updated_at DESC LIMIT 1)
        UNION ALL
        (SELECT e.at FROM learning_events e WHERE e.user_id = r.user_id AND e.lesson_id IS NULL
          ORDER BY e.at DESC LIMIT 1)) x;
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
CREATE OR REPLACE FUNCTION kw_learning_events_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The lessons worked on: a progress row, not completed, touched at the newest act. A
  -- completed lesson's row is not written (its completion time stays its last touch).
  INSERT INTO user_lesson_progress AS p (user_id, lesson_id, created_at, updated_at)
  SELECT user_id, lesson_id, min(at), max(at) FROM kw_new
  WHERE lesson_id IS NOT NULL AND kind NOT IN ('lesson_completed', 'course_completed')
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (user_id, lesson_id) DO UPDATE SET updated_at = excluded.updated_at
    WHERE p.completed_at IS NULL AND p.updated_at < excluded.updated_at;
  -- The courses worked in: started on the learner's path (a row is created when missing).
  INSERT INTO user_learning_path AS lp (user_id, course_id, started_at, progress_percentage)
  SELECT user_id, course_id, min(at), 0 FROM kw_new GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (user_id, course_id) DO UPDATE SET started_at = excluded.started_at,
    updated_at = excluded.started_at
    WHERE lp.started_at IS NULL;
  -- The streak: a day with an act of learning keeps or extends it (a completion keeps its own
  -- statement, which knows the browser's time zone; opening a lesson alone is no learning).
  INSERT INTO learner_streaks AS s (user_id, time_zone, last_day, current, longest)
  SELECT n.user_id, coalesce(st.time_zone, 'Europe/Berlin'), kw_learner_day(max(n.at), st.time_zone), 1, 1
  FROM kw_new n LEFT JOIN learner_streaks st ON st.user_id = n.user_id
  WHERE n.kind NOT IN ('lesson_completed', 'course_completed', 'lesson_opened')
  GROUP BY n.user_id, st.time_zone ORDER BY 1
  ON CONFLICT (user_id) DO UPDATE SET
    current = CASE WHEN s.last_day = excluded.last_day - 1 THEN s.current + 1 ELSE 1 END,
    longest = greatest(s.longest, CASE WHEN s.last_day = excluded.last_day - 1 THEN s.current + 1 ELSE 1 END),
    last_day = excluded.last_day, updated_at = now()
    WHERE s.last_day < excluded.last_day;
  -- Acts without a lesson (a project submitted, revised or passed; a course completed) make
  -- the learner active too (decision 0201): they raise the newest time of the stored activity.
  PERFORM kw_activity_apply(array_agg(user_id), array_agg(at), array_agg(0))
  FROM (SELECT user_id, max(at) AS at FROM kw_new WHERE lesson_id IS NULL GROUP BY 1) x
  HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kw_refresh_activity() RETURNS void LANGUAGE sql AS $$
  DELETE FROM learner_activity_days;
  INSERT INTO learner_activity_days (user_id, day, progress_rows)
  SELECT user_id, (updated_at AT TIME ZONE 'UTC')::date, count(*)::int
  FROM user_lesson_progress GROUP BY 1, 2;
  DELETE FROM learner_activity;
  INSERT INTO learner_activity (user_id, last_active_at)
  SELECT user_id, max(at) FROM (
    SELECT user_id, max(updated_at) AS at FROM user_lesson_progress GROUP BY 1
    UNION ALL
    SELECT user_id, max(at) FROM learning_events WHERE lesson_id IS NULL GROUP BY 1) x
  GROUP BY 1;
  DELETE FROM activity_daily_counts;
  INSERT INTO activity_daily_counts (day, active_learners, last_active_learners)
  SELECT day, sum(a)::int, sum(l)::int FROM (
    SELECT day, 1 AS a, 0 AS l FROM learner_activity_days
    UNION ALL SELECT (last_active_at AT TIME ZONE 'UTC')::date, 0, 1 FROM learner_activity) x
  GROUP BY day;
  SELECT kw_refresh_lead_days();
$$;
--> statement-breakpoint
-- The acts without a lesson already in the record.
SELECT kw_activity_apply(array_agg(user_id), array_agg(at), array_agg(0))
FROM (SELECT user_id, max(at) AS at FROM learning_events WHERE lesson_id IS NULL GROUP BY 1) x
HAVING count(*) > 0;
