import { describe, expect, it } from "vitest";
import { inferSkillArea, isSkillArea } from "./skill-areas";

describe("skill areas", () => {
  it("recognises the six areas only", () => {
    expect(isSkillArea("ui-ux")).toBe(true);
    expect(isSkillArea("cooking")).toBe(false);
    expect(isSkillArea(null)).toBe(false);
  });

  it("infers an area when exactly one matches", () => {
    expect(inferSkillArea("Webentwicklung mit HTML und CSS")).toBe("web-development");
    expect(inferSkillArea(null, "Figma für Einsteiger: UI Design")).toBe("ui-ux");
    expect(inferSkillArea("Als Freelancer Kunden gewinnen")).toBe("freelancing");
  });

  it("leaves ambiguous or unknown titles unassigned", () => {
    expect(inferSkillArea("Kochen für Anfänger")).toBeNull();
    expect(inferSkillArea("SQL und React")).toBeNull();
  });
});
