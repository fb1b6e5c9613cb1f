export type { OnboardingAnswers, SingleKey, ChoiceStep } from "@/lib/plan-questions";
export { CHOICE_STEPS, EMPTY_ANSWERS } from "@/lib/plan-questions";

export const TOTAL_STEPS = 7;
export const AUTO_ADVANCE_MS = 200;
export const LOADING_MESSAGE_MS = 1500;
export const LOADING_MESSAGES = 4;
export const AFTER_LOADING_PAUSE_MS = 500;

