CREATE TABLE "exercise_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"exercise_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"files" jsonb,
	"revision" integer DEFAULT 0 NOT NULL,
	"last_results" jsonb,
	"passed_files" jsonb,
	"solved_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lesson_exercises" ADD COLUMN "practice" jsonb;--> statement-breakpoint
ALTER TABLE "lesson_exercises" ADD COLUMN "practice_validation" jsonb;--> statement-breakpoint
ALTER TABLE "exercise_submissions" ADD CONSTRAINT "exercise_submissions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_submissions" ADD CONSTRAINT "exercise_submissions_exercise_id_lesson_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."lesson_exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_submissions" ADD CONSTRAINT "exercise_submissions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exercise_submissions_user_exercise_uq" ON "exercise_submissions" USING btree ("user_id","exercise_id");--> statement-breakpoint
CREATE INDEX "exercise_submissions_user_lesson_idx" ON "exercise_submissions" USING btree ("user_id","lesson_id");