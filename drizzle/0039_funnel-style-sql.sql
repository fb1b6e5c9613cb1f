-- Issue 46: the funnel report counts the answers of "Wie lernst du am besten?" too (decision
-- 0184, amending 0162). The question is multi-choice: a lead counts once for each style it
-- chose, and once as unanswered (value null) when it chose none. One function says which
-- (dim, value) pairs a lead's answers are; the statement triggers and the rebuild use it.
CREATE OR REPLACE FUNCTION kw_funnel_answers(goal text, level text, time_available text,
    learning_style jsonb, topic text, blocker text)
  RETURNS TABLE (dim text, value text) LANGUAGE sql IMMUTABLE AS $$
  SELECT * FROM (VALUES ('goal', goal), ('level', level), ('time', time_available),
    ('topic', topic), ('blocker', blocker)) v(dim, value)
  UNION ALL
  SELECT DISTINCT 'style', s.value
  FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(learning_style) = 'array'
      AND jsonb_array_length(learning_style) > 0 THEN learning_style ELSE '[null]'::jsonb END) s(value)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kw_funnel_rollup_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH x AS (SELECT created_at, goal, experience_level, time_available, learning_style, interest_topic, biggest_blocker, utm_source, language, outcome_registered, outcome_started, outcome_completed, 1 AS n FROM kw_new)
  INSERT INTO funnel_answer_daily_counts AS k (day, dim, value, leads)
  SELECT (x.created_at AT TIME ZONE 'UTC')::date, a.dim, a.value, sum(x.n)::int
  FROM x CROSS JOIN LATERAL kw_funnel_answers(x.goal, x.experience_level, x.time_available,
    x.learning_style, x.interest_topic, x.biggest_blocker) a(dim, value)
  GROUP BY 1, 2, 3 HAVING sum(x.n) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (day, dim, value) DO UPDATE SET leads = k.leads + excluded.leads;
  WITH x AS (SELECT created_at, goal, experience_level, time_available, learning_style, interest_topic, biggest_blocker, utm_source, language, outcome_registered, outcome_started, outcome_completed, 1 AS n FROM kw_new)
  INSERT INTO funnel_outcome_daily_counts AS k (day, utm_source, language, leads, registered, started, completed)
  SELECT day, utm_source, language, leads, registered, started, completed FROM (
    SELECT (created_at AT TIME ZONE 'UTC')::date AS day, utm_source, language, sum(n)::int AS leads,
      coalesce(sum(n) FILTER (WHERE outcome_registered), 0)::int AS registered,
      coalesce(sum(n) FILTER (WHERE outcome_started), 0)::int AS started,
      coalesce(sum(n) FILTER (WHERE outcome_completed), 0)::int AS completed
    FROM x GROUP BY 1, 2, 3) y
  WHERE leads <> 0 OR registered <> 0 OR started <> 0 OR completed <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (day, utm_source, language) DO UPDATE SET leads = k.leads + excluded.leads,
    registered = k.registered + excluded.registered, started = k.started + excluded.started,
    completed = k.completed + excluded.completed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kw_funnel_rollup_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH x AS (SELECT created_at, goal, experience_level, time_available, learning_style, interest_topic, biggest_blocker, utm_source, language, outcome_registered, outcome_started, outcome_completed, -1 AS n FROM kw_old)
  INSERT INTO funnel_answer_daily_counts AS k (day, dim, value, leads)
  SELECT (x.created_at AT TIME ZONE 'UTC')::date, a.dim, a.value, sum(x.n)::int
  FROM x CROSS JOIN LATERAL kw_funnel_answers(x.goal, x.experience_level, x.time_available,
    x.learning_style, x.interest_topic, x.biggest_blocker) a(dim, value)
  GROUP BY 1, 2, 3 HAVING sum(x.n) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (day, dim, value) DO UPDATE SET leads = k.leads + excluded.leads;
  WITH x AS (SELECT created_at, goal, experience_level, time_available, learning_style, interest_topic, biggest_blocker, utm_source, language, outcome_registered, outcome_started, outcome_completed, -1 AS n FROM kw_old)
  INSERT INTO funnel_outcome_daily_counts AS k (day, utm_source, language, leads, registered, started, completed)
  SELECT day, utm_source, language, leads, registered, started, completed FROM (
    SELECT (created_at AT TIME ZONE 'UTC')::date AS day, utm_source, language, sum(n)::int AS leads,
      coalesce(sum(n) FILTER (WHERE outcome_registered), 0)::int AS registered,
      coalesce(sum(n) FILTER (WHERE outcome_started), 0)::int AS started,
      coalesce(sum(n) FILTER (WHERE outcome_completed), 0)::int AS completed
    FROM x GROUP BY 1, 2, 3) y
  WHERE leads <> 0 OR registered <> 0 OR started <> 0 OR completed <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (day, utm_source, language) DO UPDATE SET leads = k.leads + excluded.leads,
    registered = k.registered + excluded.registered, started = k.started + excluded.started,
    completed = k.completed + excluded.completed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kw_funnel_rollup_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH x AS (SELECT created_at, goal, experience_level, time_available, learning_style, interest_topic, biggest_blocker, utm_source, language, outcome_registered, outcome_started, outcome_completed, -1 AS n FROM kw_old UNION ALL SELECT created_at, goal, experience_level, time_available, learning_style, interest_topic, biggest_blocker, utm_source, language, outcome_registered, outcome_started, outcome_completed, 1 FROM kw_new)
  INSERT INTO funnel_answer_daily_counts AS k (day, dim, value, leads)
  SELECT (x.created_at AT TIME ZONE 'UTC')::date, a.dim, a.value, sum(x.n)::int
  FROM x CROSS JOIN LATERAL kw_funnel_answers(x.goal, x.experience_level, x.time_available,
    x.learning_style, x.interest_topic, x.biggest_blocker) a(dim, value)
  GROUP BY 1, 2, 3 HAVING sum(x.n) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (day, dim, value) DO UPDATE SET leads = k.leads + excluded.leads;
  WITH x AS (SELECT created_at, goal, experience_level, time_available, learning_style, interest_topic, biggest_blocker, utm_source, language, outcome_registered, outcome_started, outcome_completed, -1 AS n FROM kw_old UNION ALL SELECT created_at, goal, experience_level, time_available, learning_style, interest_topic, biggest_blocker, utm_source, language, outcome_registered, outcome_started, outcome_completed, 1 FROM kw_new)
  INSERT INTO funnel_outcome_daily_counts AS k (day, utm_source, language, leads, registered, started, completed)
  SELECT day, utm_source, language, leads, registered, started, completed FROM (
    SELECT (created_at AT TIME ZONE 'UTC')::date AS day, utm_source, language, sum(n)::int AS leads,
      coalesce(sum(n) FILTER (WHERE outcome_registered), 0)::int AS registered,
      coalesce(sum(n) FILTER (WHERE outcome_started), 0)::int AS started,
      coalesce(sum(n) FILTER (WHERE outcome_completed), 0)::int AS completed
    FROM x GROUP BY 1, 2, 3) y
  WHERE leads <> 0 OR registered <> 0 OR started <> 0 OR completed <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (day, utm_source, language) DO UPDATE SET leads = k.leads + excluded.leads,
    registered = k.registered + excluded.registered, started = k.started + excluded.started,
    completed = k.completed + excluded.completed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kw_refresh_funnel_rollups() RETURNS void LANGUAGE sql AS $$
  UPDATE funnel_leads fl SET outcome_registered = true, outcome_started = o.started,
    outcome_completed = o.completed
  FROM (SELECT u.email, coalesce(bool_or(p.started_at IS NOT NULL), false) AS started,
      coalesce(bool_or(p.completed_at IS NOT NULL), false) AS completed
    FROM "user" u LEFT JOIN user_learning_path p ON p.user_id = u.id GROUP BY u.email) o
  WHERE o.email = fl.email AND (fl.outcome_registered, fl.outcome_started, fl.outcome_completed)
    IS DISTINCT FROM (true, o.started, o.completed);
  UPDATE funnel_leads fl SET outcome_registered = false, outcome_started = false, outcome_completed = false
  WHERE (fl.outcome_registered OR fl.outcome_started OR fl.outcome_completed)
    AND NOT EXISTS (SELECT 1 FROM "user" u WHERE u.email = fl.email);
  DELETE FROM funnel_answer_daily_counts;
  INSERT INTO funnel_answer_daily_counts (day, dim, value, leads)
  SELECT (fl.created_at AT TIME ZONE 'UTC')::date, a.dim, a.value, count(*)::int
  FROM funnel_leads fl CROSS JOIN LATERAL kw_funnel_answers(fl.goal, fl.experience_level, fl.time_available,
    fl.learning_style, fl.interest_topic, fl.biggest_blocker) a(dim, value)
  GROUP BY 1, 2, 3;
  DELETE FROM funnel_outcome_daily_counts;
  INSERT INTO funnel_outcome_daily_counts (day, utm_source, language, leads, registered, started, completed)
  SELECT (created_at AT TIME ZONE 'UTC')::date, utm_source, language, count(*)::int,
    (count(*) FILTER (WHERE outcome_registered))::int, (count(*) FILTER (WHERE outcome_started))::int,
    (count(*) FILTER (WHERE outcome_completed))::int
  FROM funnel_leads GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
SELECT kw_refresh_funnel_rollups();
