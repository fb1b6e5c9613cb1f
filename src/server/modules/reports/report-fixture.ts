import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  courses,
  courseVersions,
  funnelLeads,
  lessons,
  modules,
  user,
  userLearningPath,
  userLessonProgress,
} from "../../db/schema";

/**
 * The reports' known data set (API tests and, outside production, POST /api/dev/report-fixture
 * for the browser tests). Writing it again changes nothing. Expected figures:
 *
 * Course "Berichtskurs (Testdaten)", lessons L1 L2 (module 1) L3 L4 (module 2), 5 learners:
 * enrolled 5, started 4, completed 1, average progress 45 %; distribution 0 %: 1, 1–25 %: 1,
 * 26–50 %: 2, 100 %: 1; drop-off L1: 1 (Clara), L2: 1 (Bernd; Dora is active); the first
 * learner's name starts with "=".
 *
 * Funnel 2026-03-02 … 2026-03-04: 5 leads (2, 1, 2 per day; one more on 2026-02-20 outside),
 * registered 3 (anna, bernd and lead c have accounts), started 2, completed 1; newsletter 2/2/2/1, google 2/1/0/0, none 1/0/0/0;
 * de 3/2/2/1, en 1/1/0/0, fr 1/0/0/0; goal new-career 3, side-income 1, explore 1.
 */
export const REPORT_FIXTURE = {
  seedKey: "report-fixture",
  title: "Berichtskurs (Testdaten)",
  period: { from: "2026-03-02", to: "2026-03-04" },
  learners: [
    { key: "anna", name: "=Anna Formel", done: 4, assigned: 40, last: 30 },
    { key: "bernd", name: "Bernd Abbruch", done: 2, assigned: 25, last: 20 },
    { key: "clara", name: "Clara Einstieg", done: 1, assigned: 20, last: 18 },
    { key: "dora", name: "Dora Aktiv", done: 2, assigned: 10, last: 1 },
    { key: "emil", name: "Emil Neu", done: 0, assigned: 2, last: null },
  ],
} as const;

export const fixtureEmail = (key: string) => `report-${key}@fixture.test`;

/** "Wie lernst du am besten?" (multi-choice) of the fixture's leads; the others chose none. */
const STYLES: Record<string, string[]> = {
  anna: ["projects", "videos"],
  bernd: ["projects"],
  "lead-c": ["quizzes", "projects"],
};

const LEADS = [
  [
    "anna",
    "2026-03-02T09:00:00Z",
    "new-career",
    "beginner",
    "2-5",
    "web-dev",
    "limited-time",
    "newsletter",
    "de",
    false,
  ],
  [
    "bernd",
    "2026-03-02T15:00:00Z",
    "new-career",
    "basics",
    "2-5",
    "web-dev",
    "where-start",
    "newsletter",
    "de",
    false,
  ],
  [
    "lead-c",
    "2026-03-03T10:00:00Z",
    "side-income",
    "beginner",
    "less-2",
    "ai-automation",
    "limited-time",
    "google",
    "en",
    true,
  ],
  ["lead-d", "2026-03-04T08:00:00Z", "explore", null, null, null, null, null, "de", false],
  [
    "lead-e",
    "2026-03-04T20:00:00Z",
    "new-career",
    "working",
    "10-plus",
    "data-analytics",
    "self-doubt",
    "google",
    "fr",
    false,
  ],
  [
    "lead-old",
    "2026-02-20T12:00:00Z",
    "explore",
    null,
    null,
    null,
    null,
    "newsletter",
    "de",
    false,
  ],
] as const;

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 24 * 3600 * 1000);

/** Writes the known data set once; answers the course's id. */
export async function seedReportFixture(
  db: DbOrTx,
  now = new Date(),
): Promise<{ courseId: string }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.seedKey, REPORT_FIXTURE.seedKey));
    if (existing) return { courseId: existing.id };

    const [course] = await tx
      .insert(courses)
      .values({
        title: REPORT_FIXTURE.title,
        description: "Bekannte Daten für die Berichte.",
        isPublished: true,
        publishedAt: daysAgo(now, 45),
        seedKey: REPORT_FIXTURE.seedKey,
        // No skill area: no learning plan of another spec's new learner (the admin specs
        // share one server) ever adds the course, so its figures stay the known ones.
        skillArea: null,
        createdAt: daysAgo(now, 50),
      })
      .returning({ id: courses.id });
    await tx.insert(courseVersions).values({
      courseId: course.id,
      language: "de",
      structureJson: {},
      isActive: true,
      isPublished: true,
      generator: "manual",
    });
    const mods = await tx
      .insert(modules)
      .values([1, 2].map((n) => ({ courseId: course.id, title: `Modul ${n}`, orderIndex: n })))
      .returning({ id: modules.id, orderIndex: modules.orderIndex });
    mods.sort((a, b) => a.orderIndex - b.orderIndex);
    const lessonRows = await tx
      .insert(lessons)
      .values(
        [1, 2, 3, 4].map((n) => ({
          moduleId: mods[n <= 2 ? 0 : 1].id,
          title: `Lektion ${n}`,
          content: `Inhalt ${n}`,
          orderIndex: n <= 2 ? n : n - 2,
        })),
      )
      .returning({ id: lessons.id, title: lessons.title });
    lessonRows.sort((a, b) => a.title.localeCompare(b.title));

    for (const l of REPORT_FIXTURE.learners) {
      const id = `report-fixture-${l.key}`;
      await tx
        .insert(user)
        .values({ id, name: l.name, email: fixtureEmail(l.key), emailVerified: true })
        .onConflictDoNothing();
      const last = l.last === null ? null : daysAgo(now, l.last);
      await tx.insert(userLearningPath).values({
        userId: id,
        courseId: course.id,
        assignedAt: daysAgo(now, l.assigned),
        startedAt: l.done > 0 ? daysAgo(now, l.assigned) : null,
        completedAt: l.done === 4 ? last : null,
        progressPercentage: (l.done / 4) * 100,
      });
      if (l.done > 0)
        await tx.insert(userLessonProgress).values(
          lessonRows.slice(0, l.done).map((lesson) => ({
            userId: id,
            lessonId: lesson.id,
            completedAt: last,
            createdAt: last!,
            updatedAt: last!,
          })),
        );
    }

    // Lead c signed up and has not started a course yet: registered means an account exists.
    await tx
      .insert(user)
      .values({
        id: "report-fixture-lead-c",
        name: "Carla Lead",
        email: "report-lead-c@fixture.test",
        emailVerified: true,
      })
      .onConflictDoNothing();
    await tx
      .insert(funnelLeads)
      .values(
        LEADS.map(([key, at, goal, level, time, topic, blocker, utm, language, registered]) => ({
          tokenHash: createHash("sha256").update(randomBytes(32)).digest("hex"),
          email: key.startsWith("lead-") ? `report-${key}@fixture.test` : fixtureEmail(key),
          goal,
          experienceLevel: level,
          timeAvailable: time,
          interestTopic: topic,
          biggestBlocker: blocker,
          learningStyle: STYLES[key] ?? null,
          utmSource: utm,
          language,
          registered,
          createdAt: new Date(at),
        })),
      )
      .onConflictDoNothing();
    return { courseId: course.id };
  });
}
