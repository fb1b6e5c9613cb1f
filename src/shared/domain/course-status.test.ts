import { describe, expect, it } from "vitest";
import { generatedModules, moduleStatus, versionStatus } from "./course-status";

describe("module status", () => {
  it("is not_generated without lessons and generated with lessons", () => {
    expect(moduleStatus(0)).toBe("not_generated");
    expect(moduleStatus(3)).toBe("generated");
  });
});

describe("version status", () => {
  const base = { isPublished: false, isTranslation: false, generator: "ai" };
  it("is draft without modules or while a module has no lessons", () => {
    expect(versionStatus({ ...base, moduleLessonCounts: [] })).toBe("draft");
    expect(versionStatus({ ...base, moduleLessonCounts: [0, 0] })).toBe("draft");
    expect(versionStatus({ ...base, moduleLessonCounts: [2, 0] })).toBe("draft");
  });
  it("is generated when every module has lessons", () => {
    expect(versionStatus({ ...base, moduleLessonCounts: [2, 1] })).toBe("generated");
  });
  it("is manual for complete hand-written or demo content", () => {
    expect(versionStatus({ ...base, generator: "seed", moduleLessonCounts: [2] })).toBe("manual");
  });
  it("is translated for an unpublished translation and published once published", () => {
    expect(versionStatus({ ...base, isTranslation: true, moduleLessonCounts: [2] })).toBe(
      "translated",
    );
    expect(versionStatus({ ...base, isPublished: true, moduleLessonCounts: [2] })).toBe(
      "published",
    );
  });
  it("counts generated modules", () => {
    expect(generatedModules([2, 0, 1])).toEqual({ generated: 2, total: 3 });
  });
});
