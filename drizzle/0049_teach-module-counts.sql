CREATE TABLE "user_module_counts" (
	"user_id" text NOT NULL,
	"module_id" uuid NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_module_counts_user_id_module_id_pk" PRIMARY KEY("user_id","module_id")
);
--> statement-breakpoint
ALTER TABLE "user_module_counts" ADD CONSTRAINT "user_module_counts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_module_counts" ADD CONSTRAINT "user_module_counts_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;