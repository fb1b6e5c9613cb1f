import { describe, expect, it } from "vitest";
import { catalogueStatus, normalizeDifficulty, pathStatus } from "./status";

describe("pathStatus", () => {
  it("completed when completed_at is set, whatever started_at", () => {
    expect(pathStatus({ startedAt: null, completedAt: new Date() })).toBe("completed");
    expect(pathStatus({ startedAt: "2024-01-01", completedAt: "2024-02-01" })).toBe("completed");
  });
  it("in progress when started and not completed", () => {
    expect(pathStatus({ startedAt: new Date(), completedAt: null })).toBe("in-progress");
  });
  it("not started otherwise", () => {
    expect(pathStatus({ startedAt: null, completedAt: null })).toBe("not-started");
  });
});

describe("catalogueStatus", () => {
  it("not started without a learning-path row", () => {
    expect(catalogueStatus(null)).toBe("not-started");
    expect(catalogueStatus(undefined)).toBe("not-started");
  });
  it("in progress with a row without completed_at, completed with it", () => {
    expect(catalogueStatus({ completedAt: null })).toBe("in-progress");
    expect(catalogueStatus({ completedAt: new Date() })).toBe("completed");
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
