import { describe, expect, it } from "vitest";
import { courseMinutes, durationText } from "./duration";

describe("courseMinutes", () => {
  it("is the sum of the lessons' minutes once the course has lessons, whatever the estimate", () => {
    // The demo course of issue 33: "4 Stunden" estimated, 69 minutes of lessons.
    expect(courseMinutes({ lessons: 4, lessonMinutes: 69, estimatedHours: 4 })).toBe(69);
    // A new course: "3 Stunden" estimated, lessons of 100 minutes.
    expect(courseMinutes({ lessons: 5, lessonMinutes: 100, estimatedHours: 3 })).toBe(100);
  });
  it("is the author's estimate while there are no lessons", () => {
    expect(courseMinutes({ lessons: 0, lessonMinutes: 0, estimatedHours: 3 })).toBe(180);
    expect(courseMinutes({ lessons: 0, lessonMinutes: 0, estimatedHours: null })).toBe(0);
  });
});

describe("durationText", () => {
  it("says hours and minutes, whole hours or minutes only", () => {
    expect(durationText(69)).toEqual({ key: "hoursMinutes", hours: 1, minutes: 9 });
    expect(durationText(240)).toEqual({ key: "hours", hours: 4, minutes: 0 });
    expect(durationText(45)).toEqual({ key: "minutes", hours: 0, minutes: 45 });
    expect(durationText(0)).toEqual({ key: "minutes", hours: 0, minutes: 0 });
  });
});
