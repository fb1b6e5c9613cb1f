CREATE TABLE "learning_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"goal" text NOT NULL,
	"experience_level" text NOT NULL,
	"time_available" text NOT NULL,
	"learning_style" jsonb NOT NULL,
	"interest_topic" text NOT NULL,
	"biggest_blocker" text NOT NULL,
	"source" text NOT NULL,
	"reminder_enabled" boolean DEFAULT false NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"iso_week" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_learning_path" ADD COLUMN "plan_reason" text;--> statement-breakpoint
ALTER TABLE "learning_profiles" ADD CONSTRAINT "learning_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_reminders" ADD CONSTRAINT "plan_reminders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_reminders_user_week_uq" ON "plan_reminders" USING btree ("user_id","iso_week");