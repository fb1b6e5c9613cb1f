import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { courseProjects } from "../../db/schema";
import type { PreviewResponse, PublishProblem } from "@shared/contracts/admin";
import { PROJECT_LIMITS, type RubricCriterion } from "@shared/domain/projects";
import { practiceSpecSchema } from "@shared/domain/practice";
import type { PracticeValidationRecord } from "../../db/schema";
import { currentRecord, recordVerdict } from "../../practice/practice-engine";
import type { CourseTranslationOverlay } from "@shared/domain/translation";
import { rowsOf } from "./projects-sql";

/*
 * Projects in the preview, the publish gate and translations (issue 30, decision 0122): the
 * admin module's one check of a version (`checkVersion`) reads a course's projects here,
 * shows them in the version's language and refuses a course whose project is not ready.
 */

export type PreviewProject = PreviewResponse["projects"][number];

/** A course's projects in their order (one statement). */
export async function projectsOfCourse(db: DbOrTx, courseId: string): Promise<PreviewProject[]> {
  return rowsOf<PreviewProject>(
    db,
    sql`select p.id, p.module_id as "moduleId", p.title, p.brief, p.runtime, p.rubric,
        p.required_for_certificate as "requiredForCertificate",
        coalesce(jsonb_array_length(p.checks -> 'checks'), 0)::int as checks
      from ${courseProjects} p where p.course_id = ${courseId}
      order by p.order_index, p.created_at, p.id`,
  );
}

/** The project's texts from a translation overlay, where it has them (code stays). */
export function overlaidProject<
  P extends { id: string; title: string; brief: string; rubric: RubricCriterion[] },
>(p: P, overlay: CourseTranslationOverlay | null | undefined): P {
  const t = overlay?.projects?.[p.id];
  if (!t) return p;
  return {
    ...p,
    title: t.title || p.title,
    brief: t.brief || p.brief,
    rubric: p.rubric.map((c) => {
      const tc = t.rubric[c.id];
      return tc
        ? {
            ...c,
            title: tc.title || c.title,
            description: tc.description || c.description,
            fulfilled: tc.fulfilled || c.fulfilled,
          }
        : c;
    }),
    ...withCheckTitles(p, t.checkTitles),
  };
}

/** The translated titles of a project's automatic checks (decision 0146), where `p` has them. */
function withCheckTitles(p: object, titles: Record<string, string> | undefined): object {
  const checks = (p as { checks?: unknown }).checks;
  if (!titles || !checks || typeof checks !== "object" || !("checks" in checks)) return {};
  const list = (checks as { checks: { id: string; title: string }[] }).checks;
  return {
    checks: { ...checks, checks: list.map((c) => ({ ...c, title: titles[c.id] || c.title })) },
  };
}

/**
 * What refuses publishing a course with these projects: a rubric outside 3–8 criteria, an
 * empty brief (the preview lists the same). A project's checks are run against its model
 * solution by `projectSolutionProblems`.
 */
export function projectProblems(projects: PreviewProject[]): PublishProblem[] {
  const problems: PublishProblem[] = [];
  for (const p of projects) {
    const n = p.rubric.length;
    if (n < PROJECT_LIMITS.criteriaMin || n > PROJECT_LIMITS.criteriaMax)
      problems.push({ kind: "project_rubric_size", projectTitle: p.title });
    if (!p.brief.trim()) problems.push({ kind: "project_brief_empty", projectTitle: p.title });
  }
  return problems;
}

interface SolutionRow {
  id: string;
  runtime: string;
  starter_files: unknown;
  solution_files: unknown;
  checks: { checks: unknown[]; dataset?: string; timeLimitMs: number };
  solution_validation: PracticeValidationRecord | null;
}

/**
 * "Lösung prüfen" for projects (decision 0143), like the gate's rule for code exercises: the
 * checks of every project with checks run against its model solution; failing blocks, no
 * model solution is a warning. Stored outcomes of unchanged projects are used; fresh ones are
 * stored in one statement (two statements at most, whatever the number of projects).
 * `titles`: the projects' titles in the version's language, by id.
 */
export async function projectSolutionProblems(
  db: DbOrTx,
  courseId: string,
  titles: Map<string, string>,
): Promise<PublishProblem[]> {
  const rows = await rowsOf<SolutionRow>(
    db,
    sql`select p.id, p.runtime, p.starter_files, p.solution_files, p.checks, p.solution_validation
      from ${courseProjects} p where p.course_id = ${courseId} and p.checks is not null
        and p.runtime <> 'external'
      order by p.order_index, p.created_at, p.id`,
  );
  const problems: PublishProblem[] = [];
  const fresh: { id: string; record: PracticeValidationRecord }[] = [];
  for (const p of rows) {
    const projectTitle = titles.get(p.id) ?? "";
    if (!Array.isArray(p.solution_files) || p.solution_files.length === 0) {
      problems.push({ kind: "project_solution_missing", projectTitle });
      continue;
    }
    const spec = practiceSpecSchema.safeParse({
      runtime: p.runtime,
      starterFiles: p.starter_files,
      solutionFiles: p.solution_files,
      checks: p.checks.checks,
      dataset: p.checks.dataset,
      timeLimitMs: p.checks.timeLimitMs,
    });
    if (!spec.success) {
      problems.push({ kind: "project_solution_fails", projectTitle });
      continue;
    }
    const { record, fresh: isFresh } = await currentRecord(spec.data, p.solution_validation);
    if (isFresh) fresh.push({ id: p.id, record });
    // A project's starter may pass its checks: only the model solution is judged.
    if (recordVerdict(record).solutionFails)
      problems.push({ kind: "project_solution_fails", projectTitle });
  }
  if (fresh.length) {
    const values = sql.join(
      fresh.map((r) => sql`(${r.id}::uuid, ${JSON.stringify(r.record)}::jsonb)`),
      sql`, `,
    );
    await db.execute(
      sql`update ${courseProjects} as p set solution_validation = v.record
        from (values ${values}) as v(id, record) where p.id = v.id`,
    );
  }
  return problems;
}
