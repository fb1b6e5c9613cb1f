import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { rowsOf } from "./teaching-scope";

/**
 * A learner's part of the classes they were taught in, for the data export (decision 0041):
 * the classes they belong to (name, period, how and when they joined), their certificates of
 * participation and their attendance at live sessions, one statement. All go with the account
 * (cascade).
 */
export async function exportTeachingData(db: DbOrTx, userId: string) {
  const [row] = await rowsOf<{
    classes: unknown[];
    participation: unknown[];
    attendance: unknown[];
  }>(
    db,
    sql`select
      (select coalesce(json_agg(json_build_object('cohort', c.name, 'startDate', c.start_date,
          'endDate', c.end_date, 'joinedAt', m.joined_at, 'via', m.via) order by m.joined_at), '[]')
        from cohort_members m join cohorts c on c.id = m.cohort_id
        where m.user_id = ${userId}) as classes,
      (select coalesce(json_agg(json_build_object('id', p.id, 'cohort', p.cohort_name,
          'startDate', p.start_date, 'endDate', p.end_date, 'learnedMinutes', p.learned_minutes,
          'attendedMinutes', p.attended_minutes, 'issuedAt', p.issued_at) order by p.issued_at), '[]')
        from participation_certificates p where p.user_id = ${userId}) as participation,
      (select coalesce(json_agg(json_build_object('session', s.title, 'startsAt', s.starts_at,
          'status', a.status) order by s.starts_at), '[]')
        from cohort_attendance a join cohort_sessions s on s.id = a.session_id
        where a.user_id = ${userId}) as attendance`,
  );
  return {
    classes: row?.classes ?? [],
    participationCertificates: row?.participation ?? [],
    attendance: row?.attendance ?? [],
  };
}
