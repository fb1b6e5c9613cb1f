-- Decision 0162: the funnel report's answers and conversions per day, kept with the writes
-- in the same transaction, so the report reads at most a few rows per day of its period
-- instead of the period's leads (issue 34). Hand-written: triggers and functions.

-- What became of a lead's address: an account with it, a course started / completed on its path.
CREATE OR REPLACE FUNCTION kw_lead_outcome(e text, OUT registered boolean, OUT started boolean, OUT completed boolean)
LANGUAGE sql STABLE AS $$
  SELECT count(u.id) > 0, coalesce(bool_or(p.started_at IS NOT NULL), false),
    coalesce(bool_or(p.completed_at IS NOT NULL), false)
  FROM "user" u LEFT JOIN user_learning_path p ON p.user_id = u.id WHERE u.email = e;
$$;
--> statement-breakpoint
-- A new lead (or one whose address changed) gets its outcome before it is written.
CREATE OR REPLACE FUNCTION kw_lead_outcome_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT o.registered, o.started, o.completed
    INTO NEW.outcome_registered, NEW.outcome_started, NEW.outcome_completed
    FROM kw_lead_outcome(NEW.email) o;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER kw_lead_outcome_ins BEFORE INSERT ON funnel_leads
  FOR EACH ROW EXECUTE FUNCTION kw_lead_outcome_set();
--> statement-breakpoint
CREATE TRIGGER kw_lead_outcome_upd BEFORE UPDATE OF email ON funnel_leads
  FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email) EXECUTE FUNCTION kw_lead_outcome_set();
--> statement-breakpoint
-- The lead of an address takes the account's current outcome (no write when unchanged).
CREATE OR REPLACE FUNCTION kw_lead_outcome_refresh(e text) RETURNS void LANGUAGE sql AS $$
  UPDATE funnel_leads fl SET outcome_registered = o.registered, outcome_started = o.started,
    outcome_completed = o.completed
  FROM kw_lead_outcome(e) o
  WHERE fl.email = e AND (fl.outcome_registered, fl.outcome_started, fl.outcome_completed)
    IS DISTINCT FROM (o.registered, o.started, o.completed);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kw_user_lead_outcome() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM kw_lead_outcome_refresh(OLD.email); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM kw_lead_outcome_refresh(NEW.email); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER kw_user_lead_outcome AFTER INSERT OR DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION kw_user_lead_outcome();
--> statement-breakpoint
CREATE TRIGGER kw_user_lead_outcome_upd AFTER UPDATE OF email ON "user"
  FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email) EXECUTE FUNCTION kw_user_lead_outcome();
--> statement-breakpoint
-- A path row that starts or completes (or goes) changes its account's lead, if any. Lesson
-- completions that change neither date do not fire.
CREATE OR REPLACE FUNCTION kw_path_lead_outcome() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM kw_lead_outcome_refresh(u.email) FROM "user" u
    WHERE u.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER kw_path_lead_outcome_ins AFTER INSERT ON user_learning_path
  FOR EACH ROW WHEN (NEW.started_at IS NOT NULL OR NEW.completed_at IS NOT NULL)
  EXECUTE FUNCTION kw_path_lead_outcome();
--> statement-breakpoint
CREATE TRIGGER kw_path_lead_outcome_del AFTER DELETE ON user_learning_path
  FOR EACH ROW WHEN (OLD.started_at IS NOT NULL OR OLD.completed_at IS NOT NULL)
  EXECUTE FUNCTION kw_path_lead_outcome();
--> statement-breakpoint
CREATE TRIGGER kw_path_lead_outcome_upd AFTER UPDATE OF started_at, completed_at ON user_learning_path
  FOR EACH ROW WHEN ((OLD.started_at IS NULL) <> (NEW.started_at IS NULL)
    OR (OLD.completed_at IS NULL) <> (NEW.completed_at IS NULL))
  EXECUTE FUNCTION kw_path_lead_outcome();
--> statement-breakpoint
-- The two daily rollups follow every statement on funnel_leads: minus its old rows, plus its
-- new ones, grouped, in key order (no deadlocks between concurrent statements). A re-submit
-- of the same answers adds and takes away the same counts: nothing is written.
CREATE OR REPLACE FUNCTION kw_funnel_rollup_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH x AS (SELECT created_at, goal, experience_level, time_available, interest_topic, biggest_blocker, utm_source, language, outcome_registered, outcome_started, outcome_completed, 1 AS n FROM kw_new)
  INSERT INTO funnel_answer_daily_counts AS k (day, dim, value, leads)
  SELECT (x.created_at AT TIME ZONE 'UTC')::date, a.dim, a.value, sum(x.n)::int
  FROM x CROSS JOIN LATERAL (VALUES ('goal', x.goal), ('level', x.experience_level),
    ('time', x.time_available), ('topic', x.interest_topic), ('blocker', x.biggest_blocker)) a(dim, value)
  GROUP BY 1, 2, 3 HAVING sum(x.n) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (day, dim, value) DO UPDATE SET leads = k.leads + excluded.leads;
  WITH x AS (SELECT created_at, goal, experience_level, time_available, interest_topic, biggest_blocker, utm_source, language, outcome_registered, outcome_started, outcome_completed, 1 AS n FROM kw_new)
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
  WITH x AS (SELECT created_at, goal, experience_level, time_available, interest_topic, biggest_blocker, utm_source, language, outcome_registered, outcome_started, outcome_completed, -1 AS n FROM kw_old)
  INSERT INTO funnel_answer_daily_counts AS k (day, dim, value, leads)
  SELECT (x.created_at AT TIME ZONE 'UTC')::date, a.dim, a.value, sum(x.n)::int
  FROM x CROSS JOIN LATERAL (VALUES ('goal', x.goal), ('level', x.experience_level),
    ('time', x.time_available), ('topic', x.interest_topic), ('blocker', x.biggest_blocker)) a(dim, value)
  GROUP BY 1, 2, 3 HAVING sum(x.n) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (day, dim, value) DO UPDATE SET leads = k.leads + excluded.leads;
  WITH x AS (SELECT created_at, goal, experience_level, time_available, interest_topic, biggest_blocker, utm_source, language, outcome_registered, outcome_started, outcome_completed, -1 AS n FROM kw_old)
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
  WITH x AS (SELECT created_at, goal, experience_level, time_available, interest_topic, biggest_blocker, utm_source, language, outcome_registered, outcome_started, outcome_completed, -1 AS n FROM kw_old UNION ALL SELECT created_at, goal, experience_level, time_available, interest_topic, biggest_blocker, utm_source, language, outcome_registered, outcome_started, outcome_completed, 1 FROM kw_new)
  INSERT INTO funnel_answer_daily_counts AS k (day, dim, value, leads)
  SELECT (x.created_at AT TIME ZONE 'UTC')::date, a.dim, a.value, sum(x.n)::int
  FROM x CROSS JOIN LATERAL (VALUES ('goal', x.goal), ('level', x.experience_level),
    ('time', x.time_available), ('topic', x.interest_topic), ('blocker', x.biggest_blocker)) a(dim, value)
  GROUP BY 1, 2, 3 HAVING sum(x.n) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (day, dim, value) DO UPDATE SET leads = k.leads + excluded.leads;
  WITH x AS (SELECT created_at, goal, experience_level, time_available, interest_topic, biggest_blocker, utm_source, language, outcome_registered, outcome_started, outcome_completed, -1 AS n FROM kw_old UNION ALL SELECT created_at, goal, experience_level, time_available, interest_topic, biggest_blocker, utm_source, language, outcome_registered, outcome_started, outcome_completed, 1 FROM kw_new)
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
CREATE TRIGGER kw_funnel_rollup_ins AFTER INSERT ON funnel_leads
  REFERENCING NEW TABLE AS kw_new FOR EACH STATEMENT EXECUTE FUNCTION kw_funnel_rollup_insert();
--> statement-breakpoint
CREATE TRIGGER kw_funnel_rollup_del AFTER DELETE ON funnel_leads
  REFERENCING OLD TABLE AS kw_old FOR EACH STATEMENT EXECUTE FUNCTION kw_funnel_rollup_delete();
--> statement-breakpoint
CREATE TRIGGER kw_funnel_rollup_upd AFTER UPDATE ON funnel_leads
  REFERENCING OLD TABLE AS kw_old NEW TABLE AS kw_new FOR EACH STATEMENT EXECUTE FUNCTION kw_funnel_rollup_update();
--> statement-breakpoint
-- Rebuilds the leads' outcomes and both rollups from the data (the migration, the bench's
-- fill with its triggers off, kw_refresh_all_counts()).
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
  FROM funnel_leads fl CROSS JOIN LATERAL (VALUES ('goal', fl.goal), ('level', fl.experience_level),
    ('time', fl.time_available), ('topic', fl.interest_topic), ('blocker', fl.biggest_blocker)) a(dim, value)
  GROUP BY 1, 2, 3;
  DELETE FROM funnel_outcome_daily_counts;
  INSERT INTO funnel_outcome_daily_counts (day, utm_source, language, leads, registered, started, completed)
  SELECT (created_at AT TIME ZONE 'UTC')::date, utm_source, language, count(*)::int,
    (count(*) FILTER (WHERE outcome_registered))::int, (count(*) FILTER (WHERE outcome_started))::int,
    (count(*) FILTER (WHERE outcome_completed))::int
  FROM funnel_leads GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
-- kw_refresh_all_counts() rebuilds the leads per day through this function (0026): the
-- funnel's rollups with them.
CREATE OR REPLACE FUNCTION kw_refresh_lead_days() RETURNS void LANGUAGE sql AS $$
  DELETE FROM lead_daily_counts;
  INSERT INTO lead_daily_counts (day, leads)
  SELECT (created_at AT TIME ZONE 'UTC')::date, count(*)::int FROM funnel_leads GROUP BY 1;
  SELECT kw_refresh_funnel_rollups();
$$;
--> statement-breakpoint
SELECT kw_refresh_funnel_rollups();
