import { and, asc, count, countDistinct, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Deps } from "../../../context";
import type { DbOrTx } from "../../../db/client";
import {
  lessonCodeExamples,
  lessonExercises,
  lessonQuizzes,
  lessons,
  modules,
  userLessonProgress,
} from "../../../db/schema";
import { AppError } from "../../../lib/errors";
import { AiError } from "../../../ai/model-call";
import type { GeneratedLesson } from "../../../ai/schemas";
import { V } from "@shared/i18n/messages";
import { isLanguage } from "@shared/i18n/languages";
import {
  CODE_LANGUAGES,
  LESSON_MINUTES,
  type LessonProposal,
  type RegenerateImpact,
  type moduleAcceptInput,
} from "@shared/contracts/editor";
import { recordAudit } from "../../audit/audit.service";
import { recomputeCourseProgress } from "../../learning/learning.service";
import { DEFAULT_LESSON_MINUTES } from "../generation/admin-generation";
import {
  bumpContentRevision,
  bumpRevision,
  lessonNotFound,
  lessonOfCourse,
  loadContext,
  moduleOfCourse,
  requireSource,
  revisionConflict,
  type VersionContext,
} from "./editor-common";
import { loadLessonDetail, loadOutline } from "./editor.service";
import type { PracticeValidationRecord } from "../../../db/schema";
import { recordForSave } from "./editor-practice";

/**
 * Regenerate with the AI: a proposal for one lesson or one module (nothing saved), then
 * accept. Accepting a module keeps the ids of lessons matched by position, so learners'
 * progress on them survives; lessons past the new count are removed.
 */

const INSTRUCTION_LABEL = {
  de: "Anweisung der Autorin oder des Autors",
  en: "Author's instruction",
  es: "Instrucción del autor",
  fr: "Consigne de l’auteur",
} as const;

/** Runs the model for a module of the course (the configured provider, offline included). */
async function generateFor(deps: Deps, ctx: VersionContext, moduleId: string, instruction: string) {
  const outline = await loadOutline(deps.db, ctx);
  const index = outline.findIndex((m) => m.id === moduleId);
  const c = ctx.course;
  const language = isLanguage(c.language) ? c.language : "de";
  const goals = [
    c.specificGoals ?? "",
    instruction ? `${INSTRUCTION_LABEL[language]}: ${instruction}` : "",
  ]
    .filter(Boolean)
    .join("\n");
  try {
    const content = await deps.ai.generateModuleContent({
      course: {
        title: c.title,
        description: c.description,
        difficulty: c.difficultyLevel,
        estimatedHours: c.estimatedDurationHours,
        topic: c.topic ?? "",
        specificGoals: goals,
        language,
        skillArea: c.skillArea,
      },
      modules: outline.map((m, i) => ({
        id: m.id,
        title: m.title,
        description: m.description,
        orderIndex: i + 1,
        status: m.lessonCount ? "generated" : "not_generated",
        lessonTitles: i === index ? [] : m.lessons.map((l) => l.title),
      })),
      currentModuleIndex: index,
    });
    return { outline, module: outline[index], lessons: content.lessons.map(toProposal) };
  } catch (err) {
    if (err instanceof AiError)
      throw new AppError(502, "AI_FAILED", V("aiFailed"), { cause: err.message });
    throw err;
  }
}

const codeLanguage = (l: string) =>
  (CODE_LANGUAGES as readonly string[]).includes(l.trim().toLowerCase())
    ? l.trim().toLowerCase()
    : "text";

function toProposal(l: GeneratedLesson): LessonProposal {
  return {
    title: l.title.trim(),
    content: l.content,
    learningObjective: l.learning_objective || null,
    estimatedDurationMinutes: Math.min(
      LESSON_MINUTES.max,
      l.estimated_duration_minutes ?? DEFAULT_LESSON_MINUTES,
    ),
    codeExamples: l.code_examples.map((c) => ({
      title: "",
      description: c.description.trim() || null,
      language: codeLanguage(c.language),
      code: c.code,
    })),
    exercises: l.exercise
      ? [
          {
            task: l.exercise.task,
            hint: l.exercise.hint.trim() || null,
            solution: l.exercise.solution,
            // A runnable exercise the server validated (decision 0084); plain otherwise.
            practice: l.exercise.settled?.spec ?? null,
          },
        ]
      : [],
    quizzes: l.quiz
      ? [
          {
            question: l.quiz.question,
            choices: l.quiz.choices,
            correctAnswer: l.quiz.correct_answer,
            explanation: l.quiz.explanation,
          },
        ]
      : [],
  };
}

export async function proposeLesson(
  deps: Deps,
  versionId: string,
  lessonId: string,
  instruction: string,
) {
  const ctx = await loadContext(deps.db, versionId);
  requireSource(ctx);
  const { lesson, module } = await lessonOfCourse(deps.db, ctx.course.id, lessonId);
  const { module: m, lessons: proposals } = await generateFor(deps, ctx, module.id, instruction);
  const position = m.lessons.findIndex((l) => l.id === lessonId);
  const proposal = proposals[Math.min(Math.max(position, 0), proposals.length - 1)];
  return { proposal, revision: lesson.revision };
}

/**
 * The validation of every practice part of the proposals (sent back by the browser, so run
 * again on the server; before the transaction, since it may take seconds).
 */
async function practiceRecords(proposals: LessonProposal[]) {
  const records = new Map<object, PracticeValidationRecord | null>();
  for (const p of proposals)
    for (const e of p.exercises) records.set(e, await recordForSave(e.practice ?? null, null));
  return records;
}

/** Deletes a lesson's blocks and writes the proposal's (six statements at most). */
async function replaceBlocks(
  tx: DbOrTx,
  items: { lessonId: string; p: LessonProposal }[],
  records: Map<object, PracticeValidationRecord | null>,
) {
  const ids = items.map((i) => i.lessonId);
  if (!ids.length) return;
  await tx.delete(lessonCodeExamples).where(inArray(lessonCodeExamples.lessonId, ids));
  await tx.delete(lessonExercises).where(inArray(lessonExercises.lessonId, ids));
  await tx.delete(lessonQuizzes).where(inArray(lessonQuizzes.lessonId, ids));
  const code = items.flatMap(({ lessonId, p }) =>
    p.codeExamples.map((c, k) => ({ ...c, lessonId, orderIndex: k + 1 })),
  );
  const ex = items.flatMap(({ lessonId, p }) =>
    p.exercises.map((e, k) => ({
      ...e,
      practice: e.practice ?? null,
      practiceValidation: records.get(e) ?? null,
      lessonId,
      orderIndex: k + 1,
    })),
  );
  const qz = items.flatMap(({ lessonId, p }) =>
    p.quizzes.map((q, k) => ({ ...q, lessonId, orderIndex: k + 1 })),
  );
  if (code.length) await tx.insert(lessonCodeExamples).values(code);
  if (ex.length) await tx.insert(lessonExercises).values(ex);
  if (qz.length) await tx.insert(lessonQuizzes).values(qz);
}

const lessonValues = (p: LessonProposal) => ({
  title: p.title,
  content: p.content,
  learningObjective: p.learningObjective,
  estimatedDurationMinutes: p.estimatedDurationMinutes,
  origin: "generated",
});

export async function acceptLesson(
  deps: Deps,
  actorId: string,
  versionId: string,
  lessonId: string,
  input: { expectedRevision: number; proposal: LessonProposal },
) {
  const ctx = await loadContext(deps.db, versionId);
  requireSource(ctx);
  const records = await practiceRecords([input.proposal]);
  await deps.db.transaction(async (tx) => {
    const { module } = await lessonOfCourse(tx, ctx.course.id, lessonId);
    await bumpRevision(
      tx,
      lessons,
      lessonId,
      input.expectedRevision,
      lessonValues(input.proposal),
      lessonNotFound,
    );
    await replaceBlocks(tx, [{ lessonId, p: input.proposal }], records);
    await bumpContentRevision(tx, [module.id]);
    await recordAudit(tx, {
      courseId: ctx.course.id,
      entityType: "lesson",
      entityId: lessonId,
      action: "regenerated",
      actorId,
      details: { title: input.proposal.title },
    });
  });
  return loadLessonDetail(deps.db, ctx, lessonId);
}

/** What replacing a module's lessons with `newCount` lessons removes (two statements at most). */
async function moduleImpact(db: DbOrTx, moduleId: string, newCount: number) {
  const current = await db
    .select({ id: lessons.id, title: lessons.title })
    .from(lessons)
    .where(eq(lessons.moduleId, moduleId))
    .orderBy(asc(lessons.orderIndex), asc(lessons.id));
  const removed = current.slice(newCount);
  let completed = 0;
  let learners = 0;
  if (removed.length) {
    const [row] = await db
      .select({
        completed: count(userLessonProgress.completedAt),
        learners: countDistinct(userLessonProgress.userId),
      })
      .from(userLessonProgress)
      .where(
        inArray(
          userLessonProgress.lessonId,
          removed.map((r) => r.id),
        ),
      );
    completed = Number(row?.completed ?? 0);
    learners = Number(row?.learners ?? 0);
  }
  const impact: RegenerateImpact = {
    lessonsKept: Math.min(current.length, newCount),
    lessonsAdded: Math.max(0, newCount - current.length),
    lessonsRemoved: removed.length,
    completedLessonsRemoved: completed,
    learnersAffected: learners,
  };
  return { current, removed, impact };
}

export async function proposeModule(
  deps: Deps,
  versionId: string,
  moduleId: string,
  instruction: string,
) {
  const ctx = await loadContext(deps.db, versionId);
  requireSource(ctx);
  const m = await moduleOfCourse(deps.db, ctx.course.id, moduleId);
  const { lessons: proposals } = await generateFor(deps, ctx, moduleId, instruction);
  const { impact } = await moduleImpact(deps.db, moduleId, proposals.length);
  return { proposal: { lessons: proposals }, contentRevision: m.contentRevision, impact };
}

export async function acceptModule(
  deps: Deps,
  actorId: string,
  versionId: string,
  moduleId: string,
  input: z.infer<typeof moduleAcceptInput>,
) {
  const ctx = await loadContext(deps.db, versionId);
  requireSource(ctx);
  const proposals = input.proposal.lessons;
  const records = input.dryRun ? new Map() : await practiceRecords(proposals);
  const result = await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: modules.id, contentRevision: modules.contentRevision })
      .from(modules)
      .where(and(eq(modules.id, (await moduleOfCourse(tx, ctx.course.id, moduleId)).id)))
      .for("update");
    if (locked.contentRevision !== input.expectedContentRevision)
      throw revisionConflict(locked.contentRevision);
    const { current, removed, impact } = await moduleImpact(tx, moduleId, proposals.length);
    if (input.dryRun) return { applied: false, impact };
    const kept = current.slice(0, proposals.length);
    if (kept.length) {
      // One statement for every kept lesson: same id, new text.
      const rows = sql.join(
        kept.map((l, i) => {
          const p = proposals[i];
          return sql`(${l.id}::uuid, ${p.title}, ${p.content}, ${p.learningObjective}, ${p.estimatedDurationMinutes}::int, ${i + 1}::int)`;
        }),
        sql`, `,
      );
      await tx.execute(sql`
        update ${lessons} set title = v.title, content = v.content, learning_objective = v.objective,
          estimated_duration_minutes = v.minutes, order_index = v.ord, origin = 'generated',
          revision = ${lessons.revision} + 1
        from (values ${rows}) as v(id, title, content, objective, minutes, ord)
        where ${lessons.id} = v.id`);
    }
    const added = proposals.slice(kept.length);
    const inserted = added.length
      ? await tx
          .insert(lessons)
          .values(
            added.map((p, k) => ({
              ...lessonValues(p),
              moduleId,
              orderIndex: kept.length + k + 1,
            })),
          )
          .returning({ id: lessons.id, orderIndex: lessons.orderIndex })
      : [];
    const removedProgress = removed.length
      ? await tx
          .select({
            userId: userLessonProgress.userId,
            lessonId: userLessonProgress.lessonId,
            completedAt: userLessonProgress.completedAt,
          })
          .from(userLessonProgress)
          .where(
            inArray(
              userLessonProgress.lessonId,
              removed.map((r) => r.id),
            ),
          )
      : [];
    if (removed.length)
      await tx.delete(lessons).where(
        inArray(
          lessons.id,
          removed.map((r) => r.id),
        ),
      );
    const byOrder = new Map(inserted.map((r) => [r.orderIndex, r.id]));
    await replaceBlocks(
      tx,
      proposals.map((p, i) => ({ lessonId: kept[i]?.id ?? byOrder.get(i + 1)!, p })),
      records,
    );
    await bumpContentRevision(tx, [moduleId]);
    if (impact.lessonsAdded || impact.lessonsRemoved)
      await recomputeCourseProgress(tx, ctx.course.id);
    await recordAudit(tx, {
      courseId: ctx.course.id,
      entityType: "module",
      entityId: moduleId,
      action: "regenerated",
      actorId,
      // Progress of removed lessons is kept here, no longer counted.
      details: { ...impact, removedLessons: removed, removedProgress },
    });
    return { applied: true, impact };
  });
  const module = result.applied
    ? ((await loadOutline(deps.db, ctx)).find((m) => m.id === moduleId) ?? null)
    : null;
  return { ...result, module };
}
