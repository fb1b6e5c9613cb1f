import { createHash } from "node:crypto";
import { asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  courseLessonCounts,
  courses,
  courseVersions,
  lessonCodeExamples,
  lessonExercises,
  lessonQuizzes,
  lessons,
  modules,
} from "../../db/schema";
import type { PlayerResponse } from "@shared/contracts/learning";
import type {
  PracticePublicPayload,
  RevealedQuiz,
  RevealedSolution,
} from "@shared/contracts/practice";
import { practiceSpecSchema, type PracticeSpec } from "@shared/domain/practice";
import type { CourseTranslationOverlay } from "@shared/domain/translation";
import { coversAllLessons, overlay } from "@shared/domain/translation";
import { isLanguage, type Language } from "@shared/i18n/languages";
import { courseTitle, translationJoin } from "./course-sql";

/*
 * What every learner reads alike — the course list and a course's content in a language —
 * kept in process memory under the content epoch (decision 0062). Each request reads the epoch
 * in the statement that reads the learner's own rows and passes it here: an entry of an older
 * epoch is never served, so a publish or an edit through any process on the same database is
 * seen by the next request of every process. Nothing here is per learner.
 */

/** A course as the catalogue, the path and the dashboard show it (translated). */
export interface ListedCourse {
  id: string;
  title: string;
  description: string;
  difficulty: string;
  hours: number;
  thumbnailUrl: string | null;
  /** The language the texts are in (the translation's, else the source's). */
  language: string;
  lessons: number;
  minutes: number;
  /** Published (offered to new learners); unpublished ones are shown only to learners who started them. */
  offered: boolean;
  /** The course's first lesson (module order, lesson order, id), translated: where a learner who completed none of it continues. */
  firstLesson: NextLesson | null;
}

/** A lesson as "Weiterlernen" opens it (translated titles). */
export interface NextLesson {
  id: string;
  title: string;
  moduleTitle: string;
}

/**
 * A course's content for the player (translated when the translation covers it all).
 * `answers` holds what a learner must earn first (decision 0081): model solutions and quiz
 * answers. They stay in memory beside the shared part and are never encoded with it; a
 * learner's answer carries only the ones they revealed or answered.
 */
export interface PlayerContent {
  course: Omit<PlayerResponse["course"], "offered"> & { offered: boolean };
  modules: PlayerResponse["modules"];
  lessonCount: number;
  answers: {
    solutions: Map<string, RevealedSolution>;
    quizzes: Map<string, RevealedQuiz>;
  };
}

const MAX_PLAYER_ENTRIES = 500;

interface Entries {
  epoch: number;
  lists: Map<Language, Promise<ListedCourse[]>>;
  players: Map<string, Promise<PlayerContent | null>>;
}
const byDatabase = new WeakMap<object, Entries>();

/**
 * The entry of `key` at `epoch`, loaded once per epoch and process (concurrent misses share one
 * load). A request that read an older epoch than the cache holds loads without storing.
 */
function cached<V>(
  db: Db,
  epoch: number,
  pick: (e: Entries) => Map<string, Promise<V>>,
  key: string,
  load: () => Promise<V>,
): Promise<V> {
  let entries = byDatabase.get(db);
  if (!entries || entries.epoch < epoch) {
    entries = { epoch, lists: new Map(), players: new Map() };
    byDatabase.set(db, entries);
  }
  if (entries.epoch > epoch) return load();
  const map = pick(entries);
  let value = map.get(key);
  if (!value) {
    if (map.size >= MAX_PLAYER_ENTRIES) map.delete(map.keys().next().value!);
    value = load();
    map.set(key, value);
    value.catch(() => map.delete(key));
  }
  return value;
}

/** Every course (published or not) in `lang`, newest first: one statement per epoch. */
export function courseList(db: Db, lang: Language, epoch: number): Promise<ListedCourse[]> {
  return cached(
    db,
    epoch,
    (e) => e.lists as Map<string, Promise<ListedCourse[]>>,
    lang,
    async () => {
      const rows = await db
        .select({
          id: courses.id,
          title: courseTitle,
          description: sql<string>`coalesce(${courseVersions.translationJson} #>> '{course,description}', ${courses.description})`,
          difficulty: courses.difficultyLevel,
          hours: courses.estimatedDurationHours,
          thumbnailUrl: courses.thumbnailUrl,
          language: sql<string>`case when ${courseVersions.id} is not null then ${lang} else ${courses.language} end`,
          lessons: sql<number>`coalesce(${courseLessonCounts.lessons}, 0)`,
          minutes: sql<number>`coalesce(${courseLessonCounts.minutes}, 0)`,
          offered: courses.isPublished,
          firstLesson: sql<NextLesson | null>`(select json_build_object('id', l.id,
              'title', coalesce(${courseVersions.translationJson} -> 'lessons' -> (l.id::text) ->> 'title', l.title),
              'moduleTitle', coalesce(${courseVersions.translationJson} -> 'modules' -> (m.id::text) ->> 'title', m.title))
            from ${modules} m join ${lessons} l on l.module_id = m.id
            where m.course_id = ${courses.id}
            order by m.order_index, l.order_index, l.id limit 1)`,
        })
        .from(courses)
        .leftJoin(courseLessonCounts, eq(courseLessonCounts.courseId, courses.id))
        .leftJoin(courseVersions, translationJoin(lang))
        .orderBy(desc(courses.createdAt), asc(courses.id));
      return rows.map((r) => ({ ...r, lessons: Number(r.lessons), minutes: Number(r.minutes) }));
    },
  );
}

const indexes = new WeakMap<ListedCourse[], Map<string, ListedCourse>>();
const digests = new WeakMap<object, string>();

/**
 * A weak ETag of a response made of cached content and the learner's own part: the content's
 * digest is taken once per cache entry, so a request hashes only its small own part — and
 * neither the whole body nor the framework's clone of the response (decision 0062).
 */
export function contentTag(content: object, own: unknown): string {
  let digest = digests.get(content);
  if (!digest) {
    digest = createHash("sha1").update(JSON.stringify(content)).digest("base64url");
    digests.set(content, digest);
  }
  const tag = createHash("sha1").update(digest).update(JSON.stringify(own)).digest("base64url");
  return `W/"${tag}"`;
}

/** One course of the list (any language's list has the same ids, counts and state). */
export async function listedCourse(
  db: Db,
  courseId: string,
  epoch: number,
): Promise<ListedCourse | undefined> {
  return courseIndex(await courseList(db, "de", epoch)).get(courseId);
}

/** A cached list's courses by id (built once per list). */
export function courseIndex(list: ListedCourse[]): Map<string, ListedCourse> {
  let index = indexes.get(list);
  if (!index) indexes.set(list, (index = new Map(list.map((c) => [c.id, c]))));
  return index;
}

/** A course's content in `lang`, or null when there is no such course: six statements per epoch. */
export function playerContentOf(
  db: Db,
  courseId: string,
  lang: Language,
  epoch: number,
): Promise<PlayerContent | null> {
  return cached(
    db,
    epoch,
    (e) => e.players,
    `${courseId}:${lang}`,
    () => loadPlayerContent(db, courseId, lang),
  );
}

async function loadPlayerContent(
  db: Db,
  courseId: string,
  lang: Language,
): Promise<PlayerContent | null> {
  const inCourse = eq(modules.courseId, courseId);
  const [[course], moduleRows, lessonRows, codeRows, exerciseRows, quizRows] = await Promise.all([
    db
      .select({
        id: courses.id,
        title: courses.title,
        description: courses.description,
        language: courses.language,
        thumbnailUrl: courses.thumbnailUrl,
        translation: courseVersions.translationJson,
        offered: courses.isPublished,
      })
      .from(courses)
      .leftJoin(courseVersions, translationJoin(lang))
      .where(eq(courses.id, courseId))
      .limit(1),
    db
      .select({
        id: modules.id,
        title: modules.title,
        description: modules.description,
        orderIndex: modules.orderIndex,
      })
      .from(modules)
      .where(inCourse)
      .orderBy(asc(modules.orderIndex), asc(modules.id)),
    db
      .select({
        id: lessons.id,
        moduleId: lessons.moduleId,
        title: lessons.title,
        content: lessons.content,
        lessonType: lessons.lessonType,
        learningObjective: lessons.learningObjective,
        videoUrl: lessons.videoUrl,
        estimatedMinutes: lessons.estimatedDurationMinutes,
        orderIndex: lessons.orderIndex,
      })
      .from(lessons)
      .innerJoin(modules, eq(modules.id, lessons.moduleId))
      .where(inCourse)
      .orderBy(asc(lessons.orderIndex), asc(lessons.id)),
    db
      .select({
        id: lessonCodeExamples.id,
        lessonId: lessonCodeExamples.lessonId,
        title: lessonCodeExamples.title,
        description: lessonCodeExamples.description,
        code: lessonCodeExamples.code,
        language: lessonCodeExamples.language,
        orderIndex: lessonCodeExamples.orderIndex,
      })
      .from(lessonCodeExamples)
      .innerJoin(lessons, eq(lessons.id, lessonCodeExamples.lessonId))
      .innerJoin(modules, eq(modules.id, lessons.moduleId))
      .where(inCourse)
      .orderBy(asc(lessonCodeExamples.orderIndex), asc(lessonCodeExamples.id)),
    db
      .select({
        id: lessonExercises.id,
        lessonId: lessonExercises.lessonId,
        task: lessonExercises.task,
        hint: lessonExercises.hint,
        solution: lessonExercises.solution,
        practice: lessonExercises.practice,
        orderIndex: lessonExercises.orderIndex,
      })
      .from(lessonExercises)
      .innerJoin(lessons, eq(lessons.id, lessonExercises.lessonId))
      .innerJoin(modules, eq(modules.id, lessons.moduleId))
      .where(inCourse)
      .orderBy(asc(lessonExercises.orderIndex), asc(lessonExercises.id)),
    db
      .select({
        id: lessonQuizzes.id,
        lessonId: lessonQuizzes.lessonId,
        question: lessonQuizzes.question,
        choices: lessonQuizzes.choices,
        correctAnswer: lessonQuizzes.correctAnswer,
        explanation: lessonQuizzes.explanation,
        orderIndex: lessonQuizzes.orderIndex,
      })
      .from(lessonQuizzes)
      .innerJoin(lessons, eq(lessons.id, lessonQuizzes.lessonId))
      .innerJoin(modules, eq(modules.id, lessons.moduleId))
      .where(inCourse)
      .orderBy(asc(lessonQuizzes.orderIndex), asc(lessonQuizzes.id)),
  ]);
  if (!course) return null;

  const group = <R extends { lessonId: string }>(rows: R[]) => {
    const m = new Map<string, Omit<R, "lessonId">[]>();
    for (const { lessonId, ...rest } of rows) {
      const list = m.get(lessonId) ?? [];
      list.push(rest);
      m.set(lessonId, list);
    }
    return m;
  };
  const published = (course.translation ?? null) as CourseTranslationOverlay | null;
  // A translation that misses lessons or modules (added to the source later) is not used: the course
  // is shown wholly in its source language, never source text under translated titles.
  const t =
    published &&
    coversAllLessons(
      published,
      lessonRows.map((l) => l.id),
      moduleRows.map((m) => m.id),
    )
      ? published
      : null;
  const code = group(codeRows.map((r) => overlay(r, t?.codeExamples)));
  const solutions = new Map<string, RevealedSolution>();
  const exercises = group(
    exerciseRows.map((raw) => {
      const { checkTitles, checkMessages, ...text } = t?.exercises?.[raw.id] ?? {};
      const { solution, practice: stored, ...r } = { ...raw, ...text };
      const spec = stored ? practiceSpecSchema.safeParse(stored) : null;
      const practice = spec?.success ? spec.data : null;
      solutions.set(r.id, {
        exerciseId: r.id,
        solution,
        solutionFiles: practice?.solutionFiles ?? null,
      });
      return {
        ...r,
        hasSolution: !!solution || !!practice,
        practice: practice && publicPractice(practice, checkTitles, checkMessages),
      };
    }),
  );
  const answers = new Map<string, RevealedQuiz>();
  const quizzes = group(
    quizRows.map((raw) => {
      const { correctAnswer, explanation, ...q } = overlay(raw, t?.quizzes);
      answers.set(q.id, { quizId: q.id, correctAnswer, explanation });
      return q;
    }),
  );

  const byModule = new Map<string, PlayerResponse["modules"][number]["lessons"]>();
  for (const raw of lessonRows) {
    const { moduleId, ...l } = overlay(raw, t?.lessons);
    const list = byModule.get(moduleId) ?? [];
    list.push({
      ...l,
      codeExamples: code.get(l.id) ?? [],
      exercises: exercises.get(l.id) ?? [],
      quizzes: quizzes.get(l.id) ?? [],
    });
    byModule.set(moduleId, list);
  }
  return {
    course: {
      id: course.id,
      title: t?.course?.title ?? course.title,
      description: t?.course?.description ?? course.description,
      language: t ? lang : isLanguage(course.language) ? course.language : "de",
      thumbnailUrl: course.thumbnailUrl,
      offered: course.offered,
    },
    modules: moduleRows.map((m) => ({
      ...overlay(m, t?.modules),
      lessons: byModule.get(m.id) ?? [],
    })),
    lessonCount: lessonRows.length,
    answers: { solutions, quizzes: answers },
  };
}

/**
 * The part of a code exercise the learner's browser receives: everything but the model
 * solution; check titles and the checks' failure messages translated when the translation
 * carries them (code stays as it is; decision 0149).
 */
function publicPractice(
  spec: PracticeSpec,
  checkTitles: Record<string, string> | undefined,
  checkMessages: Record<string, Record<string, string>> | undefined,
): PracticePublicPayload {
  const { solutionFiles: _solution, ...rest } = spec;
  void _solution;
  return {
    ...rest,
    checks: spec.checks.map((c) => ({
      ...c,
      title: checkTitles?.[c.id] || c.title,
      ...(checkMessages?.[c.id] ? { messages: checkMessages[c.id] } : {}),
    })),
  };
}
