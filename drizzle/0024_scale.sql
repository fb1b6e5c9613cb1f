CREATE TABLE "activity_daily_counts" (
	"day" date PRIMARY KEY NOT NULL,
	"active_learners" integer DEFAULT 0 NOT NULL,
	"last_active_learners" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_daily_counts" (
	"day" date PRIMARY KEY NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learner_activity" (
	"user_id" text PRIMARY KEY NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learner_activity_days" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"progress_rows" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "learner_activity_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE INDEX "learner_activity_last_idx" ON "learner_activity" USING btree ("last_active_at");--> statement-breakpoint
CREATE INDEX "funnel_leads_created_idx" ON "funnel_leads" USING btree ("created_at","id");