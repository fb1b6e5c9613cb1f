import {
  BLOCKERS,
  EXPERIENCE_LEVELS,
  GOALS,
  LEARNING_STYLES,
  TIME_COMMITMENTS,
  TOPICS,
} from "@shared/contracts/leads";

/**
 * The six questions of the onboarding funnel (spec section 2), shared by /onboarding and the
 * in-app questionnaire "Lernpfad erstellen" (issue 15). Texts: the "onboarding" namespace.
 */

/** Answers held on the client (spec section 3); unanswered ones are null. */
export interface OnboardingAnswers {
  goal: string | null;
  experience: string | null;
  timeCommitment: string | null;
  learningStyle: string[];
  topic: string | null;
  blocker: string | null;
}

export type SingleKey = Exclude<keyof OnboardingAnswers, "learningStyle">;

export type ChoiceStep =
  | { kind: "single"; key: SingleKey; options: readonly string[] }
  | { kind: "multi"; key: "learningStyle"; options: readonly string[] };

/** Steps 1–6 in the spec's order, with its option ids. */
export const CHOICE_STEPS: ChoiceStep[] = [
  { kind: "single", key: "goal", options: GOALS },
  { kind: "single", key: "experience", options: EXPERIENCE_LEVELS },
  { kind: "single", key: "timeCommitment", options: TIME_COMMITMENTS },
  { kind: "multi", key: "learningStyle", options: LEARNING_STYLES },
  { kind: "single", key: "topic", options: TOPICS },
  { kind: "single", key: "blocker", options: BLOCKERS },
];

export const EMPTY_ANSWERS: OnboardingAnswers = {
  goal: null,
  experience: null,
  timeCommitment: null,
  learningStyle: [],
  topic: null,
  blocker: null,
};

/** True when every question has an answer (the in-app questionnaire needs all six). */
export const isComplete = (a: OnboardingAnswers) =>
  a.goal !== null &&
  a.experience !== null &&
  a.timeCommitment !== null &&
  a.topic !== null &&
  a.blocker !== null &&
  a.learningStyle.length > 0;
