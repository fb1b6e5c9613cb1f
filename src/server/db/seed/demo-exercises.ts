import { createHash } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../client";
import {
  courses,
  courseVersions,
  demoCourseSeeds,
  lessonExercises,
  lessons,
  modules,
} from "../schema";
import type { CourseTranslationOverlay } from "@shared/domain/translation";
import { practiceSpecSchema } from "@shared/domain/practice";
import type { DemoCourse, DemoCourseTranslation, DemoExercise } from "./content/types";

type Demo = { course: DemoCourse; translations: DemoCourseTranslation[] };

/** A demo exercise as an overlay entry of a translation (task, hint, solution, check titles). */
export function overlayExercise(e: DemoExercise): CourseTranslationOverlay["exercises"][string] {
  return {
    task: e.task,
    hint: e.hint,
    solution: e.solution,
    ...(e.checkTitles ? { checkTitles: e.checkTitles } : {}),
    ...(e.checkMessages ? { checkMessages: e.checkMessages } : {}),
  };
}

/**
 * The `demo_course_seeds` key that says a demo course's exercises were brought up to this
 * content: the course key and a hash of its exercises (and their translations), so demo
 * content that gains exercises later upgrades existing installs once more.
 */
export function exercisesSeedKey({ course, translations }: Demo) {
  const hash = createHash("sha256")
    .update(
      JSON.stringify([
        course.modules.map((m) => m.lessons.map((l) => l.exercises)),
        translations.map((t) => t.modules.map((m) => m.lessons.map((l) => l.exercises))),
      ]),
    )
    .digest("hex")
    .slice(0, 16);
  return `exercises:${course.key}:${hash}`;
}

/**
 * Brings the exercises of demo courses seeded before their code exercises existed up to the
 * demo content (issue 29, decision 0148), at every start: fresh installs find nothing to do.
 * Per course, in one transaction that first claims its `exercises:<key>:<hash>` row in
 * `demo_course_seeds` (so of two processes starting at once only one writes, and a second
 * start writes nothing). Only modules whose content no one has changed since seeding
 * (`content_revision` still 1, same title at the same position) are touched, and in them
 * only lessons with the demo lesson's title at the demo lesson's position; there the demo
 * exercise at position i matches the lesson's i-th exercise: a missing one is added, a
 * plain one whose demo counterpart is a code exercise becomes that code exercise (the demo
 * content turned plain exercises into code exercises in place). The seed's own translations
 * get the new texts, and their code exercises the checks' translated failure messages
 * (decision 0149) where they lack them. Returns the keys of the courses that changed.
 */
export async function seedDemoExercises(db: Db, demos: readonly Demo[]): Promise<string[]> {
  const wanted = demos.filter((d) =>
    d.course.modules.some((m) => m.lessons.some((l) => l.exercises.length > 0)),
  );
  if (wanted.length === 0) return [];
  const claimKeys = new Map(wanted.map((d) => [d.course.key, exercisesSeedKey(d)]));
  const [present, claimed] = await Promise.all([
    db
      .select({ id: courses.id, key: courses.seedKey })
      .from(courses)
      .where(inArray(courses.seedKey, [...claimKeys.keys()])),
    db
      .select({ key: demoCourseSeeds.seedKey })
      .from(demoCourseSeeds)
      .where(inArray(demoCourseSeeds.seedKey, [...claimKeys.values()])),
  ]);
  const done = new Set(claimed.map((c) => c.key));
  const changed: string[] = [];
  for (const { id, key } of present) {
    const demo = wanted.find((d) => d.course.key === key);
    if (!demo || done.has(claimKeys.get(demo.course.key)!)) continue;
    const wrote = await db.transaction(async (tx) => {
      const claim = await tx
        .insert(demoCourseSeeds)
        .values({ seedKey: claimKeys.get(demo.course.key)! })
        .onConflictDoNothing()
        .returning({ key: demoCourseSeeds.seedKey });
      if (claim.length === 0) return 0;
      return upgradeCourse(tx, id, demo);
    });
    if (wrote > 0) changed.push(demo.course.key);
  }
  return changed;
}

/** Writes the missing exercises of one demo course; returns how many rows it wrote. */
async function upgradeCourse(tx: Tx, courseId: string, demo: Demo): Promise<number> {
  // Locked: an editor's change in the same moment bumps content_revision after us, or we see it.
  const moduleRows = await tx
    .select({ id: modules.id, title: modules.title, contentRevision: modules.contentRevision })
    .from(modules)
    .where(eq(modules.courseId, courseId))
    .orderBy(asc(modules.orderIndex))
    .for("update");
  const safeModules = demo.course.modules.flatMap((m, mi) => {
    const row = moduleRows[mi];
    return row && row.contentRevision === 1 && row.title === m.title ? [{ m, mi, id: row.id }] : [];
  });
  if (safeModules.length === 0) return 0;
  const lessonRows = await tx
    .select({ id: lessons.id, moduleId: lessons.moduleId, title: lessons.title })
    .from(lessons)
    .where(
      inArray(
        lessons.moduleId,
        safeModules.map((s) => s.id),
      ),
    )
    .orderBy(asc(lessons.orderIndex));
  const targets = safeModules.flatMap(({ m, mi, id }) => {
    const rows = lessonRows.filter((l) => l.moduleId === id);
    return m.lessons.flatMap((l, li) =>
      rows[li]?.title === l.title && l.exercises.length > 0
        ? [{ mi, li, lesson: l, lessonId: rows[li].id }]
        : [],
    );
  });
  if (targets.length === 0) return 0;
  const exerciseRows = await tx
    .select({
      id: lessonExercises.id,
      lessonId: lessonExercises.lessonId,
      hasPractice: lessonExercises.practice,
    })
    .from(lessonExercises)
    .where(
      inArray(
        lessonExercises.lessonId,
        targets.map((t) => t.lessonId),
      ),
    )
    .orderBy(asc(lessonExercises.orderIndex));

  const inserts: { at: [number, number, number]; values: typeof lessonExercises.$inferInsert }[] =
    [];
  const updates: { at: [number, number, number]; id: string; e: DemoExercise }[] = [];
  /** Code exercises already there: their translations may still lack the checks' messages. */
  const present: { at: [number, number, number]; id: string }[] = [];
  for (const { mi, li, lesson, lessonId } of targets) {
    const rows = exerciseRows.filter((r) => r.lessonId === lessonId);
    // More exercises than the demo lesson has: someone added one, positions say nothing.
    if (rows.length > lesson.exercises.length) continue;
    lesson.exercises.forEach((e, ei) => {
      const row = rows[ei];
      const practice = e.practice ? practiceSpecSchema.parse(e.practice) : null;
      if (!row)
        inserts.push({
          at: [mi, li, ei],
          values: {
            lessonId,
            task: e.task,
            hint: e.hint,
            solution: e.solution,
            practice,
            orderIndex: ei + 1,
          },
        });
      else if (!row.hasPractice && practice) updates.push({ at: [mi, li, ei], id: row.id, e });
      else if (row.hasPractice && practice) present.push({ at: [mi, li, ei], id: row.id });
    });
  }
  const messagesFor = (at: [number, number, number]) =>
    demo.translations.some(
      (t) => t.modules[at[0]]?.lessons[at[1]]?.exercises[at[2]]?.checkMessages,
    );
  if (inserts.length === 0 && updates.length === 0 && !present.some((p) => messagesFor(p.at)))
    return 0;

  const inserted = inserts.length
    ? await tx
        .insert(lessonExercises)
        .values(inserts.map((i) => i.values))
        .returning({ id: lessonExercises.id })
    : [];
  for (const u of updates)
    await tx
      .update(lessonExercises)
      .set({
        task: u.e.task,
        hint: u.e.hint,
        solution: u.e.solution,
        practice: practiceSpecSchema.parse(u.e.practice),
        practiceValidation: null,
      })
      .where(eq(lessonExercises.id, u.id));

  // The seed's own translations carry the new exercises' texts.
  const written = [
    ...inserts.map((i, n) => ({ at: i.at, id: inserted[n].id })),
    ...updates.map((u) => ({ at: u.at, id: u.id })),
  ];
  let messages = 0;
  for (const t of demo.translations) {
    const [version] = await tx
      .select({ id: courseVersions.id, overlay: courseVersions.translationJson })
      .from(courseVersions)
      .where(
        and(
          eq(courseVersions.courseId, courseId),
          eq(courseVersions.language, t.language),
          eq(courseVersions.generator, "seed"),
        ),
      )
      .for("update");
    const overlay = version?.overlay as CourseTranslationOverlay | null | undefined;
    if (!version || !overlay) continue;
    const exercises = { ...overlay.exercises };
    for (const { at, id } of written) {
      const e = t.modules[at[0]]?.lessons[at[1]]?.exercises[at[2]];
      if (e) exercises[id] = overlayExercise(e);
    }
    let changed = written.length > 0;
    for (const { at, id } of present) {
      const checkMessages = t.modules[at[0]]?.lessons[at[1]]?.exercises[at[2]]?.checkMessages;
      if (!checkMessages || !exercises[id] || exercises[id].checkMessages) continue;
      exercises[id] = { ...exercises[id], checkMessages };
      changed = true;
      messages++;
    }
    if (!changed) continue;
    await tx
      .update(courseVersions)
      .set({ translationJson: { ...overlay, exercises } })
      .where(eq(courseVersions.id, version.id));
  }
  return written.length + messages;
}
