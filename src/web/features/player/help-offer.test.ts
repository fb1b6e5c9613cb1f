import { describe, expect, it } from "vitest";
import { FAILED_SAME_WAY, sameFailure } from "./help-offer";

/** The offer to ask a person after the same failure several times (issue 45). */
const run = (actual: string, second: "passed" | "failed" = "failed") => [
  { id: "a", title: "A", status: "passed" as const },
  {
    id: "b",
    title: "Summe stimmt",
    status: second,
    ...(second === "failed" ? { failure: { kind: "equal" as const, expected: "6", actual } } : {}),
  },
];

describe("sameFailure", () => {
  it("counts check runs that fail the same way in a row, naming the failing check", () => {
    let s = sameFailure(null, run("0"));
    for (let i = 1; i < FAILED_SAME_WAY; i++) s = sameFailure(s, run("0"));
    expect(s).toMatchObject({ times: FAILED_SAME_WAY, check: "Summe stimmt" });
  });

  it("starts again when the failure changes, and ends when every check passes", () => {
    const twice = sameFailure(sameFailure(null, run("0")), run("0"));
    expect(twice?.times).toBe(2);
    expect(sameFailure(twice, run("5"))?.times).toBe(1);
    expect(sameFailure(twice, run("", "passed"))).toBeNull();
  });
});
