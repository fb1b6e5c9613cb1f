// Fails when the modules import each other in a circle (issue 43, decision 0194).
// A "module" is a folder under src/server/modules/ or src/web/features/; an import (value or
// type, static or dynamic, tests left out) from a file in one to a file in another is an
// edge. Circles inside one module are that module's business. KNOWN lists edges let through,
// each with the reason it stands; it is empty since the last two circles were removed
// (decision 0195): the check fails on any circle, and also when a KNOWN edge is gone.
// Run by `npm run lint`.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const GROUPS = ["src/server/modules", "src/web/features"];
const ALIASES = { "@server/": "src/server/", "@/": "src/web/", "@shared/": "src/shared/" };

/** Edges let through although they close a circle, "from -> to": reason. None today. */
export const KNOWN = {};

function sourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...sourceFiles(p));
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(p);
  }
  return out;
}

function moduleOf(file) {
  for (const g of GROUPS) {
    const rel = relative(join(root, g), file);
    if (!rel.startsWith("..") && rel.includes("/")) return `${g.split("/").pop()}/${rel.split("/")[0]}`;
  }
  return null;
}

/** module -> module -> first file import that makes the edge */
export function moduleGraph() {
  const graph = new Map();
  for (const g of GROUPS) {
    for (const file of sourceFiles(join(root, g))) {
      const from = moduleOf(file);
      const text = readFileSync(file, "utf8");
      const specs = [
        ...text.matchAll(/\b(?:import|export)\s[^;]*?\sfrom\s+["']([^"']+)["']/g),
        ...text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
      ].map((m) => m[1]);
      for (const spec of specs) {
        const alias = Object.keys(ALIASES).find((a) => spec.startsWith(a));
        const target = spec.startsWith(".")
          ? resolve(dirname(file), spec)
          : alias
            ? join(root, ALIASES[alias], spec.slice(alias.length))
            : null;
        const to = target && moduleOf(target);
        if (!from || !to || from === to) continue;
        if (!graph.has(from)) graph.set(from, new Map());
        if (!graph.get(from).has(to)) graph.get(from).set(to, `${relative(root, file)} -> ${spec}`);
      }
    }
  }
  return graph;
}

/** Strongly connected components with more than one module (Tarjan). */
export function circles(graph, skip = new Set()) {
  let index = 0;
  const idx = new Map(), low = new Map(), stack = [], on = new Set(), out = [];
  const next = (v) => [...(graph.get(v)?.keys() ?? [])].filter((w) => !skip.has(`${v} -> ${w}`));
  const visit = (v) => {
    idx.set(v, index); low.set(v, index); index++; stack.push(v); on.add(v);
    for (const w of next(v)) {
      if (!idx.has(w)) { visit(w); low.set(v, Math.min(low.get(v), low.get(w))); }
      else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const scc = [];
      let w;
      do { w = stack.pop(); on.delete(w); scc.push(w); } while (w !== v);
      if (scc.length > 1) out.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const graph = moduleGraph();
  const problems = [];
  for (const scc of circles(graph, new Set(Object.keys(KNOWN)))) {
    const inside = new Set(scc);
    const edges = scc.flatMap((a) =>
      [...(graph.get(a) ?? [])].filter(([b]) => inside.has(b)).map(([b, why]) => `    ${a} -> ${b}  (${why})`),
    );
    problems.push(`Modules in a circle: ${scc.join(", ")}\n${edges.join("\n")}`);
  }
  for (const edge of Object.keys(KNOWN)) {
    const [a, b] = edge.split(" -> ");
    if (!graph.get(a)?.has(b)) problems.push(`${edge} is listed in KNOWN (scripts/module-cycles.mjs) but gone: remove it from the list.`);
  }
  if (problems.length) {
    console.error(problems.join("\n\n"));
    process.exit(1);
  }
  console.log(`module-cycles: ${graph.size} modules import others, no circle between them${Object.keys(KNOWN).length ? ` beyond the ${Object.keys(KNOWN).length} known edges` : ""}`);
}
