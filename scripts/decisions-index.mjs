// Writes docs/decisions/README.md, the index of the decision records, from the records
// themselves: number and title from the first heading, status from an optional
// "Status: …" line (accepted when there is none). `node scripts/decisions-index.mjs`
// rewrites the index; `--check` exits 1 when the index is not what the records say
// (src/docs-index.test.ts runs the same comparison in the test suite).
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const decisionsDir = join(root, "docs", "decisions");
export const indexPath = join(decisionsDir, "README.md");

/** The records, in number order: { number, file, title, status }. */
export function readDecisions(dir = decisionsDir) {
  return readdirSync(dir)
    .filter((f) => /^\d{4}-.+\.md$/.test(f))
    .sort()
    .map((file) => {
      const text = readFileSync(join(dir, file), "utf8");
      const heading = text.split("\n").find((l) => l.startsWith("# ")) ?? "";
      const title = heading
        .replace(/^#\s+/, "")
        .replace(/^(ADR[- ])?\d{4}\s*[:.–-]?\s*/, "")
        .trim();
      const statusLine = text.split("\n").find((l) => /^\*{0,2}Status:?\*{0,2}:?\s/i.test(l));
      const status = statusLine
        ? statusLine.replace(/^\*{0,2}Status:?\*{0,2}:?\s*/i, "").replace(/\.$/, "").trim()
        : "accepted";
      return { number: file.slice(0, 4), file, title, status };
    });
}

export function renderIndex(decisions) {
  const rows = decisions.map(
    (d) => `| [${d.number}](${d.file}) | ${d.title.replace(/\|/g, "\\|")} | ${d.status.replace(/\|/g, "\\|")} |`,
  );
  return `# Decision records

One file per decision: context, decision, consequences. This index is written by
\`node scripts/decisions-index.mjs\` from the records (number and title from the first
heading, status from a \`Status:\` line, "accepted" when a record has none);
\`src/docs-index.test.ts\` fails when a record is missing from it or it says something the
records do not. A record that a later one changes says so in its \`Status:\` line
("accepted; amended by 0172", "superseded by 0180"), and the later one names it.

**Why numbers are missing.** Work is done in parallel branches, and each branch is given a
range of numbers before it starts so that two branches never write the same number. A
branch that needed fewer records than its range leaves the rest unused; numbers are never
reused or closed up afterwards, because commits, issues and code comments cite records by
number. No record has been deleted: a decision that no longer holds stays, with its status.

| number | title | status |
| --- | --- | --- |
${rows.join("\n")}
`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = renderIndex(readDecisions());
  if (process.argv.includes("--check")) {
    const current = readFileSync(indexPath, "utf8");
    if (current !== text) {
      console.error("docs/decisions/README.md is out of date: run node scripts/decisions-index.mjs");
      process.exit(1);
    }
  } else {
    writeFileSync(indexPath, text);
  }
}
