CREATE TABLE "trash" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"parent_id" uuid,
	"title" text NOT NULL,
	"parent_title" text,
	"lesson_count" integer DEFAULT 0 NOT NULL,
	"learners_with_progress" integer DEFAULT 0 NOT NULL,
	"snapshot" jsonb NOT NULL,
	"deleted_by" text,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "origin" text DEFAULT 'generated' NOT NULL;--> statement-breakpoint
ALTER TABLE "trash" ADD CONSTRAINT "trash_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trash" ADD CONSTRAINT "trash_deleted_by_user_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trash_course_deleted_idx" ON "trash" USING btree ("course_id","deleted_at");--> statement-breakpoint
CREATE INDEX "trash_deleted_idx" ON "trash" USING btree ("deleted_at");