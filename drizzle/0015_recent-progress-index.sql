DROP INDEX "user_lesson_progress_user_updated_idx";--> statement-breakpoint
CREATE INDEX "user_lesson_progress_user_recent_idx" ON "user_lesson_progress" USING btree ("user_id","updated_at","id");