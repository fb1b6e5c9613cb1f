import { and, eq, max } from "drizzle-orm";
import type { z } from "zod";
import type { Deps } from "../../../context";
import type { DbOrTx } from "../../../db/client";
import { lessonCodeExamples, lessonExercises, lessonQuizzes, lessons } from "../../../db/schema";
import { parseQuizChoices } from "@shared/domain/quiz";
import type {
  BlockKind,
  blocksOrderInput,
  codeExampleWrite,
  exerciseWrite,
  quizWrite,
} from "@shared/contracts/editor";
import type { CourseTranslationOverlay } from "@shared/domain/translation";
import { recordAudit } from "../../audit/audit.service";
import { isUuid } from "../admin.service";
import {
  bumpContentRevision,
  bumpRevision,
  editorNotFound,
  lessonNotFound,
  lessonOfCourse,
  loadContext,
  orderMismatch,
  requireSource,
  structureSourceOnly,
  writeOverlay,
  writeOrder,
  type VersionContext,
} from "./editor-common";
import { loadLessonDetail } from "./editor.service";
import { recordForSave, translatedCheckTitles } from "./editor-practice";
import { keptCheckMessages } from "@shared/domain/practice-messages";
import { sourcesOf } from "../translation/admin-translation-overlay";

/** Code examples, exercises and quizzes of a lesson; every write bumps the lesson's revision. */

export type BlockInput = {
  "code-examples": z.infer<typeof codeExampleWrite>;
  exercises: z.infer<typeof exerciseWrite>;
  quizzes: z.infer<typeof quizWrite>;
};

const TABLES = {
  "code-examples": lessonCodeExamples,
  exercises: lessonExercises,
  quizzes: lessonQuizzes,
} as const;
type BlockTable = (typeof TABLES)[BlockKind];

const blockNotFound = () => editorNotFound("BLOCK_NOT_FOUND");

/** The columns a block writes in the source version. */
function sourceValues<K extends BlockKind>(kind: K, input: BlockInput[K]) {
  if (kind === "code-examples") {
    const v = input as BlockInput["code-examples"];
    return {
      title: v.title,
      description: v.description || null,
      language: v.language,
      code: v.code,
    };
  }
  if (kind === "exercises") {
    const v = input as BlockInput["exercises"];
    return {
      task: v.task,
      hint: v.hint || null,
      solution: v.solution || null,
      practice: v.practice ?? null,
    };
  }
  const v = input as BlockInput["quizzes"];
  return {
    question: v.question,
    choices: v.choices,
    correctAnswer: v.correctAnswer,
    explanation: v.explanation || null,
  };
}

/** A translation writes text only; the structure (language, choices, answer) stays the source's. */
function overlayText(
  kind: BlockKind,
  input: BlockInput[BlockKind],
  row: Record<string, unknown>,
  o: CourseTranslationOverlay,
) {
  const id = row.id as string;
  if (kind === "code-examples") {
    const v = input as BlockInput["code-examples"];
    if (v.language !== row.language) throw structureSourceOnly();
    o.codeExamples[id] = { title: v.title, description: v.description || null, code: v.code };
  } else if (kind === "exercises") {
    const v = input as BlockInput["exercises"];
    const checkTitles = translatedCheckTitles(
      row as Parameters<typeof translatedCheckTitles>[0],
      v.practice ?? null,
    );
    o.exercises[id] = {
      task: v.task,
      hint: v.hint || null,
      solution: v.solution || null,
      ...(checkTitles
        ? { checkTitles }
        : o.exercises[id]?.checkTitles
          ? { checkTitles: o.exercises[id].checkTitles }
          : {}),
      ...messagesToKeep(row.practice, v.checkMessages, o.exercises[id]?.checkMessages),
    };
  } else {
    const v = input as BlockInput["quizzes"];
    if (
      v.choices.length !== parseQuizChoices(row.choices).length ||
      v.correctAnswer !== row.correctAnswer
    )
      throw structureSourceOnly();
    o.quizzes[id] = {
      question: v.question,
      choices: v.choices,
      explanation: v.explanation || null,
    };
  }
}

/**
 * The checks' translated messages of a translation's save (decision 0157): the sent ones,
 * only for messages the source's checks throw and not blank; none sent: the stored ones stay.
 */
function messagesToKeep(
  practice: unknown,
  sent: Record<string, Record<string, string>> | undefined,
  stored: Record<string, Record<string, string>> | undefined,
) {
  const checkMessages = sent ? keptCheckMessages(sourcesOf(practice), sent) : stored;
  return checkMessages ? { checkMessages } : {};
}

/** An exercise's practice validation to write with its save ({} for other blocks). */
async function practiceRecord<K extends BlockKind>(kind: K, input: BlockInput[K], stored: unknown) {
  if (kind !== "exercises") return {};
  const v = input as BlockInput["exercises"];
  return { practiceValidation: await recordForSave(v.practice ?? null, stored) };
}

/** The stored validation of an exercise (null when there is none or the id is not this lesson's). */
async function storedValidation(db: DbOrTx, lessonId: string, blockId: string) {
  if (!isUuid(blockId)) return null;
  const [row] = await db
    .select({
      practice: lessonExercises.practice,
      practiceValidation: lessonExercises.practiceValidation,
    })
    .from(lessonExercises)
    .where(and(eq(lessonExercises.id, blockId), eq(lessonExercises.lessonId, lessonId)));
  return row?.practiceValidation ?? null;
}

async function blockOf(tx: DbOrTx, table: BlockTable, lessonId: string, blockId: string) {
  if (!isUuid(blockId)) throw blockNotFound();
  const [row] = await tx
    .select()
    .from(table)
    .where(and(eq(table.id, blockId), eq(table.lessonId, lessonId)));
  if (!row) throw blockNotFound();
  return row as Record<string, unknown>;
}

/** Lesson of this course, its revision checked and bumped (two statements). */
async function lockLesson(tx: DbOrTx, ctx: VersionContext, lessonId: string, expected: number) {
  const row = await lessonOfCourse(tx, ctx.course.id, lessonId);
  await bumpRevision(tx, lessons, lessonId, expected, {}, lessonNotFound);
  if (ctx.isSource) await bumpContentRevision(tx, [row.module.id]);
  return row;
}

const audit = (
  ctx: VersionContext,
  actorId: string,
  kind: BlockKind,
  id: string,
  action: string,
  details: Record<string, unknown>,
) => ({
  courseId: ctx.course.id,
  entityType: "block",
  entityId: id,
  action,
  actorId,
  details: { kind, language: ctx.version.language, ...details },
});

export async function addBlock<K extends BlockKind>(
  deps: Deps,
  actorId: string,
  versionId: string,
  lessonId: string,
  kind: K,
  input: BlockInput[K],
) {
  const ctx = await loadContext(deps.db, versionId);
  requireSource(ctx);
  const table: BlockTable = TABLES[kind];
  const practiceValidation = await practiceRecord(kind, input, null);
  await deps.db.transaction(async (tx) => {
    await lockLesson(tx, ctx, lessonId, input.expectedRevision);
    const [{ last }] = await tx
      .select({ last: max(table.orderIndex) })
      .from(table)
      .where(eq(table.lessonId, lessonId));
    const [row] = await tx
      .insert(table)
      .values({
        lessonId,
        orderIndex: (last ?? 0) + 1,
        ...sourceValues(kind, input),
        ...practiceValidation,
      } as never)
      .returning({ id: table.id });
    await recordAudit(tx, audit(ctx, actorId, kind, row.id, "created", { lessonId }));
  });
  return loadLessonDetail(deps.db, ctx, lessonId);
}

export async function patchBlock<K extends BlockKind>(
  deps: Deps,
  actorId: string,
  versionId: string,
  lessonId: string,
  kind: K,
  blockId: string,
  input: BlockInput[K],
) {
  const ctx = await loadContext(deps.db, versionId);
  const table: BlockTable = TABLES[kind];
  // A changed practice part is validated before the transaction (it may take seconds).
  const practiceValidation =
    ctx.isSource && kind === "exercises"
      ? await practiceRecord(kind, input, await storedValidation(deps.db, lessonId, blockId))
      : {};
  await deps.db.transaction(async (tx) => {
    await lockLesson(tx, ctx, lessonId, input.expectedRevision);
    const row = await blockOf(tx, table, lessonId, blockId);
    if (ctx.isSource)
      await tx
        .update(table)
        .set({ ...sourceValues(kind, input), ...practiceValidation } as never)
        .where(eq(table.id, blockId));
    else await writeOverlay(tx, ctx, (o) => overlayText(kind, input, row, o));
    await recordAudit(tx, audit(ctx, actorId, kind, blockId, "updated", { lessonId }));
  });
  return loadLessonDetail(deps.db, ctx, lessonId);
}

export async function deleteBlock(
  deps: Deps,
  actorId: string,
  versionId: string,
  lessonId: string,
  kind: BlockKind,
  blockId: string,
  expectedRevision: number,
) {
  const ctx = await loadContext(deps.db, versionId);
  requireSource(ctx);
  const table: BlockTable = TABLES[kind];
  await deps.db.transaction(async (tx) => {
    await lockLesson(tx, ctx, lessonId, expectedRevision);
    const row = await blockOf(tx, table, lessonId, blockId);
    await tx.delete(table).where(eq(table.id, blockId));
    // The removed block is kept in the audit trail.
    await recordAudit(tx, audit(ctx, actorId, kind, blockId, "deleted", { lessonId, row }));
  });
  return loadLessonDetail(deps.db, ctx, lessonId);
}

export async function reorderBlocks(
  deps: Deps,
  actorId: string,
  versionId: string,
  lessonId: string,
  input: z.infer<typeof blocksOrderInput>,
) {
  const ctx = await loadContext(deps.db, versionId);
  requireSource(ctx);
  await deps.db.transaction(async (tx) => {
    await lockLesson(tx, ctx, lessonId, input.expectedRevision);
    const detail = await loadLessonDetail(tx, ctx, lessonId);
    const lists = [
      [TABLES["code-examples"], input.codeExamples, detail.lesson.codeExamples],
      [TABLES.exercises, input.exercises, detail.lesson.exercises],
      [TABLES.quizzes, input.quizzes, detail.lesson.quizzes],
    ] as const;
    for (const [, ids, cur] of lists) {
      const set = new Set(ids);
      if (set.size !== ids.length || ids.length !== cur.length || cur.some((b) => !set.has(b.id)))
        throw orderMismatch();
    }
    for (const [table, ids] of lists) await writeOrder(tx, table, ids);
    const { expectedRevision: _, ...order } = input;
    await recordAudit(tx, {
      courseId: ctx.course.id,
      entityType: "lesson",
      entityId: lessonId,
      action: "blocks-reordered",
      actorId,
      details: order,
    });
  });
  return loadLessonDetail(deps.db, ctx, lessonId);
}
