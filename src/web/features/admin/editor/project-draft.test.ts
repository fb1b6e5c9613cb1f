import { describe, expect, it } from "vitest";
import { translateValidationMessage } from "@shared/i18n/messages";
import {
  draftProblems,
  emptyCriterion,
  newChecks,
  newProjectDraft,
  nextCriterionId,
  withRuntime,
} from "./project-draft";

const filled = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `k${i + 1}`,
    title: `Kriterium ${i + 1}`,
    description: "",
    fulfilled: "Ja",
  }));

describe("project draft validation", () => {
  it("a new draft lacks a title and what each criterion's „erfüllt“ means", () => {
    const p = draftProblems(newProjectDraft(0));
    expect(translateValidationMessage(p.fields.title!, "de")).toBe(
      "Bitte gib dem Projekt einen Titel",
    );
    expect(Object.keys(p.criteria)).toEqual(["0", "1", "2"]);
    expect(translateValidationMessage(p.criteria[0].fulfilled!, "de")).toBe(
      "Bitte beschreibe, wann das Kriterium „erfüllt“ ist",
    );
    expect(translateValidationMessage(p.criteria[0].title!, "en")).toBe(
      "Please give the criterion a title",
    );
  });

  it("accepts 3 to 8 criteria and names the size otherwise", () => {
    const base = { ...newProjectDraft(0), title: "Abschluss" };
    for (const n of [3, 8]) expect(draftProblems({ ...base, rubric: filled(n) }).count).toBe(0);
    for (const n of [2, 9]) {
      const p = draftProblems({ ...base, rubric: filled(n) });
      expect(translateValidationMessage(p.fields.rubric!, "de")).toBe(
        "Die Bewertungskriterien brauchen 3 bis 8 Kriterien",
      );
    }
  });

  it("a runtime starts from starter files; external drops files and checks", () => {
    const web = withRuntime(newProjectDraft(0), "web");
    expect(web.starterFiles.map((f) => f.name)).toEqual(["index.html"]);
    const back = withRuntime({ ...web, checks: { checks: [], timeLimitMs: 5000 } }, "external");
    expect(back).toMatchObject({ runtime: "external", starterFiles: [], checks: null });
    const emptyWeb = { ...web, title: "X", rubric: filled(3), starterFiles: [] };
    expect(draftProblems(emptyWeb).fields.starterFiles).toBeDefined();
  });

  it("criterion ids stay unique", () => {
    expect(nextCriterionId([{ id: "k1" }, { id: "k3" }])).toBe("k4");
    expect(nextCriterionId([{ id: "k2" }])).toBe("k3");
    expect(emptyCriterion([{ id: "k2" }, { id: "k3" }]).id).toBe("k4");
  });
});

describe("the model solution in the draft (decision 0143)", () => {
  const coded = () => ({
    ...withRuntime({ ...newProjectDraft(0), title: "P", rubric: filled(3) }, "javascript"),
    checks: newChecks(),
    solutionFiles: [{ name: "main.js", content: "// Lösung" }],
  });

  it("keeps the solution within a runtime and drops it with another runtime or external", () => {
    const d = coded();
    expect(withRuntime(d, "javascript").solutionFiles).toHaveLength(1);
    expect(withRuntime(d, "python").solutionFiles).toEqual([]);
    expect(withRuntime(d, "external").solutionFiles).toEqual([]);
  });

  it("names a solution without checks beside its field", () => {
    const p = draftProblems({ ...coded(), checks: null });
    expect(translateValidationMessage(p.fields.solutionFiles!, "de")).toBe(
      "Eine Musterlösung gibt es nur für Projekte mit Prüfungen",
    );
  });
});
