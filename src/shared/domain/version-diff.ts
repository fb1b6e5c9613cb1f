/**
 * What changed between two submitted versions of a project (issue 30, decision 0144): which
 * files were added, removed or changed, and a line diff of a changed file. The line diff is
 * a longest-common-subsequence over the lines between the common start and end; past
 * `MAX_DIFF_CELLS` (a file rewritten almost whole) it answers "too large" instead of
 * spending seconds in the browser. No library: none in the dependencies does this, and
 * these few lines do.
 */

export interface VersionFile {
  name: string;
  content: string;
}

export type FileChange = "added" | "removed" | "changed" | "same";

export interface FileChangeRow {
  name: string;
  change: FileChange;
}

export interface DiffLine {
  kind: "same" | "added" | "removed";
  text: string;
  /** Line number in the older version (null for an added line). */
  oldLine: number | null;
  /** Line number in the newer version (null for a removed line). */
  newLine: number | null;
}

/** Lines × lines of the part that differs, at most (a 2,000 × 2,000 line rewrite). */
export const MAX_DIFF_CELLS = 4_000_000;

/**
 * Every file of the newer version in its order, then the files the older one had and the
 * newer one does not; without an older version every file is "same" (nothing to compare).
 */
export function fileChanges(
  older: readonly VersionFile[] | null,
  newer: readonly VersionFile[],
): FileChangeRow[] {
  if (!older) return newer.map((f) => ({ name: f.name, change: "same" }));
  const before = new Map(older.map((f) => [f.name, f.content] as const));
  const now = new Set(newer.map((f) => f.name));
  return [
    ...newer.map((f): FileChangeRow => {
      const was = before.get(f.name);
      return {
        name: f.name,
        change: was === undefined ? "added" : was === f.content ? "same" : "changed",
      };
    }),
    ...older
      .filter((f) => !now.has(f.name))
      .map((f) => ({ name: f.name, change: "removed" as const })),
  ];
}

const linesOf = (text: string) => (text === "" ? [] : text.replace(/\n$/, "").split("\n"));

/** The line diff of `older` → `newer`, or null when the differing part is too large. */
export function lineDiff(older: string, newer: string): DiffLine[] | null {
  const a = linesOf(older);
  const b = linesOf(newer);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const n = endA - start;
  const m = endB - start;
  if (n * m > MAX_DIFF_CELLS) return null;

  // lcs[i][j]: length of the common subsequence of a[start+i..endA) and b[start+j..endB).
  const lcs = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i][j] =
        a[start + i] === b[start + j]
          ? lcs[i + 1][j + 1] + 1
          : Math.max(lcs[i + 1][j], lcs[i][j + 1]);

  const out: DiffLine[] = [];
  const same = (i: number, j: number) =>
    out.push({ kind: "same", text: a[i], oldLine: i + 1, newLine: j + 1 });
  for (let k = 0; k < start; k++) same(k, k);
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[start + i] === b[start + j]) {
      same(start + i, start + j);
      i++;
      j++;
    } else if (i < n && (j === m || lcs[i + 1][j] >= lcs[i][j + 1])) {
      out.push({ kind: "removed", text: a[start + i], oldLine: start + i + 1, newLine: null });
      i++;
    } else {
      out.push({ kind: "added", text: b[start + j], oldLine: null, newLine: start + j + 1 });
      j++;
    }
  }
  for (let k = 0; k < a.length - endA; k++) same(endA + k, endB + k);
  return out;
}

/** Only the changed lines with `context` unchanged lines around them; gaps as null. */
export function diffHunks(lines: readonly DiffLine[], context = 2): (DiffLine | null)[] {
  const keep = new Array<boolean>(lines.length).fill(false);
  lines.forEach((l, i) => {
    if (l.kind === "same") return;
    for (let k = Math.max(0, i - context); k <= Math.min(lines.length - 1, i + context); k++)
      keep[k] = true;
  });
  const out: (DiffLine | null)[] = [];
  lines.forEach((l, i) => {
    if (keep[i]) out.push(l);
    else if (out.length > 0 && out[out.length - 1] !== null) out.push(null);
  });
  if (out[out.length - 1] === null) out.pop();
  return out;
}
