CREATE UNIQUE INDEX "learning_events_live_session_uq" ON "learning_events" USING btree ("user_id","subject_id") WHERE "learning_events"."kind" = 'live_session';--> statement-breakpoint
-- Attendance recorded before: every "present" becomes its act in the record of learning, as
-- recording attendance writes it from now on (issue 44, decision 0230): the session's minutes,
-- at its start, in the class's first course.
INSERT INTO "learning_events" ("user_id", "course_id", "kind", "subject_id", "seconds", "at")
SELECT a."user_id", k."course_id", 'live_session', s."id", s."duration_minutes" * 60, least(s."starts_at", now())
FROM "cohort_attendance" a
JOIN "cohort_sessions" s ON s."id" = a."session_id"
JOIN LATERAL (SELECT cc."course_id" FROM "cohort_courses" cc WHERE cc."cohort_id" = s."cohort_id"
  ORDER BY cc."position", cc."course_id" LIMIT 1) k ON true
WHERE a."status" = 'present'
ON CONFLICT ("user_id", "subject_id") WHERE "kind" = 'live_session' DO NOTHING;
