import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { courseProjects } from "../../db/schema";
import type { PreviewResponse, PublishProblem } from "@shared/contracts/admin";
import { PROJECT_LIMITS, type RubricCriterion } from "@shared/domain/projects";
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
 * empty brief (the preview lists the same). Checks are validated by the shared schema when
 * saved; a project has no model solution to run against them.
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
