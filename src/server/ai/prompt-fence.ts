/**
 * Fences of a prompt (decisions 0053 and 0177): untrusted text (a lesson, a learner's
 * question, a learner's project description and files) goes between tags like
 * `<learner_question>…</learner_question>`, and the model is told that what is inside is
 * data. Text inside a fence must not close it or open another: every tag of the prompt's
 * fences in it, opening or closing, with or without attributes and spaces, loses its
 * angle brackets (‹description›), so it reads the same to a person and fences nothing.
 */
export function fenceNeutraliser(tags: readonly string[]): (text: string) => string {
  const re = new RegExp(`<\\s*/?\\s*(${tags.join("|")})[^>]*>`, "gi");
  return (text) => text.replace(re, (m) => m.replace(/</g, "‹").replace(/>/g, "›"));
}
