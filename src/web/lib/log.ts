/**
 * A failure the screen has handled (it shows a message, or the spec says "logged only"):
 * written to the console as information, with what failed. Warnings and errors in the
 * console are kept for what nobody handled (issue 33, decision 0097; the browser tests fail
 * on them).
 */
export function logHandled(what: string, err?: unknown): void {
  console.info(`[Kurswerk] ${what}`, err instanceof Error ? err.message : (err ?? ""));
}
