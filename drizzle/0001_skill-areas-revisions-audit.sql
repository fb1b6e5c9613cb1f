CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"actor_id" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "skill_area" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "content_revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_course_created_idx" ON "audit_log" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
-- Existing courses get the skill area their topic or title names, when exactly one
-- matches (the keywords of inferSkillArea in src/shared/domain/skill-areas.ts).
WITH hits AS (
  SELECT c.id, array_remove(ARRAY[
    CASE WHEN t ~* '\m(web|html|css|javascript|typescript|react|frontend|front-end|backend|node)' THEN 'web-development' END,
    CASE WHEN t ~* '\m(ki|ai|künstliche intelligenz|artificial intelligence|automati|prompt|llm|chatgpt)' THEN 'ai-automation' END,
    CASE WHEN t ~* '\m(daten|data|analyse|analytics|sql|excel|python|statisti|dashboard)' THEN 'data-analytics' END,
    CASE WHEN t ~* '\m(ui|ux|design|figma|prototyp|usability|nutzererlebnis)' THEN 'ui-ux' END,
    CASE WHEN t ~* '\m(freelanc|selbstständig|selbständig|gründ|entrepreneur|kunden|akquise|business)' THEN 'freelancing' END,
    CASE WHEN t ~* '\m(marketing|seo|social media|newsletter|werbung|ads|content)' THEN 'digital-marketing' END
  ], NULL) AS areas
  FROM (SELECT id, coalesce(topic, '') || ' ' || title AS t FROM "courses") c
)
UPDATE "courses" SET "skill_area" = hits.areas[1]
FROM hits WHERE hits.id = "courses"."id" AND cardinality(hits.areas) = 1 AND "courses"."skill_area" IS NULL;
