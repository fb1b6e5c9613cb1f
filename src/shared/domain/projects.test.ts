import { describe, expect, it } from "vitest";
import {
  duplicateCriterionIds,
  editableStatuses,
  marksProblem,
  nextStatus,
  submitProblem,
  waitingMinutes,
} from "./projects";

const rubric = [{ id: "a" }, { id: "b" }, { id: "c" }];
const marks = (fulfilled: boolean[]) =>
  fulfilled.map((f, i) => ({ criterionId: rubric[i].id, fulfilled: f }));

describe("project submission statuses", () => {
  it("goes draft → submitted → claimed → revise → submitted → claimed → passed", () => {
    let s = nextStatus("draft", "save");
    expect(s).toBe("draft");
    s = nextStatus("draft", "submit");
    expect(s).toBe("submitted");
    expect(nextStatus("submitted", "claim")).toBe("claimed");
    expect(nextStatus("claimed", "revise")).toBe("revise");
    expect(nextStatus("revise", "save")).toBe("revise");
    expect(nextStatus("revise", "submit")).toBe("submitted");
    expect(nextStatus("claimed", "pass")).toBe("passed");
    expect(nextStatus("claimed", "release")).toBe("submitted");
  });

  it("refuses what a status does not allow", () => {
    expect(nextStatus("submitted", "save")).toBeNull();
    expect(nextStatus("submitted", "pass")).toBeNull();
    expect(nextStatus("claimed", "claim")).toBeNull();
    expect(nextStatus("claimed", "submit")).toBeNull();
    expect(nextStatus("passed", "save")).toBeNull();
    expect(nextStatus("passed", "submit")).toBeNull();
    expect(nextStatus("draft", "claim")).toBeNull();
    expect(editableStatuses()).toEqual(["draft", "revise"]);
  });
});

describe("rubric and marks", () => {
  it("names duplicate criterion ids", () => {
    expect(duplicateCriterionIds([{ id: "a" }, { id: "b" }, { id: "a" }])).toEqual(["a"]);
    expect(duplicateCriterionIds(rubric)).toEqual([]);
  });

  it("wants every criterion marked once, and all fulfilled to pass", () => {
    expect(marksProblem(rubric, marks([true, true, true]), "passed")).toBeNull();
    expect(marksProblem(rubric, marks([true, false, true]), "revise")).toBeNull();
    expect(marksProblem(rubric, marks([true, false, true]), "passed")).toBe(
      "passNeedsAllFulfilled",
    );
    expect(marksProblem(rubric, marks([true, true]), "passed")).toBe("marksMissing");
    expect(
      marksProblem(
        rubric,
        [...marks([true, true, true]), { criterionId: "x", fulfilled: true }],
        "passed",
      ),
    ).toBe("marksUnknown");
    expect(
      marksProblem(
        rubric,
        [...marks([true, true]), { criterionId: "a", fulfilled: true }],
        "passed",
      ),
    ).toBe("marksUnknown");
  });
});

describe("what a submission needs", () => {
  const files = [{ name: "main.js", content: "" }];
  it("external: a link and a description", () => {
    expect(submitProblem("external", { files: [], link: null, description: "x" })).toBe(
      "linkRequired",
    );
    expect(
      submitProblem("external", { files: [], link: "https://example.com", description: " " }),
    ).toBe("descriptionRequired");
    expect(
      submitProblem("external", { files: [], link: "https://example.com", description: "Shop" }),
    ).toBeNull();
  });
  it("a runtime: files", () => {
    expect(submitProblem("javascript", { files: [], link: null, description: "" })).toBe(
      "filesRequired",
    );
    expect(submitProblem("web", { files, link: null, description: "" })).toBeNull();
  });
  it("counts waiting minutes, never below zero", () => {
    const t = new Date("2026-01-01T10:00:00Z");
    expect(waitingMinutes(t, new Date("2026-01-01T12:30:59Z"))).toBe(150);
    expect(waitingMinutes(t, new Date("2026-01-01T09:00:00Z"))).toBe(0);
  });
});
