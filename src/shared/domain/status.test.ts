import { describe, expect, it } from "vitest";
import { courseStatus, normalizeDifficulty } from "./status";

describe("courseStatus", () => {
  it("completed when completed_at is set, whatever started_at", () => {
    expect(courseStatus({ startedAt: null, completedAt: new Date() })).toBe("completed");
    expect(courseStatus({ startedAt: "2024-01-01", completedAt: "2024-02-01" })).toBe("completed");
    expect(courseStatus({ startedAt: true, completedAt: true })).toBe("completed");
  });
  it("in progress when started and not completed", () => {
    expect(courseStatus({ startedAt: new Date(), completedAt: null })).toBe("in-progress");
    expect(courseStatus({ startedAt: true, completedAt: false })).toBe("in-progress");
  });
  it("not started without a path row, and with a row the learner never opened", () => {
    expect(courseStatus(null)).toBe("not-started");
    expect(courseStatus(undefined)).toBe("not-started");
    expect(courseStatus({ startedAt: null, completedAt: null })).toBe("not-started");
    expect(courseStatus({ startedAt: false, completedAt: false })).toBe("not-started");
  });
});

describe("normalizeDifficulty", () => {
  it("compares English and German values case-insensitively", () => {
    expect(normalizeDifficulty("Beginner")).toBe("beginner");
    expect(normalizeDifficulty("ANFÄNGER")).toBe("beginner");
    expect(normalizeDifficulty("intermediate")).toBe("intermediate");
    expect(normalizeDifficulty("Fortgeschritten")).toBe("intermediate");
    expect(normalizeDifficulty(" advanced ")).toBe("advanced");
    expect(normalizeDifficulty("Experte")).toBe("advanced");
  });
  it("is null for anything else", () => {
    expect(normalizeDifficulty("expert")).toBeNull();
    expect(normalizeDifficulty("")).toBeNull();
    expect(normalizeDifficulty(null)).toBeNull();
  });
});
