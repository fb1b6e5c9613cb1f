-- The learner's classes as the dashboard and the learning path show them (issue 44, decisions
-- 0209 and 0241; re-runnable): this week's modules with titles in the learner's language,
-- lessons due and done (the pace), the course due dates, 3 announcements, 3 upcoming live
-- sessions and the learner's own certificate of participation, of at most 5 classes. "Today"
-- and "this week" are days in the class's time zone.
--
-- A PL/pgSQL function, called from the learner's ONE home statement, instead of a subquery of
-- it: every execution of a prepared statement starts and ends every node of its plan, and this
-- subquery's 56 nodes were as many as the rest of the statement's, run or not (most learners
-- have no class). PL/pgSQL keeps the plan of its own query per connection and starts it only
-- for a learner who is in a class.
CREATE OR REPLACE FUNCTION kw_learner_cohorts(p_user text, p_lang text) RETURNS json
LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM cohort_members WHERE user_id = p_user) THEN
    RETURN NULL;
  END IF;
  RETURN (SELECT json_agg(json_build_object(
      'id', c.id, 'name', c.name, 'startDate', c.start_date, 'endDate', c.end_date,
      'timeZone', c.time_zone,
      'week', coalesce((SELECT json_agg(json_build_object('moduleId', s.module_id, 'courseId', m.course_id,
          'title', coalesce(t.tr -> 'modules' -> (m.id::text) ->> 'title', m.title),
          'courseTitle', coalesce(t.tr #>> '{course,title}', co.title), 'dueDate', s.due_date,
          'done', NOT EXISTS (SELECT 1 FROM lessons l WHERE l.module_id = m.id AND NOT EXISTS (
            SELECT 1 FROM user_lesson_progress q WHERE q.user_id = cm.user_id AND q.lesson_id = l.id
              AND q.completed_at IS NOT NULL)))
          ORDER BY s.due_date, k.position, m.order_index)
        FROM cohort_schedule s JOIN modules m ON m.id = s.module_id
        JOIN courses co ON co.id = m.course_id
        JOIN cohort_courses k ON k.cohort_id = s.cohort_id AND k.course_id = m.course_id
        -- The course's published translation in the learner's language (learner-state.ts).
        LEFT JOIN LATERAL (SELECT tv.translation_json AS tr
          FROM courses tc JOIN course_versions tv ON tv.course_id = tc.id
            AND tv.language = p_lang AND tv.is_published AND tv.translation_json IS NOT NULL
          WHERE tc.id = co.id AND tc.language <> p_lang) t ON true
        WHERE s.cohort_id = c.id AND s.due_date >= d.monday AND s.due_date < d.monday + 7), '[]'::json),
      'lessonsDue', (SELECT count(*)::int FROM cohort_schedule s JOIN lessons l ON l.module_id = s.module_id
        WHERE s.cohort_id = c.id AND s.due_date < d.today),
      'lessonsDueThisWeek', (SELECT count(*)::int FROM cohort_schedule s JOIN lessons l ON l.module_id = s.module_id
        WHERE s.cohort_id = c.id AND s.due_date < d.monday + 7),
      'lessonsDone', (SELECT coalesce(sum(uc.completed), 0)::int FROM user_course_counts uc
        JOIN cohort_courses k ON k.course_id = uc.course_id AND k.cohort_id = c.id
        WHERE uc.user_id = cm.user_id),
      'courseDue', coalesce((SELECT json_object_agg(x.course_id, x.due) FROM (SELECT m.course_id, max(s.due_date) AS due
        FROM cohort_schedule s JOIN modules m ON m.id = s.module_id WHERE s.cohort_id = c.id
        GROUP BY m.course_id) x), '{}'::json),
      'announcements', coalesce((SELECT json_agg(json_build_object('id', a.id, 'title', a.title, 'body', a.body,
          'createdAt', a.created_at) ORDER BY a.created_at DESC)
        FROM (SELECT * FROM cohort_announcements WHERE cohort_id = c.id ORDER BY created_at DESC LIMIT 3) a), '[]'::json),
      'sessions', coalesce((SELECT json_agg(json_build_object('id', v.id, 'title', v.title, 'startsAt', v.starts_at,
          'durationMinutes', v.duration_minutes, 'url', v.url) ORDER BY v.starts_at)
        FROM (SELECT * FROM cohort_sessions WHERE cohort_id = c.id
          AND starts_at + make_interval(mins => duration_minutes) > now() ORDER BY starts_at LIMIT 3) v), '[]'::json),
      'participation', (SELECT json_build_object('id', p.id, 'issuedAt', p.issued_at)
        FROM participation_certificates p WHERE p.cohort_id = c.id AND p.user_id = cm.user_id)
    ) ORDER BY c.start_date, c.id)
    FROM (SELECT * FROM cohort_members WHERE user_id = p_user ORDER BY joined_at LIMIT 5) cm
    JOIN cohorts c ON c.id = cm.cohort_id AND c.archived_at IS NULL
    CROSS JOIN LATERAL (SELECT (now() AT TIME ZONE c.time_zone)::date AS today,
      date_trunc('week', (now() AT TIME ZONE c.time_zone))::date AS monday) d);
END $$;
