/**
 * Error codes of the practice API without its schemas: the player's first load reads them
 * without zod and the validation texts (docs/benchmarks.md, player first load).
 */

/** The error code of a lesson completion refused because a required code exercise is unsolved. */
export const PRACTICE_REQUIRED = "PRACTICE_REQUIRED";
