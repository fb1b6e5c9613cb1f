-- Written by drizzle-kit, made re-runnable by hand (IF NOT EXISTS; constraints in the table):
-- a bench database that ran this branch before its renumbering has it already.
CREATE TABLE IF NOT EXISTS "user_module_counts" (
	"user_id" text NOT NULL,
	"module_id" uuid NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_module_counts_user_id_module_id_pk" PRIMARY KEY("user_id","module_id"),
	CONSTRAINT "user_module_counts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "user_module_counts_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "learning_events_checks_idx" ON "learning_events" USING btree ("user_id","course_id","subject_id","at","lesson_id") WHERE kind = 'code_checked';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "learning_events_seconds_idx" ON "learning_events" USING btree ("user_id","course_id","at","seconds") WHERE seconds <> 0 and kind <> 'live_session';
