-- The record of learning (issue 42, decisions 0187, 0200): the streak of an existing install,
-- rebuilt from every day of the record. The migration learning-record-sql wrote the events of
-- the practice, answers and completions from before in one statement, and its trigger derived
-- the streak from the newest act only (a learner who practised on five days in a row had a
-- streak of one). Here each learner's days with an act of learning (opening a lesson alone is
-- none), in their stored time zone (Europe/Berlin when none), give the run of days in a row
-- that ends on the last one (current) and the longest run. A stored streak is only raised:
-- a completion's own day (in the browser's time zone) may be later than the record's.
-- The acts are first binned by quarter hours (every time zone's offset is a multiple of one),
-- so the day is computed once per learner and quarter hour, not once per event.
WITH slots AS (
  SELECT DISTINCT user_id, date_bin('15 minutes', at, timestamptz '2000-01-01 00:00+00') AS slot
  FROM learning_events WHERE kind <> 'lesson_opened'
), days AS (
  SELECT DISTINCT s.user_id, kw_learner_day(s.slot, st.time_zone) AS day
  FROM slots s LEFT JOIN learner_streaks st ON st.user_id = s.user_id
), runs AS (
  SELECT user_id, day, day - (row_number() OVER (PARTITION BY user_id ORDER BY day))::int AS run
  FROM days
), lengths AS (
  SELECT user_id, max(day) AS last_day, count(*)::int AS days FROM runs GROUP BY user_id, run
), rebuilt AS (
  SELECT user_id, max(last_day) AS last_day, max(days) AS longest,
    (array_agg(days ORDER BY last_day DESC))[1] AS current
  FROM lengths GROUP BY user_id
)
INSERT INTO learner_streaks AS s (user_id, time_zone, last_day, current, longest)
SELECT r.user_id, coalesce(st.time_zone, 'Europe/Berlin'), r.last_day, r.current, r.longest
FROM rebuilt r LEFT JOIN learner_streaks st ON st.user_id = r.user_id
ORDER BY 1
ON CONFLICT (user_id) DO UPDATE SET
  last_day = greatest(s.last_day, excluded.last_day),
  current = CASE WHEN s.last_day > excluded.last_day THEN s.current
    WHEN s.last_day = excluded.last_day THEN greatest(s.current, excluded.current)
    ELSE excluded.current END,
  longest = greatest(s.longest, excluded.longest),
  updated_at = now()
  WHERE s.current IS DISTINCT FROM (CASE WHEN s.last_day > excluded.last_day THEN s.current
      WHEN s.last_day = excluded.last_day THEN greatest(s.current, excluded.current)
      ELSE excluded.current END)
    OR s.longest < excluded.longest OR s.last_day < excluded.last_day;
