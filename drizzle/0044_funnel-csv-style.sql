-- The stored CSV line with the learning styles (decision 0202): the column is made again with
-- the function of the previous migration (PostgreSQL cannot change a generated column's
-- expression in place); every lead's line is computed once. The old function goes.
ALTER TABLE "funnel_leads" drop column "csv_line";--> statement-breakpoint
ALTER TABLE "funnel_leads" ADD COLUMN "csv_line" text GENERATED ALWAYS AS (kw_funnel_csv_line("created_at", "email", "goal", "experience_level", "time_available", "learning_style", "interest_topic", "biggest_blocker", "utm_source", "language", "outcome_registered", "outcome_started", "outcome_completed")) STORED NOT NULL;--> statement-breakpoint
DROP FUNCTION IF EXISTS kw_funnel_csv_line(timestamptz, text, text, text, text, text, text, text, text, boolean, boolean, boolean);
