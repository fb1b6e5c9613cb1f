-- Leads per UTC day for the admin home's trend (issue 34, decision 0136): statement triggers
-- add each statement's leads per day in day order (no deadlocks between concurrent statements).
CREATE OR REPLACE FUNCTION kw_lead_days_apply(ds date[], ns int[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO lead_daily_counts AS k (day, leads)
  SELECT day, sum(n)::int FROM unnest(ds, ns) AS x(day, n) WHERE day IS NOT NULL
  GROUP BY day HAVING sum(n) <> 0 ORDER BY day
  ON CONFLICT (day) DO UPDATE SET leads = k.leads + excluded.leads;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kw_lead_days_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM kw_lead_days_apply(array_agg((created_at AT TIME ZONE 'UTC')::date), array_agg(1)) FROM kw_new;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kw_lead_days_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM kw_lead_days_apply(array_agg((created_at AT TIME ZONE 'UTC')::date), array_agg(-1)) FROM kw_old;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kw_lead_days_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM kw_lead_days_apply(array_agg(d), array_agg(n)) FROM (
    SELECT (created_at AT TIME ZONE 'UTC')::date AS d, -1 AS n FROM kw_old
    UNION ALL SELECT (created_at AT TIME ZONE 'UTC')::date, 1 FROM kw_new) x;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER kw_lead_days_ins AFTER INSERT ON funnel_leads
  REFERENCING NEW TABLE AS kw_new FOR EACH STATEMENT EXECUTE FUNCTION kw_lead_days_insert();
--> statement-breakpoint
CREATE TRIGGER kw_lead_days_del AFTER DELETE ON funnel_leads
  REFERENCING OLD TABLE AS kw_old FOR EACH STATEMENT EXECUTE FUNCTION kw_lead_days_delete();
--> statement-breakpoint
CREATE TRIGGER kw_lead_days_upd AFTER UPDATE ON funnel_leads
  REFERENCING OLD TABLE AS kw_old NEW TABLE AS kw_new FOR EACH STATEMENT EXECUTE FUNCTION kw_lead_days_update();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kw_refresh_lead_days() RETURNS void LANGUAGE sql AS $$
  DELETE FROM lead_daily_counts;
  INSERT INTO lead_daily_counts (day, leads)
  SELECT (created_at AT TIME ZONE 'UTC')::date, count(*)::int FROM funnel_leads GROUP BY 1;
$$;
--> statement-breakpoint
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
  SELECT kw_refresh_lead_days();
$$;
--> statement-breakpoint
SELECT kw_refresh_lead_days();
