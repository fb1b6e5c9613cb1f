import type { PracticeFile, PracticeSpec } from "@shared/domain/practice";
import type { StoredCheckResult } from "../../db/schema";
import type { Language } from "@shared/i18n/languages";
import { formatMessage } from "@shared/i18n/messages";

/**
 * What the tutor knows of a learner's code exercise (issue 29): the task's checks, the
 * learner's saved code and their last check results, read on the server. The model
 * solution files only once the learner revealed them (decision 0053, 0081).
 */
export interface TutorCodeExercise {
  practice: PracticeSpec | null;
  learnerCode: {
    files: PracticeFile[] | null;
    lastResults: StoredCheckResult[] | null;
    solved: boolean;
  } | null;
}

/** Characters of one file of the learner's code in the prompt (bounded prompt). */
const FILE_CHARS = 8_000;
const bounded = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}\n… (${text.length - max} more characters)` : text;

const fileBlock = (f: PracticeFile) =>
  `### ${f.name}\n\`\`\`\n${bounded(f.content, FILE_CHARS)}\n\`\`\``;

/** A check failure in words (English, for the model). */
export function describeFailure(f: StoredCheckResult["failure"]): string {
  if (!f) return "";
  switch (f.kind) {
    case "equal":
    case "rows":
      return `expected ${f.expected}, got ${f.actual}`;
    case "rowCount":
      return `expected ${f.expected} rows, got ${f.actual}`;
    case "columns":
      return `expected columns ${f.expected.join(", ")}, got ${f.actual.join(", ")}`;
    case "noResult":
      return "the code produced no result table";
    case "limit":
      return `the run was stopped (${f.limit} limit)`;
    case "message":
    case "error":
      return f.text;
  }
}

/** The checks the learner can see: visible ones, and hidden ones that their last run ran. */
function shownChecks(practice: PracticeSpec, results: StoredCheckResult[] | null) {
  const ran = new Set((results ?? []).filter((r) => r.status !== "notRun").map((r) => r.id));
  return practice.checks
    .map((check, i) => ({ check, n: i + 1 }))
    .filter(({ check }) => !check.hidden || ran.has(check.id));
}

/** The lines of the lesson material for a code exercise (after its task and hint). */
export function codeExerciseLines(e: TutorCodeExercise, solutionRevealed: boolean): string[] {
  const { practice, learnerCode } = e;
  if (!practice) return [];
  const results = learnerCode?.lastResults ?? null;
  const byId = new Map((results ?? []).map((r) => [r.id, r]));
  const lines = [
    `This is a coding exercise (runtime: ${practice.runtime}). Its automatic checks are numbered as the learner sees them ("Prüfung N" / "check N"):`,
  ];
  const shown = shownChecks(practice, results);
  for (const { check, n } of shown)
    lines.push(
      `${n}. ${check.title}${check.code ? ` (check code: ${bounded(check.code, 600)})` : ""}`,
    );
  const hiddenLeft = practice.checks.length - shown.length;
  if (hiddenLeft > 0)
    lines.push(`(${hiddenLeft} further hidden checks run once the visible ones pass.)`);
  const files = learnerCode?.files;
  if (files?.length)
    lines.push(
      "The learner's current code (as last saved from their editor):",
      ...files.map(fileBlock),
    );
  else
    lines.push(
      "The learner has not changed the starter code yet:",
      ...practice.starterFiles.map(fileBlock),
    );
  if (results?.length) {
    lines.push("The learner's last check run:");
    for (const { check, n } of shown) {
      const r = byId.get(check.id);
      const status = !r
        ? "not run"
        : r.status === "passed"
          ? "passed"
          : r.status === "failed"
            ? "FAILED"
            : "not run";
      const why = r?.status === "failed" ? describeFailure(r.failure) : "";
      lines.push(`- Check ${n} "${check.title}": ${status}${why ? ` — ${why}` : ""}`);
    }
    if (learnerCode?.solved)
      lines.push("The learner has solved this exercise (all checks passed once).");
  } else {
    lines.push("The learner has not run the checks yet.");
  }
  if (solutionRevealed)
    lines.push(
      "Model solution files (the learner has revealed them):",
      ...practice.solutionFiles.map(fileBlock),
    );
  return lines;
}

/**
 * The offline tutor's passage about a code exercise's last check run, in the learner's
 * language ("Prüfung 2 „…": nicht bestanden – erwartet: 6 – erhalten: 0"); null without one.
 */
export function resultsPassage(e: TutorCodeExercise, task: string, lang: Language): string | null {
  const results = e.learnerCode?.lastResults;
  if (!e.practice || !results?.length) return null;
  const byId = new Map(results.map((r) => [r.id, r]));
  const lines = [
    `**${formatMessage("practiceTutorResults", lang, { title: task.split("\n")[0].slice(0, 80) })}**`,
  ];
  for (const { check, n } of shownChecks(e.practice, results)) {
    const r = byId.get(check.id);
    const status = formatMessage(
      r?.status === "passed"
        ? "practiceTutorPassed"
        : r?.status === "failed"
          ? "practiceTutorFailed"
          : "practiceTutorNotRun",
      lang,
    );
    let line = `- ${formatMessage("practiceTutorCheck", lang, { n, title: check.title, status })}`;
    const f = r?.status === "failed" ? r.failure : undefined;
    if (f && (f.kind === "equal" || f.kind === "rows" || f.kind === "rowCount"))
      line += ` (${formatMessage("practiceTutorExpected", lang, { expected: String(f.expected), actual: String(f.actual) })})`;
    else if (f) line += ` (${describeFailure(f)})`;
    lines.push(line);
  }
  return lines.join("\n");
}
