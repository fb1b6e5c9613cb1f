import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
// @ts-expect-error: a plain .mjs script without types
import { indexPath, readDecisions, renderIndex } from "../scripts/decisions-index.mjs";

type Decision = { number: string; file: string; title: string; status: string };

describe("docs/decisions/README.md (issue 43)", () => {
  const decisions = readDecisions() as Decision[];
  const index = readFileSync(indexPath as string, "utf8");

  it("lists every record with its number, title and status", () => {
    for (const d of decisions) {
      expect(index, `${d.file} is missing from the index`).toContain(`| [${d.number}](${d.file}) |`);
    }
    expect(index, "the index is stale: run node scripts/decisions-index.mjs").toBe(renderIndex(decisions));
  });

  it("has one record per number and a title for each", () => {
    const numbers = decisions.map((d) => d.number);
    expect(new Set(numbers).size, `two records share a number: ${numbers.join(",")}`).toBe(numbers.length);
    for (const d of decisions) expect(d.title.length, `${d.file} has no title`).toBeGreaterThan(3);
  });

  it("names only records that exist when one amends or supersedes another", () => {
    const known = new Set(decisions.map((d) => d.number));
    for (const d of decisions) {
      for (const m of d.status.matchAll(/(?:amended|superseded) by (\d{4})/gi)) {
        expect(known.has(m[1]!), `${d.file} names ${m[1]}, which does not exist`).toBe(true);
      }
    }
  });
});
