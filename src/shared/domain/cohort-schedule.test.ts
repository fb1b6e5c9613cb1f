import { describe, expect, it } from "vitest";
import { addDays, isIsoDate, mondayOf, nextLearningDay, proposeSchedule } from "./cohort-schedule";

const mods = (...minutes: number[]) =>
  minutes.map((m, i) => ({ moduleId: `m${i + 1}`, minutes: m }));
const dates = (rows: { dueDate: string }[]) => rows.map((r) => r.dueDate);

describe("cohort schedule proposal", () => {
  it("spends the weekly time on weekdays, a fifth a day, and skips the weekend", () => {
    // Monday 2027-01-04, 5 h a week = 60 minutes a day.
    const rows = proposeSchedule({
      startDate: "2027-01-04",
      weeklyMinutes: 300,
      holidays: [],
      modules: mods(60, 120, 240),
    });
    // m1: Monday; m2: Tue+Wed; m3: Thu, Fri, (weekend skipped) Mon, Tue.
    expect(dates(rows)).toEqual(["2027-01-04", "2027-01-06", "2027-01-12"]);
    expect(rows.every((r) => !r.adjusted)).toBe(true);
  });

  it("skips holidays: a holiday has no learning time", () => {
    const rows = proposeSchedule({
      startDate: "2027-01-04",
      weeklyMinutes: 300,
      holidays: ["2027-01-05", "2027-01-06"],
      modules: mods(60, 120),
    });
    // Tuesday and Wednesday are holidays: m2 is learned Thursday and Friday.
    expect(dates(rows)).toEqual(["2027-01-04", "2027-01-08"]);
  });

  it("starts on the first learning day when the start is a weekend or a holiday", () => {
    const rows = proposeSchedule({
      startDate: "2027-01-02", // Saturday
      weeklyMinutes: 300,
      holidays: ["2027-01-04"], // Monday
      modules: mods(30, 30),
    });
    // Both half-days fit into Tuesday.
    expect(dates(rows)).toEqual(["2027-01-05", "2027-01-05"]);
  });

  it("keeps the dates the admin adjusted and proposes the others from the pace", () => {
    const rows = proposeSchedule({
      startDate: "2027-01-04",
      weeklyMinutes: 300,
      holidays: [],
      modules: mods(60, 60, 60),
      adjusted: new Map([["m2", "2027-02-01"]]),
    });
    expect(rows).toEqual([
      { moduleId: "m1", dueDate: "2027-01-04", adjusted: false },
      { moduleId: "m2", dueDate: "2027-02-01", adjusted: true },
      { moduleId: "m3", dueDate: "2027-01-06", adjusted: false },
    ]);
  });

  it("knows real dates, Mondays and learning days", () => {
    expect(isIsoDate("2027-02-29")).toBe(false);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2027-1-4")).toBe(false);
    expect(mondayOf("2027-01-10")).toBe("2027-01-04");
    expect(addDays("2027-12-31", 1)).toBe("2028-01-01");
    expect(nextLearningDay("2027-12-24", new Set(["2027-12-24", "2027-12-27"]))).toBe("2027-12-28");
  });
});
