CREATE TABLE "platform_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"tutor_enabled" boolean DEFAULT true NOT NULL,
	"tutor_daily_limit" integer DEFAULT 30 NOT NULL,
	"tutor_monthly_token_budget" integer DEFAULT 2000000 NOT NULL,
	"tutor_retention_days" integer DEFAULT 180 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutor_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"course_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"mode" text NOT NULL,
	"helpful" boolean,
	"reported_at" timestamp with time zone,
	"input_tokens" integer DEFAULT 0 NOT NULL,
	"output_tokens" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutor_reveals" (
	"user_id" text NOT NULL,
	"lesson_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutor_usage" (
	"user_id" text NOT NULL,
	"day" text NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	"tokens" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "tutor_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_messages" ADD CONSTRAINT "tutor_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_messages" ADD CONSTRAINT "tutor_messages_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_messages" ADD CONSTRAINT "tutor_messages_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_reveals" ADD CONSTRAINT "tutor_reveals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_reveals" ADD CONSTRAINT "tutor_reveals_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_usage" ADD CONSTRAINT "tutor_usage_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutor_messages_user_lesson_idx" ON "tutor_messages" USING btree ("user_id","lesson_id","created_at");--> statement-breakpoint
CREATE INDEX "tutor_messages_course_idx" ON "tutor_messages" USING btree ("course_id","lesson_id");--> statement-breakpoint
CREATE INDEX "tutor_messages_created_idx" ON "tutor_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tutor_reveals_user_item_uq" ON "tutor_reveals" USING btree ("user_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tutor_usage_user_day_uq" ON "tutor_usage" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "tutor_usage_day_idx" ON "tutor_usage" USING btree ("day");