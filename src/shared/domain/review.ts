/**
 * The reviewer's side of projects (issue 30, decisions 0124 and 0125): the AI first pass's
 * shapes and the offline first pass, which lists the automatic check results per criterion.
 */
import type { RubricCriterion } from "./projects";

export interface FirstPassCriterion {
  criterionId: string;
  /** The draft's impression (null: cannot tell); the reviewer decides. */
  fulfilled: boolean | null;
  note: string;
}
export interface FirstPassComment {
  file: string | null;
  line: number | null;
  body: string;
}

export interface CheckResultLine {
  id: string;
  status: "passed" | "failed" | "notRun";
}

/**
 * The offline first pass: every criterion gets the automatic check results as a note
 * (checks cannot be mapped to criteria without a model, so each criterion lists all of them),
 * and no impression of its own. `words` are the texts in the reviewer's language.
 */
export function offlineFirstPass(
  rubric: readonly Pick<RubricCriterion, "id">[],
  results: readonly CheckResultLine[] | null,
  checkTitles: ReadonlyMap<string, string>,
  words: { none: string; passed: string; failed: string; notRun: string; heading: string },
): { criteria: FirstPassCriterion[]; comments: FirstPassComment[] } {
  const lines = results?.length
    ? results.map((r) => `- ${checkTitles.get(r.id) ?? r.id}: ${words[r.status]}`)
    : [];
  const note = lines.length ? `${words.heading}\n${lines.join("\n")}` : words.none;
  return {
    criteria: rubric.map((c) => ({
      criterionId: c.id,
      fulfilled: null,
      note,
    })),
    comments: [],
  };
}
