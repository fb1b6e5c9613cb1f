CREATE TABLE "participation_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cohort_id" uuid,
	"user_id" text NOT NULL,
	"learner_name" text NOT NULL,
	"cohort_name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"learned_minutes" integer NOT NULL,
	"attended_minutes" integer NOT NULL,
	"language" text NOT NULL,
	"issued_by" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "participation_certificates" ADD CONSTRAINT "participation_certificates_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participation_certificates" ADD CONSTRAINT "participation_certificates_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participation_certificates" ADD CONSTRAINT "participation_certificates_issued_by_user_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "participation_certificates_cohort_user_uq" ON "participation_certificates" USING btree ("cohort_id","user_id");