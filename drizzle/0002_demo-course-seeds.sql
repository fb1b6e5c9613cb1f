CREATE TABLE "demo_course_seeds" (
	"seed_key" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Demo courses already written count as received. An install that already has courses
-- had its first start, where the first three demo courses were written into an empty
-- database (or SEED_DEMO was off): they count as received too, so none comes back.
INSERT INTO "demo_course_seeds" ("seed_key")
SELECT "seed_key" FROM "courses" WHERE "seed_key" IS NOT NULL
UNION
SELECT k FROM (VALUES ('web-development'), ('ai-automation'), ('data-analysis')) AS v(k)
WHERE EXISTS (SELECT 1 FROM "courses")
ON CONFLICT DO NOTHING;
