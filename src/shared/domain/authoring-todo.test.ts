import { describe, expect, it } from "vitest";
import { holdsTodo, lessonHoldsTodo, TODO_MARKER } from "./authoring-todo";

describe("the to-do marker of the skeleton written without a model", () => {
  it("is one token whatever the language around it, also as typed by hand", () => {
    for (const text of [
      `> ${TODO_MARKER} Entwurf ohne KI`,
      "- [ ] [!TODO] Explain the terms",
      "[!todo] Explica los términos",
      "[ !TODO ] Explique les termes",
    ])
      expect(holdsTodo(text)).toBe(true);
    // A German word alone, a task list or a note about to-dos is not the marker.
    for (const text of ["TODO: später", "- [ ] Git installieren", "> [!NOTE] Hinweis", "", null])
      expect(holdsTodo(text)).toBe(false);
  });

  it("finds it in any text of a lesson: body, objective, code, exercise, quiz choices", () => {
    const clean = {
      content: '## Commits\n\n`git commit -m "…"` speichert einen Stand.',
      learningObjective: "Du kannst einen Commit anlegen.",
      codeExamples: [{ description: null, code: "git status" }],
      exercises: [{ task: "Lege einen Commit an.", hint: null, solution: "git commit" }],
      quizzes: [{ question: "Was speichert ein Commit?", choices: ["a", "b"], explanation: "…" }],
    };
    expect(lessonHoldsTodo(clean)).toBe(false);
    expect(lessonHoldsTodo({ ...clean, content: "[!TODO] schreiben" })).toBe(true);
    expect(lessonHoldsTodo({ ...clean, learningObjective: "[!TODO]" })).toBe(true);
    expect(lessonHoldsTodo({ ...clean, codeExamples: [{ code: "# [!TODO]" }] })).toBe(true);
    expect(
      lessonHoldsTodo({ ...clean, exercises: [{ task: "x", hint: null, solution: "[!TODO]" }] }),
    ).toBe(true);
    expect(
      lessonHoldsTodo({
        ...clean,
        quizzes: [{ question: "q", choices: ["a", "[!TODO] b"], explanation: "e" }],
      }),
    ).toBe(true);
  });
});
