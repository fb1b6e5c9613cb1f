ALTER TABLE "course_projects" ADD COLUMN "solution_files" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "course_projects" ADD COLUMN "solution_validation" jsonb;--> statement-breakpoint
ALTER TABLE "course_projects" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "course_projects" ADD CONSTRAINT "course_projects_idempotency_key_unique" UNIQUE("idempotency_key");