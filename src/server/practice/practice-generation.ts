import { z } from "zod";
import {
  PRACTICE_RUNTIMES,
  practiceSpecSchema,
  type PracticeRuntime,
  type PracticeSpec,
} from "@shared/domain/practice";
import type { PracticeValidationRecord } from "../db/schema";
import {
  generatedPlainRecord,
  validationRecord,
  type PracticeProblem,
} from "./practice-engine";

/**
 * Runnable exercises from AI generation (issue 29, decision 0084). Where the course's skill
 * area calls for code, the lesson schema asks for an exercise's practice part; the server
 * validates each one (the model solution passes every check, the starter code fails one),
 * asks the model again with the problems (within AI_MAX_ATTEMPTS) and after the last
 * attempt keeps the failing exercises as plain exercises with a note for the preview.
 */

/** The runtimes a course's skill area calls for (none: plain exercises as before). */
export function practiceRuntimesFor(skillArea: string | null | undefined): PracticeRuntime[] {
  if (skillArea === "web-development") return ["web"];
  if (skillArea === "data-analytics") return ["sql", "python"];
  if (skillArea === "ai-automation") return ["javascript", "python"];
  return [];
}

const file = z.object({ name: z.string(), content: z.string() });

/** The practice part as the model writes it (every field required, nullable where it may be empty). */
export const generatedPracticeSchema = z.object({
  runtime: z.enum(PRACTICE_RUNTIMES),
  starter_files: z.array(file).min(1).max(4),
  solution_files: z.array(file).min(1).max(4),
  checks: z
    .array(
      z.object({
        title: z.string(),
        hidden: z.boolean(),
        code: z.string(),
        expected_rows: z.array(z.array(z.string().nullable())).nullable(),
        expected_columns: z.array(z.string()).nullable(),
        ordered: z.boolean(),
      }),
    )
    .min(1)
    .max(8),
  dataset: z.string().nullable(),
});
export type GeneratedPractice = z.infer<typeof generatedPracticeSchema>;

/** What the server settled for one lesson's exercise (kept on the exercise object until written). */
export interface SettledPractice {
  spec: PracticeSpec | null;
  record: PracticeValidationRecord | null;
}

/** A generated exercise; `practice` only when the schema asked for it, `settled` set by the server. */
export interface GeneratedExercise {
  task: string;
  hint: string;
  solution: string;
  practice?: GeneratedPractice | null;
  settled?: SettledPractice;
}

/** The model's practice part as a PracticeSpec (check ids c1, c2 …), or the schema's complaint. */
export function practiceSpecOf(g: GeneratedPractice) {
  return practiceSpecSchema.safeParse({
    runtime: g.runtime,
    starterFiles: g.starter_files,
    solutionFiles: g.solution_files,
    checks: g.checks.map((c, i) => ({
      id: `c${i + 1}`,
      title: c.title,
      hidden: c.hidden,
      code: c.code,
      ...(c.expected_rows ? { expectedRows: c.expected_rows } : {}),
      ...(c.expected_columns ? { expectedColumns: c.expected_columns } : {}),
      ordered: c.ordered,
    })),
    ...(g.dataset ? { dataset: g.dataset } : {}),
  });
}

/** A problem as the model and the preview's note read it (English for the model). */
function describe(p: PracticeProblem): string {
  if (p.kind === "starterPasses")
    return "the starter files already pass every check (they must fail at least one)";
  if (p.kind === "solutionError")
    return `the solution files do not run: ${p.limit ? `stopped at the ${p.limit} limit` : p.error}`;
  const f = p.failure;
  const detail =
    f?.kind === "equal"
      ? `expected ${f.expected}, got ${f.actual}`
      : f && "text" in f
        ? f.text
        : f
          ? JSON.stringify(f)
          : "failed";
  return `the solution files fail the check "${p.checkTitle}": ${detail}`;
}

/**
 * Validates every practice part of `lessons` (one after the other) and records the outcome
 * on each exercise (`settled`). Answers the problems for the model (null: all runnable).
 * On the `last` attempt nothing is asked again: failing exercises become plain, with a note.
 */
export async function settlePractice(
  lessons: { title: string; exercise: GeneratedExercise | null }[],
  runtimes: readonly PracticeRuntime[],
  last: boolean,
): Promise<string | null> {
  const problems: string[] = [];
  for (const [i, lesson] of lessons.entries()) {
    if (!lesson.exercise) continue;
    const g = lesson.exercise.practice;
    if (!g) {
      lesson.exercise.settled = { spec: null, record: null };
      continue;
    }
    const where = `lesson ${i + 1} ("${lesson.title}"), exercise.practice`;
    const parsed = practiceSpecOf(g);
    let reasons: string[];
    if (!parsed.success) {
      reasons = parsed.error.issues.map((x) => `${x.path.join(".")}: ${x.message}`);
    } else if (!runtimes.includes(parsed.data.runtime)) {
      reasons = [`runtime must be one of ${runtimes.join(", ")}`];
    } else {
      const record = await validationRecord(parsed.data);
      if (record.ok) {
        lesson.exercise.settled = { spec: parsed.data, record };
        continue;
      }
      reasons = ((record.problems ?? []) as PracticeProblem[]).map(describe);
    }
    problems.push(...reasons.map((r) => `${where}: ${r}`));
    lesson.exercise.settled = { spec: null, record: generatedPlainRecord(reasons) };
  }
  if (!problems.length || last) return null;
  return [
    "Some runnable exercises are not sound. The model solution must pass every check and the starter files must fail at least one:",
    ...problems.map((p) => `- ${p}`),
  ].join("\n");
}

/** The prompt section that asks for runnable exercises in these runtimes. */
export function practicePromptLines(runtimes: readonly PracticeRuntime[]): string[] {
  if (!runtimes.length) return [];
  const lines: Record<PracticeRuntime, string> = {
    web: "web: files index.html (the page; link script.js and style.css with <script src> and <link rel=stylesheet href>), script.js, style.css; each check is the body of an async JavaScript function run in the page after it loaded: it can query document and call the page's functions, and fails by throwing; use expectEqual(actual, expected).",
    javascript:
      "javascript: file main.js (plain JavaScript, no import/export, no DOM); each check is the body of an async JavaScript function run after main.js in the same scope: call the learner's functions and use expectEqual(actual, expected).",
    python:
      "python: file main.py; each check is Python run after main.py in the same globals: call the learner's functions and use expect_equal(actual, expected) or assert.",
    sql: "sql: file query.sql (PostgreSQL); dataset is a CREATE TABLE/INSERT script with a few rows; a check compares the result of the learner's last statement (or of its own code, a SELECT) with expected_rows (every cell as text, null for NULL), optionally expected_columns, ordered when the order matters.",
  };
  return [
    "",
    "## Runnable exercises",
    `Each lesson that teaches code gets a runnable code exercise in exercise.practice (else null), with runtime one of: ${runtimes.join(", ")}.`,
    ...runtimes.map((r) => `- ${lines[r]}`),
    "- starter_files: what the learner starts from; they must fail at least one check (for example a function with a TODO comment).",
    "- solution_files: the model solution; it must pass every check. Use the same file names as starter_files.",
    "- checks: one to five, each with a title the learner reads in the course's language (for example: summe([1, 2]) gibt 3 zurück); hidden true for a check shown only after the visible ones pass.",
    "- dataset: the SQL script for runtime sql, else null. expected_rows and expected_columns: null unless runtime is sql.",
  ];
}
