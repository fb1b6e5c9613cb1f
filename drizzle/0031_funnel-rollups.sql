CREATE TABLE "funnel_answer_daily_counts" (
	"day" date NOT NULL,
	"dim" text NOT NULL,
	"value" text,
	"leads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "funnel_answer_daily_counts_uq" UNIQUE NULLS NOT DISTINCT("day","dim","value")
);
--> statement-breakpoint
CREATE TABLE "funnel_outcome_daily_counts" (
	"day" date NOT NULL,
	"utm_source" text,
	"language" text NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	"registered" integer DEFAULT 0 NOT NULL,
	"started" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "funnel_outcome_daily_counts_uq" UNIQUE NULLS NOT DISTINCT("day","utm_source","language")
);
--> statement-breakpoint
ALTER TABLE "funnel_leads" ADD COLUMN "outcome_registered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "funnel_leads" ADD COLUMN "outcome_started" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "funnel_leads" ADD COLUMN "outcome_completed" boolean DEFAULT false NOT NULL;