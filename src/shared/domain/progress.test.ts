import { describe, expect, it } from "vitest";
import { averagePercent, isCourseComplete, progressPercent } from "./progress";

describe("progressPercent", () => {
  it("rounds completed over all lessons times 100", () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(1, 8)).toBe(13); // 12.5 rounds up
    expect(progressPercent(3, 3)).toBe(100);
    expect(progressPercent(0, 5)).toBe(0);
  });
  it("is 0 when the course has no lessons", () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(3, 0)).toBe(0);
  });
  it("never leaves 0..100", () => {
    expect(progressPercent(7, 5)).toBe(100);
    expect(progressPercent(-1, 5)).toBe(0);
  });
});

describe("isCourseComplete", () => {
  it("needs at least one lesson and every lesson done", () => {
    expect(isCourseComplete(0, 0)).toBe(false);
    expect(isCourseComplete(2, 3)).toBe(false);
    expect(isCourseComplete(3, 3)).toBe(true);
  });
});

describe("averagePercent", () => {
  it("is the rounded mean, 0 for none", () => {
    expect(averagePercent([])).toBe(0);
    expect(averagePercent([25, 0])).toBe(13);
    expect(averagePercent([100, 50, 0])).toBe(50);
  });
});
