-- Written by drizzle-kit, made re-runnable by hand (IF NOT EXISTS; constraints in the table):
-- a bench database that ran this branch before its renumbering has it already.
CREATE TABLE IF NOT EXISTS "learner_week_minutes" (
	"user_id" text NOT NULL,
	"week_start" date NOT NULL,
	"subject_id" uuid NOT NULL,
	"read_seconds" integer DEFAULT 0 NOT NULL,
	"done_minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "learner_week_minutes_user_id_week_start_subject_id_pk" PRIMARY KEY("user_id","week_start","subject_id"),
	CONSTRAINT "learner_week_minutes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action
);
