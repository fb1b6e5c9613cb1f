/**
 * Projects and their review (issue 30, decision 0099): a course's "Projekt" with a brief,
 * a runtime of the practice engine or "external" (a link), optional automatic checks and a
 * rubric of 3–8 criteria; a learner's submission moves through the statuses below, and a
 * reviewer (moderator or admin) claims it and decides. The pure rules both sides use.
 */
import { PRACTICE_RUNTIMES } from "./practice-core";
import type { PracticeCheck, PracticeFile } from "./practice";

export const PROJECT_RUNTIMES = [...PRACTICE_RUNTIMES, "external"] as const;
export type ProjectRuntime = (typeof PROJECT_RUNTIMES)[number];

export const SUBMISSION_STATUSES = ["draft", "submitted", "claimed", "passed", "revise"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const REVIEW_DECISIONS = ["passed", "revise"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const PROJECT_LIMITS = {
  criteriaMin: 3,
  criteriaMax: 8,
  screenshots: 5,
  titleChars: 200,
  briefChars: 50_000,
  criterionChars: 2_000,
  descriptionChars: 5_000,
  linkChars: 2_000,
  commentChars: 5_000,
  summaryChars: 5_000,
  /** Waiting and claimed submissions one queue answer lists (oldest first). */
  queueSize: 200,
} as const;

/** One rubric criterion: what it asks (`description`) and what "erfüllt" means (`fulfilled`). */
export interface RubricCriterion {
  id: string;
  title: string;
  description: string;
  fulfilled: string;
}

/** A reviewer's mark of one criterion. */
export interface CriterionMark {
  criterionId: string;
  fulfilled: boolean;
  note?: string;
}

/** A project's automatic checks: the practice engine's checks, run on the submitted files. */
export interface ProjectChecks {
  checks: PracticeCheck[];
  dataset?: string;
  timeLimitMs: number;
}

/** What a learner changes in their submission while it is theirs to edit. */
export interface SubmissionContent {
  files: PracticeFile[];
  link: string | null;
  description: string;
  screenshots: string[];
}

export type SubmissionAction = "save" | "submit" | "claim" | "release" | "pass" | "revise";

/**
 * The status machine: the learner saves and submits a draft (and again after "revise", as a
 * new version); a reviewer claims a waiting submission, may release it, and decides.
 */
const TRANSITIONS: Record<SubmissionStatus, Partial<Record<SubmissionAction, SubmissionStatus>>> = {
  draft: { save: "draft", submit: "submitted" },
  revise: { save: "revise", submit: "submitted" },
  submitted: { claim: "claimed" },
  claimed: { release: "submitted", pass: "passed", revise: "revise" },
  passed: {},
};

/** The status after `action`, or null when the action is not allowed in `status`. */
export function nextStatus(
  status: SubmissionStatus,
  action: SubmissionAction,
): SubmissionStatus | null {
  return TRANSITIONS[status][action] ?? null;
}

/** Statuses whose content the learner may change. */
export const editableStatuses = (): SubmissionStatus[] =>
  SUBMISSION_STATUSES.filter((s) => nextStatus(s, "save") !== null);

/** Ids of a rubric that appear more than once. */
export function duplicateCriterionIds(rubric: readonly Pick<RubricCriterion, "id">[]): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const c of rubric) (seen.has(c.id) ? dup : seen).add(c.id);
  return [...dup];
}

export type MarksProblem = "marksMissing" | "marksUnknown" | "passNeedsAllFulfilled";

/**
 * A decision's marks must name every criterion of the rubric once and nothing else; a
 * "passed" decision needs every criterion fulfilled (decision 0099).
 */
export function marksProblem(
  rubric: readonly Pick<RubricCriterion, "id">[],
  marks: readonly CriterionMark[],
  decision: ReviewDecision,
): MarksProblem | null {
  const ids = new Set(rubric.map((c) => c.id));
  const marked = new Set<string>();
  for (const m of marks) {
    if (!ids.has(m.criterionId) || marked.has(m.criterionId)) return "marksUnknown";
    marked.add(m.criterionId);
  }
  if (marked.size !== ids.size) return "marksMissing";
  if (decision === "passed" && marks.some((m) => !m.fulfilled)) return "passNeedsAllFulfilled";
  return null;
}

export type SubmitProblem = "linkRequired" | "filesRequired" | "descriptionRequired";

/**
 * What a submission lacks before it can be submitted: an external project needs a link and
 * a description, a project in a runtime needs files.
 */
export function submitProblem(
  runtime: ProjectRuntime,
  content: Pick<SubmissionContent, "files" | "link" | "description">,
): SubmitProblem | null {
  if (runtime === "external") {
    if (!content.link) return "linkRequired";
    if (!content.description.trim()) return "descriptionRequired";
    return null;
  }
  return content.files.length === 0 ? "filesRequired" : null;
}

/** Whole minutes between two instants, never negative (a queue's waiting time). */
export function waitingMinutes(since: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));
}
