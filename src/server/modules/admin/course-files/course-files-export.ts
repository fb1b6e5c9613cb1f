/**
 * A course of the database as the model of the course format (issue 32, decision 0102),
 * read through the admin service (`loadCourseContent`): what `exportCourse` writes and what
 * an import compares the files with.
 */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { courses, courseVersions } from "../../../db/schema";
import { notFound } from "../../../lib/errors";
import { V } from "@shared/i18n/messages";
import type { PracticeSpec } from "@shared/domain/practice";
import type { CourseTranslationOverlay } from "@shared/domain/translation";
import { LANGUAGES } from "@shared/i18n/languages";
import {
  writeCourseFiles,
  type CourseFiles,
  type CourseModel,
  type TranslationModel,
} from "@shared/course-files";
import type { Storage } from "../../../storage/storage";
import { courseWithAssets } from "./course-files-assets";
import { groupBy, isUuid, lang, loadCourseContent } from "../admin.service";
import { courseProjectsForFiles } from "../../projects/projects-files.service";

export const courseNotFound = () => notFound("COURSE_NOT_FOUND", V("notFound"));

/** The course with its modules, lessons, blocks and translations; null when there is none. */
export async function loadCourseModel(db: DbOrTx, courseId: string): Promise<CourseModel | null> {
  if (!isUuid(courseId)) return null;
  const [[course], versions, content, projects] = await Promise.all([
    db.select().from(courses).where(eq(courses.id, courseId)),
    db.select().from(courseVersions).where(eq(courseVersions.courseId, courseId)),
    loadCourseContent(db, courseId),
    courseProjectsForFiles(db, courseId),
  ]);
  if (!course) return null;
  const lessonsByModule = groupBy(content.lessons, (l) => l.moduleId);
  const code = groupBy(content.codeExamples, (x) => x.lessonId);
  const ex = groupBy(content.exercises, (x) => x.lessonId);
  const qz = groupBy(content.quizzes, (x) => x.lessonId);
  const translations: TranslationModel[] = versions
    .filter((v) => v.language !== course.language && v.translationJson)
    .sort((a, b) => LANGUAGES.indexOf(lang(a.language)) - LANGUAGES.indexOf(lang(b.language)))
    .map((v) => {
      const {
        moduleErrors: _errors,
        projectErrors: _projectErrors,
        ...overlay
      } = v.translationJson as CourseTranslationOverlay;
      return { language: lang(v.language), overlay };
    });
  return {
    id: course.id,
    title: course.title,
    description: course.description,
    difficulty: course.difficultyLevel,
    skillArea: course.skillArea,
    hours: course.estimatedDurationHours,
    thumbnail: course.thumbnailUrl,
    language: lang(course.language),
    seedKey: course.seedKey,
    topic: course.topic,
    goals: course.specificGoals,
    tutor: course.tutorEnabled,
    translations,
    projects,
    modules: content.modules.map((m) => ({
      id: m.id,
      title: m.title,
      description: m.description,
      revision: m.contentRevision,
      lessons: (lessonsByModule.get(m.id) ?? []).map((l) => ({
        id: l.id,
        title: l.title,
        minutes: l.estimatedDurationMinutes,
        type: l.lessonType,
        objective: l.learningObjective,
        video: l.videoUrl,
        origin: l.origin,
        content: l.content,
        codeExamples: (code.get(l.id) ?? []).map((c) => ({
          id: c.id,
          title: c.title,
          description: c.description,
          code: c.code,
          language: c.language,
        })),
        exercises: (ex.get(l.id) ?? []).map((e) => ({
          id: e.id,
          task: e.task,
          hint: e.hint,
          solution: e.solution,
          practice: (e.practice as PracticeSpec | null) ?? null,
        })),
        quizzes: (qz.get(l.id) ?? []).map((q) => ({
          id: q.id,
          question: q.question,
          choices: q.choices,
          correctAnswer: q.correctAnswer,
          explanation: q.explanation,
        })),
      })),
    })),
  };
}

/**
 * The course's files (path → text, and the images of `assets/` as bytes; decision 0150);
 * 404 when there is no such course. `storage` is needed when the course has images.
 */
export async function exportCourse(
  db: DbOrTx,
  courseId: string,
  storage?: Storage,
): Promise<CourseFiles> {
  const model = await loadCourseModel(db, courseId);
  if (!model) throw courseNotFound();
  return courseFiles(model, storage);
}

/** The files of a loaded course: its texts and its images. */
export async function courseFiles(model: CourseModel, storage?: Storage): Promise<CourseFiles> {
  const { course, assets } = await courseWithAssets(storage, model);
  const files: CourseFiles = writeCourseFiles(course);
  for (const [path, bytes] of assets) files.set(path, bytes);
  return files;
}
