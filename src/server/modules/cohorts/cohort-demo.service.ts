import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cohortAnnouncements, cohortMembers, cohortSessions } from "../../db/schema";
import { createCohort } from "./cohorts.service";
import { programmeOnPathSql } from "./cohort-join.service";
import { rowsOf } from "./cohort-sql";

/*
 * The demo class of `npm start` outside production (issue 44): the first two published demo
 * courses, started two weeks ago, with the demo teacher, the demo learner, an announcement
 * and a live session next week. Written only with the demo accounts (a database without users).
 */
export async function seedDemoCohort(
  db: Db,
  people: { adminId: string; teacherId: string; learnerId: string },
  now = new Date(),
) {
  const courses = await rowsOf<{ id: string }>(
    db,
    sql`SELECT id FROM courses WHERE is_published AND seed_key IS NOT NULL ORDER BY published_at, id LIMIT 2`,
  );
  if (!courses.length) return null;
  const day = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString().slice(0, 10);
  const id = await createCohort(db, people.adminId, {
    name: "Demo-Klasse Webentwicklung",
    courseIds: courses.map((c) => c.id),
    startDate: day(-14),
    endDate: day(120),
    weeklyMinutes: 300,
    teacherIds: [people.teacherId],
    seatLimit: 25,
    holidays: [],
    timeZone: "Europe/Berlin",
  });
  await db.insert(cohortMembers).values({ cohortId: id, userId: people.learnerId, via: "admin" });
  await db.execute(
    programmeOnPathSql(sql`SELECT ${people.learnerId}::text AS user_id, ${id}::uuid AS cohort_id`),
  );
  await db.insert(cohortAnnouncements).values({
    cohortId: id,
    authorId: people.teacherId,
    title: "Willkommen in der Klasse!",
    body: "Schön, dass du dabei bist. Am Donnerstag treffen wir uns zum ersten Live-Termin.",
  });
  const session = new Date(now.getTime() + 7 * 86_400_000);
  session.setUTCHours(16, 0, 0, 0);
  await db.insert(cohortSessions).values({
    cohortId: id,
    title: "Live-Termin: Fragen und Antworten",
    startsAt: session,
    durationMinutes: 60,
    url: "https://meet.jit.si/kurswerk-demo-klasse",
    createdBy: people.teacherId,
  });
  return id;
}
