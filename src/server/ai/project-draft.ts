import { z } from "zod";
import { projectInputSchema, type ProjectInput } from "@shared/contracts/projects";
import { PRACTICE_LIMITS, practiceSpecSchema, type PracticeRuntime } from "@shared/domain/practice";
import { PROJECT_LIMITS, type ProjectRuntime } from "@shared/domain/projects";
import { validatePracticeExercise } from "../practice/practice-engine";
import { practiceRuntimesFor } from "../practice/practice-generation";
import { languageName, type Prompt } from "./prompts";
import type { CourseBrief } from "./schemas";

/**
 * "Projekt mit KI entwerfen" (issue 30, decision 0142): a capstone project for a course drafted
 * from its outline, by the configured model (structured output, checked here) or by the
 * offline template (offline-project.ts). The draft is never saved here: the editor opens it as
 * a new project the author checks and saves.
 */

export interface ProjectDraftRequest {
  course: CourseBrief;
  modules: { title: string; description: string; lessonTitles: string[] }[];
  /** The author's wish, may be empty. */
  instruction: string;
}

/** What the editor receives: a project input, not saved (no ids, no revision). */
export type ProjectDraft = Omit<ProjectInput, "idempotencyKey">;

const text = z.string().refine((s) => s.trim().length > 0, { message: "must not be blank" });
const file = z.object({ name: z.string(), content: z.string() });

/** The model's answer (every field required, nullable where it may be empty). */
export const projectDraftModelSchema = z.object({
  title: text,
  brief: text,
  runtime: z.string(),
  starter_files: z.array(file).max(PRACTICE_LIMITS.files),
  solution_files: z.array(file).max(PRACTICE_LIMITS.files),
  checks: z
    .array(
      z.object({
        title: text,
        hidden: z.boolean(),
        code: z.string(),
        expected_rows: z.array(z.array(z.string().nullable())).nullable(),
        ordered: z.boolean(),
      }),
    )
    .max(5),
  dataset: z.string().nullable(),
  rubric: z
    .array(z.object({ title: text, description: text, fulfilled: text }))
    .min(PROJECT_LIMITS.criteriaMin)
    .max(PROJECT_LIMITS.criteriaMax),
});
export type ProjectDraftModel = z.infer<typeof projectDraftModelSchema>;

/** The runtimes a course's project may use: its skill area's, and always "external". */
export const projectRuntimesFor = (skillArea: string | null | undefined): ProjectRuntime[] => [
  ...practiceRuntimesFor(skillArea),
  "external",
];

/** The model's answer as a project input (criterion ids k1…, check ids c1…). */
export function draftOfModel(m: ProjectDraftModel): ProjectDraft {
  const runtime = m.runtime.trim().toLowerCase() as ProjectRuntime;
  const coded = runtime !== "external";
  const checks =
    coded && m.checks.length
      ? {
          checks: m.checks.map((c, i) => ({
            id: `c${i + 1}`,
            title: c.title.trim(),
            hidden: c.hidden,
            code: c.code,
            ...(c.expected_rows ? { expectedRows: c.expected_rows } : {}),
            ordered: c.ordered,
          })),
          ...(runtime === "sql" && m.dataset ? { dataset: m.dataset } : {}),
          timeLimitMs: PRACTICE_LIMITS.timeLimitMsDefault,
        }
      : null;
  return {
    moduleId: null,
    orderIndex: 0,
    title: m.title.trim().slice(0, PROJECT_LIMITS.titleChars),
    brief: m.brief,
    runtime,
    starterFiles: coded ? m.starter_files : [],
    solutionFiles: checks ? m.solution_files : [],
    checks,
    rubric: m.rubric.map((c, i) => ({
      id: `k${i + 1}`,
      title: c.title.trim(),
      description: c.description.trim(),
      fulfilled: c.fulfilled.trim(),
    })),
    requiredForCertificate: false,
  };
}

/**
 * What is wrong with a draft, for the model (English), or null: the project schema the editor
 * saves with, a runtime the course's skill area allows, and a model solution that passes every
 * check. On the `last` attempt failing checks are dropped (the author adds them) instead.
 */
export async function draftProblem(
  draft: ProjectDraft,
  runtimes: readonly ProjectRuntime[],
  last: boolean,
): Promise<string | null> {
  if (!runtimes.includes(draft.runtime)) return `runtime must be one of ${runtimes.join(", ")}`;
  const parsed = projectInputSchema.safeParse(draft);
  if (!parsed.success)
    return parsed.error.issues.map((x) => `${x.path.join(".")}: ${x.message}`).join("\n");
  if (!draft.checks) return null;
  const spec = practiceSpecSchema.safeParse({
    runtime: draft.runtime as PracticeRuntime,
    starterFiles: draft.starterFiles,
    solutionFiles: draft.solutionFiles,
    checks: draft.checks.checks,
    dataset: draft.checks.dataset,
    timeLimitMs: draft.checks.timeLimitMs,
  });
  let problem: string | null = null;
  if (!spec.success)
    problem = `solution_files: ${spec.error.issues.map((x) => `${x.path.join(".")}: ${x.message}`).join("; ")}`;
  else {
    const v = await validatePracticeExercise(spec.data);
    const failing = v.problems.filter((p) => p.kind !== "starterPasses");
    if (failing.length)
      problem = `the solution files do not pass every check: ${failing
        .map((p) => (p.kind === "solutionFails" ? `"${p.checkTitle}" fails` : p.kind))
        .join("; ")}`;
  }
  if (!problem) return null;
  if (!last) return problem;
  // After the last attempt the draft keeps its brief and rubric, without the unsound checks.
  draft.checks = null;
  draft.solutionFiles = [];
  return null;
}

const RUNTIME_LINES: Record<ProjectRuntime, string> = {
  web: "web: a page in the browser; files index.html (link script.js and style.css), script.js, style.css; a check is the body of an async JavaScript function run in the page after it loaded, it fails by throwing (use expectEqual(actual, expected)).",
  javascript:
    "javascript: file main.js (no import/export, no DOM); a check is the body of an async JavaScript function run after main.js in the same scope (use expectEqual(actual, expected)).",
  python:
    "python: file main.py; a check is Python run after main.py in the same globals (use expect_equal(actual, expected) or assert).",
  sql: "sql: file query.sql (PostgreSQL); dataset is a CREATE TABLE/INSERT script; a check compares the result of the learner's last statement with expected_rows (every cell as text).",
  external:
    "external: the learner builds the project anywhere and submits a link (repository or deployed site) and a description; no files, no checks.",
};

/** The prompt: the course, its modules and lessons, the runtimes it may use. */
export function projectDraftPrompt(input: ProjectDraftRequest): Prompt {
  const c = input.course;
  const runtimes = projectRuntimesFor(c.skillArea);
  const lang = languageName(c.language);
  return {
    system: [
      "You are an experienced instructional designer who writes project-based online courses for tech skills.",
      "You design the capstone project that ends a course: a real piece of work a career changer can show an employer, reviewed by a person against a rubric.",
      `Write every text the learner or reviewer reads (title, brief, rubric, check titles, comments in files) in ${lang}.`,
      "You answer with a single JSON object that matches the given JSON schema, nothing else.",
    ].join(" "),
    prompt: [
      "Draft the capstone project of this course.",
      "",
      "## Course",
      `Title: ${c.title}`,
      `Description: ${c.description}`,
      `Difficulty: ${c.difficulty}`,
      `Estimated duration: ${c.estimatedHours} hours`,
      c.topic ? `Topic: ${c.topic}` : null,
      c.specificGoals ? `Specific goals of the learners: ${c.specificGoals}` : null,
      "",
      "## Modules",
      ...input.modules.map(
        (m, i) =>
          `${i + 1}. ${m.title}: ${m.description}${m.lessonTitles.length ? ` (lessons: ${m.lessonTitles.join("; ")})` : ""}`,
      ),
      input.instruction ? `\n## The author's wish\n${input.instruction}` : null,
      "",
      "## Requirements",
      "- title: short and concrete.",
      "- brief: markdown; the situation, what to build, the milestones (one per module where it fits), what to submit. It uses what the modules teach and fits the course's duration and difficulty.",
      `- runtime: one of ${runtimes.join(", ")}.`,
      ...runtimes.map((r) => `  - ${RUNTIME_LINES[r]}`),
      "- starter_files: what the learner starts from (empty for external): small, with TODO comments.",
      "- checks: zero to five automatic checks of essentials only (empty for external); each title says what it checks. expected_rows null unless runtime is sql; dataset null unless runtime is sql.",
      "- solution_files: a complete model solution that passes every check (same file names as starter_files; empty when there are no checks).",
      `- rubric: ${PROJECT_LIMITS.criteriaMin} to ${PROJECT_LIMITS.criteriaMax} criteria a reviewer marks; each with a title, a description of what it asks, and "fulfilled": what exactly the learner's work shows when the criterion is met.`,
    ]
      .filter((l) => l !== null)
      .join("\n"),
  };
}
