CREATE TABLE "site_revisions" (
	"revision" integer PRIMARY KEY NOT NULL,
	"document" jsonb NOT NULL,
	"created_by" text,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_revisions" ADD CONSTRAINT "site_revisions_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;