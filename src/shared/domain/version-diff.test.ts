import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { diffHunks, fileChanges, lineDiff, MAX_DIFF_CELLS } from "./version-diff";

describe("fileChanges", () => {
  it("names added, changed, unchanged and removed files", () => {
    const older = [
      { name: "index.html", content: "<h1>A</h1>\n" },
      { name: "style.css", content: "a{}\n" },
      { name: "old.js", content: "x\n" },
    ];
    const newer = [
      { name: "index.html", content: "<h1>B</h1>\n" },
      { name: "style.css", content: "a{}\n" },
      { name: "script.js", content: "y\n" },
    ];
    expect(fileChanges(older, newer)).toEqual([
      { name: "index.html", change: "changed" },
      { name: "style.css", change: "same" },
      { name: "script.js", change: "added" },
      { name: "old.js", change: "removed" },
    ]);
    expect(fileChanges(null, newer).every((r) => r.change === "same")).toBe(true);
  });
});

describe("lineDiff", () => {
  it("marks removed and added lines with their numbers", () => {
    const d = lineDiff("a\nb\nc\nd\n", "a\nB\nc\nd\ne\n")!;
    expect(d.map((l) => `${l.kind[0]}${l.oldLine ?? "-"}/${l.newLine ?? "-"}:${l.text}`)).toEqual([
      "s1/1:a",
      "r2/-:b",
      "a-/2:B",
      "s3/3:c",
      "s4/4:d",
      "a-/5:e",
    ]);
  });

  it("rebuilds both texts (property)", () => {
    const text = fc
      .array(fc.constantFrom("a", "b", "c", ""), { maxLength: 12 })
      .map((l) => l.join("\n"));
    fc.assert(
      fc.property(text, text, (x, y) => {
        const d = lineDiff(x, y)!;
        const old = d.filter((l) => l.kind !== "added").map((l) => l.text);
        const now = d.filter((l) => l.kind !== "removed").map((l) => l.text);
        expect(old.join("\n")).toBe(x.replace(/\n$/, ""));
        expect(now.join("\n")).toBe(y.replace(/\n$/, ""));
      }),
    );
  });

  it("answers null for a rewrite too large to compare", () => {
    const n = Math.ceil(Math.sqrt(MAX_DIFF_CELLS)) + 1;
    const a = Array.from({ length: n }, (_, i) => `a${i}`).join("\n");
    const b = Array.from({ length: n }, (_, i) => `b${i}`).join("\n");
    expect(lineDiff(a, b)).toBeNull();
  });

  it("keeps only changes with context, gaps as null", () => {
    const a = Array.from({ length: 20 }, (_, i) => `l${i}`).join("\n");
    const b = a.replace("l10", "L10");
    const h = diffHunks(lineDiff(a, b)!, 1);
    expect(h.map((l) => (l ? `${l.kind[0]}${l.text}` : "…"))).toEqual([
      "sl9",
      "rl10",
      "aL10",
      "sl11",
    ]);
    const two = diffHunks(lineDiff(a, b.replace("l2", "L2"))!, 1);
    expect(two.map((l) => (l ? l.text : "…"))).toEqual(
      ["l1", "l2", "L2", "l3", null, "l9", "l10", "L10", "l11"].map((x) => x ?? "…"),
    );
  });
});
