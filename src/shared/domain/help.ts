/** Limits of help requests (issue 45), without zod: the exercise card imports them. */
export const HELP_LIMITS = {
  questionChars: 2_000,
  answerChars: 4_000,
  commentChars: 2_000,
  suggestionChars: 2_000,
  comments: 50,
  /** The learner's own requests of an exercise shown on the card (newest first). */
  mine: 5,
  /** Items of the inbox (oldest first). */
  inbox: 100,
} as const;
