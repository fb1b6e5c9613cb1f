import { createHash } from "node:crypto";
import {
  allChecksPassed,
  type CheckFailure,
  type CheckResult,
  type PracticeSpec,
  type RunLimit,
  type RunResult,
} from "@shared/domain/practice";
import { runPractice } from "./runner";

/**
 * Validation of a code exercise on the server (decision 0083): the model solution must pass
 * every check, visible and hidden, and the starter files must fail at least one. The same
 * function serves the editor's on-demand check, the publish gate (through the stored outcome)
 * and AI generation.
 */

/** What is wrong with an exercise, as the editor, the preview and the AI retry prompt name it. */
export type PracticeProblem =
  | { kind: "solutionFails"; checkId: string; checkTitle: string; failure?: CheckFailure }
  | { kind: "solutionError"; error: string; limit?: RunLimit }
  | { kind: "starterPasses" };

export interface PracticeValidation {
  ok: boolean;
  solution: CheckResult[];
  starter: CheckResult[];
  problems: PracticeProblem[];
}

/** Raised when the validator itself changes what it accepts: stored outcomes are then stale. */
const VALIDATOR_VERSION = 1;

/**
 * Fingerprint of everything that decides a validation's outcome (runtime, files, checks'
 * code and expectations, dataset, time limit). Titles, the task and `required` are left
 * out: changing them, or translating them, keeps the stored outcome.
 */
export function practiceHash(spec: PracticeSpec): string {
  const parts = {
    v: VALIDATOR_VERSION,
    runtime: spec.runtime,
    starter: spec.starterFiles.map((f) => [f.name, f.content]),
    solution: spec.solutionFiles.map((f) => [f.name, f.content]),
    checks: spec.checks.map((c) => [
      c.id,
      c.hidden,
      c.code,
      c.expectedRows ?? null,
      c.expectedColumns ?? null,
      c.ordered,
    ]),
    dataset: spec.dataset ?? "",
    timeLimitMs: spec.timeLimitMs,
  };
  return createHash("sha256").update(JSON.stringify(parts)).digest("hex");
}

function solutionProblems(run: RunResult): PracticeProblem[] {
  const problems: PracticeProblem[] = [];
  if (run.error || run.limit)
    problems.push({
      kind: "solutionError",
      error: run.error ?? "",
      ...(run.limit ? { limit: run.limit } : {}),
    });
  for (const c of run.checks ?? [])
    // A hidden check not run (a visible one failed first) is named by that visible one.
    if (c.status === "failed" && !run.error && !run.limit)
      problems.push({
        kind: "solutionFails",
        checkId: c.id,
        checkTitle: c.title,
        ...(c.failure ? { failure: c.failure } : {}),
      });
  return problems;
}

export async function validatePracticeExercise(spec: PracticeSpec): Promise<PracticeValidation> {
  const base = { runtime: spec.runtime, checks: spec.checks, timeLimitMs: spec.timeLimitMs };
  const dataset = spec.runtime === "sql" && spec.dataset ? { dataset: spec.dataset } : {};
  const solution = await runPractice({ ...base, ...dataset, files: spec.solutionFiles });
  const starter = await runPractice({ ...base, ...dataset, files: spec.starterFiles });
  const problems = solutionProblems(solution);
  if (allChecksPassed(starter.checks)) problems.push({ kind: "starterPasses" });
  return {
    ok: problems.length === 0,
    solution: solution.checks ?? [],
    starter: starter.checks ?? [],
    problems,
  };
}
