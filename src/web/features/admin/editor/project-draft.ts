/**
 * The project form's pure parts (issue 30, decision 0122): a new project, a runtime switch,
 * and the shared schema's problems grouped by field so each shows beside its input.
 */
import {
  projectInputSchema,
  type AdminProject,
  type ProjectInput,
} from "@shared/contracts/projects";
import { PROJECT_LIMITS, type ProjectRuntime, type RubricCriterion } from "@shared/domain/projects";
import { PRACTICE_ENTRY, PRACTICE_LIMITS, type PracticeRuntime } from "@shared/domain/practice";

export type ProjectDraft = ProjectInput;

const STARTER: Record<PracticeRuntime, string> = {
  web: '<!doctype html>\n<html lang="de">\n  <head>\n    <meta charset="utf-8" />\n    <title>Mein Projekt</title>\n  </head>\n  <body>\n    <h1>Mein Projekt</h1>\n  </body>\n</html>\n',
  javascript: "// Dein Projekt beginnt hier\n",
  python: "# Dein Projekt beginnt hier\n",
  sql: "-- Deine Abfragen\nSELECT 1;\n",
};

export const starterFilesFor = (runtime: ProjectRuntime) =>
  runtime === "external" ? [] : [{ name: PRACTICE_ENTRY[runtime], content: STARTER[runtime] }];

/** A criterion id not used yet ("k1", "k2", …). */
export function nextCriterionId(rubric: Pick<RubricCriterion, "id">[]): string {
  let n = rubric.length + 1;
  while (rubric.some((c) => c.id === `k${n}`)) n++;
  return `k${n}`;
}

export const emptyCriterion = (rubric: Pick<RubricCriterion, "id">[]): RubricCriterion => ({
  id: nextCriterionId(rubric),
  title: "",
  description: "",
  fulfilled: "",
});

/** A new project: a capstone at the course's end, external, three empty criteria. */
export function newProjectDraft(orderIndex: number): ProjectDraft {
  const rubric: RubricCriterion[] = [];
  for (let i = 0; i < PROJECT_LIMITS.criteriaMin; i++) rubric.push(emptyCriterion(rubric));
  return {
    moduleId: null,
    orderIndex,
    title: "",
    brief: "",
    runtime: "external",
    starterFiles: [],
    checks: null,
    rubric,
    requiredForCertificate: false,
    solutionFiles: [],
  };
}

export function draftOf(p: AdminProject): ProjectDraft {
  return {
    moduleId: p.moduleId,
    orderIndex: p.orderIndex,
    title: p.title,
    brief: p.brief,
    runtime: p.runtime,
    starterFiles: p.starterFiles,
    checks: p.checks,
    rubric: p.rubric,
    requiredForCertificate: p.requiredForCertificate,
    solutionFiles: p.solutionFiles,
  };
}

/** External projects have no files and no checks; a runtime starts from its template. */
export function withRuntime(d: ProjectDraft, runtime: ProjectRuntime): ProjectDraft {
  if (runtime === "external")
    return { ...d, runtime, starterFiles: [], checks: null, solutionFiles: [] };
  const keepFiles = d.runtime !== "external" && d.starterFiles.length > 0;
  return {
    ...d,
    runtime,
    starterFiles: keepFiles ? d.starterFiles : starterFilesFor(runtime),
    checks: d.runtime === runtime ? d.checks : null,
    solutionFiles: d.runtime === runtime ? d.solutionFiles : [],
  };
}

export const newChecks = (): NonNullable<ProjectDraft["checks"]> => ({
  checks: [{ id: "c1", title: "", hidden: false, ordered: false, code: "" }],
  timeLimitMs: PRACTICE_LIMITS.timeLimitMsDefault,
});

export interface DraftProblems {
  /** Field → first message ("title", "brief", "runtime", "starterFiles", "checks", "solutionFiles", "rubric"). */
  fields: Partial<Record<string, string>>;
  /** Criterion index → its field → message. */
  criteria: Record<number, Partial<Record<keyof RubricCriterion, string>>>;
  count: number;
}

/** Validates with the shared schema (the server's own) and groups the messages by field. */
export function draftProblems(d: ProjectDraft): DraftProblems {
  const res = projectInputSchema.safeParse(d);
  const out: DraftProblems = { fields: {}, criteria: {}, count: 0 };
  if (res.success) return out;
  for (const issue of res.error.issues) {
    const [head, index, field] = issue.path;
    out.count++;
    if (head === "rubric" && typeof index === "number" && typeof field === "string") {
      const c = (out.criteria[index] ??= {});
      c[field as keyof RubricCriterion] ??= issue.message;
    } else {
      const key = typeof head === "string" ? head : "form";
      out.fields[key] ??= issue.message;
    }
  }
  return out;
}
