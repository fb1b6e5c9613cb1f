-- The record of learning (issue 42, decision 0187). Every act of learning is a row of
-- learning_events, written in the transaction of the act:
-- * by row triggers on the rows the act writes anyway (a check run of a code exercise, its
--   first solution, a first quiz answer, a submitted or revised project version, a passed
--   project, a completed lesson, a completed course), so no writer can forget it;
-- * by POST /api/learning/events for the acts without a row of their own (opening a lesson,
--   reading time, a code run).
-- A statement trigger on learning_events derives, in the same transaction, what the screens
-- read: the learner's progress row of the lesson (created or touched: "Letzte Aktivitäten",
-- the admin home's active learners, the course report's last activity), their path row of the
-- course (started: status on every screen, "Aktive Kurse", the funnel's "Kurs begonnen") and
-- their streak. Last, the events of the practice, quizzes and projects from before this
-- migration are written, which derives the same rows for learners who practised before.

-- The learner's local day of `at` in the stored time zone (Europe/Berlin when none or unknown).
CREATE OR REPLACE FUNCTION kw_learner_day(at timestamptz, tz text) RETURNS date LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (at AT TIME ZONE coalesce(tz, 'Europe/Berlin'))::date;
EXCEPTION WHEN OTHERS THEN
  RETURN (at AT TIME ZONE 'Europe/Berlin')::date;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kw_learning_events_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The lessons worked on: a progress row, not completed, touched at the newest act. A
  -- completed lesson's row is not written (its completion time stays its last touch).
  INSERT INTO user_lesson_progress AS p (user_id, lesson_id, created_at, updated_at)
  SELECT user_id, lesson_id, min(at), max(at) FROM kw_new
  WHERE lesson_id IS NOT NULL AND kind NOT IN ('lesson_completed', 'course_completed')
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (user_id, lesson_id) DO UPDATE SET updated_at = excluded.updated_at
    WHERE p.completed_at IS NULL AND p.updated_at < excluded.updated_at;
  -- The courses worked in: started on the learner's path (a row is created when missing).
  INSERT INTO user_learning_path AS lp (user_id, course_id, started_at, progress_percentage)
  SELECT user_id, course_id, min(at), 0 FROM kw_new GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (user_id, course_id) DO UPDATE SET started_at = excluded.started_at,
    updated_at = excluded.started_at
    WHERE lp.started_at IS NULL;
  -- The streak: a day with an act of learning keeps or extends it (a completion keeps its own
  -- statement, which knows the browser's time zone; opening a lesson alone is no learning).
  INSERT INTO learner_streaks AS s (user_id, time_zone, last_day, current, longest)
  SELECT n.user_id, coalesce(st.time_zone, 'Europe/Berlin'), kw_learner_day(max(n.at), st.time_zone), 1, 1
  FROM kw_new n LEFT JOIN learner_streaks st ON st.user_id = n.user_id
  WHERE n.kind NOT IN ('lesson_completed', 'course_completed', 'lesson_opened')
  GROUP BY n.user_id, st.time_zone ORDER BY 1
  ON CONFLICT (user_id) DO UPDATE SET
    current = CASE WHEN s.last_day = excluded.last_day - 1 THEN s.current + 1 ELSE 1 END,
    longest = greatest(s.longest, CASE WHEN s.last_day = excluded.last_day - 1 THEN s.current + 1 ELSE 1 END),
    last_day = excluded.last_day, updated_at = now()
    WHERE s.last_day < excluded.last_day;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER kw_learning_events_apply AFTER INSERT ON learning_events
  REFERENCING NEW TABLE AS kw_new FOR EACH STATEMENT EXECUTE FUNCTION kw_learning_events_apply();
--> statement-breakpoint
-- A check run of a code exercise (the results statement always sets last_results; saves never
-- do) and its first solution.
CREATE OR REPLACE FUNCTION kw_practice_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE c uuid;
BEGIN
  SELECT m.course_id INTO c FROM lessons l JOIN modules m ON m.id = l.module_id WHERE l.id = NEW.lesson_id;
  IF c IS NULL THEN RETURN NULL; END IF;
  INSERT INTO learning_events (user_id, course_id, lesson_id, kind, subject_id, at)
  SELECT NEW.user_id, c, NEW.lesson_id, k, NEW.exercise_id, a
  FROM (VALUES ('code_checked', NEW.updated_at, NEW.last_results IS NOT NULL),
    ('exercise_solved', NEW.solved_at, NEW.solved_at IS NOT NULL
      AND (TG_OP = 'INSERT' OR OLD.solved_at IS NULL))) AS x(k, a, w)
  WHERE w;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER kw_practice_event AFTER INSERT OR UPDATE OF last_results ON exercise_submissions
  FOR EACH ROW WHEN (NEW.last_results IS NOT NULL) EXECUTE FUNCTION kw_practice_event();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kw_quiz_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO learning_events (user_id, course_id, lesson_id, kind, subject_id, at)
  SELECT NEW.user_id, m.course_id, q.lesson_id, 'quiz_answered', NEW.quiz_id, NEW.answered_at
  FROM lesson_quizzes q JOIN lessons l ON l.id = q.lesson_id JOIN modules m ON m.id = l.module_id
  WHERE q.id = NEW.quiz_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER kw_quiz_event AFTER INSERT ON quiz_first_answers
  FOR EACH ROW EXECUTE FUNCTION kw_quiz_event();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kw_project_version_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO learning_events (user_id, course_id, kind, subject_id, at)
  SELECT s.user_id, s.course_id,
    CASE WHEN NEW.version > 1 THEN 'project_revised' ELSE 'project_submitted' END,
    s.project_id, NEW.submitted_at
  FROM project_submissions s WHERE s.id = NEW.submission_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER kw_project_version_event AFTER INSERT ON project_submission_versions
  FOR EACH ROW EXECUTE FUNCTION kw_project_version_event();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kw_project_passed_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO learning_events (user_id, course_id, kind, subject_id, at)
  VALUES (NEW.user_id, NEW.course_id, 'project_passed', NEW.project_id, coalesce(NEW.decided_at, now()));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER kw_project_passed_event AFTER UPDATE OF status ON project_submissions
  FOR EACH ROW WHEN (NEW.status = 'passed' AND OLD.status IS DISTINCT FROM 'passed')
  EXECUTE FUNCTION kw_project_passed_event();
--> statement-breakpoint
-- A completed lesson (once per learner and lesson: a row restored from the trash is no new act).
CREATE OR REPLACE FUNCTION kw_lesson_completed_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO learning_events (user_id, course_id, lesson_id, kind, at)
  SELECT NEW.user_id, m.course_id, NEW.lesson_id, 'lesson_completed', NEW.completed_at
  FROM lessons l JOIN modules m ON m.id = l.module_id
  WHERE l.id = NEW.lesson_id AND NOT EXISTS (SELECT 1 FROM learning_events e
    WHERE e.user_id = NEW.user_id AND e.lesson_id = NEW.lesson_id AND e.kind = 'lesson_completed');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER kw_lesson_completed_event_ins AFTER INSERT ON user_lesson_progress
  FOR EACH ROW WHEN (NEW.completed_at IS NOT NULL) EXECUTE FUNCTION kw_lesson_completed_event();
--> statement-breakpoint
CREATE TRIGGER kw_lesson_completed_event_upd AFTER UPDATE OF completed_at ON user_lesson_progress
  FOR EACH ROW WHEN (NEW.completed_at IS NOT NULL AND OLD.completed_at IS NULL)
  EXECUTE FUNCTION kw_lesson_completed_event();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kw_course_completed_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO learning_events (user_id, course_id, kind, at)
  SELECT NEW.user_id, NEW.course_id, 'course_completed', NEW.completed_at
  WHERE NOT EXISTS (SELECT 1 FROM learning_events e WHERE e.course_id = NEW.course_id
    AND e.user_id = NEW.user_id AND e.kind = 'course_completed');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER kw_course_completed_event_ins AFTER INSERT ON user_learning_path
  FOR EACH ROW WHEN (NEW.completed_at IS NOT NULL) EXECUTE FUNCTION kw_course_completed_event();
--> statement-breakpoint
CREATE TRIGGER kw_course_completed_event_upd AFTER UPDATE OF completed_at ON user_learning_path
  FOR EACH ROW WHEN (NEW.completed_at IS NOT NULL AND OLD.completed_at IS NULL)
  EXECUTE FUNCTION kw_course_completed_event();
--> statement-breakpoint
-- Existing installs: the record from the rows that are already there, oldest first. Inserting
-- the events derives the progress, path and streak rows above for learners who practised,
-- answered or submitted before this migration (their earlier completions are kept as they are).
INSERT INTO learning_events (user_id, course_id, lesson_id, kind, subject_id, at)
SELECT * FROM (
  SELECT s.user_id, m.course_id, s.lesson_id, 'code_checked', s.exercise_id, s.updated_at
  FROM exercise_submissions s JOIN lessons l ON l.id = s.lesson_id JOIN modules m ON m.id = l.module_id
  WHERE s.last_results IS NOT NULL
  UNION ALL
  SELECT s.user_id, m.course_id, s.lesson_id, 'exercise_solved', s.exercise_id, s.solved_at
  FROM exercise_submissions s JOIN lessons l ON l.id = s.lesson_id JOIN modules m ON m.id = l.module_id
  WHERE s.solved_at IS NOT NULL
  UNION ALL
  SELECT a.user_id, m.course_id, q.lesson_id, 'quiz_answered', a.quiz_id, a.answered_at
  FROM quiz_first_answers a JOIN lesson_quizzes q ON q.id = a.quiz_id
  JOIN lessons l ON l.id = q.lesson_id JOIN modules m ON m.id = l.module_id
  UNION ALL
  SELECT s.user_id, s.course_id, NULL::uuid,
    CASE WHEN v.version > 1 THEN 'project_revised' ELSE 'project_submitted' END, s.project_id, v.submitted_at
  FROM project_submission_versions v JOIN project_submissions s ON s.id = v.submission_id
  UNION ALL
  SELECT s.user_id, s.course_id, NULL::uuid, 'project_passed', s.project_id, coalesce(s.decided_at, s.updated_at)
  FROM project_submissions s WHERE s.status = 'passed'
  UNION ALL
  SELECT p.user_id, m.course_id, p.lesson_id, 'lesson_completed', NULL::uuid, p.completed_at
  FROM user_lesson_progress p JOIN lessons l ON l.id = p.lesson_id JOIN modules m ON m.id = l.module_id
  WHERE p.completed_at IS NOT NULL
  UNION ALL
  SELECT p.user_id, p.course_id, NULL::uuid, 'course_completed', NULL::uuid, p.completed_at
  FROM user_learning_path p WHERE p.completed_at IS NOT NULL
) x(user_id, course_id, lesson_id, kind, subject_id, at)
ORDER BY at;
