CREATE TABLE "lead_daily_counts" (
	"day" date PRIMARY KEY NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL
);
