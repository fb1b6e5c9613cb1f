CREATE TABLE "course_tutor_counts" (
	"course_id" uuid PRIMARY KEY NOT NULL,
	"questions" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name" || chr(10) || "email")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "course_tutor_counts" ADD CONSTRAINT "course_tutor_counts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;