import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import type { PracticeValidationRecord } from "../../../db/schema";
import type { PreviewResponse } from "@shared/contracts/admin";
import { practiceSpecSchema } from "@shared/domain/practice";
import { currentRecord, isGeneratedPlain, recordVerdict } from "../../../practice/practice-engine";
import type { CourseContent } from "../admin.service";

/**
 * The publish gate's rule for code exercises (issue 29, decision 0083), the same for the
 * preview and publishing: a code exercise whose model solution fails its own checks, or
 * whose starter code already passes all of them, blocks; an exercise the AI could not make
 * runnable (stored plain) is a warning. Stored outcomes of unchanged exercises are used; the
 * others are validated now and their outcome stored in one statement.
 */
export async function practiceGateProblems(
  db: DbOrTx,
  content: CourseContent,
  titles: { modules: { title: string; lessons: { id: string; title: string }[] }[] },
): Promise<PreviewResponse["problems"]> {
  const where = new Map<string, { moduleTitle: string; lessonTitle: string }>();
  for (const m of titles.modules)
    for (const l of m.lessons) where.set(l.id, { moduleTitle: m.title, lessonTitle: l.title });
  const lessonOrder = new Map(content.lessons.map((l, i) => [l.id, i]));
  const exercises = [...content.exercises].sort(
    (a, b) => (lessonOrder.get(a.lessonId) ?? 0) - (lessonOrder.get(b.lessonId) ?? 0),
  );
  const problems: PreviewResponse["problems"] = [];
  const fresh: { id: string; record: PracticeValidationRecord }[] = [];
  for (const e of exercises) {
    const at = where.get(e.lessonId);
    if (!at) continue;
    const stored = e.practiceValidation as PracticeValidationRecord | null;
    if (!e.practice) {
      if (isGeneratedPlain(stored)) problems.push({ kind: "practice_generated_plain", ...at });
      continue;
    }
    const spec = practiceSpecSchema.safeParse(e.practice);
    if (!spec.success) {
      problems.push({ kind: "practice_solution_fails", ...at });
      continue;
    }
    const { record, fresh: isFresh } = await currentRecord(spec.data, stored);
    if (isFresh) fresh.push({ id: e.id, record });
    const verdict = recordVerdict(record);
    if (verdict.solutionFails) problems.push({ kind: "practice_solution_fails", ...at });
    if (verdict.starterPasses) problems.push({ kind: "practice_starter_passes", ...at });
  }
  if (fresh.length) await storeRecords(db, fresh);
  return problems;
}

/** Stores validation outcomes of several exercises in one statement. */
export async function storeRecords(
  db: DbOrTx,
  rows: { id: string; record: PracticeValidationRecord }[],
) {
  const values = sql.join(
    rows.map((r) => sql`(${r.id}::uuid, ${JSON.stringify(r.record)}::jsonb)`),
    sql`, `,
  );
  await db.execute(
    sql`update lesson_exercises as e set practice_validation = v.record
        from (values ${values}) as v(id, record) where e.id = v.id`,
  );
}
