ALTER TABLE "funnel_leads" ADD COLUMN "pending_answers" jsonb;--> statement-breakpoint
ALTER TABLE "funnel_leads" ADD COLUMN "pending_token_hash" text;--> statement-breakpoint
ALTER TABLE "funnel_leads" ADD COLUMN "pending_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "funnel_leads" ADD CONSTRAINT "funnel_leads_pending_token_hash_unique" UNIQUE("pending_token_hash");