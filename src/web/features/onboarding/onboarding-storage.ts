import {
  CHOICE_STEPS,
  EMPTY_ANSWERS,
  TOTAL_STEPS,
  type OnboardingAnswers,
} from "./onboarding-steps";

/**
 * The funnel's answers survive a reload for this browser session (sessionStorage, decision
 * 0094) and are forgotten once they were sent with the e-mail address: a reload during the
 * questions or at the address field comes back to the same step with the same choices.
 */
export const ONBOARDING_STORAGE_KEY = "kurswerk_onboarding";

export interface SavedOnboarding {
  step: number;
  answers: OnboardingAnswers;
  /** True once the "analysis" was shown: a reload on step 7 goes straight to the address. */
  analysed: boolean;
  email: string;
}

const EMPTY: SavedOnboarding = { step: 1, answers: EMPTY_ANSWERS, analysed: false, email: "" };

/** What this session stored, with anything that is not a current option id dropped. */
export function readSavedOnboarding(): SavedOnboarding {
  let raw: unknown;
  try {
    raw = JSON.parse(sessionStorage.getItem(ONBOARDING_STORAGE_KEY) ?? "null");
  } catch {
    return EMPTY;
  }
  if (!raw || typeof raw !== "object") return EMPTY;
  const r = raw as Record<string, unknown>;
  const a = (r.answers ?? {}) as Record<string, unknown>;
  const answers: OnboardingAnswers = { ...EMPTY_ANSWERS };
  for (const q of CHOICE_STEPS) {
    const v = a[q.key];
    if (q.kind === "multi")
      answers.learningStyle = Array.isArray(v)
        ? v.filter((x): x is string => typeof x === "string" && q.options.includes(x))
        : [];
    else answers[q.key] = typeof v === "string" && q.options.includes(v) ? v : null;
  }
  // Never past the first unanswered question.
  const firstOpen = CHOICE_STEPS.findIndex((q) =>
    q.kind === "multi" ? answers.learningStyle.length === 0 : answers[q.key] === null,
  );
  const maxStep = firstOpen === -1 ? TOTAL_STEPS : firstOpen + 1;
  const step =
    typeof r.step === "number" && Number.isInteger(r.step)
      ? Math.min(Math.max(r.step, 1), maxStep)
      : 1;
  return {
    step,
    answers,
    analysed: step === TOTAL_STEPS && r.analysed === true,
    email: typeof r.email === "string" ? r.email.slice(0, 320) : "",
  };
}

export function saveOnboarding(state: SavedOnboarding) {
  try {
    sessionStorage.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify(state));
  } catch {
    /* storage full or unavailable: the funnel still works, only without the reload */
  }
}

export function clearSavedOnboarding() {
  try {
    sessionStorage.removeItem(ONBOARDING_STORAGE_KEY);
  } catch {
    /* unavailable */
  }
}
