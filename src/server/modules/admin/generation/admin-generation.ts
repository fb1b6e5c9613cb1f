import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Deps } from "../../../context";
import type { DbOrTx } from "../../../db/client";
import {
  courses,
  courseVersions,
  lessonCodeExamples,
  lessonExercises,
  lessonQuizzes,
  lessons,
  modules,
} from "../../../db/schema";
import { AppError, conflict, notFound } from "../../../lib/errors";
import { CANCELLED_MESSAGE, JobFailure, type JobContext, type JobRow } from "../../../jobs/job-queue";
import { mapPool } from "../../../jobs/pool";
import type { JobTarget } from "../../../jobs/job-dto";
import type { CourseBrief, ModuleBrief, ModuleContent } from "../../../ai/schemas";
import { isLanguage, type Language } from "@shared/i18n/languages";
import type { createCourseSchema } from "@shared/contracts/admin";
import { moduleStatus } from "@shared/domain/course-status";
import { groupBy, isUuid, loadVersion } from "../admin.service";
import { generateAllKey, moduleKey } from "../admin-keys";
import { recomputeCourseProgress } from "../../learning/learning.service";
import { translateOneModule } from "../translation/admin-translation";
import { storedMessage } from "@shared/i18n/messages";

export type CreateCourseData = z.output<typeof createCourseSchema>;

const CODE_TITLE: Record<Language, (n: number) => string> = {
  de: (n) => `Code-Beispiel ${n}`,
  en: (n) => `Code example ${n}`,
  es: (n) => `Ejemplo de código ${n}`,
  fr: (n) => `Exemple de code ${n}`,
};

/** Spec: generated lessons without a duration take 25 minutes. */
export const DEFAULT_LESSON_MINUTES = 25;

const asLanguage = (v: string): Language => (isLanguage(v) ? v : "de");

/* ------------------------------------------------------------------ enqueue (requests) */

export async function enqueueCreateCourse(deps: Deps, userId: string, input: CreateCourseData) {
  return deps.jobs.enqueue({
    type: "create-course",
    payload: { target: { courseTitle: input.title } satisfies JobTarget, input, userId },
    total: 2,
    message: "Kursstruktur wird generiert …",
    createdBy: userId,
    idempotencyKey: input.idempotencyKey ?? null,
  });
}

export async function enqueueGenerateModule(
  deps: Deps,
  userId: string,
  moduleId: string,
  /** A translated version of the course: the new lessons are translated into its language. */
  versionId?: string,
) {
  const { db } = deps;
  if (!isUuid(moduleId)) throw notFound("MODULE_NOT_FOUND", "v:moduleNotFound");
  const [row] = await db
    .select({
      module: modules,
      course: { id: courses.id, title: courses.title, language: courses.language },
      lessons: count(lessons.id),
    })
    .from(modules)
    .innerJoin(courses, eq(courses.id, modules.courseId))
    .leftJoin(lessons, eq(lessons.moduleId, modules.id))
    .where(eq(modules.id, moduleId))
    .groupBy(modules.id, courses.id)
    .limit(1);
  if (!row) throw notFound("MODULE_NOT_FOUND", "v:moduleNotFound");
  if (Number(row.lessons) > 0) throw conflict("MODULE_GENERATED", "v:moduleGenerated");
  const [source] = await db
    .select({ id: courseVersions.id })
    .from(courseVersions)
    .where(
      and(
        eq(courseVersions.courseId, row.course.id),
        eq(courseVersions.language, row.course.language),
      ),
    )
    .limit(1);
  const translation = versionId ? await loadVersion(db, versionId) : null;
  if (translation && translation.course.id !== row.course.id)
    throw notFound("MODULE_NOT_FOUND", "v:moduleNotFound");
  const translateTo =
    translation && translation.version.language !== row.course.language
      ? translation.version.language
      : null;
  if (translateTo && deps.ai.info.offline)
    throw new AppError(400, "OFFLINE_CANNOT_TRANSLATE", "v:offlineCannotTranslate");
  const running = await deps.jobs.activeByKeys([generateAllKey(row.course.id)]);
  if (running.length) throw conflict("JOB_RUNNING", "v:courseGenerating");
  const target: JobTarget = {
    courseId: row.course.id,
    courseVersionId: translateTo ? translation!.version.id : source?.id,
    moduleId,
    courseTitle: row.course.title,
  };
  return deps.jobs.enqueue({
    type: "generate-module",
    payload: { target, translateTo },
    dedupeKey: moduleKey(moduleId),
    total: translateTo ? 3 : 2,
    message: "Modulinhalte werden generiert …",
    createdBy: userId,
  });
}

export async function enqueueGenerateAll(deps: Deps, userId: string, versionId: string) {
  const { version, course } = await loadVersion(deps.db, versionId);
  const missing = await missingModules(deps.db, course.id);
  return deps.jobs.enqueue({
    type: "generate-all",
    payload: {
      target: {
        courseId: course.id,
        courseVersionId: version.id,
        courseTitle: course.title,
      } satisfies JobTarget,
    },
    dedupeKey: generateAllKey(course.id),
    total: missing.length,
    message: "Module werden generiert …",
    createdBy: userId,
  });
}

/* ------------------------------------------------------------------ job handlers */

const UNEXPECTED = "Ein unerwarteter Fehler ist aufgetreten.";

/**
 * Runs a module's generation; when it fails (not cancelled) the cause is kept on the module
 * (`generation_error`) so the edit screen shows it until the module is written.
 */
async function recordingErrors<T>(
  deps: Deps,
  ctx: JobContext,
  moduleId: string,
  fn: () => Promise<T>,
): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (!ctx.signal.aborted) {
      const readable = err instanceof Error && (err as { readable?: boolean }).readable;
      if (!readable) deps.logger.error("module generation crashed", { error: String(err) });
      await deps.db
        .update(modules)
        .set({ generationError: readable ? err.message : UNEXPECTED })
        .where(eq(modules.id, moduleId));
    }
    throw err;
  }
}

export function registerGenerationJobs(deps: Deps) {
  deps.jobs.register("create-course", (ctx) => runCreateCourse(deps, ctx));
  deps.jobs.register("generate-module", (ctx) => runGenerateModule(deps, ctx));
  deps.jobs.register("generate-all", (ctx) => runGenerateAll(deps, ctx));
}

function targetOf(ctx: JobContext): JobTarget {
  return ((ctx.payload as { target?: JobTarget }).target ?? {}) as JobTarget;
}

async function runCreateCourse(deps: Deps, ctx: JobContext) {
  const { input, userId } = ctx.payload as { input: CreateCourseData; userId: string };
  const brief: CourseBrief = {
    title: input.title,
    description: input.description,
    difficulty: input.difficulty,
    estimatedHours: input.estimatedHours,
    topic: input.topic ?? "",
    specificGoals: input.specificGoals ?? "",
    language: input.language,
    skillArea: input.skillArea ?? null,
  };
  await ctx.progress(0, storedMessage("jobOutline"), 2);
  const outline = await deps.ai.generateOutline(brief, ctx.signal);
  await ctx.progress(1, storedMessage("jobSavingCourse"));
  // The outline exists: course, version and modules are written together or not at all.
  const ids = await deps.db.transaction(async (tx) => {
    // A job that is run again (its process died) finds the course it wrote.
    const [existing] = await tx
      .select({ courseId: courses.id, courseVersionId: courseVersions.id })
      .from(courses)
      .innerJoin(courseVersions, eq(courseVersions.courseId, courses.id))
      .where(eq(courses.creationKey, ctx.id))
      .limit(1);
    if (existing) return existing;
    const [course] = await tx
      .insert(courses)
      .values({
        creationKey: ctx.id,
        title: input.title,
        description: input.description,
        difficultyLevel: input.difficulty,
        estimatedDurationHours: input.estimatedHours,
        isPublished: false,
        language: input.language,
        topic: input.topic || null,
        specificGoals: input.specificGoals || null,
        skillArea: input.skillArea ?? null,
        createdBy: userId,
      })
      .returning({ id: courses.id });
    const [version] = await tx
      .insert(courseVersions)
      .values({
        courseId: course.id,
        versionNumber: 1,
        language: input.language,
        structureJson: outline,
        isActive: true,
        generator: deps.ai.generator,
      })
      .returning({ id: courseVersions.id });
    await tx.insert(modules).values(
      outline.modules.map((m, i) => ({
        courseId: course.id,
        title: m.title.trim(),
        description: m.description.trim(),
        orderIndex: i + 1,
      })),
    );
    return { courseId: course.id, courseVersionId: version.id };
  });
  await ctx.progress(2, storedMessage("jobCourseCreated"));
  return ids;
}

async function missingModules(db: DbOrTx, courseId: string) {
  const rows = await db
    .select({ id: modules.id, n: count(lessons.id) })
    .from(modules)
    .leftJoin(lessons, eq(lessons.moduleId, modules.id))
    .where(eq(modules.courseId, courseId))
    .groupBy(modules.id, modules.orderIndex)
    .orderBy(asc(modules.orderIndex));
  return rows.filter((r) => Number(r.n) === 0).map((r) => r.id);
}

/** The course and its modules as the model needs them (two statements). */
async function loadModuleContext(db: DbOrTx, courseId: string) {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId)).limit(1);
  if (!course) throw new JobFailure(storedMessage("jobCourseGone"));
  const rows = await db
    .select({ module: modules, lessonTitle: lessons.title, lessonOrder: lessons.orderIndex })
    .from(modules)
    .leftJoin(lessons, eq(lessons.moduleId, modules.id))
    .where(eq(modules.courseId, courseId))
    .orderBy(asc(modules.orderIndex), asc(lessons.orderIndex));
  const byModule = groupBy(rows, (r) => r.module.id);
  const briefs: ModuleBrief[] = [...byModule.values()].map((rs) => {
    const titles = rs.flatMap((r) => (r.lessonTitle ? [r.lessonTitle] : []));
    return {
      id: rs[0].module.id,
      title: rs[0].module.title,
      description: rs[0].module.description,
      orderIndex: rs[0].module.orderIndex,
      status: moduleStatus(titles.length),
      lessonTitles: titles,
    };
  });
  const brief: CourseBrief = {
    title: course.title,
    description: course.description,
    difficulty: course.difficultyLevel,
    estimatedHours: course.estimatedDurationHours,
    topic: course.topic ?? "",
    specificGoals: course.specificGoals ?? "",
    language: asLanguage(course.language),
    skillArea: course.skillArea,
  };
  return { course: brief, modules: briefs };
}

/**
 * Generates one module's content and writes it in one transaction. While the model writes,
 * the job's step for the module says how many lessons are complete (position = the module's
 * place among the job's `modules`).
 */
async function generateModule(
  deps: Deps,
  ctx: JobContext,
  courseId: string,
  moduleId: string,
  position: { module: number; modules: number },
): Promise<"written" | "skipped"> {
  const { signal } = ctx;
  const context = await loadModuleContext(deps.db, courseId);
  const index = context.modules.findIndex((m) => m.id === moduleId);
  if (index < 0) throw new JobFailure(storedMessage("jobModuleGone"));
  if (context.modules[index].status === "generated") return "skipped";
  const content = await deps.ai.generateModuleContent(
    { course: context.course, modules: context.modules, currentModuleIndex: index },
    signal,
    (lesson, lessons) => ctx.step(moduleId, { ...position, lesson, lessons }),
  );
  // A cancelled job writes nothing, even when the answer arrived just before.
  if (signal.aborted) throw new JobFailure(CANCELLED_MESSAGE);
  return writeModuleContent(deps.db, moduleId, content, context.course.language);
}

/**
 * Lessons with their code examples, exercise and quiz, in one transaction. The module row
 * is locked and checked for lessons first, so a module is never written twice.
 */
export async function writeModuleContent(
  db: DbOrTx,
  moduleId: string,
  content: ModuleContent,
  language: Language,
): Promise<"written" | "skipped"> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: modules.id, courseId: modules.courseId })
      .from(modules)
      .where(eq(modules.id, moduleId))
      .for("update");
    if (!locked) throw new JobFailure(storedMessage("jobModuleGone"));
    const [{ n }] = await tx
      .select({ n: count() })
      .from(lessons)
      .where(eq(lessons.moduleId, moduleId));
    if (Number(n) > 0) return "skipped";
    await tx.update(modules).set({ generationError: null }).where(eq(modules.id, moduleId));

    const inserted = await tx
      .insert(lessons)
      .values(
        content.lessons.map((l, i) => ({
          moduleId,
          title: l.title.trim(),
          content: l.content,
          lessonType: "enhanced_text",
          learningObjective: l.learning_objective.trim() || null,
          estimatedDurationMinutes: l.estimated_duration_minutes ?? DEFAULT_LESSON_MINUTES,
          orderIndex: i + 1,
        })),
      )
      .returning({ id: lessons.id, orderIndex: lessons.orderIndex });
    const idByOrder = new Map(inserted.map((r) => [r.orderIndex, r.id]));
    const lessonId = (i: number) => idByOrder.get(i + 1)!;

    let codeNumber = 0;
    const code = content.lessons.flatMap((l, i) =>
      l.code_examples.map((c, k) => ({
        lessonId: lessonId(i),
        title: CODE_TITLE[language](++codeNumber),
        description: c.description.trim() || null,
        code: c.code,
        language: c.language.trim().toLowerCase() || "javascript",
        orderIndex: k + 1,
      })),
    );
    if (code.length) await tx.insert(lessonCodeExamples).values(code);
    // The skeleton without a model has neither (decision 0181): the author adds them.
    const exercises = content.lessons.flatMap((l, i) =>
      l.exercise
        ? [
            {
              lessonId: lessonId(i),
              task: l.exercise.task,
              hint: l.exercise.hint.trim() || null,
              solution: l.exercise.solution,
              orderIndex: 1,
              // A runnable exercise the server validated, or a plain one with the note why (0084).
              practice: l.exercise.settled?.spec ?? null,
              practiceValidation: l.exercise.settled?.record ?? null,
            },
          ]
        : [],
    );
    if (exercises.length) await tx.insert(lessonExercises).values(exercises);
    const quizzes = content.lessons.flatMap((l, i) =>
      l.quiz
        ? [
            {
              lessonId: lessonId(i),
              question: l.quiz.question,
              choices: l.quiz.choices,
              correctAnswer: l.quiz.correct_answer,
              explanation: l.quiz.explanation,
              orderIndex: 1,
            },
          ]
        : [],
    );
    if (quizzes.length) await tx.insert(lessonQuizzes).values(quizzes);
    // Learners of a published course: progress and completion follow the new lessons.
    await recomputeCourseProgress(tx, locked.courseId);
    return "written" as const;
  });
}

async function runGenerateModule(deps: Deps, ctx: JobContext) {
  const t = targetOf(ctx);
  if (!t.courseId || !t.moduleId) throw new JobFailure(storedMessage("jobWithoutTarget"));
  const { translateTo } = ctx.payload as { translateTo?: string | null };
  const total = translateTo ? 3 : 2;
  await ctx.progress(0, storedMessage("jobModuleContent"), total);
  const outcome = await recordingErrors(deps, ctx, t.moduleId, () =>
    generateModule(deps, ctx, t.courseId!, t.moduleId!, { module: 1, modules: 1 }),
  );
  ctx.step(t.moduleId, null);
  if (outcome === "skipped") throw new JobFailure(storedMessage("jobModuleAlreadyGenerated"));
  // Generated inside a translation: the author sees it in that version's language.
  if (translateTo && isLanguage(translateTo)) {
    await ctx.progress(2, storedMessage("jobModuleTranslating"));
    await translateOneModule(deps, ctx.signal, t.courseId, translateTo, t.moduleId);
  }
  return {
    courseId: t.courseId,
    ...(t.courseVersionId ? { courseVersionId: t.courseVersionId } : {}),
    moduleId: t.moduleId,
  };
}

async function runGenerateAll(deps: Deps, ctx: JobContext) {
  const t = targetOf(ctx);
  if (!t.courseId) throw new JobFailure(storedMessage("jobWithoutTarget"));
  const courseId = t.courseId;
  // Modules that another job is generating right now are left to that job.
  const missing = await missingModules(deps.db, courseId);
  const busy = new Set(
    (await deps.jobs.activeByKeys(missing.map(moduleKey))).map((j: JobRow) => j.dedupeKey),
  );
  const todo = missing.filter((id) => !busy.has(moduleKey(id)));
  const total = todo.length;
  await ctx.progress(0, storedMessage("jobModulesGenerated", { done: 0, total }), total);
  let done = 0;
  const position = new Map(todo.map((id, i) => [id, { module: i + 1, modules: total }]));
  const results = await mapPool(todo, deps.config.ai.concurrency, async (moduleId) => {
    const outcome = await recordingErrors(deps, ctx, moduleId, () =>
      generateModule(deps, ctx, courseId, moduleId, position.get(moduleId)!),
    ).finally(() => ctx.step(moduleId, null));
    done++;
    await ctx.progress(done, storedMessage("jobModulesGenerated", { done, total }));
    return outcome;
  });
  const result = {
    courseId,
    ...(t.courseVersionId ? { courseVersionId: t.courseVersionId } : {}),
  };
  const failed = results.flatMap((r, i) => (r.status === "rejected" ? [todo[i]] : []));
  if (failed.length && !ctx.signal.aborted) {
    // Every failed module with its cause; the written ones stay, "retry" generates the rest.
    const causes = await deps.db
      .select({ title: modules.title, error: modules.generationError })
      .from(modules)
      .where(inArray(modules.id, failed));
    const list = causes.map((c) => `„${c.title}“: ${c.error ?? UNEXPECTED}`).join(" ");
    throw new JobFailure(
      storedMessage("jobModulesNotGenerated", { failed: failed.length, total, list }),
      { ...result, failedModuleIds: failed },
    );
  }
  if (failed.length) throw new JobFailure(CANCELLED_MESSAGE);
  return result;
}
