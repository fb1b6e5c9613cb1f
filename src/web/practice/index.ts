/** The practice engine's browser API (decision 0077); see session.ts. Import it dynamically. */
export { createPracticeSession, type PracticeSession, type RunOptions } from "./session";
export { usePracticeSession, type PracticeStatus } from "./use-practice-session";
