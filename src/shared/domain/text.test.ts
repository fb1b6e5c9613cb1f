import { describe, expect, it } from "vitest";
import { firstName, splitMinutes, truncateDescription } from "./text";

describe("truncateDescription", () => {
  it("keeps texts of up to 120 characters", () => {
    const t = "a".repeat(120);
    expect(truncateDescription(t)).toBe(t);
  });
  it("cuts longer texts to 120 characters plus ...", () => {
    const out = truncateDescription("b".repeat(121));
    expect(out).toBe(`${"b".repeat(120)}...`);
    expect(out).toHaveLength(123);
  });
  it("counts umlauts and emoji as one character", () => {
    expect(truncateDescription("ä".repeat(130))).toBe(`${"ä".repeat(120)}...`);
  });
  it("is null for an empty description (the card shows the default text)", () => {
    expect(truncateDescription("")).toBeNull();
    expect(truncateDescription("   ")).toBeNull();
    expect(truncateDescription(null)).toBeNull();
  });
});

describe("firstName", () => {
  it("is the first word, or null", () => {
    expect(firstName("Lena Lernende")).toBe("Lena");
    expect(firstName("  ")).toBeNull();
    expect(firstName(undefined)).toBeNull();
  });
});

describe("splitMinutes", () => {
  it("splits into hours and minutes", () => {
    expect(splitMinutes(135)).toEqual({ hours: 2, minutes: 15 });
    expect(splitMinutes(45)).toEqual({ hours: 0, minutes: 45 });
  });
});
