import { describe, expect, it } from "vitest";
import { createCourseSchema, parseEstimatedHours } from "./admin";

describe("new course input (spec admin section 5)", () => {
  it("parses estimated hours: default 8, unparseable 8, clamped to 1..100", () => {
    expect(parseEstimatedHours(undefined)).toBe(8);
    expect(parseEstimatedHours("")).toBe(8);
    expect(parseEstimatedHours("zwölf")).toBe(8);
    expect(parseEstimatedHours("12")).toBe(12);
    expect(parseEstimatedHours(0)).toBe(1);
    expect(parseEstimatedHours(250)).toBe(100);
  });

  it("requires title and description and fills the defaults", () => {
    const missing = createCourseSchema.safeParse({ title: " ", description: "" });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => i.message)).toEqual(["v:required", "v:required"]);
    const ok = createCourseSchema.parse({
      title: "SQL",
      description: "Abfragen schreiben",
      estimatedHours: "abc",
    });
    expect(ok).toMatchObject({
      difficulty: "Beginner",
      estimatedHours: 8,
      language: "de",
      topic: "",
      specificGoals: "",
    });
  });
});
